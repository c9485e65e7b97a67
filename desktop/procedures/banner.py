"""The strip above the table that says which question is open (a game's question, a
setup question, the end of the game) and reopens it: Escape in a flow's dialog goes back to the table,
never gives anything up, and the banner brings the question back."""

from __future__ import annotations

from desktop.qt import QEvent, QFrame, QHBoxLayout, QKeyEvent, QLabel, QPushButton, Qt, QWidget, Signal

BANNER_STYLE = """
#stepBanner { background: #3b3217; border-bottom: 2px solid #e8c547; }
#stepBanner QLabel { color: #f7ecc5; font-size: 15px; }
#stepBanner QPushButton { font-size: 14px; padding: 5px 18px; }
"""


PRESS_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class BannerButton(QPushButton):
    """The banner's button: Enter and Space press it once it has the focus (Tab reaches it),
    also where a window shortcut uses the key (Space taps a card)."""

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and self._press_key(event):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._press_key(event) and event.key() != Qt.Key.Key_Space:
            self.click()  # Space clicks on its release, as on every button
            return
        super().keyPressEvent(event)

    @staticmethod
    def _press_key(event: QEvent) -> bool:
        return (isinstance(event, QKeyEvent) and event.key() in PRESS_KEYS
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier)


class StepBanner(QFrame):
    """One line of text and one button; hidden while nothing is open."""

    clicked = Signal()
    asked = Signal(str)  # a new question's text (a screen reader says it)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("stepBanner")
        self.setStyleSheet(BANNER_STYLE)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 6, 12, 6)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.button = BannerButton()
        self.button.setAutoDefault(False)
        self.button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.button.clicked.connect(self.clicked.emit)
        row.addWidget(self.text, 1)
        row.addWidget(self.button)
        self.hide()

    def say(self, text: str, button: str = "", enabled: bool = True) -> None:
        """Show ``text`` (and a button, if ``button``); an empty text hides the banner."""
        new = text != self.text.text()
        self.text.setText(text)
        self.button.setText(button)
        self.button.setAccessibleDescription(text)  # a screen reader says what it answers
        self.button.setVisible(bool(button))
        self.button.setEnabled(enabled)
        self.setVisible(bool(text))
        if new and text:
            self.asked.emit(text)
