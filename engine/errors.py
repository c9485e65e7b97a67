"""Errors in files and actions: always one line a person can act on, naming the file and line."""

from __future__ import annotations


class RecordError(Exception):
    """A game record (or a line in it) that the engine cannot read.

    ``str(error)`` is ``FILE:LINE: message`` when the file and line are known.
    """

    def __init__(self, message: str, path: str | None = None, line: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = path
        self.line = line

    def located(self, path: str | None, line: int | None) -> RecordError:
        """Return the same error, placed at ``path:line`` unless it already has a place."""
        return RecordError(
            self.message,
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
