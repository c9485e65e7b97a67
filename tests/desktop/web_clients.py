"""Clients of the app's web server for the tests (and bench/): a raw HTTP request, bogus
connections, and a phone (aiohttp's WebSocket client on an event loop in a thread of its own).

The table's side runs on the test's (GUI) thread, so a test never blocks waiting for the phone:
it sends, then waits with ``qtbot.waitUntil`` (which keeps Qt's events going) until the phone
received what it waits for. Every message received is kept, in order, for the leak checks.
"""

from __future__ import annotations

import asyncio
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
    """One seat's phone on ``port`` (always the loopback)."""

    def __init__(self, port: int, secret: str | None, origin: bool = True,
                 answers_pings: bool = True) -> None:
        self.port = port
        self.secret = secret
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
        try:
            async with aiohttp.ClientSession() as session:
                try:
                    socket = await session.ws_connect(f"http://{LOOPBACK}:{self.port}/ws",
                                                      headers=headers,
                                                      autoping=self._answers_pings)
                except aiohttp.WSServerHandshakeError as error:
                    self.status = error.status
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
                      wrong_codes: int = 0) -> list[socket.socket | Phone]:
    """Connections that never make a whole request or never join: silent ones, ones that stop
    in the middle of their headers, garbage, and whole requests for ``path`` that never read what
    they are sent (the first 20; with ``upgrade``, WebSockets that never say hello, every fourth);
    then ``wrong_codes`` phones that guess a seat's code."""
    made: list[socket.socket | Phone] = []
    for index in range(count - wrong_codes):
        connection = socket.create_connection((LOOPBACK, port), timeout=10)
        kind = index % 4
        if kind == 1:
            connection.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1".encode())
        elif kind == 2:
            connection.sendall(os.urandom(200))
        elif kind == 3 and (upgrade or index < 20):
            head = f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
            if upgrade:
                head += ("Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13"
                         "\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n")
            connection.sendall((head + "\r\n").encode())
        made.append(connection)
    made.extend(Phone(port, os.urandom(24).hex()) for _ in range(wrong_codes))
    return made
