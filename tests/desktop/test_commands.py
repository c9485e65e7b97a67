"""Menu commands beyond drags: look and search (with the allowing card), tokens, mulligan,
markers, and switching the running game between strict and warn."""

from __future__ import annotations

from gestures import asked, click, dialog, key, no_dialog, pick, press
from PySide6.QtTest import QTest

from desktop.dialogs import PileDialog
from desktop.qt import QApplication, QInputDialog, Qt
from desktop.questions import QuestionDialog


def pick_row(listing, name: str) -> None:
    """Click a line of a plain list (a listed pile)."""
    for row in range(listing.count()):
        if listing.item(row).text() == name:
            click(listing.viewport(), listing.visualItemRect(listing.item(row)).center())
            return
    raise AssertionError(name)


def click_card(window, label: str) -> None:
    """Click a card on the table (it becomes the selection)."""
    item = window.scene.item_for(label)
    click(window.table.viewport(),
          window.table.mapFromScene(item.mapToScene(item.boundingRect().center())))

SEARCH_HEADER = {
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 2,
    "cards": {"wolf": {"name": "Farkas", "type": "creature", "cost": 1},
              "seer": {"name": "Látó", "type": "creature", "cost": 2},
              "owl": {"name": "Bagoly", "type": "creature", "cost": 1}},
    "zones": {"anna.deck": ["wolf#w1", "owl#o1", "wolf#w2", "wolf#w3"],
              "anna.reserve": ["seer#src"], "anna.hand": ["wolf#h1"], "bela.hand": ["owl#b1"]},
    "turn": {"active": "anna", "phase": "main", "number": 3},
    "players_state": {"anna": {"VP": 3}, "bela": {"VP": 0}}}
TOKEN_HEADER = {**SEARCH_HEADER, "cards": {
    **SEARCH_HEADER["cards"], "cub": {"name": "Farkaskölyök", "type": "creature", "token": True}}}
MULLIGAN_HEADER = {
    "ruleset": "berserk", "players": ["anna", "bela"], "seed": 5,
    "cards": {"hero": {"name": "Воевода", "type": "hero", "life": 20},
              "troll": {"name": "Тролль", "type": "creature", "cost": 4, "life": 5,
                        "strike": [2, 3, 4]}},
    "zones": {"anna.play": ["hero#ha"], "bela.play": ["hero#hb"],
              "anna.hand": ["troll#t1", "troll#t2"], "anna.deck": ["troll#d1", "troll#d2"]},
    "turn": {"active": "anna", "phase": "mulligan", "number": 1}}


