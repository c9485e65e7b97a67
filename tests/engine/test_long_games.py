"""Long games (issue 12): a view's size does not grow with the game, the log is kept a line at a
time and stays complete and correct, undo goes back from snapshots, nothing hidden leaks.

The leak checks use the tests' own oracle (tests/engine/oracle.py), not the engine's visibility.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine.demo import demo_game
from engine.game import Game
from engine.history import FIXED_FIELDS, KEPT_FIELDS, STATE_FIELDS
from engine.state import SPECTATOR
from engine.timeline import Timeline
from tests.engine.oracle import Oracle, fingerprint, play_plausibly, replayed, zone_orders


def cycle(game: Game, times: int) -> None:
    """Draw a card and put it back on top of the deck, ``times`` times: the table ends as it began
    (a card drawn and put back, with a log line for each)."""
    player = game.active_player
    for _ in range(times):
        assert game.apply({"act": "draw", "by": player}).ok
        card = game.label_at(f"{player}.hand", len(game.zones[f"{player}.hand"]) - 1)
        assert game.apply({"act": "move", "by": player, "card": card, "to": f"{player}.deck",
                           "pos": "top"}).ok


@pytest.mark.parametrize("ruleset", ["hkk", "berserk"])
def test_a_view_does_not_grow_with_the_number_of_actions(ruleset: str) -> None:
    short, long = demo_game(ruleset, seed=3), demo_game(ruleset, seed=3)
    cycle(short, 2)
    cycle(long, 1500)
    assert len(long.log) == len(short.log) + 2996
    for viewer in [*short.players, SPECTATOR]:
        small, big = short.view(viewer), long.view(viewer)
        assert (big["log_size"], small["log_size"]) == (len(long.log), len(short.log))
        assert {**big, "log_size": 0} == {**small, "log_size": 0}  # the same table, same view
        assert len(json.dumps(big)) - len(json.dumps(small)) <= 4  # the digits of log_size
        assert len(long.view(viewer, log=True)["log"]) == len(long.log)  # asked for: all of it


class LogWatch:
    """Reads every viewer's log a few lines at a time, as the table's docks do, and checks each
    new line against the oracle: it names only cards that viewer could see just before or just
    after the action, by their names then, and never a name the viewer has not seen."""

    def __init__(self, game: Game, ruleset: str) -> None:
        self.ruleset = ruleset
        self.viewers = [*game.players, SPECTATOR]
        self.oracle = Oracle(ruleset)
        # Per history length: what the oracle knows, and who may see which card.
        fresh = Game.from_header(game.header)
        self.oracles = [self.copy_of_shown()]
        self.visible = [self.visible_now(fresh)]
        for action in game.history:  # the setup's actions
            before = zone_orders(fresh)
            self.oracle.observe(action, fresh.apply(action), before)
            self.oracles.append(self.copy_of_shown())
            self.visible.append(self.visible_now(fresh))
        self.seen = {viewer: set().union(*(v[viewer] for v in self.visible))
                     for viewer in self.viewers}
        self.readers: dict[str, tuple[list[dict[str, Any]], Any]] = {}
        self.when_new: dict[str, dict[int, dict[str, Any]]] = {v: {} for v in self.viewers}
        for viewer in self.viewers:
            _, lines, mark = game.log_since(viewer)
            self.readers[viewer] = (lines, mark)
            for line in lines:
                self.when_new[viewer][line["n"]] = line

    def copy_of_shown(self) -> dict[str, set[str]]:
        return {label: set(viewers) for label, viewers in self.oracle.shown.items()}

    def visible_now(self, game: Game) -> dict[str, set[str]]:
        return {viewer: {label for label in game.cards
                         if self.oracle.may_see(game, label, viewer)} for viewer in self.viewers}

    def __call__(self, game: Game, action: dict[str, Any], orders: dict[str, list[str]]) -> None:
        depth = len(game.history)
        if action["act"] == "undo":
            del self.visible[depth + 1:], self.oracles[depth + 1:]
            self.oracle.shown = {k: set(v) for k, v in self.oracles[depth].items()}
        else:
            step = game.log[-1]  # a redo brings back the step it took back
            del self.visible[depth:], self.oracles[depth:]
            before = self.visible[-1]
            self.oracle.observe(step.action, step.verdict, orders)
            self.visible.append(self.visible_now(game))
            self.oracles.append(self.copy_of_shown())
            names = {label: card.def_id for label, card in game.cards.items()}
            for viewer in self.viewers:
                allowed = before[viewer] | self.visible[-1][viewer] | self.oracle.in_passing
                self.seen[viewer] |= allowed
                line = game.log_lines(viewer, step.line, step.line + 1)[0]
                assert set(line["cards"]) <= allowed, (viewer, action, line)
                for move in line["moves"]:
                    if "label" in move:
                        card = move["label"]
                        assert move["name"] == game.definitions[names[card]].name
        for viewer in self.viewers:
            lines, mark = self.readers[viewer]
            keep, new, mark = game.log_since(viewer, mark)
            assert keep == (game.log[-1].line + 1 if game.log else 0) - len(new)
            self.readers[viewer] = (lines[:keep] + new, mark)
            for line in new:
                self.when_new[viewer][line["n"]] = line

    def never_seen_names(self, game: Game, viewer: str) -> set[str]:
        seen = {game.definition(game.cards[label]).name for label in self.seen[viewer]
                if label in game.cards}
        return {game.definition(card).name for label, card in game.cards.items()
                if label not in self.seen[viewer]} - seen


@pytest.mark.parametrize("ruleset", ["hkk", "berserk", "free"])
def test_the_log_after_3000_actions_is_complete_correct_and_leaks_nothing(ruleset: str,
                                                                          tmp_path) -> None:
    game = demo_game(ruleset, seed=7)
    watch = LogWatch(game, ruleset)
    play_plausibly(game, 3000, seed=7, on_applied=watch)
    assert len(game.lines) >= 3000 and any(a["act"] == "undo" for a, _ in game.lines)
    path = tmp_path / "long.jsonl"
    game.save(str(path))
    loaded = Game.load(str(path))
    timeline = Timeline.load(str(path))
    for viewer in watch.viewers:
        log = game.log_lines(viewer)
        # Complete: a line per action in the history (repeats of one change folded into one
        # line, from its first action's number), in order, naming the action.
        told = [n for line in log for n in range(line.get("first", line["n"]), line["n"] + 1)]
        assert told == list(range(1, len(game.history) + 1))
        for line in log:
            for n in range(line.get("first", line["n"]), line["n"] + 1):
                action = game.history[n - 1]
                assert (line["act"], line["by"]) == (action["act"], action["by"])
        # The same lines however they are read: a few at a time, from the saved record, seeking.
        assert watch.readers[viewer][0] == log
        assert [watch.when_new[viewer][line["n"]] for line in log] == log
        assert loaded.log_lines(viewer) == log
        assert timeline.log_lines(timeline.length, viewer) == log
        # Nothing hidden: no name of a card this viewer has never seen, anywhere in the log.
        text = json.dumps(log, ensure_ascii=False)
        for name in watch.never_seen_names(game, viewer):
            assert name not in text, (viewer, name)


def test_every_attribute_of_a_game_is_state_history_or_fixed() -> None:
    """A snapshot holds the state; a new attribute must be sorted into one of the three, or
    undo and seeking would silently forget it."""
    game = demo_game("hkk", seed=1)
    assert set(vars(game)) == STATE_FIELDS | KEPT_FIELDS | FIXED_FIELDS


@pytest.mark.parametrize("ruleset", ["hkk", "berserk", "free"])
def test_undo_goes_back_from_the_nearest_snapshot(ruleset: str) -> None:
    game = demo_game(ruleset, seed=11)
    game.past.snapshot_every = 7
    play_plausibly(game, 400, seed=11)
    snapshots = [step.n for step in game.log if step.snapshot is not None]
    assert snapshots and all(n % 7 == 0 for n in snapshots)
    state, steps = fingerprint(game), list(game.log)
    for _ in range(30):
        assert game.undo().ok
        fresh = replayed(game)
        assert fingerprint(game) == fingerprint(fresh)
        assert game.log_lines("spectator") == fresh.log_lines("spectator")
    for _ in range(30):
        assert game.redo().ok
    # Redo brings back the very steps undo took back: a reader's log needs nothing new.
    assert fingerprint(game) == state and game.log == steps
    assert all(a is b for a, b in zip(game.log, steps, strict=True))


@pytest.mark.parametrize("first", ["undo", "log", "view"])
def test_a_game_read_once_makes_its_steps_when_first_asked(first: str) -> None:
    """``engine replay`` reads a record once and keeps no steps (log lines, snapshots: time and
    memory it would never use); an undo, a log reader or a view makes them all at once."""
    kept, later = demo_game("berserk", seed=4), demo_game("berserk", seed=4)
    later.past.steps_later = True
    player = kept.players[1]
    for game in (kept, later):
        play_plausibly(game, 700, seed=4, undoing=False)
    assert len(later.log) < 10 < len(later.history)  # the demo's setup only
    assert fingerprint(later) == fingerprint(kept)
    if first == "undo":
        assert later.undo().ok and kept.undo().ok
    elif first == "log":
        assert later.log_since(player).lines == kept.log_lines(player)
    else:
        assert later.view(player) == kept.view(player)
    assert not later.past.steps_later and fingerprint(later) == fingerprint(kept)
    assert later.log_lines(SPECTATOR) == kept.log_lines(SPECTATOR)
    assert [s.n for s in later.log if s.snapshot is not None] == [
        s.n for s in kept.log if s.snapshot is not None] != []
