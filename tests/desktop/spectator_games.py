"""Scripted games for the streaming tests, and what a spectator may know at each step.

Each script is a generator of actions: it reads the game as the acting player would (their own
view; the engine's ``label_at`` for a card they found in their deck), so later actions can use
cards the earlier ones revealed. Between them they draw, search (look and take, with a source),
reveal, play, flow, duel (face down, answered, effect), mulligan, destroy, undo and redo, and
break a rule in warn mode (a flagged move).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from desktop import session
from desktop.mainwindow import MainWindow
from desktop.qt import QSettings
from desktop.streaming import controls as streaming
from desktop.streaming.broadcast.options import question_line, with_log_lines
from engine import Game
from engine.demo import demo_data

SPECTATOR = "spectator"
HIDDEN_KEYS = frozenset({"hidden", "owner", "tapped", "face_down"})


def audience_view(game: Game) -> dict[str, Any]:
    """What the broadcast and the overlay are given of ``game`` (desktop.streaming.controls):
    the spectator's view with its whole log in words, and the question the band shows."""
    return {**with_log_lines(game.view(SPECTATOR, log=True)),
            "question": question_line(game.questions(SPECTATOR))}


def hkk_game() -> Game:
    """anna's second turn, main phase; both hold duel cards; warn mode."""
    cards = demo_data("hkk")["cards"]
    deck = ["orszem", "kotoro", "tolgyorias", "parazseso", "forras", "lada", "ermek", "pecset",
            "tor", "kem"]
    return Game.from_header({
        "ruleset": "hkk", "players": ["anna", "bela"], "seed": 11, "enforcement": "warn",
        "cards": cards,
        "zones": {
            "anna.hand": ["vivo#a_duel", "kem#a_rev", "orszem#a_cr", "tunderfeny#a_flow",
                          "parazseso#a_sp"],
            "anna.deck": [f"{d}#ad{i}" for i, d in enumerate(deck)],
            "anna.reserve": ["latnok#a_src"],
            "bela.hand": ["tor#b_duel", "pengetancos#b_duel2", "orszem#b_cr", "kotoro#b_k"],
            "bela.deck": [f"{d}#bd{i}" for i, d in enumerate(deck)],
        },
        "turn": {"active": "anna", "phase": "main", "number": 2},
        "players_state": {"anna": {"VP": 5, "life": 20}, "bela": {"VP": 2, "life": 20}},
    })


def _deck_card(game: Game, player: str, index: int) -> str:
    """A card the player found in their own deck by looking through it."""
    return game.label_at(f"{player}.deck", index)


def hkk_script(game: Game) -> Iterator[dict[str, Any]]:
    """Draws, a search, a reveal, plays, a flow, two duels (won; declined), a flagged play."""
    yield {"act": "draw", "by": "anna", "count": 1}
    yield {"act": "look", "by": "anna", "zone": "anna.deck", "source": "a_src"}
    yield {"act": "move", "by": "anna", "card": _deck_card(game, "anna", 3), "to": "anna.hand",
           "source": "a_src"}
    yield {"act": "reveal", "by": "anna", "card": "a_rev", "ability": True}
    yield {"act": "play", "by": "anna", "card": "a_cr"}
    yield {"act": "duel", "by": "anna", "card": "a_duel"}
    yield {"act": "duel_answer", "by": "bela", "card": "b_duel"}
    yield {"act": "duel_effect", "by": "anna", "effect": "damage", "target": "bela"}
    yield {"act": "flow", "by": "anna", "card": "a_flow"}
    yield {"act": "move", "by": "anna", "card": "a_sp", "to": "anna.discard"}
    yield {"act": "undo", "by": "anna"}
    yield {"act": "redo", "by": "anna"}
    yield {"act": "end_turn", "by": "anna"}
    yield {"act": "phase", "by": "bela", "to": "draw"}
    yield {"act": "phase", "by": "bela", "to": "main"}
    yield {"act": "play", "by": "bela", "card": "b_k"}  # costs 4, bela has 1: flagged
    yield {"act": "duel", "by": "bela", "card": "b_duel2"}
    yield {"act": "duel_answer", "by": "anna", "card": None}
    yield {"act": "duel_effect", "by": "bela", "effect": "heal", "target": "bela"}
    yield {"act": "end_turn", "by": "bela"}
    yield {"act": "draw", "by": "anna", "count": 2}


