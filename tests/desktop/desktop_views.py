"""Hand-made views (the shape ``Game.view`` returns) for tests of the scene alone."""

from __future__ import annotations

from desktop.table.scene import ZoneSpecLite

HKK_SPECS = [ZoneSpecLite(n, k) for n, k in (
    ("deck", "pile"), ("hand", "hand"), ("discard", "pile"), ("void", "pile"),
    ("guard", "area"), ("reserve", "area"), ("table", "area"))]


def card(label: str, name: str, owner: str = "anna", **extra: object) -> dict:
    """A visible card entry."""
    entry = {"label": label, "def": name.lower(), "name": name, "type": "creature",
             "text": "Amikor belép: húzz egy lapot.", "image": None, "stats": {}, "cost": 2,
             "owner": owner, "controller": owner, "tapped": False, "face_down": False,
             "markers": {}, "effects": [], "prepared": False, "flagged": False}
    entry.update(extra)
    return entry


def hidden(owner: str) -> dict:
    """A hidden card entry: no name, definition or label."""
    return {"hidden": True, "owner": owner, "tapped": False, "face_down": True}


def zone(player: str | None, name: str, kind: str, cards: list[dict]) -> dict:
    """A zone entry."""
    return {"player": player, "zone": name, "kind": kind, "visible": kind != "pile" or
            name != "deck", "ordered": kind == "pile", "count": len(cards), "cards": cards}


def hkk_view(cards_in_area: int = 2) -> dict:
    """anna's view of a small HKK table."""
    zones = {
        "anna.hand": zone("anna", "hand", "hand", [card(f"h{i}", f"Farkas {i}") for i in range(4)]),
        "anna.deck": zone("anna", "deck", "pile", [hidden("anna")] * 20),
        "anna.discard": zone("anna", "discard", "pile", [card("d1", "Szellem", type="spell")]),
        "anna.void": zone("anna", "void", "pile", []),
        "anna.guard": zone("anna", "guard", "area", []),
        "anna.reserve": zone("anna", "reserve", "area",
                             [card(f"r{i}", f"Medve {i}", tapped=i == 0) for i in
                              range(cards_in_area)]),
        "anna.table": zone("anna", "table", "area", []),
        "bela.hand": zone("bela", "hand", "hand", [hidden("bela")] * 3),
        "bela.deck": zone("bela", "deck", "pile", [hidden("bela")] * 20),
        "bela.discard": zone("bela", "discard", "pile", []),
        "bela.void": zone("bela", "void", "pile", []),
        "bela.guard": zone("bela", "guard", "area", []),
        "bela.reserve": zone("bela", "reserve", "area", [card("b1", "Troll", owner="bela")]),
        "bela.table": zone("bela", "table", "area", []),
        "removed": zone(None, "removed", "pile", []),
    }
    return {"viewer": "anna", "ruleset": "hkk", "players": ["anna", "bela"],
            "enforcement": "strict", "turn": {"active": "anna", "phase": "main", "number": 2},
            "phases": ["prep", "draw", "main", "combat", "healing", "end"],
            "players_state": {"anna": {"VP": 2, "life": 20}, "bela": {"VP": 0, "life": 20}},
            "counters": {"anna": {"life": 20, "VP": 2}, "bela": {"life": 20, "VP": 0}},
            "legal_phases": ["combat", "healing", "end"], "pending": None,
            "zones": zones, "log": [], "outcome": None}


def drag_to_zone(qtbot, table, item, zone: str, modifier=None) -> None:
    """Drag a card item with the real mouse (press, moves, release) onto a zone's centre."""
    from desktop.qt import QPoint, Qt

    mods = modifier or Qt.KeyboardModifier.NoModifier
    viewport = table.viewport()
    start = table.mapFromScene(item.mapToScene(item.boundingRect().center()))
    target = table.mapFromScene(table.scene().zone_items[zone].scene_rect().center())
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, mods, start)
    qtbot.mouseMove(viewport, start + QPoint(15, -15))
    qtbot.mouseMove(viewport, (start + target) / 2)
    qtbot.mouseMove(viewport, target)
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, mods, target)


def show_table(qtbot, view: dict | None = None, card_width: int = 150,
               size: tuple[int, int] = (1216, 874), bottom: str = "anna"):
    """A table scene showing ``view`` (``hkk_view()`` by default) in a shown view of ``size``."""
    from desktop.table.scene import TableScene
    from desktop.table.view import TableView

    scene = TableScene(card_width)
    scene.show_view(view or hkk_view(), HKK_SPECS, bottom)
    table = TableView(scene)
    qtbot.addWidget(table)
    table.resize(*size)
    table.show()
    qtbot.waitExposed(table)
    table.fit()
    return scene, table
