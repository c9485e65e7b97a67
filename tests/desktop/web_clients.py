"""Clients of the app's web server for the tests (and bench/): a raw HTTP request, bogus
connections, and a phone (aiohttp's WebSocket client on an event loop in a thread of its own).

The table's side runs on the test's (GUI) thread, so a test never blocks waiting for the phone:
it sends, then waits with ``qtbot.waitUntil`` (which keeps Qt's events going) until the phone
received what it waits for. Every message received is kept, in order, for the leak checks.
"""

from __future__ import annotations

import asyncio
import contextlib
import http.client
import json
import os
import socket
import threading
from collections.abc import Callable
from typing import Any

import aiohttp

LOOPBACK = "127.0.0.1"


class Phone:
    """One seat's phone on ``port`` (always the loopback), connecting from ``source`` (another
    address of 127/8 is another client address: Linux routes all of it to the loopback)."""

    def __init__(self, port: int, secret: str | None, origin: bool = True,
                 answers_pings: bool = True, source: str = LOOPBACK) -> None:
        self.port = port
        self.secret = secret
        self.source = source
        self.error: BaseException | None = None  # the connection failed before its upgrade
        self.received: list[dict[str, Any]] = []
        self.raw: list[str] = []
        self.closed = threading.Event()
        self.close_code: int | None = None
        self.status: int | None = None  # the HTTP status when the upgrade was refused
        self.opened = threading.Event()
        self._id = 0
        self._loop = asyncio.new_event_loop()
        self._socket: aiohttp.ClientWebSocketResponse | None = None
        self._origin = origin
        self._answers_pings = answers_pings  # False: a phone asleep, its socket still open
        self._thread = threading.Thread(target=self._run, daemon=True, name="test-phone")
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self._talk())
        self._loop.close()

    async def _talk(self) -> None:
        headers = {"Origin": f"http://{LOOPBACK}:{self.port}"} if self._origin else {}
        connector = aiohttp.TCPConnector(local_addr=(self.source, 0))
        try:
            async with aiohttp.ClientSession(connector=connector) as session:
                try:
                    socket = await session.ws_connect(f"http://{LOOPBACK}:{self.port}/ws",
                                                      headers=headers,
                                                      autoping=self._answers_pings)
                except aiohttp.WSServerHandshakeError as error:
                    self.status = error.status
                    return
                except (aiohttp.ClientError, OSError) as error:  # closed before any answer
                    self.error = error
                    return
                self._socket = socket
                self.opened.set()
                if self.secret is not None:
                    await socket.send_str(json.dumps({"type": "hello", "secret": self.secret}))
                async for message in socket:
                    if message.type == aiohttp.WSMsgType.TEXT:
                        self.raw.append(message.data)
                        self.received.append(json.loads(message.data))
                self.close_code = socket.close_code
        finally:
            self.opened.set()
            self.closed.set()

    def send_text(self, text: str) -> None:
        """Send one text frame as it is."""
        self.opened.wait(10)
        assert self._socket is not None
        asyncio.run_coroutine_threadsafe(self._socket.send_str(text), self._loop).result(10)

    def send_bytes(self, data: bytes) -> None:
        """Send one binary frame (the page never sends one)."""
        self.opened.wait(10)
        assert self._socket is not None
        asyncio.run_coroutine_threadsafe(self._socket.send_bytes(data), self._loop).result(10)

    def send(self, message: dict[str, Any]) -> int:
        """Send an action (with a fresh id); returns the id."""
        self._id += 1
        self.send_text(json.dumps({**message, "id": self._id}))
        return self._id

    def close(self) -> None:
        """Hang up (and wait for the thread)."""
        if self._socket is not None and not self.closed.is_set():
            asyncio.run_coroutine_threadsafe(self._socket.close(), self._loop).result(10)
        self._thread.join(10)

    # What arrived.
    def of_type(self, kind: str) -> list[dict[str, Any]]:
        return [m for m in list(self.received) if m.get("type") == kind]

    def state(self) -> dict[str, Any] | None:
        """The newest state received."""
        states = self.of_type("state")
        return states[-1]["state"] if states else None

    def result(self, ident: int) -> dict[str, Any] | None:
        """The result of the action with this id, once it came."""
        return next((m for m in self.of_type("result") if m.get("id") == ident), None)

    def first(self, match: Callable[[dict[str, Any]], bool]) -> dict[str, Any] | None:
        return next((m for m in list(self.received) if match(m)), None)


