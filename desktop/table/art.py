"""Card illustrations of our own, drawn with QPainter: no image files, no borrowed art.

A card without an image from its set gets a small landscape painted from its definition: a sky in
the colours of its type, ridges fading into fog, a sun or moon, and a motif for the card's type
(glowing eyes for a creature, a rune for a spell, a blade for equipment, a banner for a hero...).
The same definition always paints the same picture (the random generator is seeded from the card's
id and type), at any size, so the first start of the demo game looks like a game and not a form.
"""

from __future__ import annotations

import cmath
import math
import random
import zlib

from desktop.qt import (
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPointF,
    QRadialGradient,
    QRectF,
    Qt,
)

# type -> (sky top, horizon, ridge colour): moods, not rules; unknown types get the default.
PALETTES = {
    "creature": ("#1d3b2a", "#b9c98a", "#13261b"),
    "hero": ("#3a2608", "#f0c26a", "#24170a"),
    "spell": ("#141c3c", "#8fb3e8", "#0d1430"),
    "event": ("#2b1538", "#d79ad8", "#1c0e26"),
    "equipment": ("#1f2326", "#b8c2c8", "#121518"),
    "item": ("#2e2412", "#d9b77a", "#1d170b"),
    "artifact": ("#2e2412", "#d9b77a", "#1d170b"),
}
DEFAULT_PALETTE = ("#22262b", "#a8b0b8", "#15181b")
RIDGE_STEPS = 64  # straight pieces a ridge line is drawn with


def art_seed(card: dict) -> int:
    """A stable seed for a card's picture: the same definition, the same picture, every run.
    The definition's id and type make it, not its name: a renamed or translated card keeps
    its picture (and a face whose name alone changes changes only where the name is)."""
    key = f"{card.get('def') or ''}|{card.get('type') or ''}"
    return zlib.crc32(key.encode("utf-8"))


def paint_illustration(p: QPainter, rect: QRectF, card: dict) -> None:
    """Paint the card's illustration into ``rect`` (clipped to it)."""
    rng = random.Random(art_seed(card))
    kind = str(card.get("type") or "").lower()
    hue_shift = rng.uniform(-28, 28)
    top, horizon, ridge = (_shifted(QColor(c), hue_shift) for c in PALETTES.get(kind, DEFAULT_PALETTE))
    if rng.random() < 0.3:  # night: a darker sky, the light a moon
        top, horizon = top.darker(170), _mix(horizon, top, 0.55)
    p.save()
    p.setClipRect(rect, Qt.ClipOperation.IntersectClip)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    _sky(p, rect, top, horizon)
    _light(p, rect, rng, horizon)
    layers = rng.randint(3, 4)
    for layer in range(layers):
        depth = (layer + 1) / layers  # 0 far … 1 near
        color = _mix(horizon, ridge, 0.35 + 0.65 * depth)
        line = _ridge(p, rect, rng, depth, color)
        if layer == layers - 2 and kind in WOODED:
            _pines(p, rect, rng, line, color)
        if layer < layers - 1:
            _fog(p, rect, depth, horizon)
    MOTIFS.get(kind, _stars)(p, rect, rng, horizon)
    p.restore()


def _shifted(color: QColor, degrees: float) -> QColor:
    """``color`` with its hue turned by ``degrees`` (greys stay grey)."""
    hue = color.hsvHue()
    if hue < 0:
        return color
    return QColor.fromHsv(round(hue + degrees) % 360, color.hsvSaturation(), color.value())


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    """The colour ``t`` of the way from ``a`` to ``b``."""
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
    )


def _sky(p: QPainter, rect: QRectF, top: QColor, horizon: QColor) -> None:
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    grad.setColorAt(0, top)
    grad.setColorAt(0.65, horizon)
    grad.setColorAt(1, horizon.darker(130))
    p.fillRect(rect, grad)


