"""The thread a link's callbacks run on (no Qt).

Decrypting and checking happen on the network threads; what passes is queued here and handed to
the link's callbacks one at a time, in the order it arrived. A callback that raises is logged and
the link goes on. The desktop marshals from this thread to Qt's (a queued signal).
"""

from __future__ import annotations

import heapq
import itertools
import logging
import queue
import threading
import time
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)
_STOP = object()


class Dispatcher:
    """One daemon thread running queued calls, and calls due at a time (:meth:`call_later`)."""

    def __init__(self, name: str) -> None:
        self._queue: queue.SimpleQueue[Any] = queue.SimpleQueue()
        self._timers: list[tuple[float, int, Callable[..., None], tuple[Any, ...]]] = []
        self._order = itertools.count()
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def call(self, function: Callable[..., None], *args: Any) -> None:
        """Run ``function(*args)`` on the thread, after everything queued before."""
        self._queue.put((function, args))

    def call_later(self, delay: float, function: Callable[..., None], *args: Any) -> None:
        """Run ``function(*args)`` on the thread ``delay`` seconds from now."""
        with self._lock:
            heapq.heappush(self._timers, (time.monotonic() + delay, next(self._order), function, args))
        self._queue.put(None)  # wakes the thread to wait for the new deadline

    def on_thread(self) -> bool:
        """Whether the caller is this dispatcher's thread."""
        return threading.current_thread() is self._thread

    def stop(self, timeout: float = 5.0) -> None:
        """Run what is queued, then end the thread (waited for, unless called from it)."""
        self._queue.put(_STOP)
        if not self.on_thread():
            self._thread.join(timeout)

    def _due(self) -> tuple[list[tuple[Callable[..., None], tuple[Any, ...]]], float | None]:
        """The timers due now, and the seconds until the next one."""
        now = time.monotonic()
        due = []
        with self._lock:
            while self._timers and self._timers[0][0] <= now:
                _, _, function, args = heapq.heappop(self._timers)
                due.append((function, args))
            wait = max(0.0, self._timers[0][0] - now) if self._timers else None
        return due, wait

    def _run(self) -> None:
        while True:
            due, wait = self._due()
            for function, args in due:
                self._invoke(function, args)
            try:
                item = self._queue.get(timeout=wait) if wait is not None else self._queue.get()
            except queue.Empty:
                continue
            if item is _STOP:
                return
            if item is not None:
                self._invoke(*item)

    @staticmethod
    def _invoke(function: Callable[..., None], args: tuple[Any, ...]) -> None:
        try:
            function(*args)
        except Exception:
            log.exception("an online link's callback failed")
