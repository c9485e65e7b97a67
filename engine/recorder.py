"""The game record as it is written: its lines, the ``format`` lines, and the sink they go to.

A record is the header, then one line per applied action (undo and redo included). Every new line
goes to the game's :class:`RecordSink` (the autosave journal, :class:`engine.journal.Journal`, is
one; a table may give its own) *before* the history and the record take it: if the sink cannot
write it, the game takes the action back (:meth:`engine.game.Game.apply`), so nothing is shown
that is not saved.

A record of an older format is read by the rules of its day; once it is played on, a ``format``
line of today's goes before the first new action (:meth:`Recorder.record`).
"""

from __future__ import annotations

import os
from typing import Any, Protocol

from engine.errors import ActionError, JournalWriteError
from engine.formats import FORMAT
from engine.messages import msg
from engine.rules import Verdict

Line = tuple[dict[str, Any], Verdict]  # an applied action and its verdict


class RecordSink(Protocol):
    """Where a game's record lines go, durably, as they are applied.

    ``start`` writes the whole record so far (header first) and begins the sink anew; ``append``
    adds one line and returns only once it is durable. Both raise ``OSError`` (best a
    :class:`~engine.errors.JournalWriteError`) when they cannot, leaving the sink as it was.
    ``started``: whether the sink holds the record so far (a sink that is not is started with the
    whole record before its first line)."""

    @property
    def path(self) -> str | os.PathLike[str]:
        """Where the lines go (for the message when they cannot)."""
        ...

    @property
    def started(self) -> bool:
        """Whether the sink holds the game's record so far."""
        ...

    def start(self, lines: list[dict[str, Any]]) -> None:
        """Begin anew with these lines (the header and every line so far)."""
        ...

    def append(self, line: dict[str, Any]) -> None:
        """Add one line, durably, before returning."""
        ...

    def close(self) -> None:
        """Write nothing more (what was written stays)."""
        ...


def record_line(action: dict[str, Any], verdict: Verdict) -> dict[str, Any]:
    """An applied action as a record line: metadata dropped, a flagged verdict noted."""
    line = {k: v for k, v in action.items() if k[:1] != "_"}
    if verdict.flagged:
        line["_verdict"] = {"ok": False, "rule": verdict.rule, "code": verdict.code}
    return line


def format_verdict(number: int) -> Verdict:
    """The verdict of a ``format`` line: applied, citing no rule."""
    return Verdict(True, None, "format", {"format": number}, True, [], set(), [])


class Recorder:
    """A game's record: its header and applied lines, the record format whose rules the lines
    follow now, and the sink every new line goes to first."""

    def __init__(self, header: dict[str, Any]) -> None:
        self.header = header
        self.lines: list[Line] = []
        self.sink: RecordSink | None = None
        # The record format whose rules the actions follow now: today's, except while a record of
        # an older format is read (its lines keep the rules they were played under). The format
        # the record declared last (its header's, or its last ``format`` line's): a ``format``
        # line of today's goes before the first action played on after an older one.
        self.rules_format = FORMAT
        self.declared_format = int(header.get("format", 0))
        self.format_line_due = False

    def record_lines(self) -> list[dict[str, Any]]:
        """The record: the header, then every applied line."""
        return [self.header, *(record_line(action, verdict) for action, verdict in self.lines)]

    def record(self, action: dict[str, Any], verdict: Verdict, by: str) -> None:
        """An applied action's lines go to the sink, then into the record: the action, preceded
        by a ``format`` line (``by`` the player whose turn it is) when a game read from an older
        record goes on by today's rules. Raises :class:`JournalWriteError` when the sink cannot
        take them; then the record is as it was."""
        if self.format_line_due:
            marker = {"act": "format", "by": by, "format": FORMAT}
            new = [(marker, format_verdict(FORMAT)), (action, verdict)]
        else:
            new = [(action, verdict)]
        if self.sink is not None:
            self._write(new)
        if len(new) > 1:
            self.format_line_due = False
            self.declared_format = FORMAT
        self.lines.extend(new)

    def _write(self, new: list[Line]) -> None:
        """Send new lines to the sink (a sink not yet started gets the whole record first)."""
        sink = self.sink
        assert sink is not None
        try:
            if not sink.started:
                sink.start(self.record_lines())
            for action, verdict in new:
                sink.append(record_line(action, verdict))
        except JournalWriteError:
            raise
        except OSError as error:
            raise JournalWriteError(sink.path, error) from error

    def declare(self, number: Any) -> None:
        """A ``format`` line: from here on the record follows the rules of format ``number``."""
        if not isinstance(number, int) or not 1 <= number <= FORMAT:
            raise ActionError(msg("record.format_unknown", format=number, known=FORMAT))
        self.rules_format = self.declared_format = number
        self.format_line_due = False

    def end_of_record(self) -> None:
        """The record has been read: what follows is played by today's rules. If it is of an
        older format, the next action is preceded by a ``format`` line."""
        self.rules_format = FORMAT
        self.format_line_due = self.declared_format < FORMAT
