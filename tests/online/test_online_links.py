"""The links alone (desktop/online/host.py, seat.py) through real brokers on 127.0.0.1: the flood
limits, TCP_NODELAY on every connection, and TLS and WebSocket transports."""

from __future__ import annotations

import contextlib
import os
import queue
import time
from pathlib import Path
from typing import Any

import pytest
from brokers import Broker, Eavesdropper, broker_fixture, start_broker

from desktop.online import FloodLimit, GameSecrets, HostLink, Presence, SeatLink
from desktop.online.crypto import VERSION, WIRE_OVERHEAD, channel_keys
from desktop.online.invite import Role
from desktop.online.limits import SEAT_DATA_BYTES

broker = broker_fixture()
WAIT_S = 20.0


class Pair:
    """A host link and one seat's link, joined, with what each received in queues."""

    def __init__(self, settings: Any, flood: FloodLimit | None = None) -> None:
        self.secrets = GameSecrets.new(["anna"])
        self.at_host: queue.Queue[dict] = queue.Queue()
        self.at_seat: queue.Queue[dict] = queue.Queue()
        self.seat_presence: queue.Queue[Presence] = queue.Queue()
        self.host = HostLink(settings, self.secrets, flood=flood,
                             on_message=lambda _seat, message: self.at_host.put(message),
                             on_presence=lambda _seat, _state: None)
        invite = self.secrets.invite("anna", settings)
        self.seat = SeatLink(invite, ca_file=settings.ca_file,
                             on_message=self.at_seat.put, on_presence=self.seat_presence.put)
        self.host.start()
        self.seat.start()
        assert self.seat_presence.get(timeout=WAIT_S) is Presence.JOINED

    def topics(self) -> Any:
        return channel_keys(self.secrets.seats["anna"], self.secrets.game_id, Role.PLAYER).topics

    def round_trip(self) -> None:
        assert self.seat.send({"n": 1})
        assert self.at_host.get(timeout=WAIT_S) == {"n": 1}
        assert self.host.send("anna", {"n": 2})
        assert self.at_seat.get(timeout=WAIT_S) == {"n": 2}

    def close(self) -> None:
        self.seat.leave()
        self.host.stop()


@pytest.fixture
def pair_on(broker: Broker):
    pairs: list[Pair] = []

    def make(flood: FloodLimit | None = None, settings: Any = None) -> Pair:
        pairs.append(Pair(settings or broker.settings(), flood))
        return pairs[-1]

    yield make
    for pair in pairs:
        pair.close()


def test_a_flood_on_a_seats_topic_does_not_spend_the_seats_own_limit(pair_on, broker: Broker):
    """Anyone on the broker can publish on a seat's topic: what does not authenticate is dropped
    (unread beyond ten times the seat's rate) and never counts against the seat's own limit."""
    pair = pair_on(FloodLimit(messages_per_second=1, message_burst=10))
    eavesdropper = Eavesdropper(broker)
    noise = 80
    for _ in range(noise):
        eavesdropper.publish(pair.topics().to_host, bytes([VERSION]) + os.urandom(
            SEAT_DATA_BYTES + WIRE_OVERHEAD - 1))
    for number in range(8):
        assert pair.seat.send({"n": number})
    assert [pair.at_host.get(timeout=WAIT_S)["n"] for _ in range(8)] == list(range(8))
    stats = pair.host.stats()["anna"]
    assert stats["forged"] == noise and stats["throttled"] == 0
    eavesdropper.stop()


def test_a_seat_over_its_flood_limit_is_throttled_not_disconnected(pair_on):
    pair = pair_on(FloodLimit(messages_per_second=1, message_burst=10))
    for number in range(40):
        assert pair.seat.send({"n": number})
    received: list[int] = []
    deadline = time.monotonic() + WAIT_S
    while sum(pair.host.stats()["anna"].values()) < 40:
        with contextlib.suppress(queue.Empty):
            received.append(pair.at_host.get(timeout=0.05)["n"])
        assert time.monotonic() < deadline, str(pair.host.stats()["anna"])
    with contextlib.suppress(queue.Empty):
        while True:
            received.append(pair.at_host.get_nowait()["n"])
    stats = pair.host.stats()["anna"]
    # The burst passes (the hello took one), in order; the rest is dropped and counted.
    assert received == list(range(len(received))) and 9 <= len(received) < 15, received
    assert stats["throttled"] == 40 - len(received)
    assert pair.host.presence("anna") is Presence.JOINED and pair.seat.joined
    assert pair.host.send("anna", {"still": "here"})
    assert pair.at_seat.get(timeout=WAIT_S) == {"still": "here"}


def test_every_connection_sets_tcp_nodelay(pair_on):
    pair = pair_on()
    pair.round_trip()
    infos = [pair.seat.connection_info(), *pair.host.connection_info().values()]
    assert all(info is not None and info["tcp_nodelay"] for info in infos), infos
    assert all(info["broker"][0] == "127.0.0.1" for info in infos if info)


@pytest.mark.parametrize("kind", ["mosquitto", "nats"])
def test_over_tls_with_the_brokers_own_certificate_authority(kind: str, tmp_path: Path):
    broker = start_broker(kind, tmp_path / kind, tls=True)
    try:
        pair = Pair(broker.settings())
        try:
            pair.round_trip()
            assert pair.seat.connection_info()["tcp_nodelay"]
        finally:
            pair.close()
        # Without the CA the broker's certificate is not trusted: no connection at all.
        untrusting = SeatLink(GameSecrets.new(["anna"]).invite("anna", broker.settings()),
                              on_message=lambda _m: None, on_presence=lambda _p: None,
                              on_broker=lambda connected, reason: reasons.put((connected, reason)))
        reasons: queue.Queue[tuple[bool, str]] = queue.Queue()
        untrusting.start()
        assert reasons.get(timeout=WAIT_S)[0] is False
        untrusting.leave()
    finally:
        broker.stop()


def test_over_websocket(tmp_path: Path):
    """mosquitto's WebSocket listener (nats-server 2.9 has no MQTT over WebSocket)."""
    broker = start_broker("mosquitto", tmp_path / "ws", websocket=True)
    try:
        pair = Pair(broker.settings(websocket=True))
        try:
            pair.round_trip()
            info = pair.seat.connection_info()
            assert info is not None and info["tcp_nodelay"]
            assert info["broker"] == ("127.0.0.1", broker.websocket_port)
        finally:
            pair.close()
    finally:
        broker.stop()
