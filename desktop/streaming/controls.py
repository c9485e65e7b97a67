"""The View menu's streaming commands: the broadcast window and the browser overlay (and, in a
main window, Hands on phones…: desktop/phones, imported only when the player opens it).

The main window hands over each controller it makes (``follow``). On every ``changed`` signal the
game's spectator view is made once and given, synchronously, to the broadcast window and to the
overlay server; neither of them ever holds the game or a player's view. The spectator's log is
read a line at a time (``log_since``) and put into words once: the overlay is told only what
changed in it. Nothing is computed while neither is open, and the window and the server are
imported only when first opened.

What is followed may also be a replay (desktop/replay): then, and only for a finished record's
replay (``may_reveal``), the streamer may switch to *Reveal all cards*: the audience gets the
judge's view, every hand and deck shown. Following anything else switches it off again.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from desktop.qt import (
    QT_TRANSLATE_NOOP,
    QAction,
    QActionGroup,
    QApplication,
    QMainWindow,
    QMenu,
    QObject,
    QSettings,
)
from desktop.streaming.broadcast.options import (
    BroadcastOptions,
    LogLines,
    page_data,
    question_line,
)
from desktop.streaming.broadcast.spectator import REVEAL_ALL, SPECTATOR

if TYPE_CHECKING:
    from desktop.phones.dialog import PhonesDialog
    from desktop.phones.network import Interface
    from desktop.phones.table import PhoneTable
    from desktop.streaming.broadcast.window import BroadcastWindow
    from desktop.streaming.overlay.server import OverlayServer

APP = "Cardtable"
BACKGROUND_NAMES = {
    "plain": QT_TRANSLATE_NOOP("Streaming", "Plain"),
    "green": QT_TRANSLATE_NOOP("Streaming", "Chroma key green"),
    "magenta": QT_TRANSLATE_NOOP("Streaming", "Chroma key magenta"),
}


def app_store() -> QSettings:
    """The application's settings file (where the broadcast options are kept)."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, APP, APP)


