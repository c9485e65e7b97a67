"""Hands on phones under attack: wrong, old, missing and guessed secrets, another seat's secret
after a new game, malformed and oversized messages, 100 bogus connections, and the rate limit.
Nothing reaches the engine that the table itself would not send; all on 127.0.0.1."""

from __future__ import annotations

import contextlib
import json
import socket

import pytest
from spectator_games import hkk_game
from web_clients import LOOPBACK, Phone, bogus_connections

from desktop import session
from desktop.phones import seats as seat_limits
from desktop.phones.dialog import LEAST_QR_SCALE, QR_SCALE, QrCode
from desktop.phones.protocol import MAX_MESSAGE


def refused(qtbot, phone: Phone) -> None:
    """The phone was refused: told so, and closed as a policy violation."""
    qtbot.waitUntil(phone.closed.is_set, timeout=10000)
    assert phone.close_code == 1008
    assert phone.of_type("state") == [] and phone.of_type("welcome") == []


def joined(qtbot, phone: Phone) -> None:
    qtbot.waitUntil(lambda: phone.state() is not None, timeout=10000)


def test_wrong_missing_and_guessed_secrets_are_refused(qtbot, phone_table):
    window, phones = phone_table
    phones.server.throttle.limit = 100  # more wrong codes than one address may send
    port = phones.server.address[1]
    anna = phones.keys.secret("anna")
    for secret in ("x" * 32, anna[:-1] + ("A" if anna[-1] != "A" else "B"), anna[:16],
                   anna + "a", anna.upper() if anna.upper() != anna else anna.lower()):
        phone = Phone(port, secret)
        refused(qtbot, phone)
        assert phone.of_type("refused") == [{"type": "refused", "reason": "code"}]
    no_hello = Phone(port, None)  # an action first, without saying who it is
    no_hello.opened.wait(10)
    no_hello.send({"type": "draw"})
    refused(qtbot, no_hello)
    for first in ('{"type": "hello"}', '{"type": "hello", "secret": 7}', "hello", "",
                  json.dumps({"type": "hello", "secret": anna, "seat": "bela"})):
        phone = Phone(port, None)
        phone.opened.wait(10)
        phone.send_text(first)
        refused(qtbot, phone)
    assert window.controller.phones == frozenset() and len(window.game.lines) == 0


def test_a_silent_connection_is_closed_after_the_hello_time(qtbot, phone_table, monkeypatch):
    from desktop.phones import server

    monkeypatch.setattr(server, "HELLO_S", 0.2)
    _window, phones = phone_table
    phone = Phone(phones.server.address[1], None)
    qtbot.waitUntil(phone.closed.is_set, timeout=10000)
    assert phone.close_code == 1008 and phone.received == []


def test_an_old_code_is_refused_after_the_table_renews_it(qtbot, phone_table):
    window, phones = phone_table
    port = phones.server.address[1]
    old = phones.keys.secret("bela")
    phone = Phone(port, old)
    joined(qtbot, phone)
    phones.renew("bela")  # the table: Disconnect and new code
    qtbot.waitUntil(phone.closed.is_set, timeout=10000)
    assert phone.of_type("bye")[-1]["reason"] == "new_code"
    qtbot.waitUntil(lambda: window.controller.phones == frozenset(), timeout=10000)
    refused(qtbot, Phone(port, old))
    fresh = Phone(port, phones.keys.secret("bela"))
    joined(qtbot, fresh)
    assert phones.keys.secret("bela") != old and fresh.state()["seat"] == "bela"
    fresh.close()


def test_secrets_change_with_every_game(qtbot, phone_table):
    window, phones = phone_table
    port = phones.server.address[1]
    before = {p: phones.keys.secret(p) for p in ("anna", "bela")}
    anna = Phone(port, before["anna"])
    joined(qtbot, anna)
    window.start_game(session.rematch(window.game))  # a rematch: a new game
    qtbot.waitUntil(anna.closed.is_set, timeout=10000)
    assert anna.of_type("bye")[-1]["reason"] == "new_game"
    for player, secret in before.items():  # another seat's old secret, replayed
        refused(qtbot, Phone(port, secret))
        assert phones.keys.secret(player) != secret
    again = Phone(port, phones.keys.secret("bela"))
    joined(qtbot, again)
    assert again.state()["view"]["zones"]["bela.hand"]["count"] > 0
    again.close()


