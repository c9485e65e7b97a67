"""The main window: the table, the zoom and log docks, menus, the hand-off screen."""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

from desktop import session
from desktop.cardsets.cardsetui import CardSetUI
from desktop.controller import Controller
from desktop.dialogs import (
    CardChoiceDialog,
    HandoffScreen,
    NewGameDialog,
    OrderDialog,
    PileDialog,
    SettingsDialog,
    ShortcutsDialog,
)
from desktop.docks import LogDock, ZoomDock
from desktop.i18n import LanguageMenu
from desktop.journaling import JournalTrouble
from desktop.qt import (
    QT_TRANSLATE_NOOP,
    QAction,
    QCloseEvent,
    QDockWidget,
    QEvent,
    QFileDialog,
    QInputDialog,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPoint,
    QRect,
    QSize,
    QStackedWidget,
    Qt,
    QWidget,
)
from desktop.settings import Settings
from desktop.shortcuts import CARD_COMMANDS, COMMANDS, bindings
from desktop.streaming.controls import Streaming
from desktop.table.items import CardItem
from desktop.table.scene import TableScene
from desktop.table.view import TableView
from desktop.texts import (
    marker_title,
    problem_line,
    set_ruleset,
    verdict_note,
    verdict_sentence,
    zone_title,
)

MENUS = ("file", "edit", "game", "help")
RECORD_FILTER = QT_TRANSLATE_NOOP("MainWindow", "Game records (*.jsonl)")
MARKERS = ("wound", "counter", "poison", "shield")
FRAME_ROOM = QSize(16, 48)  # a window manager's borders and title bar


