"""Hands on phones: two seats play HKK and Berserk from their phones (a real WebSocket client),
and every message a seat receives passes the view-leak oracle; the table shows no hand face up
and no hand-off screen meanwhile. Everything binds and connects on 127.0.0.1 only."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from spectator_games import berserk_game, hkk_game
from web_clients import Phone, command_answer, fetch

from desktop.texts import log_text
from engine import Game
from tests.engine.oracle import HIDDEN_KEYS, Oracle, zone_orders

LOOPBACK = "127.0.0.1"


def own_question(state: dict) -> dict | None:
    """The question a seat's state asks that seat to answer, if any."""
    return next((q for q in state["questions"] if q["asks"] == state["seat"]), None)


def start_phones(window) -> Any:
    """Hands on phones on the loopback, any free port."""
    phones = window.streaming.start_phones(LOOPBACK, 0)
    assert phones is not None and phones.server.address[0] == LOOPBACK
    return phones


class LeakWatch:
    """The oracle's judgement of every message each seat's phone received: it learns every
    action the game applies (the controller's and the phones' alike) as it is applied."""

    def __init__(self, game: Game, monkeypatch) -> None:
        self.game = game
        self.oracle = Oracle(game.ruleset_name)
        self.looks: dict[str, list[str]] = {}  # the cards each player's last look showed
        self.checked: dict[int, int] = {}
        apply = game.apply

        def watched(action: dict) -> Any:
            before = zone_orders(game)
            verdict = apply(action)
            if verdict.applied:
                self.oracle.observe(action, verdict, before)
                for event in verdict.events:
                    if event["type"] == "look":
                        self.looks[action["by"]] = [c.get("label") for c in event["cards"]]
            return verdict

        monkeypatch.setattr(game, "apply", watched)

    def unseen(self, seat: str) -> set[str]:
        return {label for label in self.game.cards
                if not self.oracle.may_see(self.game, label, seat)}

    def secret_names(self, seat: str, unseen: set[str]) -> set[str]:
        """Names only cards unseen by ``seat`` carry (no card it sees, nor its log, names them)."""
        game = self.game
        said = " ".join(log_text(entry, game.ruleset_name) + " " + str(entry.get("text", ""))
                        for entry in game.log_lines(seat))
        public = {game.definition(card).name for label, card in game.cards.items()
                  if label not in unseen}
        return {name for name in (game.definition(game.cards[label]).name for label in unseen)
                if name not in public and name not in said}

    def check(self, phone: Phone, seat: str) -> int:
        """Every message ``phone`` received since the last check: no card ``seat`` may not see
        (its entries, its labels anywhere, its name anywhere). Returns how many were checked."""
        start = self.checked.get(id(phone), 0)
        messages = list(zip(phone.raw, phone.received, strict=True))[start:]
        unseen = self.unseen(seat)
        names = self.secret_names(seat, unseen)
        for raw, message in messages:
            allowed = set()
            if message.get("type") == "result" and "seen" in message:
                allowed = set(self.looks.get(seat, []))  # a look's cards: to the looker only
                assert {c["label"] for c in message["seen"]} <= allowed
            if message.get("type") == "state":
                state = message["state"]
                assert state["seat"] == seat and state["view"]["viewer"] == seat
                for zone in state["view"]["zones"].values():
                    for card in zone["cards"]:
                        if card.get("hidden"):
                            assert set(card) <= HIDDEN_KEYS, card
                        else:
                            assert card["label"] not in unseen, (seat, zone["zone"], card)
            for value in strings(message):
                assert value not in unseen - allowed, (seat, value, message.get("type"))
            for name in names:
                if not allowed:
                    assert name not in raw, (seat, name)
        self.checked[id(phone)] = start + len(messages)
        return len(messages)


