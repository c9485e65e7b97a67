"""The main window over the real engine: drags, verdict flags, hand-off, undo, files."""

from __future__ import annotations

import pytest
from desktop_views import drag_to_zone
from gestures import (
    asked,
    click,
    closed,
    confirming,
    dialog,
    double_click,
    hover,
    key,
    option,
    pick,
    press,
)
from PySide6.QtTest import QTest

from desktop.mainwindow import MainWindow
from desktop.qt import QRect, Qt
from desktop.table.items import FlagItem

FLOW_HEADER = {
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 1,
    "cards": {"wolf": {"name": "Farkas", "type": "creature", "cost": 1},
              "spirit": {"name": "Áramló szellem", "type": "spell", "cost": 2, "flow": True}},
    "zones": {"anna.hand": ["spirit#s1", "spirit#s2"], "anna.deck": ["wolf", "wolf", "wolf"],
              "bela.hand": ["wolf#bw"]},
    "turn": {"active": "anna", "phase": "main", "number": 2},
    "players_state": {"anna": {"VP": 2, "life": 20}, "bela": {"VP": 0, "life": 20}}}
HERO_HEADER = {
    "ruleset": "berserk", "players": ["anna", "bela"], "seed": 5,
    "cards": {"hero": {"name": "Воевода", "type": "hero", "life": 20},
              "troll": {"name": "Тролль", "type": "creature", "cost": 4, "life": 5,
                        "strike": [2, 3, 4]}},
    "zones": {"anna.play": ["hero#ha", "troll#t1"], "bela.play": ["hero#hb"],
              "anna.hand": ["troll#t2", "troll#t3", "troll#t4"]},
    "turn": {"active": "anna", "phase": "main", "number": 3},
    "players_state": {"anna": {"coins": 3}, "bela": {"coins": 3}}}


def zone_of(window: MainWindow, label: str) -> str:
    return window.game.cards[label].zone


def flags(window: MainWindow) -> list[FlagItem]:
    return [i for i in window.scene.items() if isinstance(i, FlagItem)]


def test_title_and_demo_table(make):
    window = make()
    assert window.windowTitle() == f"{window.game.header['name']} — Cardtable"  # the set's name
    seat = window.controller.seat
    hand = window.controller.view["zones"][f"{seat}.hand"]
    assert hand["count"] > 0
    assert all(window.scene.item_for(c["label"]) for c in hand["cards"])


def test_drag_from_hand_to_discard(make, qtbot):
    window = make()
    seat = window.controller.seat
    label = window.controller.view["zones"][f"{seat}.hand"]["cards"][0]["label"]
    drag_to_zone(qtbot, window.table, window.scene.item_for(label), f"{seat}.discard")
    assert zone_of(window, label) == f"{seat}.discard"
    assert window.scene.item_for(label).zone == f"{seat}.discard"
    last = window.journal.read_text().splitlines()[-1]
    assert f'"card":"{label}"' in last


def test_strict_refusal_returns_hero_and_flags_rule(make, qtbot):
    window = make(HERO_HEADER)
    item = window.scene.item_for("ha")
    home = item.pos()
    expected = window.game.check({"act": "move", "by": "anna", "card": "ha",
                                  "to": "anna.graveyard"})
    assert not expected.ok and expected.rule
    drag_to_zone(qtbot, window.table, item, "anna.graveyard")
    assert zone_of(window, "ha") == "anna.play"
    qtbot.waitUntil(lambda: item.pos() == home)
    assert any(expected.rule in f.text and f.kind == "refused" for f in flags(window))


def test_warn_mode_lands_with_red_mark(make, qtbot):
    window = make(HERO_HEADER, enforcement="warn")
    drag_to_zone(qtbot, window.table, window.scene.item_for("ha"), "anna.graveyard")
    assert zone_of(window, "ha") == "anna.graveyard"
    item = window.scene.item_for("ha")
    assert item.card["flagged"] and item.zone == "anna.graveyard"
    assert any(f.kind == "warn" for f in flags(window))


