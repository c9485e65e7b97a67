"""Which kind of game record a file is, and its timeline (no Qt here)."""

from __future__ import annotations

import io
import json
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.game import Game
    from engine.timeline import Timeline

FIRST_LINE_MOST = 1 << 20  # a header longer than this is no journal's (the reader says why)


class RecordKind(Enum):
    """What a record is, for the window's title and its File menu."""

    SAVED = "saved"
    JOURNAL = "journal"
    SCENARIO = "scenario"
    LIVE = "live"  # the record of the game on the table (Review this game)


def is_journal(path: Path) -> bool:
    """Whether ``path`` is an autosave journal: its first line carries a checksum (``_crc``).
    Read by the engine's record reader, which refuses anything but a regular file (a named pipe
    would be waited on for ever) with a ``RecordError`` naming it."""
    from engine.record import read_bytes

    file = io.BytesIO(read_bytes(str(path)))
    for raw in iter(lambda: file.readline(FIRST_LINE_MOST), b""):
        text = raw.strip()
        if not text or text.startswith(b"//"):
            continue
        try:
            first = json.loads(text)
        except ValueError:
            return False
        return isinstance(first, dict) and "_crc" in first
    return False


def open_timeline(path: Path) -> tuple[Timeline, RecordKind]:
    """The timeline of a record file and what kind it is; the file is only read.

    A journal is read as journals are (a torn last line left out); anything else as a record.
    Raises ``RecordError`` (``FILE:LINE: …``) or ``OSError``."""
    from engine.timeline import Timeline

    if is_journal(path):
        return Timeline.load_journal(str(path)), RecordKind.JOURNAL
    timeline = Timeline.load(str(path))
    return timeline, RecordKind.SCENARIO if timeline.expected else RecordKind.SAVED


def live_timeline(game: Game) -> Timeline:
    """The timeline of a game being played (its record as it is now); the game is untouched."""
    from engine.timeline import Timeline

    header, *actions = json.loads(json.dumps(game.record_lines()))  # the reader's own copy
    return Timeline.from_lines(header, list(enumerate(actions, 2)))
