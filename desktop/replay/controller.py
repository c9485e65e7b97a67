"""The replay's cursor: a timeline, a position in it and a viewer, and what they show.

Like the live table's controller it hands on views and log lines (the log dock, the table and the
streaming window follow it the same way), but it never applies anything: moving the cursor asks
the engine's :class:`~engine.timeline.Timeline` for the view after that action (about a
millisecond, however long the record) and for the log lines the reader lacks.
"""

from __future__ import annotations

import bisect
from typing import TYPE_CHECKING, Any

from desktop.qt import QObject, Signal

if TYPE_CHECKING:
    from engine.protocol import Question
    from engine.timeline import Timeline

FIRST_LOG_LINES = 60  # the newest lines at once (more than a log dock shows), the rest when idle
JUDGE = "judge"
SPECTATOR = "spectator"
# The marks one may jump between: the timeline's own, problems being refused or flagged actions.
JUMPS = ("turns", "problems", "notes", "failed")


class TimelineAt:
    """The timeline at the cursor, asked as a game is asked (``view``, ``log_since``,
    ``log_lines``): what the broadcast window and the overlay follow."""

    def __init__(self, replay: ReplayController) -> None:
        self.replay = replay

    def view(self, viewer: str, log: bool = False) -> dict[str, Any]:
        """The view at the cursor as ``viewer`` may see it."""
        return self.replay.timeline.view(self.replay.position, viewer, log)

    def log_since(self, viewer: str, mark: Any = None, most: int | None = None) -> Any:
        """The log lines a reader who has them up to ``mark`` lacks, at the cursor."""
        return self.replay.timeline.log_since(self.replay.position, viewer, mark, most)

    def log_lines(self, viewer: str, start: int = 0, stop: int | None = None) -> list[dict]:
        """Lines ``start`` to ``stop`` of the log at the cursor."""
        return self.replay.timeline.log_lines(self.replay.position, viewer, start, stop)


class ReplayController(QObject):
    """A timeline looked at from one position, as one viewer (a player, the spectator or, only
    when chosen, the judge). ``live``: the record of a game still being played (Review this
    game): its hidden cards are never shown to the audience."""

    changed = Signal(object)      # the view at the new position (or as the new viewer)
    logged = Signal(int, object)  # the log as the viewer reads it: keep N lines, add these

    def __init__(self, timeline: Timeline, viewer: str = SPECTATOR, at: int = 0,
                 live: bool = False) -> None:
        super().__init__()
        self.timeline = timeline
        self.live = live
        self.viewer = viewer if viewer in self.viewers() else SPECTATOR
        self.position = timeline.position(at)
        self.game = TimelineAt(self)
        self.view: dict[str, Any] = {}
        self.marks: dict[str, list[int]] = {}
        self._log_reader: tuple[str, Any] | None = None
        # The pictures of the record's card set, where they are not the app's (a broadcast that
        # follows this replay draws with them too): set by desktop.replay.window.
        self.art_provider: Any = None
        self._read_marks()

    @property
    def may_reveal(self) -> bool:
        """Whether the streamer may show the audience every card: only a finished record's
        replay (never the live game's), and only where the judge exists (no player is called
        so)."""
        return not self.live and JUDGE in self.viewers()

    def _read_marks(self) -> None:
        marks = self.timeline.marks()
        marks["problems"] = sorted(marks["refused"] + marks["flagged"])
        self.marks = marks

    # Who looks.
    def viewers(self) -> list[str]:
        """Every viewer the replay can show: the players, the spectator, the judge (unless a
        player is called "judge": then only that player's own view exists)."""
        players = list(self.timeline.game.players)
        return [*players, SPECTATOR] + ([JUDGE] if JUDGE not in players else [])

    @property
    def players(self) -> list[str]:
        """The players in seat order."""
        return list(self.timeline.game.players)

    @property
    def bottom(self) -> str:
        """Whose seat is at the bottom: the viewer's, else the first player's (as the
        broadcast's)."""
        return self.viewer if self.viewer in self.players else self.players[0]

    def set_viewer(self, viewer: str) -> None:
        """Show the table as ``viewer`` from now on (the log is read again, as they read it)."""
        if viewer not in self.viewers():
            raise ValueError(f"no such viewer: {viewer!r}")
        if viewer != self.viewer or not self.view:
            self.viewer = viewer
            self.refresh()

    # Where the cursor is.
    @property
    def length(self) -> int:
        """How many actions the record has."""
        return int(self.timeline.length)

    def seek(self, n: int) -> None:
        """Show the position after action ``n`` (kept within the record)."""
        n = self.timeline.position(n)
        if n != self.position or not self.view:
            self.position = n
            self.refresh()

    def step(self, delta: int) -> None:
        """``delta`` actions on (negative: back)."""
        self.seek(self.position + delta)

    def mark_from(self, kind: str, forward: bool) -> int | None:
        """The nearest mark of ``kind`` (``JUMPS``) after the cursor (or before it), if any."""
        marks = self.marks.get(kind) or []
        if forward:
            index = bisect.bisect_right(marks, self.position)
            return marks[index] if index < len(marks) else None
        index = bisect.bisect_left(marks, self.position)
        return marks[index - 1] if index else None

    def jump(self, kind: str, forward: bool = True) -> bool:
        """Go to the nearest mark of ``kind`` ahead (or behind); False where there is none."""
        found = self.mark_from(kind, forward)
        if found is None:
            return False
        self.seek(found)
        return True

    def set_timeline(self, timeline: Any) -> None:
        """The record read again (a journal that grew, the live game further on): the same
        position and viewer where they still exist."""
        self.timeline = timeline
        self._read_marks()
        self.position = timeline.position(self.position)
        self._log_reader = None
        self.refresh()

    # What is shown.
    def refresh(self) -> None:
        """Hand on the view at the cursor and the log lines the reader lacks."""
        self.view = self.timeline.view(self.position, self.viewer)
        self._hand_on_log()
        self.changed.emit(self.view)

    def view_of(self, viewer: str) -> dict:
        """``viewer``'s view at the cursor (the judge's, for a finished game revealed)."""
        return self.view if viewer == self.viewer else self.timeline.view(self.position, viewer)

    def questions_of(self, viewer: str) -> list[Question]:
        """The questions open at the cursor, as ``viewer`` may see them."""
        return self.timeline.state_at(self.position).questions(viewer)

    def reread_log(self) -> None:
        """Hand on the log again from its newest lines (a log view that starts, or changes its
        language); the view asks :meth:`log_lines` for the older ones."""
        self._log_reader = None
        self._hand_on_log()

    def log_lines(self, start: int, stop: int) -> list[dict]:
        """Lines ``start`` to ``stop`` of the log at the cursor, as the viewer reads them."""
        return self.game.log_lines(self.viewer, start, stop)

    def _hand_on_log(self) -> None:
        viewer = self.viewer
        reader = self._log_reader
        mark = reader[1] if reader is not None and reader[0] == viewer else None
        keep, lines, mark = self.game.log_since(viewer, mark, most=FIRST_LOG_LINES)
        self._log_reader = (viewer, mark)
        self.logged.emit(keep, lines)
