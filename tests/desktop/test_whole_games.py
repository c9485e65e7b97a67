"""Whole games from the demo decks to a reported winner, played with the mouse and the keyboard
only: drags, clicks, keys on the window and in the dialogs. The tests read the table (what a
player sees) to know which card to take, and the engine's state only to check the outcome.

HKK (seed 34): a refused unaffordable drag, plays by drag that pay, a card put into play without
paying (Shift), a discard, undo across a hand-off, a Flow, a duel declined, a duel answered, a
Treasure, a token, a creature taken over and destroyed into its owner's discard, then life keys
to the end. Berserk (seed 7): both players' mulligans, plays by drag that pay, a refused one, a
token, undo across a hand-off, a creature destroyed into its owner's graveyard, wounds on a hero
to the end.
"""

from __future__ import annotations

import pytest
from gestures import (
    answer_with_card,
    asked,
    click,
    dialog,
    drag,
    key,
    no_dialog,
    option,
    pick,
    press,
)
from PySide6.QtTest import QTest
from test_window import flags

from desktop.procedures.endgame import EndDialog
from desktop.qt import QInputDialog, QMessageBox, QPoint, Qt

CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


@pytest.fixture
def table(demo_tables):
    """Main windows on demo games (tests/desktop/conftest.py)."""
    return demo_tables


# What a player sees.
def hand(window, player: str | None = None) -> list[dict]:
    player = player or window.controller.seat
    return [c for c in window.controller.view["zones"][f"{player}.hand"]["cards"]
            if not c.get("hidden")]


def card_named(window, name: str, zone: str | None = None) -> dict:
    for key_, zone_view in window.controller.view["zones"].items():
        if zone is not None and key_ != zone:
            continue
        for card in zone_view.get("cards") or []:
            if card.get("name") == name:
                return card
    raise AssertionError(f"{name} is not to be seen ({zone})")


def item(window, card: dict):
    return window.scene.item_for(card["label"])


def click_card(window, card: dict) -> None:
    """Click a card: it becomes the selection, the target of card commands."""
    shown = item(window, card)
    click(window.table.viewport(),
          window.table.mapFromScene(shown.mapToScene(shown.boundingRect().center())))


def click_away(window) -> None:
    """Move the mouse to the table's empty band edge and click: nothing selected, no card under
    the mouse (a click alone leaves the pointer where an earlier test put it)."""
    band = window.scene.band
    point = window.table.mapFromScene(band.mapToScene(band.boundingRect().bottomLeft()))
    QTest.mouseMove(window.table.viewport(), point + QPoint(2, -2))
    click(window.table.viewport(), point + QPoint(2, -2))


def next_phase(window, times: int = 1) -> None:
    for _ in range(times):
        key(window, Qt.Key.Key_Space, CTRL)


def end_turn_and_pass(window, qtbot) -> None:
    """Ctrl+Enter, then the next player takes the seat (Enter on the hand-off screen)."""
    key(window, Qt.Key.Key_Return, CTRL)
    assert window.central() is window.handoff_screen
    take_seat(window, qtbot)


def take_seat(window, qtbot) -> None:
    assert window.central() is window.handoff_screen
    key(window, Qt.Key.Key_Return)
    assert window.central() is window.table


def rule_flagged(window, rule: str) -> bool:
    return any(rule in flag.text for flag in flags(window))


def log_lines(window) -> list[str]:
    return window.log.lines()


def answer_duel(qtbot, window, answer: str | None) -> None:
    """The defender takes the seat and answers (a card's name) or declines (None), then
    confirms; the cards lie face up and the log says who won."""
    take_seat(window, qtbot)
    answered = asked(qtbot, "duel_answer")
    assert answered.list.count() >= (answer is not None)
    answer_with_card(qtbot, answered, answer)
    assert any("won the duel" in line for line in log_lines(window))
    assert window.central() is window.handoff_screen  # the defender's hand is hidden again


def choose_effect(qtbot, window, effect: str, target: str) -> None:
    """The winner takes the seat and picks the effect (``damage`` or ``heal``) and target."""
    take_seat(window, qtbot)
    chosen = asked(qtbot, "duel_effect")
    press(chosen, Qt.Key.Key_Return)  # nothing chosen yet: Enter does nothing
    assert chosen.isVisible()
    option(chosen, f"{effect}:{target}")
    press(chosen, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not chosen.isVisible())


def pick_token(qtbot, name: str) -> None:
    """The token question (Ctrl+T): a card picked by name, Enter."""
    picker = asked(qtbot, "command:token:")
    pick(picker.list, name)
    press(picker, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not picker.isVisible())


