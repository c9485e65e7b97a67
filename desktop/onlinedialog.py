"""Game → Invite players online…: the broker, which seats play from afar, and one link per seat.

The broker's address, TLS or WebSocket, and an optional login are remembered in the settings. Each
remote seat gets a link (``cardtable://join?…#SECRET``) with its QR code (the phones' dialog's) and
*Copy*; *New code* makes a seat's old link worthless; *Stop* ends online play. The seats' presence
(invited, joined, dropped, left) shows under each code. docs/online.md explains it all.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from desktop.online import JUDGE, SPECTATORS, BrokerSettings, InviteError
from desktop.online.invite import DEFAULT_PORT, DEFAULT_WS_PATH, new_secret
from desktop.onlineseats import OnlineSeats, broker_fields, broker_from_settings, game_secrets
from desktop.phones.dialog import SeatBox, seat_controls
from desktop.qt import (
    QApplication,
    QCheckBox,
    QCoreApplication,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    Qt,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from desktop.mainwindow import MainWindow

TLS_PORT = 8883


def translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


class OnlineDialog(QDialog):
    """The host's online seats of one main window."""

    def __init__(self, main: MainWindow) -> None:
        super().__init__(main)
        self.main = main  # (not ``window``: that is QWidget's, the dialog's top-level widget)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        form = QFormLayout()
        self.host = QLineEdit()
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.tls = QCheckBox()
        self.websocket = QCheckBox()
        self.judge = QCheckBox()  # a judge's link (every card face up): off unless the host asks
        self.path = QLineEdit(DEFAULT_WS_PATH)
        self.user = QLineEdit()
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.labels = {name: QLabel() for name in ("host", "port", "path", "user", "password", "seats")}
        self.seat_choices = QWidget()
        self.seat_row = QHBoxLayout(self.seat_choices)
        self.seat_row.setContentsMargins(0, 0, 0, 0)
        self.choices: dict[str, QCheckBox] = {}
        for name, field in (("host", self.host), ("port", self.port)):
            form.addRow(self.labels[name], field)
        form.addRow("", self.tls)
        form.addRow("", self.websocket)
        form.addRow("", self.judge)
        for name, widget in (("path", self.path), ("user", self.user), ("password", self.password),
                             ("seats", self.seat_choices)):
            form.addRow(self.labels[name], widget)
        layout.addLayout(form)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        self.toggle, self.state, self.seats_holder, self.seats_grid = seat_controls(
            self, layout, self._toggle)
        self.boxes: dict[str, SeatBox] = {}
        self.copies: dict[str, QPushButton] = {}
        self.problem = ""
        self.websocket.toggled.connect(self.path.setEnabled)
        self.tls.toggled.connect(self._tls_toggled)
        self._fill_from_settings()
        self.retranslate()
        self.refresh()

    # The form.
    def _fill_from_settings(self) -> None:
        broker = broker_from_settings(self.main.settings.online_broker)
        self.host.setText(broker.host if broker else "")
        self.port.setValue(broker.port if broker else DEFAULT_PORT)
        self.tls.setChecked(bool(broker and broker.tls))
        self.websocket.setChecked(bool(broker and broker.websocket))
        self.path.setText(broker.path if broker else DEFAULT_WS_PATH)
        self.path.setEnabled(self.websocket.isChecked())
        self.user.setText(broker.username or "" if broker else "")
        self.password.setText(broker.password or "" if broker else "")

    def _tls_toggled(self, on: bool) -> None:
        """The usual port of the other kind of listener, unless the player chose another."""
        if self.port.value() == (DEFAULT_PORT if on else TLS_PORT):
            self.port.setValue(TLS_PORT if on else DEFAULT_PORT)

    def broker(self) -> BrokerSettings:
        """The broker the form names; :class:`InviteError` saying what is wrong otherwise."""
        return BrokerSettings(self.host.text().strip(), self.port.value(), self.tls.isChecked(),
                              self.websocket.isChecked(), self.path.text().strip() or DEFAULT_WS_PATH,
                              self.user.text() or None, self.password.text() or None)

    def remote_players(self) -> list[str]:
        """The seats ticked to play from afar."""
        return [player for player, box in self.choices.items() if box.isChecked()]

    def _fill_seat_choices(self) -> None:
        players = list(self.main.game.players)
        if list(self.choices) == players:
            return
        for box in self.choices.values():
            box.deleteLater()
        home = self.main.controller.home or players[0]  # the host plays this seat
        self.choices = {}
        for player in players:
            box = QCheckBox(player)
            box.setChecked(player != home)
            self.seat_row.addWidget(box)
            self.choices[player] = box

    # Texts.
    def retranslate(self) -> None:
        """Every text in the interface language."""
        self.setWindowTitle(self.tr("Invite players online"))
        self.intro.setText(self.tr(
            "Players elsewhere join this table through an MQTT broker: every side connects out "
            "to it, so nobody opens a port. Send each remote player their seat's link; what "
            "goes through the broker is encrypted for that seat alone."))
        for name, text in (("host", self.tr("&Broker:")), ("port", self.tr("&Port:")),
                           ("path", self.tr("WebSocket pat&h:")), ("user", self.tr("&User:")),
                           ("password", self.tr("Pass&word:")),
                           ("seats", self.tr("Seats played online:"))):
            self.labels[name].setText(text)
        for name, field in (("host", self.host), ("port", self.port), ("path", self.path),
                            ("user", self.user), ("password", self.password)):
            self.labels[name].setBuddy(field)
        self.host.setPlaceholderText(self.tr("broker.example.org"))
        self.user.setPlaceholderText(self.tr("only if the broker asks for a login"))
        self.tls.setText(self.tr("Encrypted connection (&TLS)"))
        self.websocket.setText(self.tr("O&ver WebSocket"))
        self.judge.setText(self.tr("Also a link for a j&udge, who sees every card"))
        self.note.setText(self.tr(
            "A public test broker (such as test.mosquitto.org) will do for a try, but gives no "
            "guarantee: it may be slow, down or reset at any time. The broker sees only "
            "encrypted messages of fixed sizes; this computer, the host, sees every card."))
        self.refresh()

    # What is served.
    def online(self) -> OnlineSeats | None:
        seats = self.main.online
        return seats if seats is not None and seats.running else None

    def refresh(self) -> None:
        """Whether online play is on, and each remote seat's link and presence."""
        self._fill_seat_choices()
        online = self.online()
        for field in (self.host, self.port, self.tls, self.websocket, self.user, self.password,
                      self.judge, *self.choices.values()):
            field.setEnabled(online is None)
        self.path.setEnabled(online is None and self.websocket.isChecked())
        self.toggle.setText(self.tr("&Stop") if online else self.tr("&Start"))
        if online is not None:
            self.state.setText(self.problem or self.tr(
                "Hosting through {broker}. Stop ends it for every remote seat.").format(
                broker=online.broker.address))
        else:
            self.state.setText(self.problem or self.tr("Not online."))
        remote = online.remote if online is not None else []
        shown = [*remote, *(channel for channel in (SPECTATORS, JUDGE)
                            if channel in online.host.link.seats)] if online is not None else []
        if list(self.boxes) != shown:
            for box in self.boxes.values():
                box.deleteLater()
            self.boxes, self.copies = {}, {}
            for index, player in enumerate(shown):
                box = SeatBox(self.channel_name(player), self.seats_holder)
                copy = QPushButton(box)
                copy.setAutoDefault(False)
                copy.clicked.connect(lambda _c=False, p=player: self.copy(p))
                box.column.addWidget(copy)
                box.renew.clicked.connect(lambda _c=False, p=player: self.renew(p))
                # The players' seats in a row, the spectators' and judge's links (longer) below.
                watcher = player in (SPECTATORS, JUDGE)
                self.seats_grid.addWidget(box, int(watcher), index - len(remote) if watcher else index)
                self.boxes[player], self.copies[player] = box, copy
        presence = online.presence if online is not None else {}
        words = {"invited": self.tr("Not joined yet"), "joined": self.tr("Joined"),
                 "dropped": self.tr("Disconnected: the seat's questions wait for it"),
                 "left": self.tr("Left the game")}
        for player, box in self.boxes.items():
            box.show_link(online.link(player) if online is not None else None)
            box.status.setText(words.get(presence.get(player, ""), ""))
            box.renew.setText(self.tr("&New code"))
            self.copies[player].setText(self.tr("&Copy link"))
        self.adjustSize()

    def channel_name(self, channel: str) -> str:
        """A seat's name, or what the spectators' and the judge's links are called."""
        return {SPECTATORS: self.tr("Spectators"), JUDGE: self.tr("Judge")}.get(channel, channel)

    def copy(self, player: str) -> None:
        """The seat's link on the clipboard, to paste into a message to its player."""
        online = self.online()
        if online is not None:
            QApplication.clipboard().setText(online.link(player))

    def renew(self, player: str) -> None:
        online = self.online()
        if online is not None:
            online.renew(player)
            self.refresh()

    def _toggle(self) -> None:
        self.problem = ""
        if self.online() is not None:
            self.main.stop_online()
        else:
            try:
                broker = self.broker()
            except InviteError as error:
                self.problem = error.message(translate)
                self.refresh()
                return
            remote = self.remote_players()
            if not remote:
                self.problem = self.tr("Tick the seats that are played online.")
                self.refresh()
                return
            self.main.settings.online_broker = broker_fields(broker)
            secrets = game_secrets(self.main.settings, self.main.game, remote)
            secrets = dataclasses.replace(secrets, judge=(secrets.judge or new_secret())
                                          if self.judge.isChecked() else None)
            seats = self.main.start_online(broker, secrets)
            seats.seatsChanged.connect(lambda _seats: self.refresh())
            seats.brokerChanged.connect(self._broker_changed)
        self.refresh()

    def _broker_changed(self, connected: bool, reason: str) -> None:
        online = self.online()
        self.problem = "" if connected or online is None else self.tr(
            "Cannot reach the broker at {broker} ({reason}): trying again…").format(
            broker=online.broker.address, reason=reason)
        self.refresh()
