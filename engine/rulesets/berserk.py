"""Berserk procedures: computed costs ([cost.self], [cost.group]), the mulligan (301.7), the
phase steps (restoration and accumulation: 522, 304.2) and equipment classes (212.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.errors import ActionError
from engine.generic import require_in_hand
from engine.messages import msg
from engine.rulesets import Ruleset
from engine.state import REMOVED, zone_name

if TYPE_CHECKING:
    from engine.game import Game, Tx
    from engine.state import Card

MAX_COIN_MARKERS = 10


def cost_of(game: Game, card: Card) -> int | None:
    """A card's cost now: its own modifier works in hand and in play; a tribe modifier works only
    while its source is in play, on cards of that tribe wherever they are. Never below 0."""
    definition = game.definition(card)
    if definition.cost is None:
        return None
    cost = definition.cost
    modifier = definition.cost_mod
    if modifier is not None and modifier.self_per_card_in_hand is not None and (
        zone_name(card.zone) in ("hand", "play")
    ):
        cost += modifier.self_per_card_in_hand * len(game.zones[f"{card.owner}.hand"])
    if definition.tribe is not None:
        for player in game.players:
            for source in game.zones[f"{player}.play"]:
                group = game.definition(source).cost_mod
                if group is not None and group.tribe == definition.tribe and group.amount:
                    cost += group.amount
    return max(0, cost)


def act_mulligan(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    """301.7: once, put any hand cards on the bottom of the deck in the chosen order (top first),
    then draw as many from the top. No shuffle."""
    labels: list[str] = action["cards"]
    if len(set(labels)) != len(labels):
        raise ActionError(msg("action.card_twice"))
    cards = [game.card(label) for label in labels]
    rule = game.ruleset.data.get("mulligan_rule", "mulligan")
    for card in cards:
        require_in_hand(game, tx, card, tx.by)
    if game.ruleset_name == "berserk":
        if game.phase != "mulligan":
            tx.refuse(rule, "mulligan.not_now")
        if "mulligan" in game.used_this_game[tx.by]:
            tx.refuse(rule, "mulligan.once")
    if tx.halt():
        return
    game.used_this_game[tx.by].add("mulligan")
    deck = f"{tx.by}.deck"
    for card in cards:
        game.place(tx, card, deck, "bottom")
    game.draw(tx, tx.by, len(cards))
    tx.cite(rule, 1, "mulligan", player=tx.by, count=len(cards))


def step_restore(game: Game, tx: Tx) -> None:
    """Restoration: the active player's cards untap; their coins = their coin markers (522)."""
    player = game.active
    game.untap_all(tx, player)
    counters = game.counters[player]
    counters["coins"] = counters.get("coin_markers", 0)
    tx.event(type="counter", player=player, name="coins", value=counters["coins"])
    tx.cite("522", 1, "phase", phase="restore")


def step_accumulate(game: Game, tx: Tx) -> None:
    """Accumulation: +1 coin marker and coin below 10; draw 1, except on the first player's first
    turn; a draw from an empty deck counts as a failed draw (304.2)."""
    player = game.active
    if game.counters[player].get("coin_markers", 0) < MAX_COIN_MARKERS:
        game.add(tx, player, "coin_markers", 1)
        game.add(tx, player, "coins", 1)
    tx.cite("522", 1, "phase", phase="accumulate")
    if player == game.players[0] and game.turns[player] == 1:
        return
    if game.draw(tx, player, 1):
        game.add(tx, player, "failed_draws", 1)
        tx.cite("304.2", 2, "draw.empty", player=player, failed=game.counters[player]["failed_draws"])


def after_play(game: Game, tx: Tx, card: Card) -> None:
    """212.3: one equipment of each class per player; the old one goes to the graveyard."""
    definition = game.definition(card)
    if definition.type != "equipment" or zone_name(card.zone) != "play":
        return
    for other in list(game.zones[card.zone]):
        other_definition = game.definition(other)
        if (other is not card and other_definition.type == "equipment"
                and other_definition.subtype == definition.subtype and other.zone != REMOVED):
            game.send(tx, other, f"{other.owner}.graveyard")
            tx.cite("212.3", 1, "equipment.replaced")


def register(ruleset: Ruleset) -> None:
    """Attach Berserk's procedures to its ruleset."""
    ruleset.actions["mulligan"] = act_mulligan
    ruleset.phase_steps.update(restore=step_restore, accumulate=step_accumulate)
    ruleset.cost_of = cost_of
    ruleset.after_play = after_play
