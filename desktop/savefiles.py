"""Saved games' file names. A game is saved as ``NAME.cardtable``, the extension the Linux bundle
registers as the MIME type ``application/x-cardtable-game`` (packaging/cardtable-mime.xml), so
that file managers offer Cardtable for it; the content is the game record (spec/game-record.md)
either way, and records of any other name (``.jsonl``) open as before (docs/packaging.md).
"""

from __future__ import annotations

from pathlib import Path

from desktop.qt import QT_TRANSLATE_NOOP

EXTENSION = ".cardtable"
DEFAULT_NAME = "game" + EXTENSION
# Save: the extension of the filter chosen is added to a name typed without one.
SAVE_FILTER = QT_TRANSLATE_NOOP("MainWindow", "Cardtable games (*.cardtable);;Game records (*.jsonl)")
OPEN_FILTER = QT_TRANSLATE_NOOP("MainWindow",
                                "Game records (*.cardtable *.jsonl);;All files (*)")


def save_path(name: str, chosen_filter: str = "") -> Path:
    """Where a file dialog's answer saves: ``name``, with the chosen filter's extension
    (``.cardtable`` unless it was the ``*.jsonl`` one) when ``name`` has none."""
    path = Path(name)
    if path.suffix:
        return path
    return path.with_name(path.name + (".jsonl" if "*.jsonl)" in chosen_filter
                                       and "*.cardtable" not in chosen_filter else EXTENSION))
