"""The free table: any zones, nothing enforced; a mulligan is just the procedure, any time."""

from __future__ import annotations

from engine.rulesets import Ruleset
from engine.rulesets.berserk import act_mulligan


def register(ruleset: Ruleset) -> None:
    """The free table shares the mulligan procedure and nothing else."""
    ruleset.actions["mulligan"] = act_mulligan