def strings(value: Any) -> list[str]:
    """Every string in a JSON value (keys too)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in (k, *strings(v))]
    if isinstance(value, list):
        return [s for item in value for s in strings(item)]
    return []


class Seats:
    """Both seats' phones at one table, and the steps of a game played from them."""

    def __init__(self, qtbot, window, phones, watch: LeakWatch) -> None:
        self.qtbot = qtbot
        self.window = window
        self.phones = phones
        self.watch = watch
        port = phones.server.address[1]
        self.phone = {player: Phone(port, phones.keys.secret(player))
                      for player in window.game.players}
        self.checked = 0  # messages the oracle judged
        self.synced()

    def synced(self) -> None:
        """Wait until every phone holds exactly its seat's current state; check every message."""
        for player, phone in self.phone.items():
            expected = json.loads(json.dumps(self.phones.seat_state(player)[0]))
            self.qtbot.waitUntil(lambda p=phone, e=expected: p.state() == e, timeout=10000)
            self.checked += self.watch.check(phone, player)

    def do(self, player: str, message: dict, applied: bool = True) -> dict:
        """``player`` does ``message`` from their phone; the result, once every phone has the
        table's new state."""
        phone = self.phone[player]
        ident = phone.send(message)
        self.qtbot.waitUntil(lambda: phone.result(ident) is not None, timeout=10000)
        result = phone.result(ident)
        assert result["applied"] is applied, (message, result)
        self.synced()
        return result

    def table_hides_hands(self) -> None:
        """The big screen: no hand face up, no hand-off screen."""
        window = self.window
        assert window.central() is window.table
        for key, zone in window.controller.view["zones"].items():
            if zone["kind"] == "hand":
                assert all(card.get("hidden") for card in zone["cards"]), key

    def close(self) -> None:
        for phone in self.phone.values():
            phone.close()


def test_two_seats_play_hkk_from_their_phones(qtbot, open_window, monkeypatch):
    game = hkk_game()
    game.enforcement = "strict"  # a refusal is a refusal
    watch = LeakWatch(game, monkeypatch)
    window = open_window(game)
    seats = Seats(qtbot, window, start_phones(window), watch)
    try:
        qtbot.waitUntil(lambda: window.controller.phones == {"anna", "bela"})
        seats.table_hides_hands()
        anna = seats.phone["anna"].state()
        assert {c["label"] for c in anna["view"]["zones"]["anna.hand"]["cards"]} == {
            "a_duel", "a_rev", "a_cr", "a_flow", "a_sp"}
        assert anna["played_onto"] == ["reserve", "guard", "table"]
        assert all(c.get("hidden") for c in anna["view"]["zones"]["bela.hand"]["cards"])
        played = seats.do("anna", {"type": "play", "card": "a_cr", "to": "reserve"})
        assert played["rule"] == "8.1.2" and "8.1.2" in played["text"]
        # bela is offered the reaction on his phone (an optional question), and prevents it
        # with a card of his hand.
        reaction = own_question(seats.phone["bela"].state())
        assert reaction["optional"] and "Ködvölgyi őrszem" in reaction["text"]["shown"]
        assert own_question(seats.phone["anna"].state()) is None
        stale = seats.do("bela", {"type": "answer", "question": reaction["id"] + "0",
                                  "choice": []}, applied=False)  # not the question shown
        assert stale["rule"] is None and game.cards["a_cr"].zone == "anna.reserve"
        dear = seats.do("bela", {"type": "answer", "question": reaction["id"], "choice": ["b_k"]},
                        applied=False)  # Mohás kőtörő costs 4 VP; bela has 2
        assert dear["rule"] == "cost.pay" and game.cards["b_k"].zone == "bela.hand"
        seats.do("bela", {"type": "answer", "question": reaction["id"], "choice": ["b_duel"]})
        assert game.cards["a_cr"].zone == "anna.discard" and game.cards["b_duel"].zone == (
            "bela.discard") and game.counters["bela"]["VP"] == 1  # Rozsdás tőr's 1 VP, paid
        commands = {c["id"]: c for c in seats.phone["anna"].state()["commands"]}
        assert commands["flow"]["cards"] == ["a_flow"] and "a_duel" in commands["duel"]["cards"]
        assert commands["flow"]["text"] == "Use Flow" and "mulligan" not in commands
        seats.do("anna", command_answer(seats.phone["anna"].state(), "flow", "a_flow"))
        seats.do("anna", {"type": "discard", "card": "a_sp"})
        # A duel, answered from the defender's phone; the winner picks the effect on hers.
        seats.do("anna", command_answer(seats.phone["anna"].state(), "duel", "a_duel"))
        question = own_question(seats.phone["bela"].state())
        assert question["kind"] == "cards" and question["cards"] == ["b_duel2"]
        assert question["decline"]["text"]["shown"] and question["confirm"]["shown"]
        public = seats.phone["anna"].state()["questions"]
        assert [q["asks"] for q in public] == ["bela"] and "cards" not in public[0]
        assert own_question(seats.phone["anna"].state()) is None
        refused = seats.do("anna", {"type": "end_turn"}, applied=False)  # the duel waits
        assert refused["rule"] == "93.4.9"
        taken = seats.do("anna", {"type": "answer", "question": question["id"],
                                  "choice": "b_duel2"}, applied=False)  # bela's, not hers
        assert taken["rule"] is None
        seats.do("bela", {"type": "answer", "question": question["id"], "choice": "b_duel2"})
        effect = own_question(seats.phone["anna"].state())
        assert effect["kind"] == "option" and "damage:bela" in [o["id"] for o in effect["options"]]
        seats.do("anna", {"type": "answer", "question": effect["id"], "choice": "damage:bela"})
        assert game.counters["bela"]["life"] == 17
        seats.table_hides_hands()
        seats.do("anna", {"type": "end_turn"})
        assert seats.phone["bela"].state()["view"]["turn"]["active"] == "bela"
        seats.table_hides_hands()  # no hand-off screen for bela: his hand is on his phone
        seats.do("bela", {"type": "phase", "to": "draw"})
        seats.do("bela", {"type": "phase", "to": "main"})
        seats.do("bela", {"type": "play", "card": "b_cr", "to": "guard"})
        seats.do("bela", {"type": "end_turn"})
        seats.do("anna", {"type": "draw"})
        seats.table_hides_hands()
        assert len(game.lines) >= 13 and seats.checked >= 2 * 16  # the reaction is one line
    finally:
        seats.close()


