"""Card faces and backs drawn with QPainter, pre-rendered once per size and device pixel ratio.

A face fits any card size: every text has its box (:func:`face_boxes`) and is laid out into it
(:func:`fit_text`), never clipped. A name wraps onto a second line or shrinks down to a readable
minimum, and what still does not fit ends with "…"; so do the type line and the rules text. The
full text is always in the zoom dock and the card browser's preview. On paper (``paper=True``:
proofs, print-shop images) there is no zoom: text is set smaller until all of it fits, never cut
(the caller names a card whose text had to go below a readable size). Laying out takes a time
bounded by the box, not by the text: only as much of a long text as could fit is laid out.
Type words are printed in the card set's language (``card["language"]`` or
:func:`set_card_language`), else in the interface language. Emoji and symbols come from a
fallback font (:func:`install_font_fallbacks`).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import Any, NamedTuple

from desktop.qt import (
    QColor,
    QFont,
    QFontDatabase,
    QFontInfo,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QLinearGradient,
    QObject,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPixmapCache,
    QPointF,
    QRectF,
    Qt,
    QTextLayout,
    QTextOption,
    QTimer,
)
from desktop.table.art import paint_illustration
from desktop.texts import card_type_title, stat_title

RATIO = 1.4
TYPE_COLORS = {
    "creature": "#6b8e23",
    "hero": "#b8860b",
    "spell": "#3b6ea8",
    "event": "#7a4e9c",
    "equipment": "#707a80",
    "artifact": "#8a6d3b",
    "land": "#8b5a2b",
}
DEFAULT_COLOR = "#5f6b73"
CACHE_MB = 256
TYPE_LINE = ("subtype", "tribe")
ELLIPSIS = "…"
# Font sizes as a share of the card's width: the largest, and the smallest a text shrinks to
# before it is cut short with "…" (never below MIN_PX pixels, the readable minimum).
# A name never shrinks below READABLE_NAME_PX where its largest size reaches that (Cockatrice's
# names are 12 px on 124 px cards): on a card of 120 px and more it wraps, then ends with "…".
NAME_PX, NAME_MIN_PX = 0.1, 0.08
READABLE_NAME_PX = 12.0
TYPE_PX, TYPE_MIN_PX = 0.068, 0.056
BODY_PX, BODY_MIN_PX = 0.076, 0.05
# The parts of a generated face, top to bottom, as a share of the card's width.
PAD, HEADER, ART, TYPE_BAR, STATS_BAR, COST = 0.045, 0.235, 0.39, 0.09, 0.11, 0.17
MIN_PX = 6.0
SHRINK_STEPS = 6
# The narrowest a character is on average, as a share of the font's size: a text longer than the
# box holds at this width is laid out only as far as could fit (then it is cut short anyway).
NARROWEST_CHAR = 0.15
PAPER_MAX_CHARS = 10_000  # on paper, a text up to this long is never cut (the card-set cell limit)
WHOLE_WORD_SHRINK = 0.8  # how far below its smallest size text may go to keep its words whole
# The faces' fonts, bundled in assets/fonts (open licences: assets/fonts/README.md) so that a set
# looks the same on every machine: the text font first, then symbols (⚔ ♥) and emoji (🩸).
BUNDLED_FONTS = ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSansSymbols-Regular.ttf",
                 "NotoSansSymbols-Bold.ttf", "NotoSansSymbols2-Regular.ttf", "NotoColorEmoji.ttf")
FACE_FAMILIES = ("Noto Sans", "Noto Sans Symbols", "Noto Sans Symbols2", "Noto Color Emoji")
# Installed fonts after those, for what the bundled subsets lack (other scripts, new emoji).
FALLBACK_FAMILIES = ("Noto Color Emoji", "Symbola", "Noto Sans Symbols2", "DejaVu Sans")

# (view card, width, device pixel ratio) -> the card's decoded art, or None for a generated face.
ArtProvider = Callable[[dict, int, float], QImage | None]
_art_provider: ArtProvider | None = None
_art_provider_now: ArtProvider | None = None


def set_art_provider(provider: ArtProvider | None, now: ArtProvider | None = None) -> None:
    """Where ``card_pixmap`` gets card images from by default (desktop.cardsets.cardimages); None:
    generated faces. ``now``: the same, decoding a picture not decoded yet at once, for a dialog
    that draws a few cards once (``card_pixmap(..., now=True)``). A window showing another card
    set's cards (a replay of a game on another set) hands its own provider to ``card_pixmap``."""
    global _art_provider, _art_provider_now
    _art_provider = provider
    _art_provider_now = now if provider is not None else None


