"""What a game offers the table: a `GamePlugin`, the composition of the five parts of the contract
(gamekit/contract.py: rules, the secret choice, words, pictures, bots) with a short frozen
description of the game (its name, players, options, bot levels...).

The table reaches a game only through a plug-in from the registry (games/__init__.py), and only
with data: actions and their strings, (key, values) pairs, plain JSON. Texts come back already
worded in the locale asked for, from the game's own catalog domain; no Discord object crosses
this interface. Where the table shows a game (the lobby, the board, the panel, the log), it hands
the words a `Seating`: the seats' names as the table writes them for one reader.

The parts' defaults are gamekit.contract's (re-exported here) and, for the words, `Words` below,
which speaks the table's catalog: a game overrides what it shows its own way.
"""
from __future__ import annotations

import copy
import re
from collections.abc import Mapping
from dataclasses import dataclass, field

import i18n
from gamekit.contract import Bots, Rules, checked  # noqa: F401  (the parts' defaults, re-exported)
from gamekit.contract import Pictures as PicturesContract
from gamekit.contract import Secret as SecretContract
from gamekit.contract import Words as WordsContract

# How a game is shown when it keeps the defaults below (its own words replace them).
EN = i18n.english({
    "secret.panel": "**Your secret choice.** Nobody sees it until everyone has chosen, and you may change it "
                    "until then.",
    "secret.chosen": "✅ Your choice: {choice}. Still choosing: {waiting}.",
    "secret.placeholder": "Choose…",
    "secret.all_chosen": "✅ Everyone has chosen: the choices are revealed in the channel.",
    "secret.revealed": "**The secret choices are revealed!**",
    "hint.why": "it gives the best value at this point.",
    "status.turn": "turn {turn}",
    "board.game_title": "{title}: game #{game}",
    "board.choosing_secret": "**Secret choices:** still waiting for {waiting}",
    "panel.your_turn": "**Your turn, {player}**",
    "final.place": "{place}. {player}: **{points}**",
    # a picture's description (screen readers read it, Discord shows it on hover): what it shows
    "alt.board": "{title}: the board.",
    "alt.final": "{title}: the final scores.",
    "alt.player": "{title}: the sheet of {player}.",
    "alt.private": "{title}: what only {player} sees.",
    "alt.secret": "{title}: the secret choice of {player}, which only they see.",
    "alt.zoom": "{title}: a close look at {value}.",
})


def _board(words, seating, game, seat, waiting):
    return words.board_text(seating, game, waiting)[1]


def _sheet(afford):
    return lambda words, seating, game, seat, waiting: words.sheet_text(game, seat, afford, seating.locale)


# A picture's name -> (the description's first sentence, what follows it: the game's own words for
# the same things, whether where the game stands is said too). A close look (any other name) says
# what it looks at and where the game stands.
PICTURE_TEXTS = {
    "board": ("alt.board", _board, True),
    "phone": ("alt.board", _board, True),
    "scoreboard": ("alt.final", lambda words, seating, game, seat, waiting: words.final_lines(seating, game), False),
    "player": ("alt.player", _sheet(False), True),
    "private": ("alt.private", _sheet(True), True),
    "secret": ("alt.secret", lambda words, seating, game, seat, waiting: words.secret_panel(
        game, seat, [], waiting or "-", seating.locale)[0], False),
}
MARKUP = re.compile(r"\*\*|__|~~|\|\||`|^-# |^> ", re.MULTILINE)  # Discord's markdown, not read aloud


def plain(lines):
    """Lines of Discord text as one plain paragraph: markdown left out, each line a sentence."""
    text = MARKUP.sub("", "\n".join(lines))
    out = [line.strip(" •\t") for line in text.splitlines()]
    out = [line[:1].upper() + line[1:] for line in out if line]
    return " ".join(line if line[-1] in ".:;!?…" else f"{line}." for line in out)


@dataclass(frozen=True)
class Zoom:
    """A close look the game offers as a command of its own (`/<game> gear`, say): a
    picture by name, and the values a player may ask for, each with the catalog key of its name."""
    command: str  # the subcommand's name
    picture: str  # the picture's name in `pictures`, drawn with (state, value, locale)
    choices: tuple  # ((value, name key), ...)
    title_key: str  # catalog key of the title, given {<command>: the value's name, "status": status_text}
    description_key: str  # the command's description
    option_key: str  # the description of its one option


