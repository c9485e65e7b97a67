"""HKK procedures: Flow (93.4.4), Duel (93.4.9), Treasure (74.2), reveal abilities (93.4.3),
reactions that prevent (93.4.6, 93.4.14, 4.21.2) and the phase steps (29.3, 4.11)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.generic import require_in_hand
from engine.rulesets import Ruleset

if TYPE_CHECKING:
    from engine.game import Game, Tx
    from engine.state import Card

DUEL_DAMAGE, DUEL_HEALING = 3, 4


def check_hand_ability(game: Game, tx: Tx, card: Card, flag: str, rule: str, what: str,
                       from_second_turn: bool) -> None:
    """The shared conditions of Flow, Duel and Treasure: the card has the ability, it is the main
    phase of the player's own turn (from their 2nd turn where the rule says so), once per turn,
    and 1 VP to pay."""
    if not require_in_hand(game, tx, card, tx.by):
        return
    if not getattr(game.definition(card), flag):
        tx.refuse(rule, f"{what}.no_ability" if what != "treasure" else "treasure.no_icon")
    if not game.own_main_phase(tx.by):
        tx.refuse(rule, f"{what}.not_own_main_phase")
    elif from_second_turn and game.turns[tx.by] < 2:
        tx.refuse(rule, "flow.too_early" if what == "flow" else "treasure.not_own_main_phase")
    if what in game.used_this_turn[tx.by]:
        tx.refuse(rule, f"{what}.once_per_turn")


def pay_vp(game: Game, tx: Tx, rule: str, code: str) -> None:
    """Refuse when there is no VP for the 1 VP cost."""
    if game.counters[tx.by].get("VP", 0) < 1:
        tx.refuse(rule, code)


def use_paid_hand_ability(game: Game, tx: Tx, action: dict[str, Any], what: str, rule: str,
                          cost_rule: str, to_zone: str) -> Card | None:
    """Flow and Treasure: check the ability, pay 1 VP and send the card from the hand into its
    owner's ``to_zone`` (a prepared card is removed instead: 96.8). The card, if applied."""
    card = game.card(action["card"])
    check_hand_ability(game, tx, card, what, rule, what, from_second_turn=True)
    pay_vp(game, tx, cost_rule, f"{what}.cost")
    if tx.halt():
        return None
    game.used_this_turn[tx.by].add(what)
    game.pay(tx, tx.by, "VP", 1)
    tx.cite(rule, 1, what)
    game.send(tx, card, f"{card.owner}.{to_zone}")
    return card


