"""The app's one web server: aiohttp on one asyncio event loop, in a thread of its own beside Qt's.

Whatever the app serves over HTTP runs here: the streamer's overlay (loopback only) and, while
View → Hands on phones is on, the players' phone pages (on the interface the player chose). Each
of them is a :class:`Listener`: a listening socket of its own, with its own request handler, on
the shared loop. The socket is bound in the caller's thread, so a port in use is an ``OSError``
there and then. The loop's thread starts with the first listener and ends (joined) with the last:
an app that serves nothing runs no extra thread.

Handlers run on the loop and never touch Qt or the game: the GUI thread hands them what to serve
(:meth:`Listener.call`), and a handler that needs the game asks the GUI thread and awaits the
answer (see ``desktop.phones``).

Limits, whoever connects: a connection with no request under way is closed after ``IDLE_S``
(counted from its opening while it has sent no whole request: headers sent a byte at a time win
nothing); a listener may bound how many connections one client address and all of them hold
(:class:`BoundedServer`); and what aiohttp would log about a bad request (a traceback each) is one
line each, at most ``LOG_LINES`` a ``LOG_WINDOW_S`` per listener (:class:`RequestProblems`).
"""

from __future__ import annotations

import asyncio
import collections
import logging
import socket
import sys
import threading
import time
from collections.abc import Callable, Coroutine
from typing import Any

from aiohttp import web
from aiohttp.web import RequestHandler

BACKLOG = 128
FAVICON_PX = 32  # assets/icons/cardtable-32.png: Cardtable's own icon (packaging/render_icons.py)
THREAD_NAME = "cardtable-server"
IDLE_S = 10.0  # a connection without a request under way (or a whole first one) is closed then
LOG_LINES = 10  # lines about bad requests a listener writes ...
LOG_WINDOW_S = 60.0  # ... in this many seconds; the rest are counted, and the count said
LOG_TEXT_MOST = 200  # characters of an error's own text in a line
LOG = logging.getLogger("cardtable.server")
Handler = Callable[[web.BaseRequest], Coroutine[Any, Any, web.StreamResponse]]


def shared_assets() -> dict[str, tuple[bytes, str]]:
    """The files every page of the app's server loads (path -> body, content type): the card
    lines both pages print faces with (``static/cardlines.js``), and the favicon, Cardtable's
    icon (a browser asks for ``/favicon.ico`` whatever the page says)."""
    from importlib import resources

    from engine.resources import assets_dir

    script = resources.files("desktop.streaming").joinpath("static", "cardlines.js").read_bytes()
    icon = (assets_dir() / "icons" / f"cardtable-{FAVICON_PX}.png").read_bytes()
    return {"/cardlines.js": (script, "text/javascript; charset=utf-8"),
            "/favicon.ico": (icon, "image/png")}


class LoopThread:
    """An asyncio event loop running forever in a daemon thread."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        started = threading.Event()
        self.thread = threading.Thread(target=self._run, args=(started,), name=THREAD_NAME,
                                       daemon=True)
        self.thread.start()
        started.wait()

    def _run(self, started: threading.Event) -> None:
        asyncio.set_event_loop(self.loop)
        self.loop.call_soon(started.set)
        self.loop.run_forever()
        self.loop.run_until_complete(self.loop.shutdown_default_executor())
        self.loop.close()

    def run(self, coroutine: Coroutine[Any, Any, Any]) -> Any:
        """Run ``coroutine`` on the loop and wait for its result here (never from the loop)."""
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result()

    def stop(self) -> None:
        """Stop the loop and join its thread."""
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join()


_lock = threading.Lock()
_shared: LoopThread | None = None
_users = 0


def _take_loop() -> LoopThread:
    global _shared, _users
    with _lock:
        if _shared is None:
            _shared = LoopThread()
        _users += 1
        return _shared


def _leave_loop() -> None:
    global _shared, _users
    with _lock:
        _users -= 1
        if _users == 0 and _shared is not None:
            _shared.stop()
            _shared = None


def loop_running() -> bool:
    """Whether the shared loop's thread is running (something is being served)."""
    return _shared is not None


