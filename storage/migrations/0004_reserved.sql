-- Reserved number: a migration of a feature developed alongside takes it. This file changes
-- nothing; it is deleted when that migration joins this folder.
SELECT 1;
