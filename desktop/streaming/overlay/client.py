"""A minimal reader of the overlay's event stream, for benchmarks, tests and scripts.

It puts each view back together from the deltas (``delta.apply_delta``), as the page does, and
notes how many bytes each event took on the wire.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import queue
import socket
import threading
import time

from desktop.streaming.overlay.delta import apply_delta
from desktop.streaming.overlay.server import LOOPBACK


class EventReader(threading.Thread):
    """Reads ``/events`` in a thread; each view arrives in ``views`` with the time it came."""

    def __init__(self, port: int) -> None:
        super().__init__(daemon=True)
        self.connection = http.client.HTTPConnection(LOOPBACK, port, timeout=30)
        self.views: queue.Queue[tuple[float, dict]] = queue.Queue()
        self.sizes: list[int] = []  # bytes of each event, as sent
        self.wholes = 0  # events that carried the whole view
        self.view: dict | None = None
        self.seq = 0
        self.failure: str | None = None
        self.closed = False  # the server said the table is closed (its last event)
        self.connection.request("GET", "/events")
        self.sock = self.connection.sock  # the response detaches it from the connection
        self.response = self.connection.getresponse()
        if not (self.response.getheader("Content-Type") or "").startswith("text/event-stream"):
            raise ConnectionError(f"http://{LOOPBACK}:{port}/events is not an event stream "
                                  f"({self.response.status})")
        self.start()

    def run(self) -> None:
        try:
            while line := self.response.readline():
                if line.startswith(b"data: "):
                    self.sizes.append(len(line) + 1)  # and the blank line that ends the event
                    self._take(json.loads(line[6:]))
        except OSError:
            pass
        except ValueError as error:  # a delta out of order: the reader stops, the test says so
            self.failure = str(error)

    def _take(self, message: dict) -> None:
        if message.get("closed"):  # the overlay stopped: no table any more
            self.closed = True
            return
        if "view" in message:
            self.wholes += 1
            self.view = message["view"]
        elif self.view is None or message["seq"] != self.seq + 1:
            raise ValueError(f"delta {message['seq']} does not follow view {self.seq}")
        else:
            self.view = apply_delta(self.view, message)
        self.seq = message["seq"]
        self.views.put((time.monotonic(), self.view))

    def next_view(self, timeout: float = 5.0) -> tuple[float, dict]:
        """The next view pushed (waits on the queue, no polling)."""
        return self.views.get(timeout=timeout)

    def until(self, wanted: dict, timeout: float = 5.0) -> None:
        """Wait until the view put together so far is ``wanted`` (one action may publish more
        than once, and a view equal to the last one is not sent again)."""
        latest = None
        with contextlib.suppress(queue.Empty):
            while True:
                latest = self.views.get_nowait()[1]
        while latest != wanted:
            latest = self.next_view(timeout)[1]

    def close(self) -> None:
        """Hang up (a blocked read returns at once) and wait for the thread."""
        with contextlib.suppress(OSError):
            self.sock.shutdown(socket.SHUT_RDWR)
        self.join(timeout=10)
        self.response.close()
        self.sock.close()
