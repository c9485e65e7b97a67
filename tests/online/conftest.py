"""The online tests' brokers: a real mosquitto and a real nats-server (its MQTT listener), each
started in the test's own folder on a free port of 127.0.0.1 and stopped after the test.

A broker that is not installed fails the test with the package to install (nothing is skipped:
.ci/run installs both from packaging/debian-packages.txt)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from brokers import KINDS, Broker, listening_sockets, start_broker


@pytest.fixture(params=KINDS)
def broker(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Broker]:
    """A broker of each kind in turn (mosquitto with ``set_tcp_nodelay true``; nats-server with
    a server name and JetStream, which its MQTT listener needs), listening on 127.0.0.1 only."""
    running = start_broker(request.param, tmp_path_factory.mktemp(request.param))
    try:
        assert {host for host, _port in listening_sockets(running.process.pid)} == {"127.0.0.1"}
        yield running
    finally:
        running.stop()
