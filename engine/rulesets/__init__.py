"""Rulesets: data where the rule is data (``engine/data/<name>.json``), small functions where it
is a procedure (``engine/rulesets/<name>.py``).

Adding a game means adding a data file and, only for procedures the data cannot express, a module
with hooks (see :class:`Ruleset`).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from engine.game import Game, Tx
    from engine.state import Card

RULESETS = ("hkk", "berserk", "free")
DATA = Path(__file__).resolve().parent.parent / "data"


@cache
def load_ruleset_data(name: str) -> dict[str, Any]:
    """The raw data of a ruleset, read once from ``engine/data/<name>.json``."""
    if name not in RULESETS:
        raise KeyError(name)
    return json.loads((DATA / f"{name}.json").read_text("utf-8"))


class ZoneSpec(NamedTuple):
    """How one kind of zone behaves: where it is drawn, who sees it, whether order matters."""

    name: str
    kind: str  # "hand" | "pile" | "area"
    visibility: str  # "everyone" | "owner" | "nobody"
    ordered: bool


ActionHandler = Callable[["Game", "Tx", dict[str, Any]], None]
PhaseStep = Callable[["Game", "Tx"], None]


class Ruleset:
    """One game's rules: its data plus the procedures registered by its module."""

    def __init__(self, name: str, data: dict[str, Any], zones: dict[str, ZoneSpec],
                 phases: tuple[str, ...], all_phases: tuple[str, ...]) -> None:
        self.name = name
        self.data = data
        self.zones = zones
        self.phases = phases
        self.all_phases = all_phases
        self.actions: dict[str, ActionHandler] = {}
        self.phase_steps: dict[str, PhaseStep] = {}
        self.cost_of: Callable[[Game, Card], int | None] | None = None
        self.after_play: Callable[[Game, Tx, Card], None] | None = None
        self.check_reveal: Callable[[Game, Tx, Card, bool], None] | None = None

    @property
    def open_zones(self) -> bool:
        """Whether any zone name is accepted (the free table)."""
        return bool(self.data.get("open_zones"))

    def zone(self, name: str) -> ZoneSpec | None:
        """The spec of a zone name, or None if the ruleset has no such zone."""
        spec = self.zones.get(name)
        if spec is None and self.open_zones:
            return ZoneSpec(name, "area", "everyone", False)
        return spec

    def destination(self, table: str, card_type: str) -> str:
        """Where a card of this type goes by the table ``play_destinations``/``create_destinations``."""
        mapping: dict[str, str] = self.data[table]
        return mapping.get(card_type, mapping["*"])


@cache
def get_ruleset(name: str) -> Ruleset:
    """The ruleset called ``name`` (``hkk``, ``berserk`` or ``free``), built once."""
    data = load_ruleset_data(name)
    zones = {
        zone_name: ZoneSpec(zone_name, spec["kind"], spec["visibility"], spec["ordered"])
        for zone_name, spec in data["zones"].items()
    }
    phases = tuple(data["phases"])
    ruleset = Ruleset(
        name=name,
        data=data,
        zones=zones,
        phases=phases,
        all_phases=phases + tuple(data.get("setup_phases", ())),
    )
    module = import_module(f"engine.rulesets.{name}")
    module.register(ruleset)
    return ruleset
