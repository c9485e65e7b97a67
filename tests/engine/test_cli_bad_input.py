"""The engine's command line on broken game records (spec/game-record.md, "Command line").

Every broken file must give: a non-zero exit, one short `FILE:LINE: message` (1-based physical
line; blank and `//` lines count), no traceback, and the file left byte for byte as it was.
`check` also closes with the `N passed, M failed` line.

Each record starts with a `//` comment line and a blank line, so its header is physical line 3:
a reader that counts only JSON lines gets the line numbers wrong. A bad action line is followed
by a good one, so it cannot pass for a torn last line of a journal (which a reader may drop).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]  # the repository: `python -m engine` runs from here
TIMEOUT = 120

HEADER_LINE = 3  # after PREFIX
BAD_LINE = 6  # header, action, expect, then the bad line
PREFIX = ["// cli bad input test: a comment line and a blank line come first", ""]


def _dumps(obj: object) -> str:
    return json.dumps(obj, ensure_ascii=False)


def hkk_header(enforcement: str = "strict", **changes: object) -> dict:
    header: dict = {
        "ruleset": "hkk",
        "players": ["anna", "bela"],
        "seed": 7,
        "enforcement": enforcement,
        "cards": {
            "wolf": {"name": "Farkas", "type": "creature"},
            "flowy": {"name": "Áramló szellem", "type": "spell", "flow": True},
            "duel5": {"name": "Kardforgató", "type": "spell", "duel": 5},
        },
        "zones": {
            "anna.hand": ["flowy#f1", "duel5#d1"],
            "anna.deck": ["wolf#w1", "wolf#w2", "wolf#w3"],
            "bela.hand": ["duel5#d2"],
        },
        "turn": {"active": "anna", "phase": "main", "number": 2},
    }
    header.update(changes)
    return header


def berserk_header(**card_changes: dict) -> dict:
    cards = {
        "chief": {"name": "Вождь испытаний", "type": "hero", "life": 20},
        "troll": {
            "name": "Болотник",
            "type": "creature",
            "cost": 3,
            "life": 4,
            "strike": [1, 2, 3],
        },
    }
    cards.update(card_changes)
    return {
        "ruleset": "berserk",
        "players": ["sasha", "misha"],
        "seed": 7,
        "cards": cards,
        "zones": {
            "sasha.play": ["chief#h1"],
            "misha.play": ["chief#h2"],
            "sasha.hand": ["troll#t1", "troll#t2"],
        },
        "turn": {"active": "sasha", "phase": "main", "number": 1},
    }


def record(header: dict, bad: str | bytes | None = None) -> bytes:
    """PREFIX, the header (line 3), a legal move (4), an expectation that holds (5),
    the bad line if any (6), another legal move (7)."""
    hkk = header["ruleset"] == "hkk"
    me = "anna" if hkk else "sasha"
    first, second = ("d1", "f1") if hkk else ("t1", "t2")
    pile = "discard" if hkk else "graveyard"
    lines: list[bytes] = [s.encode() for s in PREFIX]
    lines.append(_dumps(header).encode())
    lines.append(_dumps({"act": "move", "by": me, "card": first, "to": f"{me}.{pile}"}).encode())
    lines.append(_dumps({"expect": {"zone": {first: f"{me}.{pile}"}}}).encode())
    if bad is not None:
        lines.append(bad.encode() if isinstance(bad, str) else bad)
    lines.append(_dumps({"act": "move", "by": me, "card": second, "to": f"{me}.{pile}"}).encode())
    return b"\n".join(lines) + b"\n"


def action(**keys: object) -> str:
    return _dumps(keys)


# No line-break characters of any kind (\n \r \v \f \x1c-\x1e \x85) inside, and not UTF-8.
GARBAGE = bytes([0x00, 0xFF, 0xFE, 0xC3, 0x28, 0x80, 0x81, 0x9F, 0xF0, 0x90, 0x01, 0x7F]) * 8


def _garbage_file() -> bytes:
    data = bytes((i * 37 + 0x89) % 256 for i in range(1024))
    return bytes(b for b in data if b not in b"\n\r\x0b\x0c\x1c\x1d\x1e\x85")


@dataclass(frozen=True)
class Case:
    id: str
    content: bytes
    line: int
    viewer: str = "anna"
    mentions: tuple[str, ...] = ()  # what a clear message must name


BASE_CASES = [
    Case("bad_json", record(hkk_header(), '{"act": "draw", "by": "anna",'), BAD_LINE),
    Case(
        "unknown_key_in_action",
        record(hkk_header(), action(act="draw", by="anna", colour="red")),
        BAD_LINE,
        mentions=("colour",),
    ),
    Case(
        "unknown_card_in_zone",
        record(
            hkk_header(
                zones={
                    "anna.hand": ["flowy#f1", "duel5#d1", "ghost#g1"],
                    "anna.deck": ["wolf#w1", "wolf#w2", "wolf#w3"],
                }
            )
        ),
        HEADER_LINE,
        mentions=("ghost",),
    ),
    Case(
        "unknown_zone_in_header",
        record(
            hkk_header(
                zones={
                    "anna.hand": ["flowy#f1", "duel5#d1"],
                    "anna.deck": ["wolf#w1", "wolf#w2", "wolf#w3"],
                    "anna.attic": ["wolf#w9"],
                }
            )
        ),
        HEADER_LINE,
        mentions=("attic",),
    ),
    Case(
        "wrong_type",
        record(hkk_header(), action(act="draw", by="anna", count="two")),
        BAD_LINE,
        mentions=("count",),
    ),
    Case("deep_nesting", record(hkk_header(), "[" * 100_000 + "]" * 100_000), BAD_LINE),
    Case("garbage_line", record(hkk_header(), GARBAGE), BAD_LINE),
    Case("garbage_file", _garbage_file(), 1),
    Case("empty_file", b"", 1),
    Case(
        "header_without_players",
        record({k: v for k, v in hkk_header().items() if k != "players"}),
        HEADER_LINE,
        mentions=("players",),
    ),
    Case(
        "berserk_hero_with_cost",
        record(
            berserk_header(chief={"name": "Вождь испытаний", "type": "hero", "life": 20, "cost": 3})
        ),
        HEADER_LINE,
        viewer="sasha",
        mentions=("chief", "cost"),
    ),
    Case(
        "berserk_creature_without_life",
        record(
            berserk_header(
                troll={"name": "Болотник", "type": "creature", "cost": 3, "strike": [1, 2, 3]}
            )
        ),
        HEADER_LINE,
        viewer="sasha",
        mentions=("troll", "life"),
    ),
]

# "An action naming an unknown label, player, zone, phase or act is an error in the file
# (one line, FILE:LINE), not a verdict, in either enforcement."
UNKNOWN_NAME_ACTIONS = {
    "unknown_label": (action(act="move", by="anna", card="nolabel", to="anna.discard"), "nolabel"),
    "unknown_player": (action(act="draw", by="carol"), "carol"),
    "unknown_zone": (action(act="move", by="anna", card="f1", to="anna.attic"), "attic"),
    "unknown_act": (action(act="teleport", by="anna", card="f1"), "teleport"),
    "unknown_phase": (action(act="phase", by="anna", to="siesta"), "siesta"),
}
CASES = BASE_CASES + [
    Case(f"{name}_{enf}", record(hkk_header(enforcement=enf), line), BAD_LINE, mentions=(word,))
    for name, (line, word) in UNKNOWN_NAME_ACTIONS.items()
    for enf in ("strict", "warn")
]

COMMANDS = {
    "check": lambda path, viewer: ["check", path],
    "view": lambda path, viewer: ["view", path, "--as", viewer],
    "replay": lambda path, viewer: ["replay", path],
}
# Output lines allowed on a broken file: view prints only the error; check the failure and the
# summary; replay may first print the verdict of the one action before the bad line.
MAX_LINES = {"check": 3, "view": 2, "replay": 3}
MAX_LINE_CHARS = 1000  # an error must not echo a 200 kB line back


@dataclass
class Run:
    code: int
    stdout: str
    stderr: str

    @property
    def output(self) -> str:
        return self.stdout + "\n" + self.stderr

    def lines(self) -> list[str]:
        return [ln for ln in self.output.splitlines() if ln.strip()]


def run_engine(*args: str) -> Run:
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "engine", *args],
        cwd=ROOT,
        capture_output=True,
        timeout=TIMEOUT,
        env=env,
        stdin=subprocess.DEVNULL,
    )
    return Run(
        proc.returncode,
        proc.stdout.decode("utf-8", "replace"),
        proc.stderr.decode("utf-8", "replace"),
    )


def path_forms(path: Path) -> list[str]:
    forms = [str(path), str(path.resolve())]
    return [f for i, f in enumerate(forms) if f not in forms[:i]]


def located_lines(run: Run, path: Path) -> list[int]:
    """Every line number printed as `PATH:LINE:` for this path."""
    pattern = "|".join(re.escape(f) for f in path_forms(path))
    return [int(m.group(1)) for m in re.finditer(rf"(?:{pattern}):(\d+):", run.output)]


def assert_summary(run: Run, passed: int, failed: int) -> None:
    out = [ln.strip() for ln in run.stdout.splitlines() if ln.strip()]
    assert out and out[-1] == f"{passed} passed, {failed} failed", (
        f"check must close with the summary line:\n{run.output}"
    )


def assert_clean_failure(run: Run, command: str) -> None:
    assert run.code != 0, f"exit code 0 on a broken file:\n{run.output}"
    assert run.code > 0, f"killed by signal {-run.code}:\n{run.output}"
    assert "Traceback" not in run.output, run.output
    lines = run.lines()
    assert len(lines) <= MAX_LINES[command], f"{len(lines)} lines of output:\n{run.output}"
    long = [ln[:120] + "…" for ln in lines if len(ln) > MAX_LINE_CHARS]
    assert not long, f"overlong output lines: {long}"
    if command == "check":
        assert_summary(run, 0, 1)


@pytest.mark.parametrize("command", list(COMMANDS))
@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_broken_record(tmp_path: Path, case: Case, command: str) -> None:
    path = tmp_path / "broken.jsonl"
    path.write_bytes(case.content)
    run = run_engine(*COMMANDS[command](str(path), case.viewer))
    assert_clean_failure(run, command)
    lines = located_lines(run, path)
    assert lines, f"no `{path}:{case.line}:` in the output:\n{run.output}"
    assert set(lines) == {case.line}, f"expected line {case.line}, got {lines}:\n{run.output}"
    for word in case.mentions:
        assert word in run.output, f"the message does not name {word!r}:\n{run.output}"
    assert path.read_bytes() == case.content, "the file was changed"


@pytest.mark.parametrize("command", list(COMMANDS))
def test_nonexistent_file(tmp_path: Path, command: str) -> None:
    path = tmp_path / "no-such-game.jsonl"
    run = run_engine(*COMMANDS[command](str(path), "anna"))
    assert_clean_failure(run, command)
    assert any(f in run.output for f in path_forms(path)), f"path not named:\n{run.output}"
    assert not path.exists(), "reading a missing file created it"


GOOD = {
    "hkk": (record(hkk_header()), "anna"),
    "berserk": (record(berserk_header()), "sasha"),
}


@pytest.mark.parametrize("ruleset", list(GOOD))
def test_fixture_records_are_valid(tmp_path: Path, ruleset: str) -> None:
    """The base records the broken ones are made from are themselves fine (else the tests
    above would prove nothing)."""
    content, viewer = GOOD[ruleset]
    path = tmp_path / "good.jsonl"
    path.write_bytes(content)
    run = run_engine("check", str(path))
    assert run.code == 0, run.output
    assert_summary(run, 1, 0)
    run = run_engine("view", str(path), "--as", viewer)
    assert run.code == 0, run.output
    assert isinstance(json.loads(run.stdout), dict)
    run = run_engine("replay", str(path))
    assert run.code == 0, run.output
    assert "Traceback" not in run.output
    assert path.read_bytes() == content


@pytest.mark.parametrize("good_first", [True, False], ids=["good_first", "bad_first"])
def test_check_several_files(tmp_path: Path, good_first: bool) -> None:
    good = tmp_path / "good.jsonl"
    bad = tmp_path / "bad.jsonl"
    good_bytes = record(hkk_header())
    bad_bytes = record(hkk_header(), UNKNOWN_NAME_ACTIONS["unknown_label"][0])
    good.write_bytes(good_bytes)
    bad.write_bytes(bad_bytes)
    files = [str(good), str(bad)] if good_first else [str(bad), str(good)]
    run = run_engine("check", *files)
    assert run.code != 0, run.output
    assert "Traceback" not in run.output, run.output
    assert_summary(run, 1, 1)
    assert set(located_lines(run, bad)) == {BAD_LINE}, run.output
    assert located_lines(run, good) == [], f"the good file reported as failing:\n{run.output}"
    assert good.read_bytes() == good_bytes and bad.read_bytes() == bad_bytes


def test_view_at_a_negative_position_is_an_error(tmp_path: Path) -> None:
    """Issue 28, point 8: ``--at -1`` is no position (as ``desktop replay`` says), not 0."""
    path = tmp_path / "game.jsonl"
    path.write_bytes(record(hkk_header()))
    for at in ("-1", "two", "-" + "9" * 500):
        run = run_engine("view", str(path), "--as", "anna", "--at", at)
        assert run.code == 2 and run.stdout == "", run.output
        assert run.stderr.splitlines()[-1].endswith("is not a position (0 or more)"), run.stderr
        assert "Traceback" not in run.output and max(map(len, run.lines())) < 200
    assert run_engine("view", str(path), "--as", "anna", "--at", "0").code == 0


HUGE = "x" * 5_000_000  # a 5 MB value: every message quotes it cut to a readable length
HUGE_INPUTS = {
    "label": record(hkk_header(), action(act="move", by="anna", card=HUGE, to="anna.discard")),
    "player": record(hkk_header(), action(act="draw", by=HUGE)),
    "zone": record(hkk_header(), action(act="move", by="anna", card="f1", to="anna." + HUGE)),
    "act": record(hkk_header(), action(act=HUGE, by="anna")),
    "key": record(hkk_header(), action(**{"act": "draw", "by": "anna", HUGE: 1})),
    "card": record(hkk_header(zones={"anna.hand": [HUGE + "#g1"]})),
    "header_key": record(hkk_header(**{HUGE: 1})),
    "expectation": record(hkk_header(), _dumps({"expect": {"zone": {"f1": HUGE}}})),
}


@pytest.mark.parametrize(("what", "command"), [
    (what, command) for what in HUGE_INPUTS for command in COMMANDS
    if what != "expectation" or command == "check"])  # only check reads expectations
def test_a_huge_bad_value_is_quoted_cut(tmp_path: Path, what: str, command: str) -> None:
    """Issue 28, point 8: a 5 MB label gives an error line of a few hundred characters, naming
    the file and line, the value cut with "…"."""
    path = tmp_path / "huge.jsonl"
    path.write_bytes(HUGE_INPUTS[what])
    run = run_engine(*COMMANDS[command](str(path), "anna"))
    assert run.code != 0 and "Traceback" not in run.output
    assert len(run.output) < 2000, (what, command, len(run.output))
    assert "xxxxxxxx…" in run.output and located_lines(run, path), run.output


def test_a_huge_viewer_name_is_quoted_cut(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    path.write_bytes(record(hkk_header()))
    run = run_engine("view", str(path), "--as", "y" * 100_000)
    assert run.code == 2 and len(run.output) < 500 and "yyyy…" in run.output, run.output[:300]