def test_second_flow_refused_with_rule(make):
    window = make(FLOW_HEADER)
    window.scene.item_for("s1").setSelected(True)
    window.ops.game_command("flow")
    assert zone_of(window, "s1") == "anna.deck"
    window.scene.clearSelection()
    window.scene.item_for("s2").setSelected(True)
    window.ops.game_command("flow")
    assert zone_of(window, "s2") == "anna.hand"
    assert window.scene.item_for("s2").zone == "anna.hand"
    assert any("93.4.4" in f.text for f in flags(window))


def ctrl_click(window: MainWindow, label: str) -> None:
    """Add a card to the selection, as Ctrl-click does."""
    item = window.scene.item_for(label)
    point = window.table.mapFromScene(item.mapToScene(item.boundingRect().center()))
    QTest.mouseClick(window.table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.ControlModifier, point)


def test_multi_select_to_graveyard_in_chosen_order(make, qtbot, monkeypatch):
    window = make(HERO_HEADER)
    asked = []

    def choose(owner, cards):
        asked.append(owner)
        return ["t4", "t2"]

    monkeypatch.setattr(window, "choose_order", choose)
    ctrl_click(window, "t4")
    drag_to_zone(qtbot, window.table, window.scene.item_for("t2"), "anna.graveyard",
                 Qt.KeyboardModifier.ControlModifier)
    assert asked == ["anna"]
    order = [c.label for c in window.game.zones["anna.graveyard"]]
    assert order[:2] == ["t4", "t2"]


def test_multi_select_to_a_deck_never_asks_for_an_order(make, qtbot, monkeypatch):
    """Cards dropped together on a deck are shuffled in: the engine says no order is asked."""
    window = make(HERO_HEADER)
    asked = []
    monkeypatch.setattr(window, "choose_order", lambda owner, cards: asked.append(owner))
    ctrl_click(window, "t4")
    drag_to_zone(qtbot, window.table, window.scene.item_for("t2"), "anna.deck",
                 Qt.KeyboardModifier.ControlModifier)
    assert asked == []
    assert zone_of(window, "t2") == zone_of(window, "t4") == "anna.deck"
    assert window.game.lines[-1][1].shuffled == {"anna.deck"}


def test_handoff_hides_every_hand(make):
    window = make()
    first = window.controller.seat
    hand = window.controller.view["zones"][f"{first}.hand"]["cards"]
    window.scene.set_hovered(window.scene.item_for(hand[0]["label"]))
    shown = next(item for item in window.scene.cards.values() if not item.zone.endswith(".hand"))
    shown.setSelected(True)  # a card that stays in sight (the deck's)
    window.ops.end_turn()
    assert window.central() is window.handoff_screen
    assert window.zoom.card == {}
    assert window.scene.selectedItems() == []  # the next player starts with nothing picked
    for item in window.scene.cards.values():
        if item.zone.endswith(".hand"):
            assert item.hidden and "name" not in item.card and item.label is None
    window.take_seat()
    second = window.controller.seat
    assert second != first and window.central() is window.table
    for item in window.scene.cards.values():
        if item.zone == f"{first}.hand":
            assert item.hidden and "name" not in item.card
    assert any(not i.hidden for i in window.scene.cards.values() if i.zone == f"{second}.hand")


