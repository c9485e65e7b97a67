"""What a seat away from the table sees and may do: a phone (Hands on phones) or an online seat.

A :class:`SeatDesk` makes each seat's state from that seat's own engine view (``game.view(player)``:
other hands and decks hidden as the rules hide them), its last log lines as that player reads
them, and what it is offered now (sources, the zones cards are played onto, a chance to react);
and it carries out a seat's action, already checked by :mod:`desktop.phones.protocol`, as that
seat's player and no one else, through the table's one door (``perform``). The verdict goes back
in words. Phones (:mod:`desktop.phones.table`) and online seats (:mod:`desktop.online.hosting`)
share it: one privacy rule and one set of checks for every seat away from the table.

A desk stands on a table: :class:`WindowDesk` (desktop.phones.table) on a main window's
controller, and :class:`EngineDesk` on a bare game with its journal, for a host without a window
(the online tests' host process).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any
from urllib.parse import quote

from desktop.phones import protocol
from desktop.phones.server import IMAGE_TYPES
from desktop.procedures.base import find_card, hand_cards
from desktop.procedures.question import first_turn_phase
from desktop.qt import QT_TRANSLATE_NOOP, QCoreApplication
from desktop.streaming.broadcast.options import page_data
from desktop.texts import act_title, log_text, term_fields, verdict_note, verdict_sentence

CONTEXT = "Phones"
LOG_LINES = 5

# The page's texts (English templates, translated in the ``Phones`` context).
TEXTS = {
    "connecting": QT_TRANSLATE_NOOP("Phones", "Connecting to the table…"),
    "reconnecting": QT_TRANSLATE_NOOP("Phones", "The connection dropped: trying again…"),
    "no_code": QT_TRANSLATE_NOOP("Phones", "This link has no seat's code: scan the QR code "
                                           "shown on the table."),
    "refused": QT_TRANSLATE_NOOP("Phones", "This code is not valid (any more): scan the seat's "
                                           "new QR code on the table."),
    "bye_new_code": QT_TRANSLATE_NOOP("Phones", "The table disconnected this phone. Scan the "
                                                "seat's new QR code to join again."),
    "bye_new_game": QT_TRANSLATE_NOOP("Phones", "A new game started on the table: scan its new "
                                                "QR code."),
    "bye_elsewhere": QT_TRANSLATE_NOOP("Phones", "This seat was opened on another phone."),
    "bye_stopped": QT_TRANSLATE_NOOP("Phones", "The table stopped sharing hands with phones."),
    "your_turn": QT_TRANSLATE_NOOP("Phones", "Your turn"),
    "their_turn": QT_TRANSLATE_NOOP("Phones", "{player}'s turn"),
    "your_move": QT_TRANSLATE_NOOP("Phones", "Your move: the table waits for you"),
    "waiting_for": QT_TRANSLATE_NOOP("Phones", "Waiting for {player}"),
    "turn": QT_TRANSLATE_NOOP("Phones", "Turn {number}"),
    "hand": QT_TRANSLATE_NOOP("Phones", "Your hand ({count})"),
    "empty_hand": QT_TRANSLATE_NOOP("Phones", "Your hand is empty."),
    "play": QT_TRANSLATE_NOOP("Phones", "Play"),
    "play_to": QT_TRANSLATE_NOOP("Phones", "Play: {zone}"),
    "discard": QT_TRANSLATE_NOOP("Phones", "Discard"),
    "back": QT_TRANSLATE_NOOP("Phones", "Back"),
    "duel_answer": QT_TRANSLATE_NOOP("Phones", "{attacker} challenged you to a duel. Answer "
                                               "with a card that has a duel ability, or "
                                               "decline (then you lose the duel)."),
    "answer_with": QT_TRANSLATE_NOOP("Phones", "Answer with {card}"),
    "no_duel_card": QT_TRANSLATE_NOOP("Phones", "You have no card with a duel ability."),
    "decline": QT_TRANSLATE_NOOP("Phones", "Decline the duel"),
    "sure_decline": QT_TRANSLATE_NOOP("Phones", "Decline {attacker}'s duel? You lose it, and "
                                                "{attacker} chooses its effect."),
    "sure_answer": QT_TRANSLATE_NOOP("Phones", "Answer {attacker}'s duel with {card}? Both "
                                               "cards are then revealed."),
    "confirm": QT_TRANSLATE_NOOP("Phones", "Yes, do it"),
    "duel_effect": QT_TRANSLATE_NOOP("Phones", "You won the duel. Choose its effect and the "
                                               "player it is for."),
    "damage": QT_TRANSLATE_NOOP("Phones", "Damage {amount}"),
    "heal": QT_TRANSLATE_NOOP("Phones", "Healing {amount}"),
    "to_player": QT_TRANSLATE_NOOP("Phones", "{effect} → {player}"),
    "mulligan": QT_TRANSLATE_NOOP("Phones", "Keep this hand, or tap the cards to put on the "
                                            "bottom of your deck: you draw as many."),
    "keep": QT_TRANSLATE_NOOP("Phones", "Keep this hand"),
    "put_back": QT_TRANSLATE_NOOP("Phones", "Put back the chosen cards ({count}) and draw as "
                                            "many"),
    "mulligan_other": QT_TRANSLATE_NOOP("Phones", "{player} decides on a mulligan."),
    "prevent_offer": QT_TRANSLATE_NOOP("Phones", "You may react: prevent {what}. Any other "
                                                 "action lets it stand."),
    "prevent_play": QT_TRANSLATE_NOOP("Phones", "{player}'s play of {card}"),
    "prevent_flow": QT_TRANSLATE_NOOP("Phones", "{player}'s {hkk.flow}"),
    "prevent": QT_TRANSLATE_NOOP("Phones", "Prevent it"),
    "react_with": QT_TRANSLATE_NOOP("Phones", "Tap the card you react with, if any: you pay "
                                              "its cost, and it goes to your discard pile."),
    "look_top": QT_TRANSLATE_NOOP("Phones", "Look at the top of your deck"),
    "search": QT_TRANSLATE_NOOP("Phones", "Search your deck"),
    "how_many": QT_TRANSLATE_NOOP("Phones", "How many cards?"),
    "which_source": QT_TRANSLATE_NOOP("Phones", "Which card's ability allows it?"),
    "look": QT_TRANSLATE_NOOP("Phones", "Look"),
    "seen": QT_TRANSLATE_NOOP("Phones", "You see (only you):"),
    "take": QT_TRANSLATE_NOOP("Phones", "Take into your hand"),
    "done": QT_TRANSLATE_NOOP("Phones", "Done"),
    "draw": QT_TRANSLATE_NOOP("Phones", "Draw a card"),
    "next_phase": QT_TRANSLATE_NOOP("Phones", "Next phase: {phase}"),
    "end_turn": QT_TRANSLATE_NOOP("Phones", "End the turn"),
    "more": QT_TRANSLATE_NOOP("Phones", "More"),
    "log": QT_TRANSLATE_NOOP("Phones", "Last moves"),
    "won": QT_TRANSLATE_NOOP("Phones", "You won!"),
    "lost": QT_TRANSLATE_NOOP("Phones", "You lost."),
    "winner": QT_TRANSLATE_NOOP("Phones", "{player} won."),
    "not_in_hand": QT_TRANSLATE_NOOP("Phones", "That card is not in your hand any more."),
    "not_offered": QT_TRANSLATE_NOOP("Phones", "That is not offered now."),
    "seat": QT_TRANSLATE_NOOP("Phones", "Seat: {player}"),
    "away": QT_TRANSLATE_NOOP("Phones", "{player} is disconnected and has a question to answer: "
                                        "this waits until {player} is back."),
}


def say(key: str) -> str:
    """One of the page's texts in the interface language."""
    return QCoreApplication.translate(CONTEXT, TEXTS[key])


