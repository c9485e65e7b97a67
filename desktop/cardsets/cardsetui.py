"""The main window's card set features, wired in one place.

Card images (decoded in the background, progress in the status bar), live reload of the set's
files, the error panel, image drops on a free table, and the File menu's *Open card set…*, *Card
browser…* and *Print proofs…*. The main window makes one :class:`CardSetUI` and tells it when the
game changes; everything else happens here.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop.cardsets.cardimages import CardImages
from desktop.cardsets.imagedrops import ImageDrops
from desktop.cardsets.livereload import LiveReload
from desktop.firstpaint import after_first_paint
from desktop.qt import (
    QAction,
    QObject,
    QProgressBar,
    QSize,
    Qt,
    QThreadPool,
    QTimer,
    Signal,
)
from desktop.table.cardface import card_height, card_language, set_art_provider, set_card_language
from desktop.texts import problem_line

if TYPE_CHECKING:
    from desktop.cardsets.errorpanel import ErrorPanel, Finding
    from desktop.mainwindow import MainWindow

CARDSET, IMAGES, RELOAD = "cardset", "images", "reload"
LOAD_DIALOG_AFTER_MS = 1000  # a set read faster than this shows no progress dialog
PANEL_HEIGHT = 150
SETTLE_CHECK_MS = 10


def manifest_language(folder: Path) -> str:
    """The ``language`` a card set's manifest names ("" when it names none or cannot be read)."""
    from engine.cardset import CardSetError, read_manifest

    try:
        return read_manifest(folder).language
    except CardSetError:
        return ""


class _Loaded(QObject):
    done = Signal(object, str)  # CardSet or None, error ("" and None: cancelled)
    progressed = Signal(int, int)  # rows read, rows in all


def load_in_background(folder: Path, receiver: Any, parent: QObject, pool: QThreadPool,
                       progress: Any = None, cancel: threading.Event | None = None) -> None:
    """Load a card set on ``pool``; ``receiver(cardset, error)`` runs on the GUI thread (both
    empty when ``cancel`` was set). ``progress(rows read, rows in all)`` runs there too. The relay
    is a child of ``parent``: wait for ``pool`` before ``parent`` goes."""
    relay = _Loaded(parent)
    relay.done.connect(receiver)
    relay.done.connect(relay.deleteLater)
    if progress is not None:
        relay.progressed.connect(progress)

    def work() -> None:
        from engine.cardset import CardSetError, LoadCancelled, load_cardset

        try:
            relay.done.emit(load_cardset(folder, relay.progressed.emit,
                                         cancel.is_set if cancel is not None else None), "")
        except CardSetError as error:
            relay.done.emit(None, problem_line(error))  # translate() is thread-safe
        except LoadCancelled:
            relay.done.emit(None, "")

    pool.start(work)


