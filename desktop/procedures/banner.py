"""The strip above the table that says which question is open (a mulligan, a duel's answer or
effect, the end of the game) and reopens it: Escape in a flow's dialog goes back to the table,
never gives anything up, and the banner brings the question back."""

from __future__ import annotations

from desktop.qt import QFrame, QHBoxLayout, QLabel, QPushButton, Qt, QWidget, Signal

BANNER_STYLE = """
#stepBanner { background: #3b3217; border-bottom: 2px solid #e8c547; }
#stepBanner QLabel { color: #f7ecc5; font-size: 15px; }
#stepBanner QPushButton { font-size: 14px; padding: 5px 18px; }
"""


class StepBanner(QFrame):
    """One line of text and one button; hidden while nothing is open."""

    clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stepBanner")
        self.setStyleSheet(BANNER_STYLE)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.button = QPushButton()
        self.button.setAutoDefault(False)
        self.button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.button.clicked.connect(self.clicked.emit)
        row.addWidget(self.text, 1)
        row.addWidget(self.button)
        self.hide()

    def say(self, text: str, button: str = "", enabled: bool = True) -> None:
        """Show ``text`` (and a button, if ``button``); an empty text hides the banner."""
        self.text.setText(text)
        self.button.setText(button)
        self.button.setVisible(bool(button))
        self.button.setEnabled(enabled)
        self.setVisible(bool(text))
