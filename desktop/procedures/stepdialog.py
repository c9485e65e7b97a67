"""The one shape of the guided flows' dialogs.

Every flow asks with a dialog that does not block (``open``), so the table stays live and a
test drives it with keys and clicks; whatever it applies goes through the controller (the one
door). Loaded with the first flow: the table's first paint needs no dialog class.
"""

from __future__ import annotations

from typing import Any

from desktop.qt import (
    QAbstractItemView,
    QCoreApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QShowEvent,
    QVBoxLayout,
    QWidget,
)


class StepDialog(QDialog):
    """A flow's question: a prompt, the question's own widgets, then the answer button and
    *Back*. Escape is always *Back* (the question stays open on the table's banner); the
    answer button is the default only where ``default`` says so (never where it costs)."""

    SHOWS_SEAT_CARDS = True  # closed when other eyes take the table (MainWindow._viewer_changed)

    def __init__(self, title: str, prompt: str, answer: str, parent: QWidget | None = None,
                 default: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.layout_ = QVBoxLayout(self)
        self.prompt = QLabel(prompt)
        self.prompt.setWordWrap(True)
        self.layout_.addWidget(self.prompt)
        self.buttons = QDialogButtonBox()
        self.answer: QPushButton = self.buttons.addButton(
            answer, QDialogButtonBox.ButtonRole.AcceptRole)
        self.back: QPushButton = self.buttons.addButton(
            QCoreApplication.translate("StepDialog", "Back"),
            QDialogButtonBox.ButtonRole.RejectRole)
        for button in (self.answer, self.back):
            button.setAutoDefault(False)
        self.default = default
        self.answer.setDefault(default)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    def showEvent(self, event: QShowEvent) -> None:
        # A button box, when shown, makes its first accept button the default if the dialog has
        # none: an answer that is no default would be Enter's all the same.
        self.answer.setDefault(self.default)
        super().showEvent(event)

    def add(self, widget: QWidget, stretch: int = 0) -> None:
        """A widget of the question, below the prompt."""
        self.layout_.addWidget(widget, stretch)

    def finish_layout(self) -> None:
        """The buttons go last. A list of the question without a name of its own is named
        by the prompt (a screen reader says what the list is for)."""
        self.layout_.addWidget(self.buttons)
        for view in self.findChildren(QAbstractItemView):
            if not view.accessibleName():
                view.setAccessibleName(self.prompt.text())

    def ready(self) -> bool:
        """Whether the question has an answer (the answer button works only then)."""
        return True

    def accept(self) -> None:
        """Answer, if the question has an answer."""
        if self.ready():
            super().accept()


def open_dialog(dialog: QDialog, done: Any) -> QDialog:
    """Show a flow's dialog without blocking; ``done`` runs when it is accepted."""
    from desktop.dialogs import show_dialog  # loaded with the first flow, not at start

    dialog.accepted.connect(done)
    return show_dialog(dialog)
