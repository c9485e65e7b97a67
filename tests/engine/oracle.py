"""The engine tests' own judge of who may see which card (apart from the engine), the state's
fingerprint, and random actions (legal or not) for long and property-based games."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from engine.game import Game
from engine.games import game_data

HIDDEN_KEYS = {"hidden", "owner", "tapped", "face_down"}
EVERYONE = "*"
ACTS = ["move", "move_many", "draw", "shuffle", "look", "reveal", "play", "flow", "duel",
        "duel_answer", "duel_effect", "treasure", "mulligan", "create", "destroy", "control",
        "tap", "prevent", "flip", "counter", "mark", "effect", "phase", "end_turn"]


def fingerprint(game: Game) -> Any:
    """Everything that makes up the state (not the log, which is derived)."""
    return (
        {key: [c.label for c in cards] for key, cards in game.zones.items() if cards},
        {label: (c.owner, c.controller, c.zone, c.tapped, c.face_down, sorted(c.markers.items()),
                 sorted(c.effects), c.prepared, c.obj, sorted(c.uses), sorted(c.known_to))
         for label, c in game.cards.items()},
        json.dumps(game.counters, sort_keys=True),
        (game.active, game.phase, sorted(game.turns.items()), game.enforcement, game.setup_over,
         game.first_player),
        {p: sorted(u) for p, u in game.used_this_turn.items()},
        {p: sorted(u) for p, u in game.used_this_game.items()},
        json.dumps(game.procedure, sort_keys=True), game.rng.getstate(),
        {key: len(cards) for key, cards in game.zones.items()},
    )


class Oracle:
    """Who may see which card, worked out apart from the engine: a zone's visibility comes from
    the game's data file; a card face down is its owner's and controller's; a look shows the
    looker the cards it names, a reveal shows everyone the card, until the card leaves its zone
    or the zone is shuffled (a card put elsewhere in the same pile by hand, unshuffled, is still
    the card the looker saw). A Flow shows its card to every player as it goes into the deck
    (93.4.6): seen in passing, by the action's log line, then hidden again."""

    def __init__(self, ruleset: str) -> None:
        data = game_data(ruleset)
        self.visibility = {name: spec["visibility"] for name, spec in data["zones"].items()}
        self.open_zones = bool(data.get("open_zones"))
        self.shown: dict[str, set[str]] = {}  # label -> viewers shown it where it lies
        self.in_passing: set[str] = set()  # the cards the last action showed everyone in passing
        self.passed: set[str] = set()  # every card some action showed everyone in passing

    def zone_open_to(self, key: str, viewer: str) -> bool:
        if key == "removed":
            return True
        player, _, name = key.partition(".")
        visibility = self.visibility.get(name, "everyone" if self.open_zones else None)
        assert visibility is not None, key
        return visibility == "everyone" or (visibility == "owner" and player == viewer)

    def may_see(self, game: Game, label: str, viewer: str) -> bool:
        shown = self.shown.get(label, set())
        if EVERYONE in shown or viewer in shown:
            return True
        card = game.cards[label]
        if not self.zone_open_to(card.zone, viewer):
            return False
        return not card.face_down or viewer in (card.owner, card.controller)

    def observe(self, action: dict[str, Any], verdict: Any, before: dict[str, list[str]]) -> None:
        """Learn from an applied action: ``before`` is every zone's order before it."""
        self.in_passing = {action["card"]} if action.get("act") == "flow" else set()
        self.passed |= self.in_passing
        for event in verdict.events:
            kind = event["type"]
            if kind == "move" and event["from"] != event["to"]:
                self.shown.pop(event["card"], None)
            elif kind == "shuffle":
                for label in before.get(event["zone"], []):
                    self.shown.pop(label, None)
            elif kind == "look":
                labels = before.get(event["zone"], [])
                count = action.get("count")
                for label in labels if count is None else labels[:count]:
                    self.shown.setdefault(label, set()).add(event["by"])
            elif kind == "reveal":
                self.shown.setdefault(event["card"], set()).add(EVERYONE)


def zone_orders(game: Game) -> dict[str, list[str]]:
    return {key: [card.label for card in cards] for key, cards in game.zones.items()}


