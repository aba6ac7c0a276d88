"""Maya in English, French and Italian: every decision, option, event and refusal of whole games is
worded in each language from its data, with nothing left in English by accident."""
import random

import pytest

import i18n
from maya import Config, Game, IllegalAction
from maya.describe import action_data, decision_text, describe, public_action_data, reason_text, words


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_whole_games_are_worded_in_each_language(lang):
    for seed, variant in ((1, ""), (2, "two_cities"), (3, "new_start")):
        game = Game(Config(3, variant=variant), seed)
        rng = random.Random(seed)
        seen = set()
        while not game.is_over:
            text = decision_text(game.state, lang)
            assert text and "{" not in text and text != decision_text(game.state, "en")
            for a in game.legal_actions():
                key, _ = action_data(game.state, a)
                local = describe(game.state, a, lang)
                assert "{" not in local
                if key not in ("maya.act.plant_at", "maya.act.start"):
                    assert local != describe(game.state, a, "en"), key
                seen.add(key)
            game.apply(rng.choice(game.legal_actions()))
        for key, values in game.state.events:
            assert "{" not in words(key, values, lang)
        assert {"maya.act.plant", "maya.act.grow", "maya.act.stop"} <= seen


def test_the_public_wording_of_a_turn_hides_the_tile_laid_face_down():
    game = Game(Config(2), 3)
    grow = next(a for a in game.legal_actions() if a.kind == "grow")
    private = action_data(game.state, grow)
    public = public_action_data(game.state, grow)
    assert "kind" in private[1] and public[0] == "maya.act.grow_hidden" and "kind" not in public[1]
    game.apply(grow)
    _, mine = game.turn_log("fr")
    _, everyone = game.turn_log("fr", public=True)
    assert mine != everyone and "face cachée" in everyone[0]


@pytest.mark.parametrize("lang", ["en", "fr", "it"])
def test_refusals_are_worded(lang):
    game = Game(Config(2), 3)
    for bad in ("at:G9", "plant:maize9", "grow:reserve", "stop", "nonsense:x"):
        with pytest.raises(IllegalAction) as err:
            game.apply(bad)
        text = reason_text(err.value, lang)
        assert text and "{" not in text


@pytest.mark.parametrize("lang, verb", [("fr", "Agrandir "), ("it", "Ingrandire ")])
def test_another_players_growth_reads_as_what_they_did_not_as_an_order(lang, verb):
    # the channel's and the terminal's line for another seat: "bob: Ingrandire una città…", never
    # the imperative a player's own option uses ("Ingrandisci")
    import maya.describe  # noqa: F401  (the game's texts)
    import games.maya.texts  # noqa: F401  (the table's)
    for key in (*maya.describe.PUBLIC.values(), "maya.table.grow_last", "maya.table.grow_reserve_last"):
        assert i18n.text(key, lang, n=2).startswith(verb), (key, i18n.text(key, lang, n=2))
