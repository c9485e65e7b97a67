"""A remote seat's table window, and File → Join online game… (docs/online.md;
``cardtable join LINK`` is desktop/remotetable.py).

The window is the main window itself, on a :class:`~desktop.online.remotegame.RemoteGame`: the
host's feed behind the engine's face, so the table, its docks, dialogs, questions and keys run
unchanged and every gesture goes to the host as this seat's action; what differs is said here:
the seat stays at the bottom (no hand-off screen: nobody else sits at this screen), the commands
that belong to the host (saving, a new game, strict or warn mode, inviting, phones) are not
offered, a spectator or judge plays nothing, and a strip says who of the game is away (the host
too). Faces are drawn from the card data the seat may see: the host's card set files are not on
this computer (the table draws a face from its data when a card has no image).

The link's thread reports through a queued signal; the window adopts a newer table on its own
thread (:meth:`Any.remote_changed`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from desktop.online import InviteError, Presence, Role, parse_invite
from desktop.online.remotegame import RemoteGame, join_game
from desktop.onlinestrip import OnlineStrip
from desktop.qt import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QObject,
    QProgressDialog,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
    Signal,
)
from desktop.settings import Settings

if TYPE_CHECKING:  # the mixin's base as the checker reads it: the window class it is mixed into
    from desktop.mainwindow import MainWindow

    _Window = MainWindow
else:
    _Window = object

CONTEXT = "RemoteTable"
JOIN_TIMEOUT_MS = 30_000
# Commands of the host's alone: the game, its file and its mode are the host's.
HOST_COMMANDS = ("new", "open", "save", "save_as", "review", "warn_mode", "invite_online",
                 "answer_for")
TEXTS = {
    "not_joined": QT_TRANSLATE_NOOP("RemoteTable", "Not connected to the host now: the table "
                                                   "says when it is back."),
    "timeout": QT_TRANSLATE_NOOP("RemoteTable", "The host did not answer within {seconds} s: "
                                                "the connection may be slow or down. Look at "
                                                "the table before you try again."),
    "throttled": QT_TRANSLATE_NOOP("RemoteTable", "You are sending too fast: wait a moment, "
                                                  "then try again."),
    "waiting_for": QT_TRANSLATE_NOOP("RemoteTable", "{player} is disconnected: this waits "
                                                    "until {player} is back."),
    "refused": QT_TRANSLATE_NOOP("RemoteTable", "The host refused this: {reason}"),
    "not_made": QT_TRANSLATE_NOOP("RemoteTable", "The host could not make this move."),
    "watching": QT_TRANSLATE_NOOP("RemoteTable", "You are watching: nothing is played from "
                                                 "this seat."),
}


def say(key: str, fields: dict[str, Any]) -> str:
    """A RemoteGame's text in the interface language."""
    return QCoreApplication.translate(CONTEXT, TEXTS[key]).format(**fields)


class _Relay(QObject):
    """Brings the link thread's news to the GUI thread (a queued signal)."""

    changed = Signal()


def remote_window_class(base: type) -> type:
    """The main window's class ``base`` with :class:`RemoteTable` mixed in (made once)."""
    made = _CLASSES.get(base)
    if made is None:
        made = _CLASSES[base] = type("RemoteWindow", (RemoteTable, base), {})
    return made


_CLASSES: dict[type, type] = {}


class RemoteTable(_Window):
    """The table from one online seat (a player, a spectator or the judge): what a main window
    does otherwise there, mixed into the main window's class (:func:`remote_window_class`; this
    module does not import the main window, whose File menu opens it)."""

    def __init__(self, game: RemoteGame, settings: Settings, relay: _Relay) -> None:
        watching = game.remote.invite.role is not Role.PLAYER
        super().__init__(game, settings, game.players[0] if watching else game.seat)
        self.remote_game = game
        self.watching = watching
        self._shown_version = -1
        self.controller.session.handoff_enabled = False  # one seat at this screen
        self.relay = relay
        relay.setParent(self)
        relay.changed.connect(self.remote_changed, Qt.ConnectionType.QueuedConnection)
        self.strip = OnlineStrip()
        self.table_column.insertWidget(1, self.strip)
        self.scene.drop_judge = self.drop_targets
        if self.streaming.act_phones is not None:
            self.streaming.act_phones.setVisible(False)
        self.controller.changed.connect(lambda _result: self._mark_shown())
        self._fit_menus_to_game()
        self.update_title()
        self.remote_changed()

    def _mark_shown(self) -> None:
        self._shown_version = self.remote_game.adopted_version

    def _fit_menus_to_game(self) -> None:
        super()._fit_menus_to_game()
        if not hasattr(self, "remote_game"):
            return  # (the main window's own start)
        for command_id in HOST_COMMANDS:
            self.actions_by_id[command_id].setVisible(False)
        if self.watching:  # a spectator or the judge: nothing to play
            for command_id, action in self.actions_by_id.items():
                if command_id in ("undo", "redo") or action in self.menus["game"].actions():
                    action.setVisible(False)
                    action.setEnabled(False)

    def update_title(self) -> None:
        """``<game> · <seat> (online) — Cardtable``."""
        if not hasattr(self, "remote_game"):
            return  # (the main window's own start: the title follows at once)
        game = self.game
        name = game.header.get("name") or QCoreApplication.translate("MainWindow", "%s game") % (
            game.ruleset_name)
        self.setWindowTitle(QCoreApplication.translate(
            "RemoteTable", "{game} · {seat} (online) — Cardtable").format(game=name,
                                                                          seat=self.seat_name()))

    def seat_name(self) -> str:
        """Whose seat this is, as the title and the strip say it."""
        role = self.remote_game.remote.invite.role
        if role is Role.SPECTATOR:
            return QCoreApplication.translate("RemoteTable", "spectator")
        if role is Role.JUDGE:
            return QCoreApplication.translate("RemoteTable", "judge")
        return self.remote_game.seat

    def remote_changed(self) -> None:
        """Newer news from the host: the newest table (if not shown yet), and who is away."""
        game = self.remote_game
        game.adopt()
        if game.adopted_version != self._shown_version:
            self.controller.game_changed_elsewhere()
        host = game.remote.link.presence
        self.strip.show_presence(dict(game.remote.seats), host.value if host is not None
                                 and host is not Presence.JOINED else None)

    def drop_targets(self, items: Any, free: bool = False) -> set[str]:
        """The zones that would take the dragged cards: the host's engine asked once for all of
        them (the table's own drop_targets asks zone by zone)."""
        if self.watching:
            return set()
        zones = [zone for zone in self.controller.view.get("zones", {})
                 if not all(item.zone == zone for item in items)]
        asked = [(zone, self.ops.drop_actions(items, zone, free)) for zone in zones]
        verdicts = iter(self.remote_game.check_many([a for _zone, actions in asked for a in actions]))
        return {zone for zone, actions in asked
                if all([next(verdicts).ok for _action in actions])}

    def closeEvent(self, event: Any) -> None:
        """Leaving on purpose: the host and the others hear a quit, not a drop."""
        self.remote_game.remote.leave()
        super().closeEvent(event)