def test_search_shows_the_deck_to_its_owner_then_takes_a_card(make, qtbot):
    window = make(SEARCH_HEADER)
    key(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    source = asked(qtbot, "command:search")
    assert [source.list.item(r).text() for r in range(source.list.count())] == ["Látó", "Farkas"]
    pick(source.list, "Látó")
    press(source, Qt.Key.Key_Return)
    listed = dialog(qtbot, PileDialog)
    names = sorted(listed.list.item(r).text() for r in range(listed.list.count()))
    assert names == ["Bagoly", "Farkas", "Farkas", "Farkas"]
    assert "Látó" in listed.heading.text()
    pick_row(listed.list, "Bagoly")
    click(listed.move_button)  # to the own hand, offered first
    assert window.game.cards["o1"].zone == "anna.hand"
    assert listed.list.count() == 3
    deck_items = [i for i in window.scene.cards.values() if i.zone == "anna.deck"]
    assert deck_items and all(i.hidden and "name" not in i.card for i in deck_items)
    press(listed, Qt.Key.Key_Escape)


SOURCES_HEADER = {**SEARCH_HEADER, "cards": {
    **SEARCH_HEADER["cards"], "bolt": {"name": "Villám", "type": "spell", "cost": 1}}, "zones": {
    "anna.deck": ["wolf#w1", "owl#o1", "wolf#w2"],
    "anna.reserve": ["seer#src", {"card": "owl", "id": "fd", "face_down": True}],
    "anna.hand": ["wolf#h1", "bolt#s1"], "anna.discard": ["owl#x1"],
    "bela.hand": ["owl#b1"], "bela.reserve": ["wolf#br"]}}


def test_search_offers_only_the_cards_whose_ability_may_allow_it(make, qtbot):
    """Issue 28, point 1: the card of anna's last play first (a spell, in her discard now), then
    the cards she controls in play (not the face-down one) and her hand; nothing in a pile,
    nothing of bela's. The search names the card picked."""
    window = make(SOURCES_HEADER)
    assert window.controller.act("play", card="s1").ok
    key(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    source = asked(qtbot, "command:search")
    assert [source.list.item(r).text() for r in range(source.list.count())] == [
        "Villám", "Látó", "Farkas"]
    pick(source.list, "Villám")
    press(source, Qt.Key.Key_Return)
    listed = dialog(qtbot, PileDialog)
    assert "Villám" in listed.heading.text()
    assert window.game.history[-1] == {"act": "look", "by": "anna", "zone": "anna.deck",
                                       "source": "s1"}
    press(listed, Qt.Key.Key_Escape)


def test_look_without_an_allowing_card_does_nothing(make, qtbot):
    window = make(SEARCH_HEADER)
    key(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    count = asked(qtbot, "command:look")
    assert count.number is not None and count.number.value() == 3  # three unless changed
    press(count, Qt.Key.Key_Return)
    source = asked(qtbot, "command:look:0:3")
    press(source, Qt.Key.Key_Return)  # nothing picked: Enter does nothing
    assert source.isVisible()
    press(source, Qt.Key.Key_Escape)
    assert no_dialog() and len(window.game.history) == 0


def test_look_at_the_top_two(make, qtbot, language):
    language("en")
    window = make(SEARCH_HEADER)
    key(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    count = asked(qtbot, "command:look")
    press(QApplication.focusWidget(), Qt.Key.Key_Down)  # 3 → 2
    press(count, Qt.Key.Key_Return)
    source = asked(qtbot, "command:look:0:2")
    assert source.windowTitle() == "Look at the top 2 cards"
    pick(source.list, "Látó")
    press(source, Qt.Key.Key_Return)
    listed = dialog(qtbot, PileDialog)
    assert [listed.list.item(r).text() for r in range(listed.list.count())] == ["Farkas", "Bagoly"]
    assert listed.heading.text().startswith("The top 2 cards of your deck")
    press(listed, Qt.Key.Key_Escape)


FREE_SEARCH_HEADER = {
    "ruleset": "free", "players": ["anna", "bela"], "seed": 2,
    "cards": {"wolf": {"name": "Farkas", "type": "creature"},
              "owl": {"name": "Bagoly", "type": "creature"}},
    "zones": {"anna.deck": ["wolf#w1", "owl#o1"], "anna.hand": ["wolf#h1"]},
    "turn": {"active": "anna", "phase": "main", "number": 1}}
# Anna has nothing in sight whose ability could allow a search: her cards are all in her deck.
NOTHING_TO_NAME_HEADER = {**SEARCH_HEADER, "zones": {
    "anna.deck": ["wolf#w1", "owl#o1"], "bela.hand": ["owl#b1"]}}


def test_a_free_table_search_asks_for_no_allowing_card(make, qtbot, language):
    language("en")
    window = make(FREE_SEARCH_HEADER)
    key(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    listed = dialog(qtbot, PileDialog)
    assert no_dialog(QuestionDialog)
    assert sorted(listed.list.item(r).text() for r in range(listed.list.count())) == [
        "Bagoly", "Farkas"]
    assert listed.heading.text().startswith("Your deck, searched")
    assert "shuffled" not in listed.heading.text()  # the free table shuffles when asked to
    assert window.game.history[-1] == {"act": "look", "by": "anna", "zone": "anna.deck"}
    press(listed, Qt.Key.Key_Escape)


def test_a_search_with_no_card_to_name_is_refused_with_its_rule(make, qtbot):
    window = make(NOTHING_TO_NAME_HEADER)
    key(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert no_dialog()  # no empty list of allowing cards: the engine's answer instead
    assert len(window.game.history) == 0
    assert "(deck.source)" in window.statusBar().currentMessage()


def test_a_search_with_no_card_to_name_in_warn_mode_is_made_and_flagged(make, qtbot, language):
    language("en")
    window = make(NOTHING_TO_NAME_HEADER, enforcement="warn")
    key(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    listed = dialog(qtbot, PileDialog)
    assert listed.heading.text() == "Your deck, searched (shuffled afterwards)"
    assert window.game.history[-1] == {"act": "look", "by": "anna", "zone": "anna.deck"}
    assert "(deck.source)" in window.statusBar().currentMessage()
    press(listed, Qt.Key.Key_Escape)


def test_token_by_name_and_markers(make, qtbot):
    window = make(TOKEN_HEADER)
    key(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    tokens = asked(qtbot, "command:token")
    assert [tokens.list.item(r).text() for r in range(tokens.list.count())] == ["Farkaskölyök"]
    pick(tokens.list, "Farkaskölyök")
    press(tokens, Qt.Key.Key_Escape)  # back: nothing created, the pick kept
    assert no_dialog() and len(window.game.history) == 0
    key(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    tokens = asked(qtbot, "command:token")
    assert [item.text() for item in tokens.list.selectedItems()] == ["Farkaskölyök"]
    press(tokens, Qt.Key.Key_Return)
    created = [c for c in window.game.cards.values() if c.prepared]
    assert len(created) == 1 and created[0].zone == "anna.reserve"
    assert created[0].label == "anna-token-0"  # the label the question gave it
    click_card(window, "src")
    for command in (Qt.Key.Key_Plus, Qt.Key.Key_Plus, Qt.Key.Key_Minus):
        key(window, command, Qt.KeyboardModifier.AltModifier)
        marker = dialog(qtbot, QInputDialog)
        QTest.keyClicks(QApplication.focusWidget(), "wound")
        press(marker, Qt.Key.Key_Return)
    assert window.game.cards["src"].markers == {"wound": 1}
    assert window.scene.item_for("src").card["markers"] == {"wound": 1}


def test_the_mulligan_command_opens_the_flow(make, qtbot, language):
    language("en")
    window = make(MULLIGAN_HEADER)
    first = asked(qtbot, "mulligan")  # open from the start: anna declares first
    press(first, Qt.Key.Key_Escape)  # back to the table; the banner keeps the question
    assert window.procedures.banner.isVisible()
    key(window, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    again = asked(qtbot, "mulligan")
    pick(again.list, "Тролль")
    assert again.answer.isEnabled() and len(again.picked()) == 1
    press(again, Qt.Key.Key_Return)
    deck = [c.label for c in window.game.zones["anna.deck"]]
    assert deck[-1] in ("t1", "t2") and len(window.game.zones["anna.hand"]) == 2


def test_the_mulligan_keeps_its_picks_after_escape(make, qtbot, language):
    language("en")
    window = make(MULLIGAN_HEADER)
    first = asked(qtbot, "mulligan")
    pick(first.list, "Тролль")
    picked = first.picked()
    assert len(picked) == 1
    press(first, Qt.Key.Key_Escape)  # a look at the table first
    qtbot.waitUntil(lambda: not first.isVisible())
    click(window.procedures.banner.button)  # Answer…
    again = asked(qtbot, "mulligan")
    assert again is not first and again.picked() == picked
    assert again.answer.isEnabled()
    press(again, Qt.Key.Key_Return)
    assert window.game.record_lines()[-1]["cards"] == picked


def test_warn_mode_switch_is_recorded_and_undoable(make):
    window = make(SEARCH_HEADER)
    action = window.actions_by_id["warn_mode"]
    assert not action.isChecked()
    action.trigger()
    assert window.game.enforcement == "warn" and action.isChecked()
    assert window.game.record_lines()[-1] == {"act": "enforcement", "by": "anna", "mode": "warn"}
    window.ops.undo()
    assert window.game.enforcement == "strict" and not action.isChecked()


SEER_HEADER = {
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 1,
    "cards": {"seer": {"name": "Folyóparti látnok", "type": "creature", "cost": 3, "flow": True,
                       "text": "Áramlás: Nézd meg a paklid felső három lapját, majd tedd "
                               "vissza őket tetszőleges sorrendben."},
              "wolf": {"name": "Farkas", "type": "creature", "cost": 1},
              "bear": {"name": "Medve", "type": "creature", "cost": 1},
              "owl": {"name": "Bagoly", "type": "creature", "cost": 1}},
    "zones": {"anna.hand": ["seer#l1", "wolf#h1"], "anna.deck": ["wolf#d1", "bear#d2", "owl#d3"],
              "bela.hand": ["owl#b1"]},
    "turn": {"active": "anna", "phase": "main", "number": 2},
    "players_state": {"anna": {"VP": 4, "life": 20}, "bela": {"VP": 0, "life": 20}}}


def flow_then_look(window, qtbot) -> PileDialog:
    """anna uses the seer's Flow (its card goes into her deck), then looks at the top three, as
    its text says, naming the seer as the card that allows it."""
    from gestures import hover

    hover(qtbot, window, window.scene.item_for("l1"))
    key(window, Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)  # Use Flow
    assert window.game.cards["l1"].zone == "anna.deck"
    key(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)  # bela's chance goes by
    press(asked(qtbot, "command:look"), Qt.Key.Key_Return)  # 3
    source = asked(qtbot, "command:look:")  # the count's dialog has closed
    assert source.list is not None and source.question.id.endswith(":3")
    offered = [source.list.item(r).text() for r in range(source.list.count())]
    assert offered[0] == "Folyóparti látnok"  # the card of her last Flow, in her deck now
    pick(source.list, "Folyóparti látnok")
    press(source, Qt.Key.Key_Return)
    return dialog(qtbot, PileDialog)


def test_the_top_cards_looked_at_go_back_in_the_order_the_player_chooses(make, qtbot,
                                                                         language):
    language("en")
    window = make(SEER_HEADER)
    listed = flow_then_look(window, qtbot)
    deck = [card.label for card in window.game.zones["anna.deck"]]
    top = deck[:3]
    assert [listed.list.item(r).data(Qt.ItemDataRole.UserRole) for r in range(3)] == top
    assert listed.on_top.isVisible() and listed.at_bottom.isVisible()
    assert not listed.on_top.isDefault() and not listed.at_bottom.isDefault()
    listed.list.setFocus()
    listed.list.setCurrentRow(0)
    QTest.keyClick(listed.windowHandle(), Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    QTest.keyClick(listed.windowHandle(), Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    chosen = [top[1], top[2], top[0]]
    assert listed.order.order() == chosen
    click(listed.on_top)
    assert window.game.record_lines()[-1] == {
        "act": "move_many", "by": "anna", "cards": chosen, "to": "anna.deck", "pos": "top",
        "order": chosen, "source": "l1"}
    assert [card.label for card in window.game.zones["anna.deck"]] == [*chosen, *deck[3:]]
    assert not listed.isVisible()
    assert window.log.lines()[-2:] == [
        "2. anna looked at the top 3 cards of the Deck (Folyóparti látnok)",
        "3. anna put 3 cards back on top of the Deck"]


def test_the_top_cards_looked_at_go_to_the_bottom_after_one_is_taken(make, qtbot, language):
    language("en")
    window = make(SEER_HEADER)
    listed = flow_then_look(window, qtbot)
    deck = [card.label for card in window.game.zones["anna.deck"]]
    first = listed.list.item(0)
    pick_row(listed.list, first.text())
    click(listed.move_button)  # the first one into the hand (the seer allows that too)
    assert window.game.cards[deck[0]].zone == "anna.hand"
    assert listed.order.order() == deck[1:3]
    click(listed.at_bottom)
    assert window.game.record_lines()[-1]["pos"] == "bottom"
    assert window.log.lines()[-1] == "4. anna put 2 cards at the bottom of the Deck"
    assert [card.label for card in window.game.zones["anna.deck"]] == [*deck[3:], *deck[1:3]]


def test_a_search_is_no_look_in_its_question_or_its_log(make, qtbot, language):
    language("en")
    window = make(SEARCH_HEADER)
    key(window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    source = asked(qtbot, "command:search")
    assert source.windowTitle() == "Search your deck" and source.answer.text() == "Search"
    pick(source.list, "Látó")
    press(source, Qt.Key.Key_Return)
    listed = dialog(qtbot, PileDialog)
    press(listed, Qt.Key.Key_Escape)
    assert window.log.lines()[-1] == (
        "1. anna searched the Deck (Látó) — The deck was shuffled after it was searched.")


def test_a_card_set_without_tokens_asks_nothing_and_says_so(make, qtbot, language):
    language("en")
    window = make(SEARCH_HEADER)
    key(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert no_dialog() and len(window.game.history) == 0
    assert window.statusBar().currentMessage() == (
        "This card set has no tokens or prepared cards to create.")
