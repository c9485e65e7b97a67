"""The main window: the table, the zoom and log docks, menus, the hand-off screen.

Game commands live in ``desktop.operations`` (the one door to the controller), guided flows in
``desktop.procedures``; this module lays the window out, builds the menus the game's rules have,
and keeps the files.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from desktop import phonehands, savefiles, session
from desktop.announcer import Announcer
from desktop.cardsets.cardsetui import CardSetUI
from desktop.controller import Controller
from desktop.docks import LogDock, ZoomDock
from desktop.firstpaint import after_first_paint
from desktop.handoff import HandoffScreen
from desktop.i18n import LanguageMenu
from desktop.journaling import JournalTrouble
from desktop.operations import Operations
from desktop.procedures import Procedures
from desktop.procedures.base import find_card
from desktop.qt import (
    QAction,
    QCloseEvent,
    QDockWidget,
    QEvent,
    QLocale,
    QMainWindow,
    QMenu,
    QPoint,
    QRect,
    QShowEvent,
    QStackedWidget,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
)
from desktop.screens import fit_to_screen
from desktop.settings import Settings
from desktop.shortcuts import (
    CARD_COMMANDS,
    HAND_COMMANDS,
    Command,
    all_commands,
    bindings,
    hand_game_commands,
)
from desktop.streaming.controls import Streaming
from desktop.table.items import CardItem
from desktop.table.scene import TableScene
from desktop.table.view import TableView
from desktop.texts import problem_line, set_ruleset

if TYPE_CHECKING:  # message boxes and file dialogs load when one first opens
    from desktop.onlinedialog import OnlineDialog
    from desktop.onlineseats import OnlineSeats
    from desktop.qt import QDialog, QMessageBox

MENUS = ("file", "edit", "game", "help")
def finished_title(path: Path) -> str:
    """A finished game as File → Open recent lists it: ``<game> · anna – bela · 01.12.26 14:03``
    (its header's game and players, when it was last played)."""
    from desktop.qt import QDateTime
    from engine.games import game_title

    try:
        with path.open(encoding="utf-8") as file:
            header = json.loads(file.readline())
        players = " – ".join(str(p) for p in header.get("players") or [])
        title = game_title(str(header.get("ruleset")))
    except (OSError, ValueError, AttributeError, KeyError):
        return path.name
    when = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(path.stat().st_mtime)),
                              QLocale.FormatType.ShortFormat)
    return " · ".join(part for part in (title, players, when) if part)


