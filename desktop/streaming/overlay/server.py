"""The overlay server: the spectator view and its page on 127.0.0.1, with the standard library.

Routes (GET and HEAD only; other methods get 405, any other path 404)::

    /, /index.html            the page, with the current view and the translated texts inlined
    /overlay.css, /overlay.js the page's own assets (read once from package data)
    /view.json                the current spectator view (card image paths left out)
    /events                   server-sent events: the view again each time it changes

Requests are matched against this fixed table, never mapped onto files, so no path (``..`` or
otherwise) reaches the file system. ``publish`` is called from the GUI thread; it is thread-safe
and wakes every waiting ``/events`` client at once. ``stop`` ends every connection, joins every
thread and frees the port.
"""

from __future__ import annotations

import contextlib
import json
import socket
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from typing import Any
from urllib.parse import urlsplit

from desktop.streaming.broadcast.spectator import public_view

LOOPBACK = "127.0.0.1"
DEFAULT_PORT = 8765
KEEPALIVE_S = 15.0
SOCKET_TIMEOUT_S = 5.0
DATA_MARK = b"__CARDTABLE_DATA__"
PAGE_PATHS = ("/", "/index.html")
ASSETS = {"/overlay.css": ("overlay.css", "text/css; charset=utf-8"),
          "/overlay.js": ("overlay.js", "text/javascript; charset=utf-8")}
SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; object-src 'none'; "
                               "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
}


def to_json(value: Any) -> bytes:
    """Compact UTF-8 JSON."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def read_static(name: str) -> bytes:
    """One of the page's files from package data (``desktop/streaming/overlay/static``)."""
    return resources.files("desktop.streaming.overlay").joinpath("static", name).read_bytes()


class Latest:
    """The newest view (JSON bytes), the page's texts, and a condition the event streams wait on."""

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self.version = 0
        self.view = b"null"
        self.texts = b"{}"
        self.closed = False

    def put_view(self, payload: bytes) -> None:
        """A new view: wake every waiting stream."""
        with self._cond:
            self.view = payload
            self.version += 1
            self._cond.notify_all()

    def put_texts(self, payload: bytes) -> None:
        """New page texts (the interface language changed)."""
        with self._cond:
            self.texts = payload

    def snapshot(self) -> tuple[int, bytes, bytes]:
        """(version, view, texts) now."""
        with self._cond:
            return self.version, self.view, self.texts

    def wait_newer(self, version: int, timeout: float) -> tuple[int, bytes] | None:
        """Wait for a view newer than ``version``; the same version back after ``timeout``;
        None once closed."""
        with self._cond:
            self._cond.wait_for(lambda: self.closed or self.version != version, timeout)
            if self.closed:
                return None
            return self.version, self.view

    def close(self) -> None:
        """Release every waiting stream for good."""
        with self._cond:
            self.closed = True
            self._cond.notify_all()

    def reopened(self) -> Latest:
        """A new, open holder with the same view and texts (for a restart)."""
        fresh = Latest()
        fresh.view, fresh.texts = self.snapshot()[1:]
        return fresh


class _Server(ThreadingHTTPServer):
    """Threads per request; ``server_close`` joins them all (no daemon threads left behind)."""

    daemon_threads = False
    block_on_close = True
    allow_reuse_address = True

    def __init__(self, port: int, latest: Latest, assets: dict[str, tuple[bytes, str]],
                 page: bytes) -> None:
        super().__init__((LOOPBACK, port), _Handler)
        self.latest = latest
        self.assets = assets
        self.page = page
        self._connections: set[socket.socket] = set()
        self._lock = threading.Lock()

    def track(self, connection: socket.socket, alive: bool) -> None:
        """Remember (or forget) an open connection, so ``drop_connections`` can end it."""
        with self._lock:
            if alive:
                self._connections.add(connection)
            else:
                self._connections.discard(connection)

    def drop_connections(self) -> None:
        """Shut every open connection down: blocked reads and writes return at once."""
        with self._lock:
            connections = list(self._connections)
        for connection in connections:
            with contextlib.suppress(OSError):  # already closed by its client
                connection.shutdown(socket.SHUT_RDWR)


