"""Maya's bot players: legal play at every level, no hidden tile ever read, whole turns, hints."""
import pickle
import random

import pytest

from maya import Config, Game, rules
from maya.bots import LEVELS, REASONS, choose_secret, hint, make_bot, play_turn
from maya.bots.sample import sample_state
from maya.describe import words
from maya import views


def play_game(levels, seed, samples=2):
    game = Game(Config(len(levels)), seed)
    bots = [make_bot(level, seed=k, samples=samples) for k, level in enumerate(levels)]
    while not game.is_over:
        game.apply(bots[game.current_player].choose(game))
    return game


@pytest.mark.parametrize("levels", [("random", "easy"), ("normal", "easy", "random"), ("hard", "normal")])
def test_every_level_plays_legal_games_to_the_end(levels):
    game = play_game(levels, 3)
    assert game.is_over and Game.from_record(game.record()).state.dumps() == game.state.dumps()


def test_every_level_plays_the_variants():
    for variant in ("new_start", "two_cities"):
        game = Game(Config(4, variant=variant), 5)
        bots = [make_bot(level, seed=k, samples=1) for k, level in enumerate(LEVELS)]
        while not game.is_over:
            game.apply(bots[game.current_player].choose(game))
        assert game.is_over


def test_the_normal_bot_beats_random_players():
    wins = sum(play_game(("normal", "random", "random", "random"), seed).state.final["winners"] == [0]
               for seed in range(4))
    assert wins == 4


def hide_differently(s, seat, rng):
    """The same position as `seat` sees it, with every tile it cannot see dealt again."""
    other = s.copy()
    for pl in other.players:
        pool = pl.reserve + ([] if pl.seat == seat else pl.rack)
        rng.shuffle(pool)
        if pl.seat != seat:
            pl.rack, pool = sorted(pool[:len(pl.rack)]), pool[len(pl.rack):]
        pl.reserve = pool
    return other


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_never_read_hidden_tiles(level):
    game = play_game(("normal", "normal", "normal"), 2)
    record = game.record()
    rng = random.Random(9)
    for cut in (9, 40, 77, 120):
        position = Game.from_record({**record, "actions": record["actions"][:cut]})
        s = position.state
        if s.is_over:
            continue
        seat = s.current
        other = hide_differently(s, seat, rng)
        assert views.public_view(other) == views.public_view(s) and views.private_view(other, seat) == \
            views.private_view(s, seat)
        assert other.dumps() != s.dumps()
        a = make_bot(level, seed=1, samples=2).choose(s)
        b = make_bot(level, seed=1, samples=2).choose(other)
        assert a == b, (level, cut)


def test_an_imagined_position_keeps_what_the_seat_sees():
    game = play_game(("normal", "normal"), 4)
    record = game.record()
    s = Game.from_record({**record, "actions": record["actions"][:60]}).state
    imagined = sample_state(s, s.current, random.Random(1))
    assert views.public_view(imagined) == views.public_view(s)
    assert views.private_view(imagined, s.current) == views.private_view(s, s.current)
    assert rules.legal_actions(imagined) == rules.legal_actions(s)


def test_play_turn_gives_one_whole_turn_without_changing_the_game():
    game = Game(Config(3), 8)
    for _ in range(20):
        game.apply(game.legal_actions()[0])
    before = game.state.dumps()
    seat, turn_no = game.current_player, game.state.turn_no
    actions = play_turn(game, "hard", seed=3, seconds=0.5)
    assert game.state.dumps() == before
    for a in actions:
        assert game.current_player == seat
        game.apply(a)
    assert game.state.turn_no == turn_no + 1 or game.is_over
    assert pickle.loads(pickle.dumps(actions)) == actions
    assert pickle.loads(pickle.dumps(make_bot("hard", 1))) is not None


def test_hints_give_a_legal_move_and_a_reason_in_every_language():
    game = Game(Config(2), 11)
    rng = random.Random(11)
    for _ in range(12):
        h = hint(game, "normal", seed=2)
        assert h.action in game.legal_actions() and h.reason in REASONS
        for lang in ("en", "fr", "it"):
            assert words(f"maya.hint.{h.reason}", h.info, lang)
        game.apply(rng.choice(game.legal_actions()))


def test_maya_has_no_secret_choices():
    assert choose_secret(Game(Config(2), 1), 0, "hard") == []