def window_size(wanted: QSize, available: QSize) -> QSize:
    """``wanted``, shrunk where the screen is smaller (leaving room for the window's frame)."""
    room = QSize(available.width() - FRAME_ROOM.width(), available.height() - FRAME_ROOM.height())
    return QSize(min(wanted.width(), max(room.width(), 640)),
                 min(wanted.height(), max(room.height(), 480)))


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
        self.table = TableView(self.scene)
        self.handoff_screen = HandoffScreen()
        self._covered_docks: list[QDockWidget] = []  # docks the hand-off screen hides
        self.stack = QStackedWidget()
        self.stack.addWidget(self.table)
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
        self.language_menu = LanguageMenu(settings, self)
        self.menus["edit"].addMenu(self.language_menu)
        self.scene.cardHovered.connect(self.zoom.show_card)
        self.scene.cardsDropped.connect(self._dropped)
        self.scene.cardActivated.connect(self._card_activated)
        self.scene.zoneActivated.connect(self.show_zone)
        self.scene.bandClicked.connect(self._band_clicked)
        self.scene.cardMenu.connect(self._card_menu)
        self.log.cardsPicked.connect(self.scene.highlight)
        self.handoff_screen.taken.connect(self.take_seat)
        self.controller: Controller
        self.saving = JournalTrouble(self)
        self.cardsets = CardSetUI(self)
        self.streaming = Streaming(self, self.menus["help"].menuAction())
        self.cardsets.images.updated.connect(self.streaming.redraw)
        # A closed dock comes back from View (its action's text follows the dock's title).
        first = self.streaming.menu.actions()[0]
        self.streaming.menu.insertActions(first, [self.zoom.toggleViewAction(),
                                                  self.log.toggleViewAction()])
        self.streaming.menu.insertSeparator(first)
        self.set_game(game, seat, path)
        self.retranslate()

    # Game lifecycle.
    def set_game(self, game: Any, seat: str | None = None, path: Path | None = None) -> None:
        """Put a game on the table (journal attached by the caller or here)."""
        self.game = game
        self.path = path
        set_ruleset(game.ruleset_name)  # zone names in the game's own language, where chosen
        self.controller = Controller(game, self.scene, seat, self.settings.handoff,
                                     lambda owner, cards: self.choose_order(owner, cards))
        self.controller.changed.connect(self._view_changed)
        self.log.follow(self.controller)
        self.controller.acted.connect(self._acted)
        self.controller.failed.connect(self._failed)
        self.controller.unsaved.connect(self.saving.report)
        self.controller.handoff.connect(self._show_handoff)
        self.streaming.follow(self.controller)
        self.uncover()
        self.controller.refresh()
        self.update_title()
        self.cardsets.game_changed(game)

    def fit_to_screen(self, available: QRect | None = None) -> None:
        """Not larger than the screen's free area (a 1366×768 laptop has no room for 1500×920)."""
        if available is None:
            screen = self.screen()
            if screen is None:
                return
            available = screen.availableGeometry()
        size = window_size(self.size(), available.size())
        if size != self.size():
            self.resize(size)
            self.move(available.topLeft())

    def update_title(self) -> None:
        """``<file or card set> — Cardtable``."""
        name = self.path.stem if self.path else (
            self.game.header.get("name") or self.tr("%s game") % self.game.ruleset_name)
        self.setWindowTitle(f"{name} — Cardtable")

    def _view_changed(self, view: dict) -> None:
        self.actions_by_id["warn_mode"].setChecked(view.get("enforcement") == "warn")
        self.scene.highlight([])
        # Start with a card of one's own rather than an empty dock.
        if not self.zoom.card and not self.controller.hidden:
            hand = view["zones"].get(f"{self.controller.seat}.hand", {}).get("cards") or []
            if hand:
                self.zoom.show_card(hand[0])

    def _acted(self, action: dict, verdict: Any) -> None:
        if verdict is None or self.central() is self.handoff_screen:
            return  # the hand-off screen stays quiet
        text = verdict_note(verdict) if (verdict.rule or not verdict.ok) else verdict_sentence(
            verdict)
        self.statusBar().showMessage(text, 8000)

    def _failed(self, message: str) -> None:
        self.statusBar().showMessage(message, 8000)

    # Hand-off.
    def _show_handoff(self, player: str) -> None:
        self.controller.refresh()
        self.cover(player)

    def cover(self, player: str, reason: str = "") -> None:
        """Hide the table and the docks behind the hand-off screen, which waits for ``player``."""
        self.zoom.show_card({})  # it may show a card of the hand being hidden
        self.statusBar().clearMessage()
        self.handoff_screen.ask(player, reason)
        if self.central() is not self.handoff_screen:
            self._covered_docks = [d for d in (self.zoom, self.log) if d.isVisible()]
            for dock in self._covered_docks:
                dock.hide()
            self.stack.setCurrentWidget(self.handoff_screen)
        self.handoff_screen.setFocus()
        self._enable_game_commands(False)

    def take_seat(self) -> None:
        """The next player clicked on the hand-off screen."""
        self.uncover()
        self.controller.take_seat()

    def uncover(self) -> None:
        """Show the table again (and the docks the hand-off screen hid)."""
        self.stack.setCurrentWidget(self.table)
        for dock in self._covered_docks:
            dock.show()
        self._covered_docks = []
        self._enable_game_commands(True)

    def _enable_game_commands(self, enabled: bool) -> None:
        """Game commands wait while the hand-off screen hides the table (a stray Ctrl+D would
        draw for a player who is not looking yet)."""
        for command in COMMANDS:
            if command.menu == "game":
                self.actions_by_id[command.id].setEnabled(enabled)

    # Menus and shortcuts.
    def _build_menus(self) -> None:
        for menu in self.menus.values():
            self.menuBar().addMenu(menu)
        groups = {"draw": "game", "play": "game", "tap": "game", "token": "game",
                  "next_phase": "game", "life_down": "game"}
        for command in COMMANDS:
            if command.id in groups and command.id != "draw":
                self.menus[command.menu].addSeparator()
            action = QAction(self)
            action.setShortcuts(bindings(command, self.settings))
            action.triggered.connect(getattr(self, f"cmd_{command.id}"))
            action.setCheckable(command.id == "warn_mode")
            self.actions_by_id[command.id] = action
            if command.id == "quit":
                self.menus["file"].addMenu(self.recent_menu)
                self.menus["file"].addSeparator()
            self.menus[command.menu].addAction(action)
            self.addAction(action)
        for command_id in CARD_COMMANDS:
            self.card_menu.addAction(self.actions_by_id[command_id])
        self.recent_menu.aboutToShow.connect(self._fill_recent)

    def retranslate(self) -> None:
        """Every text of the window in the interface language."""
        for key, title in zip(MENUS, (self.tr("&File"), self.tr("&Edit"), self.tr("&Game"),
                                      self.tr("&Help")), strict=True):
            self.menus[key].setTitle(title)
        self.recent_menu.setTitle(self.tr("Open &recent"))
        for command in COMMANDS:
            self.actions_by_id[command.id].setText(command.title())
        self.zoom.retranslate()
        self.log.retranslate()
        self.scene.retranslate()
        self.cardsets.retranslate()
        self.streaming.retranslate()
        self.update_title()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def apply_shortcuts(self) -> None:
        """Re-read the key bindings after the user changed them."""
        for command in COMMANDS:
            self.actions_by_id[command.id].setShortcuts(bindings(command, self.settings))

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for file in self.settings.recent_files:
            action = self.recent_menu.addAction(file)
            action.triggered.connect(lambda _=False, f=file: self.open_path(Path(f)))

    # Questions (one place, so tests can answer them).
    def confirm(self, text: str) -> bool:
        """Ask a yes/no question."""
        answer = QMessageBox.question(self, "Cardtable", text)
        return answer == QMessageBox.StandardButton.Yes

    def ask_number(self, title: str, default: int = 1) -> int | None:
        """Ask for a count."""
        value, ok = QInputDialog.getInt(self, "Cardtable", title, default, 1, 99)
        return value if ok else None

    def ask_choice(self, title: str, prompt: str, options: list[str]) -> int | None:
        """Pick one of fixed options; returns its index."""
        text, ok = QInputDialog.getItem(self, title, prompt, options, 0, False)
        return options.index(text) if ok else None

    def inform(self, title: str, text: str) -> None:
        """Tell the players something."""
        QMessageBox.information(self, title, text)

    def ask_text(self, title: str, options: list[str]) -> str | None:
        """Ask for a name, offering some."""
        value, ok = QInputDialog.getItem(self, "Cardtable", title, options, 0, True)
        return value.strip() if ok and value.strip() else None

    def choose_card(self, title: str, prompt: str, cards: list[dict],
                    none_text: str = "", reveal_for: str = "") -> tuple[bool, str | None]:
        """Pick one card (shown only after ``reveal_for`` asks, if given); returns (accepted,
        label)."""
        dialog = CardChoiceDialog(title, prompt, cards, none_text, self, reveal_for)
        accepted = dialog.exec() == CardChoiceDialog.DialogCode.Accepted
        return accepted, dialog.chosen()

    def choose_order(self, owner: str, cards: list[dict]) -> list[str] | None:
        """The owner orders cards going onto a graveyard / discard pile."""
        dialog = OrderDialog(owner, cards, self)
        return dialog.order() if dialog.exec() == OrderDialog.DialogCode.Accepted else None

    # File commands.
    def cmd_new(self) -> None:
        """File → New game."""
        dialog = NewGameDialog(self.settings.enforcement, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        try:
            game = session.new_game(dialog.choice())
        except Exception as error:  # a deck file the engine refuses: say why
            QMessageBox.warning(self, "Cardtable", problem_line(error))
            return
        problem = session.attach_journal(game, self.journal)
        self.set_game(game)
        if problem is not None:
            self.saving.report(problem, refused=False)

    def cmd_open(self) -> None:
        """File → Open."""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a game"), "",
                                              self.tr(RECORD_FILTER))
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> None:
        """Open a saved game."""
        from engine.errors import RecordError

        try:
            game = session.load(path)
        except (OSError, RecordError) as error:
            QMessageBox.warning(self, "Cardtable", problem_line(error))
            return
        problem = session.attach_journal(game, self.journal)
        self.settings.add_recent(str(path))
        self.set_game(game, path=path)
        if problem is not None:
            self.saving.report(problem, refused=False)

    def cmd_save(self) -> None:
        """File → Save."""
        if self.path is None:
            self.cmd_save_as()
        else:
            self.save_to(self.path)

    def cmd_save_as(self) -> None:
        """File → Save as."""
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), "game.jsonl",
                                              self.tr(RECORD_FILTER))
        if path:
            self.save_to(Path(path))

    def save_to(self, path: Path) -> None:
        """Save the game record (atomically) and remember the file. The journal's own file
        already holds every action: it is never written over."""
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
        session.close_journal(self.game, self.journal)
        super().closeEvent(event)

    # Edit commands.
    def cmd_undo(self) -> None:
        """Edit → Undo (asks first when it would cross a hand-off)."""
        if (self.controller.handoff_enabled and not self.controller.fixed_seat
                and self.controller.undo_crosses_handoff()
                and not self.confirm(self.tr("This takes back the end of the turn: the other "
                                             "player's hand will be shown. Go on?"))):
            return
        self._feedback(self.controller.undo(), None)

    def cmd_redo(self) -> None:
        """Edit → Redo."""
        self._feedback(self.controller.redo(), None)

    def cmd_settings(self) -> None:
        """Edit → Settings."""
        if SettingsDialog(self.settings, self).exec() == SettingsDialog.DialogCode.Accepted:
            self.controller.handoff_enabled = self.settings.handoff
            if self.settings.card_width != self.scene.card_width:
                self.scene.set_card_width(self.settings.card_width)

    def cmd_shortcuts(self) -> None:
        """Help → Keyboard shortcuts (list and rebind)."""
        if ShortcutsDialog(self.settings, self).exec() == ShortcutsDialog.DialogCode.Accepted:
            self.apply_shortcuts()

    # Feedback for actions started from menus.
    def _feedback(self, verdict: Any, label: str | None, zone: str | None = None) -> None:
        if verdict is None:
            return
        if not verdict.applied:
            item = self.scene.item_for(label) if label else None
            near = (item.mapToScene(item.boundingRect().topRight()) if item
                    else self.scene.sceneRect().center())
            self.scene.flag(verdict_note(verdict), "refused", near)
            return
        self.controller.show_verdict(verdict, label, zone)

    def _act(self, act: str, **keys: Any) -> Any:
        verdict = self.controller.act(act, **keys)
        self._feedback(verdict, keys.get("card") if isinstance(keys.get("card"), str) else None)
        return verdict

    def _targets(self) -> list[CardItem]:
        targets = self.scene.targets()
        if not targets:
            self.statusBar().showMessage(self.tr("Point at a card or select cards first."), 5000)
        return targets

    def _each_target(self, act: str, **keys: Any) -> None:
        for item in self._targets():
            self._act(act, card=self.controller.label_of(item), **keys)

    # Game commands.
    def cmd_draw(self) -> None:
        """Draw a card."""
        self._act("draw", count=1)

    def cmd_draw_n(self) -> None:
        """Draw N cards."""
        count = self.ask_number(self.tr("How many cards to draw?"), 2)
        if count:
            self._act("draw", count=count)

    def _deck(self) -> str:
        return f"{self.controller.seat}.deck"

    def cmd_shuffle(self) -> None:
        """Shuffle the own deck."""
        self._act("shuffle", zone=self._deck())

    def _ask_source(self, title: str) -> str | None:
        """Which of the viewer's visible cards has the ability that allows looking or searching."""
        visible = [c for key, zone in self.controller.view["zones"].items()
                   if zone.get("visible") for c in zone.get("cards") or [] if not c.get("hidden")]
        accepted, source = self.choose_card(
            title, self.tr("Which card's ability allows it?"), visible)
        return source if accepted else None

    def _look(self, title: str, count: int | None) -> None:
        source = self._ask_source(title)
        if source is None:
            return
        keys: dict[str, Any] = {"count": count} if count else {}
        verdict = self._act("look", zone=self._deck(), source=source, **keys)
        if verdict is not None and verdict.applied:
            seen = next(e["cards"] for e in verdict.events if e["type"] == "look")
            self.show_zone(self._deck(), source, seen)

    def cmd_look(self) -> None:
        """Look at the top N cards of the own deck (a card's ability must allow it)."""
        count = self.ask_number(self.tr("Look at how many cards from the top?"), 3)
        if count:
            self._look(self.tr("Look at the top of the deck"), count)

    def cmd_search(self) -> None:
        """Search the own deck (a card's ability must allow it); the deck is shuffled after."""
        self._look(self.tr("Search the deck"), None)

    def cmd_mulligan(self) -> None:
        """Mulligan: the selected hand cards go to the bottom of the deck."""
        hand = f"{self.controller.seat}.hand"
        labels = [i.label for i in self.scene.targets() if i.zone == hand and i.label]
        if not labels:
            self.statusBar().showMessage(self.tr("Select the hand cards to put back first."), 5000)
            return
        self._act("mulligan", cards=labels)

    def cmd_play(self) -> None:
        """Play the card(s)."""
        self._each_target("play")

    def cmd_reveal(self) -> None:
        """Reveal a hand card (activating its reveal ability)."""
        self._each_target("reveal", ability=True)

    def cmd_flow(self) -> None:
        """Use a card's Flow (HKK)."""
        self._each_target("flow")

    def cmd_treasure(self) -> None:
        """Use a card's treasure icon (HKK)."""
        self._each_target("treasure")

    def cmd_tap(self) -> None:
        """Tap or untap."""
        for item in self._targets():
            self._act("tap", card=self.controller.label_of(item),
                      tapped=not item.card.get("tapped"))

    def cmd_flip(self) -> None:
        """Turn over."""
        for item in self._targets():
            self._act("flip", card=self.controller.label_of(item),
                      face_down=not item.card.get("face_down"))

    def cmd_destroy(self) -> None:
        """Destroy (to its owner's graveyard / discard)."""
        self._each_target("destroy")

    def cmd_bottom(self) -> None:
        """Put on the bottom of its owner's deck."""
        for item in self._targets():
            owner = item.card.get("owner") or self.controller.seat
            self._act("move", card=self.controller.label_of(item), to=f"{owner}.deck",
                      pos="bottom")

    def cmd_control(self) -> None:
        """Gain control."""
        self._each_target("control")

    def _mark(self, sign: int) -> None:
        targets = self._targets()
        if not targets:
            return
        names = list(dict.fromkeys([*(targets[0].card.get("markers") or {}), *MARKERS]))
        name = self._ask_named(self.tr("Which marker?"), names)
        if name:
            self._each_target("mark", marker=name, count=sign)

    def _ask_named(self, title: str, names: list[str]) -> str | None:
        """Ask for a marker or effect: offered by their translated names, kept by their ids."""
        shown = {marker_title(name): name for name in names}
        text = self.ask_text(title, list(shown))
        return shown.get(text, text) if text else None

    def cmd_marker_add(self) -> None:
        """Put a marker on the card(s)."""
        self._mark(1)

    def cmd_marker_remove(self) -> None:
        """Take a marker off the card(s)."""
        self._mark(-1)

    def cmd_effect(self) -> None:
        """Put a lasting effect on the card(s)."""
        if self._targets():
            name = self._ask_named(self.tr("Which effect?"), ["incarnation"])
            if name:
                self._each_target("effect", effect=name)

    def cmd_token(self) -> None:
        """Create a token / pre-prepared card."""
        definitions = sorted(session.definitions(self.game))
        name = self.ask_text(self.tr("Create which card?"), definitions)
        if name:
            self._act("create", card=name, id=f"tok-{uuid.uuid4().hex[:6]}")

    def cmd_next_phase(self) -> None:
        """Go to the next phase (ending the turn after the last)."""
        phases = list(self.controller.view.get("phases") or [])
        current = self.game.phase
        index = phases.index(current) if current in phases else -1
        if index + 1 < len(phases):
            self._act("phase", to=phases[index + 1])
        else:
            self.cmd_end_turn()

    def cmd_end_turn(self) -> None:
        """End the turn."""
        self._act("end_turn")

    def cmd_warn_mode(self) -> None:
        """Switch the running game between strict and warn enforcement (recorded, undoable)."""
        mode = "strict" if self.game.enforcement == "warn" else "warn"
        self._act("enforcement", mode=mode)

    def _life(self, delta: int) -> None:
        state = (self.controller.view.get("players_state") or {}).get(self.controller.seat, {})
        name = "life" if "life" in state or not state else next(iter(state))
        self._act("counter", player=self.controller.seat, name=name, delta=delta)

    def cmd_life_down(self) -> None:
        """Life −1."""
        self._life(-1)

    def cmd_life_up(self) -> None:
        """Life +1."""
        self._life(1)

    def cmd_duel(self) -> None:
        """A guided duel: start, the opponent answers secretly, reveal, the winner chooses."""
        targets = self._targets()
        if not targets:
            return
        starter = self.controller.seat
        verdict = self._act("duel", card=self.controller.label_of(targets[0]))
        if not verdict or not verdict.applied:
            return
        opponent = next(p for p in self.game.players if p != starter)
        self.controller.hidden = True
        self.controller.refresh()
        self.cover(opponent, self.tr("%s, answer the duel: the other player looks away.")
                   % opponent)
        hand = self.game.view(opponent)["zones"].get(f"{opponent}.hand", {}).get("cards", [])
        accepted, answer = self.choose_card(
            self.tr("Duel"), self.tr("%s: answer with a card from your hand, or decline.")
            % opponent, hand, self.tr("Decline"),
            reveal_for=opponent if self.controller.handoff_enabled else "")
        if not accepted:  # Cancel or Escape: the duel has started, so that is a decline
            answer = None
        result = self.controller.apply({"act": "duel_answer", "by": opponent, "card": answer})
        if result is None:
            return
        self.inform(self.tr("Duel"), verdict_sentence(result))
        winner = (self.controller.view.get("duel") or {}).get("winner")
        if winner:
            self._duel_effect(winner)
        self._show_handoff(self.controller.seat)

    def _duel_effect(self, winner: str) -> None:
        players = list(self.game.players)
        choices = [self.tr("3 damage to %s") % p for p in players] + [
            self.tr("4 healing to %s") % p for p in players]
        index = self.ask_choice(self.tr("Duel"), self.tr("%s chooses:") % winner, choices)
        if index is None:
            return
        effect = "damage" if index < len(players) else "heal"
        target = players[index % len(players)]
        self.controller.apply({"act": "duel_effect", "by": winner, "effect": effect,
                               "target": target})

    # Scene gestures.
    def _dropped(self, items: list[CardItem], zone: str) -> None:
        self.controller.drop(items, zone)

    def _card_activated(self, item: CardItem) -> None:
        """Double-click: play a hand card, tap or untap a card in play, list a pile."""
        kind = self.controller.view["zones"].get(item.zone, {}).get("kind")
        label = self.controller.label_of(item)
        if kind == "hand":
            self._act("play", card=label)
        elif kind == "area":
            self._act("tap", card=label, tapped=not item.card.get("tapped"))
        else:
            self.show_zone(item.zone)

    def _card_menu(self, item: CardItem, where: QPoint) -> None:
        self.card_menu.popup(where)

    def _band_clicked(self, payload: tuple) -> None:
        if payload[0] == "phase":
            self._act("phase", to=payload[1])
        elif payload[0] == "counter":
            _kind, player, name, delta = payload
            self._act("counter", player=player, name=name, delta=delta)
        elif payload[0] == "end_turn":
            self.cmd_end_turn()

    def show_zone(self, key: str, source: str | None = None,
                  cards: list[dict] | None = None) -> None:
        """List a zone's cards as the viewer sees them (or the ``cards`` a look showed them);
        move one from there."""
        zone = self.controller.view["zones"].get(key)
        if zone is None:
            return
        title = f"{zone.get('player') or ''} · {zone_title(key)} ({zone.get('count', 0)})"
        targets = [k for k in self.controller.view["zones"] if k != key]
        shown = list(zone.get("cards") or []) if cards is None else cards
        dialog = PileDialog(title, shown, targets, self, default=f"{self.controller.seat}.hand")
        extra = {"source": source} if source else {}
        dialog.moveRequested.connect(
            lambda label, to: self._act("move", card=label, to=to, **extra))
        dialog.exec()

    def central(self) -> QWidget:
        """The widget showing now: the table or the hand-off screen."""
        return self.stack.currentWidget()
