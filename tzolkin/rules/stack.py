"""The decision stack: how every rule of the game is played, one decision at a time.

A game state carries a stack of pending steps. The step on top is either a decision (a player
chooses one of `legal_actions`) or an automatic effect (`fx`) that `settle` resolves at once.
Choosing may push further steps: retrieving a worker pushes "which action", building a farm
pushes its payment, and so on. When the stack empties, the turn, the round and the calendar move
on.

This file knows no rule: the tables below say, for each kind of decision, its options, how it is
resolved and what it asks, and for each kind of effect what it does. Each file of the rules
fills them with its own decisions and effects (`define`, `define_effect`), the expansion's modules
like the base game's, so a module adds what it needs without the stack knowing of it.
"""
from ..actions import Action
from ..errors import IllegalAction
from ..words import words

# kind of decision -> options(s, frame) / resolve(s, frame, action) / prompt(s, frame) -> (key, values)
OPTIONS, RESOLVE, PROMPTS = {}, {}, {}
# Decisions that vanish when nothing can be chosen but declining (the benefit is lost).
SKIPPABLE = set()
# Sub-decisions taken automatically when only one option exists (e.g. Palenque 2 has corn tiles only).
FORCED = set()
DECLINES = {"stop", "skip", "done", "decline"}
# kind of effect -> f(s, seat, effect): what an automatic step does (seat None: a step of the round)
EFFECTS = {}
# kind of decision -> f(s, frame, player, action) -> (key, values) or None: why an action is refused
REFUSALS = {}
# Actions open at any decision of a turn, beside the decision's own options (module tribes: Xaman
# Ek's sale): kind of decision -> [options(s, frame)] open during it; action kind -> resolve(s, frame,
# action), which leaves the decision open. See define_anytime.
ANYTIME_OPTIONS = {}
ANYTIME = {}


def define(kind, options, resolve, prompt, skippable=False, forced=False):
    """Declare a kind of decision (see the tables above)."""
    OPTIONS[kind], RESOLVE[kind], PROMPTS[kind] = options, resolve, prompt
    if skippable:
        SKIPPABLE.add(kind)
    if forced:
        FORCED.add(kind)


def define_effect(kind, do):
    """Declare a kind of automatic step: `do(s, seat, effect)`."""
    EFFECTS[kind] = do


def define_anytime(kind, during, options, resolve):
    """Declare an action kind open at any of the decisions `during` (see ANYTIME)."""
    for decision_kind in during:
        ANYTIME_OPTIONS.setdefault(decision_kind, []).append(options)
    ANYTIME[kind] = resolve


# =============================================================================
# Public entry points
# =============================================================================

def legal_actions(s):
    if not s.stack:
        return []
    top = s.stack[-1]
    options = OPTIONS[top["k"]](s, top)
    if s.modules and top["k"] in ANYTIME_OPTIONS:
        for more in ANYTIME_OPTIONS[top["k"]]:
            extra = more(s, top)
            if extra:
                options = options + extra
    return options


def apply(s, action, legal=None):
    """Play one decision on `s` (in place). Raises IllegalAction with a reason.

    `legal` may pass the legal actions already computed for this very state.
    """
    return play(s, canonical(action), legal)


def play(s, action, legal=None):
    """`apply` for an action already in its canonical form (from `canonical` or `legal_actions`):
    search and replay call this once per decision, so the form is checked once."""
    if s.phase == "over":
        raise refusal(("no.over", {}), action)
    top = s.stack[-1]
    if action not in (legal if legal is not None else legal_actions(s)):
        raise refusal(why_illegal_data(s, action), action)
    if action.kind in ANYTIME:
        ANYTIME[action.kind](s, top, action)  # at any moment of the turn: the decision stays open
    else:
        RESOLVE[top["k"]](s, top, action)
    settle(s)
    return s


_PART_TYPES = (str, int, type(None))


def canonical(action):
    """The action as the engine writes it (a pair of wealth tiles may be named in either order).

    Parts must be text or whole numbers: 3.0 == 3 and True == 1 in Python, so a float or a
    bool would pass the legality check and then be stored as a move that no longer replays.
    """
    if type(action) is not Action:
        action = Action.parse(action)
    if type(action.kind) is not str or type(action.a) not in _PART_TYPES or type(action.b) not in _PART_TYPES:
        raise IllegalAction("That is not a move this game understands.", action)
    if action.kind == "keep" and isinstance(action.a, int) and isinstance(action.b, int) and action.a > action.b:
        return Action("keep", action.b, action.a)
    return action


def decision(s):
    """What the player on turn is asked, in a few words (English; describe.decision_text for others)."""
    return words(*decision_data(s))


def decision_data(s):
    """(key, values) of what the player on turn is asked."""
    if not s.stack:
        return "ask.over", {}
    return PROMPTS[s.stack[-1]["k"]](s, s.stack[-1])


def refusal(data, action=None):
    """An IllegalAction with its reason as data (key, values) and in English."""
    key, info = data
    return IllegalAction(words(key, info), action, key=key, info=info)


def why_illegal(s, action):
    """A reason a player understands for an action that is not legal now (English)."""
    return words(*why_illegal_data(s, action))


def why_illegal_data(s, action):
    """(key, values) of the reason an action is not legal now: the decision's own reason if it
    has one for this action, else one for the kind of action."""
    top = s.stack[-1]
    if top["k"] in REFUSALS:
        reason = REFUSALS[top["k"]](s, top, player(s, top), action)
        if reason is not None:
            return reason
    kind = action.kind
    if kind in ("build", "monument"):
        return "no.build", {}
    if kind == "trade":
        return "no.trade", {}
    return "no.other", {"expected": decision_data(s)}


# =============================================================================
# Resolving automatic steps
# =============================================================================

def settle(s):
    """Resolve automatic steps, and skip decisions that have no option left."""
    while s.stack:
        top = s.stack[-1]
        if top["k"] == "fx":
            s.stack.pop()
            apply_effect(s, top["p"], top["e"])
        elif top["k"] in SKIPPABLE and _nothing_to_choose(OPTIONS[top["k"]](s, top)):
            s.stack.pop()  # e.g. a temple step when every temple is at its top
        elif top["k"] in FORCED and len(options := OPTIONS[top["k"]](s, top)) == 1:
            RESOLVE[top["k"]](s, top, options[0])  # a choice without alternative is made for the player
        else:
            return


def apply_effect(s, seat, e):
    if e[0] not in EFFECTS:
        raise ValueError(f"unknown effect {e}")
    EFFECTS[e[0]](s, seat, e)


def _nothing_to_choose(options):
    return all(a.kind in DECLINES for a in options)


# =============================================================================
# Small helpers on frames
# =============================================================================

def player(s, f):
    """The player a frame belongs to."""
    return s.players[f["p"]]


def push(s, **frame):
    s.stack.append(frame)


def event(s, what, **info):
    s.events.append({"e": what, "day": s.day, **info})
