"""The host's online seats in a main window (Game → Invite players online…; docs/online.md).

:class:`OnlineSeats` stands the online bridge (:class:`desktop.online.hosting.OnlineHost`) on the
window: the seats' desk is the phones' (:class:`desktop.phones.table.WindowDesk`, through the
controller, so the table shows each remote action's flag or note as its own), what the link
reports is brought to the GUI thread by a queued signal, each remote seat gets its new state after
every change of the table, and the remote players' hands never show here (the controller holds
them elsewhere, as a phone player's: no hand-off screen waits for them either).

A game's secrets are kept in the settings under the game's fingerprint, so the same game put on
the table again (resumed after a crash) is hosted on the same links. Another game on the table
ends online play: its links were for the last one.
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable
from typing import Any

from desktop.online import BrokerSettings, GameSecrets, Invite
from desktop.online.hosting import OnlineHost, waits_for
from desktop.onlinestrip import OnlineStrip
from desktop.phonehands import game_key
from desktop.phones.table import WindowDesk
from desktop.qt import QObject, Signal

SOURCE = "online"  # the controller's name for the hands held by online seats


def broker_from_settings(fields: dict[str, object]) -> BrokerSettings | None:
    """The broker the settings remember (None if none, or not one that can be used)."""
    known = {field.name for field in dataclasses.fields(BrokerSettings)}
    try:
        return BrokerSettings(**{key: value for key, value in fields.items() if key in known})  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return None


def broker_fields(broker: BrokerSettings) -> dict[str, object]:
    """What the settings keep of a broker (the login too: the player typed it for this)."""
    return {key: value for key, value in dataclasses.asdict(broker).items()
            if key != "tcp_nodelay" and value is not None}


def game_secrets(settings: Any, game: Any, remote: list[str]) -> GameSecrets:
    """The online secrets of ``game`` for these remote seats: the ones kept for it when it was
    hosted before (its links stay good), with fresh ones for seats that had none."""
    kept = settings.online_games.get(game_key(game))
    secrets = None
    if kept is not None:
        with contextlib.suppress(ValueError):
            secrets = GameSecrets.from_json(kept)
    if secrets is None:
        return GameSecrets.new(remote)
    fresh = GameSecrets.new(remote)
    seats = {seat: secrets.seats.get(seat) or fresh.seats[seat] for seat in remote}
    return dataclasses.replace(secrets, seats=seats)


def keep_secrets(settings: Any, game: Any, secrets: GameSecrets) -> None:
    """Keep ``game``'s secrets (at once: a crash right after must find them)."""
    entries = settings.online_games
    entries[game_key(game)] = secrets.to_json()
    settings.online_games = entries
    settings.sync()


class OnlineSeats(QObject):
    """The online seats of the game on one main window's table, while they are served."""

    posted = Signal(object)  # a call for the GUI thread, from the link's thread
    seatsChanged = Signal(object)  # seat → invited | joined | dropped | left
    brokerChanged = Signal(bool, str)  # connected, and why not

    def __init__(self, window: Any, broker: BrokerSettings, secrets: GameSecrets) -> None:
        super().__init__(window)
        self.window = window
        self.game = window.game
        self.controller: Any = None
        self.broker = broker
        self.posted.connect(self._run)
        self.host = OnlineHost(WindowDesk(window), broker, secrets, post=self.posted.emit,
                               on_seats=self.seatsChanged.emit,
                               on_broker=lambda connected, why: self.brokerChanged.emit(connected, why))
        self.running = False
        self.strip = OnlineStrip()  # who is away, above the table
        window.table_page.layout().insertWidget(1, self.strip)
        self.seatsChanged.connect(lambda seats: self.strip.show_presence(seats))

    @property
    def remote(self) -> list[str]:
        """The players whose seats are online."""
        return list(self.host.link.secrets.seats)

    @property
    def presence(self) -> dict[str, str]:
        return dict(self.host.presence)

    def start(self) -> None:
        """Connect to the broker; the remote players' hands leave the table."""
        keep_secrets(self.window.settings, self.game, self.host.link.secrets)
        self.host.start()
        self.running = True
        self.follow(self.window.controller)

    def stop(self) -> None:
        """End online play: the seats hear that the host left; their hands stay hidden (away)
        until they are brought back to the table."""
        if not self.running:
            return
        self.running = False
        self.host.stop()
        self.strip.show_presence({})
        self.strip.deleteLater()
        if self.controller is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.controller.changed.disconnect(self._changed)
            self.controller.session.waits = None
            self.controller.set_phones((), SOURCE)

    def link(self, seat: str) -> str:
        """The seat's invite link (with its secret after ``#``)."""
        return self.host.invite(seat).link()

    def renew(self, seat: str) -> Invite:
        """A new code for ``seat``: its old link is worthless from now on."""
        invite = self.host.renew(seat)
        keep_secrets(self.window.settings, self.game, self.host.link.secrets)
        return invite

    def follow(self, controller: Any) -> None:
        """The table's controller (a new one with each game); another game ends online play."""
        if self.controller is not None:
            with contextlib.suppress(RuntimeError, TypeError):
                self.controller.changed.disconnect(self._changed)
        self.controller = controller
        if controller.game is not self.game:
            self.stop()
            return
        controller.changed.connect(self._changed)
        # The host's own actions that need an away seat (its question, its hand) wait for it.
        controller.session.waits = lambda action: waits_for(
            self.game, self.host.away(), action, action.get("by"))
        controller.set_phones(self.remote, SOURCE)
        self.strip.show_presence(self.presence)
        self.host.publish()

    def retranslate(self) -> None:
        if self.running:
            self.host.retranslate()

    def _changed(self, _view: dict) -> None:
        if self.running:
            self.host.publish()

    def _run(self, call: Callable[[], None]) -> None:
        if self.running:
            call()
