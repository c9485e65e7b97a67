"""What a seat away from the table sees and may do: a phone (Hands on phones) or an online seat.

A :class:`SeatDesk` makes each seat's state from that seat's own engine view
(``game.view(player)``: other hands and decks hidden as the rules hide them), its last log lines
as that player reads them, and what it is offered now (its open questions, the game's commands
for its hand cards, sources, the zones cards are played onto); and it carries out a seat's
action, already checked by :mod:`desktop.phones.protocol`, as that seat's player and no one else,
through the table's one door (``perform``). The verdict goes back
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

import msgspec

from desktop.phones import protocol
from desktop.phones.server import IMAGE_TYPES
from desktop.procedures.base import hand_cards
from desktop.qt import QT_TRANSLATE_NOOP, QCoreApplication
from desktop.seating import first_turn_action
from desktop.streaming.broadcast.options import page_data
from desktop.texts import interface_language, log_text, verdict_note, verdict_sentence
from engine.commands import command_of
from engine.i18n import render_text
from engine.protocol import AnswerError, Question, Text

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
    "rule": QT_TRANSLATE_NOOP("Phones", "Rule {rule}"),
    "next": QT_TRANSLATE_NOOP("Phones", "Next…"),
    "answer": QT_TRANSLATE_NOOP("Phones", "Answer"),
    "answer_cards": QT_TRANSLATE_NOOP("Phones", "Answer with the chosen cards ({count})"),
    "answer_none": QT_TRANSLATE_NOOP("Phones", "Answer with none of them"),
    "pick_cards": QT_TRANSLATE_NOOP("Phones", "Tap to choose from {low} to {high} cards."),
    "confirm": QT_TRANSLATE_NOOP("Phones", "Yes, do it"),
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


def plain(text: str) -> str:
    """A menu text without its mnemonic marks (``Use &Light`` is "Use Light", ``&&`` an "&")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def question_for_page(question: Question, language: str) -> dict[str, Any]:
    """``question`` as the page gets it: its JSON (engine/protocol.py), each of its texts with
    ``shown``, the words in ``language`` (the page has no catalog of the games' texts), and
    without the actions its answers make: the engine makes them from the answer, and they may
    name a card the seat does not see (a reaction's card, gone into its owner's deck)."""
    data: dict[str, Any] = msgspec.to_builtins(question)
    data.pop("answer", None)

    def shown(text: Text) -> dict[str, Any]:
        return {**msgspec.to_builtins(text), "shown": render_text(text, language)}

    data["title"], data["text"] = shown(question.title), shown(question.text)
    if question.confirm is not None:
        data["confirm"] = shown(question.confirm)
    if question.decline is not None:
        data["decline"] = {"id": question.decline.id, "text": shown(question.decline.text)}
    if question.submit is not None:
        data["submit"] = shown(question.submit)
    if question.options:
        data["options"] = [{"id": option.id, "text": shown(option.text)}
                           for option in question.options]
    return data



