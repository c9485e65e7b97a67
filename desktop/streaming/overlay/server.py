"""The overlay server: the spectator view and its page on 127.0.0.1, served by aiohttp.

Routes (GET and HEAD only; other methods get 405, any other path 404, another Host 403)::

    /, /index.html            the page, with the current view and the translated texts inlined
    /overlay.css, /overlay.js the page's own assets (read once from package data)
    /cardlines.js, /favicon.ico  what the phones' page loads too (``shared_assets``)
    /view.json                the current spectator view (card image paths left out)
    /events                   server-sent events: the whole view, then what changed (delta.py);
                              ``{"closed": true}`` last, when the overlay stops (the app quits)

Requests are matched on their raw path against this fixed table (aiohttp's low-level server, no
router, no normalising of ``..``), never mapped onto files, so no path reaches the file system.

It is a listener of the app's one web server (``desktop.streaming.server``: aiohttp on an asyncio
event loop in a thread of its own, beside Qt's, which the phone pages share, on a socket of their
own). ``publish`` is called from the GUI thread: the view is handed to the loop, which turns it into a
delta once and writes it to every event stream. One loop serves any number of connections: a
slow or silent one holds only its socket. At most ``max_clients`` event streams are served; more
get 503 with the reason. ``stop`` ends every stream and connection and frees the port (the loop's
thread ends with the last listener).
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import json
from importlib import resources
from typing import Any

from aiohttp import web

from desktop.streaming.broadcast.spectator import public_view, require_spectator
from desktop.streaming.overlay.delta import same_prefix, view_delta
from desktop.streaming.server import Listener, shared_assets

LOOPBACK = "127.0.0.1"
DEFAULT_PORT = 8765
MAX_CLIENTS = 32
KEEPALIVE_S = 15.0
WRITE_TIMEOUT_S = 30.0  # a page that takes no data for this long is dropped (it will reconnect)
HISTORY = 64  # deltas kept for a stream that fell behind; further back it gets the whole view
DATA_MARK = b"__CARDTABLE_DATA__"
PAGE_LANG = b'<html lang="en">'  # index.html's; served with the interface language
CLOSED_EVENT = b'data: {"closed":true}\n\n'  # the last event of every stream: no table any more
PAGE_PATHS = ("/", "/index.html")
ASSETS = {"/overlay.css": ("overlay.css", "text/css; charset=utf-8"),
          "/overlay.js": ("overlay.js", "text/javascript; charset=utf-8")}
TEXT = "text/plain; charset=utf-8"
SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; object-src 'none'; "
                               "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    "Server": "Cardtable",
}


def to_json(value: Any) -> bytes:
    """Compact UTF-8 JSON."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def read_static(name: str) -> bytes:
    """One of the page's files from package data (``desktop/streaming/overlay/static``)."""
    return resources.files("desktop.streaming.overlay").joinpath("static", name).read_bytes()


def event(payload: dict[str, Any]) -> bytes:
    """One server-sent event carrying ``payload``."""
    return b"data: " + to_json(payload) + b"\n\n"


LogChange = tuple[int, list[dict[str, Any]]]  # keep that many log lines, then add these


def split_log(view: dict[str, Any], log: LogChange | None,
              lines: list[dict[str, Any]]) -> tuple[dict[str, Any], LogChange]:
    """A published view without its log, and what changed in the log since ``lines``: ``log``
    when the publisher says it, else worked out from a whole view's ``log``."""
    if log is not None:
        return view, log
    entries = list(view.get("log") or [])
    keep = same_prefix(lines, entries)
    return {k: v for k, v in view.items() if k != "log"}, (keep, entries[keep:])


