"""How the records in this folder were made: by the engine of commit 114954f, the last one before
record headers carried ``format`` (spec/game-record.md, "Saved games and the autosave journal").

Do not run this against a later engine: the point of these files is that an older version wrote
them. To make them again, check that commit out in a worktree and run, from its root:

    python tests/engine/records_before_format/make_records.py OUT_FOLDER

Each game is written twice, as the app writes it: a save (``Game.save``) and an autosave journal
(``Game.attach_journal`` right after the new game is set up, then one fsynced line per action).
``<game>.expected.json`` holds what that engine made of the save: ``engine view`` for each player
and a spectator, every verdict of ``engine replay``, and the whole state a judge would see (every
zone in order, decks included, and the random generator's state).

The games use the old rules on purpose: a backward ``phase``, a ``phase`` that jumps over the
draw (and over Berserk's accumulation), a second mulligan phase, a mulligan of a card its holder
does not own, an owner redirect that reorders a graveyard, a created card moved to ``removed``,
a prevention after an unrelated action, actions while a duel waits, undo and redo.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.demo import demo_data
from engine.game import Game
from engine.journal import Journal

ROOT = Path(__file__).resolve().parents[3]


def new_game(ruleset: str, seed: int, enforcement: str) -> Game:
    """A new game on the demo decks, as the app starts one (the set's folder made relative)."""
    data = demo_data(ruleset)
    return Game.new_game(ruleset=ruleset, players=data["players"], cards=data["cards"],
                         decks=data["decks"], heroes=data["heroes"] or None,
                         prepared=data["prepared"] or None, enforcement=enforcement, seed=seed,
                         cardset=f"assets/sets/{Path(data['cardset']).name}", name=data["name"])


def pick(game: Game, zone: str, wanted: Callable[[Any], bool]) -> str:
    """The label of the first card in ``zone`` whose definition is ``wanted``."""
    for card in game.zones[zone]:
        if wanted(game.definition(card)):
            return card.label
    raise AssertionError(f"no such card in {zone}")


class Play:
    """Applies actions, each one checked to be applied (flagged where ``flagged``)."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def __call__(self, act: str, by: str, flagged: bool = False, **keys: Any) -> None:
        verdict = self.game.apply({"act": act, "by": by, **keys})
        assert verdict.applied and verdict.flagged == flagged, (act, keys, verdict.to_dict())


def hkk_strict(play: Play, game: Game) -> None:
    anna, bela = "anna", "bela"
    play("phase", anna, to="main")  # jumps over the draw phase: no card drawn
    item = pick(game, "anna.hand", lambda d: d.type == "item" and d.cost == 1)
    play("play", anna, card=item)
    play("phase", anna, to="prep")  # backward: the preparation happens again
    play("phase", anna, to="main")
    play("mark", anna, card=item, marker="rust")
    play("undo", anna)
    play("redo", anna)
    play("end_turn", anna)
    play("phase", bela, to="draw")
    play("phase", bela, to="main")
    spell = pick(game, "bela.hand", lambda d: d.type == "spell" and d.cost == 1)
    play("play", bela, card=spell)
    play("mark", bela, card=spell, marker="echo")
    play("prevent", anna, card=spell)  # after another action: the old rule still allowed it
    play("end_turn", bela)
    play("phase", anna, to="main")
    flow = pick(game, "anna.hand", lambda d: bool(d.flow))
    play("flow", anna, card=flow)
    duel = pick(game, "anna.hand", lambda d: d.duel == 6)
    play("duel", anna, card=duel)
    answer = pick(game, "bela.hand", lambda d: d.duel is not None)
    play("duel_answer", bela, card=answer)
    play("duel_effect", anna, effect="damage", target=bela)
    play("end_turn", anna)
    play("phase", bela, to="main")
    play("end_turn", bela)
    play("undo", anna)
    play("phase", bela, to="end")
    play("end_turn", bela)


def hkk_warn(play: Play, game: Game) -> None:
    anna, bela = "anna", "bela"
    flow = pick(game, "anna.hand", lambda d: bool(d.flow))
    play("flow", anna, flagged=True, card=flow)  # turn 1: too early, carried out
    dear = pick(game, "anna.hand", lambda d: d.type == "creature" and (d.cost or 0) >= 3 and d.duel is None)
    play("play", anna, flagged=True, card=dear)  # no VP left: paid as far as it goes
    play("phase", anna, to="draw")
    play("phase", anna, to="main")
    duel = pick(game, "anna.hand", lambda d: d.duel is not None)
    play("duel", anna, flagged=True, card=duel)  # no VP for the duel
    play("mark", anna, card=dear, marker="wound", count=2)  # while the duel waits
    play("duel_answer", bela, card=None)
    play("duel_effect", anna, effect="heal", target=anna)
    play("phase", bela, flagged=True, to="prep")  # not bela's turn: carried out in warn
    play("end_turn", anna)
    play("phase", bela, to="prep")  # the phase it is in: its steps happen again
    play("phase", bela, to="main")
    play("end_turn", bela)


def berserk_strict(play: Play, game: Game) -> None:
    sasha, misha = "sasha", "misha"
    hand = [card.label for card in game.zones["sasha.hand"]]
    play("mulligan", sasha, cards=hand[:2])
    play("phase", sasha, to="restore")
    play("phase", sasha, to="main")  # jumps over the accumulation: no coin
    play("phase", sasha, to="mulligan")  # back to the mulligan phase
    play("mulligan", misha, cards=[game.zones["misha.hand"][0].label])  # a second mulligan phase
    play("phase", sasha, to="accumulate")
    play("phase", sasha, to="main")
    cheap = pick(game, "sasha.hand", lambda d: d.cost is not None and d.cost <= 1)
    play("play", sasha, card=cheap)
    for label in [card.label for card in game.zones["sasha.hand"]][:2]:
        play("move", sasha, card=label, to="sasha.graveyard")
    play("end_turn", sasha)
    play("phase", misha, to="accumulate")
    play("phase", misha, to="main")
    bottom = game.zones["sasha.graveyard"][-1].label
    play("move", misha, card=bottom, to="misha.graveyard")  # lands on top of sasha's graveyard
    play("create", misha, card=game.zones["misha.deck"][0].def_id, id="tok1")
    play("mark", misha, card="tok1", marker="wound")
    play("move", misha, card="tok1", to="removed")  # stays removed under the old rules
    hero = game.zones["misha.play"][0].label
    play("look", misha, zone="misha.deck", count=3, source=hero)
    play("undo", misha)
    play("redo", misha)
    play("end_turn", misha)


def free_table(play: Play, game: Game) -> None:
    anna = "anna"
    theirs = game.zones["bela.hand"][0].label
    play("move", anna, card=theirs, to="anna.hand")
    play("mulligan", anna, cards=[theirs, game.zones["anna.hand"][0].label])  # into anna's deck
    play("draw", anna, count=2)
    play("phase", anna, to="main")
    play("end_turn", anna)


GAMES: dict[str, tuple[str, int, str, Callable[[Play, Game], None]]] = {
    "hkk-strict": ("hkk", 2, "strict", hkk_strict),
    "hkk-warn": ("hkk", 3, "warn", hkk_warn),
    "berserk-strict": ("berserk", 4, "strict", berserk_strict),
    "free": ("free", 5, "strict", free_table),
}


def old_duel(game: Game) -> Any:
    """The duel waiting to be answered, where this engine kept it."""
    return game.duel


def judge_state(game: Game, duel_of: Callable[[Game], Any] = old_duel) -> dict[str, Any]:
    """Everything a judge sees: every zone in order (decks too), every card, every counter.
    ``duel_of`` finds the duel (a later engine keeps it elsewhere)."""
    return {
        "zones": {key: [card.label for card in cards] for key, cards in game.zones.items() if cards},
        "cards": {label: {"def": c.def_id, "owner": c.owner, "controller": c.controller,
                          "tapped": c.tapped, "face_down": c.face_down, "markers": c.markers,
                          "effects": c.effects, "prepared": c.prepared, "uses": sorted(c.uses)}
                  for label, c in sorted(game.cards.items())},
        "counters": game.counters,
        "turn": {"active": game.active, "phase": game.phase, "turns": game.turns},
        "used_this_turn": {p: sorted(u) for p, u in game.used_this_turn.items()},
        "used_this_game": {p: sorted(u) for p, u in game.used_this_game.items()},
        "duel": duel_of(game),
        "rng": hashlib.sha256(repr(game.rng.getstate()).encode()).hexdigest(),
    }


def engine_cli(*args: str) -> str:
    return subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for name, (ruleset, seed, enforcement, moves) in GAMES.items():
        game = new_game(ruleset, seed, enforcement)
        journal = out / f"{name}.journal.jsonl"
        game.attach_journal(Journal(journal))
        moves(Play(game), game)
        game.journal.close()
        save = out / f"{name}.save.jsonl"
        game.save(str(save))
        expected = {
            "views": {viewer: json.loads(engine_cli("view", str(save), "--as", viewer))
                      for viewer in [*game.players, "spectator"]},
            "replay": [json.loads(line) for line in engine_cli("replay", str(save)).splitlines()],
            "state": judge_state(Game.load(str(save))),
        }
        journaled = [{k: v for k, v in line.items() if k != "_crc"} for line in Journal.read(journal)[0]]
        assert journaled == json.loads(json.dumps(game.record_lines())), name
        (out / f"{name}.expected.json").write_text(
            json.dumps(expected, ensure_ascii=False, indent=1, sort_keys=True) + "\n", "utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