def test_the_handoff_screen_covers_the_window_and_takes_enter_and_space(make, language):
    from desktop.qt import QAction, QLabel, QPushButton

    language("en")
    window = make()
    first = window.controller.seat
    window.ops.end_turn()
    second = window.controller.seat
    screen = window.handoff_screen
    assert window.central() is screen and second != first
    assert window.zoom.isHidden() and window.log.isHidden()  # the whole window, no card shown
    assert screen.name.text() == second
    assert screen.message.text() == f"Pass the computer to {second}. Both hands are hidden."
    assert screen.button.text() == f"I am {second}: show my side"
    shown = [w.text() for w in screen.findChildren(QLabel) + screen.findChildren(QPushButton)]
    names = {c["name"] for z in window.game.view(first)["zones"].values() for c in z["cards"]
             if "name" in c}
    assert names and not any(name in text for name in names for text in shown)
    assert window.statusBar().currentMessage() == ""
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Space)
    assert window.central() is window.table and window.controller.seat == second
    assert not window.zoom.isHidden() and not window.log.isHidden()
    # Enter takes the seat even where a window shortcut uses it (a rebinding, say).
    pressed: list[bool] = []
    other = QAction(window)
    other.setShortcut("Return")
    other.triggered.connect(lambda: pressed.append(True))
    window.addAction(other)
    window.ops.end_turn()
    assert window.central() is screen
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Return)
    assert window.central() is window.table and pressed == []
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_Return)  # at the table: the shortcut's
    assert pressed == [True]


def test_undo_redo_draw(make):
    window = make()
    seat = window.controller.seat
    count = window.controller.view["zones"][f"{seat}.hand"]["count"]
    window.ops.draw()
    assert window.controller.view["zones"][f"{seat}.hand"]["count"] == count + 1
    window.ops.undo()
    assert window.controller.view["zones"][f"{seat}.hand"]["count"] == count
    window.ops.redo()
    assert window.controller.view["zones"][f"{seat}.hand"]["count"] == count + 1


def test_undo_across_handoff_asks_first(make, qtbot):
    from desktop.qt import QMessageBox

    window = make()
    first = window.controller.seat
    key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # end of turn
    key(window, Qt.Key.Key_Return)  # the next player takes the seat
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    asked = dialog(qtbot, QMessageBox)
    press(asked, Qt.Key.Key_Return)  # No is the default: nothing is taken back
    assert window.game.active_player != first and window.central() is window.table
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    asked = dialog(qtbot, QMessageBox)
    click(asked.button(QMessageBox.StandardButton.Yes))
    assert window.game.active_player == first
    assert window.central() is window.handoff_screen


