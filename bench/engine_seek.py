"""Benchmark: seeking in a 20,000-action record (issue 14: any position within 100 ms).

The record is bench/engine_replay.py's Berserk game (draw, to play, destroy, to the bottom of
the deck, over and over), with an undo and a redo now and then. It is read once into a
``Timeline``; then the view after action N, as a spectator and as the judge, is asked for at
positions in random order, and at the farthest from a snapshot. Prints the reading time, the seek
times (median and worst), and the time of ``python -m engine view FILE --at N`` as a whole process.

    python bench/engine_seek.py [--actions 20000] [--seeks 300]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))


def record_lines(actions: int) -> list[dict]:
    """engine_replay's record, with an undo and a redo every 100 actions."""
    from engine_replay import build_record

    header, *plain = build_record(actions)
    lines: list[dict] = [header]
    for index, action in enumerate(plain):
        lines.append(action)
        if index % 100 == 50 and len(lines) < actions:
            lines += [{"act": "undo", "by": "anna"}, {"act": "redo", "by": "anna"}]
    return lines[:actions + 1]


def timed_ms(function: Callable[..., object], *args: object) -> float:
    """How long ``function(*args)`` took, in ms."""
    start = time.perf_counter()
    function(*args)
    return (time.perf_counter() - start) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=20_000)
    parser.add_argument("--seeks", type=int, default=300)
    args = parser.parse_args()
    from engine.history import SNAPSHOT_EVERY
    from engine.timeline import Timeline

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "long.jsonl"
        lines = record_lines(args.actions)
        path.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines), "utf-8")
        start = time.perf_counter()
        timeline = Timeline.load(str(path))
        read_ms = (time.perf_counter() - start) * 1000
        length = timeline.length
        rng = random.Random(7)
        positions = [rng.randrange(length + 1) for _ in range(args.seeks)]
        spectator = [timed_ms(timeline.view, n, "spectator") for n in positions]
        judge = [timed_ms(timeline.view, n, "judge") for n in positions]
        # The farthest from a snapshot: just before one, reached from far away each time.
        far = [n for n in range(SNAPSHOT_EVERY - 1, length, SNAPSHOT_EVERY)][:40]
        farthest = []
        for n in far:
            timeline.view(0, "spectator")
            farthest.append(timed_ms(timeline.view, n, "spectator"))
        tail = [timed_ms(timeline.log_lines, n, "spectator", max(0, timeline.log_size(n) - 30))
                for n in positions]
        cli = {}
        for at in (length // 2, length):
            command = [sys.executable, "-m", "engine", "view", str(path), "--as", "spectator",
                       "--at", str(at)]
            runs = []
            for _ in range(3):
                start = time.perf_counter()
                subprocess.run(command, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
                runs.append((time.perf_counter() - start) * 1000)
            cli[at] = statistics.median(runs)
    print(f"record: {length} actions; read once into a timeline in {read_ms:.0f} ms "
          f"(a snapshot every {SNAPSHOT_EVERY} steps)")
    for name, times in (("view after action N, spectator", spectator),
                        ("view after action N, judge", judge),
                        ("view just before a snapshot", farthest),
                        ("the 30 log lines before N", tail)):
        print(f"{name:32} median {statistics.median(times):6.2f} ms, worst {max(times):6.2f} ms "
              f"({len(times)} seeks; target <= 100 ms)")
    for at, ms in cli.items():
        print(f"python -m engine view --at {at}: {ms:.0f} ms (whole process, median of 3)")


if __name__ == "__main__":
    main()
