"""Real MQTT brokers on 127.0.0.1 for the online tests and bench/online_latency.py: mosquitto, and
nats-server's MQTT listener (which needs JetStream and a server name), each from its Debian
package with a configuration written into a folder of the caller's, listening on the loopback only.

A test module gets the ``broker`` fixture with ``broker = broker_fixture()``: a broker of each
kind in turn, started in the test's own folder and stopped after it. (Not a conftest.py: the
desktop tests import theirs as ``conftest``, which one here would shadow.) A broker that is not
installed fails the test naming its package: nothing is skipped (.ci/run installs both from
packaging/debian-packages.txt).

``CARDTABLE_TEST_PORTS=18830-18899`` keeps the brokers' ports within a range (a machine shared
with other test runs); unset, any free port is taken.
"""

from __future__ import annotations

import contextlib
import getpass
import os
import random
import secrets
import shutil
import socket
import subprocess
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import paho.mqtt.client as paho
import pytest
from paho.mqtt.enums import CallbackAPIVersion

from desktop.online import BrokerSettings

LOOPBACK = "127.0.0.1"
KINDS = ("mosquitto", "nats")
START_TIMEOUT_S = 20.0


def port_range() -> list[int] | None:
    """The ports ``CARDTABLE_TEST_PORTS`` allows (``LOW-HIGH``), None for any."""
    text = os.environ.get("CARDTABLE_TEST_PORTS", "").strip()
    if not text:
        return None
    low, _, high = text.partition("-")
    return list(range(int(low), int(high or low) + 1))


def free_port(avoid: frozenset[int] | set[int] = frozenset()) -> int:
    """A TCP port nothing listens on at 127.0.0.1 now (within CARDTABLE_TEST_PORTS if set)."""
    allowed = port_range()
    candidates = random.sample(allowed, len(allowed)) if allowed else [0] * 20
    for port in candidates:
        if port in avoid:
            continue
        with socket.socket() as probe:
            try:
                probe.bind((LOOPBACK, port))
            except OSError:
                continue
            found = probe.getsockname()[1]
            if found not in avoid:
                return found
    raise RuntimeError(f"no free port in {os.environ.get('CARDTABLE_TEST_PORTS', 'the system range')}")


@dataclass(frozen=True)
class TlsFiles:
    """A test CA and a server certificate it signed for 127.0.0.1 and localhost."""

    ca: Path
    certificate: Path
    key: Path


def make_tls_files(folder: Path) -> TlsFiles:
    """A CA and a server certificate made with the openssl command (valid for two days)."""
    folder.mkdir(parents=True, exist_ok=True)
    ca, ca_key = folder / "ca.pem", folder / "ca.key"
    certificate, key, request = folder / "server.pem", folder / "server.key", folder / "server.csr"
    extensions = folder / "server.ext"
    extensions.write_text("subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\n"
                          "keyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n")
    ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"]
    run = [
        ["openssl", "req", "-x509", *ec, "-keyout", ca_key, "-out", ca, "-days", "2",
         "-subj", "/CN=Cardtable test CA", "-addext", "basicConstraints=critical,CA:TRUE",
         "-addext", "keyUsage=critical,keyCertSign,cRLSign"],
        ["openssl", "req", *ec, "-keyout", key, "-out", request, "-subj", "/CN=127.0.0.1"],
        ["openssl", "x509", "-req", "-in", request, "-CA", ca, "-CAkey", ca_key, "-CAcreateserial",
         "-out", certificate, "-days", "2", "-extfile", extensions],
    ]
    for command in run:
        subprocess.run([str(part) for part in command], check=True, capture_output=True)
    return TlsFiles(ca, certificate, key)


