"""The benchmarks in bench/ still run (on small inputs) and print their figures: a benchmark
that broke with the code it measures would go unnoticed until someone wanted today's figures.

Only that each one runs and prints what it measures is checked here, never a time. The three
that time launches and keystrokes under X (desktop_action, desktop_launch, desktop_open) need
xvfb-run and python-xlib, and are left to their own runs.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# script and small arguments -> a text each figure line it prints contains
SMALL_RUNS = {
    "engine_replay.py": (["--actions", "300", "--runs", "1"], "the parse time"),
    "engine_seek.py": (["--actions", "300", "--seeks", "5"], "median"),
    "game_data.py": (["--runs", "1"], "msgspec, typed"),
    "desktop_paint.py": ([], "full repaint"),
    "replay_seek.py": (["--seeks", "3"], "to paint"),
    "overlay_latency.py": ([], "ms"),
    "phones_latency.py": ([], "ms"),
    "online_latency.py": (["--rounds", "3"], "p95"),
    "table_figures.py": ([], "px"),
    "cardset_load.py": (["--cards", "120"], "longest GUI-thread stall"),
    "proofs_memory.py": (["--cards", "12"], "peak memory"),
}


@pytest.mark.parametrize("script", sorted(SMALL_RUNS))
def test_the_benchmark_runs_and_prints_its_figures(script: str, tmp_path: Path) -> None:
    arguments, figure = SMALL_RUNS[script]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TMPDIR": str(tmp_path)}
    done = subprocess.run([sys.executable, str(ROOT / "bench" / script), *arguments], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "Traceback" not in done.stderr
    assert figure in done.stdout, done.stdout[-2000:]


def test_every_benchmark_is_run_here_or_named_as_left_out() -> None:
    needs_x = {"desktop_action.py", "desktop_launch.py", "desktop_open.py", "bare_window.py"}
    scripts = {path.name for path in (ROOT / "bench").glob("*.py")}
    assert scripts == set(SMALL_RUNS) | needs_x
