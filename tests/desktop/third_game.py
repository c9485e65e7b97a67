"""Oracle, a third game made up for the tests of issue 29, written as one package into a
temporary folder of game packages (its data, rules, question, card field kind and texts in
en/hu/ru): the table's test (test_third_game_question.py) and the phones'
(test_third_game_phone.py) play it.

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

import engine.games
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
    "card_fields": {"omen": "omen"},
    "card_types": {"stone": {"required": ["omen"], "allowed": ["omen"]}},
}

FILES = {
    "__init__.py": '''
        """Oracle: a game made up for the tests of issue 29, in one package."""

        from engine.games import GameDefinition
        from engine.games.oracle.cards import OMEN
        from engine.games.oracle.rules import ACTS, OracleRules

        GAME = GameDefinition.load(__name__, rules=OracleRules, acts=ACTS, card_kinds=[OMEN])
        ''',
    "cards.py": '''
        """Oracle's card field kind: the omen a stone bears, the sun's or the moon's."""

        from typing import Any, Literal

        from engine.cards import FieldKind
        from engine.messages import Message, msg

        OMENS = ("sun", "moon")


        class Omen(FieldKind):
            """One of the omens, written as its id in a card set."""

            name = "omen"
            choices = OMENS

            def check(self, value: Any) -> Message | None:
                if value in OMENS:
                    return None
                return msg("value.one_of", choices=", ".join(OMENS))

            def model_type(self) -> Any:
                return Literal[OMENS]


        OMEN = Omen()
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
                    title=Text("oracle.guess", {"player": guesser}),
                    text=Text("oracle.guess.text", {"light": 5}),
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


# Its texts in every language (texts/<language>.json): its questions' words and its terms.
TEXTS = {
    "en": {"messages": {"oracle.guess": "The oracle asks {player}",
                        "oracle.guess.text": "Sun or moon? The sun brings {light} light.",
                        "oracle.sun": "The sun", "oracle.moon": "The moon",
                        "oracle.lit": "{player} gained {count} light."},
           "words": {"zone": {"altar": "Altar", "deck": "Deck", "hand": "Hand"},
                     "phase": {"dawn": "Dawn", "night": "Night"},
                     "counter": {"light": "Light"}, "stat": {"omen": "Omen"}}},
    "hu": {"messages": {"oracle.guess": "A jósda kérdezi: {player}",
                        "oracle.guess.text": "Nap vagy hold? A nap {light} fényt hoz.",
                        "oracle.sun": "A nap", "oracle.moon": "A hold",
                        "oracle.lit": ["{player} {count} fényt kapott."]},
           "words": {"zone": {"altar": "Oltár"}, "phase": {"night": "Éjszaka"},
                     "stat": {"omen": "Jel"}}},
    "ru": {"messages": {"oracle.guess": "Оракул спрашивает: {player}",
                        "oracle.guess.text": "Солнце или луна? Солнце приносит {light} света.",
                        "oracle.sun": "Солнце", "oracle.moon": "Луна",
                        "oracle.lit": ["{player} получает {count} очко света.",
                                       "{player} получает {count} очка света.",
                                       "{player} получает {count} очков света."]},
           "words": {"zone": {"altar": "Алтарь"}, "phase": {"night": "Ночь"},
                     "stat": {"omen": "Знамение"}}},
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
    (package / "texts").mkdir()
    for language, texts in TEXTS.items():
        (package / "texts" / f"{language}.json").write_text(
            json.dumps(texts, ensure_ascii=False), "utf-8")
    engine.games.__path__.append(str(folder))
    try:
        yield package
    finally:
        engine.games.__path__.remove(str(folder))
        for name in [name for name in sys.modules if name.startswith("engine.games.oracle")]:
            del sys.modules[name]


def oracle_game() -> Game:
    """A new Oracle game of anna and bela, four stones each."""
    return Game.new_game(ruleset="oracle", players=["anna", "bela"],
                         cards={"s": {"name": "Stone", "type": "stone", "omen": "sun"}},
                         decks={"anna": ["s"] * 4, "bela": ["s"] * 4}, seed=3)
