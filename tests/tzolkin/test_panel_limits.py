"""Discord cuts a select option's label or description past 100 characters: every text of a
Tzolk'in option worded with every value its placeholders can take, in English, French and Italian,
fits a select menu (the texts of real games, of every game, are measured by tests/conformance/test_conformance.py).
`pytest -s tests/tzolkin/test_panel_limits.py` prints the counts.
"""
import itertools
import re

import pytest

import i18n
from cogs.messages import t
from helpers.discord_limits import SELECT_TEXT, Tally
from tzolkin import data as D
from tzolkin.describe import wealth_text, words


# --- every option text with every value it can take -------------------------------------------------

# Texts of actions that never appear as a panel option: `end` is the Confirm button, and the starting
# choice (tribe, tiles, Ixtab's discard) has its own menu, measured below with every tribe and tile.
NOT_OPTIONS = {"act.end", "act.end_quick", "act.end_ahmakiq", "act.tribe", "act.keep", "act.discard"}
BIG = 15  # more corn than any placement or step back costs


def _values():
    """Every value each placeholder of an action text can take (the longest for plain numbers)."""
    gear_actions = [(g, n) for g in D.GEARS for n in range(1, D.LAST_ACTION[g] + 1)]
    costs = [{"corn": 2}, {"wood": 1}, {"stone": 1}, {"gold": 1}, {"skull": 1}, {"wood": 2, "stone": 2, "gold": 2}]
    return {
        "gear": D.GEARS, "space": (D.LAST_SPACE[D.CHICHEN],), "corn": (0, BIG), "number": (9,),
        "action": gear_actions, "temple": D.TEMPLE_KEYS, "temple2": D.TEMPLE_KEYS, "tech": D.TECH_KEYS,
        "n": (1, 9), "building_card": tuple(D.BUILDINGS),
        "monument_card": tuple(D.MONUMENTS),
        "goods": [(m, 1) for m in ("wood", "stone", "gold")], "cost": costs, "quick": D.QUICK_AGE1 + D.QUICK_AGE2,
        "prophecy": tuple(D.PROPHECIES),
    }


def action_texts(lang):
    """(key, text) of every panel option worded with every value its placeholders can take."""
    values = _values()
    for key in sorted(k for k in i18n.keys() if k.startswith("act.") and k not in NOT_OPTIONS):
        names = sorted(set(re.findall(r"{(\w+)", str(i18n.source(key)))))
        if key == "act.act":  # gear, number and action belong together
            combos = [{"gear": g, "number": n, "action": (g, n)} for g, n in values["action"]]
        elif "action" in names:
            combos = [{"gear": g, "number": n, "action": (g, n), "corn": BIG} for g, n in values["action"]]
        elif "gain" in names:  # a technology, its next level and what that level gives belong together
            combos = [{"tech": D.TECH_KEYS[tech], "gain": (tech, level), "level": level + 1, "n": n}
                      for tech in range(len(D.TECH_KEYS)) for level in range(D.TECH_MAX + 1) for n in (1, 4)]
        elif key == "act.renovate":
            combos = [{"number": b, "building": b, "cost": D.BUILDINGS[b]["cost"]} for b in D.BUILDINGS
                      if D.BUILDINGS[b].get("renovation")]
        else:
            combos = [dict(zip(names, c, strict=True)) for c in itertools.product(*(values[n] for n in names))]
        for combo in combos:
            yield key, words(key, combo, locale=lang)


@pytest.mark.parametrize("lang", i18n.LOCALES)
def test_every_option_text_fits_a_select_menu_with_any_value(lang):
    tally, keys = Tally(), set()
    for key, text in action_texts(lang):
        keys.add(key)
        tally.check(lang, key, text, SELECT_TEXT)
    for a, b in itertools.permutations(D.WEALTH_TILES, 2):
        tally.check(lang, "wealth.option", t("wealth.option", lang, a=wealth_text(a, lang), b=wealth_text(b, lang)),
                    SELECT_TEXT)
    for tile in D.WEALTH_TILES:
        tally.check(lang, "wealth.option_discard", t("wealth.option_discard", lang, tile=wealth_text(tile, lang)),
                    SELECT_TEXT)
    for tribe in D.TRIBES:
        tally.check(lang, "tribe ability", t(f"tribe.{tribe}", lang), SELECT_TEXT)
    assert {"act.place", "act.build", "act.tech_paid", "act.place_quick_saving", "act.renovate"} <= keys
    longest = max(tally.examples.values(), default="none")
    print(f"\n{lang}: {sum(tally.seen.values())} option texts with every value, {sum(tally.over.values())} too long "
          f"({longest})")
    assert dict(tally.over) == {}, "\n".join(f"{k}: {v}" for k, v in sorted(tally.examples.items()))
