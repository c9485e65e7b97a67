"""The broadcast window: a frameless, cursorless, fixed-size picture of the table for capture."""

from __future__ import annotations

from desktop.qt import (
    QCloseEvent,
    QEvent,
    QGraphicsView,
    QKeyEvent,
    QMouseEvent,
    QObject,
    QPainter,
    QShowEvent,
    Qt,
    QTransform,
    QVBoxLayout,
    QWidget,
    Signal,
)
from desktop.streaming.broadcast.options import BroadcastOptions, say
from desktop.streaming.broadcast.scene import DESIGN_W, BroadcastScene


class BroadcastWindow(QWidget):
    """Shows spectator views only, at exactly the chosen output size.

    No window frame and no mouse cursor appear in the picture. Esc closes it; a left drag moves
    it (through the window manager, as a title bar would).
    """

    closed = Signal()

    def __init__(self, options: BroadcastOptions) -> None:
        super().__init__(None, Qt.WindowType.Window | Qt.WindowType.FramelessWindowHint)
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.setObjectName("broadcast")
        self.options = options
        self._watching_screen = False
        self.scene = BroadcastScene(options, self.devicePixelRatioF())
        self.view = QGraphicsView(self.scene, self)
        self.view.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setInteractive(False)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.view.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.view.setRenderHints(QPainter.RenderHint.Antialiasing
                                 | QPainter.RenderHint.TextAntialiasing
                                 | QPainter.RenderHint.SmoothPixmapTransform)
        self.view.viewport().installEventFilter(self)
        for widget in (self, self.view, self.view.viewport()):
            widget.setCursor(Qt.CursorShape.BlankCursor)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self.set_options(options)
        self.retranslate()

    def retranslate(self) -> None:
        """The title (window lists, OBS's window picker) and the picture's texts."""
        self.setWindowTitle(say("title"))
        self.scene.set_options(self.options)

    def set_options(self, options: BroadcastOptions) -> None:
        """Change the output size, background or text size."""
        self.options = options
        self.setFixedSize(options.width, options.height)
        scale = options.width / DESIGN_W
        self.view.setTransform(QTransform.fromScale(scale, scale))
        self.scene.set_options(options, self.devicePixelRatioF())

    def show_view(self, view: dict) -> None:
        """Draw a new spectator view now (before the next frame is painted)."""
        self.scene.show_view(view)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        handle = self.windowHandle()
        if handle is not None and not self._watching_screen:
            handle.screenChanged.connect(self._screen_changed)
            self._watching_screen = True

    def _screen_changed(self, _screen: object) -> None:
        """Moved to a screen of another pixel ratio: render the cards for it."""
        if self.devicePixelRatioF() != self.scene.screen_dpr:
            self.scene.set_options(self.options, self.devicePixelRatioF())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.close()
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.MouseButtonPress and isinstance(event, QMouseEvent)
                and event.button() == Qt.MouseButton.LeftButton and self.windowHandle()):
            self.windowHandle().startSystemMove()
            return True
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)
        self.closed.emit()