class Streaming(QObject):
    """Owns the broadcast window and the overlay server of one main window."""

    def __init__(self, window: QMainWindow, before: QAction | None = None,
                 store: QSettings | None = None, phones: bool = False) -> None:
        super().__init__(window)
        self.main = window
        self.store = store or app_store()
        self.options = BroadcastOptions.load(self.store)
        self.controller: Any = None
        self.reveal_all = False  # the audience sees every card (a finished game's replay only)
        self.log_lines = LogLines()  # the spectator's log in words, kept from view to view
        self._log_mark: Any = None  # the last spectator log line put into words
        self.broadcast: BroadcastWindow | None = None
        self.server: OverlayServer | None = None
        self.phones: PhoneTable | None = None  # Hands on phones, while on
        self.phones_dialog: PhonesDialog | None = None
        self.menu = QMenu(window)
        self.act_broadcast = QAction(self)
        self.act_broadcast.setCheckable(True)
        self.act_broadcast.toggled.connect(self.set_broadcast)
        self.act_reveal = QAction(self)
        self.act_reveal.setCheckable(True)
        self.act_reveal.setEnabled(False)
        self.act_reveal.toggled.connect(self.set_reveal_all)
        self.size_menu = QMenu(self.menu)
        self.background_menu = QMenu(self.menu)
        self.font_menu = QMenu(self.menu)
        self.act_overlay = QAction(self)
        self.act_overlay.triggered.connect(self.toggle_overlay)
        self.act_copy = QAction(self)
        self.act_copy.triggered.connect(self.copy_address)
        self.menu.addAction(self.act_broadcast)
        self._choices(self.size_menu, BroadcastOptions.SIZES, self.options.size,
                      lambda size: self.set_options(width=size[0], height=size[1]))
        self._choices(self.background_menu, tuple(BroadcastOptions.BACKGROUNDS),
                      self.options.background, lambda name: self.set_options(background=name))
        self._choices(self.font_menu, BroadcastOptions.FONT_SCALES, self.options.font_scale,
                      lambda scale: self.set_options(font_scale=scale))
        for submenu in (self.size_menu, self.background_menu, self.font_menu):
            self.menu.addMenu(submenu)
        self.menu.addAction(self.act_reveal)
        self.menu.addSeparator()
        self.menu.addAction(self.act_overlay)
        self.menu.addAction(self.act_copy)
        self.act_phones: QAction | None = None
        if phones:  # a main window's live game only (never a replay's)
            self.menu.addSeparator()
            self.act_phones = QAction(self)
            self.act_phones.triggered.connect(self.open_phones)
            self.menu.addAction(self.act_phones)
        if before is not None:
            window.menuBar().insertMenu(before, self.menu)
        else:
            window.menuBar().addMenu(self.menu)
        self.retranslate()

    def _choices(self, menu: QMenu, values: tuple, current: Any,
                 choose: Callable[[Any], None]) -> None:
        group = QActionGroup(menu)
        for value in values:
            action = menu.addAction("")
            action.setCheckable(True)
            action.setChecked(value == current)
            action.setData(value)
            action.triggered.connect(lambda _checked=False, v=value: choose(v))
            group.addAction(action)

    def retranslate(self) -> None:
        """Every text of the View menu (and of the page and window) in the interface language."""
        self.menu.setTitle(self.tr("&View"))
        self.act_broadcast.setText(self.tr("&Broadcast window"))
        self.size_menu.setTitle(self.tr("Broadcast &size"))
        self.background_menu.setTitle(self.tr("Broadcast back&ground"))
        self.font_menu.setTitle(self.tr("Broadcast &text size"))
        self.act_reveal.setText(self.tr("Re&veal all cards (finished game)"))
        self.act_reveal.setStatusTip(self.tr(
            "The broadcast and the overlay show every hand and every deck in order: only for the "
            "replay of a finished game"))
        for action in self.size_menu.actions():
            width, height = action.data()
            action.setText(f"{width} × {height}")
        for action in self.background_menu.actions():
            action.setText(QApplication.translate("Streaming", BACKGROUND_NAMES[action.data()]))
        for action in self.font_menu.actions():
            action.setText(f"{round(action.data() * 100)} %")
        if self.server is None:
            self.act_overlay.setText(self.tr("Start &overlay…"))
        else:
            self.act_overlay.setText(self.tr("Stop &overlay (port %d)") % self.server.port)
        self.act_copy.setText(self.tr("&Copy overlay address"))
        self.act_copy.setEnabled(self.server is not None)
        if self.act_phones is not None:
            self.act_phones.setText(self.tr("Hands on &phones (on)…") if self.phones is not None
                                    else self.tr("Hands on &phones…"))
            self.act_phones.setStatusTip(self.tr(
                "Each player holds their hand on their own phone: serve the seats' pages on the "
                "local network, one QR code per seat"))
        if self.phones is not None:
            self.phones.retranslate()
        if self.phones_dialog is not None:
            self.phones_dialog.retranslate()
        if self.broadcast is not None:
            self.broadcast.retranslate()
        if self.server is not None:
            self.server.set_texts(page_data(self._spectator_view()))
        self._forget_log()
        self.publish()  # the log lines, in the new language

    # Following the game.
    def follow(self, controller: Any) -> None:
        """Show this controller's game from now on (a new or opened game gets a new one)."""
        if self.controller is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # already gone with its game
                self.controller.changed.disconnect(self._changed)
        self.controller = controller
        controller.changed.connect(self._changed)
        if self.phones is not None and controller is getattr(self.main, "controller", None):
            self.phones.follow(controller)  # the live game on the table, never a replay
        self.reveal_all = False  # never carried over to what is followed next
        self.act_reveal.blockSignals(True)
        self.act_reveal.setChecked(False)
        self.act_reveal.blockSignals(False)
        self.act_reveal.setEnabled(bool(getattr(controller, "may_reveal", False)))
        self._forget_log()
        self.publish()

    def set_reveal_all(self, on: bool) -> None:
        """View → Reveal all cards: the audience sees the judge's view of a finished game's
        replay, or the spectator's again. Refused for anything that may not be revealed."""
        on = on and bool(getattr(self.controller, "may_reveal", False))
        if self.act_reveal.isChecked() != on:
            self.act_reveal.setChecked(on)  # comes back here once more
            return
        if on != self.reveal_all:
            self.reveal_all = on
            self._forget_log()
            self.publish()

    def _changed(self, _view: dict) -> None:
        # The view the table got is the seat's own; the audience gets the spectator's.
        self.publish()

    def _spectator_view(self) -> dict:
        view: dict = self.controller.view_of(SPECTATOR)
        return view

    def publish(self) -> None:
        """Give the current spectator view to the broadcast window and the overlay, now: the
        broadcast with the log in words, the overlay with what changed in the log."""
        if self.controller is None or (self.broadcast is None and self.server is None):
            return
        game = self.controller.game
        audience = REVEAL_ALL if self.reveal_all else SPECTATOR
        view = self.controller.view_of(audience)  # shared with other listeners: never changed
        # The band's line: the question the game waits for, in the interface language.
        view = {**view, "question": question_line(self.controller.questions_of(audience))}
        if self.reveal_all:
            view["reveal_all"] = True
        keep, entries, self._log_mark = game.log_since(audience, self._log_mark)
        added = self.log_lines.take(view.get("ruleset"), keep, entries)
        if self.broadcast is not None:
            # A replay of another card set follows its own pictures (desktop.replay.window).
            self.broadcast.scene.use_pictures(getattr(self.controller, "art_provider", None))
            self.broadcast.show_view({**view, "log": self.log_lines.lines})
        if self.server is not None:
            self.server.publish(view, log=(keep, added))

    def _forget_log(self) -> None:
        """Put the whole log into words again at the next :meth:`publish` (another game, another
        language, an overlay that starts with no line)."""
        self.log_lines.forget()
        self._log_mark = None

    def redraw(self, _paths: object = None) -> None:
        """Card pictures arrived (decoded in the background): draw the broadcast again."""
        if self.broadcast is not None:
            self.broadcast.scene.redraw()

    # The broadcast window.
    def set_broadcast(self, on: bool) -> None:
        """View → Broadcast window (checked: open)."""
        if on:
            self.open_broadcast()
        else:
            self.close_broadcast()

    def open_broadcast(self) -> BroadcastWindow:
        """Open (or raise) the broadcast window."""
        if self.broadcast is None:
            from desktop.streaming.broadcast.window import BroadcastWindow

            self.broadcast = BroadcastWindow(self.options)
            self.broadcast.closed.connect(self._broadcast_closed)
            self.publish()
        self.broadcast.show()
        self.broadcast.raise_()
        self.act_broadcast.setChecked(True)
        return self.broadcast

    def close_broadcast(self) -> None:
        """Close the broadcast window."""
        if self.broadcast is not None:
            self.broadcast.close()

    def _broadcast_closed(self) -> None:
        window, self.broadcast = self.broadcast, None
        if window is not None:
            window.deleteLater()
        self.act_broadcast.setChecked(False)

    def set_options(self, **changes: Any) -> None:
        """Change the broadcast's size, background or text size (remembered)."""
        self.options = self.options.changed(**changes)
        self.options.save(self.store)
        if self.broadcast is not None:
            self.broadcast.set_options(self.options)

    # The overlay.
    def start_overlay(self, port: int | None = None) -> OverlayServer:
        """Serve the overlay on 127.0.0.1:``port`` (default: the last one); ``OSError`` if taken."""
        from desktop.streaming.overlay.server import OverlayServer

        if self.server is not None:
            return self.server
        server = OverlayServer(self.options.port if port is None else port)
        if self.controller is not None:
            server.set_texts(page_data(self._spectator_view()))
        server.start()
        self.server = server
        if port:
            self.set_options(port=port)
        self._forget_log()
        self.publish()
        self.retranslate()
        return server

    def stop_overlay(self) -> None:
        """Stop the overlay server (its thread joined, its port free)."""
        server, self.server = self.server, None
        if server is not None:
            server.stop()
            self.retranslate()

    def toggle_overlay(self) -> None:
        """View → Start overlay / Stop overlay."""
        if self.server is not None:
            self.stop_overlay()
            return
        port = self.ask_port()
        if port is None:
            return
        try:
            server = self.start_overlay(port)
        except OSError as error:
            self.warn(self.tr("The overlay could not start on port %d: %s") % (port, error))
            return
        self.main.statusBar().showMessage(
            self.tr("Overlay at %s: add it to OBS as a browser source.") % server.url, 15000)

    def copy_address(self) -> None:
        """Put the overlay's address on the clipboard."""
        if self.server is not None:
            QApplication.clipboard().setText(self.server.url)

    def ask_port(self) -> int | None:
        """Which port the overlay listens on (one place, so tests can answer)."""
        from desktop.qt import QInputDialog

        value, ok = QInputDialog.getInt(self.main, "Cardtable",
                                        self.tr("Serve the overlay on 127.0.0.1, port:"),
                                        self.options.port, 1024, 65535)
        return value if ok else None

    def warn(self, text: str) -> None:
        """Tell the streamer something went wrong."""
        from desktop.qt import QMessageBox

        QMessageBox.warning(self.main, "Cardtable", text)

    # Hands on phones.
    def open_phones(self) -> PhonesDialog:
        """View → Hands on phones…: the window to start, stop and show the seats' codes."""
        from desktop.phones.dialog import PhonesDialog

        if self.phones_dialog is None:
            self.phones_dialog = PhonesDialog(self, self.store)
        self.phones_dialog.refresh()
        self.phones_dialog.show()
        self.phones_dialog.raise_()
        return self.phones_dialog

    def serve_phones(self, interface: Interface | str, port: int) -> PhoneTable:
        """Serve the seats' pages on ``interface`` (its address only), port ``port`` (0: any
        free one). Raises ``network.NotOneInterface`` for an address that is not one
        interface's own (``0.0.0.0``, ``::``, a name: nothing is bound) and ``OSError`` when
        the address or port cannot be had; :meth:`phones_problem` puts either into words."""
        from desktop.phones.network import listen_address
        from desktop.phones.table import PhoneTable

        if self.phones is not None:
            return self.phones
        listen_address(interface)  # refused before anything is made
        phones = PhoneTable(self.main, interface, port)
        try:
            phones.start()
        except OSError:
            phones.stop()
            phones.deleteLater()
            raise
        self.phones = phones
        phones.joinedChanged.connect(lambda _p: self._phones_changed())
        phones.codesChanged.connect(self._phones_changed)
        self.retranslate()
        return phones

    def start_phones(self, interface: Interface | str, port: int) -> PhoneTable | None:
        """:meth:`serve_phones`; None, and said in a box, when it cannot listen there."""
        from desktop.phones.network import NotOneInterface

        try:
            return self.serve_phones(interface, port)
        except (NotOneInterface, OSError) as error:
            self.warn(self.phones_problem(interface, port, error))
            return None

    def phones_problem(self, interface: Interface | str, port: int,
                       error: ValueError | OSError) -> str:
        """Why the phones' server could not start, in words a person can act on."""
        from desktop.phones.network import NotOneInterface

        if isinstance(error, NotOneInterface):
            return self.tr("Hands on phones cannot listen on %s: it is not one network's own "
                           "address. Choose the network the phones are on (such as "
                           "192.168.1.20); never every network (0.0.0.0).") % error.shown
        address = getattr(interface, "address", interface)
        return self.tr("Hands on phones could not start on %s, port %d: %s") % (
            address, port, getattr(error, "strerror", None) or error)

    def _phones_changed(self) -> None:
        if self.phones_dialog is not None:
            self.phones_dialog.refresh()

    def stop_phones(self) -> None:
        """Stop serving the phones: nothing listens on the network any more, and the table
        shows the hands again."""
        phones, self.phones = self.phones, None
        if phones is not None:
            phones.stop()
            phones.deleteLater()
            self.retranslate()

    def shutdown(self) -> None:
        """The app closes: close the broadcast window and stop the servers."""
        self.close_broadcast()
        self.stop_overlay()
        self.stop_phones()
        if self.phones_dialog is not None:
            self.phones_dialog.close()
