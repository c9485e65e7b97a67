"""The table as a screen reader reads it (issue 32): walked in-process as an assistive technology
walks it (``QAccessible.queryAccessibleInterface`` on the window, then ``child(i)``), the zones are
lists named with their owner and count, the cards list items named with their details, a hidden
card only "a face-down card"; the band's counters and phases are objects of their own; the
keyboard's cursor is the accessible focus; dialog lists are named and their items carry the card's
details; announcements are made for a refusal and for the other player's actions."""

from __future__ import annotations

import pytest
from conftest import make_window
from gestures import asked, key, press
from seen import accessible_nodes, leaks_in_tree, secrets

from desktop.dialogs import ShortcutsDialog
from desktop.qt import QAccessible, QApplication, Qt
from engine import Game

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier
K = Qt.Key
Role = QAccessible.Role
NAME = QAccessible.Text.Name
HEADER = {
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 1,
    "cards": {"wolf": {"name": "Farkas", "type": "creature", "cost": 1},
              "dear": {"name": "Sárkány", "type": "creature", "cost": 9},
              "spirit": {"name": "Áramló szellem", "type": "spell", "cost": 2, "flow": True},
              "bear": {"name": "Medve", "type": "creature", "cost": 2, "duel": 3}},
    "zones": {"anna.hand": ["wolf#w1", "dear#x1", "spirit#s1"], "anna.deck": ["wolf", "wolf"],
              "anna.reserve": ["bear#r1"], "bela.hand": ["spirit#bs"],
              "bela.reserve": ["bear#b1"], "bela.deck": ["wolf"]},
    "turn": {"active": "anna", "phase": "main", "number": 2},
    "players_state": {"anna": {"VP": 4, "life": 20}, "bela": {"VP": 0, "life": 20}}}


@pytest.fixture
def window(make, language):
    language("en")
    return make(HEADER)


def tree(window) -> dict[str, object]:
    """Every node of the window's tree by its name (the first of a name)."""
    nodes: dict[str, object] = {}
    for node in accessible_nodes(window):
        nodes.setdefault(node.text(NAME), node)
    return nodes


def table_node(window):
    return next(node for node in accessible_nodes(window)
                if node.role() == Role.Pane and node.text(NAME) == "Card table")


def names(node) -> list[str]:
    return [node.child(i).text(NAME) for i in range(node.childCount())]


def test_the_table_reads_as_zones_cards_counters_and_phases(window):
    table = table_node(window)
    assert table.text(QAccessible.Text.Description) == "anna's turn, Main phase"
    zones = names(table)
    assert zones[:4] == ["Your Hand, 3 cards", "Your Guard post, 0 cards",
                         "Your Reserve, 1 card", "Your Table, 0 cards"]
    assert "bela's Hand, 1 card" in zones and "Counters" in zones and "Phases" in zones
    hand = table.child(0)
    assert hand.role() == Role.List
    assert names(hand) == ["Farkas, creature, cost 1, in your Hand",
                           "Sárkány, creature, cost 9, in your Hand",
                           "Áramló szellem, spell, cost 2, flow, in your Hand"]
    assert hand.child(0).role() == Role.ListItem
    found = tree(window)
    assert "Medve, creature, cost 2, duel 3, in bela's Reserve" in found
    assert names(found["bela's Hand, 1 card"]) == ["a face-down card, in bela's Hand"]
    assert names(found["Counters"]) == ["anna: Life 20", "anna: VP 4", "bela: Life 20",
                                        "bela: VP 0"]
    phases = found["Phases"]
    assert names(phases) == ["Prep", "Draw", "Main phase, the current phase", "Combat", "Healing",
                             "End", "End turn"]
    assert phases.child(2).state().checked and phases.child(1).state().disabled
    assert phases.child(6).role() == Role.PushButton and not phases.child(6).state().disabled


def test_a_tapped_card_says_so_and_the_parent_knows_its_children(window):
    key(window, K.Key_Right, CTRL)
    key(window, K.Key_Right, CTRL)  # anna's reserve
    key(window, K.Key_Space)  # tap
    reserve = tree(window)["Your Reserve, 1 card"]
    card = reserve.child(0)
    assert card.text(NAME) == "Medve, creature, cost 2, duel 3, tapped, in your Reserve"
    assert card.parent().text(NAME) == "Your Reserve, 1 card"
    assert reserve.indexOfChild(card) == 0 and reserve.parent().text(NAME) == "Card table"
    assert card.rect().isValid() and reserve.rect().contains(card.rect().center())


