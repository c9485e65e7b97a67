"""The autosave journal: fsynced lines with checksums; a torn last line is dropped, nothing else."""

from __future__ import annotations

import contextlib
import json
import os
import resource
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from engine.demo import demo_game
from engine.errors import RecordError
from engine.game import Game
from engine.journal import Journal, JournalBusy, JournalLock, JournalWriteError, check_crc, with_crc

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
    assert resumed.view("anna", log=True) == game.view("anna", log=True)
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
    assert resumed.view("anna", log=True) == game.view("anna", log=True)
    assert path.read_bytes() == good
    resumed.apply({"act": "draw", "by": "anna"})
    again = Journal.resume(path)
    assert again.view("anna", log=True) == resumed.view("anna", log=True)


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


def engine_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)


def test_engine_view_and_replay_check_a_journals_checksums_as_the_app_does(
        tmp_path: Path) -> None:
    """Issue 28, point 4: a line altered with its checksum kept is refused by every reader, the
    command line's too, with the app's message, naming the file and line; exit non-zero."""
    path = tmp_path / "journal.jsonl"
    game = journaled_game(path)
    game.apply({"act": "phase", "by": "anna", "to": "combat"})
    game.journal.close()
    lines = path.read_bytes().split(b"\n")
    number = next(i for i, line in enumerate(lines, 1) if b'"delta":-2' in line)
    lines[number - 1] = lines[number - 1].replace(b'"delta":-2', b'"delta":-9')
    path.write_bytes(b"\n".join(lines))
    before = path.read_bytes()
    with pytest.raises(RecordError) as app:
        Journal.resume(path)
    expected = f"{path}:{number}: damaged journal line (checksum does not match)"
    assert str(app.value) == expected
    for args in (("view", str(path), "--as", "anna"), ("replay", str(path)),
                 ("view", str(path), "--as", "judge", "--at", "1")):
        out = engine_cli(*args)
        assert out.returncode != 0 and out.stderr.strip() == expected, (args, out)
        assert "Traceback" not in out.stderr
    with pytest.raises(RecordError, match="damaged journal line"):
        Game.load(str(path))
    assert path.read_bytes() == before


def test_engine_view_and_replay_drop_a_torn_last_line_as_the_app_does(tmp_path: Path) -> None:
    path = tmp_path / "journal.jsonl"
    game = journaled_game(path)
    game.journal.close()
    whole = path.read_bytes()
    path.write_bytes(whole + whole.split(b"\n")[-2].replace(b'"delta":-2', b'"delta":-9'))
    resumed = Journal.replay(path)[0]
    out = engine_cli("view", str(path), "--as", "bela")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["players_state"]["bela"]["life"] == 18
    assert json.loads(out.stdout)["log_size"] == len(resumed.log) == len(game.log)
    replayed = engine_cli("replay", str(path))
    assert replayed.returncode == 0, replayed.stderr
    assert len(replayed.stdout.splitlines()) == len(game.lines)


def test_journal_is_an_ordinary_game_record(tmp_path: Path) -> None:
    path = tmp_path / "journal.jsonl"
    game = journaled_game(path)
    assert Game.load(str(path)).view("bela", log=True) == game.view("bela", log=True)


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


# A failed write: the action is taken back, exactly.
@contextlib.contextmanager
def file_size_limit(limit: int):
    """The OS refuses to let this process write files past ``limit`` bytes (EFBIG), as a full
    disk would: a real failed write, part of the line on disk, then the error."""
    old_handler = signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    soft, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_FSIZE, (soft, hard))
        signal.signal(signal.SIGXFSZ, old_handler)


def snapshot(game: Game) -> tuple:
    """Everything a player or the record could tell apart (a resumed action keeps its ``_crc``,
    which is no part of it)."""
    def bare(actions: list[dict]) -> list[dict]:
        return [{k: v for k, v in action.items() if k != "_crc"} for action in actions]

    return (*(game.view(viewer, log=True) for viewer in ("anna", "bela", "spectator")),
            game.record_lines(), bare(game.history), bare(game.past.redo_stack), len(game.log),
            game.rng.getstate())


