"""The big screen never shows a hand that lives on a phone (issue 27): not when a phone drops,
not after a restart on the journal, not in a refusal's words, and nothing a departing viewer saw
stays for the next one. Every picture the table, the Card panel, the log, the flags and the
status bar are given is recorded as it is given (before any paint), and judged.
Everything binds and connects on 127.0.0.1 only."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest
from spectator_games import hkk_game
from web_clients import Phone, command_answer

from desktop import session
from desktop.docks import LogDock, ZoomDock
from desktop.firstpaint import wait_for_first_paint_work
from desktop.table.scene import TableScene
from engine import Game

LOOPBACK = "127.0.0.1"


@dataclass
class Shown:
    """Everything the big screen was given to show, in order: the face-up cards of each table
    picture, the Card panel's cards, the log's lines (text and the cards they name), flags and
    status bar messages."""

    table: list[set[str]] = field(default_factory=list)
    panel: list[str] = field(default_factory=list)
    log: list[tuple[str, list[str]]] = field(default_factory=list)
    words: list[str] = field(default_factory=list)

    def clear(self) -> None:
        self.table.clear()
        self.panel.clear()
        self.log.clear()
        self.words.clear()

    def never_showed(self, labels: set[str], names: set[str]) -> None:
        """No picture, panel, log line, flag or message held one of these cards."""
        for shown in self.table:
            assert not shown & labels, shown & labels
        assert not set(self.panel) & labels, self.panel
        for text, cards in self.log:
            assert not set(cards) & labels, (text, cards)
            assert not any(name in text for name in names), text
        for text in self.words:
            assert not any(name in text for name in names), text


@pytest.fixture
def shown(monkeypatch) -> Shown:
    """Record what the table, the Card panel, the log, the flags and the status bar are given."""
    record = Shown()
    show_view, show_card, take, flag = (TableScene.show_view, ZoomDock.show_card, LogDock.take,
                                        TableScene.flag)

    def watched_view(scene: TableScene, view: dict, *args: Any) -> None:
        show_view(scene, view, *args)
        record.table.append({item.label for item in scene.cards.values() if item.label})

    def watched_card(dock: ZoomDock, card: dict) -> None:
        if card and not card.get("hidden"):
            record.panel.append(str(card.get("label")))
        show_card(dock, card)

    def watched_log(dock: LogDock, keep: int, entries: list[dict]) -> None:
        take(dock, keep, entries)  # the whole log as it holds it now: its text, its cards
        record.log.append((dock.text.toPlainText(), [c for line in dock.cards for c in line]))

    def watched_flag(scene: TableScene, text: str, *args: Any, **keys: Any) -> Any:
        record.words.append(text)
        return flag(scene, text, *args, **keys)

    monkeypatch.setattr(TableScene, "show_view", watched_view)
    monkeypatch.setattr(ZoomDock, "show_card", watched_card)
    monkeypatch.setattr(LogDock, "take", watched_log)
    monkeypatch.setattr(TableScene, "flag", watched_flag)
    return record


def watch_status(window, record: Shown, monkeypatch) -> None:
    bar = window.statusBar()
    show = bar.showMessage
    monkeypatch.setattr(bar, "showMessage", lambda text, *a: (record.words.append(text),
                                                              show(text, *a)))


def hand_secrets(game: Game, player: str) -> tuple[set[str], set[str]]:
    """The labels of ``player``'s hand, and the names only those cards carry (no card face up
    for a spectator has them)."""
    labels = {card.label for card in game.zones[f"{player}.hand"]}
    public = {card["name"] for zone in game.view("spectator")["zones"].values()
              for card in zone["cards"] if not card.get("hidden")}
    names = {game.definition(game.cards[label]).name for label in labels} - public
    return labels, names


def screen_now(window) -> tuple[set[str], str, list[str], list[list[str]]]:
    """What the big screen holds now: the face-up cards on the table, the Card panel's card,
    the log's text and the cards its lines name (shown or not)."""
    faces = {item.label for item in window.scene.cards.values() if item.label}
    card = window.zoom.card
    return (faces, "" if card.get("hidden") else str(card.get("label", "")),
            window.log.lines(), window.log.cards)


