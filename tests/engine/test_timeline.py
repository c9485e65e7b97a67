"""Seeking in a record (issue 14, the engine's part): any position, as any viewer or the judge,
gives what loading the record that far gives; the marks a timeline shows; taking over."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

import engine.history
from engine.demo import demo_game
from engine.formats import FORMAT
from engine.game import Game
from engine.state import JUDGE, SPECTATOR
from engine.timeline import Timeline
from tests.engine.oracle import fingerprint, play_plausibly

ROOT = Path(__file__).resolve().parents[2]
OLD_RECORDS = Path(__file__).resolve().parent / "records_before_format"


def long_record(tmp_path: Path, ruleset: str, actions: int, seed: int = 5) -> Path:
    """A record of ``actions`` plausible actions (undo and redo among them)."""
    game = play_plausibly(demo_game(ruleset, seed=seed, enforcement="warn"), actions, seed=seed)
    path = tmp_path / f"{ruleset}.jsonl"
    game.save(str(path))
    return path


def assert_same_position(timeline: Timeline, path: Path, n: int) -> None:
    loaded = Game.load(str(path), at=n)
    assert fingerprint(timeline.state_at(n)) == fingerprint(loaded), n
    for viewer in [*loaded.players, SPECTATOR, "judge"]:
        assert timeline.view(n, viewer, log=True) == loaded.view(viewer, log=True), (n, viewer)


@pytest.mark.parametrize("ruleset", ["hkk", "berserk", "free"])
def test_any_position_in_any_order_is_what_loading_that_far_gives(ruleset, tmp_path, monkeypatch):
    monkeypatch.setattr(engine.history, "SNAPSHOT_EVERY", 13)  # many snapshots in a short record
    path = long_record(tmp_path, ruleset, 400)
    timeline = Timeline.load(str(path))
    assert timeline.length == len(Game.load(str(path)).lines)
    positions = [0, 1, timeline.length, *range(2, timeline.length, 9)]
    random.Random(1).shuffle(positions)
    for n in positions:
        assert_same_position(timeline, path, n)


@pytest.mark.parametrize("record", sorted(OLD_RECORDS.glob("*.jsonl")), ids=lambda p: p.name)
def test_records_without_a_format_seek_the_same_way(record: Path) -> None:
    timeline = (Timeline.load_journal(str(record)) if ".journal." in record.name
                else Timeline.load(str(record)))
    assert timeline.game.rules_format == FORMAT and "format" not in timeline.game.header
    for n in reversed(range(timeline.length + 1)):
        loaded = Game.load(str(record), at=n)
        assert fingerprint(timeline.state_at(n)) == fingerprint(loaded), n
        for viewer in [*loaded.players, SPECTATOR]:
            assert timeline.view(n, viewer, log=True) == loaded.view(viewer, log=True), n


def test_stepping_reads_one_log_line_at_a_time(tmp_path) -> None:
    path = long_record(tmp_path, "hkk", 300)
    timeline = Timeline.load(str(path))
    lines, mark = [], None
    for n in [*range(timeline.length + 1), *reversed(range(timeline.length + 1))]:
        keep, new, mark = timeline.log_since(n, "bela", mark)
        assert len(new) <= 1 and abs(keep - len(lines)) <= 1
        lines = lines[:keep] + new
        assert lines == timeline.log_lines(n, "bela")
    assert timeline.log_lines(150, "bela", 10, 20) == Game.load(str(path), at=150).log_lines(
        "bela", 10, 20)



def test_a_jump_asks_for_the_newest_lines_only(tmp_path) -> None:
    path = long_record(tmp_path, "hkk", 300)
    timeline = Timeline.load(str(path))
    keep, lines, mark = timeline.log_since(10, "anna", None, most=5)
    assert lines == timeline.log_lines(10, "anna")[-5:] and keep == timeline.log_size(10) - 5
    end = timeline.length
    keep, lines, mark = timeline.log_since(end, "anna", mark, most=5)  # a jump: five lines
    assert lines == timeline.log_lines(end, "anna")[-5:] and keep == timeline.log_size(end) - 5
    keep, lines, _ = timeline.log_since(end - 1, "anna", mark, most=5)  # a step back: one line
    assert len(lines) <= 1 and keep + len(lines) == timeline.log_size(end - 1)

SCENARIO = [
    {"ruleset": "hkk", "players": ["anna", "bela"], "seed": 1,
     "cards": {"wolf": {"name": "Farkas", "type": "creature", "cost": 1}},
     "zones": {"anna.reserve": [{"card": "wolf", "id": "t1", "token": True}],
               "anna.hand": ["wolf#h1"], "anna.deck": ["wolf#d1", "wolf#d2"]},
     "turn": {"active": "anna", "phase": "main", "number": 2}},
    {"act": "move", "by": "anna", "card": "t1", "to": "anna.void"},  # 1: removed instead (96.8)
    {"expect": {"ok": True, "rule": "96.8", "zone": {"t1": "removed"}}},
    {"act": "end_turn", "by": "bela"},  # 2: refused, not bela's turn
    {"expect": {"ok": False}},
    {"act": "end_turn", "by": "anna"},  # 3: bela's turn starts (a note: prep's VP, 29.3)
    {"expect": {"turn": {"active": "anna"}}},  # fails: bela is active
    {"act": "enforcement", "by": "bela", "mode": "warn"},  # 4
    {"act": "phase", "by": "bela", "to": "prep"},  # 5: the phase it is in, flagged
]


def test_marks_and_expectations_of_a_scenario(tmp_path) -> None:
    path = tmp_path / "scenario.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in SCENARIO), "utf-8")
    timeline = Timeline.load(str(path))
    assert timeline.length == 5 and timeline.line(1) == 2 and timeline.line(5) == 9
    assert timeline.marks() == {"turns": [0, 3], "refused": [2], "flagged": [5], "notes": [1, 3],
                                "failed": [3]}
    assert timeline.verdict(3).rule == "29.3"
    assert [e.passed for e in timeline.expectations(1)] == [True]
    assert [e.passed for e in timeline.expectations(2)] == [True]
    (failed,) = timeline.expectations(3)
    assert failed.line == 7 and failed.problems == ["turn active: expected 'anna', got 'bela'"]
    assert failed.to_dict()["passed"] is False
    assert timeline.verdict(2).rule == "turn.not_active" and not timeline.verdict(2).applied
    assert timeline.view(2, "anna") == timeline.view(1, "anna")  # a refused line changes nothing
    # engine check says the same of the file
    out = subprocess.run([sys.executable, "-m", "engine", "check", str(path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert f"{path}:7: turn active: expected 'anna', got 'bela'" in out.stdout


def test_the_judge_sees_every_card_and_every_decks_order(tmp_path) -> None:
    path = long_record(tmp_path, "berserk", 120)
    timeline = Timeline.load(str(path))
    game = timeline.state_at(60)
    judge = timeline.view(60, "judge", log=True)
    assert judge["viewer"] == "judge"
    for key, zone in judge["zones"].items():
        assert zone["visible"] is True
        assert [card["label"] for card in zone["cards"]] == [c.label for c in game.zones[key]]
    hidden = [m for line in judge["log"] for m in line["moves"] if m.get("hidden")]
    assert hidden == [] and any(m.get("hidden") for line in timeline.log_lines(60, SPECTATOR)
                                for m in line["moves"])


def test_judge_is_an_explicit_choice_never_a_players_name() -> None:
    header = {"ruleset": "hkk", "players": ["judge", "bela"], "seed": 1,
              "cards": {"wolf": {"name": "Farkas", "type": "creature"}},
              "zones": {"bela.hand": ["wolf#b1"], "judge.deck": ["wolf#j1"]}}
    game = Game.from_header(header)
    view = game.view("judge")  # the player called judge: their own view, nothing more
    assert view["zones"]["bela.hand"]["cards"] == [
        {"hidden": True, "owner": "bela", "tapped": False, "face_down": True}]
    assert game.viewer("judge") == "judge" and type(game.viewer("judge")) is str
    assert type(Game.from_header({**header, "players": ["anna", "bela"],
                                  "zones": {}}).viewer("judge")) is type(JUDGE)


def test_engine_view_as_the_judge_at_a_position(tmp_path) -> None:
    path = long_record(tmp_path, "hkk", 80)
    out = subprocess.run([sys.executable, "-m", "engine", "view", str(path), "--as", "judge",
                          "--at", "40"], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    shown = json.loads(out.stdout)
    assert shown == json.loads(json.dumps(Timeline.load(str(path)).view(40, "judge", log=True)))
    assert len(shown["log"]) == shown["log_size"] > 0
    assert not any(card.get("hidden") for zone in shown["zones"].values() for card in zone["cards"])


def test_taking_over_goes_on_from_the_position(tmp_path) -> None:
    path = long_record(tmp_path, "hkk", 200)
    timeline = Timeline.load(str(path))
    game = timeline.game_at(120)
    loaded = Game.load(str(path), at=120)
    assert fingerprint(game) == fingerprint(loaded)
    assert game.log_lines("anna") == loaded.log_lines("anna")
    assert game.history == [a for a in timeline.history(120)] and not game.can_redo
    # It plays on, undoes, and its record replays to the same game.
    player = game.active_player
    assert game.apply({"act": "counter", "by": player, "player": player, "name": "life",
                       "delta": -1}).ok
    assert game.undo().ok and fingerprint(game) == fingerprint(loaded)
    assert game.redo().ok
    saved = tmp_path / "taken.jsonl"
    game.save(str(saved))
    assert fingerprint(Game.load(str(saved))) == fingerprint(game)
    assert timeline.view(120, "anna") == loaded.view("anna")  # the timeline is untouched


def test_a_bad_line_is_named_by_file_and_line(tmp_path) -> None:
    from engine.errors import RecordError

    path = tmp_path / "bad.jsonl"
    lines = [json.dumps(SCENARIO[0]), json.dumps({"act": "tap", "by": "anna", "card": "t1"}),
             json.dumps({"act": "tap", "by": "anna", "card": "nobody"})]
    path.write_text("\n".join(lines) + "\n", "utf-8")
    with pytest.raises(RecordError) as raised:
        Timeline.load(str(path))
    assert str(raised.value).startswith(f"{path}:3: ") and "nobody" in str(raised.value)


def test_a_journal_torn_by_a_crash_is_read_to_its_last_whole_line(tmp_path) -> None:
    from engine.journal import journal_text

    game = play_plausibly(demo_game("hkk", seed=9), 60, seed=9)
    path = tmp_path / "journal.jsonl"
    text = journal_text(game.record_lines())
    path.write_text(text[:-25], "utf-8")  # the last line cut short
    timeline = Timeline.load_journal(str(path))
    assert timeline.length == len(game.lines) - 1
    loaded = Game.from_header(game.header)
    for action, _verdict in game.lines[:-1]:
        loaded.apply(action)
    assert fingerprint(timeline.state_at(timeline.length)) == fingerprint(loaded)
