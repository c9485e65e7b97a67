"""Quick proof cards: image files dragged from the file manager onto the table.

Each dropped image becomes a card whose face is that image: a ``define`` of a new definition
(named after the file) and a ``create`` of one card of it where the game puts created cards, both
through the controller, so they are recorded and undoable. Whether a game takes such a card is
the engine's to say (``check`` of the ``define``): a game may take any card type,
or have no place for a card of no known type, and the drop is refused with why.

The table's viewport gets an event filter; :meth:`ImageDrops.drop` is the handler a test calls
with real ``QMimeData`` (``QDrag.exec`` cannot be driven under the offscreen platform).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from desktop.cardsets.cardimages import image_suffixes, within
from desktop.qt import QCoreApplication, QEvent, QObject, Signal
from desktop.texts import problem_line, verdict_note

if TYPE_CHECKING:
    from desktop.qt import QMimeData, QWidget

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
    import hashlib  # here, not at start-up: only a drop needs it (as uuid below)

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
        self.target: QWidget | None = None  # the widget that takes the drops, once installed

    def install(self, viewport: QWidget) -> None:
        """Take drops on this widget (the table view's viewport)."""
        viewport.setAcceptDrops(True)
        viewport.installEventFilter(self)
        self.target = viewport

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind not in (QEvent.Type.DragEnter, QEvent.Type.DragMove, QEvent.Type.Drop):
            return False
        from desktop.qt import QDropEvent  # made on the first drag, not at start

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
        import uuid

        files = image_files(mime)
        if not files:
            self.refused.emit(_tr("Only image files (PNG, JPEG, WebP, SVG …) make proof cards."))
            return []
        game = self._game()
        refusal = self._refusal(game, files[0])
        if refusal:
            self.refused.emit(refusal)
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
            verdict = self._apply({"act": "create", "by": seat, "card": def_id, "id": label})
            if verdict is not None and verdict.applied:
                labels.append(label)
            else:
                self.refused.emit(_tr("%s: not made into a card (%s)")
                                  % (path, getattr(verdict, "message", "")))
        if labels:
            self.created.emit(labels)
        return labels

    def _refusal(self, game: Any, path: Path) -> str:
        """Why this game takes no proof card (the engine's reason), or ``""`` if it does."""
        from engine.errors import RecordError

        body = {"name": path.stem, "type": PROOF_TYPE, "image": self._image_text(path)}
        try:
            verdict = game.check({"act": "define", "by": self._seat(), "card": proof_id(path),
                                  "as": body})
        except RecordError as error:
            return _tr("Proof cards from images cannot be dropped on this table: %s") % (
                problem_line(error))
        if not verdict.ok:
            return _tr("Proof cards from images cannot be dropped on this table: %s") % (
                verdict_note(verdict))
        return ""

    def _image_text(self, path: Path) -> str:
        """How the definition names the file: inside the set folder relative, else absolute."""
        folder = self._folder()
        if folder is not None and within(path, folder):
            return path.resolve().relative_to(folder.resolve()).as_posix()
        return str(path.resolve())