class CardSetUI(QObject):
    """Images, live reload, the error panel, drops and the card set menu items of one window."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.cardset: Any = None
        self.images = CardImages(self)
        set_art_provider(self.images.art, self.images.art_now)
        self._panel: ErrorPanel | None = None  # made when it first has something to show
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(220)
        self.progress.setTextVisible(True)
        self.progress.hide()
        window.statusBar().addPermanentWidget(self.progress)
        self.live = LiveReload(lambda action: window.controller.apply(action),
                               lambda: window.game.definitions, lambda: window.controller.seat,
                               self)
        self.drops = ImageDrops(lambda: window.game, lambda action: window.controller.apply(action),
                                lambda: window.controller.seat, lambda: self.images.folder, self)
        after_first_paint(window, lambda: self.drops.install(window.table.viewport()))
        self.images.updated.connect(self.repaint)
        self.images.failed.connect(self._image_failed)
        self.images.progress.connect(self._progress)
        self.live.reloaded.connect(self._reloaded)
        self.live.imagesChanged.connect(self.images.forget)
        self.drops.refused.connect(lambda text: window.statusBar().showMessage(text, 8000))
        self.actions = {name: QAction(window) for name in ("open_set", "browser", "proofs")}
        self.actions["open_set"].triggered.connect(self.open_set)
        self.actions["browser"].triggered.connect(self.show_browser)
        self.actions["proofs"].triggered.connect(self.print_proofs)
        file_menu = window.menus["file"]
        before = window.recent_menu.menuAction()
        file_menu.insertActions(before, list(self.actions.values()))
        file_menu.insertSeparator(before)
        self.browser: Any = None
        self.loads = QThreadPool(self)  # card sets read in the background; waited for at shutdown
        self.closed = False
        self._coming: Any = None  # the set of a game being put on the table by ``start``
        self.loading = False  # the set of the game on the table is being read
        self._generation = 0
        self.load_dialog: Any = None  # the progress of a set being opened, while it is read
        self.retranslate()

    def retranslate(self) -> None:
        """Texts in the interface language."""
        self.actions["open_set"].setText(self.tr("Open &card set…"))
        self.actions["browser"].setText(self.tr("Card &browser…"))
        self.actions["proofs"].setText(self.tr("&Print proofs…"))
        if self._panel is not None:
            self._panel.retranslate()

    @property
    def panel(self) -> ErrorPanel:
        """The error panel: a dock below the table, hidden until it has lines."""
        if self._panel is None:
            from desktop.cardsets.errorpanel import ErrorPanel

            self._panel = ErrorPanel(self.window)
            self.window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self._panel)
            self._panel.hide()
            self._panel.visibilityChanged.connect(self._panel_shown)
            self._panel.retranslate()
        return self._panel

    def _findings(self, source: str, findings: list[Finding]) -> None:
        """Replace ``source``'s lines of the panel (no panel is made to show none)."""
        if findings or self._panel is not None:
            self.panel.set_findings(source, findings)

    @staticmethod
    def _about(path: str, text: str, severity: str) -> Finding:
        """A line about a whole file (``severity``: "error", "warning" or "info")."""
        from desktop.cardsets.errorpanel import Finding

        return Finding.about(path, text, severity)

    # The game on the table.
    @property
    def folder(self) -> Path | None:
        """The card set folder of the game on the table, if it has one."""
        folder = self.window.game.header.get("cardset")
        return Path(folder) if folder else None

    def game_changed(self, game: Any) -> None:
        """A new game is on the table: find its card set's images and watch its files."""
        self.live.stop()
        self._generation += 1
        self.loading = False
        for source in (CARDSET, IMAGES, RELOAD):
            self._findings(source, [])
        folder = self.folder
        cardset, self._coming = self._coming, None
        if folder is None or (cardset is not None and cardset.folder != folder.resolve()):
            cardset = None
        self.cardset = cardset
        # The set's language before its first paint: the manifest is read now, the set later.
        self._set_language(cardset.language if cardset is not None
                           else manifest_language(folder) if folder is not None else "")
        self.images.set_folder(folder, cardset.back if cardset is not None else None,
                               cardset.cards if cardset is not None else ())
        if folder is None:
            return
        generation = self._generation
        self.loading = True
        if cardset is not None:  # after the table's first paint of the new game
            QTimer.singleShot(1, self, lambda: self._use_set(cardset, generation))
            return
        # Read once the table is on screen: at start-up the first paint comes first.
        after_first_paint(self.window, lambda: self._load(
            folder, lambda s, e: self._first_load(s, e, generation)))

    def _load(self, folder: Path, receiver: Any, shown: bool = False) -> None:
        """Read a card set in the background; ``receiver`` gets it unless the window closed.
        ``shown``: a progress dialog with Cancel comes up if it takes more than a second."""
        if not shown:
            load_in_background(folder, lambda s, e: None if self.closed else receiver(s, e), self,
                               self.loads)
            return
        from desktop.qt import QProgressDialog

        cancel = threading.Event()
        dialog = QProgressDialog(self.tr("Reading the card set %s…") % folder.name,
                                 self.tr("Cancel"), 0, 0, self.window)
        dialog.setWindowTitle(self.tr("Open card set"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(LOAD_DIALOG_AFTER_MS)
        dialog.canceled.connect(cancel.set)
        self.load_dialog = dialog

        def progressed(done: int, total: int) -> None:
            dialog.setMaximum(total)
            dialog.setValue(min(done, total))

        def finished(cardset: Any, error: str) -> None:
            dialog.reset()
            dialog.deleteLater()
            self.load_dialog = None
            if not self.closed and (cardset is not None or error):
                receiver(cardset, error)
            elif not self.closed:
                self.window.statusBar().showMessage(self.tr("Reading the card set was cancelled."),
                                                    5000)

        load_in_background(folder, finished, self, self.loads, progressed, cancel)

    def _first_load(self, cardset: Any, error: str, generation: int) -> None:
        if generation != self._generation or self.folder is None:
            return  # another game came meanwhile
        if cardset is None:
            self.loading = False
            self._findings(CARDSET, [self._about(str(self.folder), error, "error")])
            return
        self.cardset = cardset
        self.images.set_folder(self.folder, cardset.back, cardset.cards)
        self._use_set(cardset, generation)

    def _set_language(self, language: str) -> None:
        """Print the table's type words in the set's language (repaint if that changed)."""
        if language != card_language():
            set_card_language(language)
            for item in self.window.scene.cards.values():
                item.update()

    def _use_set(self, cardset: Any, generation: int) -> None:
        if generation != self._generation or self.folder is None:
            return
        self.loading = False
        self._set_language(cardset.language)
        self.live.watch(self.folder, cardset)
        self._show_problems(cardset)
        width = self.window.scene.card_width
        dpr = self.window.devicePixelRatioF()
        self.images.prefetch([p for p in cardset.image_paths.values() if p is not None],
                             QSize(width, card_height(width)), dpr)
        self.repaint([])

    def _show_problems(self, cardset: Any) -> None:
        findings = []
        if cardset.problems:
            from desktop.cardsets.errorpanel import Finding

            findings = [Finding.of(p) for p in cardset.problems]
        self._findings(CARDSET, findings)

    def _reloaded(self, cardset: Any) -> None:
        if cardset is not None:
            self.cardset = cardset
            self._set_language(cardset.language)
            self.images.back = cardset.back
            self.images.set_ids = frozenset(cardset.cards)
            self._show_problems(cardset)
        self._findings(RELOAD, [self._about(str(self.folder), text, "error")
                                for text in self.live.refused])
        if self.browser is not None and cardset is not None:
            self.browser.set_cardset(cardset, self.window.game.ruleset_name)

    def settle(self, deadline_ms: int) -> bool:
        """Run the event loop until the set is read and every image is decoded and shown
        (``--screenshot`` draws the table fully); False if the deadline came first."""
        from desktop.qt import QEventLoop

        loop = QEventLoop()
        check = QTimer(self)
        check.timeout.connect(lambda: loop.quit() if self.idle else None)
        check.start(SETTLE_CHECK_MS)
        QTimer.singleShot(deadline_ms, loop.quit)
        if not self.idle:
            loop.exec()
        check.stop()
        return self.idle

    @property
    def idle(self) -> bool:
        """No set being read, no image waiting to be decoded or shown."""
        return not self.loading and self.images.idle

    def _panel_shown(self, visible: bool) -> None:
        if visible:  # not taller than needed for a few lines: the table stays the main thing
            self.window.resizeDocks([self.panel], [PANEL_HEIGHT], Qt.Orientation.Vertical)

    # Pictures.
    def repaint(self, paths: list[str]) -> None:
        """Repaint the cards whose image files are among ``paths`` (all cards with images if
        ``paths`` is empty) and the zoom dock."""
        wanted = set(paths)
        for item in self.window.scene.cards.values():
            path = self.images.path_of(item.card)
            if path is not None and (not wanted or str(path) in wanted):
                item.update()
        zoom = self.window.zoom
        path = self.images.path_of(zoom.card) if zoom.card else None
        if path is not None and (not wanted or str(path) in wanted):
            zoom.show_card(zoom.card)

    def _image_failed(self, image: str, message: str) -> None:
        self.panel.add_finding(IMAGES, self._about(
            image, self.tr("%s; the card shows a generated face") % message, "warning"))

    def _progress(self, done: int, total: int) -> None:
        if total <= 0:
            self.progress.hide()
            return
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self.progress.setFormat(self.tr("Card images %v / %m"))
        self.progress.show()

    # Menu commands.
    def open_set(self) -> None:
        """File → Open card set…: choose a folder, then start a game on it or browse it."""
        from desktop.qt import QFileDialog

        folder = QFileDialog.getExistingDirectory(self.window, self.tr("Open a card set folder"))
        if folder:
            self.open_folder(Path(folder))

    def open_folder(self, folder: Path) -> None:
        """Load a set in the background, then offer to start a game on it or to browse it."""
        self.window.statusBar().showMessage(self.tr("Loading %s…") % folder)
        self._load(folder, self._opened, shown=True)

    def _opened(self, cardset: Any, error: str) -> None:
        from desktop.qt import QMessageBox

        self.window.statusBar().clearMessage()
        if cardset is None:
            QMessageBox.warning(self.window, "Cardtable", error)
            return
        from desktop.cardsets.opencardset import OpenCardSetDialog

        dialog = OpenCardSetDialog(cardset, self.window.settings.enforcement, self.window)
        dialog.browseRequested.connect(lambda: self.show_browser(cardset))
        if dialog.exec() != OpenCardSetDialog.DialogCode.Accepted:
            return
        try:
            game = dialog.make_game()
        except Exception as error:  # the engine refused a deck: say why, keep the table
            QMessageBox.warning(self.window, "Cardtable", problem_line(error))
            return
        self.start(game, cardset)

    def start(self, game: Any, cardset: Any) -> None:
        """Put a game started on ``cardset`` on the table, as every new game starts: in an
        autosave of its own, and a journal that cannot be written is said at once."""
        self._coming = cardset
        self.window.start_game(game)

    def show_browser(self, cardset: Any = None) -> None:
        """File → Card browser: the game's set (or ``cardset``), searchable, to build decks."""
        from desktop.qt import QFileDialog

        if not cardset:  # the menu's (its action passes False): the table's set, for its game
            if self.cardset is not None:
                self._browse_loaded(self.cardset, "", self.window.game.ruleset_name)
                return
            folder = QFileDialog.getExistingDirectory(self.window,
                                                      self.tr("Browse which card set folder?"))
            if folder:
                self._load(Path(folder), self._browse_loaded, shown=True)
            return
        self._browse_loaded(cardset, "")

    def _browse_loaded(self, cardset: Any, error: str, game: str | None = None) -> None:
        """Show the browser on ``cardset``, for decks of ``game`` (default: the set's)."""
        from desktop.qt import QMessageBox

        if cardset is None:
            QMessageBox.warning(self.window, "Cardtable", error)
            return
        from desktop.cardsets.browser import CardBrowser

        if self.browser is None:
            self.browser = CardBrowser(cardset, self.images, self.window, game)
        else:
            self.browser.set_cardset(cardset, game)
        self.browser.show()
        self.browser.raise_()

    def print_proofs(self) -> None:
        """File → Print proofs…"""
        from desktop.cardsets.proofs import PrintProofsDialog

        PrintProofsDialog(self.window.game, self.cardset, self.images, self.window).run()

    def shutdown(self) -> None:
        """The window closes: stop watching, loading and decoding, and wait for the workers (no
        result of theirs is used any more)."""
        self.closed = True
        self._generation += 1
        self.loads.waitForDone()
        self.live.shutdown()
        self.images.shutdown()
        set_art_provider(None)
        set_card_language("")