def replayed(game: Game) -> Game:
    """A new game built from the record alone."""
    header, *lines = game.record_lines()
    fresh = Game.from_header(header)
    for line in lines:
        fresh.apply(line)
    return fresh


def random_action(game: Game, pick: Callable[[Sequence[Any]], Any], created: int) -> dict[str, Any]:
    """An action of any act, by anyone, naming any card, zone or phase: mostly illegal, some
    not. ``pick`` chooses one of a few options (hypothesis draws, or a seeded random's choice);
    ``created`` numbers the label of a ``create``."""
    by = pick(game.players)
    act = pick(ACTS)
    labels = sorted(game.cards)
    zones = sorted(game.zones)
    card = pick(labels)
    yes = (False, True)
    action: dict[str, Any] = {"act": act, "by": by}
    if act in ("move", "reveal", "play", "flow", "duel", "treasure", "destroy", "control",
               "tap", "prevent", "flip", "mark", "effect"):
        action["card"] = card
    if act == "move":
        action["to"] = pick(zones)
        if pick(yes):
            action["pos"] = pick(["top", "bottom", 0, 2])
        if pick(yes):
            action["source"] = pick(labels)
    elif act in ("move_many", "mulligan"):
        chosen: list[str] = []
        for _ in range(pick(range(5))):
            label = pick(labels)
            if label not in chosen:
                chosen.append(label)
        action["cards"] = chosen
        if act == "move_many":
            action["to"] = pick(zones)
            if chosen and pick(yes):
                action["order"] = list(reversed(chosen))
    elif act == "draw":
        action["count"] = pick(range(4))
    elif act in ("shuffle", "look"):
        action["zone"] = pick(zones)
        if pick(yes):
            action["source"] = card
    elif act == "reveal":
        action["ability"] = pick(yes)
    elif act == "duel" and pick(yes):
        action["target"] = pick(game.players)
    elif act == "duel_answer":
        action["card"] = pick([None, card])
    elif act == "duel_effect":
        action["effect"] = pick(["damage", "heal"])
        action["target"] = pick(game.players)
    elif act == "create":
        action["card"] = pick(sorted(game.definitions))
        action["id"] = f"new{created}"
        action["at"] = pick(game.players)
    elif act == "counter":
        action.update(player=by, name="life", delta=pick(range(-3, 4)))
    elif act == "mark":
        action.update(marker="wound", count=pick(range(-2, 3)))
    elif act == "effect":
        action["effect"] = pick(["incarnation", "rage"])
    elif act == "phase":
        action["to"] = pick(list(game.ruleset.all_phases))
        action["by"] = pick([game.active, by])
    elif act == "end_turn":
        action["by"] = pick([game.active, by])
    return action


def play_plausibly(game: Game, actions: int, seed: int = 1,
                   on_applied: Callable[[Game, dict[str, Any], dict[str, list[str]]], None]
                   | None = None, undoing: bool = True) -> Game:
    """Go on with ``game`` until its record holds ``actions`` actions (undo and redo among them),
    each chosen at random among those the engine finds legal, so the state keeps changing the way
    play changes it: cards drawn, played, tapped, marked, looked at, revealed, turned, turns
    ending (``undoing=False``: no undo or redo). A game that ends goes on as the table lets it,
    in warn mode, where every action is flagged ``game.over``. ``on_applied`` is told of each
    applied action: (game, action, every zone's order before it)."""
    import random

    rng = random.Random(seed)
    created = 0
    while len(game.lines) < actions:
        roll = rng.random() if undoing else 1.0
        if game.outcome() is not None and game.enforcement == "strict":
            action = {"act": "enforcement", "by": game.active, "mode": "warn"}
        elif roll < 0.04 and game.can_undo:
            action = {"act": "undo", "by": game.active}
        elif roll < 0.06 and game.can_redo:
            action = {"act": "redo", "by": game.active}
        else:
            for _ in range(60):
                created += 1
                action = random_action(game, rng.choice, created)
                try:
                    checked = game.check(action)
                except Exception:  # names what does not exist: try another
                    continue
                if checked.ok or checked.rule == "game.over":
                    break
            else:
                action = {"act": "end_turn", "by": game.active}
        before = zone_orders(game) if on_applied is not None else {}
        if game.apply(action).applied and on_applied is not None:
            on_applied(game, action, before)
    return game