def test_two_seats_play_berserk_from_their_phones(qtbot, open_window, monkeypatch):
    game = berserk_game()
    watch = LeakWatch(game, monkeypatch)
    window = open_window(game)
    seats = Seats(qtbot, window, start_phones(window), watch)
    try:
        question = own_question(seats.phone["sasha"].state())
        assert question["kind"] == "cards" and question["min"] == 0
        assert own_question(seats.phone["misha"].state()) is None
        assert "cards" not in seats.phone["misha"].state()["questions"][0]
        seats.do("sasha", {"type": "answer", "question": question["id"], "choice": ["s3", "s1"]})
        question = own_question(seats.phone["misha"].state())
        assert question is not None and question["asks"] == "misha"
        seats.do("misha", {"type": "answer", "question": question["id"],
                           "choice": []})  # keeps his hand
        # Both declared: the first turn begins (as the table's own mulligan flow does).
        assert game.pending() is None and game.phase not in ("mulligan",)
        assert seats.phone["sasha"].state()["view"]["turn"]["active"] == "sasha"
        seats.table_hides_hands()
        seats.do("sasha", {"type": "phase", "to": "main"}, applied=game.phase != "main")
        seats.do("sasha", {"type": "play", "card": "s2", "to": "play"})
        # A search by the hero's ability: the cards go to sasha's phone alone.
        result = seats.do("sasha", {"type": "look", "source": "s_hero", "count": None})
        seen = [card["label"] for card in result["seen"]]
        assert len(seen) == len(game.zones["sasha.deck"]) and result["source"] == "s_hero"
        assert not seats.phone["misha"].first(lambda m: "seen" in m)
        taken = seen[0]
        seats.do("sasha", {"type": "take", "card": taken, "source": "s_hero"})
        assert game.cards[taken].zone == "sasha.hand"
        seats.do("sasha", {"type": "discard", "card": taken})
        seats.do("sasha", {"type": "end_turn"})
        seats.do("misha", {"type": "draw"})
        seats.do("misha", {"type": "end_turn"})
        assert seats.phone["sasha"].state()["view"]["turn"]["number"] >= 2
        seats.table_hides_hands()
        assert seats.checked >= 2 * 10
    finally:
        seats.close()


