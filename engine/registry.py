"""The games the engine knows: one registry, as python-chess keeps its ``VARIANTS``.

A game is a data file (``engine/data/<name>.json``: zones, phases, counters, which acts exist, the
rules that are data) plus a module of procedures that registers the rest as hooks on its
:class:`Ruleset`. The built-in games are listed in ``engine/data/games.json``; a test or a plug-in
adds another with :func:`register_game`. Everything that lists games asks :func:`game_names`.

This module is the engine's second layer: it reads data and holds the :class:`Ruleset` class, but
never builds one (that is :func:`engine.rulesets.get_ruleset`, which loads the procedures).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from engine.state import ZoneSpec

if TYPE_CHECKING:
    from engine.core import Core, Tx
    from engine.state import Card

DATA = Path(__file__).resolve().parent / "data"
REQUIRED_KEYS = ("name", "zones", "phases", "counters", "acts", "card_fields", "card_types",
                 "procedures")


class _Registry:
    """The games in the order menus list them: name -> (data, procedures module or its name)."""

    def __init__(self) -> None:
        self.games: dict[str, tuple[dict[str, Any] | None, ModuleType | str | None]] | None = None
        self.version = 0  # bumped by every change, so built rulesets are rebuilt

    def loaded(self) -> dict[str, tuple[dict[str, Any] | None, ModuleType | str | None]]:
        if self.games is None:
            names = json.loads((DATA / "games.json").read_text("utf-8"))["games"]
            self.games = {name: (None, None) for name in names}
        return self.games


_REGISTRY = _Registry()


def game_names() -> tuple[str, ...]:
    """The names of every game the engine knows, built-in games first."""
    return tuple(_REGISTRY.loaded())


def game_data(name: str) -> dict[str, Any]:
    """A game's data (``engine/data/<name>.json`` for a built-in game); KeyError if unknown."""
    games = _REGISTRY.loaded()
    data, procedures = games[name]
    if data is None:
        data = json.loads((DATA / f"{name}.json").read_text("utf-8"))
        games[name] = (data, procedures)
    return data


load_ruleset_data = game_data  # the name card sets and decks know it by


def game_procedures(name: str) -> ModuleType | str:
    """The module (or its import name) whose ``register(ruleset)`` adds a game's procedures."""
    data = game_data(name)
    procedures = _REGISTRY.loaded()[name][1]
    return procedures if procedures is not None else data["procedures"]


def game_title(name: str) -> str:
    """A game's title as its players write it (``Берсерк``)."""
    return str(game_data(name).get("title", name))


def register_game(data: dict[str, Any], procedures: ModuleType | str) -> None:
    """Add a game: its data (as a data file would hold it) and its procedures module.

    Raises ValueError for a name already taken or data without a required key."""
    missing = [key for key in REQUIRED_KEYS if key not in data and key != "procedures"]
    if missing:
        raise ValueError(f"game data needs {', '.join(missing)}")
    games = _REGISTRY.loaded()
    name = data["name"]
    if name in games:
        raise ValueError(f"a game called {name!r} is already registered")
    games[name] = ({**data, "procedures": getattr(procedures, "__name__", procedures)}, procedures)
    _REGISTRY.version += 1


def unregister_game(name: str) -> None:
    """Forget a game added with :func:`register_game`."""
    del _REGISTRY.loaded()[name]
    _REGISTRY.version += 1


def registry_version() -> int:
    """A number that changes whenever a game is added or removed."""
    return _REGISTRY.version


ActionHandler = Callable[["Core", "Tx", dict[str, Any]], None]
PhaseStep = Callable[["Core", "Tx"], None]