def test_shortcut_draws_and_can_be_rebound(make, settings):
    window = make()
    seat = window.controller.seat
    count = window.controller.view["zones"][f"{seat}.hand"]["count"]
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.view["zones"][f"{seat}.hand"]["count"] == count + 1
    settings.set_shortcut("draw", "Ctrl+Shift+K")
    window.apply_shortcuts()
    QTest.keyClick(window.windowHandle(), Qt.Key.Key_K,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert window.controller.view["zones"][f"{seat}.hand"]["count"] == count + 2


def test_save_open_compare(make, tmp_path):
    window = make()
    window.ops.draw()
    seat = window.controller.seat
    before = window.game.view(seat)
    saved = tmp_path / "saved.jsonl"
    window.save_to(saved)
    text = saved.read_text()
    window.open_path(saved)
    assert saved.read_text() == text  # loading never changes the file it read
    assert window.windowTitle().startswith("saved")
    assert window.game.view(seat) == before



@pytest.mark.parametrize(("typed", "chosen", "saved_as"), [
    ("my game", "Cardtable games (*.cardtable)", "my game.cardtable"),
    ("my game", "Game records (*.jsonl)", "my game.jsonl"),
    ("record.jsonl", "Cardtable games (*.cardtable)", "record.jsonl"),
])
def test_save_as_gives_a_typed_name_the_chosen_extension_and_opens_it_again(
        make, tmp_path, monkeypatch, typed, chosen, saved_as):
    """Saves are NAME.cardtable (the type the Linux bundle registers, docs/packaging.md) unless
    the .jsonl filter is chosen or the name has an extension; both open again."""
    offered = {}
    folder = tmp_path / "saves"
    folder.mkdir()

    def save_dialog(parent, caption, name, filters):
        offered.update(name=name, filters=filters)
        return str(folder / typed), chosen

    monkeypatch.setattr("desktop.qt.QFileDialog.getSaveFileName", save_dialog)
    window = make()
    window.ops.draw()
    before = window.game.view(window.controller.seat)
    window.cmd_save_as()
    assert offered == {"name": "game.cardtable",
                       "filters": "Cardtable games (*.cardtable);;Game records (*.jsonl)"}
    assert [path.name for path in folder.iterdir()] == [saved_as]
    window.open_path(folder / saved_as)
    assert window.game.view(window.controller.seat) == before

DUEL_HEADER = {
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 3,
    "cards": {"duel5": {"name": "Kardforgató", "type": "spell", "duel": 5},
              "duel3": {"name": "Tőrvívó", "type": "spell", "duel": 3}},
    "zones": {"anna.hand": ["duel5#d1"], "bela.hand": ["duel3#d2"]},
    "turn": {"active": "anna", "phase": "main", "number": 2},
    "players_state": {"anna": {"VP": 2, "life": 20}, "bela": {"VP": 0, "life": 20}}}


def test_guided_duel(make, qtbot):
    """Alt+D on a duel card; bela takes the seat and answers (Enter, then Enter to confirm);
    both cards lie face up for everyone and the log says who won; anna takes the seat and
    picks the effect and its target."""
    window = make(DUEL_HEADER)
    hover(qtbot, window, window.scene.item_for("d1"))
    key(window, Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)
    assert window.central() is window.handoff_screen  # anna's hand is hidden meanwhile
    assert "bela" in window.handoff_screen.message.text()
    key(window, Qt.Key.Key_Return)  # bela takes the seat
    answer = asked(qtbot, "duel_answer")
    assert [answer.list.item(r).text() for r in range(answer.list.count())] == ["Tőrvívó"]
    pick(answer.list, "Tőrvívó")
    press(answer, Qt.Key.Key_Return)
    assert confirming(answer) and answer.isVisible() and "Tőrvívó" in answer.confirming.text()
    press(answer, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: closed(answer))
    assert window.central() is window.handoff_screen  # bela's hand is hidden again
    shown = window.game.view("anna")["zones"]
    assert {c["label"] for z in shown.values() for c in z.get("cards") or []
            if not c.get("hidden") and c["label"] in ("d1", "d2")} == {"d1", "d2"}
    assert any("anna won the duel" in line for line in window.log.lines())
    key(window, Qt.Key.Key_Return)  # anna, the winner, takes the seat
    effect = asked(qtbot, "duel_effect")
    press(effect, Qt.Key.Key_Return)  # nothing is chosen: Enter does nothing
    assert effect.isVisible() and window.game.counters["bela"]["life"] == 20
    option(effect, "damage:bela")  # 3 damage to bela
    press(effect, Qt.Key.Key_Return)
    assert window.game.view("anna")["players_state"]["bela"]["life"] == 17
    assert window.game.pending() is None and window.central() is window.table


def test_card_menu_and_zoom(make):
    window = make()
    seat = window.controller.seat
    label = window.controller.view["zones"][f"{seat}.hand"]["cards"][0]["label"]
    item = window.scene.item_for(label)
    window.scene.set_hovered(item)
    assert window.zoom.card["label"] == label
    assert item.card["name"] in window.zoom.details.text()
    assert window.actions_by_id["tap"] in window.card_menu.actions()


def test_escape_in_the_duel_answer_goes_back_and_never_declines(make, qtbot):
    window = make(DUEL_HEADER)
    hover(qtbot, window, window.scene.item_for("d1"))
    key(window, Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)
    key(window, Qt.Key.Key_Space)  # bela takes the seat
    answer = asked(qtbot, "duel_answer")
    click(answer.decline)  # bela thinks of declining, then of the duel 3 in hand
    assert confirming(answer)
    press(answer, Qt.Key.Key_Escape)  # back to the list, not a decline
    assert answer.isVisible() and not confirming(answer)
    press(answer, Qt.Key.Key_Escape)  # back to the table
    qtbot.waitUntil(lambda: not answer.isVisible())
    assert not [line for line in window.game.record_lines() if line.get("act") == "duel_answer"]
    assert window.game.pending()["step"] == "duel_answer"
    banner = window.procedures.banner
    assert banner.isVisible() and banner.button.isEnabled()
    click(banner.button)  # the question comes back
    again = asked(qtbot, "duel_answer")
    assert again is not answer and zone_of(window, "d2") == "bela.hand"


def test_a_declined_duel_and_its_effect_by_keys_where_escape_gives_nothing_up(make, qtbot):
    """bela declines (the decline button, then Enter on the confirmation page); anna, the
    winner, goes back from the effect with Escape (nothing chosen, nothing applied, the banner
    asks again), then chooses healing for herself with the keys."""
    window = make(DUEL_HEADER)
    hover(qtbot, window, window.scene.item_for("d1"))
    key(window, Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)
    key(window, Qt.Key.Key_Return)  # bela takes the seat
    answer = asked(qtbot, "duel_answer")
    click(answer.decline)
    assert confirming(answer) and "Decline the duel" in answer.confirming.text()
    press(answer, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: closed(answer))
    assert window.game.record_lines()[-1] == {"act": "duel_answer", "by": "bela", "card": None}
    assert zone_of(window, "d2") == "bela.hand"  # a declined duel shows no card of bela's
    key(window, Qt.Key.Key_Return)  # anna, the winner, takes the seat
    effect = asked(qtbot, "duel_effect")
    press(effect, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: closed(effect))
    lines = len(window.game.record_lines())
    assert window.game.pending()["step"] == "duel_effect"
    assert window.procedures.banner.button.isEnabled()
    click(window.procedures.banner.button)  # asked again
    effect = asked(qtbot, "duel_effect")
    assert effect.choice() is None and len(window.game.record_lines()) == lines
    option(effect, "heal:anna")
    press(effect, Qt.Key.Key_Return)
    assert window.game.record_lines()[-1] == {"act": "duel_effect", "by": "anna",
                                              "effect": "heal", "target": "anna"}
    assert window.game.pending() is None


def test_closed_docks_come_back_from_the_view_menu(make, qtbot):
    window = make()
    actions = window.streaming.menu.actions()
    toggles = {a.text(): a for a in actions[:2]}
    assert set(toggles) == {"Card", "Game log"}
    window.log.close()
    assert not window.log.isVisible()
    toggles["Game log"].trigger()
    qtbot.waitUntil(window.log.isVisible)


def test_a_long_card_text_scrolls_below_the_zoomed_picture(make, qtbot):
    window = make()
    window.resizeDocks([window.zoom], [420], Qt.Orientation.Vertical)
    seat = window.controller.seat
    card = dict(window.controller.view["zones"][f"{seat}.hand"]["cards"][0])
    card["text"] = "Amikor kijátszod, okozz 1 sebzést egy lénynek. " * 30
    window.zoom.show_card(card)
    qtbot.wait(10)
    picture = window.zoom.picture.geometry()
    area = window.zoom.details_area.geometry()
    assert area.top() >= picture.bottom()
    assert window.zoom.details_area.widget() is window.zoom.details


def test_a_listed_pile_offers_the_own_hand_first(make, qtbot):
    from desktop.dialogs import PileDialog

    window = make()
    pile = window.scene.zone_items[f"{window.controller.seat}.discard"]
    point = window.table.mapFromScene(pile.scene_rect().center())
    double_click(window.table.viewport(), point)
    listed = dialog(qtbot, PileDialog)
    assert listed.target.currentData() == f"{window.controller.seat}.hand"
    press(listed, Qt.Key.Key_Escape)


def test_the_window_is_made_to_fit_the_screen(make):
    window = make()
    window.resize(1500, 920)
    window.fit_to_screen(QRect(0, 0, 1280, 800))
    assert window.width() <= 1280 and window.height() <= 800


def test_game_commands_wait_behind_the_handoff_screen(make):
    window = make()
    draw = window.actions_by_id["draw"]
    window.ops.end_turn()
    assert window.central() is window.handoff_screen
    hand = len(window.game.zones[f"{window.game.active_player}.hand"])
    draw.trigger()
    assert not draw.isEnabled()
    assert len(window.game.zones[f"{window.game.active_player}.hand"]) == hand
    assert window.actions_by_id["undo"].isEnabled()  # undo still asks, then shows the screen
    window.take_seat()
    assert draw.isEnabled()


def test_the_card_menu_greys_out_what_the_card_cannot_do(make, qtbot):
    from desktop.qt import QApplication, QContextMenuEvent

    window = make({**DUEL_HEADER, "zones": {**DUEL_HEADER["zones"],
                                             "anna.table": ["duel3#t9"]}})

    def menu_for(label: str) -> dict[str, bool]:
        item = window.scene.item_for(label)
        point = window.table.mapFromScene(item.mapToScene(item.boundingRect().center()))
        viewport = window.table.viewport()
        QApplication.sendEvent(viewport, QContextMenuEvent(
            QContextMenuEvent.Reason.Mouse, point, viewport.mapToGlobal(point)))
        qtbot.waitUntil(window.card_menu.isVisible)
        shown = {a: window.actions_by_id[a].isEnabled() for a in ("play", "duel", "flow", "tap")}
        window.card_menu.hide()
        return shown

    assert menu_for("d1") == {"play": True, "duel": True, "flow": False, "tap": True}
    assert menu_for("t9") == {"play": False, "duel": False, "flow": False, "tap": True}
    qtbot.waitUntil(lambda: window.actions_by_id["flow"].isEnabled())  # the menu is gone


DEAR_HEADER = {
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 1,
    "cards": {"wolf": {"name": "Farkas", "type": "creature", "cost": 1},
              "dragon": {"name": "Sárkány", "type": "creature", "cost": 5}},
    "zones": {"anna.hand": ["wolf#w1", "dragon#d1"], "bela.hand": ["wolf#bw"]},
    "turn": {"active": "anna", "phase": "main", "number": 2},
    "players_state": {"anna": {"VP": 1, "life": 20}, "bela": {"VP": 0, "life": 20}}}


def hold_over(qtbot, window, label: str, zone: str) -> None:
    """Pick a card up with the mouse and hold it over a zone's centre (not dropped yet)."""
    viewport = window.table.viewport()
    item = window.scene.item_for(label)
    start = window.table.mapFromScene(item.mapToScene(item.boundingRect().center()))
    target = window.table.mapFromScene(window.scene.zone_items[zone].scene_rect().center())
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + (target - start) / 3)
    qtbot.mouseMove(viewport, target)


