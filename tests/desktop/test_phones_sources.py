"""Issue 28, point 1, at the phones: a phone may name as the ``source`` of a look or of a take
only a card whose ability its player can be using (the engine's ``source.invalid``). A `look` or
`take` naming a card of the other seat's hand, of any deck, or of another player's pile is
refused, in strict and in warn mode, and changes nothing; the refusal names no hidden card. The
page offers only the sources the engine takes (real WebSocket clients on the loopback)."""

from __future__ import annotations

import pytest
from spectator_games import berserk_game, hkk_game
from web_clients import Phone

from tests.engine.oracle import zone_orders

LOOPBACK = "127.0.0.1"


def ask(qtbot, phone: Phone, message: dict) -> dict:
    ident = phone.send(message)
    qtbot.waitUntil(lambda: phone.result(ident) is not None, timeout=10000)
    return phone.result(ident)


def assert_refused_and_nothing_changed(qtbot, phone: Phone, game, message: dict) -> None:
    lines, orders = len(game.lines), zone_orders(game)
    known = {label: set(card.known_to) for label, card in game.cards.items()}
    result = ask(qtbot, phone, message)
    assert (result["applied"], result["ok"]) == (False, False), (message, result)
    assert "seen" not in result
    assert len(game.lines) == lines and zone_orders(game) == orders
    assert {label: set(card.known_to) for label, card in game.cards.items()} == known
    source = game.cards[message["source"]]
    assert message["source"] not in result["text"]
    assert game.definition(source).name not in result["text"]


@pytest.mark.parametrize("enforcement", ["strict", "warn"])
def test_a_phone_cannot_look_or_take_by_a_card_it_cannot_be_using(qtbot, open_window,
                                                                  enforcement):
    game = hkk_game()
    game.enforcement = enforcement
    window = open_window(game)
    window.controller.apply({"act": "move", "by": "bela", "card": "b_cr", "to": "bela.discard"})
    phones = window.streaming.start_phones(LOOPBACK, 0)
    anna = Phone(phones.server.address[1], phones.keys.secret("anna"))
    try:
        qtbot.waitUntil(lambda: anna.state() is not None, timeout=10000)
        offered = {card["label"] for card in anna.state()["sources"]}
        assert offered == {"a_src", "a_duel", "a_rev", "a_cr", "a_flow", "a_sp"}
        forbidden = ["b_duel",  # the other seat's hand
                     "ad3", "bd0",  # a deck: her own, his
                     "b_cr"]  # another player's pile
        for source in forbidden:
            for count in (None, 2):
                assert_refused_and_nothing_changed(
                    qtbot, anna, game, {"type": "look", "source": source, "count": count})
        looked = ask(qtbot, anna, {"type": "look", "source": "a_src", "count": 2})
        assert looked["applied"] and looked["ok"]
        taken = looked["seen"][1]["label"]
        for source in forbidden:
            assert_refused_and_nothing_changed(
                qtbot, anna, game, {"type": "take", "card": taken, "source": source})
        assert game.cards[taken].zone == "anna.deck"
        took = ask(qtbot, anna, {"type": "take", "card": taken, "source": "a_src"})
        assert took["applied"] and game.cards[taken].zone == "anna.hand"
    finally:
        anna.close()


def test_a_berserk_phone_cannot_look_by_the_other_seats_cards(qtbot, open_window):
    game = berserk_game()
    window = open_window(game)
    phones = window.streaming.start_phones(LOOPBACK, 0)
    sasha = Phone(phones.server.address[1], phones.keys.secret("sasha"))
    try:
        qtbot.waitUntil(lambda: sasha.state() is not None, timeout=10000)
        assert "s_hero" in {card["label"] for card in sasha.state()["sources"]}
        others = [label for label, card in game.cards.items()
                  if card.owner == "misha" and card.zone != "misha.play"]
        others += [game.label_at("sasha.deck", 0)]
        assert others
        for source in others:
            assert_refused_and_nothing_changed(
                qtbot, sasha, game, {"type": "look", "source": source, "count": None})
    finally:
        sasha.close()