def pick_hand_card(qtbot, command: str, name: str) -> None:
    """A hand command with nothing pointed at asks which hand card: picked by name, Enter."""
    which = asked(qtbot, f"command:{command}:")
    pick(which.list, name)
    press(which, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not which.isVisible())


def test_a_whole_game_of_hkk(table, qtbot):
    window = table("hkk", 34)
    game = window.game
    assert (game.active_player, game.phase) == ("anna", "prep")

    # Turn 1, anna (1 VP): a refused drag, a card put in without paying, a discard.
    next_phase(window, 2)
    assert game.phase == "main" and len(hand(window)) == 6
    shaman = card_named(window, "Falkahívó sámán")  # costs 3
    drag(qtbot, window, item(window, shaman), "anna.reserve")
    assert game.cards[shaman["label"]].zone == "anna.hand" and game.counters["anna"]["VP"] == 1
    assert rule_flagged(window, "cost.pay")
    archer = card_named(window, "Holdfényes íjász")  # 3 VP: with Shift, put in without paying
    drag(qtbot, window, item(window, archer), "anna.reserve", shift=True)
    assert game.cards[archer["label"]].zone == "anna.reserve" and game.counters["anna"]["VP"] == 1
    assert any("anna put Holdfényes íjász into play without paying" in line
               for line in log_lines(window))
    light = card_named(window, "Tündérfény")
    drag(qtbot, window, item(window, light), "anna.discard")
    assert game.cards[light["label"]].zone == "anna.discard"
    assert any("anna discarded Tündérfény" in line for line in log_lines(window))
    end_turn_and_pass(window, qtbot)

    # Turn 1, bela: a play by drag that pays, then undo across the hand-off.
    assert window.controller.seat == "bela"
    next_phase(window, 2)
    squirrel = card_named(window, "Kincsszimatoló mókus")
    drag(qtbot, window, item(window, squirrel), "bela.reserve")
    assert game.cards[squirrel["label"]].zone == "bela.reserve" and game.counters["bela"]["VP"] == 0
    end_turn_and_pass(window, qtbot)
    assert window.controller.seat == "anna"
    key(window, Qt.Key.Key_Z, CTRL)  # anna takes back bela's end of turn: asked first
    sure = dialog(qtbot, QMessageBox)
    click(sure.button(QMessageBox.StandardButton.Yes))
    assert game.active_player == "bela" and window.central() is window.handoff_screen
    assert window.handoff_screen.player == "bela"
    take_seat(window, qtbot)
    end_turn_and_pass(window, qtbot)

    # Turn 2, anna (2 VP): a Flow and a Treasure, picked by name; a token.
    next_phase(window, 2)
    assert game.counters["anna"]["VP"] == 2
    path = card_named(window, "Szélfútta ösvény", "anna.hand")
    click_away(window)
    key(window, Qt.Key.Key_L, ALT)  # Use Flow: nothing pointed at, so pick by name
    pick_hand_card(qtbot, "flow", "Szélfútta ösvény")
    assert game.cards[path["label"]].zone == "anna.deck" and game.counters["anna"]["VP"] == 1
    chest = card_named(window, "Elásott láda", "anna.hand")
    key(window, Qt.Key.Key_T, ALT)
    pick_hand_card(qtbot, "treasure", "Elásott láda")
    assert game.cards[chest["label"]].zone == "anna.void" and game.counters["anna"]["VP"] == 0
    key(window, Qt.Key.Key_T, CTRL)
    pick_token(qtbot, "Ködfarkas")
    assert card_named(window, "Ködfarkas", "anna.reserve")
    end_turn_and_pass(window, qtbot)

    # Turn 2, bela: a duel anna answers (and loses); bela's 3 damage to anna.
    next_phase(window, 2)
    click_away(window)
    key(window, Qt.Key.Key_D, ALT)
    pick_hand_card(qtbot, "duel", "Bajnokok kesztyűje")
    assert "anna" in window.handoff_screen.message.text()
    answer_duel(qtbot, window, "Rozsdás tőr")
    choose_effect(qtbot, window, "damage", "anna")
    assert game.counters["anna"]["life"] == 17 and game.pending() is None
    end_turn_and_pass(window, qtbot)

    # Turn 3, anna: a duel bela declines; a play by drag that pays; bela's creature taken over
    # and destroyed into its owner's discard.
    next_phase(window, 2)
    click_card(window, card_named(window, "Tűzpróba"))
    key(window, Qt.Key.Key_D, ALT)
    answer_duel(qtbot, window, None)
    choose_effect(qtbot, window, "damage", "bela")
    assert game.counters["bela"]["life"] == 17
    vp = game.counters["anna"]["VP"]
    shaman = card_named(window, "Falkahívó sámán")
    drag(qtbot, window, item(window, shaman), "anna.reserve")
    assert game.cards[shaman["label"]].zone == "anna.reserve"
    assert game.counters["anna"]["VP"] == vp - 3
    squirrel = card_named(window, "Kincsszimatoló mókus", "bela.reserve")
    click_card(window, squirrel)
    key(window, Qt.Key.Key_C, ALT)
    assert game.cards[squirrel["label"]].zone == "anna.reserve"
    click_card(window, card_named(window, "Kincsszimatoló mókus", "anna.reserve"))
    key(window, Qt.Key.Key_Delete, CTRL)
    assert game.cards[squirrel["label"]].zone == "bela.discard"  # its owner's pile
    end_turn_and_pass(window, qtbot)

    # Turn 3, bela: life −1 (F11) until nothing is left.
    for _ in range(17):
        key(window, Qt.Key.Key_F11)
    end = dialog(qtbot, EndDialog)
    assert game.outcome() == {"loser": "bela", "reason": "life", "winners": ["anna"]}
    assert end.heading.text() == "anna won!" and end.reason.text() == "bela has no life left."
    assert window.procedures.banner.text.text().startswith("anna won!")
    click(end.go_on)  # keep playing: in warn mode
    assert game.enforcement == "warn" and no_dialog(EndDialog)


