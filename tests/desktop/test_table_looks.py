"""The table as a player sees it (issue 10): card and name sizes, the room cards get, the hover
zoom, the player bar and phase bar from the ruleset, and nothing stale or in the way."""

from __future__ import annotations

import pytest
from desktop_views import HKK_SPECS, hkk_view, show_table
from table_measure import SCREENS, figures

from desktop import session
from desktop.mainwindow import MainWindow
from desktop.qt import QFontMetricsF, QPoint, QPointF, QRectF, Qt
from desktop.table.cardface import (
    WHOLE_WORD_SHRINK,
    card_height,
    face_boxes,
    fit_name,
    fit_text,
    name_sizes,
)
from desktop.table.items import ZOOM, CardItem
from desktop.table.view import TableView
from engine import Journal

# Cockatrice 3.1 on a 1600×1000 screen: 124×177 px cards with 12 px names.
COCKATRICE_CARD = (124, 177)
COCKATRICE_NAME_PX = 12


def open_demo(qtbot, settings, tmp_path, game_name: str, screen: str = "1600x1000",
              seat: str | None = None) -> MainWindow:
    """The demo game's window as the app opens it on ``screen`` (its size fitted to it)."""
    game = session.demo(game_name)
    journal = tmp_path / f"{game_name}.jsonl"
    session.attach_journal(game, journal)
    window = MainWindow(game, settings, seat, journal=journal)
    qtbot.addWidget(window)
    window.fit_to_screen(SCREENS[screen])
    window.show()
    qtbot.waitExposed(window)
    window.table.fit()
    return window


@pytest.mark.parametrize("game_name", ["hkk", "berserk", "free"])
def test_cards_are_large_and_get_the_room_on_a_1600x1000_screen(qtbot, settings, tmp_path,
                                                                  game_name):
    window = open_demo(qtbot, settings, tmp_path, game_name)
    measured = figures(window)
    assert measured.card[0] >= COCKATRICE_CARD[0] and measured.card[1] >= COCKATRICE_CARD[1]
    assert measured.name_px[0] >= COCKATRICE_NAME_PX
    # The zones' frames were 77 % of the table's pixels and the cards 14 %: now the frames are
    # thin lines and names, and at the first turn's start the cards already cover more.
    assert measured.frames_share < 0.05
    assert measured.cards_share > 0.18 and measured.cards_share > 5 * measured.frames_share
    # The whole table is in sight, one scene unit per pixel (no blurry scaling).
    assert window.table.transform().m11() == 1
    viewport = QRectF(window.table.viewport().rect())
    shown = window.table.mapFromScene(window.scene.sceneRect()).boundingRect()
    assert viewport.adjusted(-1, -1, 1, 1).contains(QRectF(shown))


@pytest.mark.parametrize("game_name", ["hkk", "berserk"])
def test_a_small_laptop_screen_gets_smaller_cards_but_the_whole_table(qtbot, settings, tmp_path,
                                                                      game_name):
    window = open_demo(qtbot, settings, tmp_path, game_name, "1366x768")
    measured = figures(window)
    assert 100 <= measured.card[0] < 150
    assert window.table.transform().m11() == 1
    zones = [item.scene_rect() for item in window.scene.zone_items.values()]
    assert all(window.scene.sceneRect().contains(rect) for rect in zones)
    for i, a in enumerate(zones):  # and nothing lies on anything else
        assert not any(a.intersects(b) for b in zones[i + 1:])


def test_the_card_size_setting_caps_the_cards(qtbot, settings, tmp_path):
    settings.card_width = 110
    window = open_demo(qtbot, settings, tmp_path, "hkk")
    assert figures(window).card[0] == 110
    window.scene.set_card_width(190)  # larger than the height holds: the height decides
    assert 140 <= window.scene.card_width < 190


def scene_and_view(qtbot, view: dict | None = None, bottom: str = "anna"):
    return show_table(qtbot, view, bottom=bottom)


def centre_of(table: TableView, item: CardItem) -> QPoint:
    return table.mapFromScene(item.mapToScene(item.boundingRect().center()))


def point_at(qtbot, table: TableView, item: CardItem) -> QPoint:
    """Move the mouse onto ``item`` (from the band first: a move to where the mouse already is
    would send no event)."""
    qtbot.mouseMove(table.viewport(), table.mapFromScene(table.table().layout.band.center()))
    where = centre_of(table, item)
    qtbot.mouseMove(table.viewport(), where)
    return where


