"""Real processes: crash recovery after SIGKILL, and screenshots under Xvfb."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.qt import QImage

HOOKS = Path(__file__).with_name("hooks.py")
ROOT = Path(__file__).resolve().parents[2]


def desktop_cmd(*args: str) -> list[str]:
    return [sys.executable, "-m", "desktop", *args]


def env_with_hook(function: str) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env["CARDTABLE_TEST_HOOK"] = f"{HOOKS}:{function}"
    return env


def test_sigkill_then_resume_gives_the_same_state(tmp_path):
    journal = tmp_path / "journal.jsonl"
    proc = subprocess.Popen(desktop_cmd("--journal", str(journal)), cwd=ROOT,
                            env=env_with_hook("play_some"), stdout=subprocess.PIPE, text=True)
    try:
        before = proc.stdout.readline()
        assert proc.stdout.readline().strip() == "READY"
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    done = subprocess.run(desktop_cmd("--journal", str(journal)), cwd=ROOT, timeout=60,
                          env=env_with_hook("dump_and_quit"), capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == before.strip()


@pytest.mark.xvfb
@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed")
@pytest.mark.parametrize("ruleset", ["hkk", "berserk", "free"])
def test_screenshot_under_xvfb(tmp_path, ruleset):
    shot = tmp_path / f"{ruleset}.png"
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24",
                           *desktop_cmd("--demo", ruleset, "--screenshot", str(shot))],
                          cwd=ROOT, env=env, timeout=120, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    image = QImage(str(shot))
    assert image.width() >= 1000 and image.height() >= 600
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37)
               for y in range(0, image.height(), 29)}
    assert len(colours) > 50  # a drawn table, not an empty window
