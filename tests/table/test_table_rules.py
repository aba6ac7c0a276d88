"""The table's rules on their own (no Discord), on the toy game (tests/games/toy/): seats, hand-over,
rejoin and resigning, the turn clock, reminders across processes, quiet hours and the calls,
a game's settings, languages, where a game is, a member's games and the live board's memory.
The Discord side only words and posts what these return (tests/discord/test_community.py and others)."""
import asyncio
from datetime import UTC, datetime, timedelta, timezone

import pytest
import pytest_asyncio

import storage.games
from storage import Prefs, Storage, open_storage
from table import board, clock, languages, members, options, places, reminders, seats
from table.notify import Calls, Dm, change_prefs, digest_due, quiet_until, zone, zone_name
from table.service import GameService, Refused

pytestmark = pytest.mark.asyncio

ANA, BEN, CY = 1, 2, 3
CHANNEL = 10


class Clock:
    """The service's clock: a second passes at each reading, from a fixed moment."""

    def __init__(self, now=1_700_000_000.0):
        self.now = now

    def __call__(self):
        self.now += 1
        return self.now


def service_on(store, **kwargs):
    return GameService(store, clock=Clock(), seed_source=lambda: 7, **kwargs)


@pytest_asyncio.fixture
async def service(tmp_path):
    store = await Storage.open(tmp_path / "table.sqlite3")
    yield service_on(store)
    await store.close()


async def lobby(service, users=(ANA, BEN), channel=CHANNEL, reminder=0):
    row = await service.create_lobby(1, channel, users[0], f"U{users[0]}", reminder, game="toy")
    for user in users[1:]:
        await service.join(row.id, user, f"U{user}")
    return row.id


async def secret(service, **kwargs):
    """A toy game in its secret choice (each adds stones to the pile)."""
    game_id = await lobby(service, **kwargs)
    await service.start(game_id, ANA)
    return game_id


async def playing(service, **kwargs):
    """A toy game being played, Ana (seat 0) on turn."""
    game_id = await secret(service, **kwargs)
    for user in (ANA, BEN):
        await service.choose_secret(game_id, user, "add:0")
    return game_id


async def take(service, game_id, user, n=1):
    row = await service.find(game_id)
    return await service.play(game_id, row.rev, user, f"take:{n}")


class Poster:
    """What the Discord side is handed by the reminders' sweep, kept instead of posted."""

    def __init__(self):
        self.handed, self.notices, self.digests, self.reminders = [], [], [], []

    async def post_handed(self, handed):
        self.handed.append(handed)

    async def post_notice(self, notice, row):
        self.notices.append((notice, row))

    async def post_digest(self, digest):
        self.digests.append(digest)

    async def post_reminder(self, reminder):
        self.reminders.append(reminder)


# --- seats -------------------------------------------------------------------------------------

async def test_a_command_names_a_seat_by_its_member_or_its_number(service):
    row = await service.find(await lobby(service))
    assert seats.named_seat(row, BEN).user_id == BEN and seats.named_seat(row, None, 1).user_id == ANA
    for user_id, seat, key in ((None, 3, "no_such_seat"), (None, None, "name_a_player"),
                               (CY, None, "handover_not_player")):
        with pytest.raises(Refused) as refused:
            seats.named_seat(row, user_id, seat)
        assert refused.value.key == key


async def test_the_game_waits_for_the_secret_choices_then_for_the_seat_on_turn(service):
    game_id = await secret(service)
    await service.choose_secret(game_id, ANA, "add:1")
    row = await service.find(game_id)
    assert [s.user_id for s in await seats.waited_for(service, row)] == [BEN]
    assert await seats.still_waited_on(service, game_id, BEN) is not None
    assert await seats.still_waited_on(service, game_id, ANA) is None
    await service.choose_secret(game_id, BEN, "add:2")
    assert [s.user_id for s in await seats.waited_for(service, await service.find(game_id))] == [ANA]
    await take(service, game_id, ANA)
    assert [s.user_id for s in await seats.waited_for(service, await service.find(game_id))] == [BEN]


