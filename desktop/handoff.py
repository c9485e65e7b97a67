"""The hand-off screen: it hides the table between players until the next one takes the seat.

Its own module (not desktop.dialogs): the main window builds it at start, and the dialogs are
imported only when one is first opened.
"""

from __future__ import annotations

from desktop.qt import QEvent, QKeyEvent, QLabel, QPushButton, QShowEvent, Qt, QVBoxLayout, QWidget, Signal

HANDOFF_STYLE = """
#handoff { background: #23412f; }
#handoff QLabel { color: #d7e4d9; background: transparent; }
#handoff QLabel#handoffName { color: #f3d67a; font-size: 56px; font-weight: bold; }
#handoff QLabel#handoffMessage { font-size: 20px; }
#handoff QPushButton {
    background: #e8c547; color: #1d2b22; border: 3px solid #e8c547; border-radius: 10px;
    padding: 14px 44px; min-height: 32px;
}
#handoff QPushButton:hover { background: #f0d468; }
#handoff QPushButton:pressed { background: #cfae37; }
#handoff QPushButton:focus { outline: none; border: 3px solid #f7f1da; }
"""
HANDOFF_BUTTON_PX = 20
TAKE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class HandoffScreen(QWidget):
    """Hides the table between turns until the next player takes the seat: the next player's
    name, one line on what to do, one big button (Enter or Space). It shows no card."""

    taken = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoff")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.player = ""
        self.reason = ""
        self._built = False  # its labels and button are made when it is first asked to show

    def _build(self) -> None:
        self._built = True
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(HANDOFF_STYLE)
        layout = QVBoxLayout(self)
        layout.setSpacing(18)
        layout.addStretch(3)
        self.name = QLabel()
        self.name.setObjectName("handoffName")
        self.message = QLabel()
        self.message.setObjectName("handoffMessage")
        self.message.setWordWrap(True)  # across the whole width: wraps on a narrow window only
        for label in (self.name, self.message):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(label)
        layout.addSpacing(22)
        self.button = QPushButton()
        # The font is set on the widget, not in the style sheet: Qt sizes a button from its own
        # font, so a style sheet's larger bold font was clipped at both ends in every language.
        font = self.button.font()
        font.setPixelSize(HANDOFF_BUTTON_PX)
        font.setBold(True)
        self.button.setFont(font)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.clicked.connect(self.taken.emit)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(4)
        self.setFocusProxy(self.button)

    def ask(self, player: str, reason: str = "") -> None:
        """Show the screen for ``player`` (``reason``: another line than the usual one)."""
        if not self._built:
            self._build()
        self.player = player
        self.reason = reason
        self.retranslate()

    def retranslate(self) -> None:
        """Texts in the interface language."""
        if not self._built:
            return
        self.name.setText(self.player)
        self.message.setText(self.reason or self.tr(
            "Pass the computer to %s. Both hands are hidden.") % self.player)
        self.button.setText(self.tr("I am %s: show my side") % self.player)
        self.button.setAccessibleDescription(self.message.text())  # read with the button

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._built:
            self.button.setFocus()

    def event(self, event: QEvent) -> bool:
        # Enter and Space take the seat even where a window shortcut uses the same key.
        if event.type() == QEvent.Type.ShortcutOverride and self._is_take_key(event):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self._built and self._is_take_key(event):
            self.button.click()
            return
        super().keyPressEvent(event)

    @staticmethod
    def _is_take_key(event: QEvent) -> bool:
        return (isinstance(event, QKeyEvent) and event.key() in TAKE_KEYS
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier)