def test_a_phone_that_comes_back_resumes(qtbot, phone_table):
    window, phones = phone_table
    port = phones.server.address[1]
    first = Phone(port, phones.keys.secret("anna"))
    qtbot.waitUntil(lambda: first.state() is not None, timeout=10000)
    first.close()
    qtbot.waitUntil(lambda: window.controller.phones == frozenset(), timeout=10000)
    window.controller.apply({"act": "draw", "by": "anna", "count": 1})  # meanwhile, at the table
    again = Phone(port, phones.keys.secret("anna"))
    try:
        qtbot.waitUntil(lambda: again.state() is not None, timeout=10000)
        assert [m["type"] for m in again.received[:3]] == ["welcome", "texts", "state"]
        assert again.state() == json.loads(json.dumps(phones.seat_state("anna")[0]))
        assert len(again.state()["view"]["zones"]["anna.hand"]["cards"]) == 6
        qtbot.waitUntil(lambda: window.controller.phones == {"anna"})
        # The same seat opened on a second phone: the first one is told, and the new one wins.
        third = Phone(port, phones.keys.secret("anna"))
        qtbot.waitUntil(lambda: third.state() is not None and again.closed.is_set(),
                        timeout=10000)
        assert again.of_type("bye")[-1]["reason"] == "elsewhere"
        third.close()
    finally:
        again.close()


def test_the_hands_come_back_to_the_table_behind_the_handoff_screen_after_stop(qtbot,
                                                                                 open_window):
    """Stop ends the phones, not the privacy of the hands on them: a hand comes back to the
    table only when its player takes the seat behind the hand-off screen."""
    window = open_window(hkk_game())
    phones = start_phones(window)
    phone = Phone(phones.server.address[1], phones.keys.secret("anna"))
    try:
        qtbot.waitUntil(lambda: window.controller.phones == {"anna"}, timeout=10000)
        assert window.controller.viewer == "spectator"
        assert all(c.get("hidden") for c in window.controller.view["zones"]["anna.hand"]["cards"])
        window.streaming.stop_phones()
        qtbot.waitUntil(phone.closed.is_set, timeout=10000)
        assert phone.of_type("bye")[-1]["reason"] == "stopped"
        controller = window.controller
        assert controller.phones == frozenset() and controller.away == {"anna"}
        assert controller.viewer == "spectator" and window.central() is window.table
        assert all(c.get("hidden") for c in controller.view["zones"]["anna.hand"]["cards"])
        assert window.away_notice.isVisible() and window.away_notice.players == ["anna"]
        window.bring_back("anna")
        assert window.central() is window.handoff_screen
        assert "anna" in window.handoff_screen.message.text()
        window.take_seat()
        assert controller.viewer == "anna" and controller.away == frozenset()
        assert not any(c.get("hidden") for c in controller.view["zones"]["anna.hand"]["cards"])
        assert not window.away_notice.isVisible()
    finally:
        phone.close()


def test_a_duel_for_a_player_without_a_phone_goes_to_the_table(qtbot, open_window):
    """Only anna has joined: bela answers at the table, behind the hand-off screen as before;
    anna's hand never shows on the table."""
    game = hkk_game()
    window = open_window(game)
    phones = start_phones(window)
    seats_phone = Phone(phones.server.address[1], phones.keys.secret("anna"))
    try:
        qtbot.waitUntil(lambda: window.controller.phones == {"anna"}, timeout=10000)
        ident = seats_phone.send(command_answer(seats_phone.state(), "duel", "a_duel"))
        qtbot.waitUntil(lambda: seats_phone.result(ident) is not None, timeout=10000)
        assert window.controller.seat == "bela" and window.central() is window.handoff_screen
        window.take_seat()
        assert window.controller.viewer == "bela"
        assert all(c.get("hidden") for c in window.controller.view["zones"]["anna.hand"]["cards"])
    finally:
        seats_phone.close()


