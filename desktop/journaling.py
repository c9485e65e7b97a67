"""When the autosave journal cannot be written: say why, and offer to keep the game elsewhere.

An action whose journal line cannot be written is not made (``Game.apply`` takes it back); the
table then says why in words a player can act on (the disk is full, read-only, gone…) and offers
to save the game in another file (the whole record, atomically) and to keep journaling there.
The same offer comes at start-up when the journal cannot be written at all (an existing journal
on a read-only disk, say). Kept apart from the main window, which only routes to it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop import savefiles, session
from desktop.qt import QT_TRANSLATE_NOOP, QCoreApplication, QObject

if TYPE_CHECKING:
    from desktop.mainwindow import MainWindow

REASONS = {
    "full": QT_TRANSLATE_NOOP("Journaling", "The disk that holds the autosave journal is full."),
    "read_only": QT_TRANSLATE_NOOP("Journaling", "The autosave journal is on a read-only disk."),
    "denied": QT_TRANSLATE_NOOP("Journaling",
                                "Cardtable is not allowed to write the autosave journal."),
    "gone": QT_TRANSLATE_NOOP("Journaling",
                              "The autosave journal is gone (was its disk removed?)."),
    "failing": QT_TRANSLATE_NOOP("Journaling",
                                 "The disk that holds the autosave journal reports an error."),
    "busy": QT_TRANSLATE_NOOP("Journaling",
                              "Another copy of Cardtable is writing this autosave journal."),
    "other": QT_TRANSLATE_NOOP("Journaling", "The autosave journal could not be written."),
}


def _tr(text: str) -> str:
    """``text`` in the interface language (context ``Journaling``)."""
    return QCoreApplication.translate("Journaling", text)


def reason_text(error: Any) -> str:
    """Why the journal could not be written, as one sentence."""
    return _tr(REASONS.get(getattr(error, "reason", "other"), REASONS["other"]))


def busy_text(busy: Any) -> str:
    """A journal another process holds: which one, and what to do."""
    if busy.pid:
        return _tr("{path} is the journal of a game open in another Cardtable (process {pid})."
                   ).format(path=busy.path, pid=busy.pid)
    return _tr("{path} is the journal of a game open in another Cardtable.").format(path=busy.path)


def explain(error: Any, refused: bool) -> str:
    """The whole message: what happened, why, where, and what the player can do."""
    head = (_tr("This action was not made, because it could not be saved.") if refused
            else _tr("This game cannot be saved as it is played."))
    advice = (_tr("Free some space and try again, or save the game elsewhere and keep playing "
                 "there.") if getattr(error, "reason", "") == "full"
              else _tr("Save the game elsewhere to keep playing there."))
    detail = str(getattr(error, "path", ""))
    if getattr(error, "reason", "other") == "other":  # then the system's own words say more
        detail += f" ({getattr(error, 'strerror', None) or error})"
    return "\n\n".join((head, f"{reason_text(error)}\n{detail}", advice))


class JournalTrouble(QObject):
    """The main window's answer to a journal that cannot be written."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def report(self, error: Any, refused: bool = True) -> bool:
        """Say why the journal failed; offer to keep the game elsewhere. True once it is."""
        self.window.statusBar().showMessage(reason_text(error), 15000)
        if not self.ask(explain(error, refused)):
            return False
        return self.save_elsewhere()

    def save_elsewhere(self) -> bool:
        """Save the game in a file the player chooses and journal it there from now on."""
        from engine.errors import JournalWriteError
        from engine.journal import JournalBusy

        while (path := self.ask_path()) is not None:
            try:
                session.move_journal(self.window.game, self.window.journal, path)
            except JournalBusy as busy:
                self.warn(busy_text(busy))
                continue
            except JournalWriteError as error:
                if not self.ask(explain(error, refused=False)):
                    return False
                continue
            self.window.journal = path
            self.window.path = path
            self.window.update_title()
            self.window.statusBar().showMessage(_tr(
                "The game is saved in {path}; from now on every action is written there.").format(
                path=path), 15000)
            return True
        return False

    # Questions (one place each, so tests can answer them).
    def ask(self, text: str) -> bool:
        """Show the problem; True when the player chooses to save the game elsewhere."""
        from desktop.qt import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Warning, "Cardtable", text,
                          QMessageBox.StandardButton.Cancel, self.window)
        elsewhere = box.addButton(_tr("Save elsewhere…"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(elsewhere)
        box.exec()
        return box.clickedButton() is elsewhere

    def ask_path(self) -> Path | None:
        """Where to keep the game from now on."""
        from desktop.qt import QFileDialog

        name, chosen = QFileDialog.getSaveFileName(
            self.window, _tr("Save the game and keep playing there"), savefiles.DEFAULT_NAME,
            QCoreApplication.translate("MainWindow", savefiles.SAVE_FILTER))
        return savefiles.save_path(name, chosen) if name else None

    def warn(self, text: str) -> None:
        """Tell the player something went wrong."""
        from desktop.qt import QMessageBox

        QMessageBox.warning(self.window, "Cardtable", text)