MALFORMED = [
    "{not json", "[]", "null", '"draw"', "{}", '{"type": "draw"}',  # no id
    '{"type": "draw", "id": "1"}', '{"type": "draw", "id": 1.5}', '{"type": "draw", "id": -1}',
    '{"type": "draw", "id": 1, "by": "bela"}',  # acting as another seat
    '{"type": "play", "id": 1, "card": "a_cr"}', '{"type": "play", "id": 1, "card": 5, "to": "x"}',
    '{"type": "mulligan", "id": 1, "cards": "a_cr"}',
    json.dumps({"type": "mulligan", "id": 1, "cards": ["a"] * 61}),
    '{"type": "duel_effect", "id": 1, "effect": "steal", "target": "bela"}',
    '{"type": "look", "id": 1, "source": "a_src", "count": 0}',
    '{"type": "hello", "secret": "' + "a" * 32 + '"}', '{"type": "undo", "id": 1}',
    '{"type": "move", "id": 1, "card": "b_duel", "to": "anna.hand"}',
    '{"type": "draw", "id": 1, "__proto__": {}}', '{"type": "discard", "id": 1, "card": "a\\u0000"}',
    '{"type": "discard", "id": 1, "card": ""}', '{"type": "phase", "id": 1, "to": "' + "m" * 101 + '"}',
]


@pytest.mark.parametrize("text", MALFORMED)
def test_malformed_messages_never_reach_the_engine(qtbot, phone_table, text):
    window, phones = phone_table
    phone = Phone(phones.server.address[1], phones.keys.secret("anna"))
    joined(qtbot, phone)
    phone.send_text(text)
    qtbot.waitUntil(phone.closed.is_set, timeout=10000)
    assert phone.close_code == 1008 and phone.of_type("error")
    assert phone.of_type("result") == [] and len(window.game.lines) == 0


def test_oversized_and_binary_messages_close_the_connection(qtbot, phone_table):
    window, phones = phone_table
    port = phones.server.address[1]
    big = Phone(port, phones.keys.secret("anna"))
    joined(qtbot, big)
    big.send_text(json.dumps({"type": "discard", "id": 1, "card": "a" * (MAX_MESSAGE + 10)}))
    qtbot.waitUntil(big.closed.is_set, timeout=10000)
    assert big.close_code == 1009 and big.of_type("result") == []  # message too big
    binary = Phone(port, phones.keys.secret("anna"))
    joined(qtbot, binary)
    binary.send_bytes(b"\x00" * 10)
    qtbot.waitUntil(binary.closed.is_set, timeout=10000)
    assert binary.close_code == 1008 and len(window.game.lines) == 0


def test_a_seat_acts_only_as_itself(qtbot, phone_table):
    """anna's phone cannot answer bela's duel or play bela's card: the engine judges them as
    anna's, exactly as the table's own commands would be."""
    window, phones = phone_table
    anna = Phone(phones.server.address[1], phones.keys.secret("anna"))
    joined(qtbot, anna)
    ident = anna.send({"type": "duel", "card": "a_duel"})
    qtbot.waitUntil(lambda: anna.result(ident) is not None, timeout=10000)
    assert anna.result(ident)["applied"]
    for message in ({"type": "duel_answer", "card": "b_duel"},
                    {"type": "duel_answer", "card": None},
                    {"type": "play", "card": "b_cr", "to": "reserve"},
                    {"type": "discard", "card": "b_cr"},
                    {"type": "take", "card": "b_cr", "source": "a_src"},
                    {"type": "prevent", "at": 0, "reacting_with": []},
                    {"type": "play", "card": "a_cr", "to": "deck"}):
        ident = anna.send(message)
        qtbot.waitUntil(lambda i=ident: anna.result(i) is not None, timeout=10000)
        assert anna.result(ident)["applied"] is False, message
    assert window.game.cards["b_duel"].zone == "bela.hand" and window.game.pending()[
        "player"] == "bela"
    assert [line[0]["by"] for line in window.game.lines] == ["anna"]
    anna.close()


def test_too_many_wrong_codes_from_one_address_are_refused_for_a_while(qtbot, phone_table):
    _window, phones = phone_table
    port = phones.server.address[1]
    now = [1000.0]
    phones.server.throttle.clock = lambda: now[0]
    for _ in range(seat_limits.FAILURES):
        refused(qtbot, Phone(port, "w" * 32))
    blocked = Phone(port, phones.keys.secret("anna"))  # even the right code, for now
    qtbot.waitUntil(blocked.closed.is_set, timeout=10000)
    assert blocked.status == 429
    now[0] += seat_limits.WINDOW_S + 1
    allowed = Phone(port, phones.keys.secret("anna"))
    joined(qtbot, allowed)
    allowed.close()


