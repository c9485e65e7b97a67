"""Game records of each kind a replay window opens (a saved game, a journal, a torn journal, a
rules scenario), written by the real engine, and the window's own way of opening them."""

from __future__ import annotations

import json
from pathlib import Path

from engine.demo import demo_game
from engine.game import Game
from engine.journal import journal_text
from tests.engine.oracle import play_plausibly, random_action

# A rules scenario whose actions are legal, refused, shaped by a rule and flagged, with one
# expectation that fails (bela is active after action 3, not anna).
from tests.engine.test_timeline import SCENARIO


def write_lines(path: Path, lines: list[dict]) -> Path:
    """A record file of these lines."""
    path.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines),
                    "utf-8")
    return path


def played(ruleset: str = "hkk", actions: int = 120, seed: int = 5):
    """A game of plausible actions (draws, plays, looks, reveals, flips, undo and redo)."""
    return play_plausibly(demo_game(ruleset, seed=seed, enforcement="warn"), actions, seed=seed)


def record(kind: str, folder: Path, actions: int = 60) -> Path:
    """A record file of one kind: ``saved``, ``journal``, ``torn`` (a journal whose last line a
    crash cut short) or ``scenario``."""
    if kind == "scenario":
        return write_lines(folder / "scenario.jsonl", SCENARIO)
    game = played(actions=actions)
    path = folder / f"{kind}.jsonl"
    if kind == "saved":
        game.save(str(path))
        return path
    text = journal_text(game.record_lines())
    path.write_text(text[:-30] if kind == "torn" else text, "utf-8")
    return path


def with_refusals(ruleset: str, actions: int, refusals: int, seed: int) -> list[dict]:
    """The record of a strict game of plausible actions, with ``refusals`` lines the rules
    refuse put in between (by anyone, naming any card: hidden ones too). A saved game never
    holds refused lines; a hand-written record or a scenario does."""
    import random

    game = play_plausibly(demo_game(ruleset, seed=seed), actions, seed=seed, undoing=False)
    header, *lines = game.record_lines()
    rng = random.Random(seed)
    replayed = Game.from_header(header)
    out: list[dict] = [header]
    places = set(rng.sample(range(len(lines)), refusals))
    for index, line in enumerate(lines):
        if index in places:
            for attempt in range(200):
                action = random_action(replayed, rng.choice, attempt)
                try:
                    if not replayed.check(action).ok:
                        out.append(action)
                        break
                except Exception:  # names what does not exist: an error in the file, not a refusal
                    continue
        replayed.apply(line)
        out.append(line)
    return out


def notes(window) -> list:
    """The notes the replay's table shows beside the cards."""
    from desktop.table.items import FlagItem

    return [item for item in window.scene.items() if isinstance(item, FlagItem)]