def test_the_card_under_the_mouse_grows_in_place(qtbot):
    scene, table = scene_and_view(qtbot)
    item = scene.item_for("h1")
    places = {label: card.pos() for label, card in scene.cards.items()}
    point_at(qtbot, table, item)
    qtbot.waitUntil(lambda: scene.zoom.isVisible())
    zoom = scene.zoom
    assert zoom.source is item and zoom.card["label"] == "h1"
    assert zoom.width == round(item.width * ZOOM) and zoom.height == card_height(zoom.width)
    # Readable: its name is larger than the table's and its rules text at least 11 px.
    boxes = face_boxes(QRectF(0, 0, zoom.width, zoom.height), zoom.card)
    assert fit_name(zoom.card, boxes.name, zoom.width).font.pixelSize() >= 18
    # In place: over the card (kept inside the table), and nothing else moved.
    assert zoom.sceneBoundingRect().contains(item.sceneBoundingRect().center())
    assert scene.sceneRect().contains(zoom.mapRectToScene(QRectF(0, 0, zoom.width, zoom.height)))
    assert {label: card.pos() for label, card in scene.cards.items()} == places
    assert zoom.zValue() > max(card.zValue() for card in scene.cards.values())
    # The zoom takes no mouse: the neighbour it covers is pointed at, and zoomed, as usual.
    neighbour = scene.item_for("h2")
    covered = zoom.sceneBoundingRect().intersected(neighbour.sceneBoundingRect())
    assert covered.width() > 10
    qtbot.mouseMove(table.viewport(), table.mapFromScene(covered.center()))
    qtbot.waitUntil(lambda: zoom.source is neighbour)
    # A back is not zoomed; leaving the cards hides the zoom.
    qtbot.mouseMove(table.viewport(), centre_of(table, scene.cards["bela.hand#2"]))
    qtbot.waitUntil(lambda: not zoom.isVisible())
    qtbot.mouseMove(table.viewport(), centre_of(table, scene.item_for("r1")))
    qtbot.waitUntil(lambda: zoom.source is scene.item_for("r1"))
    qtbot.mouseMove(table.viewport(), table.mapFromScene(scene.layout.band.center()))
    qtbot.waitUntil(lambda: not zoom.isVisible())


def test_the_zoom_never_covers_a_dragged_card(qtbot):
    scene, table = scene_and_view(qtbot)
    item = scene.item_for("h1")
    start = point_at(qtbot, table, item)
    qtbot.waitUntil(lambda: scene.zoom.isVisible())
    qtbot.mousePress(table.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        qtbot.mouseMove(table.viewport(), start + QPoint(25 * step, -40 * step))
        assert not scene.zoom.isVisible()
    assert item.pos() != scene.home_of(item)  # it is being dragged
    target = table.mapFromScene(scene.layout.band.center())
    qtbot.mouseRelease(table.viewport(), Qt.MouseButton.LeftButton, pos=target)
    assert not scene.zoom.isVisible()


def test_a_card_that_changes_or_goes_takes_its_zoom_along(qtbot):
    scene, table = scene_and_view(qtbot)
    point_at(qtbot, table, scene.item_for("h0"))
    qtbot.waitUntil(lambda: scene.zoom.isVisible())
    view = hkk_view()
    view["zones"]["anna.hand"]["cards"][0]["markers"] = {"wound": 1}
    scene.show_view(view, HKK_SPECS, "anna")
    assert scene.zoom.isVisible() and scene.zoom.card["markers"] == {"wound": 1}
    view["zones"]["anna.hand"]["cards"].pop(0)
    scene.show_view(view, HKK_SPECS, "anna")
    assert not scene.zoom.isVisible()


def band_chips(window: MainWindow, player: str) -> dict[str, object]:
    """A player's counter chips: the shown text → its − payload (None: not changed by hand)."""
    chips = window.scene.band._chips
    out = {}
    for i, chip in enumerate(chips):
        if chip.style == "value" and chip.tip.startswith(f"{player}:"):
            before = chips[i - 1] if i else None
            out[chip.text] = before.payload if before is not None and before.text == "−" else None
    return out


def test_the_player_bar_shows_the_games_counters(qtbot, settings, tmp_path):
    hkk = open_demo(qtbot, settings, tmp_path, "hkk")
    seat = hkk.controller.seat
    counters = hkk.game.shown_counters(seat)
    assert list(counters) == ["life", "VP"]
    assert band_chips(hkk, seat) == {
        f"Life {counters['life']}": ("counter", seat, "life", -1),
        f"VP {counters['VP']}": ("counter", seat, "VP", -1)}
    hkk.close()
    berserk = open_demo(qtbot, settings, tmp_path, "berserk")
    for player in berserk.game.players:
        life = berserk.game.shown_counters(player)["life"]
        chips = band_chips(berserk, player)
        # The hero's life comes from the hero card (life minus wounds): shown, not changed by
        # hand; the untapped coins and all coins are the player's own counters.
        assert chips == {f"Life {life}": None,
                         "Untapped coins 0": ("counter", player, "coins", -1),
                         "Coins 0": ("counter", player, "coin_markers", -1)}
    seat = berserk.controller.seat
    hero = next(c for c in berserk.controller.view["zones"][f"{seat}.play"]["cards"]
                if c["type"] == "hero")
    life = berserk.game.shown_counters(seat)["life"]
    berserk.controller.act("mark", card=hero["label"], marker="wound", count=2)
    assert f"Life {life - 2}" in band_chips(berserk, seat)


def test_the_broadcast_shows_each_heros_life(qtbot, settings, tmp_path):
    window = open_demo(qtbot, settings, tmp_path, "berserk")
    broadcast = window.streaming.open_broadcast()
    lives = {p: window.game.shown_counters(p)["life"] for p in window.game.players}
    assert len(set(lives.values())) == 2  # the demo's heroes differ: each plate shows its own
    texts = broadcast.scene.texts()
    assert all(str(life) in texts for life in lives.values()) and "Life" in texts
    seat = window.controller.seat
    hero = next(c for c in window.controller.view["zones"][f"{seat}.play"]["cards"]
                if c["type"] == "hero")
    window.controller.act("mark", card=hero["label"], marker="wound", count=3)
    assert str(lives[seat] - 3) in broadcast.scene.texts()
    broadcast.close()


def phase_chip(window: MainWindow, phase: str):
    return next(chip for chip in window.scene.band._chips if chip.text == phase)


def click_chip(qtbot, window: MainWindow, chip) -> None:
    band = window.scene.band
    where = window.table.mapFromScene(band.mapToScene(chip.rect.center()))
    qtbot.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton, pos=where)


