"""The command line's counter for jobs that take more than a second (engine/progress.py)."""

from __future__ import annotations

import io

import pytest

from engine import progress
from engine.progress import Counter


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.fixture
def clock(monkeypatch) -> Clock:
    fake = Clock()
    monkeypatch.setattr(progress.time, "monotonic", fake)
    return fake


def test_a_quick_job_says_nothing(clock) -> None:
    out = io.StringIO()
    counter = Counter(out, "set")
    for done in range(0, 100_001, 500):
        clock.now += 0.004  # 0.8 s in all
        counter(done, 100_000)
    counter.finish()
    assert out.getvalue() == ""


def test_into_a_file_a_line_every_few_seconds_and_the_last(clock) -> None:
    out = io.StringIO()
    counter = Counter(out, "set")
    for done in range(0, 100_001, 1000):
        clock.now += 0.2  # 20 s in all
        counter(done, 100_000)
    lines = out.getvalue().splitlines()
    assert lines[0] == "set: 4,000 / 100,000"  # after the first second
    assert lines[-1] == "set: 100,000 / 100,000"
    assert 4 <= len(lines) <= 6


def test_on_a_terminal_one_line_rewritten_and_cleared(clock) -> None:
    out = Terminal()
    counter = Counter(out, "proofs.pdf")
    for done in range(1, 11):
        clock.now += 0.5
        counter(done, 10)
    counter.finish()
    text = out.getvalue()
    assert "\n" not in text
    assert text.count("\r\x1b[K") >= 9 and text.endswith("\r\x1b[K")
    assert "proofs.pdf: 10 / 10" in text