_card_language = {"language": ""}


def set_card_language(language: str) -> None:
    """The language of the table's card set (its type words on faces); "": the interface's."""
    _card_language["language"] = language or ""


def card_language() -> str:
    """The language faces print their type words in ("" = the interface language)."""
    return _card_language["language"]


def fonts_dir() -> Any:
    """The bundled fonts (``assets/fonts``)."""
    from engine.resources import assets_dir

    return assets_dir() / "fonts"


def install_font_fallbacks() -> list[str]:
    """Load the bundled fonts (:data:`BUNDLED_FONTS`) and list the families faces ask for by
    name (``QFont.setFamilies``): the bundled ones, then installed emoji and symbol fonts for
    whatever those lack; needs a GUI application. The first face drawn does it (a few ms)."""
    if not _bundled_loaded:
        # The interface keeps the desktop's own font: fontconfig may prefer the bundled Noto Sans
        # for "sans-serif" once it is there, and only faces and proofs ask for it by name.
        interface = QFontInfo(QGuiApplication.font()).family()
        for name in BUNDLED_FONTS:
            QFontDatabase.addApplicationFont(str(fonts_dir() / name))
        if QFontInfo(QGuiApplication.font()).family() != interface:
            font = QGuiApplication.font()
            font.setFamilies([interface])
            QGuiApplication.setFont(font)
        _bundled_loaded.append(True)
    installed = set(QFontDatabase.families())
    _fallbacks[:] = list(dict.fromkeys(family for family in (*FACE_FAMILIES, *FALLBACK_FAMILIES)
                                       if family in installed))
    _fallbacks_looked_up[0] = True
    _font_at.cache_clear()  # fonts made before name the fallbacks found then
    _metrics_at.cache_clear()
    return list(_fallbacks)


_fallbacks: list[str] = []
_fallbacks_looked_up = [False]
_bundled_loaded: list[bool] = []  # once per process: Qt keeps application fonts to the end


def cover_source(image: QImage, target: QRectF) -> QRectF:
    """The centred part of ``image`` that fills ``target`` without distortion (crops overflow)."""
    iw, ih = image.width(), image.height()
    if iw <= 0 or ih <= 0 or target.width() <= 0 or target.height() <= 0:
        return QRectF(0, 0, max(iw, 0), max(ih, 0))
    scale = max(target.width() / iw, target.height() / ih)
    w, h = target.width() / scale, target.height() / scale
    return QRectF((iw - w) / 2, (ih - h) / 2, w, h)


def raise_pixmap_cache(megabytes: int = CACHE_MB) -> None:
    """Size QPixmapCache for a full table (design.md: 5 ms a frame instead of 111 ms)."""
    QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), megabytes * 1024))


def card_height(width: float) -> int:
    """Card height for a width (poker-card proportions)."""
    return round(width * RATIO)


def type_color(card: dict) -> QColor:
    """The frame colour of a card by its type."""
    return QColor(TYPE_COLORS.get(str(card.get("type", "")).lower(), DEFAULT_COLOR))


