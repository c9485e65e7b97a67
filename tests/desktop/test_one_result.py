"""Issue 29, one door: each applied action gives one Result that every listener reads (the
table, the docks, the procedures, the broadcast, the overlay and the phones); the engine is asked
once for each viewer's view and once for the open question."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from desktop.seating import Result

COUNTED = ("view", "pending", "preventable", "outcome", "legal_phases", "sources", "questions")


class EngineCalls:
    """Counts the calls of the game's questions, by method and viewer."""

    def __init__(self, game: Any, monkeypatch: pytest.MonkeyPatch) -> None:
        self.calls: Counter[tuple[str, str]] = Counter()
        for name in COUNTED:
            monkeypatch.setattr(game, name, self.counting(name, getattr(game, name)))

    def counting(self, name: str, method: Any) -> Any:
        def counted(*args: Any, **keys: Any) -> Any:
            self.calls[(name, str(args[0]) if args else "")] += 1
            return method(*args, **keys)
        return counted

    def take(self) -> Counter[tuple[str, str]]:
        calls, self.calls = self.calls, Counter()
        return calls


@pytest.fixture
def watched_table(open_window, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, EngineCalls]:
    """An HKK table with every listener on: both seats' phones' server, the broadcast window."""
    from spectator_games import hkk_game

    window = open_window(hkk_game())
    assert window.streaming.start_phones("127.0.0.1", 0) is not None
    window.streaming.open_broadcast()
    return window, EngineCalls(window.game, monkeypatch)


def test_one_applied_action_asks_each_viewer_once_and_the_question_once(watched_table) -> None:
    window, engine = watched_table
    received: list[Result] = []
    window.controller.changed.connect(received.append)
    for command in (window.ops.draw, window.ops.end_turn):
        engine.take()
        command()
        calls = engine.take()
        views = {viewer: n for (name, viewer), n in calls.items() if name == "view"}
        # The table's viewer, the audience and each player's phone: one view each.
        assert set(views) >= {"spectator", *window.game.players}, (command, calls)
        assert all(n == 1 for n in views.values()), (command, calls)
        assert sum(n for (name, _), n in calls.items() if name == "pending") == 1, calls
        assert sum(n for (name, _), n in calls.items() if name == "preventable") <= 1, calls
        assert not [key for key in calls if key[0] in ("outcome", "legal_phases")], calls
        assert all(n == 1 for (name, _), n in calls.items() if name == "sources"), calls
        # Each phone's open questions, once per seat.
        asked = {viewer: n for (name, viewer), n in calls.items() if name == "questions"}
        assert set(asked) >= set(window.game.players) and set(asked.values()) == {1}, calls
    assert len(received) >= 2 and received[-1] is window.controller.result
