"""A game's commands (its data's ``commands``) and the question each asks now.

A command is what a player starts from a menu or a key: a hand card's ability (pick which card
has it), a guided procedure (pick the hand cards it takes), or a reaction (answer the optional
question the game has open for the player). Its texts and key are the game's data; the table and
the phone page show any command of this shape, and the answer goes through ``Game.answer`` like
every question's (``engine.protocol``).
"""

from __future__ import annotations

from collections.abc import Container
from typing import TYPE_CHECKING, Any, Protocol, cast

from engine.gamedata import CommandData, GameData, GameDataError
from engine.protocol import CHOICE, Command, Question, Text

if TYPE_CHECKING:
    from pathlib import Path

    from engine.rules import Rules

PREFIX = "command"  # a command question's id: command:<command id>:<number of actions so far>
ZONE_ROLES = ("deck", "hand", "graveyard")

# The commands every game has (after the game's own; a game's data may give its own of an id):
# create a token or prepared card, look at the top N cards of one's deck, search it. Each asks
# its questions here (:func:`ask_shared`); the acts they make are judged as any other action.
SHARED_COMMANDS = (
    CommandData(id="token", act="create", text="command.token", tip="command.token.tip",
                prompt="command.token.prompt", submit="command.token.submit",
                none="command.token.none"),
    CommandData(id="look", act="look", text="command.look", tip="command.look.tip",
                prompt="command.look.prompt", submit="command.look.submit"),
    CommandData(id="search", act="look", text="command.search", tip="command.search.tip",
                prompt="command.source.prompt", submit="command.search.submit"),
)


def check_commands(data: GameData, acts: set[str], path: Path) -> None:
    """Refuse a command that names an act the game lacks, an unknown card stat or zone role, or
    an id used twice (``GameDataError`` naming the file and the command)."""
    seen: set[str] = set()
    for index, command in enumerate(data.commands):
        where = f"commands[{index}]"
        if command.id in seen:
            raise GameDataError(path, f"{where}.id: {command.id!r} is used twice")
        seen.add(command.id)
        if command.act not in acts:
            raise GameDataError(path, f"{where}.act: {command.act!r} is not one of the game's "
                                      f"acts")
        if command.needs is not None and command.needs not in data.card_fields:
            raise GameDataError(path, f"{where}.needs: {command.needs!r} is not one of the "
                                      f"game's card fields")
        if command.source is not None and command.source not in ZONE_ROLES:
            raise GameDataError(path, f"{where}.from: {command.source!r} is not a zone role "
                                      f"({', '.join(ZONE_ROLES)})")


def as_command(data: CommandData) -> Command:
    """The command as every seat shows it."""
    return Command(id=data.id, act=data.act, text=Text(data.text), tip=Text(data.tip),
                   key=data.key, source=data.source, needs=data.needs, several=data.several,
                   none=Text(data.none) if data.none else None, params=dict(data.params))


def commands(game: Rules) -> list[Command]:
    """The game's commands, in its data's order, then the shared ones it does not override."""
    return command_list(game.ruleset.data)


def command_list(data: GameData) -> list[Command]:
    """A game's commands: its data's, in order, then the shared ones it gives none of its own
    of (each marked ``shared``)."""
    own = [as_command(command) for command in data.commands]
    ids = {command.id for command in own}
    return own + [shared_command(command) for command in SHARED_COMMANDS if command.id not in ids]


def shared_command(data: CommandData) -> Command:
    """A shared command as every seat shows it."""
    command = as_command(data)
    return Command(id=command.id, act=command.act, text=command.text, tip=command.tip,
                   none=command.none, shared=True)


def is_shared(data: GameData, command_id: str) -> bool:
    """Whether ``command_id`` is a shared command the game does not override."""
    return (all(c.id != command_id for c in data.commands)
            and any(c.id == command_id for c in SHARED_COMMANDS))


def command_data(data: GameData, command_id: str) -> CommandData:
    """A game's command by its id (its own, else a shared one); ``KeyError`` for a command the
    game does not have."""
    found = next((c for c in (*data.commands, *SHARED_COMMANDS) if c.id == command_id), None)
    if found is None:
        raise KeyError(f"the game has no command {command_id!r}")
    return found


def has_stat(game: Rules, card: Any, stat: str | None) -> bool:
    """Whether the card has this stat (an ability: ``False`` and missing are none, 0 is one)."""
    if stat is None:
        return True
    return is_ability(game.definition(card).stat(stat))


def is_ability(value: Any) -> bool:
    """Whether a stat's value gives the card the ability (``False`` and missing give none)."""
    return value is not None and value is not False


