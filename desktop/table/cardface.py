"""Card faces and backs drawn with QPainter, pre-rendered once per size and device pixel ratio."""

from __future__ import annotations

from collections.abc import Callable

from desktop.qt import (
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPixmapCache,
    QPointF,
    QRectF,
    Qt,
)
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

# (view card, width, device pixel ratio) -> the card's decoded art, or None for a generated face.
ArtProvider = Callable[[dict, int, float], QImage | None]
_art_provider: ArtProvider | None = None


def set_art_provider(provider: ArtProvider | None) -> None:
    """Where ``card_pixmap`` gets card images from (desktop.cardsets.cardimages); None: generated faces."""
    global _art_provider
    _art_provider = provider


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


def card_height(width: float) -> float:
    """Card height for a width (poker-card proportions)."""
    return round(width * RATIO)


def type_color(card: dict) -> QColor:
    """The frame colour of a card by its type."""
    return QColor(TYPE_COLORS.get(str(card.get("type", "")).lower(), DEFAULT_COLOR))


def type_line(card: dict) -> str:
    """``creature · dwarf``: the type with subtype and tribe."""
    stats = card.get("stats") if isinstance(card.get("stats"), dict) else {}
    extra = [card_type_title(str(stats[k])) for k in TYPE_LINE if stats.get(k)]
    return " · ".join([card_type_title(str(card.get("type", ""))), *extra])


def stats_text(card: dict) -> str:
    """Life / strike and other printed stats in one short line."""
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
        parts.append(f"{stat_title(key)} {value}")
    return "  ".join(parts)


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(max(5, round(px)))
    font.setBold(bold)
    return font


def _fitting_font(text: str, rect: QRectF, px: float, flags: int, bold: bool = True) -> QFont:
    """The largest font (down to 60 % of ``px``) in which ``text`` fits ``rect``."""
    font = _font(px, bold)
    for step in range(5):
        font = _font(px * (1 - 0.1 * step), bold)
        if QFontMetricsF(font).boundingRect(rect, flags, text).height() <= rect.height():
            break
    return font


BODY_FLAGS = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)


def body_font(text: str, body: QRectF, width: float) -> QFont:
    """The rules text's font: smaller for a long text, so that it ends above the stats bar."""
    return _fitting_font(text, body, width * 0.068, BODY_FLAGS, bold=False)


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


def paint_face(p: QPainter, rect: QRectF, card: dict, art: QImage | None = None) -> None:
    """Draw a visible card into ``rect`` on any painter: its decoded ``art``, else a generated face."""
    w = rect.width()
    color = type_color(card)
    p.save()
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    path = _begin_card(p, rect)
    p.fillPath(path, color)
    if _paint_art(p, rect, path, art):
        return
    pad = w * 0.05
    inner = rect.adjusted(pad, pad, -pad, -pad)
    p.fillRect(inner, QColor("#f6f1e3"))
    # Header: name and cost.
    header = QRectF(inner.left(), inner.top(), inner.width(), w * 0.2)
    grad = QLinearGradient(header.topLeft(), header.bottomLeft())
    grad.setColorAt(0, color.lighter(150))
    grad.setColorAt(1, color.lighter(120))
    p.fillRect(header, grad)
    cost = card.get("cost")
    text_right = header.right() - pad
    if cost is not None:
        d = w * 0.17
        circle = QRectF(header.right() - d - pad * 0.4, header.top() + pad * 0.3, d, d)
        p.setBrush(QColor("#20252a"))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(circle)
        p.setPen(QColor("white"))
        p.setFont(_font(d * 0.7, True))
        p.drawText(circle, Qt.AlignmentFlag.AlignCenter, str(cost))
        text_right = circle.left() - pad * 0.3
    p.setPen(QColor("#111"))
    name_rect = QRectF(header.left() + pad * 0.5, header.top(),
                       text_right - header.left() - pad * 0.5, header.height())
    flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap
    name = str(card.get("name", ""))
    p.setFont(_fitting_font(name, name_rect, w * 0.085, int(flags)))
    p.drawText(name_rect, flags, name)
    # Type line.
    type_rect = QRectF(inner.left(), header.bottom(), inner.width(), w * 0.11)
    p.fillRect(type_rect, color.lighter(170))
    p.setFont(_font(w * 0.07))
    p.setPen(QColor("#333"))
    p.drawText(type_rect.adjusted(pad * 0.5, 0, 0, 0),
               Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, type_line(card))
    # Text box.
    stats = stats_text(card)
    stats_h = w * 0.12 if stats else 0
    body = QRectF(inner.left() + pad * 0.5, type_rect.bottom() + pad * 0.5,
                  inner.width() - pad, inner.bottom() - type_rect.bottom() - pad - stats_h)
    text = str(card.get("text") or "")
    p.setFont(body_font(text, body, w))
    p.setPen(QColor("#222"))
    p.save()
    p.setClipRect(body, Qt.ClipOperation.IntersectClip)  # what still does not fit is cut off
    p.drawText(body, BODY_FLAGS, text)
    p.restore()
    if stats:
        bar = QRectF(inner.left(), inner.bottom() - stats_h, inner.width(), stats_h)
        p.fillRect(bar, QColor("#20252a"))
        p.setPen(QColor("white"))
        p.setFont(_font(stats_h * 0.7, True))
        p.drawText(bar, Qt.AlignmentFlag.AlignCenter, stats)
    p.restore()


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
    return repr((tuple(parts), sorted((card.get("stats") or {}).items(), key=str)))


def card_pixmap(card: dict, width: int, dpr: float = 1.0) -> QPixmap:
    """The pre-rendered face (or back, for a hidden or face-down card) at a size and pixel ratio."""
    hidden = card.get("hidden") or card.get("face_down")
    art = _art_provider(card, width, dpr) if _art_provider is not None else None
    art_key = f"{art.cacheKey()}:" if art is not None else ""
    key = f"ct:{width}:{dpr}:{art_key}" + ("back" if hidden else _face_key(card))
    pixmap = QPixmapCache.find(key)
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
