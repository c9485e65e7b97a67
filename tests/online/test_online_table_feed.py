"""A remote table window's feed (desktop/online/tablefeed.py) and its game (desktop/online/
remotegame.py), without a window: a host process serves the table to a RemoteGame in this
process through a real broker on 127.0.0.1; the window's tests (tests/desktop/test_remote_window.py)
build on the same."""

from __future__ import annotations

from pathlib import Path

import pytest
from brokers import Broker, broker_fixture
from online_games import hkk_header
from peers import HostProcess

from desktop.online import GameSecrets, parse_invite
from desktop.online.remotegame import RemoteGame, join_game
from engine import Game

broker = broker_fixture()
WAIT_S = 20.0


def joined(game: RemoteGame) -> RemoteGame:
    game.remote.start()
    assert game.wait_ready(WAIT_S), "no table from the host"
    assert game.adopt()
    return game


@pytest.fixture
def hosted(tmp_path: Path, broker: Broker):
    secrets = GameSecrets.new(["anna", "bela"], judge=True)
    settings = broker.settings()
    host = HostProcess(tmp_path / "host", secrets, settings, Game.from_header(hkk_header()))
    games: list[RemoteGame] = []

    def join(channel: str, **options) -> RemoteGame:
        game = joined(join_game(parse_invite(secrets.invite(channel, settings).link()), **options))
        games.append(game)
        return game

    yield host, join
    for game in games:
        game.remote.leave()
    host.stop()


def test_a_seat_sees_its_own_hand_and_no_other_card_and_acts_as_itself(hosted) -> None:
    host, join = hosted
    anna = join("anna")
    assert anna.seat == "anna" and anna.players == ["anna", "bela"]
    view = anna.view("anna")
    assert all(card.get("label") for card in view["zones"]["anna.hand"]["cards"])
    assert all(card.get("hidden") for card in view["zones"]["bela.hand"]["cards"])
    assert "image" not in str(view) and "cards" not in anna.header  # no paths, no deck lists
    assert all(card.get("hidden") for card in anna.view("spectator")["zones"]["anna.hand"]["cards"])
    # A check changes nothing; the action is then made at the host as anna's.
    lines = host.game()["lines"]
    assert anna.check({"act": "phase", "by": "anna", "to": "main"}).ok
    assert host.game()["lines"] == lines
    verdict = anna.apply({"act": "phase", "by": "anna", "to": "main"})
    assert verdict.applied and anna.phase == "main" and host.game()["phase"] == "main"
    assert len(anna.log_lines("anna")) == anna.view("anna")["log_size"]  # its log, line by line
    # Never as another player, never a host-only act.
    refused = anna.apply({"act": "draw", "by": "bela", "count": 1})
    assert not refused.applied and "only as itself" in refused.message
    assert not anna.apply({"act": "enforcement", "by": "anna", "mode": "warn"}).applied
    # A face-down card of the own deck is named by its place, resolved at the host.
    deck = len(anna.view("anna")["zones"]["anna.deck"]["cards"])
    moved = anna.apply({"act": "move", "by": "anna", "card": anna.label_at("anna.deck", 0),
                        "to": "anna.hand"})
    assert moved.applied and len(anna.view("anna")["zones"]["anna.deck"]["cards"]) == deck - 1
    assert not anna.apply({"act": "move", "by": "anna", "card": anna.label_at("bela.deck", 0),
                           "to": "anna.hand"}).applied


def test_a_spectator_sees_no_hand_card_and_the_judge_every_card(hosted) -> None:
    _host, join = hosted
    spectator = join("@spectators")
    judge = join("@judge")
    assert spectator.seat == "spectator" and judge.seat == "judge"
    for player in ("anna", "bela"):
        assert all(card.get("hidden") for card in spectator.view("spectator")["zones"][
            f"{player}.hand"]["cards"])
        assert not any(card.get("hidden") for card in judge.view("judge")["zones"][
            f"{player}.hand"]["cards"])
    assert not spectator.apply({"act": "draw", "by": "anna", "count": 1}).applied
