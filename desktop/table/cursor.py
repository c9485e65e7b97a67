"""The keyboard's cursor on the table (issue 32): one place at a time, a card of a zone, an empty
zone, or a chip of the band, ringed so that it shows and read out by a screen reader.

The cursor goes through *stops*, in this order (docs/keyboard.md): your hand, your areas, your
piles, the band's counters, the band's phases (then *End turn* and a reaction's offer), each other
player's areas, hand and piles, and the zones of nobody's. Within a stop the arrow keys go from
card to card (a pile shows only its top card; an empty zone is a stop of its own), Ctrl+arrows
from stop to stop. Nothing here knows a game: the stops are the view's zones, by kind, and the
band's chips.

After every new view the cursor stays on its card while the card stays in its zone; a card that
left (played, destroyed) leaves the cursor at its place in the zone, on the card that took it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from desktop.qt import QObject, QRectF, Signal

if TYPE_CHECKING:
    from desktop.table.items import CardItem
    from desktop.table.scene import TableScene

COUNTERS = "band:counters"
PHASES = "band:phases"
BAND_STOPS = (COUNTERS, PHASES)


class CardCursor(QObject):
    """Where the keyboard is on one table scene, and whether the keyboard is in use there
    (``active``: then the card commands act on the cursor's card and the ring shows)."""

    moved = Signal()  # the cursor is somewhere else, or what it is on changed

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)  # the scene is its parent (no reference cycle to collect)
        self.stop: str | None = None
        self.index = 0
        self.ident: Any = None  # what the cursor is on (a card's label, a chip's key)
        self.active = False  # the keyboard moved it since the mouse last pressed on the table
        self.focused = False  # the table has the keyboard focus (the ring shows only then)

    @property
    def scene(self) -> TableScene:
        """The table scene the cursor moves on."""
        return cast("TableScene", self.parent())

    # The stops and what they hold.
    def stops(self) -> list[str]:
        """Every stop of the table now, in the cursor's order."""
        scene = self.scene
        layout, view, bottom = scene.layout, scene.view, scene.bottom
        if layout is None or view is None or bottom is None:
            return []
        order = {spec.name: rank for rank, spec in enumerate(scene.specs)}

        def of(player: str, kind: str) -> list[str]:
            keys = [key for key, (_rect, zone_kind) in layout.zones.items()
                    if zone_kind == kind and key.split(".", 1)[0] == player]
            return sorted(keys, key=lambda key: order.get(key.split(".", 1)[1], len(order)))

        stops = [*of(bottom, "hand"), *of(bottom, "area"), *of(bottom, "pile")]
        stops += [stop for stop in BAND_STOPS if self.elements(stop)]
        for player in view.get("players") or []:
            if player != bottom:
                stops += [*of(player, "area"), *of(player, "hand"), *of(player, "pile")]
        stops += [key for key, (_rect, kind) in layout.zones.items() if kind == "shared"]
        return stops

    def elements(self, stop: str | None) -> list[Any]:
        """What a stop holds, in order: a zone's card items, the band's chip keys."""
        if stop is None:
            return []
        if stop in BAND_STOPS:
            return self.band_keys(stop)
        return sorted((item for item in self.scene.cards.values() if item.zone == stop),
                      key=lambda item: item.index)

    def band_keys(self, stop: str) -> list[tuple]:
        """The band's chips of a stop: the counters (the bottom player's first), or the phases
        with *End turn* and a reaction's offer."""
        band = self.scene.band
        if band is None:
            return []
        keys = [chip.key for chip in band.chips() if chip.key is not None]
        if stop == COUNTERS:
            counters = [key for key in keys if key[0] == "counter"]
            return sorted(counters, key=lambda key: key[1] != self.scene.bottom)
        return [key for key in keys if key[0] in ("phase", "end_turn", "offer")]

    # Where it is.
    def current(self) -> Any:
        """The card item or chip key the cursor is on (None: an empty zone, or no table)."""
        elements = self.elements(self.stop)
        return elements[self.index] if 0 <= self.index < len(elements) else None

    def card(self) -> CardItem | None:
        """The card the cursor is on, if it is on one."""
        from desktop.table.items import CardItem

        current = self.current()
        return current if isinstance(current, CardItem) else None

    def zone(self) -> str | None:
        """The zone the cursor is in (None: on the band)."""
        return self.stop if self.stop is not None and self.stop not in BAND_STOPS else None

    def chip(self) -> tuple | None:
        """The band chip's key the cursor is on, if it is on one."""
        current = self.current()
        return current if isinstance(current, tuple) else None

    def rect(self) -> QRectF | None:
        """Where the cursor is, in scene coordinates (a card, a chip, an empty zone)."""
        scene = self.scene
        current = self.current()
        card = self.card()
        if card is not None:
            return card.sceneBoundingRect().adjusted(3, 3, -3, -3)  # the card, not its margin
        if isinstance(current, tuple) and scene.band is not None:
            chip = scene.band.chip(current)
            return scene.band.mapRectToScene(chip.rect) if chip is not None else None
        zone = scene.zone_items.get(self.stop or "")
        if zone is None:
            return None
        rect = zone.scene_rect()
        if zone.slot is not None:
            return zone.slot.translated(zone.pos())
        return rect

    # Moving.
    def reset(self) -> None:
        """To the first card of the bottom seat's hand (a new seat starts there)."""
        stops = self.stops()
        self._go(stops[0] if stops else None, 0)

    def step(self, delta: int) -> None:
        """To the next (``delta`` 1) or previous (-1) card of the stop; it stops at the ends."""
        count = len(self.elements(self.stop))
        self._go(self.stop, max(0, min(count - 1, self.index + delta)) if count else 0)

    def jump(self, last: bool) -> None:
        """To the stop's first or last card."""
        count = len(self.elements(self.stop))
        self._go(self.stop, count - 1 if last and count else 0)

    def next_stop(self, delta: int) -> None:
        """To the next (``delta`` 1) or previous (-1) stop, on its first card; around the ends."""
        stops = self.stops()
        if not stops:
            return
        here = stops.index(self.stop) if self.stop in stops else -delta
        self._go(stops[(here + delta) % len(stops)], 0)

    def go_to(self, stop: str, index: int = 0) -> None:
        """To a stop's card at ``index`` (clamped)."""
        count = len(self.elements(stop))
        self._go(stop, max(0, min(count - 1, index)) if count else 0)

    def _go(self, stop: str | None, index: int) -> None:
        self.stop, self.index = stop, index
        self.ident = self._ident_of(self.current())
        self.scene.show_cursor()
        self.moved.emit()

    @staticmethod
    def _ident_of(element: Any) -> Any:
        if isinstance(element, tuple):
            return element
        label = getattr(element, "label", None)
        return label

    def follow(self, seat_changed: bool) -> None:
        """After a new view: the same card (or chip) if it is still in the stop, else the same
        place in the stop; a new seat starts on its hand."""
        stops = self.stops()
        if seat_changed or self.stop not in stops:
            self.reset()
            return
        elements = self.elements(self.stop)
        found = next((i for i, element in enumerate(elements)
                      if self.ident is not None and self._ident_of(element) == self.ident), None)
        before = (self.index, self.ident)
        self.index = found if found is not None else max(0, min(len(elements) - 1, self.index))
        self.ident = self._ident_of(self.current())
        self.scene.show_cursor()
        if (self.index, self.ident) != before:
            self.moved.emit()
