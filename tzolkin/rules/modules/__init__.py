"""The Tribes & Prophecies modules, one file each as the expansion's rulebook presents them:
tribes, prophecies, quick actions, and the new buildings with renovation.

A module hooks into the base game's rules through tables the base game's files keep empty for
it (each named where its rule applies, e.g. `turn.BEG_LIMIT` for Bacab, `gears.HARVEST_LOSS` for
Drought) and through the decisions and effects it declares on the stack (stack.py). Where the base
game calls a module's function directly (the quick action at the end of a turn, the set-up's
draws), the base game's file says so.
"""
