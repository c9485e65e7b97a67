"""Card images: found inside the card set's folder, decoded at display size off the GUI thread.

``CardImages.art`` is the art provider of :mod:`desktop.table.cardface`: asked for a card at a size,
it answers at once with the decoded image when it is cached, or ``None`` (the card shows its
generated face) after queueing the decode on a thread pool. Finished decodes are announced in
batches (``updated``) so the table repaints only the cards whose picture arrived.

Cached images are keyed by (path, pixel size, device pixel ratio, modification time), so an image
the playtester saves again is decoded again. A missing, unreadable or corrupt image is reported once
(``failed``) and the card keeps its generated face.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict, deque
from collections.abc import Iterable
from pathlib import Path
from typing import NamedTuple

from desktop.qt import (
    QCoreApplication,
    QImage,
    QObject,
    QPainter,
    QRectF,
    QSize,
    Qt,
    QThreadPool,
    QTimer,
    Signal,
)
from desktop.table.cardface import card_height

SVG_SUFFIXES = frozenset({".svg", ".svgz"})
BUDGET_MB = 192
BATCH_MS = 30
VISIBLE, PREFETCH = 10, 0  # thread pool priorities: cards on screen first
# One decoding thread: QImageReader.read holds Python's GIL, so more threads do not decode faster,
# they only make the GUI thread wait longer for it (measured in bench/cardset_load.py).
DECODERS = 1
PREFETCH_SLICE = 200  # images queued per turn of the event loop
SLICE_PAUSE_MS = 1  # a real timer between slices: a 0 ms one runs before paints and other timers


class ImagePathError(ValueError):
    """An image path that leads outside the card set's folder, or cannot be resolved."""


class ImageDecodeError(ValueError):
    """An image file that cannot be read or decoded."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("CardImages", text)


def image_suffixes() -> frozenset[str]:
    """File name endings of the images Qt can read here (``.png``, ``.jpg``, ``.webp``, ``.svg`` …)."""
    from desktop.qt import QImageReader

    return frozenset(f".{bytes(f).decode()}" for f in QImageReader.supportedImageFormats()) | (
        SVG_SUFFIXES)


def within(path: Path, root: Path) -> bool:
    """Whether ``path`` (links followed) lies inside ``root``."""
    try:
        return path.resolve().is_relative_to(root.resolve())
    except (OSError, RuntimeError):
        return False


def resolve_image(image: str, folder: Path | None) -> Path:
    """The file a card set's ``image`` names; raises :class:`ImagePathError` if it escapes the set.

    With a card set, ``image`` is relative to its folder and must stay inside it (``../``, an
    absolute path and a link out are refused). Without a card set there is no folder to escape:
    an absolute path is taken as it is and a relative one cannot be resolved.
    """
    raw = Path(image)
    if folder is None:
        if not raw.is_absolute():
            raise ImagePathError(_tr("a relative image path needs a card set folder"))
        return raw
    candidate = raw if raw.is_absolute() else folder / raw
    try:
        real = candidate.resolve()
    except (OSError, RuntimeError) as error:
        raise ImagePathError(str(error)) from error
    if within(real, folder):
        return candidate
    raise ImagePathError(_tr("the image path leads outside the card set folder"))


def cover_size(source: QSize, target: QSize) -> QSize:
    """The smallest size of ``source``'s shape that covers ``target`` (never larger than it is)."""
    if not source.isValid() or source.isEmpty():
        return target
    scaled = source.scaled(target, Qt.AspectRatioMode.KeepAspectRatioByExpanding)
    if scaled.width() >= source.width():
        return source
    return scaled


def safe_svg(data: bytes) -> bytes:
    """The bytes of an SVG drawing that may be drawn (small and self-contained:
    engine/svgsafety.py), or :class:`ImageDecodeError` saying why not."""
    from desktop.texts import engine_message
    from engine.svgsafety import svg_problem, unzip_svgz

    problem = svg_problem(data)
    if problem is not None:
        raise ImageDecodeError(engine_message(problem.code, problem.params) or str(problem))
    return unzip_svgz(data)


