"""Named pipes and devices where the desktop expects a file (issue 28, points 5 and 6).

Reading a named pipe waits for a writer for ever, and writing into one waits for a reader; and an
atomic save that puts its file *in place of* ``/dev/full`` (which root may do) "succeeds" although
nothing was written where asked. Every reader and writer of a file a person names refuses
anything but a regular file, with one line (or box) naming it, and leaves it as it was. Real
processes, bounded in time: a hang is a TimeoutExpired, a failure.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest
from replays import SCENARIO, write_lines
from spectator_games import hkk_game

from desktop.qt import QMessageBox
from tests.hostile import assert_one_line_refusal, run_tool, snapshot

HKK_SET = Path(__file__).resolve().parents[2] / "assets" / "sets" / "hkk-demo"
NOT_REGULAR = "not a regular file"


def named_pipe(folder: Path) -> Path:
    pipe = folder / "pipe"
    os.mkfifo(pipe)
    return pipe


def full_device(folder: Path) -> Path | None:
    """A ``/dev/full`` of our own in ``folder`` (every write fails: no space left); where this
    process may not make device files, the system's own, which it may not replace either."""
    device = folder / "full"
    try:
        os.mknod(device, stat.S_IFCHR | 0o666, os.makedev(1, 7))
    except PermissionError:
        return Path("/dev/full") if Path("/dev/full").exists() else None
    return device


def special_files(folder: Path) -> Iterator[Path]:
    """A named pipe, and a device that refuses every write."""
    yield named_pipe(folder)
    device = full_device(folder)
    if device is not None:
        yield device


def unchanged_kind(path: Path, before: os.stat_result) -> bool:
    """``path`` is still what it was (a pipe, a device): nothing put in its place."""
    now = path.lstat()
    return stat.S_IFMT(now.st_mode) == stat.S_IFMT(before.st_mode) and now.st_ino == before.st_ino


def test_replay_refuses_a_named_pipe_at_once(tmp_path):
    """``desktop replay f.jsonl --at 3 --screenshot x.png`` on a named pipe ran past 60 s."""
    pipe = named_pipe(tmp_path)
    shot = tmp_path / "x.png"
    run = run_tool("desktop", "replay", str(pipe), "--at", "3", "--screenshot", str(shot))
    assert_one_line_refusal(run, f"cardtable: {pipe}: ", NOT_REGULAR)
    assert run.status == 2 and not shot.exists()


def test_a_screenshot_is_never_written_into_a_pipe_or_a_device(tmp_path):
    """``--screenshot`` on a named pipe waited for a reader for ever; a failed save exited 1
    without a word. Now a line names the file and says why, with status 2."""
    record = write_lines(tmp_path / "game.jsonl", SCENARIO)
    for target in special_files(tmp_path):
        before = target.lstat()
        run = run_tool("desktop", "replay", str(record), "--screenshot", str(target))
        assert_one_line_refusal(run, f"cardtable: {target}: ", NOT_REGULAR)
        assert run.status == 2 and unchanged_kind(target, before)
    for target, reason in ((tmp_path / "picture.xyz", "no picture format of that name"),
                           (tmp_path / "nowhere" / "x.png", "No such file or directory")):
        run = run_tool("desktop", "replay", str(record), "--screenshot", str(target))
        assert_one_line_refusal(run, f"cardtable: {target}: ", reason)
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == ["game.jsonl"]
    good = tmp_path / "good.png"
    assert run_tool("desktop", "replay", str(record), "--screenshot", str(good)).status == 0
    assert good.read_bytes().startswith(b"\x89PNG")


def test_proofs_out_a_device_or_a_pipe_fail_naming_it(tmp_path):
    """``desktop proofs … --out /dev/full`` exited 0 with its success line: the PDF had been
    put in place of the device. Now: refused before anything is written, status 2."""
    for target in special_files(tmp_path):
        before, around = target.lstat(), snapshot(tmp_path)
        run = run_tool("desktop", "proofs", str(HKK_SET), "--out", str(target))
        assert_one_line_refusal(run, f"{target}: ", NOT_REGULAR)
        assert run.status == 2 and " cards on " not in run.stdout
        assert unchanged_kind(target, before) and snapshot(tmp_path) == around  # no temp file


def test_the_journal_is_never_a_pipe_or_a_device(tmp_path):
    """``--journal`` naming a pipe or a device: the game shows, says its journal cannot be
    written and why, and the pipe or device stays what it was."""
    for target in special_files(tmp_path):
        before = target.lstat()
        run = run_tool("desktop", "--journal", str(target), "--screenshot",
                       str(tmp_path / "shot.png"))
        assert "Traceback" not in run.stderr and run.status == 0, run.stderr
        assert f"{target} ({NOT_REGULAR}" in run.stderr
        assert unchanged_kind(target, before)


def test_saving_the_game_or_a_deck_list_onto_a_pipe_says_why(open_window, tmp_path, monkeypatch,
                                                             qtbot):
    from cardset_files import make_set

    from desktop.cardsets.browser import CardBrowser
    from engine.cardset import load_cardset

    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _w, _t, text, *_a: said.append(text))
    window = open_window(hkk_game())
    browser = CardBrowser(load_cardset(make_set(tmp_path / "swamp")))
    qtbot.addWidget(browser)
    for target in special_files(tmp_path):
        before = target.lstat()
        said.clear()
        window.save_to(target)
        assert len(said) == 1 and str(target) in said[0] and NOT_REGULAR in said[0], said
        assert window.path != target
        assert not browser.save_to(target)
        assert len(said) == 2 and str(target) in said[1] and NOT_REGULAR in said[1], said
        assert unchanged_kind(target, before)


@pytest.mark.parametrize("kind", ["pipe", "device", "folder"])
def test_atomic_write_refuses_what_is_not_a_regular_file(tmp_path, kind):
    from engine.fileio import atomic_write

    if kind == "pipe":
        target = named_pipe(tmp_path)
    elif kind == "device":
        target = full_device(tmp_path)
        if target is None:
            pytest.skip("no device to try")
    else:
        target = tmp_path / "folder"
        target.mkdir()
    before, around = target.lstat(), snapshot(tmp_path)
    with pytest.raises(OSError) as refused:
        atomic_write(target, b"data")
    assert refused.value.filename == str(target)
    assert unchanged_kind(target, before) and snapshot(tmp_path) == around
    regular = tmp_path / "regular.bin"
    atomic_write(regular, b"\x00bytes")
    atomic_write(tmp_path / "text.txt", "szöveg\n")
    assert regular.read_bytes() == b"\x00bytes"
    assert (tmp_path / "text.txt").read_bytes() == "szöveg\n".encode()
