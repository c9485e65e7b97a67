"""A minimal reader of the overlay's event stream, for benchmarks, tests and scripts."""

from __future__ import annotations

import contextlib
import http.client
import json
import queue
import socket
import threading
import time

from desktop.streaming.overlay.server import LOOPBACK


class EventReader(threading.Thread):
    """Reads ``/events`` in a thread; each view arrives in ``views`` with the time it came."""

    def __init__(self, port: int) -> None:
        super().__init__(daemon=True)
        self.connection = http.client.HTTPConnection(LOOPBACK, port, timeout=30)
        self.views: queue.Queue[tuple[float, dict]] = queue.Queue()
        self.connection.request("GET", "/events")
        self.sock = self.connection.sock  # the response detaches it from the connection
        self.response = self.connection.getresponse()
        if not (self.response.getheader("Content-Type") or "").startswith("text/event-stream"):
            raise ConnectionError(f"http://{LOOPBACK}:{port}/events is not an event stream")
        self.start()

    def run(self) -> None:
        try:
            while line := self.response.readline():
                if line.startswith(b"data: "):
                    self.views.put((time.monotonic(), json.loads(line[6:])))
        except OSError:
            pass

    def next_view(self, timeout: float = 5.0) -> tuple[float, dict]:
        """The next view pushed (waits on the queue, no polling)."""
        return self.views.get(timeout=timeout)

    def until(self, wanted: dict, timeout: float = 5.0) -> None:
        """Wait until ``wanted`` is pushed (one action may publish more than once: a hand-off
        redraws the table too)."""
        while self.next_view(timeout)[1] != wanted:
            pass

    def close(self) -> None:
        """Hang up (a blocked read returns at once) and wait for the thread."""
        with contextlib.suppress(OSError):
            self.sock.shutdown(socket.SHUT_RDWR)
        self.join(timeout=10)
        self.response.close()
        self.sock.close()
