"""Live reload: a playtester edits the card set's spreadsheet or images and the table follows.

While a game with a card set is open, the set's folder, its ``cards.csv`` / ``cards.tsv``, its
``cardset.toml``, its back and its ``images/`` (folder and files) are watched. Editors often save by
writing a new file and renaming it over the old one, which ends the watch on that file, so every
change re-adds whatever is missing. Changes are debounced (200 ms), the set is loaded again on a
worker thread, and each definition that changed becomes a ``define`` action applied through the
controller: recorded, journaled and undoable like any other action. Nothing else of the game
changes (positions, markers, history). A row that is now bad is left out by the loader, so its card
keeps its last good definition, and the problems go to the error panel. Images whose files changed
are decoded again and their cards repainted.

Scans and loads run on the reloader's own thread pool and report through a relay object. Once
:meth:`LiveReload.shutdown` has run (the window closes), no scan or load starts any more and the
running one has finished: nothing is left to signal through a relay that Qt is about to delete
(a scan started after the shutdown used to fire on a deleted relay while the app exited).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop.qt import QCoreApplication, QFileSystemWatcher, QObject, QThreadPool, QTimer, Signal
from desktop.texts import problem_line, verdict_sentence

DEBOUNCE_MS = 200
WATCHED_FILES = ("cards.csv", "cards.tsv", "cardset.toml")
IMAGES = "images"


def _tr(text: str) -> str:
    return QCoreApplication.translate("LiveReload", text)


def image_times(folder: Path) -> dict[Path, int]:
    """Modification times of the files under the set's folder that may be card images or backs."""
    times: dict[Path, int] = {}
    roots = [folder / IMAGES]
    for root in roots:
        if not root.is_dir():
            continue
        for dirpath, _dirs, files in os.walk(root):
            for name in files:
                path = Path(dirpath) / name
                try:
                    times[path] = os.stat(path).st_mtime_ns
                except OSError:
                    continue
    for entry in folder.glob("back.*"):
        try:
            times[entry] = os.stat(entry).st_mtime_ns
        except OSError:
            continue
    return times


def bodies(cardset: Any) -> dict[str, dict]:
    """A set's definitions as JSON-ready bodies (id → the ``as`` of a ``define``)."""
    return {card_id: definition.to_dict() for card_id, definition in cardset.cards.items()}


def changed_definitions(new: dict[str, dict], previous: dict[str, dict],
                        current: dict[str, Any]) -> dict[str, dict]:
    """Rows edited since the last load whose definition differs from the game's.

    ``previous``: the bodies of the last load; ``current``: the game's definitions (id →
    CardDefinition). A row left as it was is not defined again, so an undone live edit stays
    undone; a row fixed back to what the game already has needs no action.
    """
    out: dict[str, dict] = {}
    for card_id, body in new.items():
        if previous.get(card_id) == body:
            continue
        old = current.get(card_id)
        if old is None or old.to_dict() != body:
            out[card_id] = body
    return out


class _Relay(QObject):
    loaded = Signal(object, object, str)  # CardSet or None, (generation, times, bodies), error
    listed = Signal(int, object)          # generation, image times


