"""Quick proof cards: image files dragged from the file manager onto a free table.

Each dropped image becomes a card whose face is that image: a ``define`` of a new definition
(named after the file) and a ``create`` of one card of it in the dropping player's play area, both
through the controller, so they are recorded and undoable. Only the free table takes them: the
other games' rules have no place for cards that no set defines.

The table's viewport gets an event filter; :meth:`ImageDrops.drop` is the handler a test calls
with real ``QMimeData`` (``QDrag.exec`` cannot be driven under the offscreen platform).
"""

from __future__ import annotations

import hashlib
import re
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop.cardsets.cardimages import image_suffixes, within
from desktop.qt import QCoreApplication, QDropEvent, QEvent, QMimeData, QObject, QWidget, Signal

FREE = "free"
PROOF_TYPE = "proof"


def _tr(text: str) -> str:
    return QCoreApplication.translate("ImageDrops", text)


def image_files(mime: QMimeData) -> list[Path]:
    """The local image files among a drop's URLs, in their order."""
    if not mime.hasUrls():
        return []
    suffixes = image_suffixes()
    files = [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]
    return [f for f in files if f.suffix.lower() in suffixes and f.is_file()]


def proof_id(path: Path) -> str:
    """A definition id for an image file: its name, made safe, and a short hash of its path."""
    stem = re.sub(r"[^\w-]+", "-", path.stem, flags=re.UNICODE).strip("-").lower() or "image"
    digest = hashlib.sha1(str(path.resolve()).encode("utf-8")).hexdigest()[:6]
    return f"proof-{stem}-{digest}"


class ImageDrops(QObject):
    """Turns image files dropped on the table into proof cards."""

    refused = Signal(str)         # why a drop was not taken
    created = Signal(list)        # labels of the new cards

    def __init__(self, game: Callable[[], Any], apply: Callable[[dict], Any],
                 seat: Callable[[], str], folder: Callable[[], Path | None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game = game
        self._apply = apply
        self._seat = seat
        self._folder = folder

    def install(self, viewport: QWidget) -> None:
        """Take drops on this widget (the table view's viewport)."""
        viewport.setAcceptDrops(True)
        viewport.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove):
            if isinstance(event, QDropEvent) and image_files(event.mimeData()):
                event.acceptProposedAction()
                return True
            return False
        if kind == QEvent.Type.Drop and isinstance(event, QDropEvent):
            if not image_files(event.mimeData()):
                return False
            self.drop(event.mimeData())
            event.acceptProposedAction()
            return True
        return False

    def drop(self, mime: QMimeData) -> list[str]:
        """Make one proof card per image file in ``mime``; returns the new cards' labels."""
        files = image_files(mime)
        if not files:
            self.refused.emit(_tr("Only image files (PNG, JPEG, WebP, SVG …) make proof cards."))
            return []
        game = self._game()
        if game.ruleset_name != FREE:
            self.refused.emit(_tr("Proof cards from images can be dropped on a free table only "
                                  "(File → New game → Free table)."))
            return []
        seat = self._seat()
        labels: list[str] = []
        for path in files:
            def_id = proof_id(path)
            image = self._image_text(path)
            body = {"name": path.stem, "type": PROOF_TYPE, "image": image}
            old = game.definitions.get(def_id)
            if old is None or old.to_dict() != body:
                verdict = self._apply({"act": "define", "by": seat, "card": def_id, "as": body})
                if verdict is None or not verdict.applied:
                    self.refused.emit(_tr("%s: not made into a card (%s)")
                                      % (path, getattr(verdict, "message", "")))
                    continue
            label = f"{def_id}-{uuid.uuid4().hex[:4]}"
            verdict = self._apply({"act": "create", "by": seat, "card": def_id, "id": label,
                                   "to": f"{seat}.play"})
            if verdict is not None and verdict.applied:
                labels.append(label)
            else:
                self.refused.emit(_tr("%s: not made into a card (%s)")
                                  % (path, getattr(verdict, "message", "")))
        if labels:
            self.created.emit(labels)
        return labels

    def _image_text(self, path: Path) -> str:
        """How the definition names the file: inside the set folder relative, else absolute."""
        folder = self._folder()
        if folder is not None and within(path, folder):
            return path.resolve().relative_to(folder.resolve()).as_posix()
        return str(path.resolve())
