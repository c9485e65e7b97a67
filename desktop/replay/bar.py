"""The timeline under the replay's table: a slider with the record's marks, and below it the
buttons, the position, the speed and the viewer."""

from __future__ import annotations

from collections.abc import Sequence

from desktop.qt import (
    QAction,
    QColor,
    QComboBox,
    QHBoxLayout,
    QKeyEvent,
    QLabel,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPointF,
    QRect,
    QSize,
    QSlider,
    QSpinBox,
    QStyle,
    QStyleOptionSlider,
    Qt,
    QToolButton,
    QVBoxLayout,
    QWidget,
    Signal,
)

# How each kind of mark is drawn on the slider: colour, and where (above or below the groove).
MARK_LOOKS = {
    "turns": ("#9fb3a5", "tick"),
    "notes": ("#e8c547", "below"),
    "flagged": ("#e67e22", "below"),
    "refused": ("#e03c31", "below"),
    "failed": ("#d63384", "above"),
}
SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0, 16.0)  # actions a second
DEFAULT_SPEED = 2.0


class MarkedSlider(QSlider):
    """A horizontal slider over the positions of a record, with the record's marks drawn along
    it (turn starts as ticks; rule notes, flagged and refused actions below; failed expectations
    above). A click on the groove goes straight to that position."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.marks: dict[str, list[int]] = {}
        self.setMinimumHeight(34)
        self.setPageStep(10)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def set_marks(self, marks: dict[str, list[int]]) -> None:
        """Draw these marks (positions by kind)."""
        wanted = {kind: list(marks.get(kind) or []) for kind in MARK_LOOKS}
        if wanted != self.marks:
            self.marks = wanted
            self.update()

    def _rect(self, part: QStyle.SubControl) -> QRect:
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        return self.style().subControlRect(QStyle.ComplexControl.CC_Slider, option, part, self)

    def _span(self) -> tuple[float, float]:
        """Where position 0 and the last position lie, in widget x."""
        groove = self._rect(QStyle.SubControl.SC_SliderGroove)
        half = self._rect(QStyle.SubControl.SC_SliderHandle).width() / 2
        return groove.left() + half, groove.right() - half

    def x_of(self, value: int, span: tuple[float, float] | None = None) -> float:
        """The x of a position on the groove (``span``: :meth:`_span`, when known)."""
        left, right = span or self._span()
        top = max(self.maximum() - self.minimum(), 1)
        return left + (right - left) * (value - self.minimum()) / top

    def value_at(self, x: float) -> int:
        """The position nearest to ``x``."""
        left, right = self._span()
        share = 0.0 if right <= left else min(max((x - left) / (right - left), 0.0), 1.0)
        return self.minimum() + round(share * (self.maximum() - self.minimum()))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        handle = self._rect(QStyle.SubControl.SC_SliderHandle)
        if event.button() == Qt.MouseButton.LeftButton and not handle.contains(
                event.position().toPoint()):
            self.setValue(self.value_at(event.position().x()))  # then the handle is grabbed
        super().mousePressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        middle = self.height() / 2
        span = self._span()
        for kind, (color, where) in MARK_LOOKS.items():
            painter.setPen(QPen(QColor(color), 1.5 if where == "tick" else 2))
            for value in self.marks.get(kind) or []:
                x = self.x_of(value, span)
                if where == "tick":
                    painter.drawLine(QPointF(x, middle - 12), QPointF(x, middle - 6))
                elif where == "below":
                    painter.drawLine(QPointF(x, middle + 6), QPointF(x, middle + 13))
                else:
                    painter.drawLine(QPointF(x, middle - 16), QPointF(x, middle - 9))
        painter.end()


class TimelineBar(QWidget):
    """The slider over the whole width; below it the buttons (each a window action, so its key
    and tooltip are the menu's), the position (type a number, Enter goes there, Escape puts the
    current one back), the playing speed and the viewer."""

    def __init__(self, buttons: Sequence[QAction | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        column = QVBoxLayout(self)
        column.setContentsMargins(6, 0, 6, 4)
        column.setSpacing(0)
        self.slider = MarkedSlider()
        column.addWidget(self.slider)
        row = QHBoxLayout()
        row.setSpacing(2)
        column.addLayout(row)
        self.buttons: list[QToolButton] = []
        for action in buttons:
            if action is None:
                row.addSpacing(8)
                continue
            button = QToolButton()
            button.setDefaultAction(action)
            button.setAutoRaise(True)
            button.setIconSize(QSize(20, 20))
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the window
            row.addWidget(button)
            self.buttons.append(button)
        row.addStretch(1)
        self.position = PositionBox()
        self.total = QLabel()
        row.addWidget(self.position)
        row.addWidget(self.total)
        row.addSpacing(10)
        self.speed_label = QLabel()
        self.speed = QComboBox()
        for speed in SPEEDS:
            self.speed.addItem("", speed)
        self.speed.setCurrentIndex(SPEEDS.index(DEFAULT_SPEED))
        self.viewer_label = QLabel()
        self.viewer = QComboBox()
        for widget in (self.speed_label, self.speed, self.viewer_label, self.viewer):
            row.addWidget(widget)
        self.speed_label.setBuddy(self.speed)
        self.viewer_label.setBuddy(self.viewer)

    def set_length(self, length: int) -> None:
        """A record of ``length`` actions: the slider and the position box go from 0 to it."""
        self.slider.setRange(0, length)
        self.position.setRange(0, length)
        self.total.setText(f"/ {length}")

    def show_position(self, n: int) -> None:
        """Put the slider and the box at ``n`` (without asking to go there again)."""
        for widget in (self.slider, self.position):
            widget.blockSignals(True)
            widget.setValue(n)
            widget.blockSignals(False)

    def speed_value(self) -> float:
        """The chosen speed, in actions a second."""
        return float(self.speed.currentData())


class PositionBox(QSpinBox):
    """The position as a number: typing changes nothing until Enter (which goes there); Escape
    puts back the position shown. Either way ``done`` says the keys may go back to the table."""

    done = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setKeyboardTracking(False)
        self.setButtonSymbols(QSpinBox.ButtonSymbols.NoButtons)
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setMinimumWidth(64)
        self.shown = 0

    def setValue(self, value: int) -> None:
        self.shown = value
        super().setValue(value)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.blockSignals(True)
            super().setValue(self.shown)
            self.blockSignals(False)
            event.accept()
            self.done.emit()
            return
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.done.emit()  # valueChanged has taken the window there