async def test_a_seat_handed_to_a_bot_is_taken_back_with_a_board_when_the_member_is_on_turn(service):
    game_id = await playing(service)
    ana = (await service.find(game_id)).seats[0]
    handed = await seats.hand_to_bot(service, game_id, ana, "clock", 24)
    assert handed.level == "easy" and handed.outcome.bot_next and handed.hours == 24
    assert await service.storage.seats_away(game_id) == {0: "clock"}
    assert await seats.waited_for(service, handed.outcome.row) == []  # a bot is on turn: nobody to remind
    assert await seats.bots_on_turn(service) == [game_id]  # after a restart, its bot plays again
    for user, key in ((CY, "not_a_player"), (BEN, "rejoin_not_away")):
        with pytest.raises(Refused) as refused:
            await seats.rejoin(service, game_id, user)
        assert refused.value.key == key
    back = await seats.rejoin(service, game_id, ANA)
    assert back.seat.user_id == ANA and back.board is not None and back.board.game.current_player == 0
    assert back.shown is None  # the board to post shows the seats as they are
    row = await service.find(game_id)
    assert not row.seats[0].is_bot and await service.storage.seats_away(game_id) == {}
    assert await seats.bots_on_turn(service) == []


async def test_no_second_board_comes_with_a_seat_taken_back_while_one_is_up(service):
    game_id = await playing(service)
    await take(service, game_id, ANA)  # Ben on turn, and his board up
    await places.remember_message(service, game_id, "board_message_id", 5)
    await seats.hand_to_bot(service, game_id, (await service.find(game_id)).seats[0], "clock")
    back = await seats.rejoin(service, game_id, ANA)
    assert back.board is None
    # the board up named Ana's seat as a bot's: it is drawn again with the seats as they are now
    assert back.shown.row.board_message_id == 5 and not back.shown.row.seats[0].is_bot
    assert back.shown.game.current_player == 1


async def test_resigning_is_final_and_a_second_click_gets_the_first_ones_answer(service):
    game_id = await lobby(service)
    with pytest.raises(Refused, match="resign_lobby"):
        await seats.may_resign(service, await service.find(game_id), ANA)
    await service.start(game_id, ANA)
    with pytest.raises(Refused, match="not_a_player"):
        await seats.may_resign(service, await service.find(game_id), CY)
    await seats.may_resign(service, await service.find(game_id), BEN)
    handed = await seats.resign(service, game_id, BEN)
    assert handed.why == "resigned" and handed.outcome.row.seats[1].is_bot
    assert await seats.resign(service, game_id, BEN) is None  # the double click: resigned, once
    with pytest.raises(Refused, match="rejoin_resigned"):
        await seats.may_resign(service, await service.find(game_id), BEN)
    with pytest.raises(Refused, match="rejoin_resigned"):
        await seats.rejoin(service, game_id, BEN)
    with pytest.raises(Refused, match="not_a_player"):
        await seats.resign(service, game_id, CY)


# --- the turn clock ---------------------------------------------------------------------------------

async def test_the_turn_clock_runs_out_after_its_hours_or_after_the_missed_reminders(service):
    game_id = await playing(service)
    row = await service.find(game_id)
    start = row.turn_started_at
    assert await clock.clock_hours(service, row) == clock.DEFAULT_CLOCK_HOURS
    await options.change(service, row, ANA, False, clock_hours=2)
    assert await clock.turn_deadline(service, row) == start + 2 * 3600 and clock.deadline(row, 0) is None
    row.reminder_seconds = 600  # the reminder after the third missed one is the bot's cue
    assert clock.deadline(row, 2) == clock.deadline(row, 0) == start + (clock.MISSED_LIMIT + 1) * 600
    posted = []

    async def post(handed):
        posted.append(handed)

    await clock.run_out(service, start + 2 * 3600 - 1, post)
    assert posted == []
    await clock.run_out(service, start + 2 * 3600, post)
    assert [(h.seat.user_id, h.why, h.hours) for h in posted] == [(ANA, "clock", 2)]
    await clock.run_out(service, start + 3 * 3600, post)  # a bot plays the seat now: nothing more
    assert len(posted) == 1 and await service.storage.seats_away(game_id) == {0: "clock"}


