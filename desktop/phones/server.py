"""The phones' server: each seat's page, its WebSocket and its card images (no Qt, no game).

A listener of the app's one web server (``desktop.streaming.server``), on the address of the
interface the player chose. Routes (GET and HEAD; other methods get 405, any other path 404, a
Host header naming another address 403)::

    /, /index.html          the seat's page (the same for every seat: the secret is in the
                            link's #fragment, which a browser never sends in a request)
    /phone.css, /phone.js   its own files, from package data
    /cardlines.js, /favicon.ico   the card faces' lines and the icon, as the overlay has them
    /ws                     the WebSocket: hello with the secret, then the seat's state each time
                            it changes, and the seat's actions with their results
    /card/KEY/LABEL         a card image: KEY is derived from a seat's secret; LABEL must be a card
                            that seat sees face up now, with an image of the card set (a path the
                            GUI thread looked up; nothing from the request names a file)

Nothing here touches the game: the GUI thread publishes each seat's state (JSON, made there) and
its image files, and a phone's action is handed to ``ask``, which runs it on the GUI thread
through the controller and answers with a future. Each WebSocket is an attempt of its client
address from the moment it opens (``seats.Throttle``: at most ``FAILURES`` waiting or failed in a
minute); one that does not present a seat's code (wrong, old, missing, or silent until
``HELLO_S``) is a failure. Messages are parsed by ``protocol`` first. The listener holds at most
``PER_ADDRESS`` connections of one address and ``CONNECTIONS`` in all.
"""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import contextlib
import json
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from aiohttp import WSMsgType, web

from desktop.phones.network import listen_address
from desktop.phones.protocol import MAX_MESSAGE, BadMessage, parse_action, parse_hello
from desktop.phones.seats import SeatKeys, Throttle
from desktop.streaming.server import Listener, shared_assets

HELLO_S = 10.0  # a connection that has not said hello by then is closed
WRITE_TIMEOUT_S = 30.0  # a phone that takes nothing for this long is dropped (it reconnects)
HEARTBEAT_S = 20.0  # WebSocket pings: a phone gone without a word is noticed
PER_ADDRESS = 16  # connections one client address may hold (a phone's page needs a few)
CONNECTIONS = 128  # connections in all (the busiest address gives way to a newcomer)
CLOSE_POLICY = 1008  # WebSocket close code: a message the page never sends
IMAGE_TYPES = {".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg",
               ".webp": "image/webp", ".gif": "image/gif"}
ASSETS = {"/phone.css": ("phone.css", "text/css; charset=utf-8"),
          "/phone.js": ("phone.js", "text/javascript; charset=utf-8")}
PAGE_PATHS = ("/", "/index.html")
TEXT = "text/plain; charset=utf-8"
SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": "default-src 'self'; script-src 'self'; style-src 'self'; "
                               "img-src 'self'; connect-src 'self'; object-src 'none'; "
                               "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Server": "Cardtable",
}

Ask = Callable[[str, Any], concurrent.futures.Future]


def to_json(value: Any) -> str:
    """Compact JSON text."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def read_static(name: str) -> bytes:
    """One of the page's files from package data (``desktop/phones/static``)."""
    return resources.files("desktop.phones").joinpath("static", name).read_bytes()


class Seat:
    """A seat's newest state and card images, and its phone's connection (on the loop only)."""

    def __init__(self) -> None:
        self.state: str | None = None
        self.seq = 0
        self.images: dict[str, Path] = {}
        self.phone: Phone | None = None


class Phone:
    """One joined phone: its socket, and what is still to be written to it, in order (the
    newest state first: it holds everything before it; then the results of its actions)."""

    def __init__(self, socket: web.WebSocketResponse, seat: Seat) -> None:
        self.socket = socket
        self.seat = seat
        self.sent = 0  # the seat's state seq last written
        self.outbox: collections.deque[str] = collections.deque()
        self.wake = asyncio.Event()
        self.wake.set()

    def post(self, text: str) -> None:
        self.outbox.append(text)
        self.wake.set()

    async def write(self) -> None:
        """Write states and results as they come, until the socket closes."""
        while not self.socket.closed:
            await self.wake.wait()
            self.wake.clear()
            while not self.socket.closed:
                if self.seat.state is not None and self.sent != self.seat.seq:
                    text, self.sent = self.seat.state, self.seat.seq
                elif self.outbox:
                    text = self.outbox.popleft()
                else:
                    break
                await asyncio.wait_for(self.socket.send_str(text), WRITE_TIMEOUT_S)


