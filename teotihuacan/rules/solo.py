"""Teotibot's hooks in the rules: its whole turn, and what it decides where the rules ask a player.

teotibot.py fills TEOTIBOT as it is imported (the package `teotihuacan` imports it), so that
Teotibot, which plays by these rules, and the rules, which let it play, need no import loop:

    bot_turn(s, pl)                 its whole turn (turn.py)
    relocate(s, pl, die, space)     its worker displaced from a worship space moves on (worship.py)
    bot_ascension(s, pl, die)       its worker reaching power 6 (power.py)
    bot_temple(s, pl) -> temple     the temple it climbs where a player would choose (temples.py)
    bot_season5(s, pl, temple)      season 5's bought step (temples.py)
    bot_resource(pl) -> resource    the resource it takes where a player would choose (temples.py)
"""
TEOTIBOT = {}
