"""Message codes and their English sentences.

The engine hands out codes with parameters; the command line fills in these English sentences,
the desktop its translations of the same codes.
"""

from __future__ import annotations

from typing import Any

MESSAGES: dict[str, str] = {
    # plain outcomes, one per act
    "ok": "Done.",
    "move": "The card was moved.",
    "move_many": "The cards were moved together.",
    "look": "The player looked at the cards.",
    "create": "{owner} got a pre-prepared card.",
    "destroy": "The card was destroyed.",
    "control": "Control of the card changed.",
    "tap": "The card was tapped or untapped.",
    "flip": "The card was turned over.",
    "counter": "The counter changed.",
    "define": "The card's definition changed.",
    "mark": "The markers changed.",
    "effect": "The effects changed.",
    "prevent": "Prevented.",
    "duel": "A duel was started.",
    "duel_answer": "The duel was answered.",
    "duel_effect": "The duel's effect happened.",
    "draw": "{player} drew {count} card(s).",
    "draw.empty": "{player}'s deck is empty: nothing was drawn ({failed} failed draw(s) so far).",
    "shuffle": "The zone was shuffled.",
    "undo": "The last action was taken back.",
    "redo": "The action taken back was done again.",
    "undo.nothing": "There is nothing to take back.",
    "redo.nothing": "There is nothing to do again.",
    # replacements and redirects
    "prepared.removed_instead": "A pre-prepared card can never go into the Void or a deck: it is removed from the game instead.",
    "prepared.to_supply": "A created card that would change zone goes back to its owner's supply instead.",
    "owner.redirect": "A card always goes to its owner's hand, deck or pile, so it went to {owner}'s.",
    "deck.shuffled_in": "The card was shuffled into the deck.",
    "deck.searched": "The deck was shuffled after it was searched.",
    # refusals without a numbered rule
    "action.not_in_ruleset": "This game has no such action.",
    "card.not_in_hand": "That card is not in the player's hand.",
    "card.not_in_play": "That card is not in play.",
    "card.not_in_zone": "That card is not where the action needs it.",
    "turn.not_active": "Only the active player ({active}) may do that.",
    "cost.pay": "Not enough {counter} to pay the cost: it costs {cost}, {player} has {have}.",
    "deck.needs_source": "Looking through a deck or taking a card from inside it needs the card whose ability allows it (source).",
    "deck.order_fixed": "The order of a deck may not be changed by hand.",
    "deck.look_own_only": "Only the owner may look through their deck.",
    "graveyard.order_fixed": "The order of cards in a graveyard may not be changed.",
    "hero.fixed": "A hero stays in play until the end of the game.",
    "destroy.not_in_play": "Only a card in play can be destroyed; moving a card from the hand or deck to the graveyard is not destruction.",
    "control.not_in_play": "Control can change only for a card in play.",
    "order.invalid": "The order must list exactly the cards that go there.",
    "hand.look_needs_source": "Looking at another player's hand needs the card whose ability allows it (source).",
    # HKK hand abilities
    "flow.no_ability": "This card has no Flow ability.",
    "flow.not_own_main_phase": "Flow can be used only by the active player in the main phase of their own turn.",
    "flow.too_early": "Flow can be used only from the player's 2nd turn on.",
    "flow.once_per_turn": "Flow can be used only once per turn.",
    "flow.cost": "Flow costs 1 VP and shuffling the card into the deck; there is no VP to pay.",
    "flow": "Flow: 1 VP paid and the card shuffled into its owner's deck.",
    "reveal": "The card was revealed.",
    "reveal.no_ability": "This card has no ability that works by revealing it.",
    "reveal.once_per_turn": "A hand ability activated by revealing may be tried only once per turn with the same card.",
    "duel.no_ability": "This card has no Duel ability.",
    "duel.not_own_main_phase": "A duel can be started only by the active player in the main phase of their own turn.",
    "duel.once_per_turn": "A duel can be started only once per turn.",
    "duel.cost": "A duel costs 1 VP; there is none to pay.",
    "duel.pending": "A duel is already under way.",
    "duel.none": "There is no duel waiting for this.",
    "duel.not_opponent": "Only the challenged opponent answers a duel.",
    "duel.not_winner": "Only the winner of the duel chooses its effect.",
    "duel.started": "A duel was started: 1 VP paid, the card put face down on the table.",
    "duel.won": "{winner} won the duel ({attack} against {defence}) and chooses: 3 damage or 4 healing.",
    "duel.declined": "{loser} had no duel card or declined and lost the duel automatically.",
    "duel.tie": "The duel is a draw ({attack} against {defence}): nothing happens.",
    "duel.effect": "The duel's effect: {target} {effect}.",
    "duel.cannot_be_prevented": "A duel cannot be reacted to.",
    "treasure.no_icon": "This card has no treasure icon.",
    "treasure.not_own_main_phase": "Treasure can be used only by the active player in the main phase of their own turn, from their 2nd turn on.",
    "treasure.once_per_turn": "Treasure can be used only once per turn.",
    "treasure.cost": "Treasure costs 1 VP; there is none to pay.",
    "treasure": "Treasure: 1 VP paid, the card into the Void, 2 monster components gained.",
    "prevent.nothing": "There is nothing to prevent: that card is not being played and its Flow is not being used.",
    "prevent.own": "Only an opponent's reaction can prevent it.",
    "prevent.play": "The play was prevented: the card went to its owner's discard pile; the cost stays paid.",
    "prevent.flow": "The Flow was prevented: its effect is lost; the cost stays paid.",
    "prevent.compensation": "Prevented; the card's Compensation happens.",
    "create.not_prepared": "In tournament mode a player may create only a pre-prepared card they own and can show.",
    "play": "The card was played.",
    "play.creature_enters_passive": "The creature entered the reserve passive (tapped).",
    "equipment.replaced": "A player may have one equipment of each kind: the old one went to the graveyard.",
    # Berserk setup
    "mulligan.not_now": "The mulligan happens only in the mulligan phase, before the first turn.",
    "mulligan.once": "Each player may mulligan only once.",
    "mulligan": "{player} put {count} card(s) on the bottom of the deck and drew as many.",
    "phase": "Phase: {phase}.",
    "end_turn": "{player}'s turn {number} begins.",
    "enforcement": "Enforcement: {mode}.",
}


def render(code: str, params: dict[str, Any] | None = None) -> str:
    """The English sentence for a message code, filled in with its parameters."""
    template = MESSAGES.get(code, code)
    if not params:
        return template
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template
