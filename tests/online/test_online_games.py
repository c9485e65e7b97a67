"""Online seats, end to end (issue 31's Done-when): a host without a window and two remote seats,
each a process of its own, play through a real broker on 127.0.0.1 (mosquitto and nats-server's
MQTT listener alike: every test runs on both), while a third client subscribed to ``#`` hears
everything the broker hands out."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from brokers import Broker, Eavesdropper, broker_fixture, connected_sockets, listening_sockets
from online_games import HkkPlayer, answer, answers_to, berserk_game, hkk_header, secret_words
from peers import HostProcess, SeatProcess

from desktop.online import GameSecrets, Role
from desktop.online.crypto import VERSION, WIRE_OVERHEAD, channel_keys
from desktop.online.limits import BUCKETS, HOST_DATA_BYTES, SEAT_DATA_BYTES
from engine import Game

broker = broker_fixture()
CONTROL = BUCKETS[0] + WIRE_OVERHEAD  # a hello, welcome, bye or presence
FROM_HOST = HOST_DATA_BYTES + WIRE_OVERHEAD  # any message of the host's: a state, a result…
FROM_SEAT = SEAT_DATA_BYTES + WIRE_OVERHEAD  # any action of a seat's
MAX_ACTIONS = 120


class Table:
    """A host process and one seat process per player, all joined."""

    def __init__(self, folder: Path, broker: Broker, game: Game) -> None:
        self.folder = folder
        self.broker = broker
        self.players = list(game.players)
        self.secrets = GameSecrets.new(self.players)
        self.settings = broker.settings()
        self.host = HostProcess(folder / "host", self.secrets, self.settings, game)
        self.seats = {player: self.join(player) for player in self.players}
        for seat in self.seats.values():
            seat.wait_joined()
        for seat in self.seats.values():
            seat.wait_seats(dict.fromkeys(self.players, "joined"))

    def link(self, player: str) -> str:
        return self.secrets.invite(player, self.settings).link()

    def join(self, player: str) -> SeatProcess:
        return SeatProcess(self.folder / player, self.link(player), player)

    def rejoin(self, player: str) -> SeatProcess:
        """``player``'s seat in a new process, with the same link."""
        self.seats[player] = SeatProcess(self.folder / player, self.link(player), f"{player}-again")
        self.seats[player].wait_joined()
        return self.seats[player]

    def restart_host(self) -> HostProcess:
        """The host in a new process on the same journal and secrets: it resumes."""
        self.host = HostProcess(self.folder / "host", self.secrets, self.settings, None, "host-again")
        return self.host

    def synced(self) -> None:
        """Until every seat holds a state of the same moment (the same log length)."""
        sizes = [seat.state()["view"]["log_size"] for seat in self.seats.values()]
        newest = max(sizes)
        for seat in self.seats.values():
            seat.wait_state(lambda state: state["view"]["log_size"] == newest, "the newest state")

    def next_move(self, players: dict[str, HkkPlayer]) -> tuple[str, dict] | None:
        """Who moves next and how, each player reading their own seat's state; None at the end."""
        self.synced()
        moves = [(player, message) for player, seat in self.seats.items()
                 if (message := players[player].next_message(seat.state())) is not None]
        if not moves:
            assert any(seat.state()["view"]["outcome"] for seat in self.seats.values())
            return None
        assert len(moves) == 1, moves  # one player decides at a time
        return moves[0]

    def play(self, players: dict[str, HkkPlayer],
             until: Callable[[str, dict], bool] | None = None) -> list[tuple[str, dict]]:
        """Play by messages until the game's outcome, or until the next move is one ``until``
        picks (not sent); the (player, message) pairs sent."""
        sent: list[tuple[str, dict]] = []
        for _ in range(MAX_ACTIONS):
            move = self.next_move(players)
            if move is None or (until is not None and until(*move)):
                return sent
            self.seats[move[0]].do(move[1])
            sent.append(move)
        raise AssertionError(f"no outcome after {MAX_ACTIONS} actions")

    def close(self) -> None:
        for seat in self.seats.values():
            seat.leave()
        self.host.stop()


