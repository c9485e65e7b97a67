"""pydantic models of card definitions, one per ruleset, generated from the ruleset's data.

They validate playtesters' card-set files at the boundary and give the published JSON Schema.
The engine's own record reader uses the equivalent plain checker in :mod:`engine.cards` (fast to
import); ``tests/engine/test_card_definitions.py`` keeps the two in agreement.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
    create_model,
    model_validator,
)

from engine.cards import SUBTYPES, type_problem
from engine.messages import MessageError, msg
from engine.rulesets import load_ruleset_data


class CostModifierModel(BaseModel):
    """A Berserk cost modifier: on the card itself, or on a tribe while the card is in play."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    self_per_card_in_hand: StrictInt | None = None
    tribe: StrictStr | None = None
    amount: StrictInt | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> CostModifierModel:
        has_group = self.tribe is not None or self.amount is not None
        if self.self_per_card_in_hand is None and not has_group:
            raise MessageError(msg("cost_mod.kind"))
        if has_group and (self.tribe is None or self.amount is None):
            raise MessageError(msg("cost_mod.group"))
        return self


FIELD_TYPES: dict[str, Any] = {
    "int": StrictInt | None,
    "bool": StrictBool | None,
    "str": StrictStr | None,
    "strike": list[StrictInt] | None,
    "subtype": Literal[SUBTYPES] | None,  # type: ignore[valid-type]
    "cost_mod": CostModifierModel | None,
}


class CardModelBase(BaseModel):
    """Fields every card of every game has."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    name: StrictStr = Field(min_length=1)
    type: StrictStr = Field(min_length=1)
    text: StrictStr = ""
    image: StrictStr | None = None


@cache
def card_model(ruleset: str) -> type[CardModelBase]:
    """The pydantic model of a card definition in ``ruleset``."""
    data = load_ruleset_data(ruleset)
    types: dict[str, dict[str, list[str]]] = data["card_types"]
    fields: dict[str, Any] = {
        name: (FIELD_TYPES[kind], None) for name, kind in data["card_fields"].items()
    }

    def check_type_stats(model: CardModelBase) -> CardModelBase:
        problem = type_problem(model.type, types, data["card_fields"],
                               lambda stat: getattr(model, stat))
        if problem is not None:
            raise MessageError(problem)
        return model

    return create_model(  # type: ignore[call-overload, no-any-return]
        f"{ruleset.capitalize()}CardDefinition",
        __base__=CardModelBase,
        __validators__={"check_type_stats": model_validator(mode="after")(check_type_stats)},
        **fields,
    )


def card_json_schema(ruleset: str) -> dict[str, Any]:
    """The JSON Schema of a card definition in ``ruleset``."""
    return card_model(ruleset).model_json_schema()