def test_later_phases_are_clickable_and_earlier_ones_plainly_not(qtbot, settings, tmp_path):
    window = open_demo(qtbot, settings, tmp_path, "hkk")
    game = window.game
    assert game.phase == "prep"
    now = phase_chip(window, "Prep")
    assert now.style == "now" and now.payload is None and now.strong
    assert all(phase_chip(window, title).payload == ("phase", name) for title, name in
               (("Draw", "draw"), ("Main phase", "main"), ("End", "end")))
    click_chip(qtbot, window, phase_chip(window, "Main phase"))
    assert game.phase == "main"
    for title in ("Prep", "Draw"):
        over = phase_chip(window, title)
        assert over.style == "closed" and over.payload is None
        assert over.tip == f"{title} is over for this turn"
    log_length = len(game.record_lines())
    click_chip(qtbot, window, phase_chip(window, "Draw"))  # nothing: not even a refused action
    assert game.phase == "main" and len(game.record_lines()) == log_length
    assert phase_chip(window, "Combat").payload == ("phase", "combat")


def test_the_other_seat_cannot_click_any_phase(qtbot, settings, tmp_path):
    game = session.demo("hkk")
    waiting = next(p for p in game.players if p != game.active_player)
    scene, _table = scene_and_view(qtbot, game.view(waiting), bottom=waiting)
    phases = [chip for chip in scene.band._chips if chip.style in ("phase", "closed", "now")]
    assert phases and all(chip.payload is None for chip in phases)
    assert {chip.tip for chip in phases if chip.style == "closed"} >= {
        f"It is {game.active_player}'s turn"}
    end = next(chip for chip in scene.band._chips if chip.text == "End turn")
    assert end.payload is None and end.style == "closed"  # the engine would refuse it


def hover(window: MainWindow, label: str) -> None:
    window.scene.set_hovered(window.scene.item_for(label))


def shown_in_view(window: MainWindow, card: dict) -> bool:
    return any(card == entry for zone in window.controller.view["zones"].values()
               for entry in zone.get("cards") or [])


def hand_labels(window: MainWindow) -> set[str]:
    return {c["label"] for c in window.controller.view["zones"][
        f"{window.controller.seat}.hand"]["cards"]}


def draw_one(window: MainWindow) -> str:
    """Draw a card; its label."""
    before = hand_labels(window)
    assert window.controller.act("draw", count=1).applied
    (drawn,) = hand_labels(window) - before
    return drawn


def test_the_card_panel_follows_undo(qtbot, settings, tmp_path):
    window = open_demo(qtbot, settings, tmp_path, "hkk")
    seat = window.controller.seat
    drawn = draw_one(window)
    hover(window, drawn)
    assert window.zoom.card["label"] == drawn
    window.controller.undo()
    assert window.zoom.card.get("label") != drawn  # it lies face down on the deck again
    assert not window.zoom.card or shown_in_view(window, window.zoom.card)
    # A card whose state an undo changes is shown as it is now.
    card = window.controller.view["zones"][f"{seat}.hand"]["cards"][0]["label"]
    window.controller.act("mark", card=card, marker="counter", count=1)
    hover(window, card)
    assert window.zoom.card["markers"] == {"counter": 1}
    window.controller.undo()
    assert window.zoom.card["label"] == card and window.zoom.card["markers"] == {}
    assert "Markers" not in window.zoom.details.text()


