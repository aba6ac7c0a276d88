"""The decision stack: how every rule of Teotihuacan is played, one decision at a time.

A state carries a stack of pending steps (dicts, top last). The step on top is either a decision
of one seat (`legal_actions` lists its options) or an automatic effect ("fx") that `settle`
resolves at once. Resolving a decision may push further steps. A decision with no option left is
dropped, and one with a single option is taken for the player, except the few that always ask.

This file knows no rule: each file of the rules declares its own kinds of decision (`define`:
options, resolution, prompt) and of automatic effect (`define_effect`) in the tables below.
"""
import random

from gamekit.state import plain

from .. import data as D
from ..actions import Action
from ..errors import IllegalAction
from ..wording import words

# kind of decision -> options(s, frame) / resolve(s, frame, action) / prompt(s, frame) -> (key, values)
OPTIONS, RESOLVE, PROMPTS = {}, {}, {}
# Decisions asked even when a single option is left (the turn's own steps, the set-up's picks).
ALWAYS_ASK = set()
# kind of effect -> do(s, player, effect): what an automatic step does
EFFECTS = {}
# kind of decision -> f(s, frame, action) -> (key, values) or None: its own reason to refuse an action
REFUSALS = {}


def define(kind, options, resolve, prompt, always_ask=False):
    """Declare a kind of decision (see the tables above)."""
    OPTIONS[kind], RESOLVE[kind], PROMPTS[kind] = options, resolve, prompt
    if always_ask:
        ALWAYS_ASK.add(kind)


def define_effect(kind, do):
    """Declare a kind of automatic step: `do(s, player, effect)`."""
    EFFECTS[kind] = do


def ask(key, **names):
    """A prompt whose values are the frame's fields, renamed for the words (names: {word: field})."""
    return lambda s, f: (key, {w: f[k] for w, k in names.items()})


_ACTIONS = {}


def act(kind, a=None, b=None, c=None):
    """An Action, made once per value (legal_actions runs for every decision of every game)."""
    key = (kind, a, b, c)
    x = _ACTIONS.get(key)
    if x is None:
        x = _ACTIONS[key] = Action(kind, a, b, c)
    return x


END, SKIP, STOP, UNLOCK, UNLOCK3, COCOA, REWARD = (act(k) for k in ("end", "skip", "stop", "unlock", "unlock3",
                                                                    "cocoa", "reward"))


# =============================================================================
# Public entry points
# =============================================================================

def legal_actions(s):
    if not s.stack:
        return []
    top = s.stack[-1]
    return OPTIONS[top["k"]](s, top)


def canonical(action):
    """The action as the engine writes it. Parts must be text or whole numbers (3.0 == 3 and
    True == 1 in Python, so a float or a bool would pass the check and not replay)."""
    if type(action) is not Action:
        action = Action.parse(action)
    if type(action.kind) is not str or any(type(x) not in (str, int, type(None)) for x in action[1:]):
        raise IllegalAction("That is not a move this game understands.", action, key="teo.no.unknown",
                            info={"text": str(action)[:60]})
    if action.kind == "keep" and isinstance(action.a, int) and isinstance(action.b, int) and action.a > action.b:
        return Action("keep", action.b, action.a)
    return action


def apply(s, action, legal=None):
    """Play one decision on `s` (in place). Raises IllegalAction, changing nothing, when the rules
    forbid it. `legal` may pass the legal actions already computed for this very state."""
    action = canonical(action)
    if s.phase == "over":
        raise refusal(("teo.no.over", {}), action)
    top = s.stack[-1]
    if action not in (legal if legal is not None else OPTIONS[top["k"]](s, top)):
        raise refusal(why_illegal_data(s, action), action)
    seat, turn_no = top["p"], s.turn_no
    RESOLVE[top["k"]](s, top, action)
    settle(s)
    if s.turn_no == turn_no and s.stack and (s.stack[-1]["p"] != seat or top["k"] == "done" and action.kind == "end"):
        # Another seat decides now, or this seat ended its turn and decides again (its salary at an
        # eclipse the turn brought, with Dark Eclipse): a turn ended, it cannot be taken back.
        s.turn_no += 1
    return s


def refusal(data, action=None):
    key, info = data
    return IllegalAction(words(key, info), action, key=key, info=info)


def why_illegal_data(s, action):
    """(key, values) saying why an action is refused in this state: the decision's own reason if it
    has one for this action, else one for the kind of action."""
    top = s.stack[-1]
    k = top["k"]
    if k in REFUSALS:
        reason = REFUSALS[k](s, top, action)
        if reason is not None:
            return reason
    kind = action.kind
    if kind == "use" and action.a in D.INSTANT_KINDS + ("free",):
        return "teo.no.use", {"kind": action.a}
    if kind not in {a.kind for a in OPTIONS[k](s, top)}:
        return "teo.no.not_now", {"ask": decision_data(s)}
    return "teo.no.option", {"ask": decision_data(s)}


def decision_data(s):
    """(key, values) of what the seat on turn is asked."""
    if not s.stack:
        return "teo.ask.over", {}
    top = s.stack[-1]
    return PROMPTS[top["k"]](s, top)


def decision(s):
    return words(*decision_data(s))


# =============================================================================
# Settling the stack
# =============================================================================

def settle(s):
    """Resolve automatic steps, drop decisions without options, take single options."""
    stack = s.stack
    while stack:
        top = stack[-1]
        k = top["k"]
        if k == "fx":
            stack.pop()
            apply_effect(s, top["p"], top["e"])
            continue
        if k in ALWAYS_ASK:
            return
        options = OPTIONS[k](s, top)
        if not options:
            stack.pop()
        elif len(options) == 1:
            RESOLVE[k](s, top, options[0])
        else:
            return


def apply_effect(s, seat, e):
    do = EFFECTS.get(e[0])
    if do is None:
        raise ValueError(f"unknown effect {e!r}")
    do(s, s.players[seat], e)


# =============================================================================
# Small helpers on the stack and the log
# =============================================================================

def event(s, key, **values):
    s.events.append({"e": key, **values})


def push(s, frame):
    s.stack.append(frame)


def queue(s, seat, *effects):
    """Automatic effects, run in the given order (each may ask decisions before the next runs)."""
    for e in reversed(effects):
        # Stored as a list, as JSON gives it back: a state equals its own round trip.
        s.stack.append({"k": "fx", "p": seat, "e": plain(e)})


def draw_rng(s, tag):
    """A random source for a draw made during play: from the seed and the number of draws so far,
    so a replay draws the same and a search can sample other futures by changing the seed."""
    s.draws += 1
    return random.Random(f"{s.seed}/{tag}/{s.draws}")