def test_a_zone_that_would_refuse_the_dragged_card_shows_it_before_the_drop(make, qtbot):
    """An unaffordable creature over the reserve: the zone stays dimmed with a red frame (the
    engine's check says no); over the discard pile it lights up; an affordable one lights the
    reserve."""
    window = make(DEAR_HEADER)
    zones = window.scene.zone_items
    hold_over(qtbot, window, "d1", "anna.reserve")
    reserve = zones["anna.reserve"]
    assert reserve.hot and reserve.refusing
    assert zones["anna.guard"].opacity() < 1  # the other zones that would refuse it: dimmed
    qtbot.mouseMove(window.table.viewport(),
                    window.table.mapFromScene(zones["anna.discard"].scene_rect().center()))
    assert not reserve.hot and zones["anna.discard"].hot and not zones["anna.discard"].refusing
    assert reserve.opacity() < 1
    assert zones["anna.discard"].opacity() == 1
    qtbot.mouseRelease(window.table.viewport(), Qt.MouseButton.LeftButton,
                       pos=window.table.mapFromScene(zones["anna.discard"].scene_rect().center()))
    assert zone_of(window, "d1") == "anna.discard"
    assert not any(zone.hot or zone.refusing for zone in zones.values())
    hold_over(qtbot, window, "w1", "anna.reserve")
    assert reserve.hot and not reserve.refusing and reserve.opacity() == 1
    qtbot.mouseRelease(window.table.viewport(), Qt.MouseButton.LeftButton,
                       pos=window.table.mapFromScene(reserve.scene_rect().center()))
    assert zone_of(window, "w1") == "anna.reserve" and window.game.counters["anna"]["VP"] == 0