# The hand abilities a card's action bar offers, named as the game's terms (Flow, Treasure, Duel).
ABILITY_BUTTONS = ("flow", "treasure", "duel")


def page_texts(view: dict | None) -> dict[str, Any]:
    """Everything the page says, in the interface language: its own texts, the abilities' names,
    and the names of the game's zones, phases, counters, card types, stats and markers (as the
    overlay gets them)."""
    ruleset = (view or {}).get("ruleset")
    page = {key: say(key) for key in TEXTS}
    page.update({name: act_title(name, ruleset) for name in ABILITY_BUTTONS})
    return {"page": page, **page_data(view)}


def card_image(card: dict, folder: Path | None) -> Path | None:
    """The file of a card set's image for a card shown face up: inside the set's ``images``
    folder, of a kind a browser shows; anything else (no card set, a path out of the set, an SVG,
    an image dropped from elsewhere) gets a generated face instead."""
    from desktop.cardsets.cardimages import ImagePathError, resolve_image, within

    image = card.get("image")
    if not image or folder is None or card.get("hidden"):
        return None
    try:
        path = resolve_image(str(image), folder)
    except ImagePathError:
        return None
    if path.suffix.lower() not in IMAGE_TYPES or not within(path, folder / "images"):
        return None
    return path if path.is_file() else None