@pytest.fixture
def table_of(tmp_path: Path, broker: Broker):
    tables: list[Table] = []

    def make(game: Game) -> Table:
        tables.append(Table(tmp_path, broker, game))
        return tables[-1]

    yield make
    for table in tables:
        table.close()


def hkk_game() -> Game:
    return Game.from_header(hkk_header())


def players_of(table: Table) -> dict[str, HkkPlayer]:
    return {player: HkkPlayer() for player in table.players}


def assert_only_out_to(broker: Broker, pid: int) -> None:
    """Process ``pid`` listens nowhere and is connected to the broker only, on 127.0.0.1 (beside
    the loopback pair paho-mqtt makes to wake its own network thread, within the process)."""
    assert listening_sockets(pid) == []
    connections = connected_sockets(pid)
    own = {local for local, _remote in connections}
    outward = {remote for _local, remote in connections if remote not in own}
    assert outward == {("127.0.0.1", broker.port)}, outward
    assert all(local[0] == "127.0.0.1" for local in own)


def payload_sizes(heard: list[Any], suffix: str) -> set[int]:
    return {len(h.payload) for h in heard if h.topic.endswith(suffix) and h.payload}


def test_a_whole_hkk_game_to_its_outcome_heard_only_as_ciphertext(table_of, broker: Broker):
    header = hkk_header()
    eavesdropper = Eavesdropper(broker)
    table = table_of(Game.from_header(header))
    sent = table.play(players_of(table))

    outcome = table.host.game()["outcome"]
    assert outcome is not None and outcome["winners"] == ["anna"], outcome
    for seat in table.seats.values():
        assert seat.state()["view"]["outcome"] == table.host.game()["outcome"]
    answers = [(player, message) for player, message in sent
               if answers_to("duel_answer", player, message)]
    assert [player for player, _message in answers].count("bela") >= 2
    assert any(message["choice"] for _player, message in answers)  # with a card, from a seat
    # Every client connected out to the broker on the loopback, and nothing listens but it.
    for peer in (table.host, *table.seats.values()):
        assert_only_out_to(broker, peer.process.pid)

    # What the broker handed out: ciphertext only, in three sizes, none of which says anything
    # of the game (every state, verdict and action alike).
    eavesdropper.wait_for(lambda heard: len(heard) >= 4 * len(sent))
    everything = list(eavesdropper.heard)
    eavesdropper.stop()
    words = secret_words(header) | {"anna", "bela", table.secrets.game_id}
    for h in everything:
        for word in words:
            for form in {word.encode(), word.encode("unicode_escape"), word.encode("utf-16-le")}:
                assert form not in h.payload, (word, h.topic)
            assert word not in h.topic
    # nats-server hands "#" its own JetStream API traffic too (topics from "$"): not the game's.
    heard = [h for h in everything if not h.topic.startswith("$")]
    assert all(not h.payload or h.payload[0] == VERSION for h in heard)
    assert payload_sizes(heard, "/h") == {CONTROL, FROM_HOST}  # welcomes; everything else
    assert payload_sizes(heard, "/s") == {CONTROL, FROM_SEAT}  # hellos; the actions
    assert payload_sizes(heard, "/hp") | payload_sizes(heard, "/sp") == {CONTROL}
    assert len([h for h in heard if h.topic.endswith("/s")]) >= len(sent)


