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
"""

from __future__ import annotations

import asyncio
import socket
import threading
from collections.abc import Callable, Coroutine
from typing import Any

from aiohttp import web

BACKLOG = 128
FAVICON_PX = 32  # assets/icons/cardtable-32.png: Cardtable's own icon (packaging/render_icons.py)
THREAD_NAME = "cardtable-server"
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


class Listener:
    """``handler`` serving the connections of one listening socket on the shared loop.

    ``setup`` runs on the loop before the first request can arrive (asyncio objects belong to
    their loop). ``stop`` closes the socket and every connection of this listener only.
    """

    def __init__(self, handler: Handler, host: str, port: int,
                 setup: Callable[[], None] | None = None) -> None:
        self.sock = bind(host, port)
        self.address: tuple[str, int] = self.sock.getsockname()[:2]
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
        server = web.Server(self._handler, access_log=None, handler_cancellation=True)
        self._runner = web.ServerRunner(server, handle_signals=False, shutdown_timeout=5.0)
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