async def test_a_clock_running_out_in_the_secret_choice_chooses_for_every_seat_waited_for(service):
    game_id = await secret(service)
    service.clock_hours = 1  # the table's default clock
    start = (await service.find(game_id)).turn_started_at
    posted = []

    async def post(handed):
        posted.append(handed)

    await clock.run_out(service, start + 3600, post)
    assert [h.seat.user_id for h in posted] == [ANA, BEN]
    assert posted[-1].outcome.revealed and posted[-1].outcome.row.status == "playing"


# --- reminders ---------------------------------------------------------------------------------------

async def test_reminders_are_sent_once_per_delay_by_the_holder_of_the_lease(database):
    stores = [await open_storage(database), await open_storage(database)]
    a, b = (service_on(store) for store in stores)
    game_id = await playing(a, reminder=3600)
    start = (await a.find(game_id)).turn_started_at
    posters = [Poster(), Poster()]

    def one(i, now):
        return reminders.sweep((a, b)[i], "ab"[i], now, 600, posters[i])

    async def both(now):
        return list(await asyncio.gather(one(0, now), one(1, now)))

    assert await both(start + 3599) == [0, 0]
    sent = await both(start + 3601)
    assert sorted(sent) == [0, 1]  # one process holds the lease and reminds
    holder, other = sent.index(1), sent.index(0)
    assert [[s.user_id for s in r.waiting] for r in posters[holder].reminders] == [[ANA]]
    assert await both(start + 5400) == [0, 0]  # not again before another delay
    assert await one(holder, start + 7000) == 0  # its lease renewed for 3 sweeps, to start + 8800
    assert await one(other, start + 7300) == 0  # a reminder is due, but the holder holds the lease
    assert await one(other, start + 8800) == 1  # the holder stopped sweeping: the other takes over
    assert len(posters[holder].reminders) == len(posters[other].reminders) == 1
    for store in stores:
        await store.close()


async def test_a_reminder_names_those_still_choosing_or_lets_a_bot_on_turn_play(service):
    game_id = await secret(service, reminder=3600)
    await service.choose_secret(game_id, ANA, "add:1")
    due = await reminders.reminder_of(service, await service.find(game_id))
    assert due.secret and [s.user_id for s in due.waiting] == [BEN] and not due.bot_on_turn
    await service.choose_secret(game_id, BEN, "add:1")
    await seats.hand_to_bot(service, game_id, (await service.find(game_id)).seats[0], "clock")
    due = await reminders.reminder_of(service, await service.find(game_id))
    assert due.bot_on_turn and due.waiting == []


async def test_the_sweep_hands_a_seat_over_before_it_would_remind_it(service):
    game_id = await playing(service, reminder=3600)
    start = (await service.find(game_id)).turn_started_at
    poster = Poster()
    for hour in range(1, 4):
        await reminders.sweep(service, "a", start + hour * 3600 + 1, 600, poster)
    assert len(poster.reminders) == 3 and poster.handed == []
    await reminders.sweep(service, "a", start + 4 * 3600 + 1, 600, poster)
    assert [h.seat.user_id for h in poster.handed] == [ANA]
    assert [r.bot_on_turn for r in poster.reminders] == [False, False, False, True]


async def test_only_the_players_or_an_admin_set_the_reminder_delay(service):
    row = await service.find(await lobby(service))
    with pytest.raises(Refused, match="remind.who"):
        await reminders.set_delay(service, row, CY, 2, is_admin=False)
    await reminders.set_delay(service, row, CY, 2, is_admin=True)
    await reminders.set_delay(service, row, BEN, 3, is_admin=False)
    assert (await service.find(row.id)).reminder_seconds == 3 * 3600


# --- notifications ---------------------------------------------------------------------------------

def quiet_now(service, user_id, notify="channel"):
    """Prefs of a member whose quiet hours hold the service's clock now (UTC, two hours)."""
    hour = datetime.fromtimestamp(service.clock.now, UTC).hour
    return Prefs(user_id, notify, "UTC", quiet_from=hour, quiet_to=(hour + 2) % 24)