def test_a_berserk_mulligan_answered_remotely(table_of):
    table = table_of(berserk_game())
    sasha, misha = table.seats["sasha"], table.seats["misha"]
    question = sasha.state()["questions"][0]
    assert question["asks"] == "sasha" and question["kind"] == "cards"
    assert "cards" not in misha.state()["questions"][0]  # not misha's to see
    hand = [card["label"] for card in sasha.state()["view"]["zones"]["sasha.hand"]["cards"]]
    put_back = hand[:2]
    sasha.do(answer(question, put_back))
    table.synced()
    question = misha.state()["questions"][0]
    assert question["asks"] == "misha"
    kept = {card["label"] for card in misha.state()["view"]["zones"]["misha.hand"]["cards"]}
    misha.do(answer(question, []))
    table.synced()
    # Both declared: the first turn begins, as the table's own mulligan flow does.
    host = table.host.game()
    assert host["pending"] is None and host["phase"] != "mulligan"
    state = sasha.state()
    assert state["view"]["turn"]["active"] == "sasha" and state["view"]["pending"] is None
    new_hand = {card["label"] for card in state["view"]["zones"]["sasha.hand"]["cards"]}
    assert len(new_hand) == len(hand) and not new_hand & set(put_back)
    assert {c["label"] for c in misha.state()["view"]["zones"]["misha.hand"]["cards"]} == kept
    assert all(card.get("hidden") for card in misha.state()["view"]["zones"]["sasha.hand"]["cards"])


def test_a_seat_killed_rejoins_with_the_current_state_and_its_question_waits(table_of):
    table = table_of(hkk_game())
    players = players_of(table)
    # anna duels; before bela answers, his process is killed (SIGKILL: no last words).
    table.play(players, until=lambda player, message: answers_to("duel_answer", player, message))
    lines = table.host.game()["lines"]
    anna = table.seats["anna"]
    table.seats["bela"].kill()
    anna.wait_seats({"anna": "joined", "bela": "dropped"})  # the table says so to everyone
    table.host.wait_seats({"anna": "joined", "bela": "dropped"})
    # What needs bela waits: anna cannot go on past his question.
    waiting = anna.do({"type": "end_turn"}, applied=False)
    assert "bela" in waiting["text"] and "disconnected" in waiting["text"]
    assert table.host.game()["lines"] == lines
    # bela's seat comes back with the same link: the current state, his question in it.
    bela = table.rejoin("bela")
    question = bela.state()["questions"][0]
    assert question["id"].startswith("duel_answer") and question["asks"] == "bela"
    assert question["cards"]
    anna.wait_seats({"anna": "joined", "bela": "joined"})
    sent = table.play(players)  # and the game goes on, to its end
    assert sent[0][0] == "bela" and answers_to("duel_answer", *sent[0])
    assert table.host.game()["outcome"]["winners"] == ["anna"]


def test_the_host_killed_resumes_from_its_journal_and_the_seats_come_back_by_themselves(table_of):
    table = table_of(hkk_game())
    players = players_of(table)
    table.play(players, until=lambda player, message: (
        player == "bela" and answers_to("command", player, message)))
    before = table.host.game()
    marks = {player: seat.mark() for player, seat in table.seats.items()}
    table.host.kill()
    for seat in table.seats.values():
        seat.wait(lambda e: e["event"] == "presence" and e["message"]["state"] == "dropped",
                  what="the host's drop", since=marks[seat.name])
        assert seat.act({"type": "end_turn"}) is None  # nothing goes while the host is away
    host = table.restart_host()
    assert host.started["resumed"] is True and host.started["lines"] == before["lines"]
    for player, seat in table.seats.items():
        seat.wait_joined(since=marks[player])
    assert table.host.game() == before  # the journal held every action the seats had seen
    table.play(players)
    assert table.host.game()["outcome"]["winners"] == ["anna"]


def test_a_drop_is_told_from_a_quit(table_of):
    table = table_of(hkk_game())
    anna = table.seats["anna"]
    table.seats["bela"].kill()
    anna.wait_seats({"anna": "joined", "bela": "dropped"})
    table.rejoin("bela")
    anna.wait_seats({"anna": "joined", "bela": "joined"})
    table.seats["bela"].leave()
    anna.wait_seats({"anna": "joined", "bela": "left"})
    table.host.wait_seats({"anna": "joined", "bela": "left"})
    # A seat that left is not waited for: anna goes on with what the rules let her do.
    anna.do({"type": "phase", "to": "main"})
    mark = anna.mark()
    table.host.stop()  # the host quits on purpose: its seats hear "left", not "dropped"
    anna.wait(lambda e: e["event"] == "presence" and e["message"]["state"] == "left",
              what="the host's quit", since=mark)
    assert not any(e["event"] == "presence" and e["message"]["state"] == "dropped"
                   for e in anna.events[mark:])


