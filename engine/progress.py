"""Progress of a long job on the command line: a counter on stderr once the job takes a while.

A job that may take more than a second (reading a 100,000-row card set, drawing its proofs)
calls a :class:`Counter` with ``(done, total)`` as it goes. Nothing is written for the first
second (a quick job stays silent, its output unchanged); then, on a terminal, one line that
rewrites itself (``\\r``) a few times a second and is cleared at the end; into a file or a pipe,
a line every few seconds.
"""

from __future__ import annotations

import time
from typing import TextIO

QUIET_SECONDS = 1.0  # a job shorter than this shows nothing
TERMINAL_EVERY = 0.2  # seconds between rewrites of the line on a terminal
LOG_EVERY = 5.0  # seconds between lines into a file or a pipe


class Counter:
    """``Counter(sys.stderr, "cards.csv")(done, total)``: ``cards.csv: 12,345 / 100,000``."""

    def __init__(self, stream: TextIO, label: str = "") -> None:
        self.stream = stream
        self.label = label
        self.started = time.monotonic()
        self.shown_at = 0.0
        self.shown = False
        try:
            self.terminal = stream.isatty()
        except (AttributeError, ValueError):
            self.terminal = False

    def __call__(self, done: int, total: int, label: str | None = None) -> None:
        if label is not None:
            self.label = label
        now = time.monotonic()
        if now - self.started < QUIET_SECONDS:
            return
        if now - self.shown_at < (TERMINAL_EVERY if self.terminal else LOG_EVERY) and done < total:
            return
        self.shown_at = now
        text = f"{self.label}: {done:,} / {total:,}" if self.label else f"{done:,} / {total:,}"
        try:
            if self.terminal:
                self.stream.write("\r\x1b[K" + text)
            else:
                self.stream.write(text + "\n")
            self.stream.flush()
        except (OSError, ValueError):
            return
        self.shown = True

    def finish(self) -> None:
        """Clear the terminal's counter line (a file keeps its lines)."""
        if self.shown and self.terminal:
            try:
                self.stream.write("\r\x1b[K")
                self.stream.flush()
            except (OSError, ValueError):
                pass
        self.shown = False