def ask(game: Rules, command_id: str, by: str, after: int | None = None) -> Question | None:
    """The question ``command_id`` asks ``by`` now: the open question whose answer makes its act,
    if one is asked of ``by``; else which of ``by``'s cards (in its ``from`` zone, with its
    ``needs`` stat) it takes; None when there is nothing to ask (no such card, no open question).
    A shared command asks its own (:func:`ask_shared`; ``after``: its earlier step's answer;
    the game must then also be a :class:`Table`). ``KeyError`` for a command the game does not
    have."""
    data = command_data(game.ruleset.data, command_id)
    if is_shared(game.ruleset.data, command_id):
        deck = game.role_zone(by, "deck")
        table = cast("Table", game)
        return ask_shared(table, data, by, len(game.history), deck, len(game.zone_cards(deck)),
                          game.cards, after)
    if data.source is None:
        return open_question(data, by, game.ruleset.questions(game))
    zone = game.role_zone(by, data.source)
    cards = tuple(card.label for card in game.zone_cards(zone)
                  if has_stat(game, card, data.needs))
    return open_question(data, by, game.ruleset.questions(game)) or pick_question(
        data, by, cards, len(game.history))


def open_question(data: CommandData, by: str, questions: list[Question]) -> Question | None:
    """The open question of ``by`` whose answer makes the command's act (a reaction), if any."""
    return next((q for q in questions if q.asks == by and data.act in answer_acts(q)), None)


def pick_question(data: CommandData, by: str, cards: tuple[str, ...],
                  number: int) -> Question | None:
    """The question of a command that takes cards: which of ``cards`` (the labels of ``by``'s
    cards that may be used; ``number``: the actions so far, for the question's id); None when
    there are none. Any seat that knows those cards asks the same question."""
    if not cards:
        return None
    command = as_command(data)
    return Question(
        id=f"{PREFIX}:{data.id}:{number}", asks=by, kind="cards",
        title=Text(data.title or data.text), text=Text(data.prompt or data.tip),
        blocking=False, cards=cards, min=1,
        max=len(cards) if data.several else 1,
        submit=Text(data.submit) if data.submit else None,
        answer=command.action(by, CHOICE))


def answer_acts(question: Question) -> set[str]:
    """The acts an answer to ``question`` may make."""
    actions = [question.answer, *(o.action for o in question.options),
               *([question.decline.action] if question.decline else [])]
    return {str(action["act"]) for action in actions if action.get("act")}


def command_of(question_id: str) -> str | None:
    """The command whose question has this id (None: not a command's question)."""
    parts = question_id.split(":")
    return parts[1] or None if parts[0] == PREFIX and len(parts) in (3, 4) else None


def after_of(question_id: str) -> int | None:
    """The earlier step's answer a command's question follows (a look's count), if any."""
    parts = question_id.split(":")
    return int(parts[3]) if len(parts) == 4 and parts[3].isdigit() else None


class Table(Protocol):
    """What the shared commands ask of a game (the engine's, or a remote seat's copy)."""

    def creatable(self, player: str) -> list[dict[str, Any]]: ...
    def sources(self, player: str) -> list[dict[str, Any]]: ...
    def check(self, action: dict[str, Any]) -> Any: ...


def ask_shared(table: Table, data: CommandData, by: str, number: int, deck: str,
               deck_size: int, taken: Container[str], after: int | None) -> Question | None:
    """The question a shared command asks ``by`` now (``number``: the actions so far, for its
    id; ``deck``: ``by``'s deck and ``deck_size`` its cards; ``taken``: the labels in use).

    ``token``: which creatable card (by its definition's id); the answer creates it with a
    label that is fresh and the same for every seat asking this question. ``look``: how many
    cards (1..the deck's size, 1 for an empty deck); then (``after``: that count), and
    ``search`` at once: which card's ability allows it, only where the rules refuse the look
    without one and ``by`` has a card to name (else None: the look is made as it is, and
    judged)."""
    question_id = f"{PREFIX}:{data.id}:{number}"
    title, submit = Text(data.title or data.text), Text(data.submit) if data.submit else None
    if data.id == "token":
        offered = tuple(str(c["def"]) for c in table.creatable(by))
        if not offered:
            return None
        label = fresh_label(f"{by}-token-{number}", taken)
        return Question(id=question_id, asks=by, kind="cards", title=title,
                        text=Text(data.prompt or data.tip, {"player": by}), blocking=False,
                        cards=offered, submit=submit,
                        answer={"act": "create", "by": by, "card": CHOICE, "id": label})
    look: dict[str, Any] = {"act": "look", "by": by, "zone": deck}
    if data.id == "look" and after is None:  # an empty deck's look is judged as any other
        return Question(id=question_id, asks=by, kind="number", title=title,
                        text=Text(data.prompt or data.tip), blocking=False, low=1,
                        high=max(1, deck_size), submit=Text("command.next"),
                        answer={**look, "count": CHOICE})
    if after is not None:
        look["count"] = after
        question_id = f"{question_id}:{after}"
        title = Text("command.look.top", {"count": after})
    if table.check(look).ok:
        return None
    sources = tuple(str(c["label"]) for c in table.sources(by) if c.get("label"))
    if not sources:
        return None
    return Question(id=question_id, asks=by, kind="cards", title=title,
                    text=Text("command.source.prompt"), blocking=False, cards=sources,
                    submit=submit, answer={**look, "source": CHOICE})


def fresh_label(label: str, taken: Container[str]) -> str:
    """``label``, or with the first number appended that makes it one not ``taken``."""
    found, more = label, 1
    while found in taken:
        more += 1
        found = f"{label}-{more}"
    return found