def refused_total(stats: dict[str, int]) -> int:
    return sum(count for reason, count in stats.items() if reason != "delivered")


def test_forged_replayed_and_plaintext_messages_change_nothing(table_of, broker: Broker):
    eavesdropper = Eavesdropper(broker)
    table = table_of(hkk_game())
    players = players_of(table)
    table.play(players, until=lambda player, message: (
        player == "bela" and answers_to("command", player, message)))
    before = table.host.game()
    host_stats = table.host.stats()["link"]
    seat_stats = {player: seat.command("stats")["stats"] for player, seat in table.seats.items()}
    marks = {player: seat.mark() for player, seat in table.seats.items()}
    heard = [h for h in eavesdropper.heard if h.payload and not h.topic.startswith("$")]
    to_host = [h for h in heard if h.topic.endswith(("/s", "/sp"))]
    to_seats = [h for h in heard if h.topic.endswith(("/h", "/hp"))]
    assert len(to_host) >= 10 and len(to_seats) >= 10

    forged: list[tuple[str, bytes]] = []
    for topic in {h.topic for h in heard if h.topic.endswith("/s")}:
        genuine = next(h.payload for h in heard if h.topic == topic and len(h.payload) == FROM_SEAT)
        flipped = bytearray(genuine)
        flipped[-20] ^= 1
        forged += [
            (topic, bytes(flipped)),  # a real action with one bit changed
            (topic, bytes([VERSION]) + os.urandom(FROM_SEAT - 1)),  # noise of the right size
            (topic, json.dumps({"type": "end_turn", "id": 7}).encode()),  # a phone's plaintext
            (topic, json.dumps({"type": "hello", "secret": "x" * 32}).encode()),
        ]
    for h in to_host:
        eavesdropper.publish(h.topic, h.payload)  # every message a seat ever sent, again
    for h in to_seats:
        eavesdropper.publish(h.topic, h.payload)  # every message the host ever sent, again
    for topic, payload in forged:
        eavesdropper.publish(topic, payload)

    # Each one is refused where it arrives (counted), and nothing else happens.
    expected_at_host = refused_total(_total(host_stats)) + len(to_host) + len(forged)
    wait_for(lambda: refused_total(_total(table.host.stats()["link"])) >= expected_at_host,
             "the host to refuse every forged and replayed message")
    for player, seat in table.seats.items():
        topics = vars(channel_keys(table.secrets.seats[player], table.secrets.game_id,
                                   Role.PLAYER).topics)
        replayed = len([h for h in to_seats if h.topic in topics.values()])
        assert replayed >= 5
        expected = refused_total(seat_stats[player]) + replayed
        wait_for(lambda s=seat, e=expected: refused_total(s.command("stats")["stats"]) >= e,
                 f"{player} to refuse the replays")
        assert refused_total(seat.command("stats")["stats"]) == expected
    after = table.host.stats()["link"]
    assert _total(after)["delivered"] == _total(host_stats)["delivered"]
    assert refused_total(_total(after)) == expected_at_host
    assert table.host.game() == before
    for player, seat in table.seats.items():
        news = [e["event"] for e in seat.events[marks[player]:]]
        assert not {"state", "result", "texts", "seats", "welcome"} & set(news), (player, news)
    # The seats' own messages still count: the game goes on to its end.
    table.play(players)
    assert table.host.game()["outcome"]["winners"] == ["anna"]


def _total(stats: dict[str, dict[str, int]]) -> dict[str, int]:
    """The host's counts over every channel."""
    total: dict[str, int] = {}
    for counts in stats.values():
        for reason, count in counts.items():
            total[reason] = total.get(reason, 0) + count
    return total


def wait_for(condition: Callable[[], bool], what: str, timeout: float = 20.0) -> None:
    """Until ``condition()`` holds, asked again as each answer comes (each is a round trip)."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