@dataclass(frozen=True)
class Seating:
    """The seats of one game as the table names them for one reader, in `locale`: each seat's
    name ready to print in a message (`names`: escaped and bold, a bot's with its level), its
    plain name (`plain`: escaped, without the bot's level) and the game's colour mark
    (`markers`, from `GamePlugin.marker`)."""
    game_id: int
    locale: str
    names: tuple
    plain: tuple
    markers: tuple

    def who(self, seat):
        """"🔴 **alice**": a seat as the channel shows it."""
        return f"{self.markers[seat]} {self.names[seat]}".strip()

    def player(self, seat):
        """"🔴 alice": a seat inside a line that is bold already."""
        return f"{self.markers[seat]} {self.plain[seat]}".strip()


# What a bot that thinks by the clock may take, in the process where it thinks: a turn, and a hint
# (a member waits for the hint). The table sets them in its worker processes from its settings
# (`set_thinking`); a game's bots read them with `thinking()`.
_THINKING = {"turn": 10.0, "hint": 3.0}


def set_thinking(turn_seconds=None, hint_seconds=None):
    """Set this process's thinking times (None keeps the current one)."""
    if turn_seconds is not None:
        _THINKING["turn"] = float(turn_seconds)
    if hint_seconds is not None:
        _THINKING["hint"] = float(hint_seconds)


def thinking(kind="turn"):
    """Seconds a bot that thinks by the clock may take for a `kind` ("turn" or "hint") in this process;
    a hint takes at most as long as a turn."""
    return _THINKING["turn"] if kind == "turn" else min(_THINKING["hint"], _THINKING["turn"])


class Secret(SecretContract):
    """The secret choice's defaults (gamekit.contract.Secret), refused in the table's words."""

    def refusal(self, game, seat, chosen, action):
        return "not_your_choice"