@pytest.mark.parametrize("action", [
    {"act": "draw", "by": "anna", "count": 2},
    {"act": "undo", "by": "anna"},
    {"act": "counter", "by": "anna", "player": "anna", "name": "life", "delta": -1},
])
def test_a_failed_write_takes_the_action_back(tmp_path: Path, action: dict) -> None:
    path = tmp_path / "journal.jsonl"
    game = journaled_game(path)
    before, on_disk = snapshot(game), path.read_bytes()
    with file_size_limit(len(on_disk) + 7), pytest.raises(JournalWriteError) as caught:
        game.apply(action)
    assert (caught.value.path, caught.value.reason) == (path, "full")
    assert snapshot(game) == before
    assert path.read_bytes() == on_disk  # the part of the line that was written is cut off
    assert game.apply(action).applied  # room again: the same action goes through
    assert snapshot(Journal.resume(path)) == snapshot(game)


def test_a_failed_redo_is_taken_back(tmp_path: Path) -> None:
    path = tmp_path / "journal.jsonl"
    game = journaled_game(path)
    game.apply({"act": "undo", "by": "anna"})
    before, on_disk = snapshot(game), path.read_bytes()
    with file_size_limit(len(on_disk)), pytest.raises(JournalWriteError):
        game.apply({"act": "redo", "by": "anna"})
    assert snapshot(game) == before and path.read_bytes() == on_disk


def test_a_removed_journal_is_reported_gone(tmp_path: Path) -> None:
    path = tmp_path / "journal.jsonl"
    game = journaled_game(path)
    before = snapshot(game)
    path.unlink()
    with pytest.raises(JournalWriteError) as caught:
        game.apply({"act": "draw", "by": "anna"})
    assert caught.value.reason == "gone" and snapshot(game) == before


def test_a_journal_that_cannot_start_leaves_the_old_one_whole(tmp_path: Path) -> None:
    path = tmp_path / "journal.jsonl"
    journaled_game(path)
    on_disk = path.read_bytes()
    fresh = demo_game("berserk", seed=2)
    with file_size_limit(64), pytest.raises(JournalWriteError):
        fresh.attach_journal(Journal(path))
    assert fresh.journal is None and path.read_bytes() == on_disk
    assert not list(tmp_path.glob(".journal.jsonl.*"))  # no temporary file left behind


def test_lines_with_a_lone_surrogate_are_written_escaped() -> None:
    line = with_crc({"act": "counter", "name": "\ud800x"})
    assert line.isascii() and check_crc(line) == {"act": "counter", "name": "\ud800x",
                                                  "_crc": line[-10:-2]}
    assert with_crc({"name": "Ködvölgy"}).startswith('{"name":"Ködvölgy"')


# One writer per journal.
HOLDER = """
import sys
from engine.journal import JournalLock
lock = JournalLock(sys.argv[1])  # held while this process runs
lock.acquire()
print("locked", flush=True)
sys.stdin.read()
"""


def test_one_writer_per_journal_and_kill_9_frees_it(tmp_path: Path) -> None:
    path = tmp_path / "journal.jsonl"
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], cwd=ROOT,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        with pytest.raises(JournalBusy) as caught:
            JournalLock(path).acquire()
        assert (caught.value.path, caught.value.pid) == (path, holder.pid)
        assert f"process {holder.pid}" in str(caught.value)
    finally:
        os.kill(holder.pid, signal.SIGKILL)
        holder.wait()
    lock = JournalLock(path)
    lock.acquire()  # the OS dropped the dead process's lock: nothing stale
    assert lock.held and lock.lock_file.read_text() == str(os.getpid())
    lock.release()
    assert not lock.held and not lock.lock_file.exists()
    assert not path.exists()  # locking never creates or touches the journal itself
