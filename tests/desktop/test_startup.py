"""What the start loads before the table's first paint (issue 12: a start at most twice a bare
PySide6 window's). Behaviour, not time: a real process is asked what it had imported when its
window was first painted; bench/desktop_launch.py measures the time."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LAUNCH = Path(__file__).with_name("launch.py")
HOOKS = Path(__file__).with_name("hooks.py")

# Loaded when first used, never for the first paint of a game.
NOT_BEFORE_THE_TABLE = (
    "desktop.dialogs",  # any dialog (the demos open on a mulligan: its banner text, from
    "desktop.questions",  # desktop.procedures.question, is in sight; its dialog is not)
    "desktop.procedures.endgame", "desktop.procedures.token", "desktop.procedures.look",
    "desktop.cardsets.browser", "desktop.cardsets.proofs", "desktop.cardsets.opencardset",
    "desktop.cardsets.errorpanel",
    "desktop.streaming.broadcast.window", "desktop.streaming.broadcast.scene",
    "desktop.streaming.overlay.server",
    "aiohttp",  # the overlay's and the phones' server
    "PySide6.QtSvg",  # SVG art
    "desktop.procedures.stepdialog",  # a flow's dialog: opened over the painted table
)
# Qt classes the first paint shows nothing of: PySide6 sets each up (its enums made) when asked
# for it first, so they are asked for where used (message boxes, file dialogs, the log's red
# lines, animations, image decoding).
QT_NOT_BEFORE_THE_TABLE = (
    "QMessageBox", "QFileDialog", "QInputDialog", "QTextCharFormat", "QImageReader",
    "QPropertyAnimation", "QParallelAnimationGroup", "QEasingCurve", "QDateTime", "QThread",
    "QDialog", "QDialogButtonBox",  # a flow's dialog
    "QIcon",  # the window icon: set once the table is painted
    "QTextCursor",  # the log's lines: written once the table is painted
)
# Never loaded by a start that shows a demo game and takes its picture.
NOT_FOR_A_PICTURE = (
    "desktop.dialogs", "desktop.cardsets.browser", "desktop.cardsets.proofs",
    "desktop.streaming.overlay.server", "aiohttp", "PySide6.QtSvg",
)


def first_start(tmp_path: Path, *args: str) -> tuple[dict, list[str]]:
    """Run the app once (a picture of the table); what it held at its first paint and at exit."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    done = subprocess.run([sys.executable, str(LAUNCH), f"--hook={HOOKS}:startup_modules", "--",
                           *args, "--screenshot", str(tmp_path / "shot.png")],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = {line.split(" ", 1)[0]: json.loads(line.split(" ", 1)[1])
             for line in done.stdout.splitlines()
             if line.startswith(("AT_PAINT ", "AFTER_PAINT ", "AT_EXIT "))}
    return {**lines["AT_PAINT"], "after": lines["AFTER_PAINT"]}, lines["AT_EXIT"]


@pytest.mark.parametrize("ruleset", ["hkk", "berserk"])
def test_the_first_paint_shows_the_whole_table_and_loads_only_what_it_needs(tmp_path, ruleset):
    at_paint, at_exit = first_start(tmp_path, "--demo", ruleset)
    # The whole table in its first paint: every card of the view has its item. The docks beside
    # it fill in right after: the zoom dock's large face and the log's lines are not part of it.
    assert at_paint["table_cards"] == at_paint["view_cards"] > 10
    assert (at_paint["zoom_card"], at_paint["log_lines"]) == (False, 0)
    assert at_paint["after"]["zoom_card"] is True
    assert at_paint["after"]["log_lines"] >= 4  # two shuffles and two draws, at least
    # The faces print the set's type words in its language.
    assert at_paint["card_language"] == {"hkk": "hu", "berserk": "ru"}[ruleset]
    loaded = set(at_paint["modules"])
    assert "desktop.mainwindow" in loaded and "engine.game" in loaded
    assert sorted(loaded & set(NOT_BEFORE_THE_TABLE)) == []
    assert "QGraphicsView" in at_paint["qt_names"]
    assert sorted(set(at_paint["qt_names"]) & set(QT_NOT_BEFORE_THE_TABLE)) == []
    assert sorted(set(at_paint["qt_types"]) & set(QT_NOT_BEFORE_THE_TABLE)) == []
    assert sorted(set(at_exit) & set(NOT_FOR_A_PICTURE)) == []
    # The game is read and dealt before Qt loads (desktop.session.choose_start_early): the
    # engine's modules come in ahead of PySide6's import hook.
    assert {"engine.game", "engine.demo", "engine.journal",
            "desktop.session"} <= set(at_paint["before_qt"])


def test_what_the_test_watches_is_loaded_when_used(tmp_path):
    """The same process, asked for the broadcast window and an overlay: the modules this test
    says are left out are the ones those features load (the check above can fail)."""
    _at_paint, at_exit = first_start(tmp_path, "--demo", "hkk", "--broadcast", "--overlay", "0")
    assert {"desktop.streaming.broadcast.window", "desktop.streaming.broadcast.scene",
            "desktop.streaming.overlay.server", "aiohttp"} <= set(at_exit)


def test_the_window_icon_comes_once_the_table_is_painted(tmp_path):
    """The window icon, not part of the table's picture, is decoded and set after the first
    paint; Python's collector is never switched off (a session of hours without it would grow)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    done = subprocess.run([sys.executable, str(LAUNCH), f"--hook={HOOKS}:collecting_after_first_paint",
                           "--", "--demo", "hkk"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "COLLECTING true" in lines
    assert "ICON_AT_PAINT []" in lines
    assert "ICON_AFTER [16, 24, 32, 48, 64, 128]" in lines


def test_help_lists_every_command_the_program_runs(tmp_path):
    """``cardtable --help`` names the commands that run instead of the window (``replay``,
    ``proofs``), and only commands that exist: each one listed answers its own --help."""
    import re

    env = dict(os.environ, PYTHONPATH=str(ROOT), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"))
    shown = subprocess.run([sys.executable, "-m", "desktop", "--help"], cwd=ROOT, env=env,
                           capture_output=True, text=True, timeout=60)
    assert shown.returncode == 0, shown.stderr
    section = shown.stdout.partition("\ncommands")[2]
    listed = re.findall(r"^  (\w+) ", section, re.MULTILINE)
    assert {"replay", "proofs"} <= set(listed)
    for command in listed:
        own = subprocess.run([sys.executable, "-m", "desktop", command, "--help"], cwd=ROOT,
                             env=env, capture_output=True, text=True, timeout=60)
        assert own.returncode == 0 and own.stdout.startswith(f"usage: cardtable {command}"), (
            command, own.stderr)