def test_a_defender_at_the_table_who_won_leaves_no_handoff_screen_for_a_phone(qtbot,
                                                                              open_window):
    """anna duels from her phone; bela, at the table, answers with a stronger card and chooses
    the effect over the hidden table. The turn goes back to anna, whose hand is on her phone:
    the table shows (nothing of anna's face up), no screen asks bela to show his side again."""
    from gestures import asked, click, option, pick

    header = copy.deepcopy(hkk_game().header)
    header["zones"]["bela.hand"][0] = "sarkany#b_duel"  # bela's duel 8 beats anna's 5
    game = Game.from_header(header)
    window = open_window(game)
    phones = start_phones(window)
    seats_phone = Phone(phones.server.address[1], phones.keys.secret("anna"))
    try:
        qtbot.waitUntil(lambda: window.controller.phones == {"anna"}, timeout=10000)
        ident = seats_phone.send(command_answer(seats_phone.state(), "duel", "a_duel"))
        qtbot.waitUntil(lambda: seats_phone.result(ident) is not None, timeout=10000)
        assert window.central() is window.handoff_screen
        window.handoff_screen.button.click()  # bela takes the seat and answers
        answer = asked(qtbot, "duel_answer")
        pick(answer.list, "Ködvölgyi sárkány")
        click(answer.answer)
        click(answer.answer)  # the second page: answer with this card
        effect = asked(qtbot, "duel_effect")
        option(effect, "damage:anna")
        click(effect.answer)
        qtbot.waitUntil(lambda: game.pending() is None, timeout=5000)
        assert game.counters["anna"]["life"] != 20
        controller = window.controller
        assert controller.seat == "anna" and not controller.hidden
        qtbot.waitUntil(lambda: window.central() is window.table, timeout=5000)
        assert controller.viewer == "spectator"
        assert all(c.get("hidden") for c in controller.view["zones"]["anna.hand"]["cards"])
    finally:
        seats_phone.close()


def test_card_images_only_of_cards_the_seat_sees(qtbot, open_window, tmp_path):
    from cardset_files import make_set

    from desktop.cardsets.opencardset import SeatChoice, game_on_set
    from engine.cardset import load_cardset

    folder = make_set(tmp_path / "set", colors={"troll": "#20a040", "kutila": "#a02020"})
    (tmp_path / "secret.png").write_bytes((folder / "images" / "troll.png").read_bytes())
    cardset = load_cardset(folder)
    game = game_on_set(cardset, [SeatChoice("anna", str(folder / "deck.txt")),
                                 SeatChoice("bela", str(folder / "deck.txt"))], seed=3)
    window = open_window(game)
    phones = start_phones(window)
    port = phones.server.address[1]
    anna = Phone(port, phones.keys.secret("anna"))
    try:
        qtbot.waitUntil(lambda: anna.state() is not None, timeout=10000)
        cards = anna.state()["view"]["zones"]["anna.hand"]["cards"]
        pictured = [card for card in cards if "img" in card]
        assert pictured and all("image" not in card for card in cards)
        assert all(card["img"].startswith("/card/") for card in pictured)
        status, headers, body = fetch(port, pictured[0]["img"])
        assert status == 200 and headers["Content-Type"] == "image/png"
        assert body == (folder / "images" / f"{pictured[0]['def']}.png").read_bytes()
        key = pictured[0]["img"].split("/")[2]
        # bela's cards with anna's key, a deck card, made-up keys and paths: all 404.
        bela_hand = [label for label, card in game.cards.items() if card.zone == "bela.hand"]
        deck = game.zones["anna.deck"][0].label
        for path in (f"/card/{key}/{bela_hand[0]}", f"/card/{key}/{deck}",
                     f"/card/{'0' * 32}/{pictured[0]['label']}", f"/card/{key}/..%2Fsecret.png",
                     f"/card/{key}/../../secret.png", "/card/", f"/card/{key}",
                     "/images/troll.png", f"/card/{key}/{pictured[0]['label']}/x"):
            assert fetch(port, path)[0] == 404, path
        # Once the card is in the deck (hidden), its image is not served any more.
        window.controller.apply({"act": "move", "by": "anna", "card": pictured[0]["label"],
                                 "to": "anna.deck"})
        qtbot.waitUntil(lambda: fetch(port, pictured[0]["img"])[0] == 404, timeout=10000)
        # bela's own key serves bela's card.
        bela = Phone(port, phones.keys.secret("bela"))
        qtbot.waitUntil(lambda: bela.state() is not None, timeout=10000)
        own = [c for c in bela.state()["view"]["zones"]["bela.hand"]["cards"] if "img" in c]
        assert own and fetch(port, own[0]["img"])[0] == 200
        assert fetch(port, own[0]["img"].replace(own[0]["img"].split("/")[2], key))[0] == 404
        bela.close()
    finally:
        anna.close()


