"""What a phone may send, checked by pydantic before anything reaches the engine (no Qt).

Every message is one JSON text frame of at most ``MAX_MESSAGE`` bytes (the WebSocket refuses
larger ones itself), an object whose ``type`` picks one strict model: no field more, none of
another type (``"1"`` is not 1), strings and lists of bounded length, labels without control
characters. The first message of a connection is ``hello`` with the seat's secret; every other one
is what the seat does, with an ``id`` its answer (``result``) carries back. The engine still
judges each action as it judges the table's: the models only make sure that what reaches it is
the shape the table itself would send. Messages from the server are plain dicts (docs/phones.md).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

MAX_MESSAGE = 4096  # bytes in one message from a phone
MAX_CARDS = 60  # cards named in one message (a mulligan of a whole hand)

Name = Annotated[str, Field(min_length=1, max_length=100, pattern=r"^[^\x00-\x1f\x7f]+$")]
Secret = Annotated[str, Field(min_length=16, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]
Id = Annotated[int, Field(ge=0, le=2**31)]


class Strict(BaseModel):
    """No extra fields, no type coercion, frozen."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


class Hello(Strict):
    """The first message: who this phone is (the secret from its QR code)."""

    type: Literal["hello"]
    secret: Secret


class CardAct(Strict):
    """Discard a hand card, or use its Flow, Treasure or Duel."""

    type: Literal["discard", "flow", "treasure", "duel"]
    id: Id
    card: Name


class Play(Strict):
    """Play a hand card onto one of the seat's zones where the game plays cards."""

    type: Literal["play"]
    id: Id
    card: Name
    to: Name


class DuelAnswer(Strict):
    """The defender's answer: a duel card, or ``null`` to decline (explicitly)."""

    type: Literal["duel_answer"]
    id: Id
    card: Name | None


class DuelEffect(Strict):
    """The winner's choice of the duel's effect and its player."""

    type: Literal["duel_effect"]
    id: Id
    effect: Literal["damage", "heal"]
    target: Name


class Mulligan(Strict):
    """The Berserk mulligan: the hand cards to put back (none: keep the hand)."""

    type: Literal["mulligan"]
    id: Id
    cards: Annotated[list[Name], Field(max_length=MAX_CARDS)]


class Prevent(Strict):
    """A reaction: prevent the play or Flow offered when the log had ``at`` lines (the chance
    the phone was shown: a later one is not taken for it), reacting with the hand card listed,
    if any (its cost is paid and it is discarded with the reaction). The card prevented is not
    named: a Flow's card lies hidden in its owner's deck by then."""

    type: Literal["prevent"]
    id: Id
    at: Annotated[int, Field(ge=0, le=10**7)]
    reacting_with: Annotated[list[Name], Field(max_length=1)]


class Look(Strict):
    """Look at the top ``count`` cards of the own deck, or search it (``null``), by the ability
    of ``source``."""

    type: Literal["look"]
    id: Id
    source: Name
    count: Annotated[int, Field(ge=1, le=MAX_CARDS)] | None


class Take(Strict):
    """Take a card seen in a look into the hand (by the same ``source``)."""

    type: Literal["take"]
    id: Id
    card: Name
    source: Name


class Phase(Strict):
    """Go on to a later phase (the active player)."""

    type: Literal["phase"]
    id: Id
    to: Name


class Simple(Strict):
    """Draw a card, or end the turn."""

    type: Literal["draw", "end_turn"]
    id: Id


Action = Annotated[CardAct | Play | DuelAnswer | DuelEffect | Mulligan | Prevent | Look | Take
                   | Phase | Simple, Field(discriminator="type")]
_hello = TypeAdapter(Hello)
_action: TypeAdapter[Action] = TypeAdapter(Action)


class BadMessage(ValueError):
    """A message that is not one the page sends: the connection is closed."""


def _parse(adapter: TypeAdapter, text: str | bytes) -> object:
    if len(text) > MAX_MESSAGE:
        raise BadMessage(f"a message of more than {MAX_MESSAGE} bytes")
    try:
        return adapter.validate_json(text, strict=True)
    except ValidationError as error:
        first = error.errors(include_url=False, include_input=False)[0]
        where = ".".join(str(part) for part in first.get("loc", ())) or "message"
        raise BadMessage(f"{where}: {first.get('msg', 'not valid')}") from None


def parse_hello(text: str | bytes) -> Hello:
    """The first message of a connection; ``BadMessage`` if it is anything else."""
    result = _parse(_hello, text)
    assert isinstance(result, Hello)
    return result


def parse_action(text: str | bytes) -> Action:
    """One of the seat's actions; ``BadMessage`` if it is not one."""
    return _parse(_action, text)  # type: ignore[return-value]
