"""Benchmark: opening a long game (issue 12: a 20,000-action record shows the table within 1 s).

Seconds from starting ``python -m desktop FILE`` to its mapped main window and to its first paint
(X events, as bench/desktop_launch.py times a launch), side by side in one run with the demo
game: a saved HKK game of ACTIONS actions (draws, each followed by putting a card back on the
bottom of the deck, an undo and a redo now and then), and the same game as an autosave journal
resumed with ``--journal``.

    xvfb-run -a -s "-screen 0 1600x1000x24" python bench/desktop_open.py [--actions 20000] [--runs 5]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))


def long_game(actions: int) -> object:
    """The HKK demo game with ``actions`` actions in its record."""
    from engine.demo import demo_game

    game = demo_game("hkk", seed=1)
    player = game.active_player
    while len(game.lines) < actions:
        if len(game.lines) % 500 == 250:
            game.undo()
            game.redo()
            continue
        game.apply({"act": "draw", "by": player})
        card = game.label_at(f"{player}.hand", 0)
        game.apply({"act": "move", "by": player, "card": card, "to": f"{player}.deck",
                    "pos": "bottom"})
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    from desktop_launch import Launch, Launcher, compile_bytecode, launch_app

    from engine.journal import journal_text

    folder = Path(tempfile.mkdtemp(prefix="cardtable-open-"))
    try:
        game = long_game(args.actions)
        saved = folder / "long.jsonl"
        game.save(str(saved))
        journal = folder / "journal.jsonl"
        compile_bytecode()
        launcher = Launcher()
        cases = {"the demo game": ["--demo", "hkk"],
                 f"a saved game of {len(game.lines)} actions": [str(saved)],
                 "the same game, its journal resumed": ["--journal", str(journal)]}
        times: dict[str, list[Launch]] = {name: [] for name in cases}
        for _ in range(args.runs):  # in turn, so all see the same machine load
            for name, command in cases.items():
                journal.write_text(journal_text(game.record_lines()), "utf-8")
                times[name].append(launch_app(launcher, command))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    for name, found in times.items():
        painted = [launch.painted for launch in found]
        print(f"{name:40} mapped in {statistics.median(launch.mapped for launch in found):.3f} s, "
              f"painted in {statistics.median(painted):.3f} s median (min {min(painted):.3f}, "
              f"max {max(painted):.3f}; {args.runs} runs; target <= 1 s)")


if __name__ == "__main__":
    main()