def _light(p: QPainter, rect: QRectF, rng: random.Random, horizon: QColor) -> None:
    """A sun or moon with its glow, somewhere in the upper sky."""
    r = min(rect.width(), rect.height()) * rng.uniform(0.1, 0.16)  # a wide box: not a huge sun
    centre = QPointF(rect.left() + rect.width() * rng.uniform(0.38, 0.85),  # clear of the cost
                     rect.top() + rect.height() * rng.uniform(0.22, 0.38))
    glow = QRadialGradient(centre, r * 4)
    light = horizon.lighter(160)
    glow.setColorAt(0, QColor(light.red(), light.green(), light.blue(), 150))
    glow.setColorAt(1, QColor(light.red(), light.green(), light.blue(), 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(glow)
    p.drawEllipse(centre, r * 4, r * 4)
    p.setBrush(QColor(255, 250, 235, 230))
    p.drawEllipse(centre, r, r)


def _ridge(p: QPainter, rect: QRectF, rng: random.Random, depth: float,
           color: QColor) -> list[tuple[float, float]]:
    """One ridge line (seeded waves, each octave finer and weaker), filled down to the bottom
    edge; returns the line's points (x, y), left to right."""
    base = rect.top() + rect.height() * (0.45 + 0.4 * depth)
    amplitude = rect.height() * (0.13 - 0.06 * depth)
    start = rng.uniform(0.6, 1.6) * (1 + depth)
    octaves = [(start * 2**k, rng.uniform(0, math.tau), 0.55**k) for k in range(4)]
    total = sum(weight for _, _, weight in octaves)
    ys = [0.0] * (RIDGE_STEPS + 1)
    for frequency, phase, weight in octaves:
        # weight·sin(frequency·τ·i/RIDGE_STEPS + phase) for every i: a point turned step by step
        # round a circle (one multiplication a step) instead of a sine each.
        point = cmath.rect(weight, phase)
        turn = cmath.rect(1.0, frequency * math.tau / RIDGE_STEPS)
        for i in range(RIDGE_STEPS + 1):
            ys[i] += point.imag
            point *= turn
    left, step = rect.left(), rect.width() / RIDGE_STEPS
    line = [(left + i * step, base - y / total * amplitude) for i, y in enumerate(ys)]
    path = QPainterPath()
    path.moveTo(left, rect.bottom())
    for x, y in line:
        path.lineTo(x, y)
    path.lineTo(rect.right(), rect.bottom())
    path.closeSubpath()
    p.fillPath(path, color)
    return line


def _pines(p: QPainter, rect: QRectF, rng: random.Random, line: list[tuple[float, float]],
           color: QColor) -> None:
    """A few fir trees standing on a ridge line."""
    for _ in range(rng.randint(2, 7)):
        foot_x, foot_y = line[rng.randrange(len(line))]
        height = rect.height() * rng.uniform(0.08, 0.16)
        half = height * 0.28
        tree = QPainterPath()
        for tier in range(3):
            top = foot_y - height * (1 - tier * 0.28)
            bottom = foot_y - height * 0.2 * (2 - tier)
            spread = half * (0.55 + tier * 0.25)
            tree.moveTo(foot_x, top)
            tree.lineTo(foot_x + spread, bottom)
            tree.lineTo(foot_x - spread, bottom)
            tree.closeSubpath()
        tree.addRect(QRectF(foot_x - half * 0.12, foot_y - height * 0.2, half * 0.24, height * 0.22))
        p.fillPath(tree, color.darker(115))


def _fog(p: QPainter, rect: QRectF, depth: float, horizon: QColor) -> None:
    """A band of mist in front of a ridge: what makes the layers read as distance."""
    y = rect.top() + rect.height() * (0.5 + 0.4 * depth)
    band = QRectF(rect.left(), y - rect.height() * 0.08, rect.width(), rect.height() * 0.16)
    grad = QLinearGradient(band.topLeft(), band.bottomLeft())
    mist = horizon.lighter(115)
    grad.setColorAt(0, QColor(mist.red(), mist.green(), mist.blue(), 0))
    grad.setColorAt(0.6, QColor(mist.red(), mist.green(), mist.blue(), 90))
    grad.setColorAt(1, QColor(mist.red(), mist.green(), mist.blue(), 0))
    p.fillRect(band, grad)


def _glow_pen(color: QColor, width: float, alpha: int) -> QPen:
    pen = QPen(QColor(color.red(), color.green(), color.blue(), alpha), width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _eyes(p: QPainter, rect: QRectF, rng: random.Random, horizon: QColor) -> None:
    """A creature: a pair of glowing eyes in the dark of the nearest ridge."""
    w = rect.width()
    cx = rect.left() + w * rng.uniform(0.3, 0.7)
    cy = rect.top() + rect.height() * rng.uniform(0.78, 0.88)
    gap, size = w * rng.uniform(0.07, 0.11), w * rng.uniform(0.035, 0.05)
    color = QColor.fromHsv(rng.choice((30, 45, 60, 90, 160)), 200, 255)
    for side in (-1, 1):
        centre = QPointF(cx + side * gap / 2, cy)
        glow = QRadialGradient(centre, size * 3)
        glow.setColorAt(0, QColor(color.red(), color.green(), color.blue(), 160))
        glow.setColorAt(1, QColor(color.red(), color.green(), color.blue(), 0))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(glow)
        p.drawEllipse(centre, size * 3, size * 3)
        eye = QPainterPath()
        eye.moveTo(centre.x() - size, centre.y())
        eye.quadTo(centre.x(), centre.y() - size * side * 0.2 - size * 0.8, centre.x() + size,
                   centre.y())
        eye.quadTo(centre.x(), centre.y() + size * 0.8, centre.x() - size, centre.y())
        p.fillPath(eye, color.lighter(130))


def _rune(p: QPainter, rect: QRectF, rng: random.Random, horizon: QColor) -> None:
    """A spell: a glowing circle of power with a seeded rune inside."""
    w = rect.width()
    centre = QPointF(rect.center().x(), rect.top() + rect.height() * 0.55)
    radius = min(w * 0.2, rect.height() * 0.38)
    light = horizon.lighter(150)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for width, alpha in ((w * 0.05, 60), (w * 0.018, 230)):
        p.setPen(_glow_pen(light, width, alpha))
        p.drawEllipse(centre, radius, radius)
        points = [QPointF(centre.x() + radius * 0.75 * math.cos(a), centre.y() + radius * 0.75 * math.sin(a))
                  for a in (rng.uniform(0, math.tau) for _ in range(4))]
        path = QPainterPath(points[0])
        for point in points[1:]:
            path.lineTo(point)
        p.drawPath(path)


def _blade(p: QPainter, rect: QRectF, rng: random.Random, horizon: QColor) -> None:
    """Equipment: a blade standing in the ground, against the light."""
    w, h = rect.width(), rect.height()
    cx = rect.left() + w * rng.uniform(0.4, 0.6)
    tip, guard, pommel = rect.top() + h * 0.86, rect.top() + h * 0.38, rect.top() + h * 0.24
    half = w * 0.035
    blade = QPainterPath(QPointF(cx - half, guard))
    blade.lineTo(cx + half, guard)
    blade.lineTo(cx + half * 0.8, tip - half * 2)
    blade.lineTo(cx, tip)
    blade.lineTo(cx - half * 0.8, tip - half * 2)
    blade.closeSubpath()
    steel = QLinearGradient(QPointF(cx - half, 0), QPointF(cx + half, 0))
    steel.setColorAt(0, QColor("#dfe6ea"))
    steel.setColorAt(1, QColor("#6e7a82"))
    p.fillPath(blade, steel)
    dark = QColor("#2a2118")
    p.fillRect(QRectF(cx - w * 0.13, guard - h * 0.02, w * 0.26, h * 0.025), dark)
    p.fillRect(QRectF(cx - half * 0.6, pommel, half * 1.2, guard - pommel), dark)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(horizon.lighter(120))
    p.drawEllipse(QPointF(cx, pommel), w * 0.03, w * 0.03)


def _banner(p: QPainter, rect: QRectF, rng: random.Random, horizon: QColor) -> None:
    """A hero: a banner on a pole on the nearest ridge."""
    w, h = rect.width(), rect.height()
    x = rect.left() + w * rng.uniform(0.3, 0.65)
    foot, top = rect.top() + h * 0.82, rect.top() + h * 0.2
    p.setPen(_glow_pen(QColor("#20160c"), w * 0.02, 255))
    p.drawLine(QPointF(x, foot), QPointF(x, top))
    cloth = QPainterPath(QPointF(x, top + h * 0.02))
    flutter = w * rng.uniform(0.02, 0.05)
    cloth.cubicTo(x + w * 0.12, top - flutter, x + w * 0.2, top + flutter * 2, x + w * 0.32, top + h * 0.03)
    cloth.lineTo(x + w * 0.26, top + h * 0.11)
    cloth.lineTo(x + w * 0.32, top + h * 0.19)
    cloth.cubicTo(x + w * 0.2, top + h * 0.17, x + w * 0.12, top + h * 0.21, x, top + h * 0.18)
    cloth.closeSubpath()
    p.fillPath(cloth, QColor.fromHsv(rng.choice((0, 20, 210, 270)), 170, 170))


def _chest(p: QPainter, rect: QRectF, rng: random.Random, horizon: QColor) -> None:
    """An item: a small chest giving off light."""
    w, h = rect.width(), rect.height()
    side = min(w, h * 1.6)  # sized by the shorter way: a wide picture box gets no flat chest
    box = QRectF(rect.left() + w * rng.uniform(0.35, 0.6) - side * 0.14, rect.top() + h * 0.84 - side * 0.2,
                 side * 0.28, side * 0.17)
    glow = QRadialGradient(box.center(), side * 0.3)
    light = horizon.lighter(170)
    glow.setColorAt(0, QColor(light.red(), light.green(), light.blue(), 170))
    glow.setColorAt(1, QColor(light.red(), light.green(), light.blue(), 0))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(glow)
    p.drawEllipse(box.center(), side * 0.3, side * 0.3)
    p.fillRect(box, QColor("#5a3b1c"))
    p.fillRect(QRectF(box.left(), box.top() + box.height() * 0.35, box.width(), box.height() * 0.12),
               QColor("#c9a14a"))


def _stars(p: QPainter, rect: QRectF, rng: random.Random, horizon: QColor) -> None:
    """Events and anything else: a scatter of stars over the ridges."""
    p.setPen(Qt.PenStyle.NoPen)
    for _ in range(rng.randint(12, 24)):
        point = QPointF(rect.left() + rect.width() * rng.random(),
                        rect.top() + rect.height() * rng.uniform(0.02, 0.45))
        size = rect.width() * rng.uniform(0.004, 0.012)
        p.setBrush(QColor(255, 255, 240, rng.randint(120, 255)))
        p.drawEllipse(point, size, size)


WOODED = frozenset({"creature", "hero", "location"})
MOTIFS = {
    "creature": _eyes,
    "hero": _banner,
    "spell": _rune,
    "event": _stars,
    "equipment": _blade,
    "item": _chest,
    "artifact": _chest,
}
