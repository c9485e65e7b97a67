"""The autosave journal: a game record written one fsynced line per applied action.

Each line carries ``_crc`` (CRC-32 of the line without it), so a torn or garbled last line, left
by a crash or ``kill -9`` in the middle of a write, is recognised and dropped on resuming; nothing
before it is lost.

A line is durably written or not at all: :meth:`Journal.append` writes and fsyncs it, and when
anything fails (a full disk, a read-only or vanished one) it cuts the file back to its last whole
line and raises :class:`JournalWriteError`; ``Game.apply`` then takes the action back. Nothing is
left in a buffer to reach the disk later.

One writer per journal: :class:`JournalLock` is an OS lock (``flock``) on ``FILE.lock`` beside
the journal, which holds the holder's PID. The OS drops the lock with the process, so a
``kill -9`` never leaves a stale lock behind.
"""

from __future__ import annotations

import contextlib
import errno
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

# Re-exported (callers import them from here); ``X as X``: strict mypy sees only explicit ones.
from engine.errors import JournalWriteError as JournalWriteError
from engine.errors import RecordError as RecordError
from engine.errors import reason_of as reason_of
from engine.fileio import atomic_write
from engine.messages import msg
from engine.record import check_crc, journal_lines, with_crc  # noqa: F401 (re-exported)

if TYPE_CHECKING:
    from engine.game import Game

class JournalBusy(Exception):
    """Another process holds the journal's lock: it is the journal of a game still open there."""

    def __init__(self, path: str | os.PathLike[str], pid: int | None) -> None:
        self.path = Path(path)
        self.pid = pid
        holder = f"process {pid}" if pid else "another process"
        super().__init__(f"{path}: this journal is in use by {holder}")


def journal_text(lines: list[dict[str, Any]]) -> str:
    """A whole journal: each line with its checksum."""
    return "".join(with_crc(line) + "\n" for line in lines)