class Ruleset:
    """One game's rules: its data, read into fields the engine uses, plus the procedures its
    module registers (hooks default to None: the game has no such procedure)."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.name: str = data["name"]
        self.data = data
        self.title: str = data.get("title", self.name)
        self.zones = {name: ZoneSpec(name, spec["kind"], spec["visibility"], spec["ordered"])
                      for name, spec in data["zones"].items()}
        self.open_zones: bool = bool(data.get("open_zones"))
        self.phases: tuple[str, ...] = tuple(data["phases"])
        self.setup_phases: tuple[str, ...] = tuple(data.get("setup_phases", ()))
        self.turn_order: tuple[str, ...] = self.setup_phases + self.phases
        self.all_phases = self.phases + self.setup_phases
        self.main_phase: str | None = data.get("main_phase")
        roles = data.get("zone_roles", {})
        self.deck_zone: str | None = roles.get("deck")
        self.hand_zone: str | None = roles.get("hand")
        self.graveyard_zone: str | None = roles.get("graveyard")
        self.counters: dict[str, int] = dict(data["counters"])
        self.cost_counter: str | None = data.get("cost_counter")
        self.owner_routing: dict[str, str] = data.get("owner_routing", {})
        self.clears_on_entry: dict[str, list[str]] = data.get("clears_on_entry", {})
        self.prepared_replacement: dict[str, Any] | None = data.get("prepared_replacement")
        self.fixed_order: dict[str, dict[str, Any]] = data.get("fixed_order", {})
        self.arrival_rules: dict[str, str] = data.get("arrival_rules", {})
        self.deck_search: dict[str, Any] | None = data.get("deck_search")
        self.shuffle_into_deck: bool = data.get("shuffle_into_deck", True)
        self.shuffle_rule: str | None = data.get("shuffle_rule")
        self.hero_zone: str | None = data.get("hero_zone")
        self.fixed_in_play: dict[str, str] = data.get("fixed_in_play", {})
        self.enters_tapped: dict[str, Any] | None = data.get("enters_tapped")
        self.play_timing: dict[str, Any] | None = data.get("play_timing")
        self.play_side: dict[str, Any] | None = data.get("play_side")
        self.played_onto: tuple[str, ...] = tuple(data.get("played_onto", ()))
        self.failed_draws: dict[str, Any] | None = data.get("failed_draws")
        self.hand_look_rule: str | None = data.get("hand_look_rule", "hand.look_needs_source")
        # Whether a ``source`` must be a card the acting player can be using (source.invalid).
        self.checks_source: bool = bool(data.get("checks_source"))
        self.reveal_ability_rule: str | None = data.get("reveal_ability_rule")
        self.destroy_rule: str = data.get("destroy_rule", "destroy.not_in_play")
        self.control_rule: str = data.get("control_rule", "control.not_in_play")
        self.header_keys: frozenset[str] = frozenset(data.get("header_keys", ()))
        self.opening_hand: int = data.get("opening_hand", 5)
        self.act_names: tuple[str, ...] = tuple(data["acts"])
        # Filled in by engine.rulesets: the handler of every act, and the procedures.
        self.acts: dict[str, ActionHandler] = {}
        self.phase_steps: dict[str, PhaseStep] = {}
        self.cost_of: Callable[[Core, Card], int | None] | None = None
        self.after_play: Callable[[Core, Tx, Card], None] | None = None
        self.after_action: Callable[[Core, Tx, str], None] | None = None
        self.check_reveal: Callable[[Core, Tx, Card, bool], None] | None = None
        self.check_create: Callable[[Core, Tx, str], None] | None = None
        self.blocking: Callable[[Core], tuple[str, str, frozenset[str]] | None] | None = None
        self.pending: Callable[[Core, str], dict[str, Any] | None] | None = None
        self.outcome: Callable[[Core], dict[str, Any] | None] | None = None
        # Every player who has lost by the state now (an outcome each); without it, ``outcome``.
        self.losers: Callable[[Core], list[dict[str, Any]]] | None = None
        # Whether an action's events may have made a player lose (without it: any action may):
        # who has lost is read again only then, not after every move of a long replay.
        self.may_end: Callable[[Core, list[dict[str, Any]]], bool] | None = None
        self.shown_counters: Callable[[Core, str], dict[str, int]] | None = None
        self.setup: Callable[[dict[str, Any]], None] | None = None
        self.view_extra: Callable[[Core, str], dict[str, Any]] | None = None

    def zone(self, name: str) -> ZoneSpec | None:
        """The spec of a zone name, or None if the ruleset has no such zone."""
        spec = self.zones.get(name)
        if spec is None and self.open_zones and name:
            return ZoneSpec(name, "area", "everyone", False)
        return spec

    def destination(self, table: str, card_type: str) -> str:
        """Where a card of this type goes by the table ``play_destinations``/``create_destinations``."""
        mapping: dict[str, str] = self.data[table]
        return mapping.get(card_type, mapping["*"])

    def __repr__(self) -> str:
        return f"Ruleset({self.name!r})"