def definition_face(definition: Any, language: str = "") -> dict:
    """A card definition (``engine.cards.CardDefinition``) as the face painter reads it, its type
    words in ``language`` (a card set's; "": the interface language)."""
    face = {"def": definition.id, "name": definition.name, "type": definition.type,
            "text": definition.text or "", "cost": definition.cost, "stats": definition.stats()}
    if language:
        face["language"] = language
    return face


def type_title(word: str, language: str = "") -> str:
    """A type or subtype word as printed: in the card set's ``language`` where it has a word of its
    own (``существо``), else in the interface language (``lény``)."""
    from engine.cardwords import type_word

    return (language and type_word(word, language)) or card_type_title(word)


def type_line(card: dict) -> str:
    """``creature · amulet · dwarf``: the type with subtype and tribe, in the card's language."""
    language = str(card.get("language") or card_language())
    stats = stats if isinstance(stats := card.get("stats"), dict) else {}
    extra = [type_title(str(stats[k]), language) for k in TYPE_LINE if stats.get(k)]
    return " · ".join([type_title(str(card.get("type", "")), language), *extra])


def stats_text(card: dict) -> str:
    """Life / strike and other printed stats in one short line, their names in the card's language
    (as its type line: ``párbaj 3`` under ``tárgy``, whatever the interface language)."""
    language = str(card.get("language") or card_language())
    stats = dict(card.get("stats") or {})
    parts = []
    life = stats.pop("life", None)
    strike = stats.pop("strike", None)
    if life is not None:
        parts.append(f"♥{life}")
    if strike is not None:
        values = strike if isinstance(strike, list) else [strike]
        parts.append("⚔" + "-".join(map(str, values)))
    for key, value in stats.items():
        if key in ("cost", "name", "type", "text", *TYPE_LINE) or isinstance(value, bool | dict):
            continue
        parts.append(f"{stat_title(key, language)} {value}")
    return "  ".join(parts)


def _whole_pixels(px: float) -> int:
    """The pixel size a font of ``px`` pixels is made at."""
    return max(1, round(px))


def _font(px: float, bold: bool = False) -> QFont:
    """The faces' font at ``px`` pixels (whole pixels), with the emoji and symbol fallbacks.
    Shared (faces are drawn on the GUI thread): a caller that changes it takes a copy first."""
    return _font_at(_whole_pixels(px), bold)


@functools.lru_cache(maxsize=256)
def _font_at(pixels: int, bold: bool) -> QFont:
    if not _fallbacks_looked_up[0]:
        install_font_fallbacks()
    font = QFont()
    if _fallbacks:
        font.setFamilies(_fallbacks if _fallbacks[0] == FACE_FAMILIES[0]
                         else [QFontInfo(font).family(), *_fallbacks])
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


@functools.lru_cache(maxsize=256)
def _metrics_at(pixels: int, bold: bool) -> QFontMetricsF:
    """The metrics of :func:`_font` (each new metrics object looks its font up again)."""
    return QFontMetricsF(_font_at(pixels, bold))


class FittedText(NamedTuple):
    """Text laid out into a box: the font, the lines (the last may end with "…"), whether all of
    it fits, and where each line's baseline starts."""

    font: QFont
    lines: tuple[str, ...]
    complete: bool
    line_height: float
    ascent: float


BREAKS_AFTER = ("-", "\u2010", "\u2013", "\u2014", "/")  # a line may end after these inside a word