class _Handler(BaseHTTPRequestHandler):
    """Serves the fixed routes; refuses everything else."""

    server: _Server
    server_version = "Cardtable"
    sys_version = ""
    timeout = SOCKET_TIMEOUT_S

    def setup(self) -> None:
        super().setup()
        self.server.track(self.connection, True)

    def finish(self) -> None:
        try:
            super().finish()
        finally:
            self.server.track(self.connection, False)

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the app's terminal is not a web server log."""

    def do_GET(self) -> None:
        self._serve(with_body=True)

    def do_HEAD(self) -> None:
        self._serve(with_body=False)

    def _refuse_method(self) -> None:
        self._send(405, b"method not allowed\n", "text/plain; charset=utf-8", True,
                   {"Allow": "GET, HEAD"})

    do_POST = do_PUT = do_DELETE = do_PATCH = do_OPTIONS = do_TRACE = do_CONNECT = _refuse_method

    def _host_ok(self) -> bool:
        """Only requests addressed to this loopback server (no DNS rebinding from a web page)."""
        host = self.headers.get("Host")
        port = self.server.server_address[1]
        return host is None or host in (f"{LOOPBACK}:{port}", f"localhost:{port}")

    def _serve(self, with_body: bool) -> None:
        if not self._host_ok():
            self._send(403, b"forbidden\n", "text/plain; charset=utf-8", with_body)
            return
        path = urlsplit(self.path).path
        if path == "/events":
            self._events(with_body)
            return
        found = self._resource(path)
        if found is None:
            self._send(404, b"not found\n", "text/plain; charset=utf-8", with_body)
            return
        self._send(200, *found, with_body)

    def _resource(self, path: str) -> tuple[bytes, str] | None:
        latest = self.server.latest
        if path in PAGE_PATHS:
            _version, view, texts = latest.snapshot()
            data = (b'{"view":' + view + b',"texts":' + texts + b"}").replace(b"<", b"\\u003c")
            return self.server.page.replace(DATA_MARK, data), "text/html; charset=utf-8"
        if path == "/view.json":
            return latest.snapshot()[1], "application/json; charset=utf-8"
        return self.server.assets.get(path)

    def _send(self, status: int, body: bytes, kind: str, with_body: bool,
              extra: dict[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        for name, value in {**SECURITY_HEADERS, **(extra or {})}.items():
            self.send_header(name, value)
        self.end_headers()
        if with_body:
            self.wfile.write(body)

    def _events(self, with_body: bool) -> None:
        """A server-sent event stream: the current view, then each new one as it is published."""
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        for name, value in SECURITY_HEADERS.items():
            self.send_header(name, value)
        self.end_headers()
        if not with_body:
            return
        latest = self.server.latest
        version, view, _texts = latest.snapshot()
        try:
            self.wfile.write(b"retry: 1000\n\ndata: " + view + b"\n\n")
            while True:
                newer = latest.wait_newer(version, KEEPALIVE_S)
                if newer is None:
                    return
                if newer[0] == version:
                    self.wfile.write(b": keep-alive\n\n")
                    continue
                version, view = newer
                self.wfile.write(b"data: " + view + b"\n\n")
        except OSError:  # the page went away (or the server is stopping)
            return


class OverlayServer:
    """The overlay on 127.0.0.1:``port`` (0: any free port) in a thread of its own."""

    def __init__(self, port: int = DEFAULT_PORT) -> None:
        self.requested_port = port
        self.latest = Latest()
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        """Whether the server is listening."""
        return self._server is not None

    @property
    def host(self) -> str:
        """The address it listens on: always the loopback."""
        return self._server.server_address[0] if self._server else LOOPBACK

    @property
    def port(self) -> int:
        """The port it listens on (the requested one until started)."""
        return self._server.server_address[1] if self._server else self.requested_port

    @property
    def url(self) -> str:
        """The page's address, for OBS's browser source."""
        return f"http://{LOOPBACK}:{self.port}/"

    def start(self) -> None:
        """Listen and serve; raises ``OSError`` when the port is taken."""
        if self._server is not None:
            return
        assets = {path: (read_static(name), kind) for path, (name, kind) in ASSETS.items()}
        if self.latest.closed:
            self.latest = self.latest.reopened()
        self._server = _Server(self.requested_port, self.latest, assets, read_static("index.html"))
        self._thread = threading.Thread(target=self._server.serve_forever, kwargs={
            "poll_interval": 0.1}, name=f"cardtable-overlay-{self.port}", daemon=True)
        self._thread.start()

    def publish(self, view: dict) -> None:
        """A new spectator view for the page and every event stream (any thread)."""
        self.latest.put_view(to_json(public_view(view)))

    def set_texts(self, texts: dict) -> None:
        """The page's texts in the interface language."""
        self.latest.put_texts(to_json(texts))

    def stop(self) -> None:
        """Close every stream and connection, join every thread, free the port."""
        server, thread = self._server, self._thread
        if server is None or thread is None:
            return
        self.latest.close()
        server.shutdown()
        server.drop_connections()
        server.server_close()
        thread.join()
        self._server = self._thread = None
