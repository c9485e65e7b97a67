"""Windows' journal lock, emulated on a POSIX system for tests/engine/test_journal_lock_windows.py.

engine.journal locks on Windows with ``msvcrt.locking``: a lock on a byte range of the open file,
from the file's current position. POSIX record locks (``fcntl.lockf``) lock byte ranges the same
way, between processes, so an ``msvcrt`` made of them lets the Windows branch run here; only
engine.journal is told it runs on Windows (its ``os.name`` is "nt")."""

from __future__ import annotations

import fcntl
import os
import types

LK_UNLCK, LK_NBLCK = 0, 2  # msvcrt's values


def locking(fd: int, mode: int, nbytes: int) -> None:
    """``msvcrt.locking``: lock (or unlock) ``nbytes`` from the current position, at once or
    OSError, as Windows does."""
    start = os.lseek(fd, 0, os.SEEK_CUR)
    if mode == LK_UNLCK:
        fcntl.lockf(fd, fcntl.LOCK_UN, nbytes, start, os.SEEK_SET)
        return
    try:
        fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, nbytes, start, os.SEEK_SET)
    except OSError as error:
        raise PermissionError(13, "Permission denied") from error  # msvcrt's EACCES


def fake_msvcrt() -> types.ModuleType:
    module = types.ModuleType("msvcrt")
    module.LK_UNLCK, module.LK_NBLCK, module.locking = LK_UNLCK, LK_NBLCK, locking
    return module


def windows_os() -> types.SimpleNamespace:
    """The ``os`` module as engine.journal would see it on Windows (``name`` "nt")."""
    return types.SimpleNamespace(**{**vars(os), "name": "nt"})


HOLDER = """
import sys
from engine import journal
sys.path.insert(0, sys.argv[2])
from windows_lock import fake_msvcrt, windows_os
sys.modules["msvcrt"] = fake_msvcrt()
journal.os = windows_os()
lock = journal.JournalLock(sys.argv[1])
lock.acquire()
print("locked", flush=True)
sys.stdin.read()
"""