class Journal:
    """An append-only journal file: every line fsynced before :meth:`append` returns. A game's
    record sink (:class:`engine.recorder.RecordSink`)."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._fd: int | None = None
        self._size = 0  # the bytes of whole, durable lines
        self._tail = False  # a failed write may have left bytes past ``_size``
        self.started = False  # whether the file holds the game's record so far

    def start(self, lines: list[dict[str, Any]]) -> None:
        """Begin the journal anew with these lines (the header and any actions so far).

        The whole file is replaced atomically: if that fails, the old journal is still whole and
        :class:`JournalWriteError` says why.
        """
        self.close()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            atomic_write(self.path, journal_text(lines))
            self._open()
        except OSError as error:
            self.close()
            raise JournalWriteError(self.path, error) from error
        self.started = True

    def _open(self) -> int:
        self._fd = os.open(self.path, os.O_WRONLY | getattr(os, "O_BINARY", 0))
        self._size = os.fstat(self._fd).st_size
        self._tail = False
        return self._fd

    def append(self, line: dict[str, Any]) -> None:
        """Append one action and fsync it before returning; on failure the file is as before and
        :class:`JournalWriteError` says why."""
        data = (with_crc(line) + "\n").encode("utf-8")
        try:
            fd = self._fd if self._fd is not None else self._open()
            if os.fstat(fd).st_nlink == 0:  # deleted or replaced: writing would reach no file
                raise FileNotFoundError(errno.ENOENT, "the journal file was removed")
            if self._tail:
                os.ftruncate(fd, self._size)
                self._tail = False
            os.lseek(fd, self._size, os.SEEK_SET)
            written = 0
            while written < len(data):
                count = os.write(fd, data[written:])
                if count <= 0:
                    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
                written += count
            os.fsync(fd)
        except OSError as error:
            self._cut_back()
            raise JournalWriteError(self.path, error) from error
        self._size += len(data)

    def _cut_back(self) -> None:
        """Drop whatever a failed write left past the last whole line (now, or before the next
        write if the disk refuses even that)."""
        self._tail = True
        if self._fd is None:
            return
        try:
            os.ftruncate(self._fd, self._size)
            os.fsync(self._fd)
        except OSError:
            return
        self._tail = False

    def close(self) -> None:
        """Close the file (the journal stays on disk)."""
        if self._fd is not None:
            fd, self._fd = self._fd, None
            with contextlib.suppress(OSError):
                os.close(fd)

    def discard(self) -> None:
        """Close and delete the journal (after a clean end, nothing needs recovering)."""
        self.close()
        self.path.unlink(missing_ok=True)

    @staticmethod
    def read(path: str | os.PathLike[str]) -> tuple[list[dict[str, Any]], int]:
        """The good lines of a journal and the byte length they fill; a torn last line is left
        out. A bad line before the last is an error: that is damage, not a crash. (The one
        reader of journals, :func:`engine.record.journal_lines`, which record files share.)"""
        file = Path(path)
        data = file.read_bytes() if file.exists() else b""
        numbered, good = journal_lines(data, str(path))
        return [obj for _, obj in numbered], good

    @classmethod
    def replay(cls, path: str | os.PathLike[str]) -> tuple[Game, int]:
        """The game a journal holds and the length of its whole lines; the file is only read."""
        from engine.game import Game

        file = Path(path)
        numbered, good = journal_lines(file.read_bytes() if file.exists() else b"", str(path))
        if not numbered:
            raise RecordError(msg("journal.empty"), str(path), 1)
        (header_line, header), *actions = numbered
        game = Game.from_header_at(header, str(path), header_line)
        for number, action in actions:
            try:
                game.apply(action)
            except RecordError as error:
                raise error.located(str(path), number) from None
        return game, good

    @classmethod
    def resume(cls, path: str | os.PathLike[str]) -> Game:
        """Rebuild the game a journal holds, cut off a torn last line, and keep journaling.

        Raises RecordError for a journal that cannot be read, :class:`JournalWriteError` for one
        that cannot be written (then nothing was changed).
        """
        game, good = cls.replay(path)
        journal = cls(path)
        try:
            fd = journal._open()
            if good < journal._size:
                os.ftruncate(fd, good)
                os.fsync(fd)
                journal._size = good
        except OSError as error:
            journal.close()
            raise JournalWriteError(path, error) from error
        journal.started = True  # it holds the game's record (its whole lines)
        game.attach_journal(journal, start=False)
        return game


class JournalLock:
    """One writer per journal: an exclusive OS lock held for as long as the game is open.

    The lock is an ``flock`` (Windows: an ``msvcrt`` byte-range lock past the PID) on
    ``FILE.lock``, which also holds the holder's PID, so a second writer learns who holds the
    journal. The OS releases the lock when the process ends, however it ends: a ``kill -9``
    leaves the file behind, unlocked, and the next writer simply takes it over. Released, the
    file is removed (while still locked; a writer that opened it a moment before sees that the
    name no longer leads to its file, and tries again).

    Why not portalocker's ``PidFileLock``, which does the same: importing it takes ~30 ms of the
    app's start (it reads its own package metadata), a tenth of the launch.
    """

    def __init__(self, journal: str | os.PathLike[str]) -> None:
        self.journal = Path(journal)
        self.lock_file = self.journal.with_name(self.journal.name + ".lock")
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        """Whether this process holds the lock."""
        return self._fd is not None

    def acquire(self) -> None:
        """Take the lock; :class:`JournalBusy` (naming the holder's PID) if another process has
        it, ``OSError`` if the folder cannot hold the lock file (a read-only disk, say)."""
        while self._fd is None:
            fd = os.open(self.lock_file, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0),
                         0o644)
            try:
                if not _lock(fd):
                    raise JournalBusy(self.journal, _holder(fd))
                if not _names(fd, self.lock_file):  # removed by the holder we waited for
                    os.close(fd)
                    continue
                os.ftruncate(fd, 0)
                os.lseek(fd, 0, os.SEEK_SET)
                os.write(fd, str(os.getpid()).encode("ascii"))
            except BaseException:
                with contextlib.suppress(OSError):
                    os.close(fd)
                raise
            self._fd = fd

    def release(self) -> None:
        """Let go of the lock (its file is removed)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        with contextlib.suppress(OSError):
            os.unlink(self.lock_file)
        os.close(fd)


LOCK_OFFSET = 1 << 20  # Windows locks bytes, and a locked byte cannot be read: lock one past the PID


def _lock(fd: int) -> bool:
    """Try to lock ``fd`` exclusively without waiting."""
    if os.name == "nt":
        import msvcrt

        os.lseek(fd, LOCK_OFFSET, os.SEEK_SET)
        try:
            # typeshed declares msvcrt's names for win32 only; the branch is chosen by os.name
            # (not sys.platform), which tests/engine/windows_lock.py sets to emulate Windows.
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _holder(fd: int) -> int | None:
    """The PID written in a lock file (None while its holder has not written it yet)."""
    os.lseek(fd, 0, os.SEEK_SET)
    text = os.read(fd, 32).decode("ascii", "replace").strip()
    return int(text) if text.isdigit() and len(text) < 20 else None


def _names(fd: int, path: Path) -> bool:
    """Whether ``path`` still leads to the open file ``fd``."""
    try:
        named = os.stat(path)
    except FileNotFoundError:
        return False
    opened = os.fstat(fd)
    return (named.st_dev, named.st_ino) == (opened.st_dev, opened.st_ino)
