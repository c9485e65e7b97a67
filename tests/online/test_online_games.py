"""Online seats, end to end (issue 31's Done-when): a host without a window and two remote seats,
each a process of its own, play through a real broker on 127.0.0.1 (mosquitto and nats-server's
MQTT listener alike: every test runs on both), while a third client subscribed to ``#`` hears
everything the broker hands out."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from brokers import Broker, Eavesdropper, connected_sockets, listening_sockets
from online_games import HkkPlayer, hkk_header, secret_words
from peers import HostProcess, SeatProcess

from desktop.online import GameSecrets
from desktop.online.crypto import VERSION, WIRE_OVERHEAD
from desktop.online.limits import BUCKETS, HOST_DATA_BYTES, SEAT_DATA_BYTES

CONTROL = BUCKETS[0] + WIRE_OVERHEAD  # a hello, welcome, bye or presence
FROM_HOST = HOST_DATA_BYTES + WIRE_OVERHEAD  # any message of the host's: a state, a result…
FROM_SEAT = SEAT_DATA_BYTES + WIRE_OVERHEAD  # any action of a seat's
MAX_ACTIONS = 120


class Table:
    """A host process and one seat process per player, all joined."""

    def __init__(self, folder: Path, broker: Broker, header: dict[str, Any]) -> None:
        self.folder = folder
        self.broker = broker
        self.header = header
        self.secrets = GameSecrets.new(header["players"])
        self.settings = broker.settings()
        self.host = HostProcess(folder / "host", self.secrets, self.settings, header)
        self.seats = {player: self.join(player) for player in header["players"]}
        for seat in self.seats.values():
            seat.wait_joined()
        joined = dict.fromkeys(header["players"], "joined")
        for seat in self.seats.values():
            seat.wait_seats(joined)

    def link(self, player: str) -> str:
        return self.secrets.invite(player, self.settings).link()

    def join(self, player: str) -> SeatProcess:
        return SeatProcess(self.folder / player, self.link(player), player)

    def synced(self) -> None:
        """Until every seat holds a state of the same moment (the same log length)."""
        sizes = [seat.state()["view"]["log_size"] for seat in self.seats.values()]
        newest = max(sizes)
        for seat in self.seats.values():
            seat.wait_state(lambda state: state["view"]["log_size"] == newest, "the newest state")

    def play(self, players: dict[str, HkkPlayer], until: Any = None) -> list[tuple[str, dict]]:
        """Play by messages, each seat from its own state, until the game's outcome (or
        ``until(table)``); the (player, message) pairs sent."""
        sent = []
        for _ in range(MAX_ACTIONS):
            self.synced()
            if until is not None and until(self):
                return sent
            moves = [(player, message) for player, seat in self.seats.items()
                     if (message := players[player].next_message(seat.state())) is not None]
            if not moves:
                assert any(seat.state()["view"]["outcome"] for seat in self.seats.values())
                return sent
            assert len(moves) == 1, moves  # one player decides at a time
            player, message = moves[0]
            self.seats[player].do(message)
            sent.append((player, message))
        raise AssertionError(f"no outcome after {MAX_ACTIONS} actions")

    def close(self) -> None:
        for seat in self.seats.values():
            seat.leave()
        self.host.stop()


@pytest.fixture
def table_of(tmp_path: Path, broker: Broker):
    tables: list[Table] = []

    def make(header: dict[str, Any]) -> Table:
        tables.append(Table(tmp_path, broker, header))
        return tables[-1]

    yield make
    for table in tables:
        table.close()


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
    table = table_of(header)
    players = {player: HkkPlayer() for player in header["players"]}
    sent = table.play(players)

    outcome = table.host.game()["outcome"]
    assert outcome is not None and outcome["winners"] == ["anna"], outcome
    for seat in table.seats.values():
        assert seat.state()["view"]["outcome"] == table.host.game()["outcome"]
    answers = [message for player, message in sent if message["type"] == "duel_answer"]
    assert [player for player, message in sent if message["type"] == "duel_answer"].count("bela") >= 2
    assert any(message["card"] for message in answers)  # answered with a card, from a seat
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
