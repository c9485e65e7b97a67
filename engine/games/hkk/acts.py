"""HKK's own acts: Flow (93.4.4), Treasure (74.2), the duel (93.4.9: started, answered, its
effect) and the reaction that prevents a play or a Flow (93.4.6, 93.4.14, 4.21.2). Each is its
shape (the keys of its actions) and its handler, written as the shared acts are
(:mod:`engine.acts`): names first, then the rules, then ``tx.halt()``, then the change.
"""

from __future__ import annotations

from typing import Any

from engine.actions import CARD, Act, is_str, is_str_or_null, one_of, optional, required
from engine.acts import check_cost, pay_cost, require_in_hand
from engine.games.hkk.rules import DUEL, HKKRules, duel_numbers
from engine.rules import COST, LOCATION, Rules, Tx
from engine.state import Card


def check_hand_ability(game: Rules, tx: Tx, card: Card, what: str, rule: str,
                       from_second_turn: bool) -> None:
    """The shared conditions of Flow, Duel and Treasure: the card has the ability, it is the main
    phase of the player's own turn (from their 2nd turn where the rule says so), once per turn."""
    if not require_in_hand(game, tx, card, tx.by):
        return
    ability = getattr(game.definition(card), what)
    if ability is None or ability is False:  # a Duel of X = 0 is an ability
        tx.refuse(rule, "hkk.treasure.no_icon" if what == "treasure" else f"hkk.{what}.no_ability")
    if not game.own_main_phase(tx.by):
        tx.refuse(rule, f"hkk.{what}.not_own_main_phase")
    elif from_second_turn and game.turns[tx.by] < 2:
        tx.refuse(rule, "hkk.flow.too_early" if what == "flow" else "hkk.treasure.not_own_main_phase")
    if what in game.used_this_turn[tx.by]:
        tx.refuse(rule, f"hkk.{what}.once_per_turn")


def pay_vp(game: Rules, tx: Tx, rule: str, code: str) -> None:
    """Refuse when there is no VP for the 1 VP cost."""
    if game.counters[tx.by].get("VP", 0) < 1:
        tx.refuse(rule, code, rank=COST)


def use_paid_hand_ability(game: Rules, tx: Tx, action: dict[str, Any], what: str, rule: str,
                          cost_rule: str, to_zone: str, shown: bool = False) -> Card | None:
    """Flow and Treasure: check the ability, pay 1 VP and send the card from the hand into its
    owner's ``to_zone`` (a prepared card is removed instead: 96.8). The card, if applied.

    ``shown``: the card is shown to every player as it goes (its move names it to everyone)."""
    card = game.card(action["card"])
    check_hand_ability(game, tx, card, what, rule, from_second_turn=True)
    pay_vp(game, tx, cost_rule, f"hkk.{what}.cost")
    if tx.halt():
        return None
    game.used_this_turn[tx.by].add(what)
    game.pay(tx, tx.by, "VP", 1)
    tx.cite(rule, 1, f"hkk.{what}")
    moved = len(tx.events)
    game.send(tx, card, f"{card.owner}.{to_zone}")
    if shown:
        tx.events[moved]["shown"] = True  # its move event: every log line names the card
    return card


def hkk_rules(tx: Tx) -> HKKRules:
    """The rules an action follows (HKK's, of its record format)."""
    rules = tx.ruleset
    assert isinstance(rules, HKKRules)
    return rules