class MainWindow(QMainWindow):
    """One game on one table, played hot seat (or from one seat with ``--as``)."""

    def __init__(self, game: Any, settings: Settings, seat: str | None = None,
                 journal: Path | None = None, path: Path | None = None) -> None:
        super().__init__()
        self.settings = settings
        self.journal = journal
        self.path = path
        self.resize(1500, 920)
        self.scene = TableScene(settings.card_width)
        self.table = TableView(self.scene, cursor_keys=True)
        self.handoff_screen = HandoffScreen()
        self.away_notice: phonehands.AwayNotice | None = None  # made when a phone first drops
        self.online: OnlineSeats | None = None  # Game → Invite players online…, while on
        self.online_dialog: OnlineDialog | None = None
        self._covered_docks: list[QDockWidget] = []  # docks the hand-off screen hides
        self.ops = Operations(self)
        self.announcer = Announcer(self)  # what a screen reader says aloud
        self.procedures = Procedures(self)
        self.table_page = QWidget()  # the open question's banner above the table
        # Its column: the banner and the table (a notice or a strip may go in between).
        self.table_column = page = QVBoxLayout(self.table_page)
        page.setContentsMargins(0, 0, 0, 0)
        page.setSpacing(0)
        page.addWidget(self.procedures.banner)
        page.addWidget(self.table, 1)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.table_page)
        self.stack.addWidget(self.handoff_screen)
        self.setCentralWidget(self.stack)
        self.zoom = ZoomDock(self)
        self.log = LogDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.zoom)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log)
        self.resizeDocks([self.zoom, self.log], [520, 300], Qt.Orientation.Vertical)
        self.menus: dict[str, QMenu] = {m: QMenu(self) for m in MENUS}
        self.actions_by_id: dict[str, QAction] = {}
        self.recent_menu = QMenu(self)
        self.card_menu = QMenu(self)
        self._build_menus()
        self.join_online = QAction(self)  # File → Join online game… (desktop/joinonline.py)
        self.join_online.triggered.connect(self.cmd_join_online)
        self.menus["file"].insertAction(self.actions_by_id["open_replay"], self.join_online)
        self.language_menu = LanguageMenu(settings, self)
        self.menus["edit"].addMenu(self.language_menu)
        self.scene.cardHovered.connect(self.zoom.show_card)
        self.scene.viewShown.connect(self.zoom.follow_view)
        self.scene.cardsDropped.connect(
            lambda items, zone, free: self.ops.drop(items, zone, free))
        self.scene.cardActivated.connect(self.ops.card_activated)
        self.scene.zoneActivated.connect(self.ops.show_zone)
        self.scene.bandClicked.connect(self.ops.band_clicked)
        self.scene.cardMenu.connect(self._card_menu)
        self.scene.cursorActivated.connect(lambda free: self.ops.run_command(
            lambda: self.ops.activate_cursor(free)))
        self.scene.cursorStepped.connect(lambda delta: self.ops.run_command(
            lambda: self.ops.step_counter(delta)))
        self.scene.cursor.moved.connect(self._cursor_moved)
        self.scene.flagged.connect(self.announcer.flagged)
        self.scene.offered.connect(self.announcer.say)
        self.procedures.banner.asked.connect(self.announcer.say)
        self.log.cardsPicked.connect(self.scene.highlight)
        self.handoff_screen.taken.connect(self.take_seat)
        self.controller: Controller
        self.saving = JournalTrouble(self)
        self.cardsets = CardSetUI(self)
        self.streaming = Streaming(self, self.menus["help"].menuAction(), phones=True)
        self.cardsets.images.updated.connect(self.streaming.redraw)
        # A closed dock comes back from View (its action's text follows the dock's title).
        first = self.streaming.menu.actions()[0]
        self.streaming.menu.insertActions(first, [self.zoom.toggleViewAction(),
                                                  self.log.toggleViewAction()])
        self.streaming.menu.insertSeparator(first)
        self.set_game(game, seat, path)
        self.retranslate()
        self.table.setFocus()  # the keys go to the table first (its cursor: arrow keys)

    # Game lifecycle.
    def set_game(self, game: Any, seat: str | None = None, path: Path | None = None) -> None:
        """Put a game on the table (journal attached by the caller or here)."""
        self.game = game
        self.path = path
        set_ruleset(game.ruleset_name)  # zone names in the game's own language, where chosen
        # Hands that were on phones when this game was last on the table (a restart on its
        # journal): they stay hidden, and the table resumes behind the hand-off screen.
        away = phonehands.recall(self.settings, self.journal, game)
        self._phone_hands = away
        self.controller = Controller(game, self.scene, seat, self.settings.handoff, away)
        self.scene.drop_judge = self.ops.drop_targets
        self.controller.viewerChanged.connect(self._viewer_changed)
        self.controller.phonesChanged.connect(self._phones_changed)
        self.controller.changed.connect(self._view_changed)
        self.announcer.follow(self.controller)
        self.log.follow(self.controller)
        self.controller.acted.connect(self._acted)
        self.controller.failed.connect(self._failed)
        self.controller.unsaved.connect(self.saving.report)
        self.controller.handoff.connect(self._show_handoff)
        self.streaming.follow(self.controller)
        if self.online is not None:
            self.online.follow(self.controller)  # another game ends online play
        self.procedures.game_changed()
        self.zoom.show_card({})  # nothing of the previous game stays in sight
        self.statusBar().clearMessage()
        self.uncover()
        self._fit_menus_to_game()
        self.cardsets.game_changed(game)  # first: the faces' language, the set's images
        self.controller.refresh()
        self.update_title()
        self._phones_changed()
        if self.controller.hidden:  # resumed while another player must answer (a question's
            self._show_handoff(self.controller.seat)  # defender), or with hands on phones
        else:
            # A question open from the start (a setup question): asked over the painted table.
            after_first_paint(self, self.procedures.ask_soon)

    def start_game(self, game: Any, seat: str | None = None, path: Path | None = None) -> None:
        """Put another game on the table (a rematch, a new, opened or card set's game), in an
        autosave of its own. The game it replaces keeps its record: its autosave goes to the
        finished games that File → Open recent lists (a ``--journal`` file stays as it is)."""
        journal, kept, problem = session.replace_game(self.game, self.journal, game)
        self.journal = journal
        self.set_game(game, seat, path)
        if kept is not None:
            self.statusBar().showMessage(self.tr(
                "The last game is kept: File → Open recent lists it."), 10000)
        if problem is not None:
            self.saving.report(problem, refused=False)

    def rematch(self) -> None:
        """A new game of the same players and decks."""
        self.start_game(session.rematch(self.game), self.controller.home)

    def fit_to_screen(self, available: QRect | None = None) -> None:
        """Not larger than the screen's free area (a 1366×768 laptop has no room for 1500×920)."""
        fit_to_screen(self, available)

    def update_title(self) -> None:
        """``<file or card set> — Cardtable``."""
        name = self.path.stem if self.path else (
            self.game.header.get("name") or self.tr("%s game") % self.game.ruleset_name)
        self.setWindowTitle(f"{name} — Cardtable")

    def _view_changed(self, result: Any) -> None:
        view = result.view
        if not self.controller.hidden and self.central() is self.handoff_screen:
            self.uncover()  # the seat went to a player whose hand is on their phone
        self.actions_by_id["warn_mode"].setChecked(view.get("enforcement") == "warn")
        self._enable_chances()
        self.scene.highlight([])
        self.procedures.refresh()
        # The zoomed card as it is now (undo, a resume): gone from sight, the dock empties.
        shown = self.zoom.card
        if shown and not shown.get("hidden"):
            fresh = find_card(view, shown.get("label"))
            if fresh != shown:
                self.zoom.show_card(fresh or {})
        # Start with a card of one's own rather than an empty dock: once the window is on
        # screen, the large face is not part of the table's first picture (issue 12).
        if not self.zoom.card:
            after_first_paint(self, self._zoom_own_card)

    def _zoom_own_card(self) -> None:
        """An empty card panel shows the first card of the seat's hand, if it sees one."""
        if self.zoom.card or self.controller.hidden:
            return
        hand = [card for card in self.controller.view["zones"].get(
            f"{self.controller.seat}.hand", {}).get("cards") or []
            if not card.get("hidden")]  # backs: the hand is on a phone
        if hand:
            self.zoom.show_card(hand[0])

    def _acted(self, action: dict, verdict: Any) -> None:
        if verdict is None or self.central() is self.handoff_screen:
            return  # the hand-off screen stays quiet
        said = self.controller.said(action, verdict)
        if self.ops.naming:  # a command on the keyboard cursor's card: which card it was
            said = self.tr("{cards}: {result}").format(cards=self.ops.naming, result=said)
        self.statusBar().showMessage(said, 8000)
        self.announcer.acted(action, verdict, said)

    def _cursor_moved(self) -> None:
        """The Card panel shows the card the keyboard's cursor is on, as a pointed-at card."""
        card = self.scene.cursor.card()
        if card is not None and self.scene.cursor.active:
            self.zoom.show_card(card.card)

    def open_card_menu(self, item: CardItem) -> None:
        """A card's menu beside it (Enter on a card in play, the menu key)."""
        view = self.table
        corner = view.mapFromScene(item.mapToScene(item.boundingRect().center()))
        self._card_menu(item, view.viewport().mapToGlobal(corner))

    def _viewer_changed(self, _viewer: str) -> None:
        """Other eyes from now on (a hand-off, a seat taken, a phone joined or dropped): nothing
        the last viewer saw stays, on screen or in a hidden dock. The controller then shows the
        table, the log and the Card panel as the new viewer sees them, before anything paints."""
        self.zoom.show_card({})
        self.scene.clearSelection()
        self.scene.highlight([])
        self.scene.drop_flags()
        self.statusBar().clearMessage()
        for child in self.children():  # the dialogs listing what only the last viewer saw
            # (only dialogs say SHOWS_SEAT_CARDS; QDialog is not looked up before the first paint)
            if getattr(child, "SHOWS_SEAT_CARDS", False) and cast("QDialog", child).isVisible():
                cast("QDialog", child).done(0)  # closed as Escape would, whatever page it shows

    def _phones_changed(self) -> None:
        """Phones joined or dropped, or a hand came back to the table: say whose phone is not
        connected, and remember whose hands are on phones for a restart on this journal."""
        controller = self.controller
        away = [player for player in self.game.players if player in controller.away]
        if away and self.away_notice is None:
            self.away_notice = phonehands.AwayNotice()
            self.away_notice.bringBack.connect(self.bring_back)
            self.table_column.insertWidget(1, self.away_notice)
        if self.away_notice is not None:
            self.away_notice.show_players(away)
        on_phones = controller.off_table
        if on_phones != self._phone_hands:
            self._phone_hands = on_phones
            phonehands.remember(self.settings, self.journal, self.game, on_phones)

    def bring_back(self, player: str) -> None:
        """An away player's hand comes back to the table, behind the hand-off screen when it
        is their seat's turn (the notice's button)."""
        self.controller.bring_back(player)

    def _failed(self, message: str) -> None:
        self.statusBar().showMessage(message, 8000)

    # Hand-off.
    def _show_handoff(self, player: str) -> None:
        self.controller.refresh_if_moved()
        self.cover(player, self.handoff_reason(player))

    def handoff_reason(self, player: str) -> str:
        """The hand-off screen's line for ``player``: their hand coming back from a phone, the
        question they come to answer, or the usual line ("")."""
        if player in self.controller.away:
            return self.tr("{player}'s hand was on their phone, which is not connected. The "
                           "others look away: take the seat to hold the hand on this screen, "
                           "or join again from the phone.").format(player=player)
        return self.procedures.reason(player)

    def cover(self, player: str, reason: str = "") -> None:
        """Hide the table and the docks behind the hand-off screen, which waits for ``player``."""
        self.zoom.show_card({})  # it may show a card of the hand being hidden
        self.scene.clearSelection()  # the next player starts with nothing picked
        self.scene.drop_flags()  # a refusal's note may name a card of that hand
        self.statusBar().clearMessage()
        self.handoff_screen.ask(player, reason)
        if self.central() is not self.handoff_screen:
            # (visible once the window shows: a game resumed hidden covers them before that)
            self._covered_docks = [d for d in (self.zoom, self.log) if d.isVisibleTo(self)]
            for dock in self._covered_docks:
                dock.hide()
            self.stack.setCurrentWidget(self.handoff_screen)
        self.handoff_screen.setFocus()
        self._enable_game_commands(False)

    def take_seat(self) -> None:
        """The next player clicked on the hand-off screen."""
        self.uncover()
        self.controller.take_seat()
        self.activateWindow()  # the keys go to the table (the screen's button had them)
        self.table.setFocus()
        self.procedures.ask_soon()  # the question this player came to answer, if any

    def uncover(self) -> None:
        """Show the table again (and the docks the hand-off screen hid)."""
        self.stack.setCurrentWidget(self.table_page)
        for dock in self._covered_docks:
            dock.show()
        self._covered_docks = []
        self._enable_game_commands(True)

    def _enable_game_commands(self, enabled: bool) -> None:
        """Game commands wait while the hand-off screen hides the table (a stray Ctrl+D would
        draw for a player who is not looking yet)."""
        for command in all_commands():
            if command.menu == "game":
                action = self.actions_by_id[command.id]
                action.setEnabled(enabled and action.isVisible())
        if enabled:
            self._enable_chances()

    def _enable_chances(self) -> None:
        """Commands for a moment only: an answer for the player a question waits for (in a
        window with a fixed seat), and a game's command that takes no card of its own, only
        while an optional question (a reaction) is open for it to open."""
        if self.central() is self.handoff_screen:
            return
        result = self.controller.result
        answer = self.actions_by_id["answer_for"]
        step = result.pending_public
        answer.setEnabled(answer.isVisible() and step is not None
                          and step.get("player") != self.controller.seat)
        offered = bool(result.offers())
        for command in self.game_commands().values():
            if command.source is None and command.id in self.actions_by_id:
                action = self.actions_by_id[command.id]
                action.setEnabled(action.isVisible() and offered)

    def game_commands(self) -> dict[str, Any]:
        """The game's own commands (``Game.commands``: from its data), by id; the shared ones
        every game has (a token, a look) are the table's menu commands and flows."""
        return {command.id: command for command in self.game.commands(self.controller.seat)
                if not command.shared}

    def menu_commands(self) -> list[Command]:
        """Every command of the menus as the game on the table has it: a game's own command
        only at its game's table; a shared one in the game's words where the game gives its own
        of that id (its texts and act)."""
        own = self.game_commands()
        return [command.for_game(own[command.id]) if command.id in own else command
                for command in all_commands()]

    def _fit_menus_to_game(self) -> None:
        """Only the commands the game has: its acts (``table_info``), its player counters (no
        Life ±1 where the game has no life counter) and its own commands (its data)."""
        from engine.games import game_data

        acts = set(self.controller.info.get("acts", ()))
        counters = set(game_data(self.game.ruleset_name).get("counters") or {})
        own = self.game_commands()
        covered = self.central() is self.handoff_screen
        for command in self.menu_commands():
            if command.menu == "game":
                offered = command.offered(acts, counters) and (
                    command.id != "answer_for" or self.controller.home is not None) and (
                    command.game is None or command.id in own)
                action = self.actions_by_id[command.id]
                action.setVisible(offered)
                action.setEnabled(offered and not covered)
                self._name_action(action, command)
        if not covered:
            self._enable_chances()

    @staticmethod
    def _name_action(action: QAction, command: Command) -> None:
        action.setText(command.title())
        action.setStatusTip(command.tip_text())
        action.setToolTip(command.tip_text() or command.title().replace("&", ""))

    # Menus and shortcuts.
    def _build_menus(self) -> None:
        for menu in self.menus.values():
            self.menuBar().addMenu(menu)
        groups = {"draw": "game", "play": "game", "tap": "game", "token": "game",
                  "next_phase": "game", "life_down": "game", "invite_online": "game"}
        for command in all_commands():
            if command.id in groups and command.id != "draw":
                self.menus[command.menu].addSeparator()
            action = QAction(self)
            action.setShortcuts(bindings(command, self.settings))
            handler = self._command_handler(command)
            action.triggered.connect(lambda _=False, run=handler: self.ops.run_command(run))
            action.setCheckable(command.id == "warn_mode")
            self.actions_by_id[command.id] = action
            if command.id == "quit":
                self.menus["file"].addMenu(self.recent_menu)
                self.menus["file"].addSeparator()
            self.menus[command.menu].addAction(action)
            self.addAction(action)
        hand = [c.id for c in hand_game_commands() if c.id not in HAND_COMMANDS]
        for command_id in (*HAND_COMMANDS, *hand,
                           *(c for c in CARD_COMMANDS if c not in HAND_COMMANDS)):
            self.card_menu.addAction(self.actions_by_id[command_id])
        self.card_menu.aboutToHide.connect(self._card_menu_closed)
        self.recent_menu.aboutToShow.connect(self._fill_recent)

    def retranslate(self) -> None:
        """Every text of the window in the interface language."""
        for key, title in zip(MENUS, (self.tr("&File"), self.tr("&Edit"), self.tr("&Game"),
                                      self.tr("&Help")), strict=True):
            self.menus[key].setTitle(title)
        self.recent_menu.setTitle(self.tr("Open &recent"))
        self.join_online.setText(self.tr("&Join online game…"))
        for command in self.menu_commands():
            self._name_action(self.actions_by_id[command.id], command)
        self.zoom.retranslate()
        self.log.retranslate()
        if self.away_notice is not None:
            self.away_notice.retranslate()
        self.scene.retranslate()
        self.cardsets.retranslate()
        self.streaming.retranslate()
        if self.online is not None:
            self.online.retranslate()
        if self.online_dialog is not None:
            self.online_dialog.retranslate()
        self.update_title()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # A new window takes the keyboard (without a window manager nothing else gives it).
        QTimer.singleShot(0, self.activateWindow)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            # The open question's banner and the band's reaction offer, in the new words (not in
            # retranslate: at the start the first view has just said them).
            self.procedures.refresh()
        super().changeEvent(event)

    def apply_shortcuts(self) -> None:
        """Re-read the key bindings after the user changed them."""
        for command in all_commands():
            self.actions_by_id[command.id].setShortcuts(bindings(command, self.settings))

    def _fill_recent(self) -> None:
        """The recent files, then the earlier games this computer keeps, newest first."""
        self.recent_menu.clear()
        for file in self.settings.recent_files:
            action = self.recent_menu.addAction(file)
            action.triggered.connect(lambda _=False, f=file: self.open_path(Path(f)))
        finished = session.finished_games()
        if finished:
            self.recent_menu.addSection(self.tr("Earlier games"))
        for path in finished:
            action = self.recent_menu.addAction(finished_title(path))
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.triggered.connect(lambda _=False, f=path: self.open_path(f))
        self.recent_menu.setToolTipsVisible(True)

    # Questions (one place, so tests can answer them).
    def confirm(self, text: str, then: Callable[[], Any]) -> QMessageBox:
        """Ask a yes/no question without blocking; ``then`` runs on Yes. No is the default and
        Escape's answer."""
        from desktop.dialogs import show_dialog  # the dialogs load when one first opens
        from desktop.qt import QMessageBox

        buttons = QMessageBox.StandardButton
        box = QMessageBox(QMessageBox.Icon.Question, "Cardtable", text, buttons.Yes | buttons.No,
                          self)
        box.setDefaultButton(buttons.No)
        box.setEscapeButton(buttons.No)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(lambda _code: then() if box.clickedButton() is box.button(
            buttons.Yes) else None)
        return show_dialog(box)

    def choose_order(self, owner: str, cards: list[dict]) -> list[str] | None:
        """The owner orders cards going onto a graveyard / discard pile."""
        from desktop.dialogs import OrderDialog

        dialog = OrderDialog(owner, cards, self)
        order = dialog.order() if dialog.exec() == OrderDialog.DialogCode.Accepted else None
        dialog.deleteLater()  # it listed the owner's cards: gone once closed
        return order

    # File commands.
    def cmd_new(self) -> None:
        """File → New game."""
        from desktop.dialogs import NewGameDialog
        from desktop.qt import QMessageBox

        dialog = NewGameDialog(self.settings.enforcement, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        try:
            game = session.new_game(dialog.choice())
        except Exception as error:  # a deck file the engine refuses: say why
            QMessageBox.warning(self, "Cardtable", problem_line(error))
            return
        self.start_game(game)

    def cmd_open(self) -> None:
        """File → Open."""
        from desktop.qt import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a game"), "",
                                              self.tr(savefiles.OPEN_FILTER))
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> None:
        """Open a saved game."""
        from desktop.qt import QMessageBox
        from engine.errors import RecordError

        try:
            game = session.load(path)
        except (OSError, RecordError) as error:
            QMessageBox.warning(self, "Cardtable", problem_line(error))
            return
        self.settings.add_recent(str(path))
        self.start_game(game, path=path)

    def cmd_open_replay(self) -> None:
        """File → Open replay…: a record in a replay window (the game here goes on)."""
        from desktop.replay.window import open_replay_dialog

        open_replay_dialog(self, self.settings, open_live_window)

    def cmd_review(self) -> None:
        """File → Review this game: its record so far in a replay window; the game, its
        journal and its table stay as they are."""
        from desktop.replay.window import review

        review(self, open_live_window)

    def cmd_save(self) -> None:
        """File → Save."""
        if self.path is None:
            self.cmd_save_as()
        else:
            self.save_to(self.path)

    def cmd_save_as(self) -> None:
        """File → Save as."""
        from desktop.qt import QFileDialog

        path, chosen = QFileDialog.getSaveFileName(self, self.tr("Save the game"),
                                                   savefiles.DEFAULT_NAME,
                                                   self.tr(savefiles.SAVE_FILTER))
        if path:
            self.save_to(savefiles.save_path(path, chosen))

    def save_to(self, path: Path) -> None:
        """Save the game record (atomically) and remember the file. The journal's own file
        already holds every action: it is never written over."""
        from desktop.qt import QMessageBox

        if not session.is_journal(path, self.journal):
            try:
                self.game.save(path)
            except OSError as error:
                QMessageBox.warning(self, "Cardtable", self.tr("The game could not be saved in "
                                                               "%s: %s") % (path, error.strerror or error))
                return
        self.path = path
        self.settings.add_recent(str(path))
        self.update_title()
        self.statusBar().showMessage(self.tr("Saved %s") % path, 5000)

    def cmd_quit(self) -> None:
        """File → Quit."""
        self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.cardsets.shutdown()
        self.streaming.shutdown()
        self.stop_online()
        session.close_journal(self.game, self.journal)
        super().closeEvent(event)

    # Online seats (docs/online.md).
    def cmd_invite_online(self) -> OnlineDialog:
        """Game → Invite players online…: the broker, the remote seats and their links."""
        from desktop.onlinedialog import OnlineDialog

        if self.online_dialog is None:
            self.online_dialog = OnlineDialog(self)
        self.online_dialog.refresh()
        self.online_dialog.show()
        self.online_dialog.raise_()
        return self.online_dialog

    def cmd_join_online(self) -> QWidget:
        """File → Join online game…: paste a link; the table from that seat, in its own window."""
        from desktop.joinonline import join_from_menu

        return join_from_menu(self, MainWindow)

    def start_online(self, broker: Any, secrets: Any) -> OnlineSeats:
        """Host the game's remote seats through ``broker`` (their hands leave this table)."""
        from desktop.onlineseats import OnlineSeats

        self.stop_online()
        self.online = OnlineSeats(self, broker, secrets)
        self.online.start()
        return self.online

    def stop_online(self) -> None:
        """End online play: the remote seats hear that the host left."""
        online, self.online = self.online, None
        if online is not None:
            online.stop()
            online.deleteLater()

    # Edit commands.
    def cmd_settings(self) -> None:
        """Edit → Settings."""
        from desktop.dialogs import SettingsDialog

        if SettingsDialog(self.settings, self).exec() == SettingsDialog.DialogCode.Accepted:
            self.controller.session.handoff_enabled = self.settings.handoff
            if self.settings.card_width != self.scene.card_width:
                self.scene.set_card_width(self.settings.card_width)

    def cmd_shortcuts(self) -> None:
        """Help → Keyboard shortcuts (list and rebind)."""
        from desktop.dialogs import ShortcutsDialog

        if ShortcutsDialog(self.settings, self).exec() == ShortcutsDialog.DialogCode.Accepted:
            self.apply_shortcuts()

    def cmd_about(self) -> QMessageBox:
        """Help → About Cardtable: the version, and where the games and settings are kept."""
        from desktop.about import about_text
        from desktop.appicon import app_icon
        from desktop.dialogs import show_dialog
        from desktop.qt import QMessageBox
        from desktop.settings import data_folder

        box = QMessageBox(QMessageBox.Icon.NoIcon, self.tr("About Cardtable"),
                          about_text(data_folder(), self.settings.file),
                          QMessageBox.StandardButton.Ok, self)
        box.setIconPixmap(app_icon().pixmap(64, 64))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        return show_dialog(box)

    # Scene gestures.
    def _card_menu(self, item: CardItem, where: QPoint) -> None:
        """The card's menu: what only a card of one's hand can do is greyed out for others, and
        a game's hand command for a card without the stat it needs (the engine judges the
        rest)."""
        in_hand = item.zone == f"{self.controller.seat}.hand" and not item.hidden
        stats = item.card.get("stats") or {}
        own = self.game_commands()
        for command_id in {*HAND_COMMANDS, *(c.id for c in hand_game_commands())}:
            action = self.actions_by_id[command_id]
            command = own.get(command_id)
            needs = command.needs if command is not None else None
            usable = in_hand and (needs is None or stats.get(needs) not in (None, False))
            action.setEnabled(action.isVisible() and usable)
        self.card_menu.popup(where)

    def _command_handler(self, command: Command) -> Any:
        """What a menu command runs: the game's own command of its id, where the game on the
        table has one; else the window's or the operations' method of that name."""
        shared = getattr(self, f"cmd_{command.id}", None) or getattr(self.ops, command.id, None)

        def run() -> None:
            if command.id in self.game_commands() or shared is None:
                self.ops.game_command(command.id)
            else:
                shared()
        return run

    def _card_menu_closed(self) -> None:
        """The menu's commands work again on whatever is selected or pointed at."""
        QTimer.singleShot(0, self._fit_menus_to_game)  # after a chosen command has run

    def central(self) -> QWidget:
        """The widget showing now: the table or the hand-off screen."""
        return self.handoff_screen if self.stack.currentWidget() is self.handoff_screen else self.table


LIVE_WINDOWS: list[MainWindow] = []  # live games taken over from replays, each in its own window


def open_live_window(game: Any, settings: Settings, journal: Path,
                     problem: OSError | None) -> MainWindow:
    """A live game in a main window of its own (a replay's Take over from here), kept open
    until closed; ``problem``: its journal could not be written (said in the window)."""
    window = MainWindow(game, settings, None, journal)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    LIVE_WINDOWS.append(window)
    window.destroyed.connect(lambda _o=None, w=window: LIVE_WINDOWS.remove(w))
    window.fit_to_screen()
    window.show()
    if problem is not None:
        window.saving.report(problem, refused=False)
    return window
