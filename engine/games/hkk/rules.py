"""HKK's rules where they differ from the shared ones: the phase steps (29.3, 4.11), the first
turn's VP (29.3), reveal abilities (93.4.3), tournament creation (96.4), the duel as the step
nothing may pass (93.4.9), what an opponent may still prevent (93.4.6, ``prevent.too_late``) and
the outcome (life at 0).

Everything else HKK does is data in ``data.json``: zones, owner routing (2.2.6), the prepared-card
replacement (96.8), where played and created cards go (96.6, 96.7), the creatures that enter the
reserve passive (8.1.2), ``deck.source`` and ``play.timing``. Its own acts are in ``acts.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, cast

from engine.gamedata import GameData, Part
from engine.history import entry_rules
from engine.protocol import CHOICE, Option, Question, Text
from engine.rules import Rules, Tx
from engine.ruleset import Ruleset
from engine.state import Card

if TYPE_CHECKING:
    from engine.game import Game

DUEL = "93.4.9"


class DuelNumbers(Part, kw_only=True):
    """What a duel's winner may choose (93.4.9), in life points."""

    damage: int
    healing: int


class HKKData(GameData, kw_only=True):
    """HKK's data: the shared keys and the duel's numbers."""

    duel: DuelNumbers


def duel_numbers(game: Rules) -> dict[str, int]:
    """What a duel's winner may choose (93.4.9): ``damage`` and ``healing`` in life points."""
    data = game.ruleset.data
    assert isinstance(data, HKKData)
    return {"damage": data.duel.damage, "healing": data.duel.healing}


def prep_vp(turn_number: int, creatures: int) -> int:
    """29.3: a turn's VP: the turn number up to 5, plus 1 for every second creature in reserve."""
    return min(turn_number, 5) + creatures // 2