def holds_nothing_of(window, labels: set[str], names: set[str]) -> None:
    faces, panel, lines, cards = screen_now(window)
    assert not faces & labels and panel not in labels
    assert not any(set(named) & labels for named in cards)
    assert not any(name in line for line in lines for name in names)
    assert all(card.get("hidden") for card in window.controller.view["zones"]["anna.hand"]["cards"])


def join(qtbot, window, players=("anna", "bela")) -> tuple[Any, dict[str, Phone]]:
    phones = window.streaming.phones or window.streaming.start_phones(LOOPBACK, 0)
    port = phones.server.address[1]
    joined = {player: Phone(port, phones.keys.secret(player)) for player in players}
    qtbot.waitUntil(lambda: window.controller.phones == set(players), timeout=10000)
    for phone in joined.values():
        qtbot.waitUntil(lambda p=phone: p.state() is not None, timeout=10000)
    return phones, joined


def act(qtbot, phone: Phone, message: dict) -> dict:
    ident = phone.send(message)
    qtbot.waitUntil(lambda: phone.result(ident) is not None, timeout=10000)
    return phone.result(ident)


@pytest.mark.parametrize("drop", ["page closed", "phone asleep"])
def test_a_dropped_phone_leaves_its_hand_hidden_on_the_big_screen(qtbot, open_window, shown,
                                                                   monkeypatch, drop):
    from desktop.phones import server

    monkeypatch.setattr(server, "HEARTBEAT_S", 2.0)  # the server's ping (20 s) in a test's time
    game = hkk_game()
    window = open_window(game)
    assert wait_for_first_paint_work(window)
    watch_status(window, shown, monkeypatch)
    assert window.controller.act("draw", count=1).applied  # anna's log names the card she drew
    phones, phone = join(qtbot, window, ("bela",))
    phone["anna"] = Phone(phones.server.address[1], phones.keys.secret("anna"),
                          answers_pings=drop == "page closed")
    try:
        qtbot.waitUntil(lambda: window.controller.phones == {"anna", "bela"}, timeout=10000)
        labels, names = hand_secrets(game, "anna")
        assert len(labels) == 6 and names
        shown.clear()  # (an asleep phone is dropped a few seconds after it joined)
        if drop == "page closed":
            phone["anna"].close()
        # (asleep: it answers no ping, and the server drops it)
        qtbot.waitUntil(lambda: window.controller.phones == {"bela"}, timeout=10000)
        window.table.viewport().repaint()
        shown.never_showed(labels, names)
        holds_nothing_of(window, labels, names)
        controller = window.controller
        assert controller.away == {"anna"} and controller.seat == "anna"
        assert window.central() is window.table  # the table stays, with her hand as backs
        notice = window.away_notice
        assert notice.isVisible() and "anna's phone is not connected" in notice.texts["anna"][
            0].text()
        # She plays on from the table's commands for her seat: still nothing of hers shows.
        assert window.controller.act("phase", to="end").applied
        shown.never_showed(labels, names)
        # Her phone comes back: the hand is hers there again, no hand-off screen.
        again = Phone(phone["anna"].port, window.streaming.phones.keys.secret("anna"))
        phone["anna"] = again
        qtbot.waitUntil(lambda: controller.phones == {"anna", "bela"}, timeout=10000)
        assert controller.away == frozenset() and not notice.isVisible()
        assert window.central() is window.table
        shown.never_showed(labels, names)
    finally:
        for each in phone.values():
            each.close()


def test_a_dropped_hand_comes_back_only_behind_the_handoff_screen(qtbot, open_window, shown):
    game = hkk_game()
    window = open_window(game)
    assert wait_for_first_paint_work(window)
    _phones, phone = join(qtbot, window)
    try:
        labels, names = hand_secrets(game, "anna")
        shown.clear()
        phone["anna"].close()
        qtbot.waitUntil(lambda: window.controller.away == {"anna"}, timeout=10000)
        window.away_notice.texts["anna"][1].click()  # "Bring anna's hand to the table…"
        assert window.central() is window.handoff_screen
        assert "anna" in window.handoff_screen.message.text()
        shown.never_showed(labels, names)
        holds_nothing_of(window, labels, names)  # not even in the docks the screen hides
        window.handoff_screen.button.click()
        controller = window.controller
        assert controller.viewer == "anna" and controller.away == frozenset()
        assert not any(c.get("hidden") for c in controller.view["zones"]["anna.hand"]["cards"])
        assert not window.away_notice.isVisible()
    finally:
        for each in phone.values():
            each.close()


