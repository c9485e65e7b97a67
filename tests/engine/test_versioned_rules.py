"""Older record formats are frozen rules: each game has a version of its rules per format, made of
the shared rules of that format (engine/oldrules.py) in front of the game's own (its older.py,
where it differed), and a record's line is carried out by the version of its format. Today's
rules and handlers know only today's rules: none of them asks which format a line is."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.formats import BEFORE_FORMATS, FORMAT
from engine.game import Game
from engine.games import game_names, get_ruleset
from engine.oldrules import OLDER, RulesBeforeFormats
from engine.ruleset import Ruleset

ENGINE = Path(__file__).resolve().parents[2] / "engine"
# The code of today's rules: the shared acts, the rules' defaults, every game's rules and acts.
TODAY = [ENGINE / "acts.py", ENGINE / "ruleset.py",
         *sorted(ENGINE.glob("games/*/rules.py")), *sorted(ENGINE.glob("games/*/acts.py"))]
ASKS_THE_FORMAT = re.compile(r"\blegacy\b|\baudited\b|tx\.rules\b|rules_format|_FORMAT\b|"
                             r"BEFORE_FORMATS|entry_rules\(\w+\) *[<>=]")


@pytest.mark.parametrize("name", game_names())
def test_every_game_has_its_rules_of_every_format(name: str) -> None:
    today = get_ruleset(name)
    assert sorted(today.versions) == sorted([*OLDER, FORMAT]) and today.versions[FORMAT] is today
    for number, version in today.versions.items():
        assert version.format == number and version.versions is today.versions
        assert isinstance(version, type(today))
        if number != FORMAT:
            assert isinstance(version, OLDER[number])
            assert version.data is today.data and version.acts.keys() == today.acts.keys()


def test_todays_rules_never_ask_which_format_a_line_is() -> None:
    found = [f"{path.relative_to(ENGINE)}:{n}: {line.strip()}" for path in TODAY
             for n, line in enumerate(path.read_text("utf-8").splitlines(), 1)
             if ASKS_THE_FORMAT.search(line)]
    assert found == []


def test_a_line_is_carried_out_by_the_rules_of_its_format() -> None:
    """A Berserk mulligan before record formats put an opponent's card into the declaring
    player's own deck; today it goes to its owner's."""
    header = {"ruleset": "berserk", "players": ["sasha", "misha"], "seed": 1,
              "cards": {"troll": {"name": "Тролль", "type": "creature", "cost": 1, "life": 2,
                                  "strike": [1, 1, 1]}},
              "zones": {"sasha.hand": [{"card": "troll", "id": "t1", "owner": "misha"}],
                        "sasha.deck": ["troll#s1"], "misha.deck": ["troll#m1"]},
              "turn": {"active": "sasha", "phase": "mulligan", "number": 1}}
    old = Game.from_header_at(header, "old.jsonl", 1)
    today = Game.from_header_at({**header, "format": FORMAT}, "new.jsonl", 1)
    assert type(old.rules_for(old.rules_format)).__mro__[1] is RulesBeforeFormats
    for game in (old, today):
        assert game.apply({"act": "mulligan", "by": "sasha", "cards": ["t1"]}).applied
    assert old.cards["t1"].zone == "sasha.deck" and today.cards["t1"].zone == "misha.deck"
    assert old.history[-1]["_format"] == BEFORE_FORMATS and "_format" not in today.history[-1]


def test_a_frozen_rules_class_must_be_of_its_format_and_its_game() -> None:
    from engine.games import GameDataError, GameDefinition, game

    hkk = game("hkk")

    class Stray(Ruleset):
        format = BEFORE_FORMATS

    with pytest.raises(GameDataError, match="Stray"):
        GameDefinition(hkk.id, hkk.data, hkk.rules, hkk.acts, hkk.card_kinds, hkk.folder,
                       (Stray,))
