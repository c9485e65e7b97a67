"""Questions as data: what the engine waits for, in one shape every kind of seat renders.

A game asks its players things (answer a challenge with a card, choose an effect, put cards back,
react to a play). Each open question is a :class:`Question`: who answers (``asks``), what kind of
choice (``cards``: pick ``min``..``max`` of ``cards``; ``option``: one of ``options``; ``player``:
one of ``players``; ``number``: ``low``..``high``), its texts as message ids with parameters
(:class:`Text`, rendered in each seat's language), whether nothing else may happen first
(``blocking``), whether the answerer may leave it (``optional``), a way to decline
(``decline``), a confirmation to show before the answer is sent (``confirm``), the answer
button's text (``submit``), and the action the answer makes (``answer``: an action whose
``"$choice"`` value is replaced by the choice).

A game's commands (hand abilities, guided commands) are :class:`Command`: their menu text, tip
and key come from the game's data, and ``Game.ask`` gives the question a command asks now.

The table's dialogs, the hand-off screen, the phones' page and a remote seat render any question
of this shape; a game's package adds questions, never desktop or page code. Only the player who
answers sees a question's choices; every other viewer gets its :func:`public` part.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Any, Literal

import msgspec

CHOICE = "$choice"  # where an answer's choice goes in the question's action
Kind = Literal["cards", "option", "player", "number"]
# What an answer from a seat may hold (read from JSON: a phone, a remote seat): a label or an id
# of 1..100 characters without control characters, at most MAX_PICKED of them, a bounded number.
Label = Annotated[str, msgspec.Meta(min_length=1, max_length=100, pattern=r"^[^\x00-\x1f\x7f]+$")]
MAX_PICKED = 60
Choice = (Label | Annotated[list[Label], msgspec.Meta(max_length=MAX_PICKED)]
          | Annotated[int, msgspec.Meta(ge=-1_000_000, le=1_000_000)] | None)


class AnswerError(ValueError):
    """An answer that the question does not offer (another question, a card not offered…)."""


class Text(msgspec.Struct, frozen=True, omit_defaults=True):
    """A message id and its parameters; each seat renders it in its own language."""

    id: str
    params: dict[str, Any] = {}


class Option(msgspec.Struct, frozen=True, omit_defaults=True):
    """One of an ``option`` question's choices, or a question's way to decline: its text and
    the complete action it makes."""

    id: str
    text: Text
    action: dict[str, Any]


class Question(msgspec.Struct, frozen=True, omit_defaults=True, kw_only=True):
    """One open question of a game (see the module's docstring)."""

    id: str
    asks: str
    kind: Kind
    title: Text
    text: Text
    rule: str | None = None
    blocking: bool = True
    optional: bool = False
    cards: tuple[str, ...] = ()
    min: int = 1
    max: int = 1
    options: tuple[Option, ...] = ()
    players: tuple[str, ...] = ()
    low: int = 0
    high: int = 0
    decline: Option | None = None
    confirm: Text | None = None
    submit: Text | None = None
    single: bool = False  # a cards question answered by one card or none, never a list
    answer: dict[str, Any] = {}


class Command(msgspec.Struct, frozen=True, omit_defaults=True, kw_only=True):
    """A command of a game (its data's ``commands``): the act it makes, its menu ``text``, its
    ``tip``, its default ``key``, and what it asks. ``source``: the zone (role) its card comes
    from, ``needs``: the card stat that card must have, ``several``: it takes several cards;
    with no ``source`` it opens the open question whose answer makes its act (a reaction).
    ``none``: what to say when there is nothing to pick. ``params``: the action's other keys.
    ``shared``: a command every game has (engine.commands), not a reaction though it has no
    ``source``."""

    id: str
    act: str
    text: Text
    tip: Text
    key: str | None = None
    source: str | None = None
    needs: str | None = None
    several: bool = False
    none: Text | None = None
    params: dict[str, Any] = {}
    shared: bool = False  # one every game has (a token, a look, a search), asked by the engine

    def action(self, by: str, choice: Any) -> dict[str, Any]:
        """The command's action made with ``choice`` (a card label, or a list of them): the
        engine judges it as any other action (a card without the ability is refused there)."""
        key = "cards" if self.several else "card"
        return {**self.params, "act": self.act, "by": by, key: choice}


class Answer(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A seat's answer: the question's id and the choice (a card label, a list of labels, an
    option's id, a player, a number), or ``None`` to decline. Read from JSON, no field more and
    no value beyond :data:`Choice`'s bounds is taken."""

    question: Label
    choice: Choice = None


def public(question: Question) -> Question:
    """What a viewer other than the answerer may know of ``question``: who answers, what kind of
    question, its texts and rule, and whether it blocks; no choices."""
    return Question(id=question.id, asks=question.asks, kind=question.kind,
                    title=question.title, text=question.text, rule=question.rule,
                    blocking=question.blocking, optional=question.optional,
                    submit=question.submit)


def seen_by(question: Question, viewer: str) -> Question:
    """``question`` as ``viewer`` may see it (whole for the answerer)."""
    return question if viewer == question.asks else public(question)


def _filled(template: Any, choice: Any) -> Any:
    """``template`` with every ``"$choice"`` value replaced by ``choice``."""
    if template == CHOICE:
        return choice
    if isinstance(template, dict):  # a key whose choice is none is left out of the action
        return {key: _filled(value, choice) for key, value in template.items()
                if not (value == CHOICE and choice is None)}
    if isinstance(template, list):
        return [_filled(value, choice) for value in template]
    return template


def action_for(question: Question, answer: Answer) -> dict[str, Any]:
    """The action ``answer`` makes, once it is checked to be one the question offers (the
    engine then checks and applies it as any other action); ``AnswerError`` otherwise."""
    if answer.question != question.id:
        raise AnswerError(f"the answer is to {answer.question!r}, the open question is "
                          f"{question.id!r}")
    choice = answer.choice
    if choice is None:
        if question.decline is None:
            raise AnswerError("this question cannot be declined")
        return dict(question.decline.action)
    if question.kind == "option":
        option = next((o for o in question.options if o.id == choice), None)
        if option is None:
            raise AnswerError(f"{choice!r} is not one of the options")
        return dict(option.action)
    if question.kind == "cards":
        picked = [choice] if isinstance(choice, str) else choice
        if not isinstance(picked, list) or not all(isinstance(c, str) for c in picked):
            raise AnswerError("the answer names no cards")
        if len(set(picked)) != len(picked) or not set(picked) <= set(question.cards):
            raise AnswerError("a card answered is not offered (or is named twice)")
        if not question.min <= len(picked) <= question.max:
            raise AnswerError(f"pick {question.min} to {question.max} cards")
        if question.single:
            value: Any = picked[0] if picked else None
        else:
            value = picked if question.max > 1 or question.min != 1 else picked[0]
    elif question.kind == "player":
        if choice not in question.players:
            raise AnswerError(f"{choice!r} is not one of the players offered")
        value = choice
    else:  # number
        if not isinstance(choice, int) or isinstance(choice, bool) or not (
                question.low <= choice <= question.high):
            raise AnswerError(f"answer a number from {question.low} to {question.high}")
        value = choice
    action: dict[str, Any] = _filled(question.answer, value)  # a key chosen as none left out
    return action


def answered(asked: Iterable[Question | None], answer: Answer, by: str) -> dict[str, Any]:
    """The action ``by``'s ``answer`` makes, ``asked`` being the questions open now (asked
    again, so a stale answer is refused): ``AnswerError`` for an answer to none of them, by
    another player, or with a choice not offered."""
    question = next((q for q in asked if q is not None and q.id == answer.question), None)
    if question is None:
        raise AnswerError(f"no open question is {answer.question!r}")
    if question.asks != by:
        raise AnswerError(f"{question.asks} answers this question, not {by}")
    return action_for(question, answer)


def to_json(question: Question) -> bytes:
    """``question`` as JSON (a phone, a remote seat)."""
    return msgspec.json.encode(question)


def answer_from_json(data: bytes | str) -> Answer:
    """A seat's answer read from JSON, validated (``AnswerError`` names what is wrong)."""
    try:
        return msgspec.json.decode(data, type=Answer)
    except msgspec.ValidationError as error:
        raise AnswerError(str(error)) from None
    except msgspec.DecodeError as error:
        raise AnswerError(f"not an answer: {error}") from None
