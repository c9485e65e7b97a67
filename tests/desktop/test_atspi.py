"""A screen reader's view of the table over AT-SPI, the Linux accessibility bus Orca reads (issue
32): the app runs under Xvfb with Qt's accessibility on, and atspi_probe.py (the system's Python,
with pyatspi) reads its tree and listens while the keyboard plays (hooks.keys_for_a_screen_reader):
the table, its zones and cards are there with their details and the other hand only as face-down
cards, the cursor's card takes the focus, and every announcement the table makes (a refusal, a
new turn, the other player's actions) reaches the bus."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SYSTEM_PYTHON = "/usr/bin/python3"


def has_pyatspi() -> bool:
    if not Path(SYSTEM_PYTHON).exists():
        return False
    return subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True,
                          timeout=60).returncode == 0


needs_atspi = pytest.mark.skipif(
    shutil.which("xvfb-run") is None or shutil.which("dbus-run-session") is None
    or not has_pyatspi(),
    reason="needs xvfb-run, dbus-run-session and the system's pyatspi (python3-pyatspi)")


@pytest.mark.xvfb
@needs_atspi
def test_a_screen_reader_reads_the_table_and_hears_it_over_at_spi():
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM",
                                                           "DBUS_SESSION_BUS_ADDRESS")}
    done = subprocess.run(
        ["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24", "dbus-run-session", "--",
         SYSTEM_PYTHON, str(HERE / "atspi_probe.py"), sys.executable, str(HERE / "launch.py"),
         f"{HERE / 'hooks.py'}:keys_for_a_screen_reader"],
        cwd=ROOT, env=env, timeout=180, capture_output=True, text=True)
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    assert done.returncode == 0 and lines, done.stderr[-3000:]
    result = json.loads(lines[-1][len("RESULT "):])
    assert result["done"] and not result.get("failed"), result

    tree = result["tree"]
    assert any(line.strip() == "panel: Card table" for line in tree)
    assert any(line.strip() == "list: Your Hand, 2 cards" for line in tree)
    for name in result["ready"]["hand"]:  # the seat's own cards, with their details
        assert any(line.strip().startswith(f"list item: {name}, ")
                   and line.endswith(", in your Hand") for line in tree), name
    assert "list item: Áramló szellem, spell, cost 2, flow, in your Hand" in [
        line.strip() for line in tree]
    assert [line.strip() for line in tree].count("list item: a face-down card, in bela's Hand") == 1
    for name in result["ready"]["hidden"]:  # the other hand: never named
        assert not any(name in line for line in tree), name

    focused = [event["source"] for event in result["events"] if event["type"] == "focus:"]
    assert "Áramló szellem, spell, cost 2, flow, in your Hand" in focused
    announced = [event["text"] for event in result["events"]
                 if event["type"] == "object:announcement"]
    for text in result["said"]:
        assert text.lstrip("!") in announced, text
    assert any(text.startswith("!") and "93.4.4" in text for text in result["said"])
    assert any(text.startswith("Since you last looked") and "bela tapped Medve" in text
               for text in announced)
    assert "Bagoly" not in " ".join(announced)
