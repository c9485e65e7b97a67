"""Translated names of zones, phases and counters, and verdict sentences from message codes.

The engine sends codes and parameters; the desktop looks up the engine's English template of the
code in the ``Messages`` translation context and fills it in, so there is one list of sentences.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.qt import QCoreApplication


def _t(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


ZONES = {
    "hand": "Hand", "deck": "Deck", "discard": "Discard", "graveyard": "Graveyard",
    "void": "Void", "reserve": "Reserve", "guard": "Guard post", "table": "Table",
    "play": "Play", "supply": "Supply", "sideboard": "Sideboard", "removed": "Removed",
}
PHASES = {
    "prep": "Prep", "draw": "Draw", "main": "Main", "combat": "Combat", "healing": "Healing",
    "end": "End", "restore": "Restore", "accumulate": "Accumulate", "mulligan": "Mulligan",
}
COUNTERS = {"life": "Life", "VP": "VP", "coins": "Coins", "coin_markers": "Coin markers"}


def zone_title(name: str) -> str:
    """The translated name of a zone (``anna.discard`` → ``Discard``)."""
    short = name.split(".", 1)[-1]
    return _t("Zones", ZONES[short]) if short in ZONES else short.capitalize()


def phase_title(name: str) -> str:
    """The translated name of a phase."""
    return _t("Phases", PHASES[name]) if name in PHASES else name.capitalize()


def counter_title(name: str) -> str:
    """The translated name of a player counter."""
    return _t("Counters", COUNTERS[name]) if name in COUNTERS else name


def _get(verdict: Any, key: str, default: Any = None) -> Any:
    if isinstance(verdict, Mapping):
        return verdict.get(key, default)
    return getattr(verdict, key, default)


def verdict_sentence(verdict: Any) -> str:
    """A sentence explaining a verdict, in the interface language."""
    from engine.messages import MESSAGES

    code = _get(verdict, "code") or ""
    params = _get(verdict, "params") or {}
    template = MESSAGES.get(code)
    if template is not None:
        try:
            return _t("Messages", template).format(**params)
        except (KeyError, IndexError, ValueError):
            pass
    return str(_get(verdict, "message") or code)


def verdict_note(verdict: Any) -> str:
    """``rule 93.4.4: sentence`` for flags and the log."""
    rule = _get(verdict, "rule")
    sentence = verdict_sentence(verdict)
    if not rule:
        return sentence
    return _t("Messages", "rule {rule}: {sentence}").format(rule=rule, sentence=sentence)
