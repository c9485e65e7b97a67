"""The journal lock's Windows branch (``msvcrt`` byte-range locks), run on this system with the
byte-range locks emulated (tests/engine/windows_lock.py): a second writer learns who holds the
journal, the PID stays readable beside the locked byte, and a holder that ended leaves the lock to
the next writer."""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
from pathlib import Path

import pytest
from windows_lock import HOLDER, fake_msvcrt, windows_os

from engine import journal
from engine.journal import LOCK_OFFSET, JournalBusy, JournalLock

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(os.name == "nt", reason="emulates Windows where it is not")


@pytest.fixture
def as_on_windows(monkeypatch):
    monkeypatch.setitem(sys.modules, "msvcrt", fake_msvcrt())
    monkeypatch.setattr(journal, "os", windows_os())


def test_a_second_writer_learns_the_holder_then_takes_the_lock_over(tmp_path, as_on_windows):
    path = tmp_path / "autosave.jsonl"
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path), str(Path(__file__).parent)],
                              cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)},
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        with pytest.raises(JournalBusy) as busy:
            JournalLock(path).acquire()
        assert busy.value.pid == holder.pid
        # The byte past the PID is the one locked: the PID itself stays readable (Windows
        # refuses to read a locked byte), the locked byte is refused.
        lock_file = path.with_name(path.name + ".lock")
        fd = os.open(lock_file, os.O_RDWR)
        try:
            fcntl.lockf(fd, fcntl.LOCK_SH | fcntl.LOCK_NB, 32, 0, os.SEEK_SET)
            fcntl.lockf(fd, fcntl.LOCK_UN, 32, 0, os.SEEK_SET)
            with pytest.raises(OSError):
                fcntl.lockf(fd, fcntl.LOCK_SH | fcntl.LOCK_NB, 1, LOCK_OFFSET, os.SEEK_SET)
        finally:
            os.close(fd)
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=30)
        holder.stdout.close()
    # The holder ended: its lock went with it, and the file it left is taken over.
    lock = JournalLock(path)
    lock.acquire()
    assert lock.held and lock.lock_file.read_text() == str(os.getpid())
    lock.release()
    assert not lock.held
