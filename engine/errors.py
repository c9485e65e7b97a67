"""Errors in files and actions: always one line a person can act on, naming the file and line."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

from engine.messages import Message, msg


class RecordError(Exception):
    """A game record (or a line in it) that the engine cannot read.

    ``str(error)`` is ``FILE:LINE: message`` when the file and line are known. ``message`` is
    the English sentence of ``code`` and ``params`` (engine/messages.py), which the desktop
    translates; an error raised with plain text has the code ``detail``.
    """

    def __init__(self, message: str | Message, path: str | None = None,
                 line: int | None = None) -> None:
        if not isinstance(message, Message):
            message = msg("detail", detail=message)
        super().__init__(str(message))
        self.message = str(message)
        self.code = message.code
        self.params: dict[str, Any] = dict(message.params)
        self.path = path
        self.line = line

    @property
    def text(self) -> Message:
        """The message: its code and parameters."""
        return Message(self.code, self.params)

    def located(self, path: str | None, line: int | None) -> RecordError:
        """Return the same error, placed at ``path:line`` unless it already has a place."""
        return RecordError(
            self.text,
            self.path if self.path is not None else path,
            self.line if self.line is not None else line,
        )

    def __str__(self) -> str:
        if self.path is None:
            return self.message
        if self.line is None:
            return f"{self.path}: {self.message}"
        return f"{self.path}:{self.line}: {self.message}"


class ActionError(RecordError):
    """An action that names something that does not exist (a label, player, zone, act...).

    This is an error in the file, not a verdict, in either enforcement (spec: settled details).
    """


# What stopped a write, as the player can act on it.
REASONS = {
    errno.ENOSPC: "full", errno.EDQUOT: "full", errno.EFBIG: "full",
    errno.EROFS: "read_only",
    errno.EACCES: "denied", errno.EPERM: "denied",
    errno.ENOENT: "gone", errno.ENODEV: "gone", errno.ENXIO: "gone", errno.ESTALE: "gone",
    errno.EIO: "failing",
    errno.EBUSY: "busy",
}


def reason_of(error: OSError) -> str:
    """``full``, ``read_only``, ``denied``, ``gone``, ``failing``, ``busy`` or ``other``."""
    return REASONS.get(error.errno or 0, "other")


class JournalWriteError(OSError):
    """A journal line (or a new journal) could not be durably written; nothing was applied.

    ``path`` is the journal, ``reason`` what stopped it (:func:`reason_of`), ``errno`` and
    ``strerror`` the operating system's own words.
    """

    def __init__(self, path: str | os.PathLike[str], error: OSError) -> None:
        super().__init__(error.errno, error.strerror or str(error), str(path))
        self.path = Path(path)
        self.reason = reason_of(error)
