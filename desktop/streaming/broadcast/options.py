"""How the broadcast looks and speaks: its options (saved) and its texts (translated)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, NamedTuple

from desktop.qt import QT_TRANSLATE_NOOP, QCoreApplication, QSettings
from desktop.streaming.broadcast.spectator import SpectatorLog
from desktop.table.cardface import DEFAULT_COLOR, TYPE_COLORS, card_language, type_title
from desktop.texts import (
    CARD_TYPES,
    MARKERS,
    counter_title,
    engine_message,
    interface_language,
    log_text,
    marker_title,
    phase_title,
    stat_title,
    zone_title,
)
from engine.games import all_stats
from engine.protocol import Question, public
from engine.terms import game_terms

CONTEXT = "Broadcast"

# English templates, looked up in the ``Broadcast`` translation context (as texts.py does).
TEXTS = {
    "turn": QT_TRANSLATE_NOOP("Broadcast", "Turn {number}"),
    "last_card": QT_TRANSLATE_NOOP("Broadcast", "Last card"),
    "no_card": QT_TRANSLATE_NOOP("Broadcast", "No card in the open yet"),
    "log": QT_TRANSLATE_NOOP("Broadcast", "Game log"),
    "lost": QT_TRANSLATE_NOOP("Broadcast", "{player} lost"),
    "title": QT_TRANSLATE_NOOP("Broadcast", "Cardtable broadcast"),
    "revealed": QT_TRANSLATE_NOOP("Broadcast", "Every card revealed"),
    "closed": QT_TRANSLATE_NOOP("Broadcast", "The table is closed"),
}


def say(key: str, **params: Any) -> str:
    """One of the broadcast's texts in the interface language, filled in."""
    return QCoreApplication.translate(CONTEXT, TEXTS[key]).format(**params)


def question_line(questions: Sequence[Question]) -> dict[str, str] | None:
    """The open question the band shows (the first the game asks), as the audience may know it:
    who answers it and its title in the interface language; None while nothing is asked."""
    if not questions:
        return None
    question = public(questions[0])
    title = question.title
    return {"asks": question.asks, "title": engine_message(title.id, title.params) or title.id}


def page_data(view: dict | None = None) -> dict[str, Any]:
    """What the overlay page needs besides the view: its texts translated here (the page has no
    translator), the names of zones, phases and counters as the table names the game's terms,
    card types and stats as the table's faces print them (in the card set's language), markers,
    and the card frame colours."""
    view = view or {}
    ruleset = view.get("ruleset")
    cards = [card for zone in (view.get("zones") or {}).values() for card in zone.get("cards") or []
             if not card.get("hidden")]
    game = game_terms(str(ruleset or ""))
    zones = set(game["zone"]) | {z.get("zone", "") for z in (view.get("zones") or {}).values()}
    phases = set(game["phase"]) | set(view.get("phases") or [])
    counters = set(game["counter"]) | {name for state in (view.get("players_state") or {}).values()
                                       for name in state}
    types = set(CARD_TYPES) | {str(card.get("type", "")).lower() for card in cards}
    stats = set(all_stats()) | {key for card in cards for key in card.get("stats") or {}}
    markers = set(MARKERS) | {key for card in cards for key in card.get("markers") or {}}
    language = card_language()
    return {
        "lang": interface_language(),
        "texts": {key: QCoreApplication.translate(CONTEXT, text) for key, text in TEXTS.items()},
        "zones": {name: zone_title(name, ruleset) for name in sorted(zones) if name},
        "phases": {name: phase_title(name, ruleset) for name in sorted(phases)},
        "counters": {name: counter_title(name, ruleset) for name in sorted(counters)},
        "types": {name: type_title(name, language) for name in sorted(types) if name},
        "stats": {name: stat_title(name, language) for name in sorted(stats)},
        "markers": {name: marker_title(name) for name in sorted(markers)},
        "type_colors": {**TYPE_COLORS, "": DEFAULT_COLOR},
    }


def worded(entry: dict, ruleset: str | None) -> dict:
    """A log entry with its ``line``: the entry as the audience reads it, in the interface
    language (made from the entry's public parts, as the main window's log is)."""
    return {**entry, "line": log_text(entry, ruleset)}


def with_log_lines(view: dict) -> dict:
    """A view with its whole log (``game.view(..., log=True)``), each entry with its ``line``."""
    ruleset = view.get("ruleset")
    return {**view, "log": [worded(entry, ruleset) for entry in view.get("log") or []]}


class LogLines:
    """The spectator log in words, kept a few lines at a time as the game's ``log_since`` hands
    them on: only new lines are put into words (a log grows by a line an action and may hold
    thousands). ``lines`` is the whole log in words; :meth:`forget` when the language changes."""

    def __init__(self) -> None:
        self.lines = SpectatorLog()

    def take(self, ruleset: str | None, keep: int, entries: list[dict]) -> list[dict]:
        """Keep the first ``keep`` lines, add ``entries`` in words; return those new lines."""
        added = [worded(entry, ruleset) for entry in entries]
        self.lines.cut(keep)
        self.lines.add(added)
        return added

    def forget(self) -> None:
        """Start again from no line (a new list: views handed on keep the old one)."""
        self.lines = SpectatorLog()


class _OptionValues(NamedTuple):
    width: int = 1920
    height: int = 1080
    background: str = "plain"
    font_scale: float = 1.0
    port: int = 8765


class BroadcastOptions(_OptionValues):
    """How the broadcast looks: output size, background, text size; and the overlay's port.

    Values out of range become the defaults. Immutable: :meth:`changed` makes another. (A named
    tuple and not a dataclass: it is made before the first paint, see desktop.table.scene.)"""

    __slots__ = ()

    SIZES: ClassVar[tuple[tuple[int, int], ...]] = ((1920, 1080), (1280, 720))
    BACKGROUNDS: ClassVar[dict[str, str]] = {"plain": "#16241b", "green": "#00b140",
                                             "magenta": "#ff00ff"}
    FONT_SCALES: ClassVar[tuple[float, ...]] = (0.8, 1.0, 1.25, 1.5)

    def __new__(cls, width: int = 1920, height: int = 1080, background: str = "plain",
                font_scale: float = 1.0, port: int = 8765) -> BroadcastOptions:
        if (width, height) not in cls.SIZES:
            width, height = cls.SIZES[0]
        if background not in cls.BACKGROUNDS:
            background = "plain"
        font_scale = min(max(float(font_scale), 0.5), 2.0)
        if not 1 <= int(port) <= 65535:
            port = 8765
        return super().__new__(cls, width, height, background, font_scale, port)

    @property
    def size(self) -> tuple[int, int]:
        """The output size in pixels."""
        return self.width, self.height

    def changed(self, **changes: Any) -> BroadcastOptions:
        """These options with some values changed (checked as a new one's are)."""
        return BroadcastOptions(**{**self._asdict(), **changes})

    @classmethod
    def load(cls, store: QSettings) -> BroadcastOptions:
        """The options saved in ``store`` (group ``broadcast``), defaults where missing."""
        values = {}
        for name, default in _OptionValues._field_defaults.items():
            kind = type(default)
            values[name] = kind(store.value(f"broadcast/{name}", default, type=kind))
        return cls(**values)

    def save(self, store: QSettings) -> None:
        """Remember the options in ``store``."""
        for name, value in self._asdict().items():
            store.setValue(f"broadcast/{name}", value)
