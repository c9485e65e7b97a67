"""The autosave journal: fsynced lines with checksums; a torn last line is dropped, nothing else."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from engine.demo import demo_game
from engine.errors import RecordError
from engine.game import Game
from engine.journal import Journal, check_crc, with_crc

ROOT = Path(__file__).resolve().parents[2]


def journaled_game(path: Path) -> Game:
    game = demo_game("hkk", seed=4)
    game.attach_journal(Journal(path))
    game.apply({"act": "phase", "by": "anna", "to": "draw"})
    game.apply({"act": "phase", "by": "anna", "to": "main"})
    game.apply({"act": "counter", "by": "anna", "player": "bela", "name": "life", "delta": -2})
    return game


def test_crc_line_round_trip() -> None:
    line = with_crc({"act": "draw", "by": "anna", "count": 2})
    assert check_crc(line) == {"act": "draw", "by": "anna", "count": 2, "_crc": line[-10:-2]}
    assert check_crc(line.replace('"count":2', '"count":3')) is None
    assert check_crc(line[:-5]) is None


def test_resume_gives_the_same_game(tmp_path: Path) -> None:
    path = tmp_path / "journal.jsonl"
    game = journaled_game(path)
    resumed = Journal.resume(path)
    assert resumed.view("anna") == game.view("anna")
    assert resumed.record_lines() == game.record_lines()


@pytest.mark.parametrize("torn", [b'{"act": "dr', b'{"act":"draw","by":"anna","_crc":"00000000"}\n',
                                  b"\x00\xff\xfe"])
def test_torn_last_line_is_dropped_and_cut(tmp_path: Path, torn: bytes) -> None:
    path = tmp_path / "journal.jsonl"
    game = journaled_game(path)
    game.journal.close()
    good = path.read_bytes()
    path.write_bytes(good + torn)
    resumed = Journal.resume(path)
    assert resumed.view("anna") == game.view("anna")
    assert path.read_bytes() == good
    resumed.apply({"act": "draw", "by": "anna"})
    again = Journal.resume(path)
    assert again.view("anna") == resumed.view("anna")


def test_damage_before_the_last_line_is_an_error(tmp_path: Path) -> None:
    path = tmp_path / "journal.jsonl"
    journaled_game(path).journal.close()
    lines = path.read_bytes().split(b"\n")
    lines[1] = lines[1].replace(b"anna", b"bela")
    path.write_bytes(b"\n".join(lines))
    before = path.read_bytes()
    with pytest.raises(RecordError) as error:
        Journal.resume(path)
    assert str(error.value).startswith(f"{path}:2: ")
    assert path.read_bytes() == before


def test_journal_is_an_ordinary_game_record(tmp_path: Path) -> None:
    path = tmp_path / "journal.jsonl"
    game = journaled_game(path)
    assert Game.load(str(path)).view("bela") == game.view("bela")


WRITER = """
import sys
from engine.demo import demo_game
from engine.journal import Journal
game = demo_game("berserk", seed=9)
game.attach_journal(Journal(sys.argv[1]))
i = 0
while True:
    i += 1
    game.apply({"act": "counter", "by": "sasha", "player": "sasha", "name": "life", "delta": 1})
    if i == 200:
        print("ready", flush=True)
"""


def test_kill_9_loses_nothing(tmp_path: Path) -> None:
    """A real process appending as fast as it can is killed with SIGKILL; every line it had
    written (and fsynced) resumes, and at most the line being written is lost."""
    path = tmp_path / "journal.jsonl"
    process = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], cwd=ROOT,
                               stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "ready"
    os.kill(process.pid, signal.SIGKILL)
    process.wait()
    complete = path.read_bytes().count(b"\n")
    game = Journal.resume(path)
    assert len(game.history) == complete - 1  # every complete line but the header
    life_changes = sum(1 for action in game.history if action["act"] == "counter")
    assert game.counters["sasha"]["life"] == life_changes
    assert life_changes >= 200
