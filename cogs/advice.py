"""Help at each decision, in words: the coming food day, what an option costs and leaves.

The numbers come from tzolkin.advice (pure rules); the words from the message catalog."""
from __future__ import annotations

from tzolkin.advice import choice_effect, food_warning

from .messages import t

GOOD_WORDS = {"corn": "🌽", "wood": "🪵", "stone": "🪨", "gold": "🥇", "skulls": "💀"}


def food_line(state, seat):
    """"Food day in 2 days: 8 corn needed for 4 workers, you have 5", or None."""
    warning = food_warning(state, seat)
    if warning is None:
        return None
    if warning.rounds == 0:
        return t("advice.food_now", need=warning.need, workers=warning.workers, have=warning.have)
    return t("advice.food", days=warning.rounds, need=warning.need, workers=warning.workers, have=warning.have)


def _goods(amounts):
    return " ".join(f"{n}{GOOD_WORDS[g]}" for g, n in amounts.items() if n)


def effect_text(state, action):
    """"costs 2🌽 · leaves 5🌽", with a warning when it leaves too little corn to feed; "" if nothing."""
    try:
        effect = choice_effect(state, action)
    except Exception:  # a description must never break the panel
        return ""
    if effect is None:
        return ""
    parts = []
    if effect.spent:
        parts.append(t("advice.costs", goods=_goods(effect.spent)))
    if effect.gained:
        parts.append(t("advice.gives", goods=_goods(effect.gained)))
    if effect.vp:
        parts.append(t("advice.vp", vp=effect.vp))
    touched = {g: effect.left[g] for g in (*effect.spent, *effect.gained)}
    if touched:
        parts.append(t("advice.leaves", goods=_goods(touched) or "0"))
    if effect.starves:
        parts.append(t("advice.starves"))
    return " · ".join(parts)


def with_advice(content, state, seat):
    """The panel text with the food-day warning right under its header line."""
    line = food_line(state, seat)
    if not line:
        return content
    lines = content.split("\n")
    header = next((i for i, x in enumerate(lines) if x.startswith("**Your turn")), -1)
    lines.insert(header + 1, line)
    return "\n".join(lines)
