"""View → Hands on phones…: choose the network, start or stop serving, and one QR code per seat.

Off by default and never on by itself: the app listens only between the player's Start and Stop
(or the app's end), on the one interface chosen here. Each seat's QR code holds the page's link
with that seat's secret; the same link is written out below it for typing, and *New code*
disconnects that seat's phone and makes its old code worthless.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from desktop.phones.network import DEFAULT_PORT, Interface, interfaces
from desktop.qt import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QEvent,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QImage,
    QLabel,
    QObject,
    QPainter,
    QPaintEvent,
    QPushButton,
    QRect,
    QScrollArea,
    QSettings,
    QSize,
    QSizePolicy,
    QSpinBox,
    Qt,
    QTextEdit,
    QTextOption,
    QTimer,
    QVBoxLayout,
    QWidget,
)

QR_SCALE = 5  # pixels per QR module: a code of 45 modules is 225 px, easy to scan from a screen
SEATS_WIDTH = 760  # px the seats' boxes ask for at most: their links wrap beyond it
LEAST_QR_SCALE = 2  # on a small screen the code gets smaller, down to this, rather than be cut


def qr_image(link: str) -> QImage:
    """The QR code of ``link`` (segno) at one pixel a module: black on white with a quiet zone."""
    import io

    import segno

    buffer = io.BytesIO()
    segno.make(link, error="m", micro=False).save(buffer, kind="png", scale=1, border=4)
    image = QImage()
    image.loadFromData(buffer.getvalue(), "PNG")
    return image


class QrCode(QWidget):
    """A QR code drawn whole at the largest whole number of pixels a module its room allows:
    QR_SCALE where the dialog has room, fewer on a small screen (a code cut at its edges loses
    the corner squares a phone looks for). Whole pixels keep every module sharp."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.image = QImage()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_link(self, link: str | None) -> None:
        """Show the code of ``link`` (None: no code)."""
        self.image = qr_image(link) if link else QImage()
        self.setMinimumSize(self.minimumSizeHint())  # the layout must not squeeze it further
        self.updateGeometry()
        self.update()

    def scale(self) -> int:
        """Pixels a module, as drawn now."""
        side = self.image.width()
        return max(1, min(self.width(), self.height()) // side) if side else 0

    def sizeHint(self) -> QSize:
        return self.image.size() * QR_SCALE

    def minimumSizeHint(self) -> QSize:
        return self.image.size() * LEAST_QR_SCALE

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.image.isNull():
            return
        side = self.image.width() * self.scale()
        target = QRect(0, 0, side, side)
        target.moveCenter(self.rect().center())
        painter = QPainter(self)
        painter.drawImage(target, self.image)  # no smoothing: each module stays a sharp square
        painter.end()


def seat_controls(dialog: QDialog, layout: QVBoxLayout, toggle: Callable[[], None]
                  ) -> tuple[QPushButton, QLabel, QWidget, QGridLayout]:
    """The lower part of a dialog that seats players elsewhere (phones, online seats): the
    Start/Stop button and its state line, the seats' grid, and Close. Returns the button, the
    state line, the grid's widget and the grid."""
    row = QHBoxLayout()
    button = QPushButton()
    button.clicked.connect(toggle)
    state = QLabel()
    state.setWordWrap(True)
    row.addWidget(button)
    row.addWidget(state, 1)
    layout.addLayout(row)
    holder = QWidget()
    grid = QGridLayout(holder)
    layout.addWidget(SeatsArea(holder), 1)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    buttons.rejected.connect(dialog.reject)
    layout.addWidget(buttons)
    return button, state, holder, grid


class SeatsArea(QScrollArea):
    """The seats' boxes, scrolled when the dialog cannot grow to show them all (a small screen,
    many seats): a box is never squeezed until its code and its link overlap."""

    def __init__(self, holder: QWidget) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.holder = holder  # before setWidget: its events reach eventFilter from then on
        self.setWidget(holder)
        holder.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.holder and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # a box came, went or changed: the dialog grows or shrinks
            QTimer.singleShot(0, self, self.window().adjustSize)  # once the boxes are laid out
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:  # all the boxes, as far as the screen lets the dialog grow
        # A link is one long word: at the width it asks for, the dialog would leave the screen;
        # at a sensible width it wraps, and the boxes are as high as that width needs.
        width = max(self.holder.minimumSizeHint().width(),
                    min(self.holder.sizeHint().width(), SEATS_WIDTH))
        layout = self.holder.layout()
        height = (layout.totalHeightForWidth(width) if layout is not None
                  and layout.hasHeightForWidth() else self.holder.sizeHint().height())
        return QSize(width + self.verticalScrollBar().sizeHint().width(), height)


class LinkText(QTextEdit):
    """A seat's link written out, selectable, wrapped anywhere: a link is one long word (its
    secret alone is dozens of letters), which a label could not wrap to the dialog's width."""

    def __init__(self) -> None:
        super().__init__()
        self.setReadOnly(True)
        self.setFrameShape(QTextEdit.Shape.NoFrame)
        self.setWordWrapMode(QTextOption.WrapMode.WrapAnywhere)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setStyleSheet("font-family: monospace; background: transparent;")
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.document().setDocumentMargin(0)

    def setText(self, text: str) -> None:
        self.setPlainText(text)
        self.document().setDefaultTextOption(self._centred())
        self.updateGeometry()

    def text(self) -> str:
        return self.toPlainText()

    def _centred(self) -> QTextOption:
        option = QTextOption(Qt.AlignmentFlag.AlignCenter)
        option.setWrapMode(QTextOption.WrapMode.WrapAnywhere)
        return option

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        document = self.document().clone()
        document.setTextWidth(max(1, width - 2 * self.frameWidth()))
        return math.ceil(document.size().height()) + 2 * self.frameWidth()

    def sizeHint(self) -> QSize:
        width = min(self.fontMetrics().horizontalAdvance("x" * 64), SEATS_WIDTH)
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        width = self.fontMetrics().horizontalAdvance("x" * 16)
        return QSize(width, self.fontMetrics().lineSpacing())


class SeatBox(QGroupBox):
    """One seat: its QR code, its link written out, whether a phone is joined, *New code*."""

    def __init__(self, player: str, parent: QWidget | None = None) -> None:
        super().__init__(player, parent)
        self.player = player
        self.column = column = QVBoxLayout(self)
        self.code = QrCode()
        self.link = LinkText()
        self.status = QLabel()
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.renew = QPushButton()
        self.renew.setAutoDefault(False)
        column.addWidget(self.code, 1)  # the room to spare goes to the code
        for widget in (self.link, self.status, self.renew):
            column.addWidget(widget)

    def show_link(self, link: str | None) -> None:
        """The seat's link and QR code (None: not serving)."""
        self.code.set_link(link)
        self.code.setVisible(bool(link))
        self.link.setText(link or "")
        self.link.setVisible(bool(link))
        self.renew.setEnabled(bool(link))


class PhonesDialog(QDialog):
    """The Hands on phones window of one main window (``streaming``: its View menu)."""

    def __init__(self, streaming: Any, store: QSettings) -> None:
        super().__init__(streaming.main)
        self.streaming = streaming
        self.store = store
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.column = layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        form = QFormLayout()
        self.network = QComboBox()
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        port = store.value("phones/port", DEFAULT_PORT, type=int)
        self.port.setValue(port if isinstance(port, int) else DEFAULT_PORT)
        self.network_label = QLabel()
        self.port_label = QLabel()
        form.addRow(self.network_label, self.network)
        form.addRow(self.port_label, self.port)
        layout.addLayout(form)
        self.toggle, self.state, self.seats_holder, self.seats_grid = seat_controls(
            self, layout, self._toggle)
        self.seats: dict[str, SeatBox] = {}
        self.fill_networks(interfaces())
        self.retranslate()
        self.refresh()

    def fill_networks(self, found: list[Interface]) -> None:
        """The interfaces to choose from (the last one chosen first, if it is still there)."""
        chosen = str(self.store.value("phones/address", "", type=str))
        self.network.clear()
        for interface in found:
            self.network.addItem("", interface)
        index = next((i for i, f in enumerate(found) if f.address == chosen), 0)
        self.network.setCurrentIndex(index)
        self._name_networks()

    def _name_networks(self) -> None:
        for index in range(self.network.count()):
            interface: Interface = self.network.itemData(index)
            text = f"{interface.name} — {interface.address}"
            if interface.loopback:
                text += " " + self.tr("(this computer only)")
            self.network.setItemText(index, text)

    def chosen(self) -> Interface | None:
        """The interface chosen."""
        chosen = self.network.currentData()
        return chosen if isinstance(chosen, Interface) else None

    def retranslate(self) -> None:
        """Every text in the interface language."""
        self.setWindowTitle(self.tr("Hands on phones"))
        self.intro.setText(self.tr(
            "Each player scans their seat's code with their phone and holds their hand there; "
            "the table then shows no hand face up and needs no hand-off screen. Phones and this "
            "computer must be on the same network."))
        self.network_label.setText(self.tr("&Network:"))
        self.network_label.setBuddy(self.network)
        self.port_label.setText(self.tr("&Port:"))
        self.port_label.setBuddy(self.port)
        self._name_networks()
        self.refresh()

    def refresh(self) -> None:
        """Show whether it serves, and each seat's code and phone."""
        phones = self.streaming.phones
        serving = phones is not None and phones.running
        self.toggle.setText(self.tr("&Stop") if serving else self.tr("&Start"))
        self.network.setEnabled(not serving)
        self.port.setEnabled(not serving)
        if serving:
            host, port = phones.server.address
            self._show_serving(host, port)
            self.state.setText(self.tr(
                "Listening on {address}:{port}. Anyone on that network can open the page, but "
                "only a seat's code shows its hand. Stop ends it.").format(address=host, port=port))
        else:
            self.state.setText(self.tr("Not listening: nothing is served to the network."))
        players = list(self.streaming.main.game.players)
        if list(self.seats) != players:
            for box in self.seats.values():
                box.deleteLater()
            self.seats = {}
            for index, player in enumerate(players):
                box = SeatBox(player, self.seats_holder)
                box.renew.clicked.connect(lambda _c=False, p=player: self._renew(p))
                self.seats_grid.addWidget(box, 0, index)
                self.seats[player] = box
        shown = any(box.code.isVisibleTo(self) for box in self.seats.values())
        for player, box in self.seats.items():
            box.show_link(phones.link(player) if serving else None)
            joined = serving and player in phones.joined
            box.status.setText(self.tr("Phone joined") if joined else (
                self.tr("No phone yet") if serving else ""))
            box.renew.setText(self.tr("&Disconnect and new code") if joined else
                              self.tr("&New code"))
        if serving != shown and self.isVisible():
            self._fit_codes()

    def _show_serving(self, host: str, port: int) -> None:
        """The network and port it listens on (started here, or by ``--phones``), not the
        last ones chosen."""
        index = next((i for i in range(self.network.count())
                      if self.network.itemData(i).address == host), -1)
        if index < 0:
            self.network.addItem(host, Interface(host, host))
            index = self.network.count() - 1
        self.network.setCurrentIndex(index)
        if self.port.minimum() <= port <= self.port.maximum():
            self.port.setValue(port)

    def _fit_codes(self) -> None:
        """Room for the codes at their full size (as far as the screen has it), or none once
        they go. The seats' own layouts take the change in first: left to the event loop, they
        would pass it up one level a turn, after the dialog had taken its new size."""
        for box in self.seats.values():
            box.column.activate()
        self.seats_grid.activate()
        self.column.activate()
        self.adjustSize()

    def _toggle(self) -> None:
        if self.streaming.phones is not None and self.streaming.phones.running:
            self.streaming.stop_phones()
        else:
            interface = self.chosen()
            if interface is None:
                return
            self.store.setValue("phones/address", interface.address)
            self.store.setValue("phones/port", self.port.value())
            self.streaming.start_phones(interface, self.port.value())
        self.refresh()

    def _renew(self, player: str) -> None:
        if self.streaming.phones is not None:
            self.streaming.phones.renew(player)