class SeatDesk(ABC):
    """Each seat's state and a seat's actions, on the table a subclass stands on.

    A subclass gives :attr:`game`, :attr:`info` (the game's ``table_info``) and :meth:`perform`
    (the table's one door), and may follow up on what a seat did (:meth:`acted`,
    :meth:`duel_answered`, :meth:`mulligan_declared`, :meth:`looked`). Everything runs on the
    thread that owns the game. ``image_key``: the key of a phone's card image addresses (None
    for a seat that loads no images from the host)."""

    def __init__(self) -> None:
        self.seen: dict[str, list[dict]] = {}  # the cards a seat's last look showed it

    # The table under the desk.
    @property
    @abstractmethod
    def game(self) -> Any:
        """The game the seats sit at."""

    @property
    @abstractmethod
    def info(self) -> dict:
        """The game's ``table_info``."""

    @abstractmethod
    def perform(self, action: dict, label: str | None = None, zone: str | None = None) -> Any:
        """Apply ``action`` through the table's one door; its verdict (None: not made)."""

    def view_of(self, viewer: str) -> dict:
        """``viewer``'s view of the game now (shared with other readers: never changed here)."""
        view: dict = self.game.view(viewer)
        return view

    def sources(self, player: str) -> list[dict]:
        """The cards ``player`` may name now as a source (see ``Game.sources``)."""
        return list(self.game.sources(player))

    def preventable(self) -> dict | None:
        """What a reaction may prevent now (see ``Game.preventable``)."""
        chance: dict | None = self.game.preventable()
        return chance

    def acted(self) -> None:
        """After a seat's action: what the table does next (a question for a player at it)."""
        return None  # an optional follow-up: none unless a table adds one

    def duel_answered(self, verdict: Any, card: str | None) -> None:
        """A duel was answered from a seat (the table may show both cards)."""
        return None  # an optional follow-up: none unless a table adds one

    def mulligan_declared(self) -> None:
        """A seat declared its mulligan: once everyone has, the first turn begins (as the
        table's own mulligan flow does)."""
        action = first_turn_phase(self.game, self.info)
        if action is not None:
            self.perform(action)

    def looked(self, player: str) -> None:
        """``player`` looked at cards (a phone then needs their images)."""
        return None  # an optional follow-up: none unless a table adds one

    def forget(self, player: str | None = None) -> None:
        """Forget what a seat's look showed (every seat's: a new game)."""
        if player is None:
            self.seen.clear()
        else:
            self.seen.pop(player, None)

    # What each seat gets.
    def texts(self) -> dict[str, Any]:
        """The page's texts and the game's names in the interface language."""
        return page_texts(self.view_of("spectator"))

    def seat_state(self, player: str, image_key: str | None = None) -> tuple[dict, dict[str, Path]]:
        """What ``player``'s seat shows, as the engine lets that player see it, and (with an
        ``image_key``) the image file of each card it sees face up, by label."""
        game = self.game
        shared = self.view_of(player)  # other listeners read it too: the seat's copy made here
        folder = self._folder() if image_key is not None else None
        images: dict[str, Path] = {}

        def for_seat(card: dict) -> dict:
            """The card without its image file's path; a face shown has its image's address."""
            path = card_image(card, folder)
            card = {name: value for name, value in card.items() if name != "image"}
            if path is not None and image_key is not None:
                images[str(card["label"])] = path
                card["img"] = image_address(image_key, card["label"])
            return card

        view = {**shared, "zones": {
            name: {**zone, "cards": [for_seat(card) for card in zone.get("cards") or []]}
            for name, zone in shared["zones"].items()}}
        if image_key is not None:
            for card in self.seen.get(player, []):
                path = card_image(card, folder)
                if path is not None and card.get("label"):
                    images.setdefault(str(card["label"]), path)
        size = int(view.get("log_size") or 0)
        lines = [log_text(entry, game.ruleset_name)
                 for entry in game.log_lines(player, max(0, size - LOG_LINES), size)]
        info = self.info
        step = view.get("pending") or None
        return {
            "seat": player, "view": view, "log": lines, "sources": self._offered_sources(player, view),
            "played_onto": [name for name in info.get("played_onto", ())
                            if f"{player}.{name}" in view["zones"]],
            "acts": list(info.get("acts", ())),
            "chance": self._chance(player, view),
            "waiting_for": str((step or {}).get("player") or game.active_player),
        }, images

    def _offered_sources(self, player: str, view: dict) -> list[dict]:
        """The cards the page offers as the source of a look (``source``): the engine's, of
        those the seat sees in its ``view`` (its cards in play and its hand, its last play)."""
        view_labels = {str(card.get("label")) for zone in view["zones"].values()
                       for card in zone.get("cards") or [] if not card.get("hidden")}
        return [{"label": card["label"], "name": card["name"]}
                for card in self.sources(player) if card["label"] in view_labels]

    def _is_source(self, player: str, label: str) -> bool:
        """Whether the engine takes ``label`` as a source of ``player``'s now (the free table
        takes any card); anything else never reaches the engine, in warn mode either."""
        if not self.game.ruleset.checks_source:
            return True
        return any(card["label"] == label for card in self.sources(player))

    def _chance(self, player: str, view: dict) -> dict | None:
        """The reaction ``player`` may make now (HKK prevent): what it prevents in words (the
        card's name as that player sees it), and ``at``, the log's length that names this chance.
        The card's label is left out: a Flow's card lies hidden in its owner's deck."""
        chance = self.preventable()
        if chance is None or player not in chance.get("players", ()):
            return None
        card = find_card(view, chance.get("card"))
        what = chance.get("what")
        by = str(chance.get("by") or "")
        name = str(card.get("name") or "") if card else ""
        text = (say("prevent_flow").format(player=by, **term_fields())
                if what == "flow" or not name else
                say("prevent_play").format(player=by, card=name))
        return {"what": what, "by": by, "text": text, "at": int(view.get("log_size") or 0)}

    def _folder(self) -> Path | None:
        folder = self.game.header.get("cardset")
        return Path(folder) if folder else None

    # A seat's actions.
    def carry_out(self, player: str, message: Any, image_key: str | None = None) -> dict:
        """Do what the seat asked (a message :mod:`protocol` parsed), as ``player``; the answer
        for the seat (the verdict in words, and the cards a look showed)."""
        if player not in self.game.players:
            return refusal(say("not_offered"))
        kind = message.type
        if kind != "take":
            self.seen.pop(player, None)
        if kind == "look":
            return self._do_look(player, message, image_key)
        handler = getattr(self, f"_do_{kind}", None)
        if handler is not None:
            return handler(player, message)
        action = {"act": kind, "by": player}
        if isinstance(message, protocol.CardAct):
            action["card"] = message.card
        return self._perform(action, getattr(message, "card", None))

    def away_refusal(self, player: str) -> dict:
        """The answer to an action that waits for ``player``, who is away with a question open."""
        return refusal(say("away").format(player=player))

    def _perform(self, action: dict, label: str | None = None, zone: str | None = None) -> dict:
        verdict = self.perform(action, label, zone)
        self.acted()
        return answer(verdict)

    def _hand(self, player: str) -> set[str]:
        return {str(c["label"]) for c in hand_cards(self.view_of(player), player)}

    def _do_play(self, player: str, message: protocol.Play) -> dict:
        if message.to not in self.info.get("played_onto", ()):
            return refusal(say("not_offered"))
        zone = f"{player}.{message.to}"
        return self._perform({"act": "play", "by": player, "card": message.card, "to": zone},
                             message.card, zone)

    def _do_discard(self, player: str, message: protocol.CardAct) -> dict:
        if message.card not in self._hand(player):
            return refusal(say("not_in_hand"))
        zone = self.game.role_zone(player, "graveyard")
        return self._perform({"act": "move", "by": player, "card": message.card, "to": zone},
                             message.card, zone)

    def _do_duel_answer(self, player: str, message: protocol.DuelAnswer) -> dict:
        verdict = self.perform({"act": "duel_answer", "by": player, "card": message.card},
                               message.card)
        if verdict is not None and verdict.applied:
            self.duel_answered(verdict, message.card)
        return answer(verdict)

    def _do_duel_effect(self, player: str, message: protocol.DuelEffect) -> dict:
        return self._perform({"act": "duel_effect", "by": player, "effect": message.effect,
                              "target": message.target})

    def _do_mulligan(self, player: str, message: protocol.Mulligan) -> dict:
        result = self._perform({"act": "mulligan", "by": player, "cards": list(message.cards)})
        if result["applied"]:
            self.mulligan_declared()
        return result

    def _do_prevent(self, player: str, message: protocol.Prevent) -> dict:
        chance = self.preventable()
        size = int(self.view_of(player).get("log_size") or 0)
        if chance is None or size != message.at or player not in chance.get("players", ()):
            return refusal(say("not_offered"))  # the chance shown has closed meanwhile
        hand = self._hand(player)
        if any(label not in hand for label in message.reacting_with):
            return refusal(say("not_in_hand"))
        card = str(chance["card"])
        reacting_with = message.reacting_with[0] if message.reacting_with else None
        action = {"act": "prevent", "by": player, "card": card}
        if reacting_with is not None:
            action["with"] = reacting_with
        return self._perform(action, card)

    def _do_look(self, player: str, message: protocol.Look, image_key: str | None) -> dict:
        if not self._is_source(player, message.source):
            return refusal(say("not_offered"))
        action: dict[str, Any] = {"act": "look", "by": player, "zone": f"{player}.deck",
                                  "source": message.source}
        if message.count is not None:
            action["count"] = message.count
        verdict = self.perform(action, message.source)
        result = answer(verdict)
        if verdict is not None and verdict.applied:
            seen = next((e["cards"] for e in verdict.events if e["type"] == "look"), [])
            self.seen[player] = [dict(card) for card in seen]
            self.looked(player)
            folder = self._folder() if image_key is not None else None
            shown = []
            for card in self.seen[player]:
                entry = {k: v for k, v in card.items() if k != "image"}
                if image_key is not None and card_image(card, folder) is not None:
                    entry["img"] = image_address(image_key, card["label"])
                shown.append(entry)
            result["seen"] = shown
            result["source"] = message.source
        return result

    def _do_take(self, player: str, message: protocol.Take) -> dict:
        seen = {str(card.get("label")) for card in self.seen.get(player, [])}
        if message.card not in seen or not self._is_source(player, message.source):
            return refusal(say("not_offered"))
        return self._perform({"act": "move", "by": player, "card": message.card,
                              "to": f"{player}.hand", "source": message.source}, message.card)

    def _do_phase(self, player: str, message: protocol.Phase) -> dict:
        return self._perform({"act": "phase", "by": player, "to": message.to})

    def _do_draw(self, player: str, _message: protocol.Simple) -> dict:
        return self._perform({"act": "draw", "by": player, "count": 1})