class Words(WordsContract):
    """The presenter's defaults: the table's own words for what a game does not word its way. A
    game gives `say`, `action_data` and `decision_data` (its engine's data and words)."""
    texts = {}
    # The table's keys that begin with a prefix here, kept in the game's catalog under its own
    # prefix ({"topic.": "<game>.rules.title."}: the table asks for "topic.x", the game says "<game>.rules.title.x").
    prefixes = {}

    # --- data and its words ----------------------------------------------------------------------
    def text(self, key, locale="en", **values):
        """One of the game's texts (or the table's) in `locale`."""
        for prefix, own in self.prefixes.items():
            if key.startswith(prefix):
                key = own + key[len(prefix):]
                break
        return i18n.text(key, locale, **values)

    def say(self, key, values, locale="en"):
        """A (key, values) pair of this game worded in the locale."""
        raise NotImplementedError

    def action_data(self, state, action):
        """What an action is, as (key, values)."""
        raise NotImplementedError

    def decision_data(self, state):
        """What the player on turn decides, as (key, values)."""
        raise NotImplementedError

    def reason_text(self, error, locale="en"):
        return str(error)

    def public_step(self, step):
        """A turn's step (from `action_data`) as everyone reads it in the channel, the direct
        messages and the history, or None when it is not shown there: a game whose steps name
        something only the player saw (a tile laid face down) words them without it. The
        player's own panel shows the step as it is."""
        return step

    def turn_log(self, game):
        """(the state as this turn began, [(key, values)] of its decisions so far)."""
        rules = self.plugin.rules
        start = rules.from_record({**game.record(), "actions": [str(a) for a in game.actions[:game.turn_start]]})
        state, steps = start.state.copy(), []
        for action in game.actions[game.turn_start:]:
            steps.append(self.action_data(start.state, action))
            start.apply(action)
        return state, steps

    def hint_why(self, reason, info, locale="en"):
        """A hint's reason (a key of the game and its numbers) as one line."""
        return self.text("hint.why", locale)

    def points_text(self, quarters):
        """Quarter points as players read them ("61¼")."""
        sign = "-" if quarters < 0 else ""
        whole, rest = divmod(abs(quarters), 4)
        return f"{sign}{whole}{['', '¼', '½', '¾'][rest]}"

    def rules_text(self, topic, locale="en"):
        return self.text(f"rules.{topic}", locale)

    def marker(self, state, seat):
        """The seat's colour mark (an emoji), or ''."""
        return ""

    # --- what the table shows --------------------------------------------------------------------------
    def status_text(self, game, locale="en"):
        """Where a running game stands, for lists of games ("day 12")."""
        return self.text("status.turn", locale, turn=self.plugin.rules.turn_no(game))

    def board_text(self, seating, game, waiting=None):
        """(title, description) of the board message; `waiting` names who is still making the
        secret choice, during that phase."""
        locale, secret = seating.locale, self.plugin.secret
        lines = [self.status_text(game, locale)]
        if game.is_over:
            pass
        elif secret and secret.phase(game):
            lines.append(self.text("board.choosing_secret", locale, waiting=waiting or "-"))
        else:
            lines.append(self.text("board.turn_of", locale, player=seating.who(game.current_player)))
        lines += [seating.who(seat) for seat in range(len(seating.names))]
        title = self.text("board.game_title", locale, title=self.plugin.title(locale), game=seating.game_id)
        return title, "\n".join(lines)

    def text_board(self, state, locale="en"):
        """The board as text, when no picture can be drawn (None: the board's lines say enough);
        `state` carries the names the table gives the seats (`Pictures.labelled`)."""
        return None

    def panel_text(self, seating, game, seat, start, steps):
        """A player's private panel: where the turn stands and the question now. `start` is
        `Rules.seat_view` as the turn began, `steps` the texts of the turn's decisions so far."""
        locale = seating.locale
        lines = [self.text("panel.your_turn", locale, player=seating.player(seat))]
        if steps:
            lines.append(self.text("panel.so_far", locale))
            lines += [f"• {x}" for x in steps]
        lines.append(self.text("panel.now", locale,
                               decision=self.say(*self.decision_data(game.state), locale=locale)))
        return "\n".join(lines)

    def option_text(self, game, action, locale="en"):
        """(label, note) of one option of the panel: what it does, what it costs and leaves."""
        return self.say(*self.action_data(game.state, action), locale=locale), ""

    def sheet_text(self, game, seat, afford, locale="en"):
        """A player's resources (and, with `afford`, what they can afford now)."""
        return self.status_text(game, locale)

    def turn_text(self, seating, game, report):
        """One finished turn in words for the channel and the log (after the player's name), or
        None: the table then joins the words of its decisions. `report` has the seat, its decisions
        (`steps`), the events, and `start`, the seat as the turn began (`seat_view`) when known;
        `game` is as the turn left it."""
        return None

    def event_lines(self, seating, game, events):
        """The public lines of these events (food days, scorings, the end...)."""
        return []

    def reveal_lines(self, seating, game):
        """The public lines as the secret choices are revealed."""
        return [self.text("secret.revealed", seating.locale)]

    def final_lines(self, seating, game):
        """The final scores, best first, and who won."""
        table = self.plugin.rules.standings(game.record())
        locale = seating.locale
        lines = [self.text("final.place", locale, place=place, player=seating.who(seat),
                           points=self.points_text(points))
                 for seat, (points, place, _) in sorted(enumerate(table), key=lambda s: (s[1][1], s[0]))]
        winners = [seating.who(seat) for seat, (_, place, _) in enumerate(table) if place == 1]
        lines.append(self.text("final.winners" if len(winners) > 1 else "final.winner", locale,
                               names=", ".join(winners)))
        return lines

    def engine_seats(self, state, locale="en"):
        """The seats the engine plays itself, after the table's (a solo opponent), as {seat: name}:
        `/<game> player` shows their sheets too."""
        return {}

    def stock(self, state):
        """What a round summary compares (`summary_lines`' `before`)."""
        return None

    def summary_lines(self, seating, state, before):
        """Lines saying what each seat gained and spent since `before` (a round summary)."""
        return []

    def page_marks(self, events):
        """The marks (of the plug-in's `marks`) the events of a page of the log earn it."""
        return ()

    def log_title(self, game_id, round_no, locale="en"):
        """The title of the log's page of one round."""
        return self.text("log.round_title", locale, game=game_id, round=round_no)

    def picture_text(self, seating, game, picture, seat=None, value=None, waiting=None):
        """A picture's description for screen readers (an attachment's, which Discord also shows
        on hover), as plain text in `seating.locale`: what it shows (`picture`, its name in
        `pictures` or a close look's; `seat`, whose sheet, hand or secret choice; `value`, the close
        look's subject), then where the game stands as the game words it: whose turn, the round,
        the scores, the key state. `seating` names the seats as the picture prints them, without
        markdown. The table cuts it to Discord's limit."""
        locale = seating.locale
        key, body, where = PICTURE_TEXTS.get(picture, ("alt.zoom", None, True))
        names = {**self.engine_seats(game.state, locale), **dict(enumerate(seating.plain))}
        head = self.text(key, locale, title=self.plugin.title(locale), player=names.get(seat, ""), value=value or "")
        said = [] if body is None else body(self, seating, game, seat, waiting)
        said = [said] if isinstance(said, str) else list(said)
        status = self.status_text(game, locale)
        if where and not any(status in line for line in said):  # said once: most boards begin with it
            said.insert(0, status[:1].upper() + status[1:])
        return plain([head, *said])

    def lobby_fields(self, options, seats, locale="en"):
        """The lobby's fields about its options as [(name, value)], or None for the table's own (the
        options switched on, by name)."""
        return None

    def secret_panel(self, game, seat, chosen, waiting, locale="en"):
        """(text, menus) of a seat's private choice, given its steps so far (parsed) and who is
        still choosing; menus are [(argument or None, placeholder, [(value, label, description)])],
        one select each, the argument telling two menus of one message apart."""
        options = self.plugin.secret.options(game, seat, chosen)
        lines = [self.text("secret.panel", locale)]
        if chosen:
            lines.append(self.text("secret.chosen", locale, choice=self.text("log.sep", locale).join(
                self.say(*self.action_data(game.state, a), locale=locale) for a in chosen), waiting=waiting))
        menu = [(str(a), self.say(*self.action_data(game.state, a), locale=locale), "") for a in options]
        return "\n\n".join(lines), ([(None, self.text("secret.placeholder", locale), menu)] if menu else [])

    def secret_done(self, game, seat, locale="en"):
        """What a member reads once everyone chose and the choices are revealed."""
        return self.text("secret.all_chosen", locale)