def test_the_zone_lit_while_dragging_is_the_zone_the_card_lands_in(make, qtbot):
    """A card grabbed by its right edge and held with the mouse just inside the reserve, its
    middle still over the guard post: the zone lit is the one under the mouse, and the drop
    goes there (the guard post was lit and the card landed in the reserve)."""
    from desktop.qt import QPointF

    window = make(DEAR_HEADER)
    zones = window.scene.zone_items
    viewport = window.table.viewport()
    item = window.scene.item_for("w1")
    grip = item.boundingRect().center() + QPointF(item.boundingRect().width() / 2 - 4, 0)
    start = window.table.mapFromScene(item.mapToScene(grip))
    reserve = zones["anna.reserve"].scene_rect()
    target = window.table.mapFromScene(QPointF(reserve.left() + 6, reserve.center().y()))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(viewport, start + (target - start) / 3)
    qtbot.mouseMove(viewport, target)
    centre = item.mapToScene(item.boundingRect().center())
    assert zones["anna.guard"].scene_rect().contains(centre)  # the card's middle: guard post
    assert [key for key, zone in zones.items() if zone.hot] == ["anna.reserve"]
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=target)
    assert zone_of(window, "w1") == "anna.reserve"


def test_a_created_cards_note_lies_beside_it(make, qtbot, language):
    """Ctrl+T, a token picked by name: the rule's note goes beside the new card, not over the
    hand."""
    language("en")
    window = make({**DEAR_HEADER, "cards": {**DEAR_HEADER["cards"], "fox": {
        "name": "Róka", "type": "creature", "token": True}}})
    key(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    picker = asked(qtbot, "command:token:")
    pick(picker.list, "Róka")
    press(picker, Qt.Key.Key_Return)
    [created] = [c for c in window.game.cards.values() if c.def_id == "fox"]
    item = window.scene.item_for(created.label)
    [note] = [f for f in flags(window) if "96.6" in f.text]
    card, shown = item.sceneBoundingRect(), note.sceneBoundingRect()
    assert abs(shown.left() - card.right()) < card.width() and (
        abs(shown.bottom() - card.top()) < card.height())


def test_the_window_icon_carries_the_sizes_a_window_shows(qapp):
    """Title bars and task switchers get 16-128 px; the 256 px icon (~2.5 ms to decode and send
    at every start) is the icon theme's, for the desktop entry."""
    from desktop.appicon import WINDOW_ICON_MAX_PX, app_icon

    sizes = sorted(size.width() for size in app_icon().availableSizes())
    assert sizes == [16, 24, 32, 48, 64, 128] and max(sizes) == WINDOW_ICON_MAX_PX
    assert app_icon().pixmap(48).width() == 48



@pytest.mark.parametrize("code,settings_word", [("en", "Settings:"), ("ru", "Настройки:")])
def test_help_about_says_the_version_and_where_the_games_are(make, qtbot, language, code,
                                                              settings_word):
    """Help → About Cardtable: for a bug report or a backup, the version and the folders."""
    from importlib.metadata import version

    from desktop.qt import PYSIDE_VERSION, QLabel, QMessageBox, qVersion
    from desktop.settings import data_folder

    language(code)
    window = make()
    window.actions_by_id["about"].trigger()
    box = dialog(qtbot, QMessageBox)
    text = " ".join(label.text() for label in box.findChildren(QLabel))
    assert f"Cardtable {version('cardtable')}" in text and settings_word in text
    assert str(data_folder()) in text and str(window.settings.file.parent) in text
    assert f"Qt {qVersion()} · PySide6 {PYSIDE_VERSION}" in text
    press(box, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not box.isVisible())