def act_flow(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    """93.4.4: 1 VP and the card shuffled into its owner's deck; an opponent may prevent it, so
    the card is shown to every player (93.4.6)."""
    card = use_paid_hand_ability(game, tx, action, "flow", "93.4.4", "93.4.4.1", "deck",
                                 shown=hkk_rules(tx).flow_shows_card)
    if card is not None:
        game.procedure["preventable"] = ("flow", card.label, tx.by, True)


def act_treasure(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    """74.2: 1 VP, the card into the Void, 2 monster components."""
    if use_paid_hand_ability(game, tx, action, "treasure", "74.2", "74.2", "void"):
        game.add(tx, tx.by, "components", 2)


def act_duel(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    """93.4.9: 1 VP, the card face down on the table; the defender must answer next."""
    card = game.card(action["card"])
    others = [p for p in game.players if p != tx.by]
    target = action.get("target")
    if target is not None:
        game.player(target)
    check_hand_ability(game, tx, card, "duel", DUEL, from_second_turn=False)
    if game.procedure.get("duel") is not None:
        tx.refuse(DUEL, "hkk.duel.pending", possible=False)
    if target is None and len(others) > 1:  # nobody would know who answers
        tx.refuse(DUEL, "hkk.duel.needs_target", possible=hkk_rules(tx).unnamed_duel_answerable)
    elif target is not None and target not in others:
        tx.refuse(DUEL, "hkk.duel.target_self", possible=False)
    pay_vp(game, tx, DUEL, "hkk.duel.cost")
    if tx.halt():
        return
    defender = target if target is not None else (others[0] if len(others) == 1 else None)
    game.used_this_turn[tx.by].add("duel")
    game.pay(tx, tx.by, "VP", 1)
    game.place(tx, card, f"{tx.by}.table")
    card.face_down = True
    game.procedure["duel"] = {"attacker": tx.by, "defender": defender, "attack": card.label,
                              "defence": None, "winner": None, "loser": None}
    tx.event(type="duel", stage="started", by=tx.by, defender=defender)
    tx.cite(DUEL, 1, "hkk.duel.started", defender=defender)


def act_duel_answer(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    """93.4.9: the defender answers with a duel card from the hand, or declines (``null``) and
    loses; both cards are revealed; the higher X wins, a tie ends the duel."""
    duel = game.procedure.get("duel")
    label = action.get("card")
    card = None if label is None else game.card(label)
    if duel is None or duel["winner"] is not None or duel["defence"] is not None:
        tx.refuse(DUEL, "hkk.duel.none", possible=False)
    elif tx.by == duel["attacker"] or duel["defender"] not in (None, tx.by):
        tx.refuse(DUEL, "hkk.duel.not_opponent", possible=False, defender=duel["defender"])
    elif card is not None and require_in_hand(game, tx, card, tx.by) and (
            game.definition(card).duel is None):
        tx.refuse(DUEL, "hkk.duel.no_ability", possible=False)
    if tx.halt():
        return
    assert duel is not None
    attack_card = game.cards[duel["attack"]]
    attack = game.definition(attack_card).duel or 0
    attack_card.face_down = False
    duel["defender"] = tx.by
    if card is None:
        duel.update(defence="", winner=duel["attacker"], loser=tx.by)
        tx.cite(DUEL, 1, "hkk.duel.declined", loser=tx.by, **duel_numbers(game))
        tx.event(type="duel", stage="declined", by=tx.by)
        return
    game.place(tx, card, f"{tx.by}.table")
    duel["defence"] = card.label
    defence = game.definition(card).duel
    tx.event(type="duel", stage="revealed", attack=duel["attack"], defence=card.label)
    if attack == defence:
        tx.cite(DUEL, 1, "hkk.duel.tie", attack=attack, defence=defence)
        finish_duel(game, tx)
        return
    winner, loser = (duel["attacker"], tx.by) if attack > defence else (tx.by, duel["attacker"])
    duel.update(winner=winner, loser=loser)
    tx.cite(DUEL, 1, "hkk.duel.won", winner=winner, attack=attack, defence=defence,
            **duel_numbers(game))


def act_duel_effect(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    """93.4.9, 93.4.12: the winner deals 3 damage or heals 4 on a player; by anyone else it is
    refused (warn: carried out, flagged, and the duel ends)."""
    target = game.player(action["target"])
    duel = game.procedure.get("duel")
    if duel is None or duel["winner"] is None:
        tx.refuse(DUEL, "hkk.duel.none", possible=False)
    elif tx.by != duel["winner"]:
        tx.refuse(DUEL, "hkk.duel.not_winner", winner=duel["winner"])
    if tx.halt():
        return
    numbers = duel_numbers(game)
    if action["effect"] == "damage":
        amount = numbers["damage"]
        game.add(tx, target, "life", -amount)
        tx.cite(DUEL, 1, "hkk.duel.effect.damage", target=target, amount=amount)
    else:
        amount = numbers["healing"]
        game.add(tx, target, "life", amount)
        tx.cite(DUEL, 1, "hkk.duel.effect.heal", target=target, amount=amount)
    tx.event(type="duel", stage="effect", effect=action["effect"], target=target, amount=amount)
    finish_duel(game, tx)


def finish_duel(game: Rules, tx: Tx) -> None:
    """Both duel cards go to their owners' Void in every case (a prepared one is removed: 96.8)."""
    duel = game.procedure["duel"]
    for label in (duel["attack"], duel["defence"]):
        if label:
            card = game.cards[label]
            game.send(tx, card, f"{card.owner}.void")
    game.procedure["duel"] = None


def act_prevent(game: Rules, tx: Tx, action: dict[str, Any]) -> None:
    """An opponent's reaction prevents the play or Flow just made (93.4.6): a prevented play goes
    to its owner's discard (4.21.2), a Flow loses its effect; costs stay paid; Compensation is
    reported (93.4.14). Only as the very next action (prevent.too_late); never a duel (93.4.10).

    ``with``: the reaction card, from the reacting player's hand: they pay its current cost
    (``cost.pay`` when they cannot) and it goes to its owner's discard pile."""
    card = game.card(action["card"])
    reaction = game.card(action["with"]) if "with" in action else None
    pending = game.procedure.get("preventable")
    duel = game.procedure.get("duel")
    if duel is not None and card.label in (duel["attack"], duel["defence"]):
        # Named before the pending duel (93.4.9): it is why this card can never be prevented.
        tx.refuse("93.4.10", "hkk.duel.cannot_be_prevented", possible=False, rank=LOCATION)
    elif pending is None or pending[1] != card.label:
        tx.refuse("prevent.too_late", "hkk.prevent.too_late", possible=False)
    elif pending[2] == tx.by:
        tx.refuse("prevent.own", "hkk.prevent.own", possible=False)
    elif not pending[3]:  # not the very last action: kept open by the rules of an older line
        tx.refuse("prevent.too_late", "hkk.prevent.too_late")
    reaction_cost = 0
    if reaction is not None and require_in_hand(game, tx, reaction, tx.by):
        reaction_cost = check_cost(game, tx, reaction, tx.by)
    if tx.halt():
        return
    assert pending is not None
    if game.last_played.get(pending[2]) == card.label:  # a prevented card is no source
        del game.last_played[pending[2]]
    if pending[0] == "play":
        game.send(tx, card, f"{card.owner}.discard")
        tx.cite("4.21.2", 1, "hkk.prevent.play")
    else:
        tx.cite("93.4.6", 1, "hkk.prevent.flow")
    if game.definition(card).compensation:
        tx.cite("93.4.14", 2, "hkk.prevent.compensation")
    if reaction is None:
        tx.event(type="prevent", card=card.label, what=pending[0])
        return
    pay_cost(game, tx, tx.by, reaction_cost)
    game.send(tx, reaction, f"{reaction.owner}.discard")
    tx.event(type="prevent", card=card.label, what=pending[0], reaction=reaction.label)


ACTS = {
    "flow": Act({"card": CARD}, act_flow),
    "duel": Act({"card": CARD, "target": optional(is_str)}, act_duel),
    "duel_answer": Act({"card": optional(is_str_or_null)}, act_duel_answer),
    "duel_effect": Act({"effect": required(one_of("damage", "heal"), "hkk.kind.duel_effect"),
                        "target": required(is_str)}, act_duel_effect),
    "treasure": Act({"card": CARD}, act_treasure),
    "prevent": Act({"card": CARD, "with": optional(is_str)}, act_prevent),
}
