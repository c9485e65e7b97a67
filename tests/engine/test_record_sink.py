"""The engine writes its record through the RecordSink protocol (engine/recorder.py): every
applied line reaches the sink before the history and the record take it, a sink that does not
hold the record yet is started with the whole of it first, and a line the sink cannot take is an
action taken back."""

from __future__ import annotations

import errno
from typing import Any

import pytest

from engine.errors import JournalWriteError
from engine.game import Game
from engine.recorder import RecordSink

HEADER = {"ruleset": "free", "players": ["anna", "bela"], "seed": 1,
          "cards": {"wolf": {"name": "Wolf", "type": "creature"}},
          "zones": {"anna.hand": ["wolf#w1", "wolf#w2"]}}


class Sink:
    """A sink that keeps its lines in memory and notes what the game had taken when each came."""

    def __init__(self, game: Game, started: bool = False) -> None:
        self.path = "memory"
        self.started = started
        self.game = game
        self.lines: list[dict[str, Any]] = []
        self.seen: list[tuple[int, int]] = []  # (history, record lines) as each line came
        self.failing = False

    def start(self, lines: list[dict[str, Any]]) -> None:
        if self.failing:
            raise OSError(errno.ENOSPC, "full")
        self.lines = list(lines)
        self.started = True

    def append(self, line: dict[str, Any]) -> None:
        if self.failing:
            raise OSError(errno.ENOSPC, "full")
        self.seen.append((len(self.game.history), len(self.game.lines)))
        self.lines.append(line)

    def close(self) -> None:
        self.started = False


def test_every_line_reaches_the_sink_before_the_history_takes_it() -> None:
    game = Game.from_header(HEADER)
    sink = Sink(game)
    protocol: RecordSink = sink  # the protocol is all the engine asks of a sink
    game.attach_journal(protocol)
    assert sink.lines == [game.header]
    assert game.apply({"act": "move", "by": "anna", "card": "w1", "to": "anna.play"}).applied
    assert game.undo().applied and game.redo().applied
    assert sink.seen == [(0, 0), (1, 1), (0, 2)]  # each before the history or the record grew
    assert sink.lines == game.record_lines()


def test_a_sink_that_does_not_hold_the_record_gets_it_whole_before_the_next_line() -> None:
    game = Game.from_header(HEADER)
    assert game.apply({"act": "move", "by": "anna", "card": "w1", "to": "anna.play"}).applied
    sink = Sink(game)
    sink.failing = True
    game.attach_journal(sink, start=False)  # e.g. a disk that cannot be written yet
    with pytest.raises(JournalWriteError, match="memory"):
        game.apply({"act": "move", "by": "anna", "card": "w2", "to": "anna.play"})
    assert game.cards["w2"].zone == "anna.hand" and len(game.history) == len(game.lines) == 1
    sink.failing = False
    assert game.apply({"act": "move", "by": "anna", "card": "w2", "to": "anna.play"}).applied
    assert sink.lines == game.record_lines() and len(sink.lines) == 3


def test_a_sink_that_holds_the_record_only_gets_new_lines() -> None:
    game = Game.from_header(HEADER)
    sink = Sink(game, started=True)
    game.attach_journal(sink, start=False)  # a resumed journal
    assert game.apply({"act": "move", "by": "anna", "card": "w1", "to": "anna.play"}).applied
    assert sink.lines == game.record_lines()[1:]


def test_a_line_the_sink_refuses_is_an_action_taken_back() -> None:
    game = Game.from_header(HEADER)
    sink = Sink(game)
    game.attach_journal(sink)
    assert game.apply({"act": "move", "by": "anna", "card": "w1", "to": "anna.play"}).applied
    before = (game.record_lines(), list(game.history), game.cards["w2"].zone)
    sink.failing = True
    for action in ({"act": "move", "by": "anna", "card": "w2", "to": "anna.play"},
                   {"act": "undo", "by": "anna"}):
        with pytest.raises(JournalWriteError):
            game.apply(action)
        assert (game.record_lines(), list(game.history), game.cards["w2"].zone) == before
        assert game.cards["w1"].zone == "anna.play"