def berserk_game() -> Game:
    """The mulligan phase of a Berserk game on the demo cards."""
    data = demo_data("berserk")
    deck = ["sledopyt", "rys", "rudokop", "volkodav", "strela", "okovy", "sekira", "obereg",
            "vedma", "yarmarka"]
    return Game.from_header({
        "ruleset": "berserk", "players": ["sasha", "misha"], "seed": 5,
        "cards": data["cards"],
        "zones": {
            "sasha.play": ["miroslava#s_hero"], "misha.play": ["torvald#m_hero"],
            "sasha.hand": ["rys#s1", "sledopyt#s2", "strela#s3", "obereg#s4"],
            "misha.hand": ["rys#m1", "rudokop#m2", "okovy#m3", "sekira#m4"],
            "sasha.deck": [f"{d}#sd{i}" for i, d in enumerate(deck)],
            "misha.deck": [f"{d}#md{i}" for i, d in enumerate(deck)],
        },
        "turn": {"active": "sasha", "phase": "mulligan", "number": 1},
        "players_state": {"sasha": {"coins": 5, "coin_markers": 5}, "misha": {"coins": 5, "coin_markers": 5}},
    })


def berserk_script(game: Game) -> Iterator[dict[str, Any]]:
    """Both mulligan, then a play, a search through the deck, a destroy, a draw."""
    yield {"act": "mulligan", "by": "sasha", "cards": ["s3", "s1"]}
    yield {"act": "mulligan", "by": "misha", "cards": ["m4"]}
    yield {"act": "phase", "by": "sasha", "to": "main"}
    yield {"act": "play", "by": "sasha", "card": "s2"}
    yield {"act": "look", "by": "sasha", "zone": "sasha.deck", "source": "s_hero"}
    yield {"act": "move", "by": "sasha", "card": _deck_card(game, "sasha", 2), "to": "sasha.hand",
           "source": "s_hero"}
    yield {"act": "destroy", "by": "sasha", "card": "s2"}
    yield {"act": "end_turn", "by": "sasha"}
    yield {"act": "draw", "by": "misha", "count": 1}


GAMES: dict[str, tuple[Callable[[], Game], Callable[[Game], Iterator[dict]]]] = {
    "hkk": (hkk_game, hkk_script),
    "berserk": (berserk_game, berserk_script),
}


def hidden_labels(game: Game) -> set[str]:
    """The cards a spectator may not see now."""
    return {label for label, card in game.cards.items()
            if not game.card_visible(card, SPECTATOR)}


def secret_names(game: Game, view: dict) -> set[str]:
    """Names only hidden cards carry now: neither a visible card nor the spectator's log names
    them, so no text shown to the audience may contain one."""
    hidden = hidden_labels(game)
    said = " ".join(str(entry.get("text", "")) for entry in view.get("log") or [])
    public = {game.definition(card).name for label, card in game.cards.items()
              if label not in hidden}
    return {name for name in (game.definition(game.cards[label]).name for label in hidden)
            if name not in public and name not in said}


def assert_spectator_safe(game: Game, view: dict) -> None:
    """The view (as JSON data) holds no hidden card: a hidden entry has only the back's keys, a
    visible entry is a card the spectator may see, and no secret name appears anywhere in it."""
    import json

    hidden = hidden_labels(game)
    assert view["viewer"] == SPECTATOR
    for zone in view["zones"].values():
        for card in zone["cards"]:
            if card.get("hidden"):
                assert set(card) <= HIDDEN_KEYS, card
            else:
                assert card["label"] not in hidden, card
    text = json.dumps(view, ensure_ascii=False)
    for name in secret_names(game, view):
        assert name not in text, name


def play(game: Game, script: Callable[[Game], Iterator[dict]],
         apply: Callable[[dict], Any]) -> Iterator[tuple[dict, Any]]:
    """Run a script through ``apply`` (the controller, or the game); yield each action and its
    verdict. Every action of the scripts is applied (legal, or flagged in warn mode)."""
    for action in script(game):
        verdict = apply(action)
        assert verdict is not None and verdict.applied, (action, verdict and verdict.to_dict())
        yield action, verdict


def main_windows(qtbot, settings, tmp_path, monkeypatch) -> Iterator[Callable[..., MainWindow]]:
    """For a fixture: makes main windows on games (broadcast options in a file of the test's
    own), and closes them after the test."""
    store = QSettings(str(tmp_path / "broadcast.ini"), QSettings.Format.IniFormat)
    monkeypatch.setattr(streaming, "app_store", lambda: store)
    windows: list[MainWindow] = []

    def factory(game=None, journal=None) -> MainWindow:
        """A shown window on ``game`` (the HKK demo), journaled in ``journal`` if given (the
        caller attached or resumed it)."""
        game = game if game is not None else session.demo("hkk")
        window = MainWindow(game, settings, journal=journal)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield factory
    for window in windows:
        window.close()
