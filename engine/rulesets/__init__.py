"""Rulesets: each game's data (``engine/data/<name>.json``, read by :mod:`engine.registry`) plus
the procedures its module registers (``engine/rulesets/<name>.py``).

:func:`get_ruleset` builds a game's :class:`~engine.registry.Ruleset`: every act its data lists
gets the handler its module provides, else the shared one of :mod:`engine.acts`; then the module's
``register(ruleset)`` adds its procedures (phase steps, costs, outcome, pending steps...). Adding a
game is a data file plus such a module, registered with :func:`engine.registry.register_game`
(README, "Adding a game").
"""

from __future__ import annotations

from importlib import import_module

from engine.acts import GENERIC_ACTS
from engine.registry import (
    Ruleset,
    game_data,
    game_names,
    game_procedures,
    load_ruleset_data,
    registry_version,
)
from engine.state import ZoneSpec

__all__ = ["RULESETS", "Ruleset", "ZoneSpec", "get_ruleset", "load_ruleset_data"]

# The built-in games, for card sets and deck lists (which know only those); everything else asks
# engine.registry.game_names(), which also lists games registered at run time.
RULESETS: tuple[str, ...] = game_names()
EVERY_GAME_ACTS = ("enforcement",)  # a record's own acts (undo, redo, format) need no handler
_BUILT: dict[str, tuple[int, Ruleset]] = {}


def get_ruleset(name: str) -> Ruleset:
    """The ruleset of the game called ``name``, built once (KeyError if no such game)."""
    built = _BUILT.get(name)
    version = registry_version()
    if built is not None and built[0] == version:
        return built[1]
    ruleset = Ruleset(game_data(name))
    procedures = game_procedures(name)
    module = import_module(procedures) if isinstance(procedures, str) else procedures
    own = getattr(module, "ACTS", {})
    for act in (*ruleset.act_names, *EVERY_GAME_ACTS):
        handler = own.get(act) or GENERIC_ACTS.get(act)
        if handler is None:
            raise ValueError(f"game {name!r} lists act {act!r} but has no procedure for it")
        ruleset.acts[act] = handler
    register = getattr(module, "register", None)
    if register is not None:
        register(ruleset)
    _BUILT[name] = (version, ruleset)
    return ruleset