async def test_quiet_hours_hold_the_boards_call_until_they_end_while_the_member_is_waited_for(service):
    game_id = await playing(service)
    calls = Calls(service)
    row = await service.find(game_id)
    assert await calls.board_call(row, 0, lambda lang: "later") == ANA  # a mention: the default
    await service.storage.set_prefs(quiet_now(service, ANA))
    assert await calls.board_call(row, 0, lambda lang: f"later ({lang})") is None
    ends = quiet_until(await service.storage.prefs(ANA), service.clock.now)
    posted = []

    async def post(notice, row):
        posted.append(notice.text)

    async def waited_on(game_id, user_id):
        return await seats.still_waited_on(service, game_id, user_id)

    service.clock.now = ends - 60
    await calls.due(waited_on, post)
    assert posted == []
    service.clock.now = ends
    await calls.due(waited_on, post)
    await calls.due(waited_on, post)
    assert posted == ["later (en)"]  # once
    await service.storage.set_prefs(quiet_now(service, ANA))
    await calls.board_call(row, 0, lambda lang: "not any more")
    await take(service, game_id, ANA)  # no longer Ana's turn when her quiet hours end
    service.clock.now = quiet_until(await service.storage.prefs(ANA), service.clock.now)
    await calls.due(waited_on, post)
    assert posted == ["later (en)"]


async def test_one_direct_message_a_turn_then_reminders_in_the_channel(service):
    game_id = await playing(service)
    await service.storage.set_prefs(Prefs(ANA, "dm"))
    await service.storage.set_prefs(Prefs(BEN, "channel", heads_up=True))
    calls = Calls(service)
    row = await service.find(game_id)
    dms = await calls.turn_started(row, 0, row.turn_no, lambda lang: "your turn", lambda lang: "you're next")
    assert [(dm.user_id, dm.text) for dm in dms] == [(ANA, "your turn"), (BEN, "you're next")]
    assert await calls.turn_started(row, 0, row.turn_no, lambda lang: "again", lambda lang: "next") == [
        Dm(BEN, "next")]  # the turn had its direct message
    call = await calls.reminder(row, 0, "in the channel", lambda lang: "by dm")
    assert (call.dm, call.mention) == (None, False)  # the channel calls her: no second message
    await service.storage.set_prefs(Prefs(ANA, "dm", heads_up=True))
    await service.storage.set_prefs(Prefs(BEN, "dm"))
    await take(service, game_id, ANA)
    row = await service.find(game_id)
    call = await calls.reminder(row, 1, "in the channel", lambda lang: f"by dm ({lang})")
    assert (call.user_id, call.dm, call.mention) == (BEN, "by dm (en)", False)
    dms = await calls.turn_started(row, 1, row.turn_no, lambda lang: "your turn", lambda lang: "you're next")
    assert dms == []  # the reminder took the turn's message; Ana's turns come by message anyway


async def test_a_reminder_in_quiet_hours_is_held_back(service):
    game_id = await playing(service)
    await service.storage.set_prefs(quiet_now(service, ANA, "both"))
    row = await service.find(game_id)
    assert await Calls(service).reminder(row, 0, "in the channel", lambda lang: "by dm") is None
    held = await service.storage.due_notices(service.clock.now + 3 * 3600)
    assert sorted((n.via, n.text) for n in held) == [("channel", "in the channel"), ("dm", "by dm")]


async def test_notification_choices_are_checked_before_they_are_kept(service):
    with pytest.raises(Refused) as refused:
        await change_prefs(service, ANA, how="dm", time_zone="Mars/Olympus")
    assert refused.value.key == "notify.bad_zone" and refused.value.info == {"zone": "Mars/Olympus"}
    assert (await service.storage.prefs(ANA)).notify == "channel"  # nothing changed
    prefs = await change_prefs(service, ANA, how="dm", time_zone="europe/paris", digest="18")
    assert (prefs.notify, prefs.time_zone, prefs.digest_hour) == ("dm", "Europe/Paris", 18)
    assert prefs.digest_day is not None and digest_due(prefs, service.clock()) is None  # not at once
    assert (await change_prefs(service, ANA, digest="off")).digest_day is None
    assert await service.storage.prefs(ANA) == await change_prefs(service, ANA)


