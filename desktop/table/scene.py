"""The table scene: both players' zones laid out from the ruleset's zone specs and a view."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from desktop.qt import (
    QAbstractAnimation,
    QColor,
    QEasingCurve,
    QFontMetricsF,
    QGraphicsScene,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QTimer,
    Signal,
)
from desktop.table.cardface import card_height
from desktop.table.items import BandItem, CardItem, FlagItem, ZoneItem, band_font
from desktop.texts import counter_title, phase_title, zone_title

MARGIN = 10
LABEL_H = 22
BAND_H = 68
FLAG_MS = 4000
RETURN_MS = 220
DIMMED = 0.35  # the opacity of a zone that would not take the dragged cards


@dataclass(frozen=True)
class ZoneSpecLite:
    """What the layout needs of a ruleset's zone spec."""

    name: str
    kind: str


@dataclass
class Layout:
    """Zone rectangles (scene coordinates) and the middle band."""

    zones: dict[str, tuple[QRectF, str]]
    band: QRectF
    width: float
    height: float


def _seat_zones(view: dict, player: str, order: Sequence[str]) -> dict[str, list[str]]:
    """A player's zone keys grouped by kind, in the ruleset's order."""
    rank = {name: i for i, name in enumerate(order)}
    keys = [k for k, z in view["zones"].items() if z.get("player") == player]
    keys.sort(key=lambda k: rank.get(view["zones"][k].get("zone", ""), len(rank)))
    grouped: dict[str, list[str]] = {"hand": [], "pile": [], "area": []}
    for key in keys:
        grouped.setdefault(view["zones"][key].get("kind", "area"), []).append(key)
    return grouped


def compute_layout(view: dict, specs: Sequence[ZoneSpecLite], bottom: str, width: int) -> Layout:
    """Place the bottom seat's zones below the band and the opponent's mirrored above it."""
    h = card_height(width)
    row = LABEL_H + h + 2 * MARGIN
    order = [s.name for s in specs]
    players = list(view["players"])
    top = next((p for p in players if p != bottom), None)
    seats = {p: _seat_zones(view, p, order) for p in (bottom, top) if p}
    n_piles = max((len(g["pile"]) for g in seats.values()), default=0)
    pile_w = width + 2 * MARGIN
    scene_w = max(13 * width, n_piles * (pile_w + MARGIN) + 6 * width)
    half = 2 * row + 3 * MARGIN
    zones: dict[str, tuple[QRectF, str]] = {}
    for player, grouped in seats.items():
        mine = player == bottom
        hand_y = half + BAND_H + 2 * MARGIN + row if mine else MARGIN
        area_y = half + BAND_H + MARGIN if mine else MARGIN * 2 + row
        piles_w = len(grouped["pile"]) * (pile_w + MARGIN)
        x = scene_w - MARGIN - piles_w
        for key in grouped["pile"]:
            zones[key] = (QRectF(x + MARGIN, hand_y, pile_w, row), "pile")
            x += pile_w + MARGIN
        for key in grouped["hand"]:
            zones[key] = (QRectF(MARGIN, hand_y, scene_w - 2 * MARGIN - piles_w - MARGIN, row),
                          "hand")
        areas = grouped["area"]
        if areas:
            area_w = (scene_w - MARGIN * (len(areas) + 1)) / len(areas)
            for i, key in enumerate(areas):
                zones[key] = (QRectF(MARGIN + i * (area_w + MARGIN), area_y, area_w, row), "area")
    band = QRectF(0, half, scene_w, BAND_H)
    shared = [k for k, z in view["zones"].items() if not z.get("player")]
    x = scene_w - MARGIN
    for key in shared:
        x -= 150
        zones[key] = (QRectF(x, half + 6, 140, BAND_H - 12), "shared")
        x -= MARGIN
    return Layout(zones, band, scene_w, 2 * half + BAND_H)


def card_slots(rect: QRectF, cards: Sequence[dict], width: int) -> list[QPointF]:
    """Top-left positions of cards laid in a row inside a zone, overlapping when crowded."""
    h = card_height(width)
    widths = [h if c.get("tapped") else width for c in cards]
    gap = 6
    avail = rect.width() - 2 * MARGIN
    total = sum(widths) + gap * max(0, len(cards) - 1)
    squeeze = 1.0
    if total > avail and len(cards) > 1:
        squeeze = max(0.05, (avail - widths[-1]) / (total - widths[-1]))
    centre_y = rect.top() + LABEL_H + h / 2 + MARGIN / 2
    x = rect.left() + MARGIN
    slots = []
    for w in widths:
        slots.append(QPointF(x + w / 2 - width / 2, centre_y - h / 2))
        x += (w + gap) * squeeze
    return slots


