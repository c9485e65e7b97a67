"""The Action dock of a replay: the action at the cursor, its verdict, the scenario's expectations
checked there, and (for the judge) every deck in its order."""

from __future__ import annotations

import html
import json
from typing import Any

from desktop.qt import QDockWidget, QTextBrowser, QWidget
from desktop.replay.notes import ActionNote
from desktop.texts import phase_title, zone_title

VERDICT_COLORS = {"refused": "#e03c31", "warn": "#e67e22", "note": "#c9a227", "plain": "#4f9a6a"}
PASSED, FAILED = "#2e9d5a", "#e03c31"
DECK_NAMES_SHOWN = 12  # a deck's first cards named in the judge's list; the rest counted


def _p(text: str, color: str | None = None, bold: bool = False) -> str:
    style = f' style="color:{color}"' if color else ""
    body = html.escape(text)
    return f"<p{style}>{'<b>' + body + '</b>' if bold else body}</p>"


class ActionDock(QDockWidget):
    """What happened at the cursor, in words, beside the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("action")
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.setWidget(self.text)
        self.retranslate()

    def retranslate(self) -> None:
        """The dock's title in the interface language."""
        self.setWindowTitle(self.tr("Action"))

    def show_position(self, replay: Any, note: ActionNote | None, decks: list[str]) -> None:
        """Describe the replay's cursor: ``note`` (None at the start), the expectations checked
        there, and ``decks`` (the judge's: every deck in order)."""
        n, view = replay.position, replay.view
        turn = view.get("turn") or {}
        where = self.tr("turn {number}: {player}, {phase}").format(
            number=turn.get("number", "?"), player=turn.get("active", "?"),
            phase=phase_title(str(turn.get("phase", ""))))
        parts: list[str] = []
        if note is None:
            parts.append(_p(self.tr("The start, before any action"), bold=True))
            parts.append(_p(where))
        else:
            line = replay.timeline.line(n)
            parts.append(_p(self.tr("Action {n} of {total} · record line {line}").format(
                n=n, total=replay.length, line=line), bold=True))
            parts.append(_p(where))
            parts.append(_p(note.headline))
            parts.append(_p(self.verdict_title(note.kind), VERDICT_COLORS[note.kind], bold=True))
            parts.append(_p(note.text))
        parts += self._expectations(replay.timeline.expectations(n))
        if decks:
            parts.append(_p(self.tr("Decks, top first (the judge's view)"), bold=True))
            parts += [_p(deck) for deck in decks]
        self.text.setHtml("".join(parts))

    def verdict_title(self, kind: str) -> str:
        """How the verdict is called in the dock."""
        return {"refused": self.tr("Refused"),
                "warn": self.tr("Carried out against the rules (flagged)"),
                "note": self.tr("Legal; a rule shaped it"),
                "plain": self.tr("Legal")}[kind]

    def deck_lines(self, view: dict, deck_zones: set[str]) -> list[str]:
        """Each deck of the view with its cards named top first (the judge sees them all)."""
        lines = []
        for zone in (view.get("zones") or {}).values():
            if zone.get("zone") not in deck_zones:
                continue
            cards = zone.get("cards") or []
            names = [str(card.get("name", "?")) for card in cards[:DECK_NAMES_SHOWN]
                     if not card.get("hidden")]
            title = zone_title(str(zone.get("zone")), view.get("ruleset"))
            text = f"{zone.get('player')} · {title} ({len(cards)}): " + ", ".join(names)
            if len(cards) > len(names):
                text += " " + self.tr("… and %n more", "", len(cards) - len(names))
            lines.append(text)
        return lines

    def _expectations(self, expectations: list[Any]) -> list[str]:
        parts = []
        for expectation in expectations:
            expected = json.dumps(expectation.expect, ensure_ascii=False)
            if expectation.passed:
                parts.append(_p(self.tr("✔ line {line} holds: {expected}").format(
                    line=expectation.line, expected=expected), PASSED))
                continue
            parts.append(_p(self.tr("✘ line {line} fails: {expected}").format(
                line=expectation.line, expected=expected), FAILED, bold=True))
            parts += [_p(problem, FAILED) for problem in expectation.problems]
        return parts

