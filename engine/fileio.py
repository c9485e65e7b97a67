"""Reading and writing files safely: atomic replacement, and reading that never changes a file."""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
from pathlib import Path

from engine.messages import msg


def check_replaceable(path: str | os.PathLike[str]) -> None:
    """Raise ``OSError`` naming ``path`` unless it is missing or a regular file: a folder, a
    device or a named pipe is never written into nor replaced (writing into a pipe waits for a
    reader; with the rights to, replacing ``/dev/full`` would put a file in its place, and the
    write that should have failed would have "succeeded")."""
    try:
        info = os.stat(path)
    except OSError:
        return  # missing (to be made), or out of reach: the write itself says why
    if stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(errno.EISDIR, str(msg("file.folder")), os.fspath(path))
    if not stat.S_ISREG(info.st_mode):
        raise OSError(errno.EINVAL, str(msg("file.not_regular")), os.fspath(path))


def atomic_write(path: str | os.PathLike[str], data: str | bytes) -> None:
    """Write ``data`` (text as UTF-8) to ``path`` atomically: temp file in the same folder, fsync,
    replace, fsync dir. Anything but a regular file at ``path`` is refused first
    (:func:`check_replaceable`).

    A crash at any moment leaves either the old file or the new one, never a mix.
    """
    target = Path(path)
    check_replaceable(target)
    folder = target.parent if str(target.parent) else Path(".")
    temp_name = new_file_beside(target)
    try:
        with open(temp_name, "wb") as stream:
            stream.write(data.encode("utf-8") if isinstance(data, str) else data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp_name, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    fsync_folder(folder)


def new_file_beside(path: Path) -> Path:
    """A new empty file in ``path``'s folder, to be written and then put in place of ``path``;
    made with the mode any new file of the user gets (0666 less the umask: 0644 under 022), not
    a private temporary file's 0600."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _attempt in range(100):
        temp = path.parent / f".{path.name}.{secrets.token_hex(4)}.tmp"
        try:
            os.close(os.open(temp, flags, 0o666))
        except FileExistsError:
            continue
        return temp
    raise FileExistsError(errno.EEXIST, "no free temporary name", os.fspath(path.parent))


def fsync_folder(folder: Path) -> None:
    """Make a rename or a new file in ``folder`` durable (a no-op where folders can't be opened)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