def _read_limited(path: Path, limit: int) -> bytes:
    with path.open("rb") as handle:
        return handle.read(limit + 1)


def _decode_svg(path: Path, size: QSize) -> QImage:
    from desktop.qt import QByteArray, QSvgRenderer  # QtSvg loads with the first SVG drawing
    from engine.svgsafety import MAX_SVG_BYTES

    try:
        data = safe_svg(_read_limited(path, MAX_SVG_BYTES))
    except OSError as error:
        raise ImageDecodeError(_tr("cannot read the image (%s)") % (error.strerror or error)) from None
    renderer = QSvgRenderer(QByteArray(data))
    if not renderer.isValid():
        raise ImageDecodeError(_tr("not a readable SVG drawing"))
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    shape = renderer.defaultSize()
    if shape.isEmpty():
        shape = size
    drawn = shape.scaled(size, Qt.AspectRatioMode.KeepAspectRatioByExpanding)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF((size.width() - drawn.width()) / 2,
                                    (size.height() - drawn.height()) / 2,
                                    drawn.width(), drawn.height()))
    painter.end()
    return image


def decode_image(path: Path, size: QSize) -> QImage:
    """Decode ``path`` scaled to cover ``size`` pixels (JPEG is scaled while it is decoded).

    Safe on any thread. Raises :class:`ImageDecodeError` with a reason a person can act on.
    """
    from desktop.qt import QImageReader

    if not path.is_file():
        raise ImageDecodeError(_tr("the image file is missing"))
    if path.suffix.lower() in SVG_SUFFIXES:
        return _decode_svg(path, size)
    # The format its name says, never guessed from the content: a ".png" that is really an SVG
    # drawing must not reach the SVG reader unchecked.
    reader = QImageReader(str(path), path.suffix.lstrip(".").lower().encode())
    reader.setAutoDetectImageFormat(False)
    reader.setAutoTransform(True)
    if not reader.canRead():
        raise ImageDecodeError(_tr("not an image Qt can read (%s)") % reader.errorString())
    reader.setScaledSize(cover_size(reader.size(), size))
    image = reader.read()
    if image.isNull():
        raise ImageDecodeError(_tr("the image is damaged (%s)") % reader.errorString())
    fmt = (QImage.Format.Format_ARGB32_Premultiplied if image.hasAlphaChannel()
           else QImage.Format.Format_RGB32)
    return image.convertToFormat(fmt)


class _Key(NamedTuple):
    path: str
    width: int
    height: int
    dpr: float
    mtime: int


class _Relay(QObject):
    """Wakes the GUI thread when workers left results (a queued signal, one per batch)."""

    wake = Signal()


