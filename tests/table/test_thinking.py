"""Bot thinking off the event loop, without Discord: the worker pool and the service's checks."""
import asyncio
import os
from concurrent.futures import BrokenExecutor

import pytest

from games.tzolkin import PLUGIN as TZOLKIN
from table import thinking
from table.service import GameService
from table.thinking import Thinker
from tzolkin import Action, Config, Game
from tzolkin.rules import keep_options, tribe_options


def started_game(seed=2):
    game = Game(2, seed)
    while game.state.phase == "wealth":
        game.apply(game.legal_actions()[0])
    return game


def test_a_worker_process_that_dies_is_replaced():
    async def scenario():
        thinker = Thinker("process", 1)
        try:
            game = started_game()
            plan = await thinker.run(thinking.turn_job, TZOLKIN, game.to_json(), "normal", 1)
            with pytest.raises(BrokenExecutor):
                await thinker.run(os._exit, 3)  # a worker killed mid-job
            again = await thinker.run(thinking.turn_job, TZOLKIN, game.to_json(), "normal", 1)
            return plan, again
        finally:
            thinker.close()

    plan, again = asyncio.run(scenario())
    assert plan == again and plan  # same seed, same turn, in a fresh worker


@pytest.mark.parametrize("answer", [["place:nowhere"], [], RuntimeError("bot bug")])
def test_a_failing_bot_plays_a_random_legal_turn_instead(answer):
    async def think(job, *args):
        if isinstance(answer, Exception):
            raise answer
        return answer

    game = started_game()
    service = GameService(None, clock=lambda: 0.0, think=think)
    plan = asyncio.run(service._think_turn(TZOLKIN, game, "hard"))
    seat, turn_no = game.current_player, game.state.turn_no
    for action in plan:
        game.apply(action)  # legal, or this raises
    assert game.state.turn_no != turn_no and seat is not None


def test_jobs_answer_in_plain_data():
    game = started_game()
    action, reason, info = thinking.hint_job(TZOLKIN, game.to_json(), "normal", 5)
    assert action in {str(a) for a in game.legal_actions()} and isinstance(info, dict)
    fresh = Game(3, 9)
    keep = thinking.secret_job(TZOLKIN, fresh.to_json(), 2, "easy", 4)
    assert len(keep) == 1 and keep[0].startswith("keep:")
    assert thinking.secret_job(TZOLKIN, fresh.to_json(), 2, "easy", 4) == keep


def test_a_bots_starting_choice_with_tribes_keeps_the_tribe_its_player_chose():
    tribal = Game(Config(players=3, modules=["tribes"]), 7)
    dealt = [a.a for a in tribe_options(tribal.state, 1)]
    assert "ixtab" in dealt  # Ixtab keeps three tiles: the choice is the tile to discard
    tribe, keep = thinking.secret_job(TZOLKIN, tribal.to_json(), 1, "normal", 4)
    assert tribe.startswith("tribe:") and tribe[len("tribe:"):] in dealt
    for chosen in dealt:  # a seat handed over after its player picked a tribe keeps it
        tribe, keep = thinking.secret_job(TZOLKIN, tribal.to_json(), 1, "normal", 4, [f"tribe:{chosen}"])
        assert tribe == f"tribe:{chosen}"
        assert Action.parse(keep) in keep_options(tribal.state, 1, chosen)  # Ixtab: a tile to discard
