"""A game's commands (its data's ``commands``) and the question each asks now.

A command is what a player starts from a menu or a key: a hand card's ability (pick which card
has it), a guided procedure (pick the hand cards it takes), or a reaction (answer the optional
question the game has open for the player). Its texts and key are the game's data; the table and
the phone page show any command of this shape, and the answer goes through ``Game.answer`` like
every question's (``engine.protocol``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.gamedata import CommandData, GameData, GameDataError
from engine.protocol import CHOICE, Command, Question, Text

if TYPE_CHECKING:
    from pathlib import Path

    from engine.rules import Rules

PREFIX = "command"  # a command question's id: command:<command id>:<number of actions so far>
ZONE_ROLES = ("deck", "hand", "graveyard")


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
    """The game's commands, in its data's order."""
    return [as_command(data) for data in game.ruleset.data.commands]


def command_data(data: GameData, command_id: str) -> CommandData:
    """A game's command by its id; ``KeyError`` for a command the game does not have."""
    found = next((c for c in data.commands if c.id == command_id), None)
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


def ask(game: Rules, command_id: str, by: str) -> Question | None:
    """The question ``command_id`` asks ``by`` now: the open question whose answer makes its act,
    if one is asked of ``by``; else which of ``by``'s cards (in its ``from`` zone, with its
    ``needs`` stat) it takes; None when there is nothing to ask (no such card, no open question).
    ``KeyError`` for a command the game does not have."""
    data = command_data(game.ruleset.data, command_id)
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
    prefix, _, rest = question_id.partition(":")
    return rest.rpartition(":")[0] or None if prefix == PREFIX else None
