"""Problems in files (card sets, deck lists, game records) carry message codes with parameters.

Every code the engine can give a ``Problem`` or a ``RecordError`` has an English template in
engine/messages.py, the English text is made from it (and stays what the command line printed
before codes existed), and nothing is raised as bare prose any more.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_cardset import BERSERK_HEADER, ERRORS, HERO
from test_cardset import make_set as make_set_rows
from test_cli_bad_input import CASES
from test_decks import BERSERK_CARDS, HKK_CARDS, make_set

from engine.cardset import CardSetError, Problem, load_cardset
from engine.decks import check_deck, parse_deck
from engine.errors import RecordError
from engine.game import Game
from engine.journal import Journal
from engine.messages import MESSAGES, Message, render

ROOT = Path(__file__).resolve().parents[2]
CODE_LIKE = re.compile(r"^[a-z][a-z_]*(\.[a-z_]+)+$")
# Dotted constants of the engine that are not message codes: file and module names, rule ids.
NOT_CODES = {"cards.csv", "cards.tsv", "cardset.toml", "data.json", "hand.private", "history.empty"}
RAISERS = {"RecordError", "ActionError", "CardSetError", "MessageError"}


def python_files(*folders: str) -> Iterator[tuple[Path, ast.Module]]:
    for folder in folders:
        for path in sorted((ROOT / folder).rglob("*.py")):
            yield path, ast.parse(path.read_text("utf-8"), str(path))


def code_like_constants() -> set[str]:
    """Every dotted lower-case string of the engine's sources (module names left out)."""
    found = set()
    for _path, tree in python_files("engine"):
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str)
                    and CODE_LIKE.match(node.value) and not node.value.startswith("engine.")):
                found.add(node.value)
    return found


def called(node: ast.AST) -> str:
    func = getattr(node, "func", None)
    if isinstance(func, ast.Name):
        return func.id
    return func.attr if isinstance(func, ast.Attribute) else ""


def test_the_scan_finds_codes_given_directly_and_through_tables() -> None:
    found = code_like_constants()
    assert {"cardset.duplicate_id", "decklist.copies_sideboard", "kind.position",
            "manifest.not_string", "journal.damaged"} <= found


def game_text_codes() -> set[str]:
    """The codes the games' own texts give English templates (engine/games/*/texts/en.json)."""
    import json

    return {code for path in (ROOT / "engine" / "games").glob("*/texts/en.json")
            for code in json.loads(path.read_text("utf-8"))["messages"]}


def test_every_code_in_the_engine_has_a_template() -> None:
    assert sorted(code_like_constants() - NOT_CODES - MESSAGES.keys() - game_text_codes()) == []
    in_desktop = {node.args[0].value for _path, tree in python_files("desktop")
                  for node in ast.walk(tree)
                  if isinstance(node, ast.Call) and called(node) in ("msg", "Message") and node.args
                  and isinstance(node.args[0], ast.Constant)}
    assert in_desktop and sorted(in_desktop - MESSAGES.keys()) == []


def test_no_problem_is_raised_or_made_as_bare_prose() -> None:
    prose = []
    for path, tree in python_files("engine", "desktop"):
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = called(node)
            first = node.args[0] if node.args else None
            if name in RAISERS and isinstance(first, (ast.Constant, ast.JoinedStr)):
                prose.append(f"{path.name}:{node.lineno}: {name}(text)")
            if isinstance(node.func, ast.Name) and name == "Problem":
                prose.append(f"{path.name}:{node.lineno}: Problem(...) instead of Problem.of")
    assert prose == []


# At run time: the problems of broken inputs.
def messages_in(code: str, params: dict[str, Any]) -> Iterator[Message]:
    """A message and every message among its parameters."""
    yield Message(code, params)
    for value in params.values():
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, Message):
                yield from messages_in(item.code, dict(item.params))


def assert_coded(found: Problem | RecordError) -> None:
    """The message has a template, is made from it, and says no more than the library did."""
    for message in messages_in(found.code, found.params):
        assert message.code in MESSAGES, (message, str(found))
        for key, value in message.params.items():
            assert ("{" + key + "}" in MESSAGES[message.code]
                    or "{" + key + ":" in MESSAGES[message.code]), (message.code, key)
            assert value is not None, (message.code, key)
    assert found.message == render(found.code, found.params)
    assert found.code != "detail", f"plain text, no code: {found}"


def broken_card_sets(tmp_path: Path) -> Iterator[list[Problem]]:
    for number, (row, _expected) in enumerate(ERRORS.values()):
        folder = make_set_rows(tmp_path / f"row{number}", [
            BERSERK_HEADER + ",image", HERO + ",", row + ",", "x,X,creature,1,1,1-1-1,,,,,,,ghost.png"])
        yield load_cardset(folder).problems
    folder = make_set_rows(tmp_path / "columns", [BERSERK_HEADER + ",cost,Colour", HERO + ",,",
                                                  HERO + ",,", HERO.replace("chief", "h2") + ",,,zz"])
    (folder / "back.png").write_bytes(b"not a png")
    yield load_cardset(folder).problems
    yield load_cardset(make_set_rows(tmp_path / "empty", "")).problems
    yield load_cardset(make_set_rows(tmp_path / "nocount", ["id,name,count", "a,A,-1"])).problems