@dataclass
class Broker:
    """A running broker: its MQTT port on 127.0.0.1, its process, and its log file."""

    kind: str
    port: int
    process: subprocess.Popen[bytes]
    folder: Path
    tls: TlsFiles | None = None
    websocket_port: int | None = None

    @property
    def log_file(self) -> Path:
        return self.folder / f"{self.kind}.log"

    def log_tail(self, lines: int = 15) -> str:
        """The end of the broker's log (for a failure's message)."""
        try:
            return "\n".join(self.log_file.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no log)"

    def settings(self, websocket: bool = False, **overrides: object) -> BrokerSettings:
        """Settings that reach this broker (over its WebSocket listener if asked)."""
        port = self.websocket_port if websocket else self.port
        assert port is not None, f"{self.kind} was started without a WebSocket listener"
        base: dict[str, object] = {"host": LOOPBACK, "port": port, "websocket": websocket}
        if self.tls is not None:
            base.update(tls=True, ca_file=str(self.tls.ca))
        return BrokerSettings(**{**base, **overrides})  # type: ignore[arg-type]

    def stop(self) -> None:
        """End the broker (and wait for it)."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


PROGRAMS = {"mosquitto": "mosquitto", "nats": "nats-server"}


def _config(kind: str, port: int, folder: Path, tls: TlsFiles | None, websocket_port: int | None,
            nodelay: bool) -> Path:
    log = folder / f"{kind}.log"
    if kind == "mosquitto":
        # Started as root, mosquitto would switch to the user "mosquitto", who cannot write the
        # log into the test's folder: it stays whoever runs the tests.
        lines = [f"listener {port} {LOOPBACK}", f"user {getpass.getuser()}", "allow_anonymous true",
                 f"set_tcp_nodelay {'true' if nodelay else 'false'}", "persistence false",
                 f"log_dest file {log}", "log_type error", "log_type warning", "log_type notice",
                 "log_type information"]
        if tls is not None:
            lines += [f"cafile {tls.ca}", f"certfile {tls.certificate}", f"keyfile {tls.key}"]
        if websocket_port is not None:
            lines += [f"listener {websocket_port} {LOOPBACK}", "protocol websockets"]
        path = folder / "mosquitto.conf"
    else:
        if websocket_port is not None:
            raise ValueError("nats-server 2.9 has no MQTT over WebSocket (its websocket block "
                             "speaks NATS)")
        # nats-server's MQTT listener keeps its sessions and retained messages in JetStream, and
        # JetStream with MQTT asks for an explicit server name (docs.nats.io, "MQTT"). Its own
        # client port listens on the loopback too; Go sets TCP_NODELAY on every connection.
        lines = ["server_name: cardtable_test", f"listen: {LOOPBACK}:{free_port({port})}",
                 f'log_file: "{log}"',
                 f'jetstream {{ store_dir: "{folder / "jetstream"}" }}', "mqtt {",
                 f"  listen: {LOOPBACK}:{port}"]
        if tls is not None:
            lines += [f'  tls {{ cert_file: "{tls.certificate}", key_file: "{tls.key}" }}']
        lines.append("}")
        path = folder / "nats.conf"
    path.write_text("\n".join(lines) + "\n")
    return path


def broker_program(kind: str) -> str:
    """The broker's executable; RuntimeError naming the Debian package when it is missing."""
    program = PROGRAMS[kind]
    found = shutil.which(program) or next(
        (str(path) for path in (Path("/usr/sbin") / program, Path("/usr/bin") / program)
         if path.exists()), None)
    if found is None:
        raise RuntimeError(f"{program} is not installed: the online tests need the Debian package "
                           f"{PROGRAMS[kind]} (packaging/debian-packages.txt; .ci/run installs it)")
    return found


