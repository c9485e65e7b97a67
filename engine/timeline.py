"""Seeking in a game record: any position, cheaply, as a replay window asks for it.

>>> timeline = Timeline.load("game.jsonl")                      # doctest: +SKIP
>>> timeline.view(120, "spectator")["turn"]                     # doctest: +SKIP
{'active': 'bela', 'phase': 'main', 'number': 7}

A :class:`Timeline` reads a record once, every action applied as :meth:`Game.load` applies them
(a record older than record formats by the rules it was played under; a scenario file, one with
``expect`` lines, by today's rules, as ``engine check`` judges it). Position ``n`` is the game
after its first ``n`` actions (0: the header's position). For each position it keeps the step
the history had reached (engine/history.py) and the verdict of the action that led there, so:

- the view after any action costs a restored snapshot and at most ``SNAPSHOT_EVERY - 1`` actions
  carried out again, however long the record is;
- the log up to any action is the path of steps up to it: its newest lines cost only themselves;
- the positions a timeline marks (turn starts, refused and flagged verdicts, rule notes) and the
  scenario's expectations (passed or not) are found on the one reading.
"""

from __future__ import annotations

from typing import Any

from engine.errors import RecordError
from engine.game import Game, LogTail
from engine.history import Step
from engine.record import Record, read_record
from engine.rules import Verdict
from engine.scenario import check_expectation
from engine.state import SPECTATOR
from engine.view import log_size, log_tail, make_view, path_lines


class Expectation:
    """An ``expect`` line of a scenario and how it fared at its place in the record."""

    __slots__ = ("expect", "line", "problems")

    def __init__(self, line: int, expect: Any, problems: list[str]) -> None:
        self.line = line
        self.expect = expect
        self.problems = problems  # empty: it held

    @property
    def passed(self) -> bool:
        """Whether the expectation held."""
        return not self.problems

    def to_dict(self) -> dict[str, Any]:
        """The expectation as JSON-ready data."""
        return {"line": self.line, "expect": self.expect, "passed": self.passed,
                "problems": list(self.problems)}


