"""One place per game: the engine's shared modules (engine/*.py, outside engine/games/<name>/;
message texts aside) name no game and no rule of a game; every game is a package the registry
finds.

The scan reads the code (string constants and names), not docstrings or comments: prose may
give an example, code may not decide by it.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

from engine.games import game, game_data, game_names

ENGINE = Path(__file__).resolve().parents[2] / "engine"
SHARED = sorted([*(path for path in ENGINE.glob("*.py") if path.name != "messages.py"),
                 ENGINE / "games" / "__init__.py"])
GAMES = ENGINE / "games"
# Game ids that are also everyday words: they name a game only as a whole identifier.
EVERYDAY_WORDS = {"free"}
RULE_LIKE = re.compile(r"^(\d+(\.\d+)*|[a-z_]+(\.[a-z_]+)+)$")
# Ids of the engine itself (spec: "Engine ids the spec relies on", README): any game may cite them.
ENGINE_IDS = {
    "card.not_in_hand", "card.not_in_play", "turn.not_active", "turn.phase_order",
    "history.empty", "action.not_in_ruleset", "cost.pay", "play.timing", "play.own_side", "prevent.too_late",
    "prevent.own", "order.invalid", "destroy.not_in_play", "control.not_in_play",
    "hand.look_needs_source", "step.pending",
}


def code_of(path: Path) -> Iterator[ast.AST]:
    """Every node of a module except its docstrings."""
    tree = ast.parse(path.read_text("utf-8"), str(path))
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docstrings.add(id(body[0].value))
    for node in ast.walk(tree):
        if id(node) not in docstrings:
            yield node


def strings_in(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from strings_in(key)
            yield from strings_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings_in(item)


def game_rule_ids() -> set[str]:
    """The rule ids (and codes) the games cite: from their data and the code of their packages."""
    found = {text for game in game_names() for text in strings_in(game_data(game))
             if RULE_LIKE.match(text) and not text.startswith("engine.")}
    for path in GAMES.glob("*/*.py"):
        for node in code_of(path):
            # the rule a procedure refuses or cites, and named rule constants (DUEL = "93.4.9")
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") in ("refuse", "cite"):
                texts = [node.args[0]] if node.args else []
            elif isinstance(node, ast.Assign) and all(isinstance(t, ast.Name) for t in node.targets):
                texts = [node.value]
            else:
                continue
            found |= {text.value for text in texts if isinstance(text, ast.Constant)
                      and isinstance(text.value, str) and RULE_LIKE.match(text.value)}
    return found - ENGINE_IDS


def test_the_scan_finds_the_games_rules() -> None:
    rules = game_rule_ids()
    assert {"96.8", "93.4.9", "205.2", "graveyard.simultaneous", "deck.order", "2.2.6",
            "519.6.1", "301.7"} <= rules


def test_shared_modules_name_no_game_and_no_rule() -> None:
    games = set(game_names())
    rules = game_rule_ids()
    found = []
    for path in SHARED:
        for node in code_of(path):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                text = node.value
                if text in games or text in rules or re.fullmatch(r"\d+(\.\d+)+", text):
                    found.append(f"{path.name}:{node.lineno}: {text!r}")
            name = getattr(node, "id", None) or getattr(node, "attr", None) or (
                node.name if isinstance(node, (ast.FunctionDef, ast.ClassDef)) else None)
            parts = set(name.lower().split("_")) if isinstance(name, str) else set()
            if len(parts) > 1:
                parts -= EVERYDAY_WORDS  # free_in_setup
            if games & parts:
                found.append(f"{path.name}:{node.lineno}: {name}")
    assert found == []


def test_the_registry_lists_every_game_package_with_its_data_and_demo() -> None:
    packages = sorted(path.parent.name for path in GAMES.glob("*/__init__.py"))
    assert list(game_names()) == ["hkk", "berserk", "free"] and sorted(game_names()) == packages
    for name in game_names():
        definition = game(name)
        assert definition.id == name and definition.folder == GAMES / name
        assert (definition.folder / "data.json").is_file()
        assert game_data(name)["demo"]["players"]


def test_every_data_entry_is_read_by_some_code() -> None:
    """No data entry lies unused while code decides the same rule by itself."""
    code = "\n".join(path.read_text("utf-8") for folder in ("engine", "desktop")
                     for path in (ENGINE.parent / folder).rglob("*.py"))
    for name in game_names():
        for key in game_data(name):
            assert f".{key}" in code or f'"{key}"' in code, f"{name}: nothing reads {key!r}"
