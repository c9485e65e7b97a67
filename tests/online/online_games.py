"""The games the online tests play, and a player who plays HKK by messages, from the seat's state.

The cards are the HKK demo set's, under definition ids and labels long enough that a match of
one in random ciphertext is out of the question (an eavesdropper's payloads are searched for
them); the decks are stacked so that a whole game ends in a few turns of duels: anna's duel cards
are all stronger than bela's, so every duel goes her way and bela's life runs out.
"""

from __future__ import annotations

from typing import Any

from engine import Game
from engine.demo import demo_data

STRONG = ["vivo", "tuzproba", "villam", "sarkany"]  # Párbaj 5, 6, 7, 8
WEAK = ["tor", "kesztyu", "pengetancos"]  # Párbaj 2, 3, 4


def definition_id(card: str) -> str:
    return f"online-test-{card}"


def _cards(player: str, cards: list[str], first: int) -> list[str]:
    return [f"{definition_id(card)}#{player}-online-card-{first + index:02d}"
            for index, card in enumerate(cards)]


def hkk_header(life: int = 20) -> dict[str, Any]:
    """anna's first turn, before its draw: both players hold five cards, most with a duel."""
    cards = {definition_id(card): definition for card, definition in demo_data("hkk")["cards"].items()}
    return {
        "ruleset": "hkk", "players": ["anna", "bela"], "seed": 31, "enforcement": "strict",
        "cards": cards,
        "zones": {
            "anna.hand": _cards("anna", [*STRONG, "orszem"], 1),
            "anna.deck": _cards("anna", [*STRONG, *STRONG, "orszem", "kem"], 10),
            "bela.hand": _cards("bela", [*WEAK, "orszem", "kem"], 1),
            "bela.deck": _cards("bela", [*WEAK, *WEAK, *WEAK, "orszem", "kem"], 10),
        },
        "turn": {"active": "anna", "phase": "prep", "number": 1},
        "players_state": {"anna": {"VP": 1, "life": life}, "bela": {"VP": 0, "life": life}},
    }


def berserk_game() -> Game:
    """A new Berserk game on the demo decks: shuffled, hands drawn, the mulligans to declare."""
    from engine.demo import demo_game

    return demo_game("berserk", seed=7)


def secret_words(header: dict[str, Any]) -> set[str]:
    """Every card name, label and definition id of a game's header."""
    words = set()
    for definition, card in header["cards"].items():
        words |= {definition, card["name"]}
    for cards in header["zones"].values():
        for entry in cards:
            definition, _, label = entry.partition("#")
            words |= {definition, label}
    return words


def hand(state: dict[str, Any]) -> list[dict[str, Any]]:
    """The seat's own hand as its state shows it."""
    return state["view"]["zones"][f"{state['seat']}.hand"]["cards"]


def duel_strength(card: dict[str, Any]) -> int:
    return int((card.get("stats") or {}).get("duel") or 0)


def answer(question: dict[str, Any], choice: Any) -> dict[str, Any]:
    """The message that answers ``question`` with ``choice``."""
    return {"type": "answer", "question": question["id"], "choice": choice}


def answers_to(kind: str, player: str, message: dict[str, Any]) -> bool:
    """Whether ``message`` answers a question of ``kind`` (its id's first part)."""
    return message["type"] == "answer" and message["question"].partition(":")[0] == kind


class HkkPlayer:
    """What a player does next in these games, read from their seat's state alone: the own
    questions first (a duel's answer with the strongest card, its effect as damage to the other
    player), then on the own turn: on to the main phase, one duel with the strongest card while
    VP allow, and the end of the turn."""

    def __init__(self) -> None:
        self.dueled_on: int | None = None  # the turn of this player's last duel

    def next_message(self, state: dict[str, Any]) -> dict[str, Any] | None:
        """The message to send now; None when it is not this player's move."""
        view = state["view"]
        me = state["seat"]
        if view["outcome"]:
            return None
        questions = state["questions"]
        if questions:
            question = questions[0]
            if question["asks"] != me:
                return None
            if question["id"].startswith("duel_answer"):
                choices = set(question.get("cards", ()))  # none offered: declines
                options = [card for card in hand(state) if card["label"] in choices]
                best = max(options, key=duel_strength, default=None)
                return answer(question, best["label"] if best else None)
            if question["id"].startswith("duel_effect"):
                other = next(player for player in view["players"] if player != me)
                return answer(question, f"damage:{other}")
            raise AssertionError(f"an unexpected question: {question}")
        turn = view["turn"]
        if turn["active"] != me:
            return None
        if view["turn"]["phase"] != "main" and "main" in view["legal_phases"]:
            return {"type": "phase", "to": "main"}
        duel_cards = [card for card in hand(state) if duel_strength(card)]
        vp = view["players_state"][me]["VP"] if "players_state" in view else None
        if self.dueled_on != turn["number"] and duel_cards and (vp is None or vp >= 1):
            self.dueled_on = turn["number"]
            duel = next(c for c in state["commands"] if c["id"] == "duel")
            return {"type": "answer", "question": duel["question"],
                    "choice": max(duel_cards, key=duel_strength)["label"]}
        return {"type": "end_turn"}
