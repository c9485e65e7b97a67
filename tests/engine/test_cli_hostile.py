"""Hostile game records through ``python -m engine check|view|replay`` (issue 11, §3).

A fuzzing run once found tracebacks and hangs: a lone surrogate (``\\ud800``) in any value, a
non-string ``expect.rule``, ``heroes`` given as a dict of non-strings, an integer of more than
4,300 digits, a huge ``draw`` count. The corpus below is generated here, one file per case (no
checked-in blobs), and every command runs as a real process with a timeout: each must print one
``FILE:LINE: message`` line, exit non-zero, print no traceback, and leave the file as it was.
A hypothesis fuzz then sends random action lines through the command line's entry point.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import cli

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60  # seconds; a hang is a failure, not a wait


def hkk_header(**changes: Any) -> dict[str, Any]:
    header: dict[str, Any] = {
        "ruleset": "hkk", "players": ["anna", "bela"], "seed": 7,
        "cards": {"wolf": {"name": "Farkas", "type": "creature", "cost": 1},
                  "duel5": {"name": "Kardforgató", "type": "spell", "duel": 5}},
        "zones": {"anna.hand": ["wolf#w1", "duel5#d1"], "anna.deck": ["wolf#w2", "wolf#w3"]},
        "turn": {"active": "anna", "phase": "main", "number": 2}}
    header.update(changes)
    return header


def berserk_header(**changes: Any) -> dict[str, Any]:
    header: dict[str, Any] = {
        "ruleset": "berserk", "players": ["sasha", "misha"], "seed": 7,
        "cards": {"chief": {"name": "Вождь", "type": "hero", "life": 20}},
        "zones": {"sasha.play": ["chief#h1"], "misha.play": ["chief#h2"]},
        "turn": {"active": "sasha", "phase": "main", "number": 1}}
    header.update(changes)
    return header


GOOD = json.dumps({"act": "draw", "by": "anna"})
EXPECT_GOOD = json.dumps({"expect": {"count": {"anna.hand": 3}}})


@dataclass(frozen=True)
class Case:
    id: str
    lines: tuple[str, ...]  # the record's lines, as text (JSON, or not)
    line: int | None  # the line the message must name (None: the file as a whole)
    viewer: str = "anna"
    mentions: str = ""
    commands: tuple[str, ...] = ("check", "view", "replay")  # view and replay skip expectations


def header_case(case_id: str, header: Any, viewer: str = "anna", mentions: str = "") -> Case:
    text = header if isinstance(header, str) else json.dumps(header, ensure_ascii=True)
    return Case(case_id, ("// a header the engine must refuse", text, GOOD), 2, viewer, mentions)


def action_case(case_id: str, bad: str, mentions: str = "") -> Case:
    """A good header and action, then the bad line (line 4), then a good line after it."""
    return Case(case_id, ("// a bad action line", json.dumps(hkk_header()), GOOD, bad, GOOD), 4,
                mentions=mentions)


def expect_case(case_id: str, expectation: dict[str, Any], mentions: str = "") -> Case:
    """A good header and action, then a bad expectation (line 4): only check reads it."""
    bad = json.dumps({"expect": expectation}, ensure_ascii=True)
    return Case(case_id, ("// a bad expectation", json.dumps(hkk_header()), GOOD, bad, GOOD), 4,
                mentions=mentions, commands=("check",))


def action(**keys: Any) -> str:
    return json.dumps(keys, ensure_ascii=True)


DEEP = "[" * 5_000 + "]" * 5_000
NESTED = json.loads("[" * 900 + "]" * 900)
CASES = [
    # a lone surrogate, in any value: an action, a header, an expectation, a key
    action_case("surrogate_card", action(act="move", by="anna", card="\ud800", to="anna.discard")),
    action_case("surrogate_by", action(act="draw", by="\udfff")),
    action_case("surrogate_key", '{"act": "draw", "by": "anna", "\\udc80": 1}'),
    header_case("surrogate_player", hkk_header(players=["anna", "b\ud800"])),
    header_case("surrogate_card_name", hkk_header(cards={"wolf": {"name": "\ud83d", "type": "x"}})),
    expect_case("surrogate_expectation", {"zone": {"w1": "\udbff"}}),
    # the raw bytes of a surrogate are no UTF-8 at all
    Case("surrogate_bytes", ("// x", json.dumps(hkk_header()), '{"act": "draw", "by": "anna\udc80"}',
                             GOOD), 3),
    # expectations of the wrong kind
    expect_case("expect_rule_number", {"rule": 93}, "rule"),
    expect_case("expect_rule_list", {"rule": ["93.4"]}, "rule"),
    expect_case("expect_ok_string", {"ok": "yes"}, "ok"),
    expect_case("expect_order_not_list", {"order": {"anna.hand": "w1"}}, "order"),
    # heroes given as a dict of non-strings, as a list, in a game without heroes
    header_case("heroes_dict_of_numbers", berserk_header(heroes={"sasha": 5}), "sasha", "heroes"),
    header_case("heroes_dict_of_dicts", berserk_header(heroes={"sasha": {"card": "chief"}}), "sasha"),
    header_case("heroes_list", berserk_header(heroes=["chief"]), "sasha", "heroes"),
    header_case("heroes_in_hkk", hkk_header(heroes={"anna": "wolf"}), mentions="heroes"),
    # integers of more than 4,300 digits, and beyond the bounds
    action_case("digits_count", '{"act": "draw", "by": "anna", "count": 1' + "0" * 5_000 + "}"),
    header_case("digits_seed", json.dumps(hkk_header())[:-1] + ', "x": ' + "9" * 4_400 + "}"),
    action_case("count_out_of_bounds", action(act="mark", by="anna", card="w1", marker="m",
                                              count=1_000_001), "count"),
    action_case("value_out_of_bounds", action(act="counter", by="anna", player="anna",
                                              name="life", value=-1_000_001)),
    header_case("players_state_out_of_bounds",
                hkk_header(players_state={"anna": {"VP": 10**12}})),
    header_case("seed_out_of_bounds", hkk_header(seed=2**40, format=1), mentions="seed"),
    # a huge draw count: refused at once, never worked through
    action_case("draw_huge", action(act="draw", by="anna", count=100_000_000_000)),
    action_case("draw_over_limit", action(act="draw", by="anna", count=1_001), "1000"),
    action_case("draw_negative", action(act="draw", by="anna", count=-1), "count"),
    # nesting: too deep to parse, and deep but parseable inside a header
    action_case("nested_too_deep", DEEP),
    header_case("nested_header_value", hkk_header(cards={"wolf": {"name": "F", "type": "c",
                                                                  "text": NESTED}})),
    # keys that only HKK headers have (records older than formats took them in every game)
    header_case("tournament_in_berserk", berserk_header(tournament=True, format=1), "sasha",
                "tournament"),
    header_case("prepared_in_berserk", berserk_header(prepared={"sasha": ["chief"]}, format=1),
                "sasha"),
    header_case("prepared_not_lists", hkk_header(prepared={"anna": "wolf"}), mentions="prepared"),
    header_case("format_newer", hkk_header(format=99), mentions="99"),
    header_case("name_not_text", hkk_header(name=["x"]), mentions="name"),
    action_case("move_many_index", action(act="move_many", by="anna", cards=["w1"],
                                          to="anna.discard", pos=2), "pos"),
    action_case("duel_target_not_player", action(act="duel", by="anna", card="d1",
                                                 target=["bela"])),
    action_case("owner_not_text", "", ""),  # replaced below: a header card owned by a list
]
CASES[-1] = header_case("owner_not_text", hkk_header(
    zones={"anna.hand": [{"card": "wolf", "id": "w1", "owner": ["bela"]}]}))

COMMANDS = {
    "check": lambda path, viewer: ["check", path],
    "view": lambda path, viewer: ["view", path, "--as", viewer],
    "replay": lambda path, viewer: ["replay", path],
}


def write_case(folder: Path, case: Case, name: str = "record.jsonl") -> Path:
    path = folder / name
    path.write_bytes("\n".join(case.lines).encode("utf-8", "surrogatepass") + b"\n")
    return path


def run(args: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT, capture_output=True,
                          text=True, errors="replace", timeout=TIMEOUT)


RUNS = [(case, command) for case in CASES for command in case.commands]


@pytest.mark.parametrize(("case", "command"), RUNS,
                         ids=[f"{case.id}-{command}" for case, command in RUNS])
def test_a_hostile_record_gets_one_message_line(tmp_path: Path, case: Case, command: str) -> None:
    path = write_case(tmp_path, case)
    before = path.read_bytes(), path.stat().st_mtime_ns
    result = run(COMMANDS[command](str(path), case.viewer))
    output = result.stdout + result.stderr
    assert result.returncode != 0, output
    assert "Traceback" not in output and "Error:" not in output, output
    place = f"{path}:{case.line}: " if case.line is not None else f"{path}: "
    located = [line for line in output.splitlines() if line.startswith(f"{path}:")]
    assert len(located) == 1 and located[0].startswith(place), output
    assert case.mentions in located[0], located[0]
    if command == "check":
        assert result.stdout.splitlines()[-1] == "0 passed, 1 failed"
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


def test_a_pipe_is_refused_at_once(tmp_path: Path) -> None:
    """A named pipe would block a read forever: it is refused without reading."""
    pipe = tmp_path / "record.jsonl"
    os.mkfifo(pipe)
    for command in COMMANDS:
        result = run(COMMANDS[command](str(pipe), "anna"))
        assert result.returncode != 0
        assert f"{pipe}: not a regular file" in result.stdout + result.stderr
        assert "Traceback" not in result.stdout + result.stderr


def test_a_file_name_that_is_not_utf8_is_printed_escaped(tmp_path: Path) -> None:
    """A name the OS gives as bytes that are not UTF-8 prints with the byte escaped."""
    folder = os.fsencode(tmp_path)
    name = folder + b"/bad-\xff-record.jsonl"
    with open(name, "wb") as stream:
        stream.write(json.dumps(hkk_header()).encode() + b"\n" + b'{"act": "draw"}\n')
    result = subprocess.run([sys.executable, "-m", "engine", "replay", name], cwd=ROOT,
                            capture_output=True, timeout=TIMEOUT)
    assert result.returncode == 2 and b"Traceback" not in result.stderr
    assert result.stderr.startswith(folder + b"/bad-\\udcff-record.jsonl:2: "), result.stderr


# A hypothesis fuzz, in-process: random action lines after a good header, through cli.main.
VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-2_000_000, 2_000_000), st.floats(allow_nan=True),
    st.text(max_size=4), st.sampled_from(["anna", "bela", "w1", "d1", "anna.hand", "removed",
                                          "top", "bottom", "main", "prep", "\ud800"]),
    st.lists(st.sampled_from(["w1", "w2", "d1", 3, None]), max_size=3),
    st.dictionaries(st.sampled_from(["name", "type", "cost", "zone"]), st.integers(0, 3),
                    max_size=2),
)
KEYS = ["card", "cards", "to", "pos", "count", "source", "zone", "player", "name", "delta",
        "value", "order", "target", "effect", "marker", "tapped", "face_down", "ability", "as",
        "id", "at", "mode", "format", "remove"]
ACTS = ["move", "move_many", "draw", "shuffle", "look", "reveal", "play", "flow", "duel",
        "duel_answer", "duel_effect", "treasure", "mulligan", "create", "destroy", "control",
        "tap", "prevent", "flip", "counter", "define", "undo", "redo", "mark", "effect", "phase",
        "end_turn", "enforcement", "format", "teleport"]
LINES = st.fixed_dictionaries(
    {"act": st.sampled_from(ACTS), "by": st.sampled_from(["anna", "bela", "carol"])},
    optional={key: VALUES for key in KEYS},
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lines=st.lists(LINES, min_size=1, max_size=6), expect=st.booleans())
def test_random_action_lines_never_crash_the_command_line(tmp_path: Path, lines: list[dict],
                                                          expect: bool) -> None:
    path = tmp_path / "fuzz.jsonl"
    body = [json.dumps(hkk_header()), *map(json.dumps, lines)]
    if expect:
        body.append(json.dumps({"expect": {"ok": True, "rule": None}}))
    path.write_text("\n".join(body) + "\n", "utf-8")
    for args in (["replay", str(path)], ["view", str(path), "--as", "bela"], ["check", str(path)]):
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            status = cli.main(args)
        text = out.getvalue()
        assert status in (0, 1, 2), text
        if status == 2:
            assert re.match(rf"{re.escape(str(path))}:\d+: ", text.splitlines()[-1]), text