def _wrap(paragraph: str, font: QFont, width: float) -> tuple[list[str], bool]:
    """A paragraph's lines at ``width`` (at word boundaries, inside a word only if it must), and
    whether a word had to be broken."""
    if not paragraph:
        return [""], False
    layout = QTextLayout(paragraph, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    spans: list[tuple[int, int]] = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        spans.append((line.textStart(), line.textLength()))
    layout.endLayout()
    if max(paragraph) < "\U00010000":  # one UTF-16 code unit a character: Qt's counts are ours
        lines = [paragraph[start:start + length] for start, length in spans]
    else:
        units = paragraph.encode("utf-16-le")  # Qt counts UTF-16 code units (🩸 is two)
        lines = [units[start * 2:(start + length) * 2].decode("utf-16-le")
                 for start, length in spans]
    # A line broken at a word boundary keeps the space it broke at (or ends with a hyphen).
    broke_word = any(line and not line[-1].isspace() and not line.endswith(BREAKS_AFTER)
                     for line in lines[:-1])
    return [line.rstrip() for line in lines], broke_word


def _lines(text: str, font: QFont, width: float) -> tuple[list[str], bool]:
    """The lines of every paragraph of ``text``, and whether a word had to be broken."""
    lines: list[str] = []
    broke_word = False
    for paragraph in text.split("\n"):
        wrapped, broke = _wrap(paragraph, font, width)
        lines += wrapped
        broke_word = broke_word or broke
    return lines, broke_word


def fit_text(text: str, box: QRectF, largest: float, smallest: float, bold: bool = False,
             max_lines: int = 0, paper: bool = False) -> FittedText:
    """Lay ``text`` out in ``box``: the largest font from ``largest`` down to ``smallest`` pixels
    in which every line fits without breaking a word; else, a little below ``smallest`` (to
    WHOLE_WORD_SHRINK of it), the largest in which it does ("Sárkánypikkely" on a small card,
    rather than "Sárkánypikkel" with its "y" alone on the next line); else the largest in which
    the lines fit with a word broken; else, at ``smallest``, the lines that fit, the last ending
    with "…". ``max_lines`` (0: no limit) bounds the lines, as for a one-line type line.

    ``paper``: where even ``smallest`` is too large, the largest size below it in which all of
    the text fits (down to one pixel; a text longer than PAPER_MAX_CHARS is cut as on screen)."""
    smallest = min(largest, max(MIN_PX, smallest))
    steps = [largest - (largest - smallest) * i / SHRINK_STEPS for i in range(SHRINK_STEPS + 1)]
    # Fonts come in whole pixels (_font): steps that round alike would lay the text out alike.
    sizes = list(dict.fromkeys(_whole_pixels(px) for px in steps))
    broken: FittedText | None = None  # the largest fit that had to break a word
    for px in sizes:
        fitted, broke_word, lines = _lay_out(text, box, px, bold, max_lines)
        if fitted.complete and not broke_word:
            return fitted
        if fitted.complete:
            broken = broken or fitted
    if broken is None and paper and len(text) <= PAPER_MAX_CHARS:
        below = _largest_complete(text, box, sizes[-1] - 1, bold, max_lines)
        if below is not None:
            return below
    if broken is None:  # too many lines even at the smallest size: cut the last one short
        return _cut_short(fitted, lines, box)
    least = max(MIN_PX, smallest * WHOLE_WORD_SHRINK)
    for px in range(sizes[-1] - 1, math.ceil(least) - 1, -1):
        fitted, broke_word, _lines_there = _lay_out(text, box, px, bold, max_lines)
        if fitted.complete and not broke_word:
            return fitted
    return broken


def _largest_complete(text: str, box: QRectF, below: int, bold: bool,
                      max_lines: int) -> FittedText | None:
    """The largest size of at most ``below`` pixels in which all of ``text`` fits (a word may
    break), by halving: a smaller font never needs more room."""
    low, high, best = 1, below, None
    while low <= high:
        px = (low + high) // 2
        fitted, _broke, _lines_there = _lay_out(text, box, px, bold, max_lines)
        if fitted.complete:
            best, low = fitted, px + 1
        else:
            high = px - 1
    return best


def _lay_out(text: str, box: QRectF, px: int, bold: bool,
             max_lines: int) -> tuple[FittedText, bool, list[str]]:
    """``text`` laid out in ``box`` at ``px`` pixels: the lines that fit (``complete`` if all
    do), whether a word had to be broken, and all the lines. A text longer than the box could
    ever hold at this size is laid out only that far (and is not complete)."""
    font = _font_at(px, bold)
    metrics = _metrics_at(px, bold)
    room = max(1, int(box.height() // metrics.lineSpacing()))
    if max_lines:
        room = min(room, max_lines)
    most = (int(box.width() / (px * NARROWEST_CHAR)) + 2) * (room + 1)
    shown = text if len(text) <= most else text[:most]
    lines, broke_word = _lines(shown, font, box.width())
    fitted = FittedText(font, tuple(lines[:room]), len(lines) <= room and shown is text,
                        metrics.lineSpacing(), metrics.ascent())
    return fitted, broke_word, lines


def _cut_short(fitted: FittedText, lines: list[str], box: QRectF) -> FittedText:
    """The lines that fit, the last one ending with "…" and what did not fit cut off."""
    metrics = _metrics_at(fitted.font.pixelSize(), fitted.font.bold())
    room = len(fitted.lines)
    shown = list(fitted.lines)
    rest = " ".join(line for line in lines[room - 1:] if line)
    shown[-1] = metrics.elidedText(rest + ELLIPSIS, Qt.TextElideMode.ElideRight, box.width())
    if not shown[-1].endswith(ELLIPSIS):
        shown[-1] = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, box.width() - 1)
    return fitted._replace(lines=tuple(shown), complete=False)


def draw_fitted(p: QPainter, box: QRectF, fitted: FittedText, centred: bool = False) -> None:
    """Draw laid-out text at the top of ``box`` (``centred``: in its middle, top to bottom)."""
    p.setFont(fitted.font)
    height = fitted.line_height * len(fitted.lines)
    top = box.top() + (max(0.0, (box.height() - height) / 2) if centred else 0.0)
    for number, line in enumerate(fitted.lines):
        p.drawText(QPointF(box.left(), top + number * fitted.line_height + fitted.ascent), line)


class FaceBoxes(NamedTuple):
    """Where a generated face draws its parts: every text inside its box."""

    name: QRectF
    cost: QRectF | None
    art: QRectF
    type_line: QRectF
    body: QRectF
    stats: QRectF | None


def face_boxes(rect: QRectF, card: dict, art_share: float = 1.0) -> FaceBoxes:
    """The boxes of a generated face in ``rect``: the name across the top (the whole width is
    the name's), the illustration with the cost in its corner, the type line, the rules text and
    the stats bar. ``art_share``: the illustration's height as a share of its usual one (on paper
    a long text takes room from it before its letters get smaller)."""
    w = rect.width()
    pad = w * PAD
    inner = rect.adjusted(pad, pad, -pad, -pad)
    # The name bar holds two lines of the smallest name font (a hero's long name wraps rather
    # than ending in "…" on one line); the illustration gives up what that takes.
    _largest, smallest = name_sizes(w)
    two_lines = 2 * _metrics_at(_whole_pixels(smallest), True).lineSpacing()
    header_h = max(w * HEADER, two_lines + pad * 0.2 + 1)  # + 1: rounding never loses a line
    header = QRectF(inner.left(), inner.top(), inner.width(), header_h)
    name = header.adjusted(pad * 0.5, pad * 0.1, -pad * 0.5, -pad * 0.1)
    art = QRectF(inner.left(), header.bottom(), inner.width(),
                 max(w * COST, w * (HEADER + ART * art_share) - header_h))
    cost = None
    if card.get("cost") is not None:
        d = w * COST
        cost = QRectF(art.left() + pad * 0.6, art.top() + pad * 0.6, d, d)
    type_rect = QRectF(inner.left() + pad * 0.5, art.bottom(), inner.width() - pad, w * TYPE_BAR)
    stats_h = w * STATS_BAR if stats_text(card) else 0
    body = QRectF(inner.left() + pad * 0.6, type_rect.bottom() + pad * 0.4,
                  inner.width() - pad * 1.2, inner.bottom() - type_rect.bottom() - pad * 0.8 - stats_h)
    stats = QRectF(inner.left(), inner.bottom() - stats_h, inner.width(), stats_h) if stats_h else None
    return FaceBoxes(name, cost, art, type_rect, body, stats)


def name_sizes(w: float) -> tuple[float, float]:
    """The largest and the smallest pixel size of a name on a card ``w`` wide (whole pixels at
    the small end: a 13.6 px minimum would be drawn at 14 px)."""
    largest = w * NAME_PX
    return largest, min(largest, max(math.floor(w * NAME_MIN_PX), READABLE_NAME_PX))


def fit_name(card: dict, box: QRectF, w: float, paper: bool = False) -> FittedText:
    """The name in its bar: up to two lines, shrinking, then "…" (on paper: smaller still)."""
    largest, smallest = name_sizes(w)
    return fit_text(str(card.get("name", "")), box, largest, smallest, bold=True, max_lines=2,
                    paper=paper)


def fit_type_line(card: dict, box: QRectF, w: float, paper: bool = False) -> FittedText:
    """The type line: one line, shrinking a little, then "…" (on paper: smaller still)."""
    return fit_text(type_line(card), box, w * TYPE_PX, w * TYPE_MIN_PX, max_lines=1, paper=paper)


def fit_body(card: dict, box: QRectF, w: float, paper: bool = False) -> FittedText:
    """The rules text: as large as fits, down to the minimum, then "…" (on paper: smaller
    still, never cut)."""
    return fit_text(str(card.get("text") or ""), box, w * BODY_PX, w * BODY_MIN_PX, paper=paper)


def _begin_card(p: QPainter, rect: QRectF) -> QPainterPath:
    """Antialiasing on; the card's rounded outline."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    path = QPainterPath()
    path.addRoundedRect(rect, rect.width() * 0.06, rect.width() * 0.06)
    return path


def _paint_art(p: QPainter, rect: QRectF, path: QPainterPath, art: QImage | None) -> bool:
    """Fill the card with its decoded image, cropped to cover it; end the painter's save.
    False (nothing drawn) when there is no image."""
    if art is None or art.isNull():
        return False
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.setClipPath(path, Qt.ClipOperation.IntersectClip)
    p.drawImage(rect, art, cover_source(art, rect))
    p.restore()
    return True


def paint_face(p: QPainter, rect: QRectF, card: dict, art: QImage | None = None,
               picture_scale: float | None = None, paper: bool = False) -> float | None:
    """Draw a visible card into ``rect`` on any painter: its decoded ``art``, else a generated face
    with an illustration of our own (desktop.table.art). ``picture_scale``: the illustration
    goes in as a picture of that many pixels a unit of ``p`` (for Qt's PDF writer, which draws
    a gradient's transparency opaque: the moon's glow became a solid disc on the proofs).
    ``paper``: texts are set smaller until they fit, never cut (:func:`fit_text`).

    Returns the smallest font size its name, type line and rules text were set in (in units of
    ``p``), or None when the card is its image."""
    w = rect.width()
    color = type_color(card)
    p.save()
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    path = _begin_card(p, rect)
    p.fillPath(path, color)
    if _paint_art(p, rect, path, art):
        return None
    pad = w * PAD
    inner = rect.adjusted(pad, pad, -pad, -pad)
    boxes, body = _text_room(rect, card, paper)
    p.fillRect(inner, QColor("#f6f1e3"))
    # Name bar.
    header = QRectF(inner.left(), inner.top(), inner.width(), boxes.art.top() - inner.top())
    grad = QLinearGradient(header.topLeft(), header.bottomLeft())
    grad.setColorAt(0, color.lighter(155))
    grad.setColorAt(1, color.lighter(125))
    p.fillRect(header, grad)
    p.setPen(QColor("#111"))
    name = fit_name(card, boxes.name, w, paper)
    draw_fitted(p, boxes.name, name, centred=True)
    # Illustration, the cost in its corner.
    if picture_scale is None:
        paint_illustration(p, boxes.art, card)
    else:
        p.drawImage(boxes.art, illustration_picture(boxes.art, card, picture_scale))
    p.setPen(QPen(color.darker(160), max(1.0, w * 0.008)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(boxes.art)
    if boxes.cost is not None:
        p.setBrush(QColor(20, 24, 28, 235))
        p.setPen(QPen(QColor("#f3e6c0"), max(1.0, w * 0.012)))
        p.drawEllipse(boxes.cost)
        p.setPen(QColor("white"))
        cost = str(card.get("cost"))
        p.setFont(_font(boxes.cost.height() * (0.66 if len(cost) < 3 else 0.42), True))
        p.drawText(boxes.cost, Qt.AlignmentFlag.AlignCenter, cost)
    # Type line.
    p.fillRect(QRectF(inner.left(), boxes.art.bottom(), inner.width(), boxes.type_line.height()),
               color.lighter(170))
    p.setPen(QColor("#333"))
    kind = fit_type_line(card, boxes.type_line, w, paper)
    draw_fitted(p, boxes.type_line, kind, centred=True)
    # Rules text.
    p.setPen(QColor("#222"))
    draw_fitted(p, boxes.body, body)
    if boxes.stats is not None:
        p.fillRect(boxes.stats, QColor("#20252a"))
        p.setPen(QColor("white"))
        stats = stats_text(card)
        fitted = fit_text(stats, boxes.stats.adjusted(pad * 0.5, 0, -pad * 0.5, 0),
                          boxes.stats.height() * 0.7, boxes.stats.height() * 0.5, bold=True,
                          max_lines=1)
        p.setFont(fitted.font)
        p.drawText(boxes.stats, Qt.AlignmentFlag.AlignCenter, fitted.lines[0])
    p.restore()
    texts = [fitted for fitted, said in ((name, card.get("name")), (kind, True),
                                         (body, card.get("text"))) if said]
    return min(fitted.font.pixelSize() for fitted in texts)


PAPER_ART_SHARES = (1.0, 0.75, 0.5)  # the illustration gives up room to a long text, on paper


def _text_room(rect: QRectF, card: dict, paper: bool) -> tuple[FaceBoxes, FittedText]:
    """The face's boxes and its rules text laid out in them. On paper, a text that does not fit at
    the smallest screen size takes room from the illustration first (down to half of it), and
    only then is set smaller."""
    w = rect.width()
    shares = PAPER_ART_SHARES if paper else PAPER_ART_SHARES[:1]
    for share in shares:
        boxes = face_boxes(rect, card, share)
        body = fit_body(card, boxes.body, w, paper)
        if body.font.pixelSize() >= _whole_pixels(w * BODY_MIN_PX):
            break
    return boxes, body


def illustration_picture(rect: QRectF, card: dict, scale: float) -> QImage:
    """The card's illustration for ``rect``, drawn into a picture of ``scale`` pixels a unit."""
    size = (rect.size() * scale).toSize()
    image = QImage(max(1, size.width()), max(1, size.height()),
                   QImage.Format.Format_RGB32)  # opaque: the sky fills it
    painter = QPainter(image)
    painter.scale(image.width() / rect.width(), image.height() / rect.height())
    painter.translate(-rect.topLeft())
    paint_illustration(painter, rect, card)
    painter.end()
    return image


def paint_back(p: QPainter, rect: QRectF, art: QImage | None = None) -> None:
    """Draw the card back (the same for every hidden card): the set's back image, else ours."""
    w = rect.width()
    p.save()
    path = _begin_card(p, rect)
    if _paint_art(p, rect, path, art):
        return
    grad = QLinearGradient(rect.topLeft(), rect.bottomRight())
    grad.setColorAt(0, QColor("#2d2250"))
    grad.setColorAt(1, QColor("#5a2a3a"))
    p.fillPath(path, grad)
    p.setPen(QPen(QColor("#d6b45a"), max(1.0, w * 0.02)))
    inset = w * 0.08
    p.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), w * 0.06, w * 0.06)
    c = rect.center()
    r = w * 0.22
    diamond = QPainterPath()
    diamond.moveTo(QPointF(c.x(), c.y() - r))
    diamond.lineTo(QPointF(c.x() + r * 0.7, c.y()))
    diamond.lineTo(QPointF(c.x(), c.y() + r))
    diamond.lineTo(QPointF(c.x() - r * 0.7, c.y()))
    diamond.closeSubpath()
    p.fillPath(diamond, QColor("#d6b45a"))
    p.restore()


