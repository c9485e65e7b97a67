"""Help → About Cardtable: what this copy is (its version, Qt's and Python's) and where it keeps
the player's games and settings, for a bug report or a backup."""

from __future__ import annotations

import html
import platform
from importlib import metadata
from pathlib import Path

from desktop.qt import QCoreApplication, QUrl

PACKAGE = "cardtable"


def version() -> str:
    """This copy's version (the installed package's; "(version unknown)" without its metadata)."""
    try:
        return metadata.version(PACKAGE)
    except metadata.PackageNotFoundError:
        return QCoreApplication.translate("About", "(version unknown)")


def _folder_link(path: Path) -> str:
    """``path`` as a link that opens it in the file manager."""
    url = QUrl.fromLocalFile(str(path)).toString()
    return f'<a href="{html.escape(url)}">{html.escape(str(path))}</a>'


def about_text(data_folder: Path, settings_file: Path) -> str:
    """The About box's text (rich text)."""
    from desktop.qt import PYSIDE_VERSION, qVersion

    translate = QCoreApplication.translate
    return "".join((
        f"<h3>Cardtable {html.escape(version())}</h3>",
        "<p>", html.escape(translate("About", "A card table with a rules engine underneath.")), "</p>",
        "<p>", html.escape(translate("About", "Your games (the autosave and the finished games):")),
        "<br>", _folder_link(data_folder), "</p>",
        "<p>", html.escape(translate("About", "Settings:")), "<br>",
        _folder_link(settings_file.parent), "</p>",
        "<p><small>",
        html.escape(translate("About", "Qt {qt} · PySide6 {pyside} · Python {python}").format(
            qt=qVersion(), pyside=PYSIDE_VERSION, python=platform.python_version())),
        "<br>",
        html.escape(translate("About", "The demo games' cards, texts and pictures are Cardtable's "
                                "own.")),
        "</small></p>",
    ))