def test_a_phone_that_dropped_before_its_turn_needs_no_handoff_screen(qtbot, open_window,
                                                                       shown):
    """bela's phone drops while anna plays from hers; at bela's turn the table shows his hand as
    backs and says his phone is not connected: nothing to hide, so no hand-off screen."""
    game = hkk_game()
    window = open_window(game)
    assert wait_for_first_paint_work(window)
    _phones, phone = join(qtbot, window)
    try:
        phone["bela"].close()
        qtbot.waitUntil(lambda: window.controller.away == {"bela"}, timeout=10000)
        labels, names = hand_secrets(game, "bela")
        shown.clear()
        assert act(qtbot, phone["anna"], {"type": "end_turn"})["applied"]
        controller = window.controller
        assert controller.seat == "bela" and window.central() is window.table
        assert controller.viewer == "spectator"
        shown.never_showed(labels, names)
        assert window.away_notice.players == ["bela"]
    finally:
        for each in phone.values():
            each.close()


def test_a_restart_on_the_journal_resumes_hidden(qtbot, open_window, shown, tmp_path):
    """Both seats on phones, anna's drops, the app quits; started again on its journal the
    table waits behind the hand-off screen, and shows neither hand before a player takes it."""
    journal = tmp_path / "game.jsonl"
    game = hkk_game()
    session.attach_journal(game, journal)
    window = open_window(game, journal)
    _phones, phone = join(qtbot, window)
    try:
        assert act(qtbot, phone["anna"], {"type": "draw"})["applied"]
        phone["anna"].close()
        qtbot.waitUntil(lambda: window.controller.away == {"anna"}, timeout=10000)
    finally:
        for each in phone.values():
            each.close()
    window.close()  # the app quits (its phones' server stops with it)
    resumed = session.resume(journal)
    labels, names = hand_secrets(resumed, "anna")
    bela_labels, bela_names = hand_secrets(resumed, "bela")
    shown.clear()
    again = open_window(resumed, journal)
    assert wait_for_first_paint_work(again)
    assert again.central() is again.handoff_screen
    assert not again.zoom.isVisible() and not again.log.isVisible()  # covered, as at any hand-off
    assert again.controller.away == {"anna", "bela"} and again.controller.viewer == "spectator"
    shown.never_showed(labels | bela_labels, names | bela_names)
    holds_nothing_of(again, labels | bela_labels, names | bela_names)
    assert "phone" in again.handoff_screen.message.text()
    again.take_seat()  # anna (the active player) takes it: her hand is on the table now
    assert again.controller.viewer == "anna" and again.controller.away == {"bela"}
    assert again.zoom.isVisible() and again.log.isVisible()
    assert again.away_notice.players == ["bela"]


def test_a_crash_right_after_the_phones_joined_resumes_hidden(qtbot, open_window, tmp_path):
    """Nothing was played since the phones joined, and the app never closed (kill -9): the
    settings already know whose hands are on phones."""
    journal = tmp_path / "game.jsonl"
    game = hkk_game()
    session.attach_journal(game, journal)
    window = open_window(game, journal)
    _phones, phone = join(qtbot, window)
    for each in phone.values():
        each.close()
    session.release(journal)  # as a killed process lets go of its lock
    again = open_window(session.resume(journal), journal)
    assert again.central() is again.handoff_screen
    assert again.controller.away == {"anna", "bela"}
    labels, names = hand_secrets(again.game, "anna")
    holds_nothing_of(again, labels, names)


def test_another_game_in_the_same_journal_starts_as_usual(qtbot, open_window, tmp_path):
    journal = tmp_path / "game.jsonl"
    game = hkk_game()
    session.attach_journal(game, journal)
    window = open_window(game, journal)
    _phones, phone = join(qtbot, window, ("anna",))
    phone["anna"].close()
    window.close()
    journal.unlink()
    other = session.demo("hkk")
    session.attach_journal(other, journal)
    fresh = open_window(other, journal)
    assert fresh.central() is fresh.table and fresh.controller.away == frozenset()