def _face_key(card: dict) -> str:
    parts = (card.get(k) for k in ("def", "name", "type", "cost", "text", "image"))
    language = card.get("language") or card_language()
    return repr((tuple(parts), language, sorted((card.get("stats") or {}).items(), key=str)))


def pixmap_key(card: dict, width: int, dpr: float, art: QImage | None) -> str:
    """The pixmap cache's key of a card's face (or back) at a size and pixel ratio."""
    hidden = card.get("hidden") or card.get("face_down")
    art_key = f"{art.cacheKey()}:" if art is not None else ""
    return f"ct:{width}:{dpr}:{art_key}" + ("back" if hidden else _face_key(card))


def card_art(card: dict, width: int, dpr: float,
             provider: ArtProvider | None = None) -> QImage | None:
    """The card set's picture of a card, if the set has one (else a generated face is drawn):
    from ``provider``, or where :func:`set_art_provider` said."""
    provider = provider or _art_provider
    return provider(card, width, dpr) if provider is not None else None


def card_pixmap(card: dict, width: int, dpr: float = 1.0,
                provider: ArtProvider | None = None, now: bool = False) -> QPixmap:
    """The pre-rendered face (or back, for a hidden or face-down card) at a size and pixel ratio;
    its picture from ``provider`` (default: :func:`set_art_provider`'s; ``now``: its provider
    that decodes a picture at once rather than showing a generated face until it comes)."""
    hidden = card.get("hidden") or card.get("face_down")
    art = card_art(card, width, dpr, provider or (_art_provider_now if now else None))
    key = pixmap_key(card, width, dpr, art)
    # PySide6's stub declares find(str) an instance method that returns None; it is static and
    # returns the cached pixmap, or None.
    pixmap: QPixmap | None = QPixmapCache.find(key)  # type: ignore[call-overload]
    if pixmap is not None and not pixmap.isNull():
        return pixmap
    height = card_height(width)
    pixmap = QPixmap(round(width * dpr), round(height * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    rect = QRectF(0, 0, width, height)
    if hidden:
        paint_back(painter, rect, art)
    else:
        paint_face(painter, rect, card, art)
    painter.end()
    QPixmapCache.insert(key, pixmap)
    return pixmap


class FaceWarmer(QObject):
    """Draws card faces into the pixmap cache while the event loop is idle, a few at a time, so
    that a later jump showing many cards for the first time finds them drawn (a face with its
    illustration takes ~4 ms; a replay's jump may show dozens never seen before)."""

    BATCH = 2  # faces drawn per idle turn: the window stays responsive meanwhile

    def __init__(self, parent: QObject, cards: list[dict], width: int, dpr: float,
                 provider: ArtProvider | None = None) -> None:
        super().__init__(parent)
        self.width = width
        self.dpr = dpr
        self.provider = provider
        self.waiting = list({_face_key(card): card for card in cards
                             if not (card.get("hidden") or card.get("face_down"))}.values())
        self._timer = QTimer(self)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._draw_some)
        self._timer.start()

    @property
    def done(self) -> bool:
        return not self.waiting

    def _draw_some(self) -> None:
        for card in self.waiting[:self.BATCH]:
            card_pixmap(card, self.width, self.dpr, self.provider)
        del self.waiting[:self.BATCH]
        if not self.waiting:
            self._timer.stop()
