"""pydantic models of card definitions, one per game, generated from its card schema.

They give a card set's field-level report of a row the plain checker refused, and the published
JSON Schema. Each field's pydantic type comes from its kind (:class:`engine.cards.FieldKind`), so a
kind is written in one place; the engine's own record reader uses the plain checker in
:mod:`engine.cards` (fast to import), and ``tests/engine/test_card_definitions.py`` keeps the two in
agreement.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, StrictStr, create_model, model_validator

from engine.cards import type_problem
from engine.games import game
from engine.messages import MessageError


class CardModelBase(BaseModel):
    """Fields every card of every game has."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    name: StrictStr = Field(min_length=1)
    type: StrictStr = Field(min_length=1)
    text: StrictStr = ""
    image: StrictStr | None = None


@cache
def _card_model(ruleset: str, _key: object) -> type[CardModelBase]:
    schema = game(ruleset).cards
    fields: dict[str, Any] = {name: (kind.model_type() | None, None)
                              for name, kind in schema.fields.items()}

    class TypeChecked(CardModelBase):
        """A card whose stats are the ones its type has (the game's schema says which)."""

        @model_validator(mode="after")
        def check_type_stats(self) -> TypeChecked:
            problem = type_problem(schema, self.type, lambda stat: getattr(self, stat))
            if problem is not None:
                raise MessageError(problem)
            return self

    return create_model(f"{ruleset.capitalize()}CardDefinition", __base__=TypeChecked, **fields)


def card_model(ruleset: str) -> type[CardModelBase]:
    """The pydantic model of a card definition in the game ``ruleset``."""
    return _card_model(ruleset, game(ruleset))


def card_json_schema(ruleset: str) -> dict[str, Any]:
    """The JSON Schema of a card definition in ``ruleset``."""
    return card_model(ruleset).model_json_schema()
