"""The replay window: a game record on the table, read-only, with a timeline to move along.

It shows the table as it was after any action (the engine's ``Timeline``: about a millisecond a
position), as a player, a spectator or, only when chosen, the judge (every card face up, every
deck in order, a banner saying so). The action at the cursor is told beside its card, with its
verdict; a scenario's expectations checked there are told too, passed or failed. *Take over from
here* starts a new live game at the cursor in a main window of its own, journaled like any other.

Opened from a main window (File → Open replay…, Review this game) or from another replay window,
it lives as long as that window, and that window's broadcast and overlay follow the replay while it
is open (View → Broadcast follows this replay). Opened from the command line, it has a broadcast
and an overlay of its own.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop.docks import LogDock, ZoomDock
from desktop.firstpaint import after_first_paint
from desktop.i18n import LanguageMenu
from desktop.qt import (
    QT_TRANSLATE_NOOP,
    QAction,
    QActionGroup,
    QCloseEvent,
    QCoreApplication,
    QEvent,
    QFileDialog,
    QKeyEvent,
    QKeySequence,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QShowEvent,
    QStyle,
    Qt,
    QTimer,
    QVBoxLayout,
    QWidget,
)
from desktop.replay.bar import SPEEDS, TimelineBar
from desktop.replay.controller import JUDGE, SPECTATOR, ReplayController
from desktop.replay.notes import ActionNote, action_note
from desktop.replay.panel import ActionDock
from desktop.replay.records import RecordKind, live_timeline, open_timeline
from desktop.settings import Settings
from desktop.table.cardface import FaceWarmer
from desktop.table.scene import TableScene, ZoneSpecLite
from desktop.table.view import TableView
from desktop.texts import problem_line, set_ruleset
from engine.errors import RecordError

if TYPE_CHECKING:
    from desktop.streaming.controls import Streaming

RECORD_FILTER = QT_TRANSLATE_NOOP("ReplayWindow",
                                 "Game records (*.cardtable *.jsonl);;All files (*)")
KIND_NAMES = {
    RecordKind.SAVED: QT_TRANSLATE_NOOP("ReplayWindow", "saved game"),
    RecordKind.JOURNAL: QT_TRANSLATE_NOOP("ReplayWindow", "journal"),
    RecordKind.SCENARIO: QT_TRANSLATE_NOOP("ReplayWindow", "scenario"),
    RecordKind.LIVE: QT_TRANSLATE_NOOP("ReplayWindow", "the game on the table"),
}
RESULT_STYLE = ("background: #3b3217; color: #f7ecc5; font-size: 15px; padding: 6px 12px;"
                "border-bottom: 2px solid #e8c547;")  # as the live table's banner says it
JUDGE_BANNER_STYLE = ("background: #6c1d45; color: #fff3f8; font-weight: bold; padding: 6px 12px;"
                      "border-bottom: 2px solid #f3a6c8;")
# (id, text, keys): the commands of the Replay menu; the window's method of that id runs each.
MOVES = (
    ("play", QT_TRANSLATE_NOOP("ReplayWindow", "&Play"), "Space"),
    ("back", QT_TRANSLATE_NOOP("ReplayWindow", "Step &back"), "Left"),
    ("forward", QT_TRANSLATE_NOOP("ReplayWindow", "Step &forward"), "Right"),
    ("previous_turn", QT_TRANSLATE_NOOP("ReplayWindow", "P&revious turn"), "PgUp"),
    ("next_turn", QT_TRANSLATE_NOOP("ReplayWindow", "&Next turn"), "PgDown"),
    ("start", QT_TRANSLATE_NOOP("ReplayWindow", "To the &start"), "Home"),
    ("end", QT_TRANSLATE_NOOP("ReplayWindow", "To the &end"), "End"),
    None,
    ("previous_problem", QT_TRANSLATE_NOOP("ReplayWindow", "Previous refused or flagged action"),
     "Shift+F8"),
    ("next_problem", QT_TRANSLATE_NOOP("ReplayWindow", "Next refused or flagge&d action"), "F8"),
    ("previous_note", QT_TRANSLATE_NOOP("ReplayWindow", "Previous rule note"), "Shift+F7"),
    ("next_note", QT_TRANSLATE_NOOP("ReplayWindow", "Next r&ule note"), "F7"),
    ("previous_failed", QT_TRANSLATE_NOOP("ReplayWindow", "Previous failed expectation"),
     "Shift+F9"),
    ("next_failed", QT_TRANSLATE_NOOP("ReplayWindow", "Next failed e&xpectation"), "F9"),
    None,
    ("go_to", QT_TRANSLATE_NOOP("ReplayWindow", "&Go to action…"), "Ctrl+G"),
    ("faster", QT_TRANSLATE_NOOP("ReplayWindow", "Fas&ter"), "]"),
    ("slower", QT_TRANSLATE_NOOP("ReplayWindow", "Slo&wer"), "["),
)
JUMPS = {"previous_turn": ("turns", False), "next_turn": ("turns", True),
         "previous_problem": ("problems", False), "next_problem": ("problems", True),
         "previous_note": ("notes", False), "next_note": ("notes", True),
         "previous_failed": ("failed", False), "next_failed": ("failed", True)}
ICONS = {"back": QStyle.StandardPixmap.SP_MediaSeekBackward,
         "forward": QStyle.StandardPixmap.SP_MediaSeekForward,
         "previous_turn": QStyle.StandardPixmap.SP_MediaSkipBackward,
         "next_turn": QStyle.StandardPixmap.SP_MediaSkipForward,
         "play": QStyle.StandardPixmap.SP_MediaPlay,
         "next_problem": QStyle.StandardPixmap.SP_MessageBoxWarning,
         "next_note": QStyle.StandardPixmap.SP_MessageBoxInformation,
         "next_failed": QStyle.StandardPixmap.SP_DialogCancelButton}
BAR_BUTTONS = ("previous_turn", "back", "play", "forward", "next_turn", None, "next_problem",
               "next_note", "next_failed")

# Opens a live game in a main window of its own: (game, settings, journal, a problem writing
# the journal or None). The main window's module provides it (desktop.mainwindow.open_live_window),
# so that a replay window never imports the main window that opens it.
LiveStarter = Callable[[Any, Settings, Path, "OSError | None"], QMainWindow]


class ReplayWindow(QMainWindow):
    """One game record on a read-only table. ``kind`` says what it is (the title says so);
    ``opener``: the main window it was opened from (its broadcast follows this replay)."""

    def __init__(self, timeline: Any, kind: RecordKind, settings: Settings,
                 path: Path | None = None, viewer: str = SPECTATOR, at: int = 0,
                 opener: QMainWindow | None = None, live_game: Any = None,
                 start_live: LiveStarter | None = None) -> None:
        super().__init__(opener, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.kind = kind
        self.path = path
        self.settings = settings
        self.opener = opener
        self.live_game = live_game  # Review this game: the game whose record this is
        self.start_live = start_live  # Take over from here (None: not offered)
        self.images: Any = None  # the card set's images (a replay opened on its own)
        self.replay = ReplayController(timeline, viewer, at, live=kind is RecordKind.LIVE)
        self.specs = [ZoneSpecLite(s.name, s.kind) for s in timeline.game.zone_specs]
        self.deck_zones = {z["name"] for z in timeline.game.table_info()["zones"] if z.get("deck")}
        self.resize(1500, 920)
        self.scene = TableScene(settings.card_width)
        self.scene.read_only = True
        self.table = TableView(self.scene)
        self.banner = QLabel()
        self.banner.setStyleSheet(JUDGE_BANNER_STYLE)
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.hide()
        self.result = QLabel()  # who won, from the action that ended the game on
        self.result.setObjectName("replayResult")
        self.result.setStyleSheet(RESULT_STYLE)
        self.result.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result.hide()
        self.actions_by_id: dict[str, QAction] = {}
        self._build_actions()
        self.bar = TimelineBar([self.actions_by_id[b] if b else None for b in BAR_BUTTONS])
        self.bar.set_length(self.replay.length)
        page = QWidget()
        column = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.banner)
        column.addWidget(self.result)
        column.addWidget(self.table, 1)
        column.addWidget(self.bar)
        self.setCentralWidget(page)
        self.zoom = ZoomDock(self)
        self.action_dock = ActionDock(self)
        self.log = LogDock(self)
        for dock in (self.zoom, self.action_dock, self.log):
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.resizeDocks([self.zoom, self.action_dock, self.log], [400, 300, 200],
                         Qt.Orientation.Vertical)
        self.note: ActionNote | None = None  # the action at the cursor, told beside its card
        self.notes: list[Any] = []  # the flags saying it, until the cursor moves
        self.playing = QTimer(self)
        self.playing.timeout.connect(self._tick)
        self.viewer_actions = QActionGroup(self)
        self.streaming, self.view_menu = self._build_menus()
        self._connect()
        self.retranslate()
        self.log.follow(self.replay)
        self.replay.refresh()
        self.table.setFocus()
        self.warmer: FaceWarmer | None = None
        after_first_paint(self.table.viewport(), self._warm_faces)

    def _warm_faces(self) -> None:
        """Once the window shows: draw, while idle, the face of every card the record ends with,
        so that a jump that shows many of them for the first time does not draw them all then.
        (Only the pixmap cache gets them; what the table shows is still the viewer's view.)"""
        zones = self.replay.timeline.view(self.replay.length, JUDGE)["zones"]
        cards = [card for zone in zones.values() for card in zone.get("cards") or []]
        self.warmer = FaceWarmer(self, cards, self.scene.card_width,
                                 self.table.devicePixelRatioF(), self.scene.art_provider)

    # Building.
    def _build_actions(self) -> None:
        style = self.style()
        for entry in MOVES:
            if entry is None:
                continue
            command, _text, keys = entry
            action = QAction(self)
            action.setShortcut(QKeySequence(keys))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            if command in ICONS:
                action.setIcon(style.standardIcon(ICONS[command]))
            action.triggered.connect(lambda _=False, c=command: self.run(c))
            self.actions_by_id[command] = action
            self.addAction(action)
        for command, shortcut in (("open", QKeySequence.StandardKey.Open), ("reload", "F5"),
                                  ("take_over", "Ctrl+Shift+T"),
                                  ("close", QKeySequence.StandardKey.Close)):
            action = QAction(self)
            action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(lambda _=False, c=command: self.run(c))
            self.actions_by_id[command] = action
            self.addAction(action)

    def _build_menus(self) -> tuple[Streaming, QMenu]:
        """File, Replay and View. The View menu is the streaming menu of this window (opened
        from the command line) or one of its own (the opener's streaming is followed)."""
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        for command in ("open", "reload", "take_over", None, "close"):
            if command is None:
                self.file_menu.addSeparator()
            else:
                self.file_menu.addAction(self.actions_by_id[command])
        self.replay_menu = bar.addMenu("")
        for entry in MOVES:
            if entry is None:
                self.replay_menu.addSeparator()
            else:
                self.replay_menu.addAction(self.actions_by_id[entry[0]])
        opener_streaming = getattr(self.opener, "streaming", None)
        self.follow_action: QAction | None = None
        if opener_streaming is None:
            from desktop.streaming.controls import Streaming

            streaming = Streaming(self)
            view_menu = streaming.menu
            first = view_menu.actions()[0]
        else:
            streaming = opener_streaming
            view_menu = bar.addMenu("")
            view_menu.addSeparator()
            self.follow_action = QAction(self)
            self.follow_action.setCheckable(True)
            self.follow_action.setChecked(True)
            self.follow_action.toggled.connect(self._follow_toggled)
            view_menu.addActions([self.follow_action, streaming.act_broadcast,
                                  streaming.act_reveal])
            first = view_menu.actions()[0]
        self._fill_viewers(view_menu, first)
        view_menu.insertActions(first, [self.zoom.toggleViewAction(),
                                        self.action_dock.toggleViewAction(),
                                        self.log.toggleViewAction()])
        view_menu.insertSeparator(first)
        self.language_menu = LanguageMenu(self.settings, self)
        view_menu.insertMenu(first, self.language_menu)
        view_menu.insertSeparator(first)
        return streaming, view_menu

    def _fill_viewers(self, menu: QMenu, before: QAction) -> None:
        """One checkable item a viewer: the players (Ctrl+1…), the spectator (Ctrl+0), the judge
        (Ctrl+J); the same choice as the bar's list."""
        seat = 0
        for viewer in self.replay.viewers():
            action = QAction(self)
            action.setCheckable(True)
            action.setData(viewer)
            if viewer in (SPECTATOR, JUDGE):
                action.setShortcut(QKeySequence("Ctrl+0" if viewer == SPECTATOR else "Ctrl+J"))
            elif (seat := seat + 1) < 10:
                action.setShortcut(QKeySequence(f"Ctrl+{seat}"))
            action.triggered.connect(lambda _=False, v=viewer: self.choose_viewer(v))
            self.viewer_actions.addAction(action)
            menu.insertAction(before, action)
            self.bar.viewer.addItem("", viewer)
        menu.insertSeparator(before)

    def _connect(self) -> None:
        self.replay.changed.connect(self._shown)
        self.bar.slider.valueChanged.connect(self.replay.seek)
        self.bar.position.valueChanged.connect(self.replay.seek)
        self.bar.position.done.connect(self.table.setFocus)
        self.bar.speed.currentIndexChanged.connect(lambda _i: self._set_speed())
        self.bar.viewer.activated.connect(
            lambda index: self.choose_viewer(str(self.bar.viewer.itemData(index))))
        self.scene.cardHovered.connect(self.zoom.show_card)
        self.scene.viewShown.connect(self.zoom.follow_view)
        self.scene.viewShown.connect(lambda _view: self._pin_notes())  # also a new layout
        self.scene.zoneActivated.connect(self.show_zone)
        self.log.cardsPicked.connect(self.scene.highlight)
        self.streaming.follow(self.replay)

    # Texts.
    def retranslate(self) -> None:
        """Every text of the window in the interface language."""
        self.file_menu.setTitle(self.tr("&File"))
        self.replay_menu.setTitle(self.tr("&Replay"))
        self.view_menu.setTitle(self.tr("&View"))
        texts = {"open": self.tr("&Open replay…"), "reload": self.tr("Re&load the record"),
                 "take_over": self.tr("&Take over from here"), "close": self.tr("&Close")}
        for entry in MOVES:
            if entry is not None:
                texts[entry[0]] = QCoreApplication.translate("ReplayWindow", entry[1])
        tips = {
            "reload": self.tr("Read the record again (a journal still being written, the game "
                              "on the table further on)"),
            "take_over": self.tr("Start a new game from this position, in a window of its own "
                                 "(this replay stays as it is)"),
            "play": self.tr("Play the record from here, an action at a time, at the chosen speed"),
            "next_problem": self.tr("The next action the rules refused or flagged"),
            "next_note": self.tr("The next action a rule shaped (a rule note)"),
            "next_failed": self.tr("The next place where the scenario expects something else"),
            "go_to": self.tr("Type the number of an action; Enter goes there"),
        }
        for command, action in self.actions_by_id.items():
            action.setText(texts[command])
            tip = tips.get(command, "")
            plain = action.text().replace("&", "")
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setStatusTip(tip)
            action.setToolTip(f"{tip or plain} ({keys})" if keys else tip or plain)
        self._update_play_text()
        for action in self.viewer_actions.actions():
            action.setText(self.viewer_title(str(action.data()), menu=True))
        for index in range(self.bar.viewer.count()):
            self.bar.viewer.setItemText(index, self.viewer_title(
                str(self.bar.viewer.itemData(index))))
        self.bar.viewer.setToolTip(self.tr("Whose view the table shows; the judge sees every card"))
        self.bar.viewer_label.setText(self.tr("&As:"))
        self.bar.speed_label.setText(self.tr("Spee&d:"))
        for index, speed in enumerate(SPEEDS):
            self.bar.speed.setItemText(index, self.tr("{speed} actions/s").format(
                speed=f"{speed:g}"))
        self.bar.speed.setToolTip(self.tr("How fast Play goes on"))
        self.bar.slider.setToolTip(self.tr(
            "Drag or click to go to an action. Ticks above: turns start; below: rule notes "
            "(yellow), flagged (orange) and refused (red) actions; pink: failed expectations"))
        self.bar.position.setToolTip(texts["go_to"].replace("&", "") + " (Ctrl+G)")
        self.banner.setText(self.tr("JUDGE'S VIEW: every card face up, every deck in its order "
                                    "— more than any player or spectator saw"))
        if self.follow_action is not None:
            self.follow_action.setText(self.tr("Broadcast &follows this replay"))
            self.follow_action.setStatusTip(self.tr(
                "The broadcast window and the overlay show this replay (as a spectator sees it) "
                "instead of the game on the table"))
        self.zoom.retranslate()
        self.log.retranslate()
        self.action_dock.retranslate()
        self.scene.retranslate()
        if self.opener is None:
            self.streaming.retranslate()
        if self.replay.view:
            self._shown(self.replay.view)

    def viewer_title(self, viewer: str, menu: bool = False) -> str:
        """How a viewer is named: in the bar's list, or in the View menu (``menu``)."""
        if viewer == JUDGE:
            return self.tr("As the &judge (every card)") if menu else self.tr("the judge")
        if viewer == SPECTATOR:
            return self.tr("As a sp&ectator") if menu else self.tr("a spectator")
        return self.tr("As {player}").format(player=viewer) if menu else viewer

    def update_title(self) -> None:
        """``Replay: FILE (kind), as VIEWER — Cardtable`` (``Review: …`` of the live game)."""
        viewer = self.viewer_title(self.replay.viewer)
        if self.kind is RecordKind.LIVE:
            name = self.path.name if self.path is not None else (
                self.replay.timeline.game.header.get("name") or self.replay.timeline.game.ruleset_name)
            title = self.tr("Review: {game}, as {viewer}").format(game=name, viewer=viewer)
        else:
            kind = QCoreApplication.translate("ReplayWindow", KIND_NAMES[self.kind])
            name = self.path.name if self.path is not None else ""
            title = self.tr("Replay: {file} ({kind}), as {viewer}").format(
                file=name, kind=kind, viewer=viewer)
        self.setWindowTitle(f"{title} — Cardtable")

    def _update_play_text(self) -> None:
        action = self.actions_by_id["play"]
        playing = self.playing.isActive()
        action.setText(self.tr("&Pause") if playing else self.tr("&Play"))
        action.setIcon(self.style().standardIcon(
            QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # Commands.
    def run(self, command: str) -> None:
        """Run a command of the menus or the bar by its id."""
        replay = self.replay
        if command in JUMPS:  # enabled only where there is a mark to go to
            replay.jump(*JUMPS[command])
            return
        moves = {"back": lambda: replay.step(-1), "forward": lambda: replay.step(1),
                 "start": lambda: replay.seek(0), "end": lambda: replay.seek(replay.length)}
        others = {"play": self.toggle_play, "go_to": self.go_to, "faster": lambda: self._speed(1),
                  "slower": lambda: self._speed(-1), "open": self.cmd_open,
                  "reload": self.reload, "take_over": self.take_over, "close": self.close}
        (moves.get(command) or others[command])()

    def toggle_play(self) -> None:
        """Play from the cursor (from the start once at the end), or pause."""
        if self.playing.isActive():
            self.playing.stop()
        else:
            if self.replay.position >= self.replay.length:
                self.replay.seek(0)
            self._set_speed()
            self.playing.start()
        self._update_play_text()

    def _tick(self) -> None:
        if self.replay.position >= self.replay.length:
            self.playing.stop()
            self._update_play_text()
            return
        self.replay.step(1)

    def _set_speed(self) -> None:
        self.playing.setInterval(round(1000 / self.bar.speed_value()))

    def _speed(self, change: int) -> None:
        combo = self.bar.speed
        combo.setCurrentIndex(min(max(combo.currentIndex() + change, 0), combo.count() - 1))
        self.statusBar().showMessage(combo.currentText(), 3000)

    def go_to(self) -> None:
        """Edit → Go to action: the position box takes the keys (Enter goes, Escape leaves)."""
        self.bar.position.setFocus()
        self.bar.position.selectAll()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.playing.isActive():
            self.toggle_play()  # Escape stops playing (and never closes anything)
            return
        super().keyPressEvent(event)

    def choose_viewer(self, viewer: str) -> None:
        """Show the table as ``viewer``. In the review of a game still being played, another
        player's view or the judge's is shown only after a question (its default: No)."""
        replay = self.replay
        if viewer == replay.viewer:
            self._check_viewer()
            return
        own = self.opener is not None and viewer == getattr(
            getattr(self.opener, "controller", None), "seat", None)
        if replay.live and viewer != SPECTATOR and not own:
            text = (self.tr("The game is still being played: the judge's view shows every hand "
                            "and every deck. Show it?") if viewer == JUDGE else
                    self.tr("The game is still being played: this shows {player}'s hand. Show "
                            "it?").format(player=viewer))
            if not self.ask(text):
                self._check_viewer()
                return
        replay.set_viewer(viewer)

    def ask(self, text: str) -> bool:
        """A yes/no question; No is the default and Escape's answer (one place, for tests)."""
        buttons = QMessageBox.StandardButton
        box = QMessageBox(QMessageBox.Icon.Question, "Cardtable", text, buttons.Yes | buttons.No,
                          self)
        box.setDefaultButton(buttons.No)
        box.setEscapeButton(buttons.No)
        QTimer.singleShot(0, box.activateWindow)  # it takes the keys (no window manager may)
        box.exec()
        self.activateWindow()  # the keys come back here (no window manager may give them)
        return box.clickedButton() is box.button(buttons.Yes)

    def show_zone(self, key: str) -> None:
        """A double-clicked pile: its cards as the viewer sees them (the judge: a deck in order),
        to look at only."""
        from desktop.dialogs import PileDialog, show_dialog, zone_choice_text

        zone = self.replay.view.get("zones", {}).get(key)
        if zone is None:
            return
        dialog = PileDialog(f"{zone_choice_text(key)} ({zone.get('count', 0)})",
                            list(zone.get("cards") or []), [], self)
        dialog.target.hide()  # nothing moves in a replay
        dialog.move_button.hide()
        show_dialog(dialog)

    # Files and games.
    def cmd_open(self) -> None:
        """File → Open replay…: another record, in a window of its own that this one opens (its
        broadcast follows the new one while it is open)."""
        open_replay_dialog(self, self.settings, self.start_live)

    @property
    def controller(self) -> ReplayController:
        """What this window shows and its streaming follows (as a main window's controller):
        a replay opened from here hands the stream back to it when it closes."""
        return self.replay

    def reload(self) -> None:
        """File → Reload: read the record again at the same position (a journal another game
        still writes, the game on the table further on)."""
        try:
            if self.live_game is not None:
                timeline = live_timeline(self.live_game)
            elif self.path is not None:
                timeline, _kind = open_timeline(self.path)
            else:
                return
        except (OSError, RecordError) as error:  # said, and nothing changes
            QMessageBox.warning(self, "Cardtable", problem_line(error))
            return
        self.replay.set_timeline(timeline)
        self.bar.set_length(self.replay.length)
        self.statusBar().showMessage(self.tr("Read again: %n action(s).", "",
                                             self.replay.length), 5000)

    def take_over(self) -> None:
        """File → Take over from here: a new live game at the cursor, with an autosave journal
        of its own, in a main window of its own; the replay stays as it is."""
        from desktop import session

        if self.start_live is None:
            return
        game = self.replay.timeline.game_at(self.replay.position)
        try:
            journal = session.own_autosave(None)
        except OSError as error:
            QMessageBox.warning(self, "Cardtable", self.tr(
                "No new game can start: its autosave journal cannot be written ({reason})."
            ).format(reason=error.strerror or error))
            return
        problem = session.attach_journal(game, journal)
        self.start_live(game, self.settings, journal, problem)
        self.statusBar().showMessage(self.tr("A new game goes on from action {n}.").format(
            n=self.replay.position), 8000)

    def _follow_toggled(self, on: bool) -> None:
        """View → Broadcast follows this replay (on), or the game on the table again (off)."""
        opener_controller = getattr(self.opener, "controller", None)
        if on:
            self.streaming.follow(self.replay)
        elif opener_controller is not None and self.streaming.controller is self.replay:
            self.streaming.follow(opener_controller)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.playing.stop()
        for note in self.notes:
            self.scene.drop_flag(note)
        if self.opener is None:
            self.streaming.shutdown()
        elif self.follow_action is not None and self.follow_action.isChecked():
            self.follow_action.setChecked(False)  # the opener's game on the air again
        super().closeEvent(event)

    # Showing a position.
    def _shown(self, view: dict) -> None:
        replay = self.replay
        set_ruleset(view.get("ruleset"))
        self.note = action_note(replay.timeline, replay.position, replay.viewer, view)
        self.scene.show_view(view, self.specs, replay.bottom)  # the notes follow (viewShown)
        self.scene.highlight(self.note.cards if self.note is not None else [])
        self.bar.show_position(replay.position)
        judge = replay.viewer == JUDGE
        self.banner.setVisible(judge)
        self._show_result(view.get("outcome"))
        self._check_viewer()
        decks = self.action_dock.deck_lines(view, self.deck_zones) if judge else []
        self.action_dock.show_position(replay, self.note, decks)
        self._enable_moves()
        self.update_title()

    def _show_result(self, outcome: dict | None) -> None:
        """From the action that ended the game on, the strip above the table says who won and
        why (the live table's words)."""
        if not outcome:
            self.result.hide()
            return
        from desktop.procedures.endgame import banner_text

        self.result.setText(banner_text(outcome))
        self.result.show()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # The window takes the keys at once (without a window manager nothing else gives them;
        # opened from a main window, that one kept them): Right steps without a click first.
        QTimer.singleShot(0, self._take_keys)

    def _take_keys(self) -> None:
        self.activateWindow()
        self.raise_()
        self.table.setFocus()

    def _check_viewer(self) -> None:
        """The View menu and the bar's list show the viewer the table shows."""
        viewer = self.replay.viewer
        for action in self.viewer_actions.actions():
            action.setChecked(action.data() == viewer)
        self.bar.viewer.setCurrentIndex(self.bar.viewer.findData(viewer))

    def _enable_moves(self) -> None:
        replay = self.replay
        n, length = replay.position, replay.length
        enabled = {"back": n > 0, "start": n > 0, "forward": n < length, "end": n < length,
                   "reload": self.live_game is not None or self.path is not None,
                   "play": length > 0}
        for command, (kind, forward) in JUMPS.items():
            enabled[command] = replay.mark_from(kind, forward) is not None
        for command, on in enabled.items():
            self.actions_by_id[command].setEnabled(on)
        scenario = bool(replay.marks.get("failed")) or self.kind is RecordKind.SCENARIO
        for command in ("previous_failed", "next_failed"):
            self.actions_by_id[command].setVisible(scenario)
        for button in self.bar.buttons:  # a tool button does not follow its action's visibility
            button.setVisible(button.defaultAction().isVisible())
        self.bar.slider.set_marks(replay.marks)

    def _pin_notes(self) -> None:
        """The action's verdict beside its card (else its zone, else the bottom seat's hand), and
        the expectations checked there beside it: until the cursor moves (placed anew when the
        table is laid out anew)."""
        note = self.note
        for old in self.notes:
            self.scene.drop_flag(old)
        self.notes = []
        if note is None and not self.replay.timeline.expectations(self.replay.position):
            return
        near = self._place_of(note)
        if note is not None:
            verdict = self.scene.flag(note.text, note.kind, near, lasting=True)
            self.notes.append(verdict)
            near = verdict.pos()  # the expectations stand on top of it
        expectations = self.replay.timeline.expectations(self.replay.position)
        if expectations:
            failed = [e for e in expectations if not e.passed]
            if failed:
                text = "\n".join(self.tr("✘ line {line}: {problem}").format(
                    line=e.line, problem="; ".join(e.problems)) for e in failed)
            else:
                text = self.tr("✔ %n expectation(s) hold here", "", len(expectations))
            self.notes.append(self.scene.flag(text, "refused" if failed else "passed", near,
                                              lasting=True))

    def _place_of(self, note: ActionNote | None) -> Any:
        scene = self.scene
        for label in note.cards if note is not None else ():
            item = scene.item_for(label)
            if item is not None and item.isVisible():
                return item.mapToScene(item.boundingRect().topRight())
        for zone in note.zones if note is not None else ():
            zone_item = scene.zone_items.get(zone)
            if zone_item is not None:
                return zone_item.scene_rect().topLeft()
        hand = scene.zone_items.get(f"{self.replay.bottom}.hand")
        return hand.scene_rect().topLeft() if hand is not None else scene.sceneRect().center()


def open_replay(path: Path, settings: Settings, opener: QMainWindow | None = None,
                viewer: str = SPECTATOR, at: int = 0,
                start_live: LiveStarter | None = None) -> ReplayWindow:
    """A replay window on a record file (raises ``RecordError`` or ``OSError``; the file is only
    read)."""
    timeline, kind = open_timeline(path)
    window = ReplayWindow(timeline, kind, settings, path, viewer, at, opener,
                          start_live=start_live)
    use_card_images(window, timeline.game.header)
    return window


def open_replay_dialog(parent: QMainWindow, settings: Settings,
                       start_live: LiveStarter | None) -> ReplayWindow | None:
    """File → Open replay…: choose a record; a file that cannot be read is said (file and line)
    and nothing else happens."""
    name, _ = QFileDialog.getOpenFileName(
        parent, QCoreApplication.translate("ReplayWindow", "Open a replay"), "",
        QCoreApplication.translate("ReplayWindow", RECORD_FILTER))
    if not name:
        return None
    opener = parent if getattr(parent, "controller", None) is not None else None
    try:
        window = open_replay(Path(name), settings, opener, start_live=start_live)
    except (OSError, RecordError) as error:  # one line naming the file and line
        QMessageBox.warning(parent, "Cardtable", problem_line(error))
        return None
    window.show()
    return window


def review(main: Any, start_live: LiveStarter | None) -> ReplayWindow:
    """Review this game: the live game's record as it is now, in a replay window, at its last
    action, as the player in the bottom seat sees it (a spectator's view while the hand-off
    screen hides the table). The game, its journal and its table are not touched."""
    controller = main.controller
    viewer = SPECTATOR if controller.hidden else controller.seat
    timeline = live_timeline(main.game)
    window = ReplayWindow(timeline, RecordKind.LIVE, main.settings, main.path, viewer,
                          timeline.length, main, live_game=main.game, start_live=start_live)
    window.show()
    return window


def _same_folder(one: Path, other: Path) -> bool:
    try:
        return one.resolve() == other.resolve()
    except OSError:
        return one == other


def use_card_images(window: ReplayWindow, header: dict) -> None:
    """The replay draws the images of the card set its record names, if any. Opened on its own,
    they are the app's; opened from a main window, that window keeps its own set's: the replay's
    table and zoom take theirs from a loader of their own, unless both name the same folder."""
    folder = header.get("cardset")
    if not folder:
        return
    from desktop.cardsets.cardimages import CardImages
    from desktop.cardsets.cardsetui import manifest_language
    from desktop.table.cardface import set_art_provider, set_card_language

    opener_images = getattr(getattr(window.opener, "cardsets", None), "images", None)
    if opener_images is not None and opener_images.folder is not None and (
            _same_folder(opener_images.folder, Path(folder))):
        return  # the main window shows this set already
    images = CardImages(window)
    images.set_folder(Path(folder))
    if window.opener is None:
        set_art_provider(images.art)
        set_card_language(manifest_language(Path(folder)))
    else:
        window.scene.art_provider = images.art
        window.zoom.picture.art_provider = images.art
        window.replay.art_provider = images.art
        if window.streaming.controller is window.replay:
            window.streaming.publish()  # a broadcast showing this replay takes its pictures

    def repaint(_paths: list[str]) -> None:
        for item in window.scene.cards.values():
            item.update()
        window.zoom.show_card(window.zoom.card)
        if window.opener is not None and window.streaming.controller is window.replay:
            window.streaming.redraw()  # the broadcast shows this replay, with these pictures

    images.updated.connect(repaint)
    window.images = images