class LiveReload(QObject):
    """Watches one card set folder and brings each good edit into the running game."""

    reloaded = Signal(object)       # the CardSet just loaded
    defined = Signal(list)          # definition ids whose ``define`` was applied
    imagesChanged = Signal(list)    # image files (Path) that changed on disk

    def __init__(self, apply: Callable[[dict], Any], definitions: Callable[[], dict[str, Any]],
                 seat: Callable[[], str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._apply = apply
        self._definitions = definitions
        self._seat = seat
        self.folder: Path | None = None
        self.watcher = QFileSystemWatcher(self)
        self.watcher.fileChanged.connect(self._changed)
        self.watcher.directoryChanged.connect(self._changed)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DEBOUNCE_MS)
        self.timer.timeout.connect(self.reload)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        # A child made after the pool: when the reloader goes, the pool (waiting for its worker)
        # goes before the relay that worker signals through.
        self._relay = _Relay(self)
        self._relay.loaded.connect(self._loaded)
        self._relay.listed.connect(self._listed)
        self._times: dict[Path, int] = {}
        self._busy = False
        self._again = False
        self.generation = 0
        self.last: Any = None
        self._bodies: dict[str, dict] = {}
        self.refused: list[str] = []
        self.closed = False  # shut down: no scan or load starts any more

    # Watching.
    def watch(self, folder: Path, cardset: Any | None = None) -> None:
        """Start watching ``folder`` (``cardset``: its contents as loaded for the game); nothing
        after :meth:`shutdown`."""
        self.stop()
        if self.closed:
            return
        self.folder = folder
        self.last = cardset
        self._bodies = bodies(cardset) if cardset is not None else {}
        self._times = {}
        self._rewatch()  # the folder and the spreadsheet now, each image once they are listed
        relay, generation = self._relay, self.generation
        self.pool.start(lambda: relay.listed.emit(generation, image_times(folder)))

    def _listed(self, generation: int, times: dict[Path, int]) -> None:
        if generation == self.generation:
            self._times = times
            self._rewatch()

    def stop(self) -> None:
        """Stop watching (the game closed or another one opened)."""
        self.timer.stop()
        paths = self.watcher.files() + self.watcher.directories()
        if paths:
            self.watcher.removePaths(paths)
        self.folder = None
        self.generation += 1

    def shutdown(self) -> None:
        """Stop for good and wait for a scan or reload in progress: afterwards no worker is left
        to signal, and none starts (a card set that finishes loading later is not watched)."""
        self.closed = True
        self.stop()
        self.pool.waitForDone()

    def wanted(self) -> set[str]:
        """Every path that should be watched now."""
        if self.folder is None:
            return set()
        folder = self.folder
        paths = {folder, *(folder / name for name in WATCHED_FILES), *folder.glob("back.*")}
        images = folder / IMAGES
        paths.add(images)
        paths.update(self._times)
        return {str(p) for p in paths if p.exists()}

    def _rewatch(self) -> None:
        missing = self.wanted() - set(self.watcher.files()) - set(self.watcher.directories())
        if missing:
            self.watcher.addPaths(sorted(missing))

    def _changed(self, _path: str) -> None:
        if self.folder is None:
            return
        self._rewatch()
        self.timer.start()

    # Reloading.
    def reload(self) -> None:
        """Load the set again on a worker thread (once more afterwards if it changes meanwhile)."""
        if self.folder is None or self.closed:
            return
        if self._busy:
            self._again = True
            return
        self._busy = True
        folder, relay, generation = self.folder, self._relay, self.generation

        def work() -> None:
            from engine.cardset import CardSetError, load_cardset

            times = image_times(folder)
            try:
                cardset = load_cardset(folder)
            except CardSetError as error:
                relay.loaded.emit(None, (generation, times, {}), problem_line(error))
                return
            relay.loaded.emit(cardset, (generation, times, bodies(cardset)), "")

        self.pool.start(work)

    def _loaded(self, cardset: Any, stamp: tuple[int, dict[Path, int], dict[str, dict]],
                error: str) -> None:
        self._busy = False
        generation, times, new = stamp
        if generation != self.generation:
            return
        if self._again:
            self._again = False
            self.timer.start()
        changed_images = [p for p, t in times.items() if self._times.get(p) != t]
        self._times = times
        self._rewatch()
        if changed_images:
            self.imagesChanged.emit(changed_images)
        if cardset is None:
            self.refused = [error]
            self.reloaded.emit(None)
            return
        self.last = cardset
        self.refused = []
        applied = []
        changed = changed_definitions(new, self._bodies, self._definitions())
        self._bodies = new
        for card_id, body in changed.items():
            verdict = self._apply({"act": "define", "by": self._seat(), "card": card_id,
                                   "as": body})
            if verdict is not None and getattr(verdict, "applied", False):
                applied.append(card_id)
            else:
                why = verdict_sentence(verdict) if verdict is not None else ""
                self.refused.append(_tr('card "%s": the game refused the new definition (%s)')
                                    % (card_id, why))
        if applied:
            self.defined.emit(applied)
        self.reloaded.emit(cardset)