def page_texts(view: dict | None) -> dict[str, Any]:
    """Everything the page says, in the interface language: its own texts and the names of the
    game's zones, phases, counters, card types, stats and markers (as the overlay gets them)."""
    return {"page": {key: say(key) for key in TEXTS}, **page_data(view)}


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
    :meth:`answered`, :meth:`looked`). Everything runs on the
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

    def questions(self, player: str) -> list[Question]:
        """The questions open now as ``player`` sees them (see ``Game.questions``)."""
        return list(self.game.questions(player))

    def acted(self) -> None:
        """After a seat's action: what the table does next (a question for a player at it)."""
        return None  # an optional follow-up: none unless a table adds one

    def answered(self, action: dict, verdict: Any) -> None:
        """A seat's answer made ``action``: what the table does next, and once the setup's last
        question is answered, the first turn begins (as at the table)."""
        self.acted()
        first_turn = first_turn_action(self.game, self.info)
        if first_turn is not None:
            self.perform(first_turn)

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

    def language(self) -> str:
        """The language the seats read the game's texts in (the interface's)."""
        return interface_language()

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
        language = self.language()
        return {
            "seat": player, "view": view, "log": lines, "sources": self._offered_sources(player, view),
            "played_onto": [name for name in info.get("played_onto", ())
                            if f"{player}.{name}" in view["zones"]],
            "acts": list(info.get("acts", ())),
            "commands": self._commands(player, language),
            "questions": [question_for_page(question, language)
                          for question in self.questions(player)],
        }, images

    def _commands(self, player: str, language: str) -> list[dict]:
        """The game's commands a hand card may be used for now (``Game.commands``): each with
        its words (the title of the question it asks: a button, not a menu entry), the question
        (``Game.ask``: answered with the card) and the hand cards it offers. A command that takes
        several cards, or answers an open question, is asked by that question instead."""
        game = self.game
        offered = []
        for command in game.commands(player):
            if command.source != "hand" or command.several:
                continue
            question = game.ask(command.id, player)
            if question is None or command_of(question.id) != command.id:
                continue
            offered.append({"id": command.id, "text": plain(render_text(question.title, language)),
                            "tip": render_text(command.tip, language), "question": question.id,
                            "cards": list(question.cards)})
        return offered

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

    def _folder(self) -> Path | None:
        folder = self.game.header.get("cardset")
        return Path(folder) if folder else None

    # A seat's actions.
    def carry_out(self, player: str, message: Any, image_key: str | None = None) -> dict:
        """Do what the seat asked (a message :mod:`protocol` parsed), as ``player``; the answer
        for the seat (the verdict in words, and the cards a look showed)."""
        if player not in self.game.players:
            return refusal(say("not_offered"))
        kind = protocol.kind(message)
        if kind != "take":
            self.seen.pop(player, None)
        if kind == "look":
            return self._do_look(player, message, image_key)
        handler: Any = getattr(self, f"_do_{kind}")
        result: dict = handler(player, message)
        return result

    def away_refusal(self, player: str) -> dict:
        """The answer to an action that waits for ``player``, who is away with a question open."""
        return refusal(say("away").format(player=player))

    def _perform(self, action: dict, label: str | None = None, zone: str | None = None) -> dict:
        verdict = self.perform(action, label, zone)
        self.acted()
        return answer(verdict)

    def _hand(self, player: str) -> set[str]:
        return {str(c["label"]) for c in hand_cards(self.view_of(player), player)}

    def _do_play(self, player: str, message: Any) -> dict:
        if message.to not in self.info.get("played_onto", ()):
            return refusal(say("not_offered"))
        zone = f"{player}.{message.to}"
        return self._perform({"act": "play", "by": player, "card": message.card, "to": zone},
                             message.card, zone)

    def _do_discard(self, player: str, message: Any) -> dict:
        if message.card not in self._hand(player):
            return refusal(say("not_in_hand"))
        zone = self.game.role_zone(player, "graveyard")
        return self._perform({"act": "move", "by": player, "card": message.card, "to": zone},
                             message.card, zone)

    def _do_answer(self, player: str, message: protocol.AnswerMessage) -> dict:
        """An answer to one of the seat's own questions (an open one, or the one a command
        asks): the engine makes it the question's action (a choice not offered, another seat's
        question, a question closed meanwhile: refused)."""
        try:
            action = self.game.answer(message, player)
        except AnswerError:
            return refusal(say("not_offered"))
        label = message.choice if isinstance(message.choice, str) else None
        verdict = self.perform(action, label)
        if verdict is not None and verdict.applied:
            self.answered(action, verdict)
        return answer(verdict)

    def _do_look(self, player: str, message: Any, image_key: str | None) -> dict:
        if not self._is_source(player, message.source):
            return refusal(say("not_offered"))
        action: dict[str, Any] = {"act": "look", "by": player, "zone": f"{player}.deck",
                                  "source": message.source}
        if message.count is not None:
            action["count"] = message.count
        verdict = self.perform(action, message.source)
        result = answer(verdict)
        if verdict is not None and verdict.applied:
            seen: list[dict] = next((e["cards"] for e in verdict.events if e["type"] == "look"), [])
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

    def _do_take(self, player: str, message: Any) -> dict:
        seen = {str(card.get("label")) for card in self.seen.get(player, [])}
        if message.card not in seen or not self._is_source(player, message.source):
            return refusal(say("not_offered"))
        return self._perform({"act": "move", "by": player, "card": message.card,
                              "to": f"{player}.hand", "source": message.source}, message.card)

    def _do_phase(self, player: str, message: Any) -> dict:
        return self._perform({"act": "phase", "by": player, "to": message.to})

    def _do_draw(self, player: str, _message: Any) -> dict:
        return self._perform({"act": "draw", "by": player, "count": 1})

    def _do_end_turn(self, player: str, _message: Any) -> dict:
        return self._perform({"act": "end_turn", "by": player})


class EngineDesk(SeatDesk):
    """A desk on a bare game (no window): actions go to ``game.apply``, which writes each to the
    game's journal (if one is attached) before it counts, as at the table. An action the engine
    cannot read or whose line cannot be written is not made (None), as ``Controller.apply``."""

    def __init__(self, game: Any) -> None:
        super().__init__()
        self._game = game
        self._info: dict = game.table_info()

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