class Hub:
    """The newest view and log, the deltas that led to them, and the waiting event streams (lives
    on the server's loop: only ever touched from that thread)."""

    def __init__(self, view: dict[str, Any] | None, texts: bytes, max_clients: int,
                 log: list[dict[str, Any]] | None = None) -> None:
        self.seq = 0 if view is None else 1
        self.view = None if view is None else {k: v for k, v in view.items() if k != "log"}
        self.log: list[dict[str, Any]] = list(log if log is not None else
                                              (view or {}).get("log") or [])
        self.texts = texts
        self.max_clients = max_clients
        self.streams = 0
        self.closed = False
        self.recent: collections.deque[tuple[int, bytes]] = collections.deque(maxlen=HISTORY)
        self._whole: tuple[int, bytes] | None = None
        self._wake = asyncio.Event()

    def publish(self, view: dict[str, Any], log: LogChange | None = None) -> None:
        """A new spectator view, and what changed in its log (see :func:`split_log`): the delta is
        made once, from the parts that changed, and every stream is woken."""
        view, (keep, added) = split_log(view, log, self.log)
        public = public_view(view)
        if self.view is not None:
            delta = view_delta(self.view, public)
            if keep != len(self.log) or added:
                delta["log"] = {"keep": keep, "add": added}
            if not delta:
                return
            self.recent.append((self.seq + 1, event({"seq": self.seq + 1, **delta})))
        del self.log[keep:]
        self.log.extend(added)
        self.view = public
        self.seq += 1
        self._wake.set()
        self._wake = asyncio.Event()

    def whole(self) -> bytes:
        """The current view as JSON (made once per view, when first asked for)."""
        if self._whole is None or self._whole[0] != self.seq:
            self._whole = (self.seq, to_json({**(self.view or {}), "log": self.log}))
        return self._whole[1]

    def catch_up(self, seen: int) -> bytes:
        """The events that bring a stream from view ``seen`` to the current one: the deltas, or
        the whole view when it is further behind than they reach."""
        missing = [data for seq, data in self.recent if seq > seen]
        if seen and len(missing) == self.seq - seen:
            return b"".join(missing)
        return b'data: {"seq":' + str(self.seq).encode() + b',"view":' + self.whole() + b"}\n\n"

    async def newer(self, seen: int) -> bool:
        """Wait until there is a view after ``seen`` (True) or ``KEEPALIVE_S`` passed (False)."""
        if self.seq != seen or self.closed:
            return True
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._wake.wait(), KEEPALIVE_S)
            return True
        return False

    def close(self) -> None:
        """Let every stream end."""
        self.closed = True
        self._wake.set()


