"""The autosave journal: a game record written one fsynced line per applied action.

Each line carries ``_crc`` (CRC-32 of the line without it), so a torn or garbled last line, left
by a crash or ``kill -9`` in the middle of a write, is recognised and dropped on resuming; nothing
before it is lost.
"""

from __future__ import annotations

import json
import os
import zlib
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from engine.errors import RecordError
from engine.fileio import fsync_folder
from engine.messages import msg

if TYPE_CHECKING:
    from engine.game import Game


def with_crc(obj: dict[str, Any]) -> str:
    """The line for ``obj``: its compact JSON with a ``_crc`` key appended."""
    body = {k: v for k, v in obj.items() if k != "_crc"}
    text = json.dumps(body, ensure_ascii=False, separators=(",", ":"))
    crc = zlib.crc32(text.encode("utf-8"))
    closing = "," if body else ""
    return f'{text[:-1]}{closing}"_crc":"{crc:08x}"}}'


def check_crc(line: str) -> dict[str, Any] | None:
    """The object of a journal line, or None if the line is torn or its checksum is wrong."""
    try:
        obj = json.loads(line)
    except (ValueError, RecursionError):
        return None
    if not isinstance(obj, dict) or "_crc" not in obj:
        return None
    return obj if with_crc(obj) == line else None


class Journal:
    """An append-only, fsynced journal file."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._stream: IO[str] | None = None

    def start(self, lines: list[dict[str, Any]]) -> None:
        """Begin the journal anew with these lines (the header and any actions so far)."""
        self.close()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._stream = open(self.path, "w", encoding="utf-8", newline="\n")  # noqa: SIM115
        for line in lines:
            self._stream.write(with_crc(line) + "\n")
        self._sync()
        fsync_folder(self.path.parent)

    def append(self, line: dict[str, Any]) -> None:
        """Append one action and fsync it before returning."""
        if self._stream is None:
            self._stream = open(self.path, "a", encoding="utf-8", newline="\n")  # noqa: SIM115
        self._stream.write(with_crc(line) + "\n")
        self._sync()

    def _sync(self) -> None:
        assert self._stream is not None
        self._stream.flush()
        os.fsync(self._stream.fileno())

    def close(self) -> None:
        """Close the file (the journal stays on disk)."""
        if self._stream is not None:
            self._stream.close()
            self._stream = None

    def discard(self) -> None:
        """Close and delete the journal (after a clean end, nothing needs recovering)."""
        self.close()
        self.path.unlink(missing_ok=True)

    @staticmethod
    def read(path: str | os.PathLike[str]) -> tuple[list[dict[str, Any]], int]:
        """The good lines of a journal and the byte length they fill; a torn last line is left
        out. A bad line before the last is an error: that is damage, not a crash."""
        file = Path(path)
        data = file.read_bytes() if file.exists() else b""
        lines: list[dict[str, Any]] = []
        good = 0
        raw_lines = data.split(b"\n")
        final = len(raw_lines)  # the piece after the last newline: empty, or a torn write
        for number, raw in enumerate(raw_lines, 1):
            complete = number < final  # a newline followed it
            if not raw.strip():
                good += (len(raw) + 1) if complete else 0
                continue
            try:
                obj = check_crc(raw.decode("utf-8")) if complete else None
            except UnicodeDecodeError:
                obj = None
            if obj is None:
                if number >= final - 1:  # the last line: a write the crash cut short
                    break
                raise RecordError(msg("journal.damaged"), str(path), number)
            lines.append(obj)
            good += len(raw) + 1
        return lines, good

    @classmethod
    def resume(cls, path: str | os.PathLike[str]) -> Game:
        """Rebuild the game a journal holds, cut off a torn last line, and keep journaling."""
        from engine.game import Game

        lines, good = cls.read(path)
        if not lines:
            raise RecordError(msg("journal.empty"), str(path), 1)
        if good < Path(path).stat().st_size:
            with open(path, "r+b") as stream:
                stream.truncate(good)
                stream.flush()
                os.fsync(stream.fileno())
        header, *actions = lines
        game = Game.from_header_at(header, str(path), 1)
        for number, action in enumerate(actions, 2):
            try:
                game.apply(action)
            except RecordError as error:
                raise error.located(str(path), number) from None
        game.attach_journal(cls(path), write_header=False)
        return game