class Pictures(Mapping, PicturesContract):
    """A game's pictures by name (see gamekit.contract.Pictures), with its close looks."""

    def __init__(self, names, zooms=()):
        self.names, self.zooms = dict(names), tuple(zooms)

    def __getitem__(self, name):
        return self.names[name]

    def __iter__(self):
        return iter(self.names)

    def __len__(self):
        return len(self.names)

    def labelled(self, state, names):
        """A copy of the state whose players carry these display names (for pictures); a seat the
        engine plays itself (Teotibot: `bot`) keeps its own name. A state that cannot be copied is
        pictured as it is."""
        if not hasattr(state, "copy"):
            return state
        shown = state.copy()
        for seat, pl in enumerate(shown.players):
            if seat < len(names) and not getattr(pl, "bot", False):
                pl.name = names[seat]
        return shown


class RandomBots(Bots):
    """Bots that play at random at every level: the default of a game that gives none."""


PARTS = ("rules", "secret", "words", "pictures", "bots")


@dataclass(frozen=True, kw_only=True, eq=False)
class GamePlugin:
    """A game on the table: who it is (the fields below, plain data) and its five parts. Each part
    reaches the others through its `plugin`: the plug-in keeps its own copy of each part, bound to
    it (two plug-ins made from the same parts never share one)."""
    name: str  # the records' game kind, the slash group `/<name>`, the catalog domain
    title_key: str  # catalog key of the game's display name
    rules: Rules
    words: Words
    pictures: Pictures
    bots: Bots = field(default_factory=RandomBots)
    secret: Secret | None = None  # None: the game has no secret simultaneous choice
    order: int = 100  # its place in the lists of games; the first is the default game
    package: str = ""  # the engine package (`python -m <package> replay` reads an exported record)
    group_key: str = "cmd.play_game"  # the slash group's description (given {"title": ...})
    min_players: int = 2
    max_players: int = 4
    options: tuple = ()  # lobby switches, in the order they are stored and shown (an expansion's modules)
    option_keys: Mapping = field(default_factory=dict)  # option -> (key of its name, key of its switch's label)
    levels: tuple = ("easy", "normal", "hard")  # bot levels offered in lobbies and hand-overs
    all_levels: tuple = ("random", "easy", "normal", "hard")  # levels a stored seat may name
    level_keys: Mapping = field(default_factory=dict)  # level -> catalog key of what it plays like
    handover_level: str = "normal"
    hint_level: str = "hard"
    rule_topics: tuple = ("overview",)  # `/<game> rules topic:`, each worded as "topic.<x>" / "rules.<x>"
    point_sources: tuple = ()  # the sources of points, each worded as "source.<x>"
    lost_sources: tuple = ()  # those that only ever take points away (shown apart from the others)
    marks: tuple = ()  # marks of a log page (the first one is the log's "next" jump), see `Words.page_marks`
    colour: tuple = (120, 120, 120)  # the embeds' colour, as RGB

    def __post_init__(self):
        if not self.name or not self.name.isidentifier() or self.name != self.name.lower():
            raise ValueError(f"a game's name is a lower-case identifier, not {self.name!r}")
        for name in PARTS:
            part = getattr(self, name)
            if part is not None:
                part = copy.copy(part)
                part.plugin = self
                object.__setattr__(self, name, part)

    def title(self, locale="en"):
        """The game's display name in `locale`."""
        return self.words.text(self.title_key, locale)
