"""Help at each decision, in words: the coming food day, what an option costs and leaves.

The numbers come from tzolkin.advice (pure rules); the words from the `tzolkin` catalog."""
from __future__ import annotations

from i18n import text as t
from tzolkin.advice import choice_effect, food_warning
from tzolkin.describe import describe

GOOD_WORDS = {"corn": "🌽", "wood": "🪵", "stone": "🪨", "gold": "🥇", "skulls": "💀"}


def food_line(state, seat, locale="en"):
    """"Food day in 2 days: 8 corn needed for 4 workers, you have 5", or None."""
    warning = food_warning(state, seat)
    if warning is None:
        return None
    if warning.rounds == 0:
        return t("advice.food_now", locale, need=warning.need, workers=warning.workers, have=warning.have)
    return t("advice.food", locale, n=warning.rounds, need=warning.need, workers=warning.workers, have=warning.have)


def _goods(amounts):
    return " ".join(f"{n}{GOOD_WORDS[g]}" for g, n in amounts.items() if n)


def effect_text(state, action, locale="en"):
    """"costs 2🌽 · leaves 5🌽", with a warning when it leaves too little corn to feed; "" if nothing."""
    try:
        effect = choice_effect(state, action)
    except Exception:  # a description must never break the panel
        return ""
    if effect is None:
        return ""
    parts = []
    if effect.spent:
        parts.append(t("advice.costs", locale, goods=_goods(effect.spent)))
    if effect.gained:
        parts.append(t("advice.gives", locale, goods=_goods(effect.gained)))
    if effect.vp:
        parts.append(t("advice.vp", locale, vp=effect.vp))
    touched = {g: effect.left[g] for g in (*effect.spent, *effect.gained)}
    if touched:
        parts.append(t("advice.leaves", locale, goods=_goods(touched) or "0"))
    if effect.starves:
        parts.append(t("advice.starves", locale))
    return " · ".join(parts)


def option_texts(state, action, locale="en"):
    """An option of the turn panel: (label: what it does, note: what it costs and leaves)."""
    return describe(state, action, locale), effect_text(state, action, locale)
