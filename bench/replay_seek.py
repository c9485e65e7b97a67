"""Benchmark: the replay window's seek-to-paint time: from a jump to any position (or a step) until
the table shows it, log and notes included.

Two records: bench/engine_seek.py's 20,000-action Berserk game (a sparse table, a long history)
and a 2,000-action HKK game of plausible actions (a full table: hands, areas, piles). Each is
opened in a replay window of 1500×920; then positions in random order are gone to, and steps
forward from random places, each until the table's viewport has painted it (the window idle
before each: its log dock has filled in the older lines); then jumps back to back, as a dragged
slider makes them (the log dock still filling in). Prints the time to open the window and the
median and worst of each.

    QT_QPA_PLATFORM=offscreen python bench/replay_seek.py [--seeks 100]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))


def long_record(folder: Path) -> Path:
    """engine_seek's 20,000-action record."""
    from engine_seek import record_lines

    path = folder / "long.jsonl"
    path.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in record_lines(20_000)),
                    "utf-8")
    return path


def full_table_record(folder: Path) -> Path:
    """A 2,000-action HKK game of plausible actions (undo and redo among them)."""
    from engine.demo import demo_game
    from tests.engine.oracle import play_plausibly

    path = folder / "hkk.jsonl"
    play_plausibly(demo_game("hkk", seed=5, enforcement="warn"), 2000, seed=5).save(str(path))
    return path


def measure(path: Path, seeks: int) -> dict[str, list[float]]:
    from desktop.app import wait_for_paint
    from desktop.replay.window import open_replay
    from desktop.settings import Settings

    start = time.perf_counter()
    window = open_replay(path, Settings(), viewer="spectator")
    window.resize(1500, 920)
    window.show()
    wait_for_paint(window.table.viewport())
    opened = (time.perf_counter() - start) * 1000
    length = window.replay.length
    rng = random.Random(7)
    seek, step, scrub = [], [], []
    for _ in range(seeks):
        n = rng.randrange(length + 1)
        settle(window)
        start = time.perf_counter()
        window.replay.seek(n)
        wait_for_paint(window.table.viewport())
        seek.append((time.perf_counter() - start) * 1000)
        if n < length:
            settle(window)
            start = time.perf_counter()
            window.replay.step(1)
            wait_for_paint(window.table.viewport())
            step.append((time.perf_counter() - start) * 1000)
    for _ in range(seeks):  # one jump right after another, as a dragged slider makes them
        start = time.perf_counter()
        window.replay.seek(rng.randrange(length + 1))
        wait_for_paint(window.table.viewport())
        scrub.append((time.perf_counter() - start) * 1000)
    window.close()
    return {"open": [opened], "seek": seek, "step": step, "scrub": scrub, "length": [length]}


def settle(window) -> None:
    """Let the window finish what it does while idle (the log dock's older lines, the card faces
    drawn ahead)."""
    from desktop.qt import QApplication

    while not window.log.complete or window.warmer is None or not window.warmer.done:
        QApplication.processEvents()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeks", type=int, default=100)
    args = parser.parse_args()
    from desktop.qt import QApplication
    from desktop.table.cardface import raise_pixmap_cache

    app = QApplication.instance() or QApplication([])  # noqa: F841 (lives to the end)
    raise_pixmap_cache()
    with tempfile.TemporaryDirectory() as folder:
        for name, make in (("20,000-action Berserk record", long_record),
                           ("2,000-action HKK game (a full table)", full_table_record)):
            figures = measure(make(Path(folder)), args.seeks)
            print(f"{name}: {figures['length'][0]:.0f} actions, window open and painted in "
                  f"{figures['open'][0]:.0f} ms")
            for kind, title in (("seek", "a jump"), ("step", "a step"),
                                ("scrub", "jumps back to back")):
                times = figures[kind]
                print(f"  {title:19} to paint: median {statistics.median(times):6.1f} ms, worst "
                      f"{max(times):6.1f} ms ({len(times)} times; target <= 100 ms)")


if __name__ == "__main__":
    main()