class TableScene(QGraphicsScene):
    """One scene for the whole table, rebuilt item by item from each new view.

    Items are reused by card label, so a card keeps its item while it moves; hidden cards are
    keyed by their place (zone and index) and carry only the redacted view entry.
    """

    cardHovered = Signal(dict)
    cardsDropped = Signal(list, object, bool)  # [CardItem], zone key, Shift held (no payment)
    cardActivated = Signal(object)
    cardMenu = Signal(object, object)  # CardItem, screen QPoint
    zoneActivated = Signal(str)
    bandClicked = Signal(tuple)

    def __init__(self, card_width: int = 90) -> None:
        super().__init__()
        self.card_width = card_width
        self.setBackgroundBrush(QColor("#23412f"))
        self.cards: dict[str, CardItem] = {}
        self.zone_items: dict[str, ZoneItem] = {}
        self.band: BandItem | None = None
        self.layout: Layout | None = None
        self.bottom: str | None = None
        self.view: dict | None = None
        self._drag: list[tuple[CardItem, QPointF]] = []
        self._specs: list[ZoneSpecLite] = []
        self._hot: ZoneItem | None = None
        # Which zones would take the dragged cards (the controller asks the engine's check).
        self.drop_judge: Callable[[list[CardItem], bool], set[str]] | None = None
        self._free = False  # Shift held during the drag: a move without paying
        self._animation: QParallelAnimationGroup | None = None
        self.flags: list[FlagItem] = []
        self.hovered: CardItem | None = None

    def set_card_width(self, width: int) -> None:
        """Change the card size: every item is made again at the next ``show_view``."""
        self.card_width = width
        for item in [*self.cards.values(), *self.zone_items.values()]:
            self.removeItem(item)
        self.cards.clear()
        self.zone_items.clear()
        self.layout = None
        if self.view is not None and self.bottom is not None and self._specs:
            self.show_view(self.view, self._specs, self.bottom)

    def set_hovered(self, item: CardItem) -> None:
        """Remember the card under the mouse (the target of card commands) and zoom it."""
        self.hovered = item
        self.cardHovered.emit(item.card)

    def targets(self) -> list[CardItem]:
        """The cards a command acts on: the selection, else the card under the mouse."""
        selected = [i for i in self.selectedItems() if isinstance(i, CardItem)]
        if selected:
            return sorted(selected, key=lambda i: (i.zone, i.index))
        if self.hovered is not None and self.hovered.scene() is self:
            return [self.hovered]
        return []

    # Building from a view.
    def show_view(self, view: dict, specs: Sequence[ZoneSpecLite], bottom: str) -> None:
        """Make the table show ``view`` with ``bottom``'s seat at the bottom."""
        self.view = view
        self._specs = list(specs)
        layout = compute_layout(view, specs, bottom, self.card_width)
        if self.layout is None or bottom != self.bottom or layout.zones.keys() != (
                self.layout.zones.keys()) or layout.width != self.layout.width:
            self._rebuild_zones(layout, bottom)
        self.layout = layout
        self.bottom = bottom
        self._sync_cards(view)
        self._update_band(view)

    def _rebuild_zones(self, layout: Layout, bottom: str) -> None:
        for item in self.zone_items.values():
            self.removeItem(item)
        self.zone_items.clear()
        for key, (rect, kind) in layout.zones.items():
            mine = key.split(".", 1)[0] == bottom
            item = ZoneItem(key, kind, rect, zone_title(key, (self.view or {}).get("ruleset")), mine)
            self.addItem(item)
            self.zone_items[key] = item
        if self.band is not None:
            self.removeItem(self.band)
        self.band = BandItem(layout.band, self.bandClicked.emit)
        self.addItem(self.band)
        self.setSceneRect(QRectF(0, 0, layout.width, layout.height))

    def retranslate(self) -> None:
        """Zone titles and the band in the interface language (after a language change)."""
        ruleset = (self.view or {}).get("ruleset")
        for key, item in self.zone_items.items():
            item.set_title(zone_title(key, ruleset))
        for card in self.cards.values():  # type lines are drawn on the faces
            card.update()
        if self.view is not None and self.band is not None and self.layout is not None:
            self._update_band(self.view)

    def _shown_cards(self, key: str, zone: dict, kind: str) -> list[dict]:
        cards = list(zone.get("cards") or [])
        if kind == "shared":
            return []
        if kind == "pile":
            if not cards and zone.get("count"):
                cards = [{"hidden": True, "owner": zone.get("player"), "face_down": True}]
            return cards[:1]
        return cards

    def _sync_cards(self, view: dict) -> None:
        assert self.layout is not None
        seen: set[str] = set()
        for key, (rect, kind) in self.layout.zones.items():
            zone = view["zones"].get(key, {})
            self.zone_items[key].set_count(int(zone.get("count", len(zone.get("cards") or []))))
            cards = self._shown_cards(key, zone, kind)
            for index, (card, pos) in enumerate(
                    zip(cards, card_slots(rect, cards, self.card_width), strict=True)):
                ident = card.get("label") if not card.get("hidden") else None
                item_key = ident or f"{key}#{index}"
                item = self.cards.get(item_key)
                if item is None:
                    item = CardItem(card, key, index, self.card_width)
                    self.addItem(item)
                    self.cards[item_key] = item
                else:
                    item.set_card(card)
                item.zone, item.index = key, index
                item.setPos(pos)
                item.setZValue(index)
                seen.add(item_key)
        for item_key in set(self.cards) - seen:
            item = self.cards.pop(item_key)
            if item is self.hovered:
                self.hovered = None
            self.removeItem(item)

    def _update_band(self, view: dict) -> None:
        """Counters of both seats at the left, phases in the middle, whose turn at the right.

        The chips shrink their font (13 px down to 9) when a language's words would run into the
        shared zones at the band's right end."""
        assert self.band is not None and self.layout is not None
        shared = [rect.left() for rect, kind in self.layout.zones.values() if kind == "shared"]
        limit = min(shared, default=self.layout.band.right()) - self.layout.band.left() - 10
        px = 13
        chips, right = self._band_chips(view, px)
        while right > limit and px > 9:
            px -= 1
            chips, right = self._band_chips(view, px)
        self.band.set_chips(chips, px)

    def _band_chips(self, view: dict, px: float) -> tuple[list, float]:
        """The band's chips at a font size, and the right end of the last one."""
        assert self.layout is not None
        chips: list = []
        turn = view.get("turn") or {}
        players = [p for p in view["players"] if p != self.bottom] + [self.bottom]
        states = view.get("players_state") or {}
        h = self.layout.band.height()
        line_h = (h - 8) / 2
        metrics = QFontMetricsF(band_font(px))
        least = 70.0 * px / 13
        right = 0.0
        for row, player in enumerate(players[-2:]):
            y = 4 + row * line_h
            active = player == turn.get("active")
            chips.append((QRectF(6, y, 90, line_h), player, None, active,
                          self.tr("{player}'s turn").format(player=player) if active else ""))
            x = 100.0
            for name, value in (states.get(player) or {}).items():
                title = counter_title(name)
                text = f"{title} {value}"
                width = max(least, metrics.horizontalAdvance(text) + 12)
                chips.append((QRectF(x, y + 2, 22, line_h - 4), "−", ("counter", player, name, -1),
                              False, self.tr("{player}: {counter} −1").format(player=player,
                                                                             counter=title)))
                chips.append((QRectF(x + 24, y, width, line_h), text, None, False,
                              self.tr("{player}: {counter} {value}").format(
                                  player=player, counter=title, value=value)))
                chips.append((QRectF(x + 26 + width, y + 2, 22, line_h - 4), "+",
                              ("counter", player, name, 1), False,
                              self.tr("{player}: {counter} +1").format(player=player,
                                                                      counter=title)))
                x += width + 56
            right = max(right, x)
        x = right + 10
        phases = list(view.get("phases") or [])
        if turn.get("phase") and turn["phase"] not in phases:  # e.g. Berserk's mulligan setup
            phases.insert(0, turn["phase"])
        for phase in phases:
            title = phase_title(phase)
            width = max(least, metrics.horizontalAdvance(title) + 16)
            now = phase == turn.get("phase")
            tip = (self.tr("The current phase: {phase}") if now
                   else self.tr("Go to this phase: {phase}")).format(phase=title)
            chips.append((QRectF(x, 14, width, h - 28), title, ("phase", phase), now, tip))
            x += width + 6
        end = self.tr("End turn")
        width = metrics.horizontalAdvance(end) + 20
        chips.append((QRectF(x, 14, width, h - 28), end, ("end_turn",), False,
                      self.tr("End the turn: the other player goes next")))
        return chips, x + width

    # Lookup.
    def zone_at(self, pos: QPointF) -> str | None:
        """The key of the zone under a scene point."""
        for key, item in self.zone_items.items():
            if item.scene_rect().contains(pos):
                return key
        return None

    def item_for(self, label: str) -> CardItem | None:
        """The item showing the card with this label, if the viewer sees it."""
        return self.cards.get(label)

    def highlight(self, labels: Iterable[str]) -> None:
        """Mark these cards (and unmark the others)."""
        wanted = set(labels)
        for label, item in self.cards.items():
            item.set_highlighted(label in wanted)

    # Dragging.
    def begin_drag(self, grabbed: CardItem, free: bool = False) -> None:
        """Start moving every selected card with the mouse; light the zones that would take
        them and dim the others."""
        items = [i for i in self.selectedItems() if isinstance(i, CardItem)] or [grabbed]
        self._drag = [(item, item.pos()) for item in items]
        for item in items:
            item.setZValue(500 + item.zValue())
        self._free = free
        self._light_targets()

    def _light_targets(self) -> None:
        """Full strength for the zones that would take the dragged cards (and their own),
        dimmed for the others; all at full strength when nobody judges."""
        items = [item for item, _home in self._drag]
        accepting = self.drop_judge(items, self._free) if self.drop_judge and items else None
        homes = {item.zone for item in items}
        for key, zone in self.zone_items.items():
            lit = accepting is None or key in accepting or key in homes
            zone.setOpacity(1.0 if lit else DIMMED)

    def drag_by(self, delta: QPointF, free: bool | None = None) -> None:
        """Move the dragged cards and light up the zone below the grabbed one; ``free``: Shift
        was pressed or let go (the zones that would take the cards change)."""
        for item, home in self._drag:
            item.setPos(home + delta)
        if free is not None and free != self._free and self._drag:
            self._free = free
            self._light_targets()
        if self._drag:
            first = self._drag[0][0]
            centre = first.mapToScene(first.boundingRect().center())
            self._set_hot(self.zone_at(centre))

    def _set_hot(self, key: str | None) -> None:
        item = self.zone_items.get(key) if key else None
        if self._hot is not item:
            if self._hot is not None:
                self._hot.set_hot(False)
            if item is not None:
                item.set_hot(True)
            self._hot = item

    def end_drag(self, pos: QPointF, free: bool = False) -> None:
        """Drop the dragged cards: report the target (and whether Shift was held), or send them
        home."""
        self._set_hot(None)
        for zone in self.zone_items.values():
            zone.setOpacity(1.0)
        items = [item for item, _home in self._drag]
        target = self.zone_at(pos)
        if target is None or all(item.zone == target for item in items):
            self.return_home(items)
            return
        self.cardsDropped.emit(items, target, free)

    def home_of(self, item: CardItem) -> QPointF:
        """Where a dragged card came from (its place now when it is not being dragged)."""
        return next((home for dragged, home in self._drag if dragged is item), item.pos())

    def return_home(self, items: Sequence[CardItem]) -> None:
        """Animate cards back to where the drag started."""
        homes = {id(item): home for item, home in self._drag}
        group = QParallelAnimationGroup(self)
        for item in items:
            home = homes.get(id(item))
            if home is None or item.scene() is not self:
                continue
            anim = QPropertyAnimation(item, b"pos", group)
            anim.setDuration(RETURN_MS)
            anim.setEasingCurve(QEasingCurve.Type.OutCubic)
            anim.setEndValue(home)
            group.addAnimation(anim)
            item.setZValue(item.index)
        self._drag = []
        self._animation = group
        group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def finish_drag(self) -> None:
        """Forget the drag after the controller placed the cards."""
        self._drag = []

    # Flags.
    def flag(self, text: str, kind: str, near: QPointF) -> FlagItem:
        """Show a note next to a point for a few seconds (below the notes still shown there)."""
        item = FlagItem(text, kind)
        size = item.boundingRect().size()
        x = min(max(near.x(), 0), self.sceneRect().width() - size.width())
        y = min(max(near.y() - size.height() - 4, 0), self.sceneRect().height() - size.height())
        item.setPos(self._free_place(QRectF(QPointF(x, y), size)).topLeft())
        self.addItem(item)
        self.flags.append(item)
        QTimer.singleShot(FLAG_MS, self, lambda: self._drop_flag(item))
        return item

    def _free_place(self, place: QRectF) -> QRectF:
        """``place``, or the nearest spot below (else above) it that no shown note covers."""
        shown = [f.sceneBoundingRect() for f in self.flags if f.scene() is self]
        for down in (True, False):
            trial = QRectF(place)
            for _ in range(len(shown) + 1):
                hits = [r for r in shown if r.intersects(trial)]
                if not hits:
                    if trial.top() >= 0 and trial.bottom() <= self.sceneRect().bottom():
                        return trial
                    break
                if down:
                    trial.moveTop(max(r.bottom() for r in hits) + 4)
                else:
                    trial.moveBottom(min(r.top() for r in hits) - 4)
        return place

    def _drop_flag(self, item: FlagItem) -> None:
        if item in self.flags:
            self.flags.remove(item)
            if item.scene() is self:
                self.removeItem(item)
