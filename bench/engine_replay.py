"""Benchmark: `python -m engine replay` on a 20,000-action Berserk record, against a process that
only parses the same lines with json.loads. Prints actions per second and the ratio.

The record repeats four actions, cycling through 100 cards: draw; move the drawn card to play;
destroy it; move it to the bottom of the deck.

    python bench/engine_replay.py [--actions 20000] [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PARSE_ONLY = (
    "import json, sys\n"
    "for line in open(sys.argv[1], encoding='utf-8'):\n"
    "    json.loads(line)\n"
)


def build_record(actions: int, cards: int = 100) -> list[dict]:
    """A Berserk record: a 100-card deck, then draw / play / destroy / to the bottom, repeated."""
    labels = [f"k{i}" for i in range(cards)]
    header = {
        "ruleset": "berserk", "players": ["anna", "bela"], "seed": 1,
        "cards": {
            "hero": {"name": "Воевода", "type": "hero", "life": 20},
            "troll": {"name": "Тролль", "type": "creature", "cost": 4, "life": 5, "strike": [2, 3, 4]},
        },
        "zones": {"anna.deck": [f"troll#{label}" for label in labels],
                  "anna.play": ["hero#ha"], "bela.play": ["hero#hb"]},
        "turn": {"active": "anna", "phase": "main", "number": 3},
    }
    lines: list[dict] = [header]
    for i in range(actions // 4):
        label = labels[i % cards]
        lines += [
            {"act": "draw", "by": "anna"},
            {"act": "move", "by": "anna", "card": label, "to": "anna.play"},
            {"act": "destroy", "by": "anna", "card": label},
            {"act": "move", "by": "anna", "card": label, "to": "anna.deck", "pos": "bottom"},
        ]
    return lines


def timed(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, cwd=ROOT)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    # An installed package carries compiled bytecode; a source checkout run with
    # PYTHONDONTWRITEBYTECODE would recompile the engine on every start. Compile it once.
    subprocess.run([sys.executable, "-m", "compileall", "-q", "engine"], check=True, cwd=ROOT,
                   env={**os.environ, "PYTHONDONTWRITEBYTECODE": ""})
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.jsonl"
        lines = build_record(args.actions)
        path.write_text("".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines), "utf-8")
        replay = [sys.executable, "-m", "engine", "replay", str(path)]
        parse = [sys.executable, "-c", PARSE_ONLY, str(path)]
        out = subprocess.run(replay, check=True, capture_output=True, text=True, cwd=ROOT).stdout
        verdicts = [json.loads(line) for line in out.splitlines()]
        assert len(verdicts) == args.actions and all(v["ok"] for v in verdicts), "replay failed"
        replay_times, parse_times = [], []
        for _ in range(args.runs):  # interleaved, so both see the same machine load
            replay_times.append(timed(replay))
            parse_times.append(timed(parse))
    replay_s = statistics.median(replay_times)
    parse_s = statistics.median(parse_times)
    print(f"actions:            {args.actions}")
    print(f"engine replay:      {replay_s * 1000:.0f} ms (whole process, median of {args.runs})")
    print(f"json.loads only:    {parse_s * 1000:.0f} ms (whole process, median of {args.runs})")
    print(f"actions per second: {args.actions / replay_s:,.0f}")
    print(f"ratio:              {replay_s / parse_s:.2f}x the parse time (target <= 5x)")


if __name__ == "__main__":
    main()
