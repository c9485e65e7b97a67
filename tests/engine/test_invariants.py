"""Property-based invariants (hypothesis stateful testing) over random games of every ruleset:

- no card is ever lost or duplicated;
- replaying the record gives the same state;
- undo then redo changes nothing (undo restores a snapshot taken every few steps here, so
  going back from a snapshot is tried as often as from the start);
- a refused action and ``check`` change nothing;
- a player's or a spectator's view, log included, never holds a card they may not see, judged by
  the tests' own oracle (tests/engine/oracle.py: the zone specs of the game's data file, and what
  each viewer was shown by the looks and reveals applied so far), not by the engine's
  ``card_visible``, which built the view;
- a reader who asks only for the log lines since the last ones it got always has the whole log.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from engine.demo import demo_game
from engine.game import Game
from engine.state import SPECTATOR
from tests.engine.oracle import (
    HIDDEN_KEYS,
    Oracle,
    fingerprint,
    random_action,
    replayed,
    zone_orders,
)


class GameMachine(RuleBasedStateMachine):
    """Random actions, legal or not, against a demo game; the invariants hold after each."""

    game: Game

    @initialize(ruleset=st.sampled_from(["hkk", "berserk", "free"]),
                enforcement=st.sampled_from(["strict", "warn"]), seed=st.integers(0, 2**16))
    def start(self, ruleset: str, enforcement: str, seed: int) -> None:
        self.game = demo_game(ruleset, seed=seed, enforcement=enforcement)
        self.game.past.snapshot_every = 3  # undo goes back from snapshots as well as from the start
        self.ruleset = ruleset
        self.total = len(self.game.cards)
        self.created = 0
        self.oracle = self.replayed_oracle()
        self.seen: dict[str, set[str]] = {v: set() for v in [*self.game.players, SPECTATOR]}
        self.remember_seen()
        self.readers: dict[str, tuple[list[dict], Any]] = {v: ([], None) for v in self.seen}

    def replayed_oracle(self) -> Oracle:
        """The oracle of the game's history, learnt action by action on a fresh copy."""
        oracle = Oracle(self.ruleset)
        fresh = Game.from_header(self.game.header)
        for action in self.game.history:
            before = zone_orders(fresh)
            verdict = fresh.apply({k: v for k, v in action.items() if k != "_format"})
            assert verdict.applied
            oracle.observe(action, verdict, before)
        return oracle

    def remember_seen(self) -> None:
        for viewer, seen in self.seen.items():
            seen.update(label for label in self.game.cards
                        if self.oracle.may_see(self.game, label, viewer))
            seen.update(self.oracle.passed)  # a Flow's card, named to everyone by its log line

    def random_action(self, data: st.DataObject) -> dict[str, Any]:
        self.created += 1
        return random_action(self.game, lambda options: data.draw(st.sampled_from(options)),
                             self.created)

    @rule(data=st.data())
    def act(self, data: st.DataObject) -> None:
        action = self.random_action(data)
        before = fingerprint(self.game)
        orders = zone_orders(self.game)
        try:
            checked = self.game.check(action)
        except Exception:  # an error in the file: apply must raise it too, changing nothing
            checked = None
        assert fingerprint(self.game) == before, f"check({action}) changed the state"
        try:
            verdict = self.game.apply(action)
        except Exception:
            assert checked is None
            assert fingerprint(self.game) == before, f"a bad {action} changed the state"
            return
        assert checked is not None and checked.ok == verdict.ok, (action, checked, verdict)
        if not verdict.ok:
            assert checked.rule == verdict.rule, (action, checked, verdict)
        if not verdict.applied:
            assert fingerprint(self.game) == before, f"a refused {action} changed the state"
        else:
            self.oracle.observe(action, verdict, orders)
            if action["act"] == "create":
                self.total += 1
        self.remember_seen()

    @precondition(lambda self: self.game.can_undo)
    @rule()
    def undo_then_redo_changes_nothing(self) -> None:
        before = fingerprint(self.game)
        last = self.game.history[-1]
        assert self.game.undo().ok
        undone = fingerprint(self.game)
        redone = self.game.redo()
        if redone.ok:
            assert fingerprint(self.game) == before
            return
        # Undo and redo are never carried out against the rules, in warn mode either: an action
        # carried out flagged during a duel is, undone, not the duel's next step to redo.
        assert (redone.rule, redone.applied) == ("93.4.9", False), redone
        assert fingerprint(self.game) == undone
        if last["act"] == "create":
            self.total -= 1
        self.oracle = self.replayed_oracle()

    @precondition(lambda self: self.game.can_undo)
    @rule()
    def undo(self) -> None:
        last = self.game.history[-1]
        assert self.game.undo().ok
        if last["act"] == "create":
            self.total -= 1
        self.oracle = self.replayed_oracle()
        self.remember_seen()

    @invariant()
    def no_card_lost_or_duplicated(self) -> None:
        game = self.game
        placed = [card for cards in game.zones.values() for card in cards]
        assert len(placed) == len({id(card) for card in placed}) == len(game.cards) == self.total
        for key, cards in game.zones.items():
            for card in cards:
                assert card.zone == key

    @invariant()
    def views_hide_what_they_must(self) -> None:
        game = self.game
        for viewer in [*game.players, SPECTATOR]:
            view = game.view(viewer, log=True)
            text = json.dumps(view, ensure_ascii=False)
            assert '"seed"' not in text
            for key, zone in view["zones"].items():
                for shown, card in zip(zone["cards"], game.zones[key], strict=True):
                    if self.oracle.may_see(game, card.label, viewer):
                        assert shown["label"] == card.label
                        assert shown["name"] == game.definition(card).name
                    else:
                        assert set(shown) == HIDDEN_KEYS, (viewer, key, shown)
            never_seen = {game.definition(c).name for label, c in game.cards.items()
                          if label not in self.seen[viewer]}
            ever_seen = {game.definition(c).name for label, c in game.cards.items()
                         if label in self.seen[viewer]}
            for name in never_seen - ever_seen:
                assert name not in text, f"{viewer} can read {name!r}"

    @invariant()
    def log_read_a_few_lines_at_a_time_is_the_whole_log(self) -> None:
        for viewer, (lines, mark) in self.readers.items():
            keep, new, mark = self.game.log_since(viewer, mark)
            lines = lines[:keep] + new
            assert lines == self.game.log_lines(viewer)
            self.readers[viewer] = (lines, mark)

    def teardown(self) -> None:
        if hasattr(self, "game"):
            assert fingerprint(replayed(self.game)) == fingerprint(self.game)


GameMachine.TestCase.settings = settings(
    max_examples=60, stateful_step_count=40, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
TestGameInvariants = GameMachine.TestCase