class EngineDesk(SeatDesk):
    """A desk on a bare game (no window): actions go to ``game.apply``, which writes each to the
    game's journal (if one is attached) before it counts, as at the table. An action the engine
    cannot read or whose line cannot be written is not made (None), as ``Controller.apply``."""

    def __init__(self, game: Any) -> None:
        super().__init__()
        self._game = game
        self._info = game.table_info()

    @property
    def game(self) -> Any:
        return self._game

    @property
    def info(self) -> dict:
        return self._info

    def perform(self, action: dict, label: str | None = None, zone: str | None = None) -> Any:
        from engine.errors import JournalWriteError, RecordError

        try:
            return self._game.apply(action)
        except (RecordError, JournalWriteError):
            return None


def image_address(key: str, label: object) -> str:
    """The address of a card's image on the phones' server."""
    return f"/card/{key}/{quote(str(label), safe='')}"


def answer(verdict: Any) -> dict:
    """A verdict for the seat: whether it was applied or flagged, and the table's words for it
    (the rule's note when a rule shaped or refused it)."""
    if verdict is None:
        return refusal(QCoreApplication.translate("Phones", "The table could not make this move."))
    text = verdict_note(verdict) if (verdict.rule or not verdict.ok) else verdict_sentence(verdict)
    return {"ok": bool(verdict.ok), "applied": bool(verdict.applied),
            "flagged": bool(verdict.flagged), "rule": verdict.rule, "text": text}


def refusal(text: str) -> dict:
    """A request refused before it reached the engine (a card no longer in the hand…)."""
    return {"ok": False, "applied": False, "flagged": False, "rule": None, "text": text}