async def test_a_stored_zone_no_longer_accepted_counts_as_utc():
    # Offsets up to ±23 hours were taken before they were bounded: the clock functions must not fail on them.
    assert zone("+20") is UTC and zone("Mars/Olympus") is UTC
    assert zone("+2").utcoffset(None).total_seconds() == 7200 and str(zone("europe/paris")) == "Europe/Paris"
    with pytest.raises(ValueError):
        zone_name("+20")


async def test_the_digest_is_due_once_a_day_at_its_local_hour_after_quiet_hours():
    paris = timezone(timedelta(hours=2))

    def at(day, hour, minute=0):
        return datetime(2024, 6, day, hour, minute, tzinfo=paris).timestamp()

    prefs = Prefs(1, "dm", "+2", digest_hour=18, digest_day="2024-06-09")
    assert digest_due(prefs, at(10, 17, 59)) is None
    assert digest_due(prefs, at(10, 18, 0)) == "2024-06-10"
    prefs.digest_day = "2024-06-10"
    assert digest_due(prefs, at(10, 23)) is None and digest_due(prefs, at(11, 17)) is None
    assert digest_due(prefs, at(11, 18, 30)) == "2024-06-11"
    night = Prefs(1, "dm", "+2", quiet_from=22, quiet_to=7, digest_hour=23, digest_day="2024-06-09")
    assert digest_due(night, at(10, 23)) is None and digest_due(night, at(11, 6)) is None  # quiet hours
    assert digest_due(night, at(11, 7)) == "2024-06-10"  # held back to the morning, then sent once
    assert digest_due(Prefs(1, "dm"), at(10, 18)) is None  # no digest asked for


async def test_a_daily_digest_is_claimed_once_for_its_day_in_the_members_language(service):
    game_id = await playing(service)
    await service.storage.set_prefs(Prefs(ANA, "dm", "UTC", digest_hour=0, digest_day="2000-01-01"))
    await service.storage.set_member_language(BEN, "fr")
    await service.storage.set_prefs(Prefs(BEN, "dm", "UTC", digest_hour=0, digest_day="2000-01-01"))
    poster = Poster()
    await reminders.digests_due(service, service.clock.now, poster.post_digest)
    await reminders.digests_due(service, service.clock.now, poster.post_digest)
    assert [(d.prefs.user_id, d.language) for d in poster.digests] == [(ANA, "en"), (BEN, "fr")]
    waiting = [g.row.id for g in await members.member_games(service, ANA) if g.waiting]
    assert waiting == [game_id] and not any(g.waiting for g in await members.member_games(service, BEN))


# --- a game's settings, languages, places -----------------------------------------------------------------

async def test_a_games_settings_any_player_the_board_the_creator_the_bots(service):
    row = await service.find(await lobby(service))
    shown = await options.game_options(service, row)
    assert (shown.board, shown.layout, shown.clock_hours) == ("turn", options.DEFAULT_LAYOUT, 24)
    with pytest.raises(Refused, match="settings_who"):
        await options.change(service, row, CY, False, board="round")
    with pytest.raises(Refused, match="only_creator_settings"):  # before any change
        await options.change(service, row, BEN, False, board="round", hints_allowed=False)
    assert (await options.game_options(service, row)).board == "turn"
    await options.change(service, row, BEN, False, board="round", layout="classic", clock_hours=0)
    after = await options.change(service, row, CY, True, handover_level="easy")
    shown = await options.game_options(service, after)
    assert (shown.board, shown.layout, shown.clock_hours, after.handover_level) == ("round", "classic", 0, "easy")


async def test_a_games_settings_change_in_one_write_and_a_board_style_keeps_the_panels(service, monkeypatch):
    row = await service.find(await lobby(service))
    assert row.handover_level != "easy"  # the level the failed write below asks for
    after = await options.change(service, row, ANA, False, board="round")
    assert after.rev == row.rev  # the board's style leaves an open panel as it was
    monkeypatch.setattr(storage.games, "PUT_OPTION", "INSERT INTO no_such_table (a, b, c) VALUES (?, ?, ?)")
    with pytest.raises(Exception, match="no_such_table"):
        await options.change(service, after, ANA, False, board="turn", handover_level="easy")
    monkeypatch.undo()
    kept = await service.find(row.id)  # neither the level nor the board changed
    assert kept.handover_level == row.handover_level and (await options.game_options(service, kept)).board == "round"