def open_link(text: str, settings: Settings, parent: QWidget | None, window_class: type,
              opened: Callable[[Any], None],
              failed: Callable[[str], None]) -> QProgressDialog | None:
    """Join the game ``text`` (an invite link) names: a progress dialog while the host is
    reached, then ``opened(window)``; ``failed(message)`` with a sentence a person can act on
    (a bad link at once: None is returned)."""
    try:
        invite = parse_invite(text)
    except InviteError as error:
        failed(error.message(QCoreApplication.translate))
        return None
    relay = _Relay()
    game = join_game(invite, say, relay.changed.emit)
    progress = QProgressDialog(parent)
    progress.setWindowTitle("Cardtable")
    progress.setLabelText(QCoreApplication.translate(
        "RemoteTable", "Joining the game through {broker}…").format(broker=invite.broker.address))
    progress.setRange(0, 0)
    progress.setMinimumDuration(0)
    progress.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    done: list[bool] = []

    def finish(window: Any | None, problem: str | None) -> None:
        if done:
            return
        done.append(True)
        relay.changed.disconnect(arrived)
        progress.close()
        if window is not None:
            opened(window)
        else:
            game.remote.leave()
            failed(problem or "")

    def arrived() -> None:
        if game.ready and not done:
            game.adopt()  # the table the window starts with
            finish(window_class(game, settings, relay), None)

    def timed_out() -> None:
        finish(None, QCoreApplication.translate(
            "RemoteTable", "No answer from the game through {broker} within {seconds} s. Check "
                           "that the host is online and that the link is the newest one the "
                           "host sent, then try again.").format(broker=invite.broker.address,
                                              seconds=JOIN_TIMEOUT_MS // 1000))

    relay.changed.connect(arrived, Qt.ConnectionType.QueuedConnection)
    progress.canceled.connect(lambda: finish(None, None) if not done else None)
    QTimer.singleShot(JOIN_TIMEOUT_MS, progress, timed_out)
    game.remote.start()
    progress.show()
    return progress


class JoinDialog(QDialog):
    """File → Join online game…: paste the link the host sent."""

    joinRequested = Signal(str)  # the link typed or pasted

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.link = QLineEdit()
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #c0392b;")
        self.problem.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(lambda: self.joinRequested.emit(self.link.text()))
        self.buttons.rejected.connect(self.reject)
        for widget in (self.intro, self.link, self.problem, self.buttons):
            layout.addWidget(widget)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join an online game"))
        self.intro.setText(self.tr("Paste the link the host sent you (it starts with "
                                   "cardtable://join). It opens the table from your seat."))
        self.link.setPlaceholderText("cardtable://join?broker=…&game=…#…")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Join"))

    def say_problem(self, text: str) -> None:
        """Why the link did not open (the dialog stays, with the link, to be corrected)."""
        self.problem.setText(text)
        self.problem.setVisible(bool(text))


REMOTE_WINDOWS: list[Any] = []  # the remote tables this app opened, kept until closed


def show_window(window: Any) -> None:
    """Show a remote table window and keep it until it is closed."""
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    REMOTE_WINDOWS.append(window)
    window.destroyed.connect(lambda _o=None, w=window: REMOTE_WINDOWS.remove(w))
    window.fit_to_screen()
    window.show()


def join_from_menu(window: Any, base: type) -> JoinDialog:
    """File → Join online game…: the dialog; its link opens a remote table window (a bad link:
    the dialog says why and stays open)."""
    dialog = JoinDialog(window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

    def join(link: str) -> None:
        dialog.say_problem("")
        if open_link(link, window.settings, window, remote_window_class(base), opened,
                     failed) is not None:
            dialog.hide()

    def failed(message: str) -> None:
        if message:  # (none: the player cancelled)
            dialog.say_problem(message)
        dialog.show()

    def opened(remote: Any) -> None:
        dialog.close()
        show_window(remote)

    dialog.joinRequested.connect(join)
    dialog.show()
    return dialog
