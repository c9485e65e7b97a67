"""Another process holding a journal's lock, as a second copy of the app would."""

from __future__ import annotations

import contextlib
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HOLDER = """
import sys
from engine.journal import JournalLock
lock = JournalLock(sys.argv[1])  # held while this process runs
lock.acquire()
print("locked", flush=True)
sys.stdin.read()
"""


@contextlib.contextmanager
def held_elsewhere(journal: Path) -> Iterator[int]:
    """A real process holds ``journal``'s lock for the ``with`` block; yields its PID."""
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(journal)], cwd=ROOT,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        yield holder.pid
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=30)
        holder.stdout.close()