def test_the_card_panel_follows_a_resumed_game(qtbot, settings, tmp_path):
    window = open_demo(qtbot, settings, tmp_path, "hkk")
    seat = window.controller.seat
    before = window.journal.read_bytes()
    drawn = draw_one(window)
    hover(window, drawn)
    journal = tmp_path / "interrupted.jsonl"  # the journal of the same game, a draw earlier
    journal.write_bytes(before)
    window.set_game(Journal.resume(journal), seat)
    assert window.zoom.card.get("label") != drawn
    assert not window.zoom.card or shown_in_view(window, window.zoom.card)


def test_a_deck_stays_face_down_after_its_owner_looked_at_it(qtbot, settings, tmp_path):
    window = open_demo(qtbot, settings, tmp_path, "free")
    seat = window.controller.seat
    deck = f"{seat}.deck"
    verdict = window.controller.act("look", zone=deck, count=1)
    assert verdict.ok
    top = window.controller.view["zones"][deck]["cards"][0]
    assert not top.get("hidden")  # the engine lets its owner know the card...
    items = [item for item in window.scene.cards.values() if item.zone == deck]
    assert len(items) == 1 and items[0].hidden and not items[0].shows_face  # ...the table not
    assert window.scene.item_for(top["label"]) is None
    window.scene.set_hovered(items[0])
    assert not window.scene.zoom.isVisible() and window.zoom.card.get("hidden")


def test_a_flag_never_covers_the_phase_bar(qtbot):
    scene, _table = scene_and_view(qtbot)
    band = scene.band.sceneBoundingRect()
    for near in (band.center(), band.topLeft() + QPointF(200, 10), band.bottomRight()):
        flag = scene.flag("rule 93.1: phases only go forward", "refused", near)
        assert not flag.sceneBoundingRect().intersects(band)
        assert scene.sceneRect().contains(flag.sceneBoundingRect())


@pytest.mark.parametrize("width", [93, 100, 110, 120, 130, 150, 170, 190])
def test_a_long_name_takes_two_lines_on_a_card_of_any_size(qapp, width):
    """A hero's name of three words ("Торвальд Железная Борода") is never cut to one line with
    "…": the name bar has room for two lines of the smallest name font."""
    card = {"name": "Торвальд Железная Борода", "type": "hero"}
    boxes = face_boxes(QRectF(0, 0, width, card_height(width)), card)
    fitted = fit_name(card, boxes.name, width)
    # Two lines, broken between words (the bundled Noto Sans fits "Торвальд Железная" on the
    # first line of the wider cards).
    assert len(fitted.lines) == 2 and fitted.lines[0].startswith("Торвальд")
    assert " ".join(fitted.lines).startswith("Торвальд Железная")
    assert fitted.line_height * 2 <= boxes.name.height()
    assert boxes.name.bottom() <= boxes.art.top()
    if width >= 150:
        assert fitted.complete


@pytest.mark.parametrize("width", [66, 76, 86, 96, 106, 116, 150])
def test_a_long_word_in_a_name_shrinks_rather_than_leave_a_letter_alone(qapp, width):
    """Seen on the table: "Sárkánypikkely" was drawn "Sárkánypikkel" / "y" on cards 66-118 px
    wide. A name whose words fit the bar whole at its sizes, or a little below the smallest
    (WHOLE_WORD_SHRINK), is drawn with its words whole."""
    card = {"name": "Sárkánypikkely", "type": "item", "cost": 3}
    boxes = face_boxes(QRectF(0, 0, width, card_height(width)), card)
    fitted = fit_name(card, boxes.name, width)
    largest, smallest = name_sizes(width)
    assert fitted.lines == ("Sárkánypikkely",) and fitted.complete
    assert QFontMetricsF(fitted.font).horizontalAdvance("Sárkánypikkely") <= boxes.name.width()
    assert max(6, smallest * WHOLE_WORD_SHRINK) <= fitted.font.pixelSize() <= round(largest)


def test_a_word_too_long_for_the_smallest_font_is_still_broken_not_cut(qapp):
    """Where no size keeps the word whole, it is broken where it must be (nothing is lost);
    the largest size at which the broken lines fit is kept."""
    box = QRectF(0, 0, 40, 200)
    fitted = fit_text("Sárkánypikkelypáncélzat", box, 14, 10)
    assert fitted.complete and "".join(fitted.lines) == "Sárkánypikkelypáncélzat"
    assert len(fitted.lines) > 1 and fitted.font.pixelSize() == 14
