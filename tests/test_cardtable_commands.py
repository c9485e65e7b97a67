"""The one program offers every command: the window's (``replay``, ``proofs``) and the engine's
(``check``, ``view``, ``verdicts``, ``cardset``, ``deck``), the engine's without loading Qt, so
they are quick and work where Qt cannot start (the bundle has no ``python -m engine``)."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cli import build_parser

ROOT = Path(__file__).resolve().parents[1]
SCENARIO = ROOT / "tests" / "scenarios" / "hkk-96.8-prepared-card-into-void.jsonl"
DEMO_SET = ROOT / "assets" / "sets" / "hkk-demo"
# The engine's `replay` (each verdict as JSON) is `verdicts` in the program (`replay` is the window).
AS_ENGINE = {"verdicts": "replay"}


def run_program(*argv: str) -> dict:
    """``cardtable ARGV`` (desktop.__main__.main) in a fresh interpreter: its exit status, what it
    printed, and whether anything of Qt was imported or its libraries loaded."""
    probe = (
        "import contextlib, io, json, sys\n"
        "from desktop.__main__ import main\n"
        "out, err = io.StringIO(), io.StringIO()\n"
        "with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):\n"
        "    try:\n"
        f"        status = main({list(argv)!r})\n"
        "    except SystemExit as done:\n"
        "        status = done.code\n"
        "maps = open('/proc/self/maps').read()\n"
        "print(json.dumps({'status': status, 'out': out.getvalue(), 'err': err.getvalue(),\n"
        "    'qt_imported': sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))),\n"
        "    'qt_loaded': 'libQt6' in maps}))\n")
    done = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True,
                          check=True, timeout=120)
    return json.loads(done.stdout)


def engine_output(*argv: str) -> str:
    """What ``python -m engine ARGV`` prints."""
    return subprocess.run([sys.executable, "-m", "engine", *argv], cwd=ROOT, capture_output=True,
                          text=True, timeout=120).stdout


def engine_commands() -> list[str]:
    """Every command of the engine's command line, as the program names it (``cardset check``…)."""
    def walk(parser: argparse.ArgumentParser, prefix: str) -> list[str]:
        found = []
        for action in parser._actions:  # argparse keeps its sub-commands here only
            if isinstance(action, argparse._SubParsersAction):
                for name, sub in action.choices.items():
                    found += walk(sub, f"{prefix} {name}".strip()) or [f"{prefix} {name}".strip()]
        return found

    return walk(build_parser("cardtable", "verdicts"), "")


COMMAND_LINES = {
    "check": ["check", str(SCENARIO)],
    "view": ["view", str(SCENARIO), "--as", "anna"],
    "verdicts": ["verdicts", str(SCENARIO)],
    "cardset check": ["cardset", "check", str(DEMO_SET)],
    "cardset schema": ["cardset", "schema", "hkk"],
    "deck check": ["deck", "check", str(DEMO_SET / "decks" / "anna.txt"), "--set", str(DEMO_SET)],
}


def test_every_engine_command_is_tried_here():
    assert sorted(COMMAND_LINES) == sorted(engine_commands())


def test_help_lists_every_command():
    result = run_program("--help")
    assert result["status"] == 0
    listed = result["out"].split("commands (", 1)[1]
    for command in ["replay", "proofs", *engine_commands()]:
        assert f"\n  {command} " in listed, command
    assert not result["qt_imported"]


@pytest.mark.parametrize("command", sorted(COMMAND_LINES))
def test_an_engine_command_runs_as_the_engine_does_without_qt(command):
    argv = COMMAND_LINES[command]
    result = run_program(*argv)
    as_engine = [AS_ENGINE.get(argv[0], argv[0]), *argv[1:]]
    assert result["status"] == 0, result["err"]
    assert result["out"] == engine_output(*as_engine) and result["out"].strip()
    assert result["qt_imported"] == [] and not result["qt_loaded"]


def test_a_command_with_a_wrong_argument_says_so_under_the_programs_name():
    result = run_program("verdicts")
    assert result["status"] == 2
    assert "usage: cardtable verdicts" in result["err"] and "FILE" in result["err"]


def test_replay_is_still_the_replay_window():
    result = run_program("replay", "--help")
    assert result["status"] == 0
    assert "usage: cardtable replay" in result["out"] and "--at N" in result["out"]