def test_a_phone_plays_beside_100_bogus_connections(qtbot, phone_table):
    window, phones = phone_table
    port = phones.server.address[1]
    anna = Phone(port, phones.keys.secret("anna"))
    joined(qtbot, anna)
    bogus = bogus_connections(port, 100, "/ws", upgrade=True,
                              wrong_codes=seat_limits.FAILURES - 1)
    try:
        for count, message in enumerate(({"type": "play", "card": "a_cr", "to": "reserve"},
                                          {"type": "discard", "card": "a_sp"},
                                          {"type": "draw"}), start=1):
            ident = anna.send(message)
            qtbot.waitUntil(lambda i=ident: anna.result(i) is not None, timeout=10000)
            assert anna.result(ident)["applied"]
            # The table's own action at once as well, and the phone sees it.
            window.controller.apply({"act": "counter", "by": "anna", "player": "anna",
                                     "name": "life", "delta": -1})
            qtbot.waitUntil(lambda c=count: anna.state()["view"]["counters"]["anna"]["life"]
                            == 20 - c, timeout=10000)
        bela = Phone(port, phones.keys.secret("bela"))  # a real phone still joins
        joined(qtbot, bela)
        bela.close()
    finally:
        window.streaming.stop_phones()  # every bogus connection is closed with it
        for connection in bogus:
            if isinstance(connection, Phone):
                connection.close()
                continue
            connection.settimeout(10)
            with contextlib.suppress(ConnectionResetError):
                while connection.recv(65536):
                    pass
            connection.close()
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection((LOOPBACK, port), timeout=5).close()


def test_view_menu_starts_shows_codes_renews_and_stops(qtbot, open_window, monkeypatch):
    window = open_window(hkk_game())
    streaming = window.streaming
    assert streaming.act_phones is not None and streaming.phones is None
    streaming.act_phones.trigger()
    dialog = streaming.phones_dialog
    assert dialog is not None and dialog.isVisible()
    loopback = next(i for i in range(dialog.network.count())
                    if dialog.network.itemData(i).loopback)
    dialog.network.setCurrentIndex(loopback)
    monkeypatch.setattr(dialog.port, "value", lambda: 0)  # any free port
    before = dialog.height()
    dialog.toggle.click()
    qtbot.waitUntil(lambda: dialog.height() > before)  # the dialog grows to hold the codes
    started = dialog.height()
    phones = streaming.phones
    assert phones is not None and phones.running and phones.server.address[0] == LOOPBACK
    assert "(on)" in streaming.act_phones.text().replace("&", "")
    boxes = dialog.seats
    assert list(boxes) == ["anna", "bela"]
    for player, box in boxes.items():
        assert not box.code.image.isNull() and box.code.image.width() * QR_SCALE >= 150
        assert box.code.scale() >= LEAST_QR_SCALE  # drawn whole, at least 2 px a module
        assert box.link.text() == phones.link(player)
    phone = Phone(phones.server.address[1], phones.keys.secret("anna"))
    joined(qtbot, phone)
    qtbot.waitUntil(lambda: boxes["anna"].status.text() == "Phone joined", timeout=10000)
    old = boxes["anna"].link.text()
    boxes["anna"].renew.click()
    qtbot.waitUntil(phone.closed.is_set, timeout=10000)
    assert boxes["anna"].link.text() != old and boxes["anna"].link.text() == phones.link("anna")
    port = phones.server.address[1]
    dialog.toggle.click()  # Stop
    assert streaming.phones is None and dialog.toggle.text().replace("&", "") == "Start"
    assert not boxes["anna"].code.isVisible()
    qtbot.waitUntil(lambda: dialog.height() < started)  # and shrinks back once they are gone
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection((LOOPBACK, port), timeout=5).close()


def test_a_qr_code_is_drawn_whole_and_sharp_in_any_room(qtbot):
    """Seen on a 1100×700 screen: the dialog could not grow to the codes' full height and each
    code was cut at its top and bottom, corner squares and all, so no phone could read it. A code
    now gets smaller (whole pixels a module, down to LEAST_QR_SCALE) instead."""
    from desktop.qt import QImage, QPoint

    code = QrCode()
    qtbot.addWidget(code)
    code.set_link("http://192.0.2.2:8766/#fuSEKdOsNHe_KHqkd2ex7NIg_btPtfGe")
    side = code.image.width()  # modules and quiet zone, one pixel each
    assert code.sizeHint().width() == side * QR_SCALE
    assert code.minimumSizeHint().width() == side * LEAST_QR_SCALE
    for width, height, least in ((400, 400, QR_SCALE), (300, 160, 3), (300, 100, LEAST_QR_SCALE)):
        code.resize(width, height)
        code.show()
        assert code.scale() == min(width, height) // side >= least
        picture = QImage(code.grab().toImage())
        drawn = side * code.scale()
        left, top = (width - drawn) // 2, (height - drawn) // 2
        # The whole code is there, each module a square of the same pixels as the code's own.
        for x, y in ((0, 0), (side - 1, side - 1), (4, 4), (side // 2, side // 2), (4, side - 5)):
            for dx, dy in ((0, 0), (code.scale() - 1, code.scale() - 1)):
                at = QPoint(left + x * code.scale() + dx, top + y * code.scale() + dy)
                assert picture.pixelColor(at) == code.image.pixelColor(x, y), (width, height, x, y)
