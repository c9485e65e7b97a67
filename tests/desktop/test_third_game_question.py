"""A third game's question of its own, asked at the table with no desktop code of its own
(issue 29): Oracle, a game made up for this test, written as one package into a temporary folder.

In the night the active player may ``call``; the other player then secretly guesses sun or moon
(a question as data: only the guesser sees its options); a guess of the sun brings 5 light, and 5
light wins (O.1).
"""

from __future__ import annotations

import json
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from gestures import press

import engine.games
from desktop.qt import Qt
from desktop.questions import QuestionDialog
from engine.game import Game

DATA = {
    "title": "Oracle",
    "zones": {
        "deck": {"kind": "pile", "visibility": "nobody", "ordered": True},
        "hand": {"kind": "hand", "visibility": "owner", "ordered": False},
        "altar": {"kind": "area", "visibility": "everyone", "ordered": False},
    },
    "zone_roles": {"deck": "deck", "hand": "hand"},
    "phases": ["dawn", "night"],
    "main_phase": "night",
    "counters": {"light": 0},
    "acts": ["move", "draw", "shuffle", "phase", "end_turn", "call", "guess"],
    "play_destinations": {"*": "altar"},
    "create_destinations": {"*": "altar"},
    "opening_hand": 2,
    "card_fields": {},
    "card_types": {"stone": {"required": [], "allowed": []}},
}

FILES = {
    "__init__.py": '''
        """Oracle: a game made up for test_third_game_question.py, in one package."""

        from engine.games import GameDefinition
        from engine.games.oracle.rules import ACTS, OracleRules

        GAME = GameDefinition.load(__name__, rules=OracleRules, acts=ACTS)
        ''',
    "rules.py": '''
        """Oracle's rules: a call, and the other player's secret guess as a question."""

        from typing import Any

        from engine.actions import Act, one_of, required
        from engine.rules import Rules, Tx
        from engine.protocol import Option, Question, Text
        from engine.ruleset import Ruleset


        def act_call(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
            if not game.own_main_phase(tx.by):
                tx.refuse("O.1", "turn.not_active", active=game.active)
            if tx.halt():
                return
            guesser = next(p for p in game.players if p != tx.by)
            game.procedure["call"] = {"by": tx.by, "guesser": guesser}


        def act_guess(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
            call = game.procedure.get("call")
            if call is None or call["guesser"] != tx.by:
                tx.refuse("O.1", "turn.not_active", active=game.active)
            if tx.halt():
                return
            del game.procedure["call"]
            if action["pick"] == "sun":
                game.add(tx, tx.by, "light", 5)


        ACTS = {"call": Act({}, act_call),
                "guess": Act({"pick": required(one_of("sun", "moon"), "kind.mode")}, act_guess)}


        class OracleRules(Ruleset):
            def questions(self, game: Rules) -> list[Question]:
                call = game.procedure.get("call")
                if call is None:
                    return []
                guesser = call["guesser"]
                return [Question(
                    id=f"guess:{len(game.history)}", asks=guesser, kind="option", rule="O.1",
                    title=Text("oracle.guess"), text=Text("oracle.guess.text"),
                    options=tuple(Option(pick, Text(f"oracle.{pick}"),
                                         {"act": "guess", "by": guesser, "pick": pick})
                                  for pick in ("sun", "moon")))]

            def losers(self, game: Rules) -> list[dict[str, Any]]:
                lit = [p for p in game.players if game.counters[p]["light"] >= 5]
                return [{"loser": p, "reason": "darkness", "winners": lit}
                        for p in game.players if lit and p not in lit]

            def may_end(self, game: Rules, events: list[dict[str, Any]]) -> bool:
                return any(e["type"] == "counter" for e in events)
        ''',
}


@pytest.fixture
def oracle(tmp_path: Path) -> Iterator[Path]:
    """The Oracle package in a folder of game packages on ``engine.games.__path__``."""
    folder = tmp_path / "games"
    package = folder / "oracle"
    package.mkdir(parents=True)
    for name, text in FILES.items():
        (package / name).write_text(textwrap.dedent(text).lstrip(), "utf-8")
    (package / "data.json").write_text(json.dumps(DATA), "utf-8")
    engine.games.__path__.append(str(folder))
    try:
        yield package
    finally:
        engine.games.__path__.remove(str(folder))
        for name in [name for name in sys.modules if name.startswith("engine.games.oracle")]:
            del sys.modules[name]


def test_a_packages_own_question_is_asked_and_answered_at_the_table(oracle, qtbot, settings,
                                                                   tmp_path) -> None:
    from conftest import make_window

    game = Game.new_game(ruleset="oracle", players=["anna", "bela"],
                         cards={"s": {"name": "Stone", "type": "stone"}},
                         decks={"anna": ["s"] * 4, "bela": ["s"] * 4}, seed=3)
    window = make_window(qtbot, settings, tmp_path, game)
    assert window.controller.act("phase", to="night").ok
    assert window.controller.act("call").ok
    # The question is bela's: anna's view has only its public part; the seat goes to bela.
    assert game.questions("anna")[0].options == () and len(game.questions("bela")[0].options) == 2
    assert window.controller.hidden and window.controller.seat == "bela"
    refused = game.apply({"act": "end_turn", "by": "anna"})  # nothing else until bela guesses
    assert not refused.ok
    window.take_seat()
    window.procedures.ask()
    question = window.procedures.dialog
    assert isinstance(question, QuestionDialog) and question.group is not None
    qtbot.waitExposed(question)
    question.group.button(0).setFocus()
    press(question, Qt.Key.Key_Space)  # the sun
    assert question.choice() == "sun"
    press(question, Qt.Key.Key_Return)
    assert game.history[-1] == {"act": "guess", "by": "bela", "pick": "sun"}
    assert game.outcome() == {"loser": "anna", "reason": "darkness", "winners": ["bela"]}
    assert game.questions() == []
