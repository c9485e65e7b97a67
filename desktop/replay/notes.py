"""What the table says about the action at the replay's cursor, as the chosen viewer may read it.

An applied action is told from its log line (made by the engine for that viewer: it names only
cards the viewer could see when the action was taken). A refused action has no log line: its
verdict is told in full to whoever sees every card it names (the judge always), and to anyone
else only as its rule, so that a refusal never tells a viewer anything of a card they cannot see
(its type, its cost).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from desktop.procedures.base import named_cards, seen_labels
from desktop.qt import QCoreApplication
from desktop.texts import act_title, log_text, rule_note, verdict_note, verdict_sentence

HISTORY_ACTS = ("undo", "redo")


@dataclass(frozen=True)
class ActionNote:
    """The note beside the action's card: its look (``refused``, ``warn``, ``note`` for a rule
    that shaped a legal action, ``plain``), its text, and where it goes: the cards it concerns
    that the viewer sees (first first), else the zones."""

    kind: str
    text: str
    headline: str
    cards: list[str] = field(default_factory=list)
    zones: list[str] = field(default_factory=list)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Replay", text)


def named_zones(action: dict[str, Any]) -> list[str]:
    """The zones an action names (where it puts cards first)."""
    return [zone for zone in (action.get("to"), action.get("zone")) if isinstance(zone, str)]


def action_note(timeline: Any, n: int, viewer: str, view: dict) -> ActionNote | None:
    """The note of action ``n`` as ``viewer`` (whose ``view`` at ``n`` is given) may read it;
    None at the start (no action yet)."""
    action, verdict = timeline.action(n), timeline.verdict(n)
    if action is None or verdict is None:
        return None
    by, act = str(action.get("by", "")), str(action.get("act", ""))
    if not verdict.applied:
        named = named_cards(action)
        knows = viewer == "judge" or set(named) <= seen_labels(view)
        text = verdict_note(verdict) if knows else rule_note(
            verdict.rule, _tr("{player}'s action was refused.").format(player=by))
        seen = [label for label in named if label in seen_labels(view)]
        headline = _tr("{player} · {action}: refused").format(player=by, action=act_title(act))
        return ActionNote("refused", text, headline, seen, named_zones(action))
    if act in HISTORY_ACTS:  # says what happened to the history, names no card
        return ActionNote("plain", verdict_sentence(verdict),
                          f"{by} · {act_title(act)}", [], named_zones(action))
    size = timeline.log_size(n)
    (line,) = timeline.log_lines(n, viewer, size - 1, size)
    kind = "warn" if line.get("flagged") else "note" if line.get("rule") else "plain"
    # Beside the cards the action moved, named or made (those the viewer sees), else its zones.
    visible = seen_labels(view)
    events = verdict.events
    labels = [move.get("label") for move in line.get("moves") or []]
    labels += [*(line.get("cards") or []), *(event.get("card") for event in events)]
    zones = [event.get("to") or event.get("zone") for event in events] + named_zones(action)
    return ActionNote(kind, verdict_note(line), log_text(line, view.get("ruleset")),
                      [label for label in dict.fromkeys(labels) if label in visible],
                      [zone for zone in dict.fromkeys(zones) if isinstance(zone, str)])