def test_card_set_problems_have_codes(tmp_path: Path) -> None:
    problems = [p for found in broken_card_sets(tmp_path) for p in found]
    codes = {p.code for p in problems}
    assert {"cardset.duplicate_id", "cell.not_int", "card.needs_stat", "cardset.not_choice",
            "cardset.image", "cardset.back", "cardset.notes", "cardset.column_twice",
            "cardset.missing_columns", "cardset.empty_file", "cardset.stray_value"} <= codes
    for problem in problems:
        assert_coded(problem)


@pytest.mark.parametrize("manifest", [
    'game = "chess"\nname = ""\nversion = 0.3\nauthor = "me"\n', 'game = "hkk"\nname = "x"\nversion = "1\n',
    b"\xff", None])
def test_unreadable_card_sets_have_codes(tmp_path: Path, manifest: str | bytes | None) -> None:
    folder = make_set_rows(tmp_path / "s", [BERSERK_HEADER])
    if manifest is None:
        (folder / "cardset.toml").unlink()
    else:
        (folder / "cardset.toml").write_bytes(manifest if isinstance(manifest, bytes) else manifest.encode())
    with pytest.raises(CardSetError) as caught:
        load_cardset(folder)
    if isinstance(manifest, str) and "chess" in manifest:
        assert caught.value.code == "cardset.manifest"
        assert [part.code for part in caught.value.params["problems"]] == ["manifest.key"] * 4
    assert caught.value.code != "detail"
    assert_coded(caught.value)


def test_deck_problems_have_codes(tmp_path: Path) -> None:
    berserk = make_set(tmp_path / "berserk", "berserk", BERSERK_CARDS)
    hkk = make_set(tmp_path / "hkk", "hkk", HKK_CARDS)
    lists = [
        (berserk, "Hero\nРысь\nchief\nDeck\n4 troll\n2 Вождь\n0 rys\nТопор\nbad\nБолотный трол\nzzzzz\n"),
        (hkk, "Hero\nFarkas\nDeck\n4 Farkas\nSideboard\n" + "1 blade\n" * 31),
    ]
    problems = []
    for cardset, text in lists:
        path = tmp_path / f"{cardset.game}.txt"
        path.write_text(text, "utf-8")
        problems += check_deck(parse_deck(path, cardset), cardset)
    assert {p.code for p in problems} >= {
        "decklist.not_hero_type", "decklist.hero_in_deck", "decklist.hero_count", "decklist.too_few",
        "decklist.copies", "decklist.copies_sideboard", "decklist.sideboard_too_big",
        "decklist.no_heroes", "decklist.count_too_low", "decklist.ambiguous", "decklist.left_out",
        "decklist.unknown_card", "name.unknown_card"}
    for problem in problems:
        assert_coded(problem)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_broken_records_have_codes(tmp_path: Path, case: Any) -> None:
    path = tmp_path / "broken.jsonl"
    path.write_bytes(case.content)
    with pytest.raises(RecordError) as caught:
        Game.load(str(path))
    assert_coded(caught.value)


def test_a_damaged_journal_has_a_code(tmp_path: Path) -> None:
    path = tmp_path / "journal.jsonl"
    path.write_text("garbage\n{}\n", "utf-8")
    with pytest.raises(RecordError) as caught:
        Journal.resume(path)
    assert (caught.value.code, caught.value.line) == ("journal.damaged", 1)
    assert_coded(caught.value)


def test_the_english_is_what_the_command_line_always_printed(tmp_path: Path) -> None:
    with pytest.raises(RecordError) as caught:
        Game.from_header({"ruleset": "hkk", "players": ["anna"], "turn": {"active": "bela"}})
    error = caught.value.located("g.jsonl", 3)
    assert (error.code, error.params) == ("name.unknown_player", {"player": "bela"})
    assert str(error) == 'g.jsonl:3: unknown player "bela"'
    with pytest.raises(RecordError) as caught:
        Game.from_header({"ruleset": "berserk", "players": ["anna"],
                          "cards": {"w": {"name": "W", "type": "creature", "cost": 1}}})
    assert caught.value.code == "card.definition"
    assert str(caught.value) == 'card "w": field "life": a creature card needs a life value'
    game = Game.from_header({"ruleset": "hkk", "players": ["anna"]})
    with pytest.raises(RecordError) as caught:
        game.apply({"act": "draw", "by": "anna", "count": "two"})
    assert caught.value.params["kind"] == Message("kind.integer", {})
    assert str(caught.value) == '"count" in "draw" must be an integer'
    problem = Problem.of("deck.txt", 4, None, Message("decklist.copies", {
        "count": 4, "name": "Farkas", "max": 3, "rule": Message("decklist.rule", {"rule": "6.5.1"})}))
    assert str(problem) == 'deck.txt:4: 4 copies of "Farkas" in the deck: at most 3 (rule 6.5.1)'
    warning = Problem.of("s/back.png", None, None, Message("cardset.back", {
        "problem": Message("image.unreadable", {"kind": "PNG"})}), "warning")
    assert str(warning) == "s/back.png: warning: card back: not a readable PNG image"