def test_the_page_and_its_headers(qtbot, phone_table):
    _window, phones = phone_table
    port = phones.server.address[1]
    status, headers, page = fetch(port, "/")
    assert status == 200 and headers["Content-Type"].startswith("text/html")
    policy = headers["Content-Security-Policy"]
    assert "default-src 'self'" in policy and "unsafe-inline" not in policy
    assert headers["X-Content-Type-Options"] == "nosniff"
    assert headers["Referrer-Policy"] == "no-referrer"
    text = page.decode()
    assert "<script>" not in text and 'src="/phone.js"' in text and "style=" not in text
    assert all(secret not in text for secret in map(phones.keys.secret, ("anna", "bela")))
    for path, kind in (("/phone.js", "text/javascript"), ("/phone.css", "text/css"),
                       ("/cardlines.js", "text/javascript"), ("/favicon.ico", "image/png")):
        status, headers, _body = fetch(port, path)
        assert status == 200 and headers["Content-Type"].startswith(kind)
    for path in ("/..", "/../pyproject.toml", "/static/phone.js", "/server.py", "/view.json",
                 "/events", "/favicon.ico/x", "/%2e%2e/setup.py", "/phone.js/", "/ws/x"):
        assert fetch(port, path)[0] == 404, path
    for method in ("POST", "PUT", "DELETE", "PATCH", "OPTIONS"):
        assert fetch(port, "/", method)[0] == 405
    assert fetch(port, "/", headers={"Host": "evil.example"})[0] == 403
    assert fetch(port, "/ws", headers={"Origin": "http://evil.example"})[0] == 403
    assert fetch(port, "/ws")[0] == 400  # a WebSocket only


def test_the_seats_links_carry_their_secret_in_the_fragment(qtbot, phone_table):
    _window, phones = phone_table
    host, port = phones.server.address
    links = {p: phones.link(p) for p in ("anna", "bela")}
    assert links["anna"] == f"http://{host}:{port}/#{phones.keys.secret('anna')}"
    secrets_ = [link.rpartition("#")[2] for link in links.values()]
    assert len(set(secrets_)) == 2 and all(len(s) >= 22 for s in secrets_)  # ≥ 128 bits


def test_the_network_choice_is_configuration_only():
    """Which address the server would bind, without sending anything anywhere."""
    from desktop.phones.network import Interface, interfaces, listen_address
    from desktop.phones.seats import SeatKeys
    from desktop.phones.server import PhoneServer

    wifi = Interface("wlan0", "192.168.1.20")
    assert listen_address(wifi) == "192.168.1.20" and not wifi.loopback
    assert wifi.url(8766) == "http://192.168.1.20:8766/"
    for everywhere in ("0.0.0.0", "::", "224.0.0.1"):
        with pytest.raises(ValueError):
            listen_address(everywhere)
    server = PhoneServer(listen_address(wifi), 8766, SeatKeys(["anna"]), ask=None)  # type: ignore[arg-type]
    assert server.address == ("192.168.1.20", 8766) and not server.running
    assert server.link("anna").startswith("http://192.168.1.20:8766/#")
    found = interfaces()
    assert any(i.loopback for i in found) and found[-1].loopback  # the loopback is listed last
    assert all(listen_address(i) == i.address for i in found)