class PhoneServer:
    """The seats' pages on ``host``:``port`` (0: any free port); ``host`` must be one
    interface's own address (``network.NotOneInterface`` otherwise, before anything listens)."""

    def __init__(self, host: str, port: int, keys: SeatKeys, ask: Ask,
                 joined: Callable[[frozenset[str]], None] | None = None,
                 throttle: Throttle | None = None) -> None:
        self.requested = (listen_address(host), port)
        self.keys = keys
        self.ask = ask
        self.on_joined = joined or (lambda _players: None)
        self.throttle = throttle or Throttle()
        self.seats: dict[str, Seat] = {}
        self.texts = "{}"
        self.listener: Listener | None = None
        self._page = b""
        self._assets: dict[str, tuple[bytes, str]] = {}
        self._byes: set[asyncio.Future] = set()
        self._waiting: set[web.WebSocketResponse] = set()  # connections before their hello
        self._published: dict[str, tuple[str, dict[str, Path]]] = {}  # GUI thread's side

    # The GUI thread's side.
    @property
    def running(self) -> bool:
        """Whether it listens."""
        return self.listener is not None

    @property
    def address(self) -> tuple[str, int]:
        """The address and port it listens on (the requested ones until started)."""
        return self.listener.address if self.listener else self.requested

    def link(self, player: str) -> str:
        """The seat's link, with its secret in the fragment (for its QR code)."""
        host, port = self.address
        return f"http://{host}:{port}/#{self.keys.secret(player)}"

    def start(self) -> None:
        """Listen and serve; ``OSError`` when the address or port cannot be had."""
        if self.listener is not None:
            return
        self._page = read_static("index.html")
        self._assets = {path: (read_static(name), kind) for path, (name, kind) in ASSETS.items()}
        self._assets.update(shared_assets())
        self.listener = Listener(self._handle, *self.requested, name="phones",
                                 per_address=PER_ADDRESS, total=CONNECTIONS)

    def stop(self) -> None:
        """Say goodbye to every phone, close every connection and free the port."""
        listener, self.listener = self.listener, None
        if listener is not None:
            listener.stop(before=self._shutdown)

    def publish(self, player: str, state: dict, images: dict[str, Path]) -> None:
        """The seat's new state (JSON-ready, made on the GUI thread) and the image file of each
        card it sees face up now (label → file)."""
        text = to_json({"type": "state", "state": state})
        if self.listener is not None and self._published.get(player) != (text, images):
            self._published[player] = (text, dict(images))  # an unchanged state is not sent
            self.listener.call(self._publish, player, text, dict(images))

    def set_texts(self, texts: dict) -> None:
        """The page's texts in the interface language (sent on joining and when they change)."""
        text = to_json({"type": "texts", "texts": texts})
        if self.listener is not None:
            self.listener.call(self._set_texts, text)

    def disconnect(self, player: str, reason: str) -> None:
        """Close the seat's phone connection (its secret was renewed, or the game replaced)."""
        if self.listener is not None:
            self.listener.call(self._disconnect, player, reason)

    def new_game(self, reason: str) -> None:
        """The secrets changed for a new game: every phone is told and closed, every seat's
        state forgotten."""
        self._published.clear()
        if self.listener is not None:
            self.listener.call(self._new_game, reason)

    # On the loop.
    def _publish(self, player: str, text: str, images: dict[str, Path]) -> None:
        seat = self.seats.setdefault(player, Seat())
        seat.state, seat.images = text, images
        seat.seq += 1
        if seat.phone is not None:
            seat.phone.wake.set()

    def _set_texts(self, text: str) -> None:
        self.texts = text
        for seat in self.seats.values():
            if seat.phone is not None:
                seat.phone.post(text)

    def _disconnect(self, player: str, reason: str) -> None:
        seat = self.seats.get(player)
        if seat is not None and seat.phone is not None:
            self._say_bye(seat.phone, reason)
            seat.phone = None
            self._tell_joined()

    def _new_game(self, reason: str) -> None:
        self._close_all(reason)
        self.seats.clear()

    async def _shutdown(self) -> None:
        """Before the listener closes: goodbye to every phone, and every connection still
        waiting for its hello closed now (not when its hello time is up)."""
        self._close_all("stopped")
        for socket in list(self._waiting):
            self._waiting.discard(socket)
            with contextlib.suppress(ConnectionError, RuntimeError, TimeoutError):
                await asyncio.wait_for(socket.close(code=1001, message=b"stopped"), 5.0)
        if self._byes:
            await asyncio.wait(list(self._byes), timeout=5.0)

    def _close_all(self, reason: str) -> None:
        for seat in self.seats.values():
            if seat.phone is not None:
                self._say_bye(seat.phone, reason)
                seat.phone = None
        self._tell_joined()

    def _say_bye(self, phone: Phone, reason: str) -> None:
        socket = phone.socket

        async def bye() -> None:
            with contextlib.suppress(ConnectionError, RuntimeError, TimeoutError):
                await asyncio.wait_for(socket.send_str(to_json({"type": "bye", "reason": reason})),
                                       5.0)
            with contextlib.suppress(ConnectionError, RuntimeError, TimeoutError):
                await asyncio.wait_for(socket.close(code=1000, message=b"bye"), 5.0)

        task = asyncio.ensure_future(bye())
        self._byes.add(task)
        task.add_done_callback(self._byes.discard)

    def _tell_joined(self) -> None:
        self.on_joined(frozenset(p for p, seat in self.seats.items() if seat.phone is not None))

    # Requests.
    async def _handle(self, request: web.BaseRequest) -> web.StreamResponse:
        if request.method not in ("GET", "HEAD"):
            return answer(405, b"method not allowed\n", TEXT, {"Allow": "GET, HEAD"})
        host, port = self.address
        allowed = {f"{host}:{port}"} | ({f"localhost:{port}"} if host == "127.0.0.1" else set())
        if request.headers.get("Host") not in allowed:
            return answer(403, b"forbidden\n", TEXT)  # no DNS rebinding from another page
        path = request.raw_path.partition("?")[0]
        if path == "/ws":
            origin = request.headers.get("Origin")
            if origin is not None and origin.removeprefix("http://") not in allowed:
                return answer(403, b"forbidden\n", TEXT)  # another site's page
            return await self._socket(request)
        if path in PAGE_PATHS:
            return answer(200, self._page, "text/html; charset=utf-8")
        if path in self._assets:
            return answer(200, *self._assets[path])
        if path.startswith("/card/"):
            return await self._image(request, path)
        return answer(404, b"not found\n", TEXT)

    async def _image(self, request: web.BaseRequest, path: str) -> web.StreamResponse:
        """A card image the seat whose key it is sees face up now; 404 for anything else (a
        wrong key, a hidden card, a card without an image: all look alike)."""
        parts = path.split("/")
        address = request.remote or "?"
        if len(parts) != 4 or not self.throttle.begin(address):
            return answer(404, b"not found\n", TEXT)
        player = self.keys.image_owner(parts[2])
        if player is None:
            self.throttle.failed(address)
            return answer(404, b"not found\n", TEXT)
        self.throttle.succeeded(address)
        seat = self.seats.get(player)
        file = seat.images.get(unquote(parts[3])) if seat is not None else None
        kind = IMAGE_TYPES.get(file.suffix.lower()) if file is not None else None
        if file is None or kind is None:
            return answer(404, b"not found\n", TEXT)
        try:
            body = await asyncio.get_running_loop().run_in_executor(None, file.read_bytes)
        except OSError:
            return answer(404, b"not found\n", TEXT)
        return answer(200, body if request.method == "GET" else b"", kind,
                      {"Cache-Control": "private, max-age=3600"})

    async def _socket(self, request: web.BaseRequest) -> web.StreamResponse:
        address = request.remote or "?"
        socket = web.WebSocketResponse(max_msg_size=MAX_MESSAGE, heartbeat=HEARTBEAT_S)
        # The page asks for no subprotocol; aiohttp would log a warning quoting any asked for.
        if "Sec-WebSocket-Protocol" in request.headers or not socket.can_prepare(request).ok:
            return answer(400, b"a WebSocket only\n", TEXT)
        if not self.throttle.begin(address):  # counted now: opening many at once gains nothing
            return answer(429, b"too many attempts from this address: wait a minute\n", TEXT,
                          {"Retry-After": str(int(self.throttle.window))})
        player = None
        self._waiting.add(socket)
        try:
            await socket.prepare(request)
            player = await self._hello(socket)
        finally:
            self._waiting.discard(socket)
            if player is None:
                self.throttle.failed(address)
            else:
                self.throttle.succeeded(address)
        if player is not None:
            await self._serve_phone(socket, player)
        return socket

    async def _hello(self, socket: web.WebSocketResponse) -> str | None:
        """The seat whose secret the first message carries; None (the socket closed) if it is
        not a hello with a seat's secret, or none came within ``HELLO_S``."""
        try:
            message = await socket.receive(timeout=HELLO_S)
        except TimeoutError:
            await socket.close(code=CLOSE_POLICY, message=b"no hello")
            return None
        if socket.closed:
            return None  # the phone hung up, or the server stops
        if message.type != WSMsgType.TEXT:
            await socket.close(code=CLOSE_POLICY, message=b"hello expected")
            return None
        try:
            player = self.keys.find(parse_hello(message.data).secret)
        except BadMessage:
            player = None
        if player is None:
            with contextlib.suppress(ConnectionError, RuntimeError):
                await socket.send_str(to_json({"type": "refused", "reason": "code"}))
            await socket.close(code=CLOSE_POLICY, message=b"wrong code")
        return player

    async def _serve_phone(self, socket: web.WebSocketResponse, player: str) -> None:
        seat = self.seats.setdefault(player, Seat())
        if seat.phone is not None:  # the same seat again (a phone that came back): the new wins
            self._say_bye(seat.phone, "elsewhere")
        phone = seat.phone = Phone(socket, seat)
        self._tell_joined()
        try:  # who it is and the words first, then the state (the writer's)
            for text in (to_json({"type": "welcome", "seat": player}), self.texts):
                await asyncio.wait_for(socket.send_str(text), WRITE_TIMEOUT_S)
        except (ConnectionError, RuntimeError, TimeoutError):
            if seat.phone is phone:
                seat.phone = None
                self._tell_joined()
            return
        writer = asyncio.ensure_future(phone.write())
        refused: str | None = None
        try:
            async for message in socket:
                if message.type != WSMsgType.TEXT:
                    refused = "text messages only"
                    break
                try:
                    action = parse_action(message.data)
                except BadMessage as error:
                    refused = str(error)
                    break
                if seat.phone is not phone:
                    break  # disconnected by the table meanwhile
                result = await asyncio.wrap_future(self.ask(player, action))
                phone.post(to_json({"type": "result", "id": action.id, **result}))
        except (ConnectionError, TimeoutError):
            pass
        finally:
            writer.cancel()
            with contextlib.suppress(asyncio.CancelledError, ConnectionError, TimeoutError,
                                     RuntimeError):
                await writer
            if seat.phone is phone:
                seat.phone = None
                self._tell_joined()
        with contextlib.suppress(ConnectionError, RuntimeError, TimeoutError):
            if refused is not None:  # a message the page never sends: said, and closed
                await asyncio.wait_for(socket.send_str(to_json({"type": "error",
                                                                "reason": refused})), 5.0)
                await socket.close(code=CLOSE_POLICY, message=b"not a message the page sends")
            elif not socket.closed:
                await socket.close()


def answer(status: int, body: bytes, kind: str, extra: dict[str, str] | None = None) -> web.Response:
    """A response with the security headers."""
    return web.Response(status=status, body=body, headers={
        "Content-Type": kind, **SECURITY_HEADERS, **(extra or {})})
