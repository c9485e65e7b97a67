"""The table's side of Hands on phones: each seat's state for its phone, and a phone's actions
carried out through the controller, on the GUI thread (the one door, as for the table's own).

The server's loop never touches the game: a phone's action arrives here as a queued Qt signal
with a future; the seats' desk (:mod:`desktop.phones.desk`, shared with the online seats) makes
it the action the table's own command would build, through ``Controller.perform`` (so the table
shows the same flag or note), and the verdict goes back to the phone in the interface language.
After every change of the table, each seat gets its own state from the desk: its own engine view
(``game.view(player)``), its last log lines as that player reads them, and the page's texts.

Secrets change with every game: a new controller on another game (a new, opened or card set's
game, a rematch) renews every seat's code and closes every phone.
"""

from __future__ import annotations

import concurrent.futures
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop.phones.desk import SeatDesk, refusal, say
from desktop.phones.network import Interface, listen_address
from desktop.phones.seats import SeatKeys
from desktop.phones.server import PhoneServer
from desktop.qt import QObject, Signal

if TYPE_CHECKING:
    from desktop.mainwindow import MainWindow

__all__ = ["PhoneTable", "WindowDesk", "say"]


class WindowDesk(SeatDesk):
    """The seats' desk on a main window: actions go through its controller (the table shows the
    same flag or note as for its own), and the table's guided flows follow up (a question for a
    player at the table, the cards an answer revealed on the big screen, the first turn)."""

    def __init__(self, window: MainWindow, on_looked: Callable[[str], None] | None = None) -> None:
        super().__init__()
        self.window = window
        self.on_looked = on_looked

    @property
    def game(self) -> Any:
        return self.window.game

    @property
    def info(self) -> dict:
        return self.window.controller.info

    def perform(self, action: dict, label: str | None = None, zone: str | None = None) -> Any:
        return self.window.controller.perform(action, label, zone)

    # The table's Result of the last change: every seat reads it rather than the engine again.
    def view_of(self, viewer: str) -> dict:
        return self.window.controller.view_of(viewer)

    def sources(self, player: str) -> list[dict]:
        return self.window.controller.result.sources(player)

    def questions(self, player: str) -> list[Any]:
        return self.window.controller.result.questions_of(player)

    def acted(self) -> None:
        self.window.procedures.ask_soon()  # a question for a player at the table, if any


    def looked(self, player: str) -> None:
        if self.on_looked is not None:
            self.on_looked(player)


class PhoneTable(QObject):
    """The phones' server and the seats of the game on the table of one main window."""

    asked = Signal(str, object, object)  # player, message, future (from the server's loop)
    joinedChanged = Signal(object)  # frozenset of the players whose phone is joined
    codesChanged = Signal()  # every seat's link changed (a new game) or one seat's (a new code)

    def __init__(self, window: Any, interface: Interface | str, port: int) -> None:
        super().__init__(window)
        self.window = window
        self.interface = interface
        self.controller: Any = None
        self.game: Any = None
        self.joined: frozenset[str] = frozenset()
        self.keys = SeatKeys(window.game.players)
        self.desk = WindowDesk(window, on_looked=lambda _player: self.publish())
        self.server = PhoneServer(listen_address(interface), port, self.keys, self._ask,
                                  self._joined_on_loop)
        self.asked.connect(self._carry_out)
        self.joinedChanged.connect(self._set_joined)

    # Starting and stopping.
    def start(self) -> None:
        """Listen on the chosen interface; ``OSError`` when it cannot."""
        self.server.start()
        self.follow(self.window.controller)
        self.server.set_texts(self.desk.texts())

    def stop(self) -> None:
        """Stop listening: every phone is told and closed, the table shows hands again."""
        self.server.stop()
        self.joined = frozenset()
        if self.controller is not None:
            self._disconnect_controller()
            self.controller.set_phones(())

    @property
    def running(self) -> bool:
        """Whether the phones' server listens."""
        return self.server.running

    def link(self, player: str) -> str:
        """The seat's link (with its secret), for its QR code."""
        return self.server.link(player)

    # Following the game.
    def follow(self, controller: Any) -> None:
        """The table's controller (a new one with each game); another game renews every code."""
        if self.controller is not None:
            self._disconnect_controller()
        self.controller = controller
        controller.changed.connect(self._changed)
        if controller.game is not self.game:
            if self.game is not None:
                self.keys.new_game(controller.game.players)
                self.server.new_game("new_game")
                self.joined = frozenset()
                self.codesChanged.emit()
            self.game = controller.game
            self.desk.forget()
        controller.set_phones(self.joined)
        self.publish()

    def _disconnect_controller(self) -> None:
        import contextlib

        with contextlib.suppress(RuntimeError, TypeError):
            self.controller.changed.disconnect(self._changed)

    def _changed(self, _view: dict) -> None:
        self.publish()

    def renew(self, player: str) -> None:
        """Disconnect the seat's phone and give the seat a new code (the old one is refused)."""
        self.keys.renew(player)
        self.server.disconnect(player, "new_code")
        self.desk.forget(player)
        self.codesChanged.emit()

    def retranslate(self) -> None:
        """The page's texts and log lines in the interface language."""
        if self.running:
            self.server.set_texts(self.desk.texts())
            self.publish()

    # What each phone gets.
    def publish(self) -> None:
        """Every seat's state, made from its own engine view."""
        if not self.running or self.game is None:
            return
        for player in self.game.players:
            state, images = self.seat_state(player)
            self.server.publish(player, state, images)

    def seat_state(self, player: str) -> tuple[dict, dict[str, Path]]:
        """What ``player``'s phone shows, as the engine lets that player see it, and the image
        file of each card it sees face up (by label)."""
        return self.desk.seat_state(player, self.keys.image_key(player))

    # A phone's actions (on the GUI thread).
    def _ask(self, player: str, message: Any) -> concurrent.futures.Future:
        """From the server's loop: carry ``message`` out for ``player`` on the GUI thread."""
        future: concurrent.futures.Future = concurrent.futures.Future()
        self.asked.emit(player, message, future)  # queued: this object lives in the GUI thread
        return future

    def _joined_on_loop(self, players: frozenset[str]) -> None:
        self.joinedChanged.emit(players)

    def _set_joined(self, players: frozenset[str]) -> None:
        """Phones joined or left: the table shows no hand of a joined player's face up."""
        self.joined = frozenset(players)
        controller = self.controller
        if controller is None:
            return
        controller.set_phones(self.joined)
        window = self.window
        if controller.seat in self.joined and window.central() is window.handoff_screen:
            window.take_seat()  # their hand is on their phone: nothing to hide from the others
        window.procedures.refresh()

    def _carry_out(self, player: str, message: Any, future: concurrent.futures.Future) -> None:
        try:
            result = self.carry_out(player, message)
        except Exception as error:  # never leave a phone waiting
            result = {"ok": False, "applied": False, "flagged": False, "text": str(error)}
        if not future.done():
            future.set_result(result)

    def carry_out(self, player: str, message: Any) -> dict:
        """Do what the phone asked, as ``player``, through the controller; the answer for the
        phone (the verdict in words, and the cards a look showed)."""
        if self.controller is None:
            return refusal(say("not_offered"))
        return self.desk.carry_out(player, message, self.keys.image_key(player))