def test_the_keyboards_cursor_is_the_accessible_focus(window):
    table = table_node(window)
    key(window, K.Key_Right)
    focus = table.focusChild()
    assert focus.text(NAME) == "Sárkány, creature, cost 9, in your Hand"
    assert focus.state().focused and focus.parent().focusChild().text(NAME) == focus.text(NAME)
    key(window, K.Key_Right, CTRL)  # an empty zone: the zone itself
    assert table.focusChild().text(NAME) == "Your Guard post, 0 cards"
    for _ in range(6):  # reserve, table, deck, discard, void, the counters
        key(window, K.Key_Right, CTRL)
    assert table.focusChild().text(NAME) == "anna: Life 20"


def test_no_node_of_any_window_names_a_hidden_card(window):
    found = secrets(window.game, window.controller.viewer)
    assert "Áramló szellem" not in found.names  # a name in sight on anna's side is no secret
    assert "bs" in found.labels
    windows = QApplication.topLevelWidgets()
    assert leaks_in_tree(found, windows) == []


def test_dialog_lists_are_named_and_their_cards_read_with_their_details(window, qtbot):
    key(window, K.Key_L, ALT)  # Use Flow: the question which hand card
    picker = asked(qtbot, "command:flow:")
    lists = [node for node in accessible_nodes(picker) if node.role() == Role.List]
    assert [node.text(NAME) for node in lists] == ["Which card's Flow do you use?"]
    assert names(lists[0]) == ["Áramló szellem, spell, cost 2, flow"]
    press(picker, K.Key_Escape)


def test_the_hand_off_button_says_why_and_the_key_cells_name_their_command(window, qtbot):
    key(window, K.Key_Return, CTRL)  # end of the turn: the hand-off screen
    button = window.handoff_screen.button
    found = QAccessible.queryAccessibleInterface(button)
    assert found.text(NAME) == "I am bela: show my side"
    assert found.text(QAccessible.Text.Description) == (
        "Pass the computer to bela. Both hands are hidden.")
    shortcuts = ShortcutsDialog(window.settings, window)
    qtbot.addWidget(shortcuts)
    cells = {node.text(QAccessible.Text.Description): node.text(NAME)
             for node in accessible_nodes(shortcuts)}
    assert cells["Keys for Tap / untap"] == "Space"
    assert cells["Keys for Answer for the player asked…"] == "Alt+A"
    assert "Game log" in tree(window)


def test_a_refusal_is_announced_at_once(window, qtbot):
    heard: list[tuple[str, bool]] = []
    window.announcer.announced.connect(lambda text, assertive: heard.append((text, assertive)))
    key(window, K.Key_Right)  # Sárkány: too dear
    key(window, K.Key_Return)
    assert any("cost.pay" in text and assertive for text, assertive in heard), heard
    press(QApplication.activePopupWidget(), K.Key_Escape)


def test_the_other_players_actions_are_announced(window, qtbot):
    """In hot seat the other player's actions are told when a player takes the seat again (the
    log as they read it); a player's own actions and the new phase or turn as they come."""
    heard: list[str] = []
    window.announcer.announced.connect(lambda text, _assertive: heard.append(text))
    key(window, K.Key_Return, CTRL)  # anna ends her turn
    key(window, K.Key_Return)  # bela takes the seat
    assert "bela's turn: Prep" in heard
    key(window, K.Key_Space, CTRL)  # bela: the next phase
    assert "Phase: Draw" in heard
    key(window, K.Key_Right, CTRL)
    key(window, K.Key_Right, CTRL)  # bela's reserve
    key(window, K.Key_Space)  # he taps his Medve: his own action, as the log tells it to him
    assert "bela tapped Medve" in heard
    key(window, K.Key_Return, CTRL)
    heard.clear()
    key(window, K.Key_Return)  # anna takes the seat: what bela did, as she may read it
    caught = [text for text in heard if text.startswith("Since you last looked")]
    assert len(caught) == 1 and "bela tapped" in caught[0] and "Medve" in caught[0]
    assert "Áramló szellem" not in caught[0]  # bela's hand card: never named to anna


def test_an_action_of_the_other_player_is_announced_where_the_window_plays_one_seat(
        qtbot, settings, tmp_path, language):
    """A window that plays anna's seat only: bela's action (from his phone) is said at once,
    in the words anna may read."""
    language("en")
    window = make_window(qtbot, settings, tmp_path, Game.from_header(HEADER), seat="anna")
    try:
        heard: list[str] = []
        window.announcer.announced.connect(lambda text, _assertive: heard.append(text))
        window.controller.apply({"act": "tap", "by": "bela", "card": "b1", "tapped": True})
        assert heard and "Medve" in heard[-1]
    finally:
        window.close()