class CardImages(QObject):
    """Decodes card images on a thread pool and keeps them in a byte-limited cache."""

    updated = Signal(list)        # image paths (str) whose picture just arrived
    failed = Signal(str, str)     # image (path or the card's text), why it shows no picture
    progress = Signal(int, int)   # images decoded, images asked for (0, 0 when idle)

    def __init__(self, parent: QObject | None = None, budget_mb: int = BUDGET_MB) -> None:
        super().__init__(parent)
        self.folder: Path | None = None
        self.back: Path | None = None
        self.set_ids: frozenset[str] = frozenset()
        self.budget = budget_mb * 1024 * 1024
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(DECODERS)
        self._cache: OrderedDict[_Key, QImage] = OrderedDict()
        self._bytes = 0
        self._errors: dict[tuple[str, int], str] = {}
        self._reported: set[tuple[str, str]] = set()
        self._pending: set[_Key] = set()
        self._slicing = 0  # prefetches still queueing their slices
        self._stop = threading.Event()
        self._asked = 0
        self._done = 0
        self._fresh: set[str] = set()
        self._results: deque[tuple[_Key, QImage | None, str]] = deque()  # from the workers
        self._woken = threading.Event()
        self._relay = _Relay()
        self._relay.wake.connect(self._drain)
        self._batch = QTimer(self)
        self._batch.setSingleShot(True)
        self._batch.setInterval(BATCH_MS)
        self._batch.timeout.connect(self._announce)

    # Where images come from.
    def set_folder(self, folder: Path | None, back: Path | None = None,
                   set_ids: Iterable[str] = ()) -> None:
        """The card set's folder (None: a game without a card set), its card back and the ids of
        the cards it defines."""
        self.folder = folder
        self.back = back
        self.set_ids = frozenset(set_ids)
        self._reported.clear()

    def path_of(self, card: dict) -> Path | None:
        """The image file a view card shows (its set's back when hidden); None: generated face.

        A card of the set names its image inside the set's folder. A card the game made itself
        (an image dropped on the table: a ``define`` in the record) may name any file.
        """
        if card.get("hidden") or card.get("face_down"):
            return self.back
        image = card.get("image")
        if not image:
            return None
        if Path(str(image)).is_absolute() and card.get("def") not in self.set_ids:
            return Path(str(image))
        try:
            return resolve_image(str(image), self.folder)
        except ImagePathError as error:
            self._report(str(image), str(error))
            return None

    # Asking for images.
    @property
    def pending(self) -> int:
        """Decodes queued or running."""
        return len(self._pending)

    @property
    def idle(self) -> bool:
        """Nothing queued, decoding, still to be queued or still to be announced."""
        return not (self._pending or self._slicing or self._fresh or self._results)

    def art(self, card: dict, width: int, dpr: float = 1.0) -> QImage | None:
        """The art provider: a card's picture at ``width`` scene pixels, or None for now."""
        path = self.path_of(card)
        if path is None:
            return None
        return self.image(path, QSize(width, card_height(width)), dpr)

    def art_now(self, card: dict, width: int, dpr: float = 1.0) -> QImage | None:
        """The art provider for a dialog that shows a few cards once (a hand shown in a question): a
        picture not decoded yet is decoded now, on this thread (a few ms a card), and cached."""
        path = self.path_of(card)
        if path is None:
            return None
        found = self.art(card, width, dpr)
        if found is not None:
            return found
        key = self._key(path, QSize(width, card_height(width)), dpr)
        if key is None or (key.path, key.mtime) in self._errors:
            return None
        if key not in self._pending:  # counted as asked, as a queued decode is
            self._pending.add(key)
            self._asked += 1
        try:
            image: QImage | None = decode_image(path, QSize(key.width, key.height))
            error = ""
        except ImageDecodeError as failure:
            image, error = None, str(failure)
        if image is not None:
            image.setDevicePixelRatio(key.dpr)
        self._finished(key, image, error)  # a decode queued meanwhile finds it done
        return image

    def image(self, path: Path, size: QSize, dpr: float = 1.0,
              priority: int = VISIBLE) -> QImage | None:
        """The decoded image if cached; otherwise queue its decode and return None."""
        key = self._key(path, size, dpr)
        if key is None:
            self._report(str(path), _tr("the image file is missing"))
            return None
        image = self._cache.get(key)
        if image is not None:
            self._cache.move_to_end(key)
            return image
        if (key.path, key.mtime) in self._errors or key in self._pending:
            return None
        self._start(key, priority)
        self.progress.emit(self._done, self._asked)
        return None

    def prefetch(self, paths: Iterable[Path], size: QSize, dpr: float = 1.0) -> int:
        """Queue decodes of many images behind the ones on screen, a slice per turn of the event
        loop (the window stays responsive); returns how many will be queued."""
        todo = list(dict.fromkeys(paths))
        self._slicing += 1
        self._prefetch_slice(todo, size, dpr)
        return len(todo)

    def _prefetch_slice(self, todo: list[Path], size: QSize, dpr: float) -> None:
        if self._stop.is_set():
            self._slicing = 0
            return
        chunk, rest = todo[:PREFETCH_SLICE], todo[PREFETCH_SLICE:]
        for path in chunk:
            key = self._key(path, size, dpr)
            if key is None or key in self._cache or key in self._pending or (
                    key.path, key.mtime) in self._errors:
                continue
            self._start(key, PREFETCH)
        if self._pending:
            self.progress.emit(self._done, self._asked)
        if rest:
            QTimer.singleShot(SLICE_PAUSE_MS, self, lambda: self._prefetch_slice(rest, size, dpr))
        else:
            self._slicing -= 1

    def forget(self, paths: Iterable[Path]) -> None:
        """Drop cached pictures and reported errors of files that changed on disk."""
        names = {str(p) for p in paths}
        for key in [k for k in self._cache if k.path in names]:
            self._bytes -= self._cache.pop(key).sizeInBytes()
        self._errors = {k: v for k, v in self._errors.items() if k[0] not in names}
        self._reported = {r for r in self._reported if r[0] not in names}
        self._fresh |= names
        self._batch.start()

    def shutdown(self) -> None:
        """Stop queued decodes and wait for running ones (before the window goes away)."""
        self._stop.set()
        self.pool.clear()
        self.pool.waitForDone()
        self._pending.clear()

    # Internals.
    @staticmethod
    def _key(path: Path, size: QSize, dpr: float) -> _Key | None:
        try:
            mtime = os.stat(path).st_mtime_ns
        except OSError:
            return None
        return _Key(str(path), round(size.width() * dpr), round(size.height() * dpr), dpr, mtime)

    def _start(self, key: _Key, priority: int) -> None:
        if not self._pending:
            self._asked = self._done = 0
        self._pending.add(key)
        self._asked += 1
        if key.path.lower().endswith(tuple(SVG_SUFFIXES)):
            from desktop.qt import QSvgRenderer  # noqa: F401  (QtSvg loads here, not on a decoder)
        relay, stop, results, woken = self._relay, self._stop, self._results, self._woken

        def work() -> None:
            if stop.is_set():
                return
            try:
                image: QImage | None = decode_image(Path(key.path), QSize(key.width, key.height))
                error = ""
            except ImageDecodeError as failure:
                image, error = None, str(failure)
            if image is not None:
                image.setDevicePixelRatio(key.dpr)
            results.append((key, image, error))
            if not woken.is_set():  # one wake-up per batch: the GUI thread takes all there is
                woken.set()
                relay.wake.emit()

        self.pool.start(work, priority)

    def _drain(self) -> None:
        """Take every finished decode (GUI thread): cache, report, announce, show progress."""
        self._woken.clear()
        while self._results:
            self._finished(*self._results.popleft())
        if self._pending:
            self.progress.emit(self._done, self._asked)
        else:
            self.progress.emit(0, 0)

    def _finished(self, key: _Key, image: QImage | None, error: str) -> None:
        if key not in self._pending:
            return  # forgotten or shut down meanwhile
        self._pending.discard(key)
        self._done += 1
        if image is None:
            self._errors[(key.path, key.mtime)] = error
            self._report(key.path, error)
            return
        self._cache[key] = image
        self._bytes += image.sizeInBytes()
        while self._bytes > self.budget and len(self._cache) > 1:
            _old, dropped = self._cache.popitem(last=False)
            self._bytes -= dropped.sizeInBytes()
        self._fresh.add(key.path)
        if not self._batch.isActive():
            self._batch.start()

    def _announce(self) -> None:
        fresh, self._fresh = sorted(self._fresh), set()
        if fresh:
            self.updated.emit(fresh)

    def _report(self, image: str, message: str) -> None:
        if (image, message) not in self._reported:
            self._reported.add((image, message))
            self.failed.emit(image, message)