def test_a_refusal_on_a_phone_tells_the_table_only_that_it_was_refused(qtbot, open_window,
                                                                        shown, monkeypatch):
    """bela reacts from his phone with a card he cannot pay for: anna, at the table, must not
    read its cost ("it costs 4, bela has 2"); bela's phone gets the whole reason."""
    game = hkk_game()
    game.enforcement = "strict"
    window = open_window(game)
    assert wait_for_first_paint_work(window)
    watch_status(window, shown, monkeypatch)
    _phones, phone = join(qtbot, window, ("bela",))
    try:
        assert window.controller.viewer == "anna"  # anna plays at the table
        assert window.controller.act("play", card="a_cr", to="anna.reserve").applied
        qtbot.waitUntil(lambda: bool((phone["bela"].state() or {}).get("questions")),
                        timeout=10000)
        reaction = phone["bela"].state()["questions"][0]
        shown.clear()
        result = act(qtbot, phone["bela"], {"type": "answer", "question": reaction["id"],
                                            "choice": ["b_k"]})
        assert not result["applied"] and "4" in result["text"] and "cost.pay" in result["text"]
        labels, names = hand_secrets(game, "bela")
        shown.never_showed(labels, names)
        said = " ".join(shown.words)
        assert shown.words and "bela" in said
        assert "4" not in said and "cost" not in said.lower() and "VP" not in said
        assert all("4" not in flag.text for flag in window.scene.flags)
    finally:
        for each in phone.values():
            each.close()


def test_nothing_the_last_player_saw_stays_for_the_next(qtbot, open_window):
    """Hot seat, no phones: anna's Card panel, her log lines and a refusal's note naming her
    hand go with her at the hand-off screen (not only out of sight: out of the hidden docks),
    and bela starts with his own."""
    game = hkk_game()
    game.enforcement = "strict"
    window = open_window(game)
    assert wait_for_first_paint_work(window)
    controller = window.controller
    assert controller.act("draw", count=1).applied  # anna's log names the card she drew
    assert controller.act("counter", player="anna", name="VP", value=0).applied
    assert not controller.act("play", card="a_sp", to="anna.reserve").applied  # costs 3
    window.zoom.show_card(controller.view["zones"]["anna.hand"]["cards"][0])
    labels, names = hand_secrets(game, "anna")
    assert any(name in line for line in window.log.lines() for name in names)  # her own eyes
    assert any("3" in flag.text for flag in window.scene.flags)
    assert controller.act("end_turn").applied
    assert window.central() is window.handoff_screen
    holds_nothing_of(window, labels, names)
    assert not window.scene.flags and not window.statusBar().currentMessage()
    window.take_seat()
    assert controller.viewer == "bela"
    holds_nothing_of(window, labels, names)
    assert len(window.log.lines()) == 3  # bela reads the log too: as bela may


def test_no_duel_dialog_stays_at_the_table_once_the_winner_chose_on_their_phone(qtbot,
                                                                               open_window):
    """Both players answer on their phones: the table asks nothing of the duel (its cards lie
    face up there, the log says who won), and nothing of it stays open once the effect is
    chosen."""
    from gestures import no_dialog

    from desktop.questions import QuestionDialog

    game = hkk_game()
    window = open_window(game)
    assert wait_for_first_paint_work(window)
    _phones, phone = join(qtbot, window)
    try:
        assert act(qtbot, phone["anna"], command_answer(phone["anna"].state(), "duel",
                                                        "a_duel"))["applied"]
        answer = game.questions("bela")[0].id
        assert act(qtbot, phone["bela"], {"type": "answer", "question": answer,
                                          "choice": "b_duel"})["applied"]
        assert any("won the duel" in line for line in window.log.lines())
        assert no_dialog(QuestionDialog)
        effect = game.questions("anna")[0].id
        assert act(qtbot, phone["anna"], {"type": "answer", "question": effect,
                                          "choice": "damage:bela"})["applied"]
        assert game.pending() is None and no_dialog(QuestionDialog)
    finally:
        for each in phone.values():
            each.close()


def test_a_damaged_settings_entry_is_no_phones(settings, tmp_path):
    from desktop.phonehands import recall, remember

    game = hkk_game()
    journal = tmp_path / "game.jsonl"
    settings._s.setValue("phones/hands", "{not json")
    assert recall(settings, journal, game) == frozenset()
    remember(settings, journal, game, frozenset({"bela"}))
    assert recall(settings, journal, game) == {"bela"}
    assert recall(settings, journal, session.demo("hkk")) == frozenset()  # another game: gone
    assert recall(settings, journal, game) == frozenset()