def bind(host: str, port: int) -> socket.socket:
    """A listening TCP socket on ``host``:``port`` (0: any free port); ``OSError`` if taken."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((host, port))
        sock.listen(BACKLOG)
    except OSError:
        sock.close()
        raise
    return sock


def one_line(text: str) -> str:
    """``text`` as one short line: every run of white space one space, any other unprintable
    character escaped (no terminal control codes from a client), cut at ``LOG_TEXT_MOST``
    characters (aiohttp quotes a bad request in its errors)."""
    text = "".join(c if c.isprintable() else f"\\x{ord(c):02x}" for c in " ".join(text.split()))
    return text if len(text) <= LOG_TEXT_MOST else text[:LOG_TEXT_MOST] + "…"


class RequestProblems:
    """aiohttp's logger for one listener: what it says about a bad request or a failed
    handler becomes one line on the ``cardtable.server`` logger (never a traceback: anyone who
    can reach the port could fill the log with them), at most ``LOG_LINES`` a ``LOG_WINDOW_S``;
    how many were left out is said with the next line written. aiohttp's debug chatter (a
    client that hung up) is dropped."""

    def __init__(self, name: str, clock: Callable[[], float] = time.monotonic) -> None:
        self.name = name
        self.clock = clock
        self._window_start = -LOG_WINDOW_S
        self._written = 0
        self.left_out = 0

    def debug(self, *_args: Any, **_kwargs: Any) -> None:
        """Dropped."""

    def exception(self, message: str, *args: Any, exc_info: Any = True, **_kwargs: Any) -> None:
        """One line for ``message % args`` and the error (aiohttp calls it in ``except``)."""
        if exc_info is True:
            exc_info = sys.exc_info()
        error = exc_info[1] if isinstance(exc_info, tuple) else exc_info
        line = f"{self.name}: {one_line(message % args if args else message)}"
        if isinstance(error, BaseException):
            line += f": {type(error).__name__}: {one_line(str(error))}"
        self._say(line)

    def warning(self, message: str, *args: Any, **_kwargs: Any) -> None:
        self._say(f"{self.name}: {one_line(message % args if args else message)}")

    error = warning

    def _say(self, line: str) -> None:
        now = self.clock()
        if now - self._window_start >= LOG_WINDOW_S:
            self._window_start, self._written = now, 0
        if self._written >= LOG_LINES:
            self.left_out += 1
            return
        self._written += 1
        if self.left_out:
            LOG.warning("%s: %d more such lines left out", self.name, self.left_out)
            self.left_out = 0
        LOG.warning("%s", line)


class BoundedServer(web.Server):
    """aiohttp's low-level server holding at most ``per_address`` connections from one client
    address and ``total`` in all (None: no bound). When every place is taken, a newcomer whose
    address holds fewer than the address holding most takes the place of that address's oldest
    connection, so no number of addresses can keep out one that holds little; any other
    newcomer is closed at once."""

    def __init__(self, handler: Handler, *, per_address: int | None = None,
                 total: int | None = None, **kwargs: Any) -> None:
        super().__init__(handler, **kwargs)
        self.per_address = per_address
        self.total = total
        self._peers: dict[RequestHandler, str] = {}  # open connections, oldest first
        self.held: collections.Counter[str] = collections.Counter()  # per client address

    def connection_made(self, handler: RequestHandler, transport: asyncio.Transport) -> None:
        super().connection_made(handler, transport)
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if peer else "?"
        if self.per_address is not None and self.held[address] >= self.per_address:
            handler.force_close()
            return
        if self.total is not None and len(self._peers) >= self.total:
            heaviest, most = self.held.most_common(1)[0]
            if most <= self.held[address] + 1:
                handler.force_close()
                return
            oldest = next(h for h, a in self._peers.items() if a == heaviest)
            self._forget(oldest)
            oldest.force_close()
        self._peers[handler] = address
        self.held[address] += 1

    def connection_lost(self, handler: RequestHandler, exc: BaseException | None = None) -> None:
        self._forget(handler)
        super().connection_lost(handler, exc)

    def _forget(self, handler: RequestHandler) -> None:
        address = self._peers.pop(handler, None)
        if address is not None:
            self.held[address] -= 1
            if not self.held[address]:
                del self.held[address]


class Listener:
    """``handler`` serving the connections of one listening socket on the shared loop.

    ``setup`` runs on the loop before the first request can arrive (asyncio objects belong to
    their loop). ``stop`` closes the socket and every connection of this listener only.
    ``name`` leads its log lines; ``per_address`` and ``total`` bound its connections
    (:class:`BoundedServer`).
    """

    def __init__(self, handler: Handler, host: str, port: int,
                 setup: Callable[[], None] | None = None, name: str = "server",
                 per_address: int | None = None, total: int | None = None) -> None:
        self.sock = bind(host, port)
        self.address: tuple[str, int] = self.sock.getsockname()[:2]
        self.problems = RequestProblems(f"{name} {self.address[0]}:{self.address[1]}")
        self._limits = {"per_address": per_address, "total": total}
        self.server: BoundedServer | None = None
        self._handler = handler
        self._runner: web.ServerRunner | None = None
        self._shared = _take_loop()
        self.loop = self._shared.loop
        try:
            self._shared.run(self._serve(setup))
        except Exception as error:
            self.sock.close()
            _leave_loop()
            raise OSError(f"the server could not start: {error}") from error

    async def _serve(self, setup: Callable[[], None] | None) -> None:
        if setup is not None:
            setup()
        # A client that hangs up ends its handler at once (an event stream frees its place).
        self.server = BoundedServer(self._handler, access_log=None, handler_cancellation=True,
                                    keepalive_timeout=IDLE_S, logger=self.problems,
                                    **self._limits)
        self._runner = web.ServerRunner(self.server, handle_signals=False, shutdown_timeout=5.0)
        await self._runner.setup()
        await web.SockSite(self._runner, self.sock).start()

    def call(self, function: Callable[..., Any], *args: Any) -> None:
        """Run ``function(*args)`` on the loop, after whatever was handed over before."""
        self.loop.call_soon_threadsafe(function, *args)

    def stop(self, before: Callable[[], Any] | None = None) -> None:
        """``before()`` on the loop (awaited if it returns an awaitable), then close the socket
        and every connection; the loop's thread ends with the last listener."""
        async def shut() -> None:
            if before is not None:
                result = before()
                if asyncio.iscoroutine(result):
                    await result
            if self._runner is not None:
                await self._runner.cleanup()

        try:
            self._shared.run(shut())
        finally:
            self.sock.close()
            _leave_loop()
