"""Records of format 1 (written before format 2 made a card go onto its player's own side when
played, HKK 3.4) open, replay and resume as they were played, and go on by today's rules after a
``format`` line."""

from __future__ import annotations

import json
from pathlib import Path

from engine.game import FORMAT, Game
from engine.journal import Journal, journal_text
from engine.timeline import Timeline

HEADER = {
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 15, "format": 1,
    "enforcement": "strict",
    "cards": {"medve": {"name": "Barlangi medve", "type": "creature", "cost": 3},
              "tor": {"name": "Rozsdás tőr", "type": "item", "cost": 1}},
    "zones": {"anna.hand": ["tor#t1", "tor#t2", "medve#m1"], "anna.deck": ["medve#a1"]},
    "turn": {"active": "anna", "phase": "main", "number": 2},
    "players_state": {"anna": {"VP": 7, "life": 20}, "bela": {"VP": 0, "life": 20}},
}
# What the format-1 engine carried out in strict mode: a play onto bela's side.
ACROSS = {"act": "play", "by": "anna", "card": "t1", "to": "bela.table"}
COUNTED = {"act": "counter", "by": "anna", "player": "anna", "name": "seen", "delta": 1}


def write_record(path: Path) -> Path:
    path.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n"
                            for line in (HEADER, ACROSS)), "utf-8")
    return path


def test_a_format_1_save_opens_and_replays_as_it_was_played(tmp_path: Path) -> None:
    path = write_record(tmp_path / "old.jsonl")
    game = Game.load(str(path))
    assert game.cards["t1"].zone == "bela.table" and game.counters["anna"]["VP"] == 6
    assert game.lines[-1][1].ok  # carried out by the rules of its day: nothing to flag
    timeline = Timeline.load(str(path))
    assert timeline.view(1, "judge")["zones"]["bela.table"]["cards"][0]["label"] == "t1"


def test_after_a_format_1_record_the_game_goes_on_by_todays_rules(tmp_path: Path) -> None:
    game = Game.load(str(write_record(tmp_path / "old.jsonl")))
    refused = game.apply({"act": "play", "by": "anna", "card": "t2", "to": "bela.table"})
    assert (refused.ok, refused.applied, refused.rule) == (False, False, "3.4")
    assert game.apply(COUNTED).applied
    assert [line for line, _ in game.lines] == [
        ACROSS, {"act": "format", "by": "anna", "format": FORMAT}, COUNTED]
    # The old line undone and done again after the format line keeps its old meaning.
    assert game.undo().ok and game.undo().ok and game.cards["t1"].zone == "anna.hand"
    assert game.redo().ok and game.cards["t1"].zone == "bela.table"
    assert game.counters["anna"]["VP"] == 6


def test_a_format_1_journal_resumes_and_reads_back_the_same(tmp_path: Path) -> None:
    journal = tmp_path / "journal.jsonl"
    journal.write_text(journal_text([HEADER, ACROSS]), "utf-8")
    resumed = Journal.resume(journal)
    assert resumed.cards["t1"].zone == "bela.table"
    assert resumed.apply(COUNTED).applied
    resumed.journal.close()
    lines, _ = Journal.read(journal)
    assert [{k: v for k, v in line.items() if k != "_crc"} for line in lines[2:]] == [
        {"act": "format", "by": "anna", "format": FORMAT}, COUNTED]
    again = Journal.resume(journal)
    assert (again.cards["t1"].zone, again.counters["anna"].get("seen")) == ("bela.table", 1)
    again.journal.close()
