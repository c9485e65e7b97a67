"""A remote seat's table window (docs/online.md): ``cardtable join LINK`` and File → Join online
game… open the main window on the host's feed, through a real mosquitto on 127.0.0.1. The host is
tests/online/host_process.py (the app's bridge on a bare game); the other player is a RemoteGame
in this process, or a second window."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from brokers import Broker
from gestures import asked, click, confirming, drag, press
from online_games import hkk_header
from peers import HostProcess
from web_clients import fetch

from desktop.joinonline import JoinDialog, open_link, remote_window_class
from desktop.mainwindow import MainWindow
from desktop.online import GameSecrets, parse_invite
from desktop.online.remotegame import RemoteGame, join_game
from desktop.qt import Qt
from desktop.table.items import CardItem
from engine import Game

WAIT_MS = 20000


class Hosted:
    """A host process on an HKK game, and the links of its seats."""

    def __init__(self, folder: Path, broker: Broker, judge: bool = True) -> None:
        self.secrets = GameSecrets.new(["anna", "bela"], judge=judge)
        self.settings = broker.settings()
        self.host = HostProcess(folder / "host", self.secrets, self.settings,
                                Game.from_header(hkk_header()))
        self.games: list[RemoteGame] = []
        self.windows: list = []

    def link(self, channel: str) -> str:
        return self.secrets.invite(channel, self.settings).link()

    def player(self, channel: str) -> RemoteGame:
        """A seat without a window (the other player of a test)."""
        game = join_game(parse_invite(self.link(channel)))
        game.remote.start()
        assert game.wait_ready(WAIT_MS / 1000)
        game.adopt()
        self.games.append(game)
        return game

    def window(self, qtbot, settings, channel: str):
        """The table window of ``channel``'s seat, once it shows the host's table."""
        opened: list = []
        problems: list[str] = []
        open_link(self.link(channel), settings, None, remote_window_class(MainWindow),
                  opened.append, problems.append)
        qtbot.waitUntil(lambda: bool(opened or problems), timeout=WAIT_MS)
        assert not problems, problems
        window = opened[0]
        qtbot.addWidget(window)
        window.procedures.enabled = True
        window.show()
        qtbot.waitExposed(window)
        self.windows.append(window)
        return window

    def close(self) -> None:
        for window in self.windows:
            window.close()
        for game in self.games:
            game.remote.leave()
        self.host.stop()


@pytest.fixture
def hosted(tmp_path: Path, mosquitto: Broker):
    made: list[Hosted] = []

    def make(judge: bool = True) -> Hosted:
        made.append(Hosted(tmp_path, mosquitto, judge))
        return made[-1]

    yield make
    for table in made:
        table.close()


def hand_items(window, player: str) -> list:
    return [item for item in window.scene.items()
            if isinstance(item, CardItem) and item.zone == f"{player}.hand"]


def test_a_remote_window_shows_its_seat_and_plays_a_drag_at_the_host(qtbot, settings, hosted):
    table = hosted()
    window = table.window(qtbot, settings, "anna")
    assert window.windowTitle().endswith("(online) — Cardtable") and "anna" in window.windowTitle()
    assert window.controller.seat == "anna" and window.controller.viewer == "anna"
    own, other = hand_items(window, "anna"), hand_items(window, "bela")
    assert own and all(item.shows_face for item in own)  # faces drawn from the card data
    assert not any(item.shows_face for item in other)
    for command in ("save", "new", "warn_mode", "invite_online"):
        assert not window.actions_by_id[command].isVisible()
    # The next phase, then a drag of a hand card onto the discard pile (a move).
    before = table.host.game()["lines"]
    window.controller.perform({"act": "phase", "by": "anna", "to": "main"})
    assert table.host.game()["phase"] == "main"
    card = hand_items(window, "anna")[0]
    label = card.label
    drag(qtbot, window, card, "anna.discard")
    qtbot.waitUntil(lambda: any(c.get("label") == label for c in window.controller.view[
        "zones"]["anna.discard"]["cards"]), timeout=WAIT_MS)
    assert table.host.game()["lines"] == before + 2
    assert not window.controller.game.check({"act": "draw", "by": "anna", "count": 1, "x": 1}).ok


def test_a_remote_window_answers_a_duel_asked_by_another_player(qtbot, settings, hosted):
    table = hosted()
    window = table.window(qtbot, settings, "bela")
    anna = table.player("anna")
    assert anna.apply({"act": "phase", "by": "anna", "to": "main"}).applied
    strongest = max((c for c in anna.view("anna")["zones"]["anna.hand"]["cards"]),
                    key=lambda c: (c.get("stats") or {}).get("duel") or 0)
    assert anna.apply({"act": "duel", "by": "anna", "card": strongest["label"]}).applied
    answering = asked(qtbot, "duel_answer", timeout=WAIT_MS)  # the table's one question dialog
    click(answering.decline)
    assert confirming(answering)
    press(answering, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: (table.host.game()["pending"] or {}).get("step") != "duel_answer",
                    timeout=WAIT_MS)
    assert any("duel" in str(line.get("act", "")) for line in window.controller.game.history)


def test_join_with_a_bad_link_says_what_to_do_and_keeps_the_dialog(qtbot, open_window):
    window = open_window(Game.from_header(hkk_header()))
    assert window.join_online.text() == "&Join online game…"
    joining = window.cmd_join_online()
    assert isinstance(joining, JoinDialog)
    joining.link.setText("https://example.org/not-a-link")
    click(joining.buttons.button(joining.buttons.StandardButton.Ok))
    assert joining.isVisible() and joining.problem.isVisible()
    assert "cardtable://join" in joining.problem.text()


def test_a_spectator_window_sees_no_hand_card_and_plays_nothing(qtbot, settings, hosted):
    table = hosted()
    window = table.window(qtbot, settings, "@spectators")
    assert "spectator" in window.windowTitle()
    for player in ("anna", "bela"):
        assert not any(item.shows_face for item in hand_items(window, player))
    assert not window.actions_by_id["draw"].isVisible()
    lines = table.host.game()["lines"]
    assert not window.controller.perform({"act": "draw", "by": "anna", "count": 1}).applied
    assert table.host.game()["lines"] == lines
    broadcast = window.streaming.open_broadcast()  # the streamer's window from a spectator seat
    qtbot.waitUntil(lambda: broadcast.isVisible())
    assert not any(card.get("label") for zone, data in broadcast.scene.view["zones"].items()
                   if zone.endswith(".hand") for card in data["cards"])
    server = window.streaming.start_overlay(0)  # and the OBS overlay, from the same seat
    try:
        served = json.loads(fetch(server.port, "/view.json")[2])
        hands = [data for zone, data in served["zones"].items() if zone.endswith(".hand")]
        assert hands and all(data["count"] for data in hands)
        assert not any(card.get("label") for data in hands for card in data.get("cards", []))
    finally:
        window.streaming.stop_overlay()


def test_a_judge_window_sees_every_hand_only_where_the_host_allows_one(qtbot, settings, hosted):
    assert "@judge" not in GameSecrets.new(["anna", "bela"]).channels()  # off by default
    table = hosted(judge=True)
    window = table.window(qtbot, settings, "@judge")
    for player in ("anna", "bela"):
        assert all(item.shows_face for item in hand_items(window, player))


def test_a_dropped_remote_seat_shows_at_the_host_and_a_look_at_its_hand_waits(
        qtbot, open_window, mosquitto: Broker, tmp_path: Path):
    from peers import SeatProcess

    window = open_window(Game.from_header(hkk_header()))
    online_dialog = window.cmd_invite_online()
    online_dialog.host.setText("127.0.0.1")
    online_dialog.port.setValue(mosquitto.port)
    online_dialog.toggle.click()
    online = window.online
    assert online is not None
    assert online.strip.isVisible() and "bela has not joined yet." in online.strip.label.text()
    bela = SeatProcess(tmp_path / "bela", online.link("bela"), "bela")
    qtbot.waitUntil(lambda: bela.latest("state") is not None, timeout=WAIT_MS)  # (the host's
    # thread is this one: a blocking wait would keep it from answering)
    qtbot.waitUntil(lambda: online.presence.get("bela") == "joined", timeout=WAIT_MS)
    assert not online.strip.isVisible()
    bela.kill()  # no last words: the broker tells the host the seat dropped
    qtbot.waitUntil(lambda: online.presence.get("bela") == "dropped", timeout=WAIT_MS)
    assert "bela is disconnected" in online.strip.label.text() and online.strip.isVisible()
    lines = len(window.game.record_lines())
    look = {"act": "look", "by": "anna", "zone": "bela.hand"}
    assert window.controller.perform(look) is None  # waits: nothing reaches the engine
    assert len(window.game.record_lines()) == lines
    assert "bela is disconnected: this waits until bela is back." in window.statusBar().currentMessage()
    # A quit is not a drop.
    again = SeatProcess(tmp_path / "bela2", online.link("bela"), "bela-again")
    qtbot.waitUntil(lambda: again.latest("state") is not None, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: online.presence.get("bela") == "joined", timeout=WAIT_MS)
    again.leave()
    qtbot.waitUntil(lambda: online.presence.get("bela") == "left", timeout=WAIT_MS)
    assert online.strip.label.text() == "bela left the game."


def test_a_seat_sending_too_fast_gets_an_answer_not_a_hang(qtbot, hosted, monkeypatch):
    from desktop.online import FloodLimit, remotegame

    table = hosted()
    table.host.stop()
    table.host = HostProcess(table.host.folder.parent / "slow-host", table.secrets, table.settings,
                             Game.from_header(hkk_header()), "slow-host", flood=2.0)
    # The window's own pace set above the host's: the host's "throttled" answer is what comes.
    anna = join_game(parse_invite(table.link("anna")), flood=FloodLimit(messages_per_second=1000,
                                                                          message_burst=1000))
    table.games.append(anna)
    anna.remote.start()
    assert anna.wait_ready(WAIT_MS / 1000)
    said = [anna.check({"act": "phase", "by": "anna", "to": phase}).message
            for phase in ("draw", "main", "combat", "healing", "end") * 3]
    assert "You are sending too fast: wait a moment, then try again." in said
    # At the window's own pace, it says so before sending anything.
    paced = join_game(parse_invite(table.link("bela")), flood=FloodLimit(messages_per_second=1,
                                                                           message_burst=6))
    table.games.append(paced)
    assert [paced.apply({"act": "end_turn", "by": "bela"}).message
            for _ in range(3)][-1] == "You are sending too fast: wait a moment, then try again."
    # An answer that never comes (the host stopped, not gone): a refusal saying so, in time.
    monkeypatch.setattr(remotegame, "ANSWER_TIMEOUT_S", 1.0)
    import os
    import signal

    os.kill(table.host.process.pid, signal.SIGSTOP)
    try:
        verdict = anna.apply({"act": "draw", "by": "anna", "count": 1})
    finally:
        os.kill(table.host.process.pid, signal.SIGCONT)
    assert not verdict.applied and verdict.message.startswith("The host did not answer within 1 s")


def test_the_invite_dialog_offers_a_judge_link_only_when_asked(qtbot, open_window, mosquitto):
    window = open_window(Game.from_header(hkk_header()))
    online_dialog = window.cmd_invite_online()
    assert not online_dialog.judge.isChecked()  # off by default
    online_dialog.host.setText("127.0.0.1")
    online_dialog.port.setValue(mosquitto.port)
    online_dialog.toggle.click()
    assert list(online_dialog.boxes) == ["bela", "@spectators"]
    online_dialog.toggle.click()  # stop
    online_dialog.judge.setChecked(True)
    online_dialog.toggle.click()
    assert list(online_dialog.boxes) == ["bela", "@spectators", "@judge"]
    assert "role=judge" in window.online.link("@judge")


def test_a_remote_window_asks_a_shared_commands_question_and_the_host_carries_it_out(
        qtbot, settings, hosted):
    from engine.protocol import Answer

    table = hosted()
    window = table.window(qtbot, settings, "anna")
    assert {"token", "look", "search"} <= {command.id for command in window.game.commands()}
    question = window.game.ask("token", "anna")  # asked from what the seat was sent
    assert question is not None and question.asks == "anna" and question.cards
    assert question.cards == tuple(c["def"] for c in window.game.creatable("anna"))
    action = window.game.answer(Answer(question.id, question.cards[0]), "anna")
    assert action["act"] == "create" and action["card"] == question.cards[0]
    before = table.host.game()["lines"]
    assert window.controller.perform(action).applied  # judged and carried out by the host
    qtbot.waitUntil(lambda: table.host.game()["lines"] == before + 1, timeout=WAIT_MS)
    assert window.game.ask("token", "bela") is None  # another seat's question is not asked here
