"""What a phone may send, checked before anything reaches the engine (no Qt, no game).

Every message is one JSON text frame of at most ``MAX_MESSAGE`` bytes (the WebSocket refuses
larger ones itself), an object whose ``type`` picks one strict msgspec struct: no field more, none
of another type (``"1"`` is not 1, ``true`` is not 1), strings and lists of bounded length, labels
without control characters. The first message of a connection is ``hello`` with the seat's
secret; every other one is what the seat does, with an ``id`` its answer (``result``) carries back.

The messages are not declared again here: each is derived from a shape the engine owns.

- ``answer`` is the engine's :class:`engine.protocol.Answer` (the question's id and the choice)
  with ``type`` and ``id``: any question a game asks (an open question, or the one a game's
  command asks of a hand card) is answered with it, and the engine turns it into that
  question's action (``Game.answer``).
- ``play``, ``discard``, ``take``, ``look``, ``draw``, ``phase`` and ``end_turn`` take their
  keys and their keys' kinds from the shapes of the engine's shared acts
  (:data:`engine.actions.SHARED_SHAPES`), without ``by``: the server acts as the seat's player.

The engine still judges each action as it judges the table's: this only makes sure that what
reaches it is the shape the page itself sends. Messages from the server are plain dicts
(docs/phones.md).
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, cast

import msgspec
from msgspec import Meta

from engine.actions import SHARED_SHAPES
from engine.protocol import Answer, Label

MAX_MESSAGE = 4096  # bytes in one message from a phone
MAX_CARDS = 60  # cards named in one message (a whole hand put back)

Name = Label  # a card's label, a zone's or a phase's name: 1..100 characters, no control ones
Secret = Annotated[str, Meta(min_length=16, max_length=64, pattern=r"^[A-Za-z0-9_-]+$")]
Id = Annotated[int, Meta(ge=0, le=2**31)]
Count = Annotated[int, Meta(ge=1, le=MAX_CARDS)]

# What each kind of an action's key (engine.actions.KINDS) may be in a phone's message.
KIND_TYPES: dict[str, Any] = {
    "kind.string": Name,
    "kind.integer": Count,  # the only numbers a phone sends are counts of cards
    "kind.string_or_null": Name | None,
    "kind.string_list": Annotated[list[Name], Meta(max_length=MAX_CARDS)],
}


class Hello(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The first message: who this phone is (the secret from its QR code)."""

    type: Literal["hello"]
    secret: Secret


class Message(msgspec.Struct, frozen=True, forbid_unknown_fields=True, kw_only=True,
              tag_field="type"):
    """What a joined phone sends: its ``type`` and an ``id`` its result carries back."""

    id: Id


class AnswerMessage(Answer, frozen=True, forbid_unknown_fields=True, kw_only=True,
                    tag_field="type", tag="answer"):
    """The answer to one of the seat's open questions (:class:`engine.protocol.Answer`)."""

    id: Id


def derived(message: str, act: str, keys: tuple[str, ...],
            required: tuple[str, ...] = ()) -> type[Message]:
    """The message ``message``: ``keys`` of the shared act ``act``, of the kinds its shape
    gives them, required as there or where ``required`` names them (``by`` is never sent)."""
    shape = SHARED_SHAPES[act]
    fields: list[tuple[str, Any] | tuple[str, Any, Any]] = []
    for key in keys:
        kind = KIND_TYPES[shape[key].kind]
        fields.append((key, kind) if shape[key].required or key in required
                      else (key, kind | None, None))
    made = msgspec.defstruct(message.title().replace("_", ""), fields, bases=(Message,),
                             tag=message, module=__name__)
    return cast("type[Message]", made)  # defstruct is typed type[Struct]; bases makes it a Message


# The page's gestures that make one act of the engine: (the act, its keys a phone sends, the
# keys it must send).
Play = derived("play", "play", ("card", "to"), required=("to",))  # ``to``: a zone's name
Discard = derived("discard", "move", ("card",))  # to the seat's discard pile
Take = derived("take", "move", ("card", "source"), required=("source",))  # a card looked at
Look = derived("look", "look", ("source", "count"), required=("source",))  # no count: search
Draw = derived("draw", "draw", ())
Phase = derived("phase", "phase", ("to",))
EndTurn = derived("end_turn", "end_turn", ())

Action = AnswerMessage | Play | Discard | Take | Look | Draw | Phase | EndTurn
_hello = msgspec.json.Decoder(Hello)
_action = msgspec.json.Decoder(Action)


class BadMessage(ValueError):
    """A message that is not one the page sends: the connection is closed."""


def _parse(decoder: msgspec.json.Decoder, text: str | bytes) -> Any:
    if len(text) > MAX_MESSAGE:
        raise BadMessage(f"a message of more than {MAX_MESSAGE} bytes")
    try:
        return decoder.decode(text)
    except msgspec.ValidationError as error:
        raise BadMessage(str(error)) from None
    except msgspec.DecodeError as error:
        raise BadMessage(f"not JSON: {error}") from None


def kind(message: Any) -> str:
    """A parsed message's ``type``."""
    return str(message.__struct_config__.tag)


def parse_hello(text: str | bytes) -> Hello:
    """The first message of a connection; ``BadMessage`` if it is anything else."""
    hello: Hello = _parse(_hello, text)
    return hello


def parse_action(text: str | bytes) -> Any:
    """One of the seat's messages (an :data:`Action`); ``BadMessage`` if it is not one."""
    return _parse(_action, text)