class OverlayServer:
    """The overlay on 127.0.0.1:``port`` (0: any free port), its loop in a thread of its own."""

    def __init__(self, port: int = DEFAULT_PORT, max_clients: int = MAX_CLIENTS) -> None:
        self.requested_port = port
        self.max_clients = max_clients
        self._view: dict[str, Any] | None = None  # kept for a (re)start, without its log
        self._log: list[dict[str, Any]] = []
        self._texts = b"{}"
        self._lang = "en"  # the page's language (its <html lang>), the texts' own
        self._thread: Listener | None = None
        self._hub: Hub | None = None
        self._assets: dict[str, tuple[bytes, str]] = {}
        self._page = b""

    @property
    def running(self) -> bool:
        """Whether the server is listening."""
        return self._thread is not None

    @property
    def host(self) -> str:
        """The address it listens on: always the loopback."""
        return self._thread.address[0] if self._thread else LOOPBACK

    @property
    def port(self) -> int:
        """The port it listens on (the requested one until started)."""
        return self._thread.address[1] if self._thread else self.requested_port

    @property
    def url(self) -> str:
        """The page's address, for OBS's browser source."""
        return f"http://{LOOPBACK}:{self.port}/"

    def start(self) -> None:
        """Listen and serve; raises ``OSError`` when the port is taken."""
        if self._thread is not None:
            return
        self._assets = {path: (read_static(name), kind) for path, (name, kind) in ASSETS.items()}
        self._assets.update(shared_assets())
        self._page = read_static("index.html")
        view = public_view(self._view) if self._view is not None else None
        log = list(self._log)

        def make_hub() -> None:  # asyncio objects belong to their loop
            self._hub = Hub(view, self._texts, self.max_clients, log)

        self._thread = Listener(self._handle, LOOPBACK, self.requested_port, make_hub,
                                name="overlay")

    def publish(self, view: dict, log: LogChange | None = None) -> None:
        """A new spectator view for the page and every event stream (from the GUI thread; a view
        and lines handed over are never changed afterwards). ``log``: what changed in the log,
        (keep, add), for a view without one; without it, a view with its whole ``log``."""
        require_spectator(view)
        view, (keep, added) = split_log(view, log, self._log)
        del self._log[keep:]
        self._log.extend(added)
        self._view = view
        if self._thread is not None and self._hub is not None:
            self._thread.call(self._hub.publish, view, (keep, list(added)))

    def set_texts(self, texts: dict) -> None:
        """The page's texts in the interface language."""
        self._texts = to_json(texts)
        lang = str(texts.get("lang") or "en")
        self._lang = lang if lang.isalpha() and len(lang) <= 8 else "en"
        if self._thread is not None and self._hub is not None:
            self._thread.call(setattr, self._hub, "texts", self._texts)

    def stop(self) -> None:
        """Close every stream and connection and free the port."""
        thread, hub = self._thread, self._hub
        if thread is None:
            return
        thread.stop(before=hub.close if hub is not None else None)
        self._thread = self._hub = None

    # Requests (on the server's loop).
    async def _handle(self, request: web.BaseRequest) -> web.StreamResponse:
        if request.method not in ("GET", "HEAD"):
            return self._answer(405, b"method not allowed\n", TEXT, {"Allow": "GET, HEAD"})
        port = self.port
        host = request.headers.get("Host")
        if host is not None and host not in (f"{LOOPBACK}:{port}", f"localhost:{port}"):
            return self._answer(403, b"forbidden\n", TEXT)  # no DNS rebinding from a web page
        path = request.raw_path.partition("?")[0]
        if path == "/events":
            return await self._events(request)
        found = self._resource(path)
        if found is None:
            return self._answer(404, b"not found\n", TEXT)
        return self._answer(200, *found)

    def _resource(self, path: str) -> tuple[bytes, str] | None:
        hub = self._hub
        assert hub is not None
        if path in PAGE_PATHS:
            view = hub.whole() if hub.view is not None else b"null"
            data = (b'{"view":' + view + b',"texts":' + hub.texts + b"}").replace(b"<", b"\\u003c")
            page = self._page.replace(PAGE_LANG, b'<html lang="%s">' % self._lang.encode())
            return page.replace(DATA_MARK, data), "text/html; charset=utf-8"
        if path == "/view.json":
            return (hub.whole() if hub.view is not None else b"null"), "application/json; charset=utf-8"
        return self._assets.get(path)

    @staticmethod
    def _answer(status: int, body: bytes, kind: str,
                extra: dict[str, str] | None = None) -> web.Response:
        return web.Response(status=status, body=body, headers={
            "Content-Type": kind, **SECURITY_HEADERS, **(extra or {})})

    async def _events(self, request: web.BaseRequest) -> web.StreamResponse:
        """A server-sent event stream: the whole view, then each change as it is published."""
        hub = self._hub
        assert hub is not None
        if hub.streams >= hub.max_clients:
            return self._answer(503, (
                f"too many overlay pages: {hub.streams} are connected, the most is "
                f"{hub.max_clients}; close one (an unused OBS browser source?) and reload\n"
            ).encode(), TEXT, {"Retry-After": "10"})
        response = web.StreamResponse(headers={
            "Content-Type": "text/event-stream; charset=utf-8", **SECURITY_HEADERS})
        await response.prepare(request)
        if request.method == "HEAD":
            return response
        hub.streams += 1
        try:
            seen = hub.seq
            await self._send(response, b"retry: 1000\n\n" + hub.catch_up(0))
            while not hub.closed:
                if not await hub.newer(seen):
                    await self._send(response, b": keep-alive\n\n")
                    continue
                if hub.closed:
                    break
                data, seen = hub.catch_up(seen), hub.seq
                await self._send(response, data)
            await self._send(response, CLOSED_EVENT)  # the app quits, or the overlay stops
        except (ConnectionError, TimeoutError):  # the page went away, or stopped reading
            pass
        finally:
            hub.streams -= 1
        return response

    @staticmethod
    async def _send(response: web.StreamResponse, data: bytes) -> None:
        await asyncio.wait_for(response.write(data), WRITE_TIMEOUT_S)
