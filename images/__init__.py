"""Pictures (Pillow): the drawing helpers every game's pictures share, and one package per game.

Shared here: `theme` (fonts, parchment and ink, the players' colour-blind-safe pieces), `sprites`
(pieces and material icons), `pen` (text that fits its box, in board coordinates, in any script, and
text wrapped in lines of a pixel width), `script` (Unicode for names in any script), `labels` (the
language of the picture being drawn), `compose` (static art drawn once, moving parts composited),
`render` (one picture at a time, PNG encoding) and `pool` (rendering off the event loop, in worker
processes). Each game's own pictures are a package beside them (`images/<game>/`), whose functions
are pure functions of a game state returning PNG bytes; the game's plug-in names them.
"""