class Timeline:
    """A game record read once, to be looked at from any position (see the module's text)."""

    def __init__(self, game: Game, path: str = "") -> None:
        self.path = path
        self.game = game  # the record read to its end (never changed by seeking)
        self.tops: list[Step | None] = [None]  # position -> the newest step of its history
        self.verdicts: list[Verdict | None] = [None]  # position -> the verdict that led there
        self.actions: list[dict[str, Any]] = []  # action n is actions[n - 1]
        self.lines: list[int] = []  # the record line of each action
        self.turn_starts: list[int] = [0]
        self.expected: dict[int, list[Expectation]] = {}  # position -> expectations checked there
        self._cursor = Game(game.header, game.initial_definitions, game.ruleset,
                            game.header_rules)
        self._at = 0

    # ----------------------------------------------------------------- reading

    @classmethod
    def load(cls, path: str) -> Timeline:
        """The timeline of a record file (a saved game, a journal read as a record, a scenario);
        raises RecordError (``FILE:LINE``) for a file that cannot be read or a bad line."""
        record = read_record(path)
        return cls.from_lines(record.header, record.lines, path, record.header_line)

    @classmethod
    def load_journal(cls, path: str) -> Timeline:
        """The timeline of an autosave journal: its checksums checked, a torn last line (a
        crash) left out (:meth:`load` finds out by itself that a file is a journal)."""
        record = read_record(path, journal=True)
        return cls.from_lines(record.header, record.lines, path, record.header_line)

    @classmethod
    def from_record(cls, record: Record, path: str = "") -> Timeline:
        """The timeline of a parsed record."""
        return cls.from_lines(record.header, record.lines, path, record.header_line)

    @classmethod
    def from_lines(cls, header: Any, lines: list[tuple[int, dict[str, Any]]], path: str = "",
                   header_line: int = 1) -> Timeline:
        """The timeline of a header and the later lines (``(line number, object)``: actions and
        expectations) of a record."""
        scenario = any("expect" in line for _, line in lines)
        game = Game.from_header_at(header, path, header_line, today=scenario)
        timeline = cls(game, path)
        timeline._read(lines)
        game.end_of_record()
        return timeline

    def _read(self, lines: list[tuple[int, dict[str, Any]]]) -> None:
        game = self.game
        turn = (game.active, game.turns[game.active])
        for number, line in lines:
            try:
                if "act" not in line:
                    problems = check_expectation(game, self.verdicts[-1], line["expect"])
                    self.expected.setdefault(self.length, []).append(
                        Expectation(number, line["expect"], problems))
                    continue
                verdict = game.apply(line)
            except RecordError as error:
                raise error.located(self.path, number) from None
            self.actions.append(line)
            self.lines.append(number)
            self.verdicts.append(verdict)
            self.tops.append(game.log[-1] if game.log else None)
            now = (game.active, game.turns[game.active])
            if now != turn:
                self.turn_starts.append(self.length)
                turn = now

    # ----------------------------------------------------------------- positions

    @property
    def length(self) -> int:
        """How many actions the record has (positions go from 0 to this)."""
        return len(self.actions)

    def position(self, n: int) -> int:
        """``n`` kept within 0 … :attr:`length`."""
        return max(0, min(int(n), self.length))

    def marks(self) -> dict[str, list[int]]:
        """The positions a timeline marks: where a turn starts (0 included), where an action was
        refused, flagged (carried out against the rules, warn mode) or shaped by a rule that the
        verdict cites (a rule note), and where a scenario's expectation failed."""
        refused, flagged, notes = [], [], []
        for n, verdict in enumerate(self.verdicts):
            if verdict is None:
                continue
            if not verdict.applied:
                refused.append(n)
            elif verdict.flagged:
                flagged.append(n)
            elif verdict.rule is not None:
                notes.append(n)
        failed = [n for n, found in sorted(self.expected.items())
                  if any(not e.passed for e in found)]
        return {"turns": list(self.turn_starts), "refused": refused, "flagged": flagged,
                "notes": notes, "failed": failed}

    def verdict(self, n: int) -> Verdict | None:
        """The verdict of action ``n`` (the one that led to position ``n``; None at 0)."""
        return self.verdicts[self.position(n)]

    def action(self, n: int) -> dict[str, Any] | None:
        """Action ``n`` as the record has it (None at 0)."""
        n = self.position(n)
        return self.actions[n - 1] if n else None

    def line(self, n: int) -> int | None:
        """The record's line number of action ``n`` (None at 0)."""
        n = self.position(n)
        return self.lines[n - 1] if n else None

    def expectations(self, n: int) -> list[Expectation]:
        """The ``expect`` lines that follow action ``n`` in the record (checked at position n)."""
        return list(self.expected.get(self.position(n), []))

    # ----------------------------------------------------------------- what a position shows

    def state_at(self, n: int) -> Game:
        """A game in the state of position ``n``, for looking only (its history is not that of the
        position, and the next seek changes it): a snapshot restored, a few actions carried out."""
        n = self.position(n)
        if n != self._at:
            self._cursor.past.replay_steps(self._cursor, self.tops[n])
            self._at = n
        return self._cursor

    def view(self, n: int, viewer: str, log: bool = False) -> dict[str, Any]:
        """The view after action ``n`` as ``viewer`` (a player, ``spectator``, or ``judge``: every
        card face up, deck order shown) may see it; ``log=True`` adds the log up to it."""
        game = self.state_at(n)
        viewer = game.viewer(viewer)
        view = make_view(game, viewer)
        view["log_size"] = self.log_size(n)
        if log:
            view["log"] = self.log_lines(n, viewer)
        return view

    def log_size(self, n: int) -> int:
        """How many lines the log has at position ``n``."""
        return log_size(self.tops[self.position(n)])

    def log_lines(self, n: int, viewer: str = SPECTATOR, start: int = 0,
                  stop: int | None = None) -> list[dict[str, Any]]:
        """Lines ``start`` to ``stop`` of the log at position ``n``, oldest first, as ``viewer``
        may read them. Costs the steps from the position's newest back to ``start``."""
        top = self.tops[self.position(n)]
        steps: list[Step] = []
        for step in top.path() if top is not None else ():
            if step.line < start:
                break
            if stop is None or step.line < stop:
                steps.append(step)
        steps.reverse()
        game = self._cursor
        return path_lines(game, steps, game.viewer(viewer))

    def log_since(self, n: int, viewer: str, mark: Any = None,
                  most: int | None = None) -> LogTail:
        """What a reader of the log who has it up to ``mark`` lacks at position ``n`` (as
        :meth:`Game.log_since`): stepping one action costs one line. With ``most``, at most the
        newest ``most`` lines (a jump across a long record costs no more than a step)."""
        game = self._cursor
        return log_tail(game, self.tops[self.position(n)], game.viewer(viewer), mark, most)

    # ----------------------------------------------------------------- going on from a position

    def history(self, n: int) -> list[dict[str, Any]]:
        """The applied actions at position ``n``, oldest first (what was undone left out)."""
        top = self.tops[self.position(n)]
        return [] if top is None else [step.action for step in reversed(list(top.path()))]

    def game_at(self, n: int) -> Game:
        """A new game at position ``n`` to go on playing from (take over): its history is the
        position's (undo works as far back as the record's start), nothing to redo."""
        top = self.tops[self.position(n)]
        game = Game(self.game.header, self.game.initial_definitions, self.game.ruleset,
                    self.game.header_rules)
        game.past.go_on_from(game, top)
        game.recorder.lines = [(step.action, step.verdict) for step in game.past.log]
        game.end_of_record()
        return game