class HKKRules(Ruleset):
    """HKK (Hatalom Kártyái)."""

    # A Flow's card stays a source of its player's abilities, as a played card does.
    source_acts: ClassVar[frozenset[str]] = frozenset({"play", "flow"})
    # 93.4.6: a Flow shows its card to every player as it goes (an opponent may prevent it).
    flow_shows_card: ClassVar[bool] = True
    # Whether a duel that names no defender, with two or more opponents, may still be carried
    # out in warn mode (anyone may answer it): never today (duel.needs_target).
    unnamed_duel_answerable: ClassVar[bool] = False

    def setup(self, header: dict[str, Any]) -> None:
        """A new game starts in the first player's preparation with its VP already given (29.3)."""
        first = header["turn"]["active"]
        header.setdefault("players_state", {}).setdefault(first, {})["VP"] = prep_vp(1, 0)

    def phase_step(self, game: Rules, tx: Tx, phase: str) -> None:
        """29.3: in the preparation the active player's cards become active and their VP is set
        anew; 4.11: in the draw phase they draw a card."""
        player = game.active
        if phase == "prep":
            game.untap_all(tx, player)
            creatures = sum(1 for card in game.zones[f"{player}.reserve"]
                            if game.definition(card).type == "creature")
            game.counters[player]["VP"] = prep_vp(game.turns[player], creatures)
            tx.event(type="counter", player=player, name="VP", value=game.counters[player]["VP"])
            tx.cite("29.3", 1, "phase", phase="prep")
        elif phase == "draw":
            game.draw(tx, player, 1)
            tx.cite("4.11", 1, "phase", phase="draw")

    def check_reveal(self, game: Rules, tx: Tx, card: Card, ability: bool) -> None:
        """93.4.3: a reveal-activated hand ability, once per turn per physical card."""
        if not ability:
            return
        if not game.definition(card).reveal:
            tx.refuse("93.4.0", "hkk.reveal.no_ability")
        elif "reveal" in card.uses:
            tx.refuse("93.4.3", "hkk.reveal.once_per_turn")

    def check_create(self, game: Rules, tx: Tx, def_id: str) -> None:
        """96.4: in tournament mode a player creates only prepared cards of their own list."""
        header = game.header
        if header.get("tournament") and def_id not in header.get("prepared", {}).get(tx.by, []):
            tx.refuse("96.4", "hkk.create.not_prepared", card=def_id)

    def after_action(self, game: Rules, tx: Tx, act: str) -> None:
        """What an opponent may prevent: (what, card, by, still the last action). The play or
        Flow of the last applied action, and nothing once another action was applied."""
        if act == "play":
            played = next(e["card"] for e in tx.events if e["type"] == "play")
            game.procedure["preventable"] = ("play", played, tx.by, True)
        elif act != "flow":
            game.procedure["preventable"] = None

    def blocking(self, game: Rules) -> tuple[str, str, frozenset[str]] | None:
        """While a duel is under way only its next step (and undo) may happen (93.4.9)."""
        duel = game.procedure.get("duel")
        if duel is None:
            return None
        if duel["winner"] is None:
            return DUEL, duel["defender"] or "", frozenset({"duel_answer"})
        return DUEL, duel["winner"], frozenset({"duel_effect"})

    def questions(self, game: Rules) -> list[Question]:
        """The duel's open question (93.4.9), then every reaction open now (93.4.6)."""
        return [*self.duel_questions(game), *self.reactions(game)]

    def reactions(self, game: Rules) -> list[Question]:
        """Each opponent who may prevent the play or Flow just made (93.4.6) is offered it: an
        optional question that blocks nothing (the next action of anyone closes it); the answer
        names the hand card they react with, if any (they pay its cost; it goes to their
        discard pile)."""
        # The rules' hooks are handed the game itself, whose check says who may prevent.
        chance = self.preventable(cast("Game", game))
        if chance is None:
            return []
        card, by = chance["card"], chance["by"]
        if chance["what"] == "play":
            code, name = "play", game.definitions[game.cards[card].def_id].name
        else:
            code, name = ("flow", chance["name"]) if "name" in chance else ("flow_unnamed", "")
        number = len(game.history)
        return [Question(
            id=f"prevent:{player}:{number}", asks=player, kind="cards", rule="93.4.6",
            blocking=False, optional=True,
            title=Text("hkk.question.prevent.title", {"reactor": player}),
            text=Text(f"hkk.question.prevent.{code}",
                      {"reactor": player, "player": by, "card": name}),
            cards=tuple(c.label for c in game.zone_cards(game.role_zone(player, "hand"))),
            min=0, max=1, single=True, submit=Text("hkk.question.prevent.submit"),
            answer={"act": "prevent", "by": player, "card": card, "with": CHOICE})
            for player in chance["players"]]

    def duel_questions(self, game: Rules) -> list[Question]:
        """The duel's open question (93.4.9): the defender's answer (one of their duel cards, or
        declining), then the winner's choice of effect and player."""
        duel = game.procedure.get("duel")
        if duel is None:
            return []
        number = len(game.history)
        if duel["winner"] is None:
            player = duel["defender"]
            hand = game.zone_cards(game.role_zone(player, "hand"))
            action = {"act": "duel_answer", "by": player}
            return [Question(
                id=f"duel_answer:{number}", asks=player, kind="cards", rule=DUEL,
                title=Text("hkk.question.duel_answer.title", {"player": player}),
                text=Text("hkk.question.duel_answer.text",
                          {"player": player, "attacker": duel["attacker"]}),
                cards=tuple(c.label for c in hand if game.definition(c).duel is not None),
                decline=Option("decline", Text("hkk.question.duel_answer.decline"),
                               {**action, "card": None}),
                confirm=Text("hkk.question.duel_answer.confirm"),
                answer={**action, "card": CHOICE})]
        winner = duel["winner"]
        numbers = duel_numbers(game)
        amounts = {"damage": numbers["damage"], "heal": numbers["healing"]}
        return [Question(
            id=f"duel_effect:{number}", asks=winner, kind="option", rule=DUEL,
            title=Text("hkk.question.duel_effect.title", {"player": winner}),
            text=Text("hkk.question.duel_effect.text", {"player": winner}),
            options=tuple(
                Option(f"{effect}:{target}", Text(f"hkk.question.duel_effect.{effect}",
                                                  {"amount": amount, "target": target}),
                       {"act": "duel_effect", "by": winner, "effect": effect, "target": target})
                for effect, amount in amounts.items() for target in game.players))]

    def pending(self, game: Rules, viewer: str) -> dict[str, Any] | None:
        """The duel's open question as data: who answers (with the duel cards in their hand,
        shown only to them) or who chooses the effect (with the numbers and the players)."""
        duel = game.procedure.get("duel")
        if duel is None:
            return None
        if duel["winner"] is None:
            player = duel["defender"]
            step: dict[str, Any] = {"step": "duel_answer", "player": player, "rule": DUEL,
                                    "attacker": duel["attacker"], "blocking": True}
            if viewer == player:
                hand = game.zone_cards(game.role_zone(player, "hand"))
                step["choices"] = {"cards": [c.label for c in hand
                                             if game.definition(c).duel is not None],
                                   "decline": True}
            return step
        numbers = duel_numbers(game)
        return {"step": "duel_effect", "player": duel["winner"], "rule": DUEL, "blocking": True,
                "loser": duel["loser"],
                "choices": {"effect": [{"effect": "damage", "amount": numbers["damage"]},
                                       {"effect": "heal", "amount": numbers["healing"]}],
                            "target": list(game.players)}}

    def losers(self, game: Rules) -> list[dict[str, Any]]:
        """Every player whose life is at 0 or below has lost."""
        return [{"loser": player, "reason": "life",
                 "winners": [p for p in game.players if p != player]}
                for player in game.players if game.counters[player].get("life", 0) <= 0]

    def may_end(self, game: Rules, events: list[dict[str, Any]]) -> bool:
        """Only a change of a life counter can make a player lose."""
        return any(event["type"] == "counter" and event["name"] == "life" for event in events)

    def view_extra(self, game: Rules, viewer: str) -> dict[str, Any]:
        """The duel under way as the table shows it (who attacks, who answers, who won)."""
        duel = game.procedure.get("duel")
        if duel is None:
            return {"duel": None}
        return {"duel": {"attacker": duel["attacker"], "defender": duel["defender"],
                         "winner": duel["winner"]}}

    def table_extra(self) -> dict[str, Any]:
        """The duel's numbers, for the dialog that asks the winner."""
        data = self.data
        assert isinstance(data, HKKData)
        return {"duel": {"damage": data.duel.damage, "healing": data.duel.healing}}

    def preventable(self, game: Game) -> dict[str, Any] | None:
        """The play or Flow an opponent's reaction may prevent now (93.4.6), only as the very
        next action: ``{"what": "play" | "flow", "card": label, "by": who played it, "players":
        who may prevent it}``, and for a Flow its card's ``name`` (shown to every player)."""
        if not game.history:
            return None
        last = game.history[-1]
        if last.get("act") not in self.source_acts or not isinstance(last.get("card"), str):
            return None
        card = last["card"]
        players = [p for p in game.players if p != last.get("by")
                   and game.check({"act": "prevent", "by": p, "card": card}).ok]
        if not players:
            return None
        chance = {"what": last["act"], "card": card, "by": last.get("by"), "players": players}
        shown = self.versions[entry_rules(last)]
        if last["act"] == "flow" and isinstance(shown, HKKRules) and shown.flow_shows_card:
            # A Flow shows its card to everyone (93.4.6), though it lies in the deck now.
            chance["name"] = game.definitions[game.cards[card].def_id].name
        return chance