def act_flow(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    """93.4.4: 1 VP and the card shuffled into its owner's deck; an opponent may prevent it."""
    card = use_paid_hand_ability(game, tx, action, "flow", "93.4.4", "93.4.4.1", "deck")
    if card is not None:
        game.preventable = ("flow", card.label, tx.by)


def act_treasure(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    """74.2: 1 VP, the card into the Void, 2 monster components."""
    if use_paid_hand_ability(game, tx, action, "treasure", "74.2", "74.2", "void"):
        game.add(tx, tx.by, "components", 2)


def act_duel(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    card = game.card(action["card"])
    check_hand_ability(game, tx, card, "duel", "93.4.9", "duel", from_second_turn=False)
    if game.duel is not None:
        tx.refuse("93.4.9", "duel.pending", possible=False)
    pay_vp(game, tx, "93.4.9", "duel.cost")
    if tx.halt():
        return
    game.used_this_turn[tx.by].add("duel")
    game.pay(tx, tx.by, "VP", 1)
    game.place(tx, card, f"{tx.by}.table")
    card.face_down = True
    game.duel = {"attacker": tx.by, "attack": card.label, "defence": None, "winner": None}
    tx.event(type="duel", stage="started", by=tx.by)
    tx.cite("93.4.9", 1, "duel.started")


def act_duel_answer(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    duel = game.duel
    label = action.get("card")
    card = None if label is None else game.card(label)
    if duel is None or duel["winner"] is not None or duel["defence"] is not None:
        tx.refuse("93.4.9", "duel.none", possible=False)
    elif tx.by == duel["attacker"]:
        tx.refuse("93.4.9", "duel.not_opponent", possible=False)
    elif card is not None and require_in_hand(game, tx, card, tx.by) and game.definition(card).duel is None:
        tx.refuse("93.4.9", "duel.no_ability", possible=False)
    if tx.halt():
        return
    assert duel is not None
    attack_card = game.cards[duel["attack"]]
    attack = game.definition(attack_card).duel
    attack_card.face_down = False
    if card is None:
        duel.update(defence="", winner=duel["attacker"], loser=tx.by)
        tx.cite("93.4.9", 1, "duel.declined", loser=tx.by)
        tx.event(type="duel", stage="declined", by=tx.by)
        return
    game.place(tx, card, f"{tx.by}.table")
    duel["defence"] = card.label
    defence = game.definition(card).duel
    tx.event(type="duel", stage="revealed", attack=duel["attack"], defence=card.label)
    if attack == defence:
        tx.cite("93.4.9", 1, "duel.tie", attack=attack, defence=defence)
        finish_duel(game, tx)
        return
    winner = duel["attacker"] if attack > defence else tx.by
    duel["winner"] = winner
    tx.cite("93.4.9", 1, "duel.won", winner=winner, attack=attack, defence=defence)


def act_duel_effect(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    target = game.player(action["target"])
    duel = game.duel
    if duel is None or duel["winner"] is None:
        tx.refuse("93.4.9", "duel.none", possible=False)
    elif tx.by != duel["winner"]:
        tx.refuse("93.4.9", "duel.not_winner", possible=False)
    if tx.halt():
        return
    if action["effect"] == "damage":
        game.add(tx, target, "life", -DUEL_DAMAGE)
        effect = f"takes {DUEL_DAMAGE} damage"
    else:
        game.add(tx, target, "life", DUEL_HEALING)
        effect = f"heals {DUEL_HEALING}"
    tx.cite("93.4.9", 1, "duel.effect", target=target, effect=effect)
    finish_duel(game, tx)


def finish_duel(game: Game, tx: Tx) -> None:
    """Both duel cards go to their owners' Void in every case (a prepared one is removed: 96.8)."""
    assert game.duel is not None
    for label in (game.duel["attack"], game.duel["defence"]):
        if label:
            card = game.cards[label]
            game.send(tx, card, f"{card.owner}.void")
    game.duel = None


def act_prevent(game: Game, tx: Tx, action: dict[str, Any]) -> None:
    card = game.card(action["card"])
    pending = game.preventable
    duel = game.duel
    if duel is not None and card.label in (duel["attack"], duel["defence"]):
        tx.refuse("93.4.10", "duel.cannot_be_prevented", possible=False)
    elif pending is None or pending[1] != card.label:
        tx.refuse("prevent.nothing", "prevent.nothing", possible=False)
    elif pending[2] == tx.by:
        tx.refuse("prevent.own", "prevent.own")
    if tx.halt():
        return
    assert pending is not None
    if pending[0] == "play":
        game.send(tx, card, f"{card.owner}.discard")
        tx.cite("4.21.2", 1, "prevent.play")
    else:
        tx.cite("93.4.6", 1, "prevent.flow")
    if game.definition(card).compensation:
        tx.cite("93.4.14", 2, "prevent.compensation")
    tx.event(type="prevent", card=card.label, what=pending[0])


def check_reveal(game: Game, tx: Tx, card: Card, ability: bool) -> None:
    """93.4.3: a reveal-activated hand ability, once per turn per physical card."""
    if not ability:
        return
    if not game.definition(card).reveal:
        tx.refuse("93.4.0", "reveal.no_ability")
    elif "reveal" in card.uses:
        tx.refuse("93.4.3", "reveal.once_per_turn")


def step_prep(game: Game, tx: Tx) -> None:
    """29.3: the active player's cards become active; VP = turn number (max 5) + 1 per two
    creatures in the reserve."""
    player = game.active
    game.untap_all(tx, player)
    creatures = sum(
        1 for card in game.zones[f"{player}.reserve"] if game.definition(card).type == "creature"
    )
    game.counters[player]["VP"] = min(game.turns[player], 5) + creatures // 2
    tx.event(type="counter", player=player, name="VP", value=game.counters[player]["VP"])
    tx.cite("29.3", 1, "phase", phase="prep")


def step_draw(game: Game, tx: Tx) -> None:
    """4.11: the active player draws a card in the draw phase."""
    game.draw(tx, game.active, 1)
    tx.cite("4.11", 1, "phase", phase="draw")


def register(ruleset: Ruleset) -> None:
    """Attach HKK's procedures to its ruleset."""
    ruleset.actions.update(
        flow=act_flow,
        duel=act_duel,
        duel_answer=act_duel_answer,
        duel_effect=act_duel_effect,
        treasure=act_treasure,
        prevent=act_prevent,
    )
    ruleset.phase_steps.update(prep=step_prep, draw=step_draw)
    ruleset.check_reveal = check_reveal

