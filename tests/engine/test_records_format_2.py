"""Records of format 2 (written before format 3 settled the end of the game and sources: spec,
"The end of the game, and a few more") open, replay and resume as they were played, and go on by
today's rules after a ``format`` line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from engine.game import FORMAT, Game
from engine.journal import Journal, journal_text
from engine.timeline import Timeline

ROOT = Path(__file__).resolve().parents[2]
HEADER = {
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 15, "format": 2,
    "enforcement": "strict",
    "cards": {"farkas": {"name": "Szürke farkas", "type": "creature", "cost": 1},
              "sodro": {"name": "Sodró patak", "type": "spell", "cost": 2, "flow": True},
              "josno": {"name": "Ködlátó jósnő", "type": "creature", "cost": 2, "reveal": True}},
    "zones": {"anna.hand": ["sodro#s1", "josno#j1"], "anna.reserve": ["farkas#r1"],
              "anna.deck": ["farkas#a1", "farkas#a2", "farkas#a3"], "bela.hand": ["farkas#b1"]},
    "turn": {"active": "anna", "phase": "main", "number": 2},
    "players_state": {"anna": {"VP": 5, "life": 20}, "bela": {"VP": 0, "life": 3}},
}
# What the format-2 engine carried out in strict mode, and format 3 refuses or judges otherwise.
PLAYED = [
    {"act": "look", "by": "anna", "zone": "anna.deck", "count": 2, "source": "b1"},  # bela's hand
    {"act": "reveal", "by": "anna", "card": "j1", "ability": True},  # cited no rule
    {"act": "flow", "by": "anna", "card": "s1"},  # named to its player only
    {"act": "counter", "by": "anna", "player": "bela", "name": "life", "delta": -3},
    {"act": "phase", "by": "anna", "to": "combat"},  # after the outcome
    {"act": "counter", "by": "bela", "player": "bela", "name": "life", "delta": 4},  # not over
]
COUNTED = {"act": "counter", "by": "anna", "player": "anna", "name": "seen", "delta": 1}


def write_record(path: Path) -> Path:
    path.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n"
                            for line in (HEADER, *PLAYED)), "utf-8")
    return path


def assert_played_as_then(game: Game) -> None:
    verdicts = [verdict for _, verdict in game.lines]
    assert all(v.ok and v.applied for v in verdicts), verdicts
    assert [v.rule for v in verdicts] == [None, None, "93.4.4", None, None, None]
    assert game.phase == "combat" and game.counters["bela"]["life"] == 4
    assert game.outcome() is None  # the old rules read the outcome off the state
    flow_line = game.log_lines("bela")[2]
    assert flow_line["cards"] == []  # the old rules hid a Flow's card from the others


def test_a_format_2_save_opens_and_replays_as_it_was_played(tmp_path: Path) -> None:
    path = write_record(tmp_path / "old.jsonl")
    assert_played_as_then(Game.load(str(path)))
    timeline = Timeline.load(str(path))
    assert timeline.marks()["refused"] == [] and timeline.marks()["flagged"] == []
    out = subprocess.run([sys.executable, "-m", "engine", "replay", str(path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert all(json.loads(line)["ok"] for line in out.stdout.splitlines())


def test_after_a_format_2_record_the_game_goes_on_by_todays_rules(tmp_path: Path) -> None:
    game = Game.load(str(write_record(tmp_path / "old.jsonl")))
    refused = game.apply({"act": "look", "by": "anna", "zone": "anna.deck", "count": 1,
                          "source": "b1"})
    assert (refused.ok, refused.applied, refused.rule) == (False, False, "source.invalid")
    assert game.apply(COUNTED).applied
    assert [line for line, _ in game.lines][-2:] == [
        {"act": "format", "by": "anna", "format": FORMAT}, COUNTED]
    # An old line undone and done again keeps its old meaning: the look by bela's card.
    for _ in range(7):
        assert game.undo().ok
    assert game.cards["s1"].zone == "anna.hand" and not game.history
    assert game.redo().ok and game.history[-1].get("_format") == 2
    assert "anna" in game.cards["a1"].known_to  # the look by bela's card, carried out again


def test_a_format_2_journal_resumes_and_reads_back_the_same(tmp_path: Path) -> None:
    journal = tmp_path / "journal.jsonl"
    journal.write_text(journal_text([HEADER, *PLAYED]), "utf-8")
    resumed = Journal.resume(journal)
    assert_played_as_then(resumed)
    assert resumed.apply(COUNTED).applied
    resumed.journal.close()
    again = Journal.resume(journal)
    assert again.counters["anna"].get("seen") == 1 and again.outcome() is None
    again.journal.close()