def test_a_whole_game_of_berserk(table, qtbot):
    window = table("berserk", 7)
    game = window.game
    first, second = game.players

    # Mulligans: the first player puts one card back, the second keeps; then the game starts.
    mulligan = asked(qtbot, "mulligan")
    assert mulligan.question.asks == first
    pick(mulligan.list, "Тинистая знахарка")
    press(mulligan, Qt.Key.Key_Return)
    assert window.central() is window.handoff_screen and window.handoff_screen.player == second
    take_seat(window, qtbot)
    second_mulligan = asked(qtbot, "mulligan")
    assert second_mulligan.question.asks == second and not second_mulligan.picked()
    press(second_mulligan, Qt.Key.Key_Return)  # nothing picked: the hand is kept
    assert game.phase == "restore" and game.pending() is None
    take_seat(window, qtbot)
    assert window.controller.seat == first

    # Turn 1, first player: a refused drag, a play by drag that pays, a token.
    next_phase(window, 2)
    assert game.phase == "main" and game.counters[first]["coins"] == 1
    dear = next(c for c in hand(window) if c["type"] == "creature" and c["cost"] > 1)
    drag(qtbot, window, item(window, dear), f"{first}.play")
    assert game.cards[dear["label"]].zone == f"{first}.hand" and rule_flagged(window, "cost.pay")
    lynx = card_named(window, "Рысь-туманница")
    drag(qtbot, window, item(window, lynx), f"{first}.play")
    assert game.cards[lynx["label"]].zone == f"{first}.play"
    assert game.counters[first]["coins"] == 0
    key(window, Qt.Key.Key_T, CTRL)
    pick_token(qtbot, "Дух тумана")
    assert card_named(window, "Дух тумана", f"{first}.play")
    end_turn_and_pass(window, qtbot)

    # Turn 1, second player: undo across the hand-off, then take the lynx over and destroy it.
    key(window, Qt.Key.Key_Z, CTRL)
    click(dialog(qtbot, QMessageBox).button(QMessageBox.StandardButton.Yes))
    assert game.active_player == first
    take_seat(window, qtbot)
    end_turn_and_pass(window, qtbot)
    next_phase(window, 2)
    click_card(window, card_named(window, "Рысь-туманница", f"{first}.play"))
    key(window, Qt.Key.Key_C, ALT)
    assert game.cards[lynx["label"]].zone == f"{second}.play"
    click_card(window, card_named(window, "Рысь-туманница", f"{second}.play"))
    key(window, Qt.Key.Key_Delete, CTRL)
    assert game.cards[lynx["label"]].zone == f"{first}.graveyard"  # its owner's pile
    end_turn_and_pass(window, qtbot)

    # Turn 2, first player: wounds on the other hero until its life is gone.
    hero = next(c for c in window.controller.view["zones"][f"{second}.play"]["cards"]
                if c["type"] == "hero")
    for _ in range(hero["stats"]["life"]):
        click_card(window, hero)
        key(window, Qt.Key.Key_Plus, ALT)  # Add marker…: the hero's wound is offered first
        marker = dialog(qtbot, QInputDialog)
        press(marker, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda marker=marker: not marker.isVisible())
    end = dialog(qtbot, EndDialog)
    assert game.outcome() == {"loser": second, "reason": "hero_wounds", "winners": [first]}
    press(end, Qt.Key.Key_Return)  # no default: Enter does nothing
    assert end.isVisible()
    press(end, Qt.Key.Key_Escape)  # back to the table; the banner keeps the result
    assert window.procedures.banner.text.text().startswith(f"{first} won!")