async def test_the_language_of_what_a_member_reads(service):
    row = await service.find(await lobby(service))
    assert await languages.reader_language(service, ANA) == "en"
    assert await languages.reader_language(service, ANA, guild_id=5, guild_locale="it") == "it"
    await languages.choose_for_server(service, 5, "fr", is_admin=True)
    assert await languages.server_language(service, 5, "it") == "fr"
    assert await languages.reader_language(service, ANA, "it-IT", row) == "it"  # their client's
    assert await languages.reader_language(service, ANA, "ja", row) == row.language  # not spoken: the game's
    await languages.choose_for_member(service, ANA, "fr")
    assert await languages.reader_language(service, ANA, "it") == "fr"  # their own choice first
    with pytest.raises(Refused, match="not_admin"):
        await languages.choose_for_server(service, 5, "it", is_admin=False)
    with pytest.raises(Refused, match="only_creator_language"):
        await languages.choose_for_game(service, row, BEN, "it", is_admin=False)
    assert (await languages.choose_for_game(service, row, ANA, "it", is_admin=False)).language == "it"
    await service.start(row.id, ANA)
    with pytest.raises(Refused, match="language_started"):
        await languages.choose_for_game(service, await service.find(row.id), ANA, "fr", is_admin=False)


async def test_what_reaches_a_member_away_is_in_their_discord_language_as_last_seen(service, monkeypatch):
    game_id = await playing(service)
    row = await service.find(game_id)
    seen = languages.SeenLanguages(service)
    assert await languages.away_language(service, ANA, row) == "en"  # never seen: the game's
    await seen.saw(ANA, "fr-FR")
    await seen.saw(BEN, "it")
    assert await languages.away_language(service, ANA, row) == "fr"
    await service.storage.set_prefs(Prefs(BEN, "dm", "UTC", digest_hour=0, digest_day="2000-01-01"))
    poster = Poster()
    await reminders.digests_due(service, service.clock.now, poster.post_digest)
    assert [(d.prefs.user_id, d.language) for d in poster.digests] == [(BEN, "it")]  # the digest too
    await languages.choose_for_member(service, ANA, "it")
    assert await languages.away_language(service, ANA, row) == "it"  # their own choice first
    await languages.choose_for_member(service, ANA, None)  # Automatic: their client's again
    assert await languages.away_language(service, ANA, row) == "fr"
    writes = []
    monkeypatch.setattr(service.storage, "set_seen_language", lambda *a: writes.append(a) or asyncio.sleep(0))
    await seen.saw(ANA, "fr")  # the same language again: no write
    await seen.saw(ANA, "de")  # one the table does not speak: the game's language from now on
    assert writes == [(ANA, None)]
    service.clock.now += languages.SEEN_FOR
    await seen.saw(ANA, "de")  # written again after a while: another process may have written since
    assert writes == [(ANA, None)] * 2


async def test_a_channels_game_is_found_in_the_thread_it_moved_into(service):
    game_id = await secret(service)
    assert (await places.channel_game(service, CHANNEL)).id == game_id
    await places.moved_into_thread(service, game_id, 99, CHANNEL)
    assert await places.parent_channel(service, game_id) == CHANNEL
    assert (await places.channel_game(service, CHANNEL)).id == game_id  # from the channel
    assert (await places.channel_game(service, 99)).id == game_id  # and in its thread
    await service.abandon(game_id)
    assert await places.channel_game(service, CHANNEL) is None
    assert (await places.channel_game(service, CHANNEL, finished_too=True)).id == game_id
    with pytest.raises(Refused, match="no_game"):
        await places.game_in(service, CHANNEL)
    assert await places.server_games(service, 1) == []


async def test_a_second_confirm_is_only_a_confirm_of_a_move_that_ends_the_turn(service):
    game_id = await playing(service)
    row = await service.find(game_id)
    await take(service, game_id, ANA)
    assert not await service.confirmed_twice(game_id, ANA, "take:1", row.rev)  # the toy confirms nothing
    assert not await service.confirmed_twice(game_id, ANA, "not a move", row.rev)