def fetch(port: int, path: str, method: str = "GET",
          headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
    """One raw request to the loopback (the path is sent exactly as given)."""
    connection = http.client.HTTPConnection(LOOPBACK, port, timeout=10)
    try:
        connection.request(method, path, headers=headers or {})
        response = connection.getresponse()
        return response.status, dict(response.getheaders()), response.read()
    finally:
        connection.close()


def bogus_connections(port: int, count: int, path: str, upgrade: bool = False,
                      wrong_codes: int = 0, source: str = LOOPBACK) -> list[socket.socket | Phone]:
    """Connections from ``source`` that never make a whole request or never join: silent ones,
    ones that stop in the middle of their headers, garbage, and whole requests for ``path`` that
    never read what they are sent (the first 20; with ``upgrade``, WebSockets that never say
    hello, every fourth); then ``wrong_codes`` phones that guess a seat's code. A server that
    closes some of them at once is free to: what is sent to a closed one is dropped."""
    made: list[socket.socket | Phone] = []
    for index in range(count - wrong_codes):
        connection = socket.create_connection((LOOPBACK, port), timeout=10,
                                              source_address=(source, 0))
        kind = index % 4
        data = b""
        if kind == 1:
            data = f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1".encode()
        elif kind == 2:
            data = os.urandom(200)
        elif kind == 3 and (upgrade or index < 20):
            data = websocket_request(path, port).encode() if upgrade else (
                f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
        if data:
            with contextlib.suppress(ConnectionError):
                connection.sendall(data)
        made.append(connection)
    made.extend(Phone(port, os.urandom(24).hex(), source=source) for _ in range(wrong_codes))
    return made


def websocket_request(path: str, port: int) -> str:
    """A WebSocket upgrade request for ``path`` on the loopback, whole (headers and blank line)."""
    return (f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
            "Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n")


def close_all(connections: list[socket.socket | Phone]) -> None:
    """Hang up every one of ``connections`` (a socket after reading what the server still sent
    it, until the server closed it)."""
    for connection in connections:
        if isinstance(connection, Phone):
            connection.close()
            continue
        connection.settimeout(10)
        with contextlib.suppress(ConnectionResetError):
            while connection.recv(65536):
                pass
        connection.close()


def raw_connection(port: int, source: str = LOOPBACK) -> socket.socket:
    """A TCP connection to the loopback from ``source``."""
    return socket.create_connection((LOOPBACK, port), timeout=10, source_address=(source, 0))


def read_status(connection: socket.socket) -> int | None:
    """The HTTP status of the answer on ``connection`` (its headers read); None when the server
    closed it without one."""
    head = b""
    with contextlib.suppress(ConnectionResetError):
        while b"\r\n\r\n" not in head:
            chunk = connection.recv(4096)
            if not chunk:
                break
            head += chunk
    return int(head.split()[1]) if head.startswith((b"HTTP/1.1 ", b"HTTP/1.0 ")) else None


def read_to_end(connection: socket.socket) -> bytes:
    """Everything the server still sends on ``connection``, until it closes it."""
    data = b""
    with contextlib.suppress(ConnectionResetError):
        while chunk := connection.recv(65536):
            data += chunk
    return data


def masked_text_frame(text: str) -> bytes:
    """One WebSocket text frame as a client sends it (masked), of fewer than 126 bytes."""
    payload = text.encode()
    assert len(payload) < 126
    mask = os.urandom(4)
    return bytes([0x81, 0x80 | len(payload)]) + mask + bytes(
        byte ^ mask[index % 4] for index, byte in enumerate(payload))


def read_frames(connection: socket.socket) -> list[tuple[int, bytes]]:
    """The server's WebSocket frames on ``connection`` (opcode, payload), up to its close frame
    (included) or the end of the connection."""
    data = b""
    frames: list[tuple[int, bytes]] = []

    def need(count: int) -> bool:
        nonlocal data
        while len(data) < count:
            try:
                chunk = connection.recv(65536)
            except ConnectionResetError:
                return False
            if not chunk:
                return False
            data += chunk
        return True

    while need(2):
        opcode, length = data[0] & 0x0F, data[1] & 0x7F
        start = 2 + {126: 2, 127: 8}.get(length, 0)
        if not need(start):
            break
        if length >= 126:
            length = int.from_bytes(data[2:start], "big")
        if not need(start + length):
            break
        frames.append((opcode, data[start:start + length]))
        data = data[start + length:]
        if opcode == 8:
            break
    return frames


def command_answer(state: dict[str, Any], command: str, card: str) -> dict[str, Any]:
    """The message that uses the game's ``command`` with a hand ``card`` from a seat whose
    state is ``state``: the answer to the question the command asks."""
    offered = next(c for c in state["commands"] if c["id"] == command)
    assert card in offered["cards"], (command, card, offered)
    return {"type": "answer", "question": offered["question"], "choice": card}