def start_broker(kind: str, folder: Path, *, tls: bool = False, websocket: bool = False,
                 nodelay: bool = True) -> Broker:
    """Start ``kind`` (mosquitto or nats) on a free loopback port; returned once it takes
    connections. RuntimeError (with its log) if it cannot be started."""
    executable = broker_program(kind)
    folder.mkdir(parents=True, exist_ok=True)
    tls_files = make_tls_files(folder / "tls") if tls else None
    failures = []
    for _ in range(5):  # a port taken between the probe and the broker's bind: another one
        port = free_port()
        websocket_port = free_port({port}) if websocket else None
        config = _config(kind, port, folder, tls_files, websocket_port, nodelay)
        process = subprocess.Popen([executable, "-c", str(config)], stdin=subprocess.DEVNULL,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        broker = Broker(kind, port, process, folder, tls_files, websocket_port)
        if _wait_until_listening(broker, [port] + ([websocket_port] if websocket_port else [])):
            return broker
        broker.stop()
        failures.append(broker.log_tail())
    raise RuntimeError(f"{kind} did not start:\n" + "\n---\n".join(failures))


def _wait_until_listening(broker: Broker, ports: list[int]) -> bool:
    """Whether the broker's process listens on every one of ``ports`` within START_TIMEOUT_S
    (False as soon as it exits): its own sockets, read from /proc, not another process's."""
    deadline = time.monotonic() + START_TIMEOUT_S
    while time.monotonic() < deadline:
        if broker.process.poll() is not None:
            return False
        with contextlib.suppress(OSError):
            listening = {port for _host, port in listening_sockets(broker.process.pid)}
            if set(ports) <= listening:
                return True
        time.sleep(0.02)  # the broker gives no signal of its own: look again shortly
    return False


def broker_fixture() -> Callable[..., Iterator[Broker]]:
    """The ``broker`` fixture: mosquitto (``set_tcp_nodelay true``), then nats-server (a server
    name and JetStream, which its MQTT listener needs), each listening on 127.0.0.1 only."""

    @pytest.fixture(params=KINDS)
    def broker(request: pytest.FixtureRequest,
               tmp_path_factory: pytest.TempPathFactory) -> Iterator[Broker]:
        running = start_broker(request.param, tmp_path_factory.mktemp(request.param))
        try:
            assert {host for host, _port in listening_sockets(running.process.pid)} == {LOOPBACK}
            yield running
        finally:
            running.stop()

    return broker


TCP_ESTABLISHED, TCP_LISTEN = "01", "0A"


def _tcp_sockets(pid: int, state: str) -> list[tuple[tuple[str, int], tuple[str, int]]]:
    """(local, remote) of process ``pid``'s TCP sockets in ``state``: the kernel's tables in
    /proc, kept to the sockets among the process's open files."""
    inodes = set()
    for fd in Path(f"/proc/{pid}/fd").iterdir():
        with contextlib.suppress(OSError):
            target = os.readlink(fd)
            if target.startswith("socket:["):
                inodes.add(target[8:-1])
    found = []
    for table, family in (("tcp", socket.AF_INET), ("tcp6", socket.AF_INET6)):
        for line in Path(f"/proc/{pid}/net/{table}").read_text().splitlines()[1:]:
            fields = line.split()
            if fields[3] == state and fields[9] in inodes:
                found.append((_address(fields[1], family), _address(fields[2], family)))
    return found


def listening_sockets(pid: int) -> list[tuple[str, int]]:
    """The TCP addresses process ``pid`` listens on."""
    return [local for local, _remote in _tcp_sockets(pid, TCP_LISTEN)]


def connected_sockets(pid: int) -> list[tuple[tuple[str, int], tuple[str, int]]]:
    """(local, remote) of every established TCP connection of process ``pid``."""
    return _tcp_sockets(pid, TCP_ESTABLISHED)


def _address(text: str, family: int) -> tuple[str, int]:
    """An address of /proc/net/tcp (hex, the host's byte order in 32-bit words)."""
    host, port = text.split(":")
    raw = bytes.fromhex(host)
    words = [raw[i:i + 4][::-1] for i in range(0, len(raw), 4)]
    return socket.inet_ntop(family, b"".join(words)), int(port, 16)


@dataclass
class Heard:
    """One message the eavesdropper received."""

    topic: str
    payload: bytes
    retained: bool


class Eavesdropper:
    """A client subscribed to ``#`` on the broker for as long as it runs: everything the broker
    hands out (the broker's own view of the game), and a publisher of forged and replayed
    messages."""

    def __init__(self, broker: Broker) -> None:
        self.heard: list[Heard] = []
        self._condition = threading.Condition()
        self._subscribed = threading.Event()
        self._client = paho.Client(CallbackAPIVersion.VERSION2,
                                   client_id=f"eavesdropper-{secrets.token_hex(6)}",
                                   clean_session=True, protocol=paho.MQTTv311)
        if broker.tls is not None:
            self._client.tls_set(ca_certs=str(broker.tls.ca))
        self._client.on_connect = lambda client, *_: client.subscribe("#", qos=1)
        self._client.on_subscribe = lambda *_: self._subscribed.set()
        self._client.on_message = self._message
        self._client.connect(LOOPBACK, broker.port)
        self._client.loop_start()
        if not self._subscribed.wait(10):
            raise RuntimeError("the eavesdropper could not subscribe to #")

    def _message(self, client: paho.Client, userdata: object, message: paho.MQTTMessage) -> None:
        with self._condition:
            self.heard.append(Heard(message.topic, bytes(message.payload), bool(message.retain)))
            self._condition.notify_all()

    def wait_for(self, predicate: Callable[[list[Heard]], bool], timeout: float = 10.0) -> None:
        """Wait until ``predicate(heard)`` holds."""
        with self._condition:
            if not self._condition.wait_for(lambda: predicate(self.heard), timeout):
                raise AssertionError("the eavesdropper did not hear what was awaited")

    def on(self, topic: str) -> list[Heard]:
        """What was heard on ``topic``, oldest first."""
        with self._condition:
            return [heard for heard in self.heard if heard.topic == topic]

    def publish(self, topic: str, payload: bytes, retain: bool = False) -> None:
        """Publish as anyone connected to the broker could (QoS 1, waited for)."""
        self._client.publish(topic, payload, qos=1, retain=retain).wait_for_publish(10)

    def stop(self) -> None:
        self._client.disconnect()
        self._client.loop_stop()