# --- the live board -------------------------------------------------------------------------------

async def test_the_live_boards_memory_between_two_boards(service):
    game_id = await playing(service)
    game = await service.load(await service.find(game_id))
    await board.remember_call(service, game_id, 41)
    await board.remember_call(service, game_id, 42)
    live = await board.LiveBoard.read(service, game_id)
    assert live.calls == [41, 42] and live.round is None and not live.by_round and live.new_round(game, 1)
    await live.calls_gone()
    await live.hold("a bot's turn")
    live = await board.LiveBoard.read(service, game_id)
    assert live.calls == [] and await live.take_held() == ["a bot's turn"] and live.held_lines == []
    await options.change(service, await service.find(game_id), ANA, False, board="round")
    live = await board.LiveBoard.read(service, game_id)
    await live.posted(77, "turn 1", 1, True, {"stock": 1}, ["turn 1"])
    assert (await service.find(game_id)).board_message_id == 77
    live = await board.LiveBoard.read(service, game_id)
    assert (live.lines, live.round, live.round_start, live.round_lines) == ("turn 1", 1, {"stock": 1}, [])
    assert not live.new_round(game, 1) and not live.deletes_previous() and live.summary_due(True)
    await live.posted(78, "turn 2", 1, False, None, ["turn 2"])
    live = await board.LiveBoard.read(service, game_id)
    assert live.deletes_previous() and live.round_lines == ["turn 2"] and live.round_start == {"stock": 1}
    await live.no_board()
    assert (await service.find(game_id)).board_message_id is None


# --- who may look, export, end a game -------------------------------------------------------------------

async def test_a_lobby_is_closed_by_its_creator_a_running_game_by_an_admin(service):
    game_id = await lobby(service)
    with pytest.raises(Refused, match="not_admin"):
        await service.abandon(game_id, BEN, is_admin=False)
    await service.abandon(game_id, ANA, is_admin=False)
    game_id = await secret(service, channel=CHANNEL + 1)
    with pytest.raises(Refused, match="not_admin"):
        await service.abandon(game_id, ANA, is_admin=False)
    assert (await service.abandon(game_id, CY, is_admin=True)).id == game_id
    with pytest.raises(Refused, match="game_abandoned"):
        await service.abandon(game_id, CY, is_admin=True)


async def test_the_secret_panel_opens_to_the_members_choosing_in_person(service):
    game_id = await lobby(service)
    with pytest.raises(Refused, match="not_started"):
        await service.check_secret(await service.find(game_id), ANA)
    await service.start(game_id, ANA)
    seat, game = await service.check_secret(await service.find(game_id), BEN)
    assert seat.user_id == BEN and [p.added for p in game.state.players] == [None, None]
    with pytest.raises(Refused, match="not_a_player"):
        await service.check_secret(await service.find(game_id), CY)
    for user in (ANA, BEN):
        await service.choose_secret(game_id, user, "add:0")
    with pytest.raises(Refused, match="secret_done"):
        await service.check_secret(await service.find(game_id), BEN)
    with pytest.raises(Refused, match="no_game"):
        await service.check_secret(None, BEN)


async def test_a_record_is_exported_once_the_game_is_over_and_a_number_is_a_servers_own(service):
    from table.service import check_begun, has_begun
    game_id = await lobby(service)
    assert not has_begun(await service.find(game_id))
    with pytest.raises(Refused, match="not_started"):
        check_begun(await service.find(game_id))
    await service.start(game_id, ANA)
    row = await service.find(game_id)
    check_begun(row)
    with pytest.raises(Refused, match="export.running"):  # its seed decides what is still to come
        await service.exported_record(row)
    await service.abandon(game_id)
    assert (await service.exported_record(await service.find(game_id)))["seed"] == 7
    assert (await places.numbered_game(service, 1, game_id)).id == game_id
    for guild, number in ((2, game_id), (1, game_id + 1)):
        with pytest.raises(Refused) as refused:
            await places.numbered_game(service, guild, number)
        assert (refused.value.key, refused.value.info) == ("no_game_here", {"game": number})
