"""Game records: saving (atomic, complete), loading (never changes the file), card definitions."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.demo import demo_game
from engine.errors import RecordError
from engine.game import Game

ROOT = Path(__file__).resolve().parents[2]


def played() -> Game:
    game = demo_game("hkk", seed=11, enforcement="warn")
    hand = game.zones["anna.hand"]
    game.apply({"act": "phase", "by": "anna", "to": "main"})
    game.apply({"act": "move", "by": "anna", "card": hand[0].label, "to": "anna.discard"})
    game.apply({"act": "flow", "by": "anna", "card": hand[0].label})  # illegal: flagged in warn
    game.undo("anna")
    game.redo("anna")
    game.apply({"act": "end_turn", "by": "anna"})
    return game


def test_save_then_load_gives_the_same_game(tmp_path: Path) -> None:
    game = played()
    path = tmp_path / "game.jsonl"
    game.save(str(path))
    text = path.read_text("utf-8")
    loaded = Game.load(str(path))
    for viewer in ["anna", "bela", "spectator"]:
        assert loaded.view(viewer, log=True) == game.view(viewer, log=True)
    assert path.read_text("utf-8") == text
    assert [p.name for p in tmp_path.iterdir()] == ["game.jsonl"]  # no temp file left behind


def test_the_record_has_the_header_and_every_applied_action(tmp_path: Path) -> None:
    game = played()
    header, *lines = game.record_lines()
    assert isinstance(header["seed"], int)
    acts = [line["act"] for line in lines]
    assert acts[-3:] == ["undo", "redo", "end_turn"]
    flagged = [line for line in lines if "_verdict" in line]
    assert flagged and all(line["_verdict"]["ok"] is False for line in flagged)


def test_save_replaces_atomically(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    path.write_text("old contents\n")
    played().save(str(path))
    assert path.read_text("utf-8").startswith('{"ruleset": "hkk"')


def test_a_header_without_seed_gets_one_and_replays_identically(tmp_path: Path) -> None:
    path = tmp_path / "noseed.jsonl"
    header = {"ruleset": "berserk", "players": ["a", "b"],
              "cards": {"h": {"name": "H", "type": "hero", "life": 9},
                        "c": {"name": "C", "type": "creature", "cost": 1, "life": 1, "strike": [1]}},
              "zones": {"a.deck": ["c"] * 10, "a.play": ["h"]}}
    path.write_text(json.dumps(header) + '\n{"act": "shuffle", "by": "a", "zone": "a.deck"}\n')
    game = Game.load(str(path))
    saved = tmp_path / "saved.jsonl"
    game.save(str(saved))
    again = Game.load(str(saved))
    assert [c.label for c in again.zones["a.deck"]] == [c.label for c in game.zones["a.deck"]]


@pytest.mark.parametrize(("ruleset", "body", "message"), [
    ("berserk", {"name": "H", "type": "hero", "life": 9, "cost": 2},
     'card "x": field "cost": a hero card has no cost'),
    ("berserk", {"name": "C", "type": "creature", "cost": 2, "strike": [1]},
     'card "x": field "life": a creature card needs a life value'),
    ("berserk", {"name": "C", "type": "creature", "cost": 2, "life": 1, "strike": [1], "colour": 1},
     'card "x": unknown field "colour"'),
    ("berserk", {"name": "E", "type": "equipment", "cost": 2, "subtype": "boots"},
     'card "x": field "subtype": must be one of weapon, armor, amulet'),
    ("berserk", {"name": "Q", "type": "quest", "cost": 2}, 'card "x": field "type": unknown card type'),
    ("hkk", {"name": "W", "type": "creature", "cost": "two"},
     'card "x": field "cost": must be a whole number'),
    ("hkk", {"type": "creature"}, 'card "x": missing field "name"'),
    ("hkk", {"name": "F", "type": "spell", "flow": "yes"}, 'card "x": field "flow": must be true or false'),
])
def test_a_bad_card_definition_names_the_card_and_the_field(ruleset: str, body: dict,
                                                            message: str) -> None:
    with pytest.raises(RecordError) as error:
        Game.from_header({"ruleset": ruleset, "players": ["a", "b"], "cards": {"x": body}})
    assert str(error.value).startswith(message)


def test_the_engine_never_imports_qt_or_the_desktop() -> None:
    """import-linter contract in pyproject.toml, and a run that proves Qt is not even loaded."""
    lint_imports = Path(sys.executable).parent / "lint-imports"
    result = subprocess.run([str(lint_imports)], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "KEPT" in result.stdout
    probe = ("import sys, engine.game, engine.cli, engine.demo, engine.scenario, engine.journal;"
             "from engine.demo import demo_game; demo_game('berserk').view('spectator');"
             "print(sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'desktop')))")
    out = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True)
    assert out.stdout.strip() == "[]", out.stderr