def test_a_normal_start_imports_nothing_of_the_phones(tmp_path):
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    code = ("import sys; from desktop.__main__ import main; "
            f"status = main(['--screenshot', {str(tmp_path / 'x.png')!r}]); "
            "print(status, sorted(m for m in sys.modules if m.split('.')[0] in "
            "('aiohttp', 'segno', 'ifaddr') or m.startswith('desktop.phones')))")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", code], cwd=root, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.stdout.strip().splitlines()[-1] == "0 []", done.stderr


@pytest.mark.parametrize("given, wanted", [("127.0.0.1", ("127.0.0.1", 8766)),
                                           ("192.168.1.20:9000", ("192.168.1.20", 9000)),
                                           ("127.0.0.1:0", ("127.0.0.1", 0))])
def test_phones_on_the_command_line_name_one_address(given, wanted):
    from desktop.__main__ import parse_args

    assert parse_args(["--phones", given]).phones == wanted
    assert parse_args([]).phones is None


@pytest.mark.parametrize("given, said", [
    ("0.0.0.0", "0.0.0.0"), ("0.0.0.0:8766", "0.0.0.0"), ("::1", "IPv4"), ("[::1]:8766", "IPv4"),
    ("wlan0", "wlan0"), ("224.0.0.1", "224.0.0.1"), ("127.0.0.1:99999", "99999"),
    ("127.0.0.1:http", "http"), ("", "IPv4")])
def test_a_bad_phones_address_is_refused_before_anything_starts(given, said, capsys):
    from desktop.__main__ import parse_args

    with pytest.raises(SystemExit) as stopped:
        parse_args(["--phones", given])
    error = capsys.readouterr().err
    assert stopped.value.code == 2 and "--phones" in error and said in error
    assert "Traceback" not in error


ROOT = Path(__file__).resolve().parents[2]


def run_app(tmp_path: Path, *args: str, hook: str | None = None):
    import os
    import subprocess
    import sys

    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT),
           "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path / "config")}
    command = ([sys.executable, str(ROOT / "tests" / "desktop" / "launch.py"),
                f"--hook={ROOT / 'tests' / 'desktop' / 'hooks.py'}:{hook}", "--"] if hook
               else [sys.executable, "-m", "desktop"])
    return subprocess.run([*command, *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)


def test_phones_start_from_the_command_line_with_their_dialog(tmp_path):
    done = run_app(tmp_path, "--phones", "127.0.0.1:0", hook="phones_started")
    assert done.returncode == 0, done.stderr
    line = next(line for line in done.stdout.splitlines() if line.startswith("PHONES "))
    started = json.loads(line.removeprefix("PHONES "))
    assert started["running"] and started["address"][0] == "127.0.0.1"
    assert started["address"][1] > 0 and started["dialog"] and started["codes"]
    assert started["shown"] == started["address"]  # the dialog says where it listens
    assert f"Phones: http://127.0.0.1:{started['address'][1]}/" in done.stdout
    assert "#" not in done.stdout.split("Phones: ", 1)[1].splitlines()[0]  # no seat's secret


@pytest.mark.parametrize("given", ["0.0.0.0", "192.0.2.1:8766"])
def test_phones_that_cannot_start_end_the_start_with_a_reason(tmp_path, given):
    """0.0.0.0 is refused as the dialog refuses it; 192.0.2.1 is no address of this computer."""
    done = run_app(tmp_path, "--phones", given, "--screenshot", str(tmp_path / "shot.png"))
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert given.partition(":")[0] in done.stderr
    assert not (tmp_path / "shot.png").exists()
