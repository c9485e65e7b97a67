"""What the table says aloud to a screen reader (issue 32), through Qt's accessibility
announcements (``QAccessibleAnnouncementEvent``, Qt 6.8 or later; AT-SPI's ``announcement``
event on Linux): a refusal and a rule's flag the moment they show, each action as the log tells
it to this seat (the other player's too: at once, or when a hot seat's player takes the seat
again), a new phase or turn, a question that opens on the strip, a reaction's offer in the
band. Every text is one the table shows its viewer already (a flag, the status bar, the log as
they read it, the strip, the band): nothing is said that the screen does not show, and nothing
while the hand-off screen hides the table.
"""
from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, cast

from desktop.qt import QAccessible, QAccessibleAnnouncementEvent, QObject, QTimer, Signal
from desktop.texts import log_text, phase_title

if TYPE_CHECKING:
    from desktop.mainwindow import MainWindow
    from engine.game import Game

CATCH_UP_LINES = 12  # the other players' newest lines said when a player takes the seat
QUIET_ACTS = ("phase", "end_turn")  # said as the new phase or turn instead


class Announcer(QObject):
    """The announcements of one main window."""

    announced = Signal(str, bool)  # the text, and whether it interrupts (a refusal)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._recent: set[str] = set()  # said in this turn of the event loop: not again
        self._turn: tuple | None = None
        self._viewer: str | None = None
        self._seen: dict[str, int] = {}  # per player: the log's length when they last looked
        self._controller: Any = None

    def window(self) -> MainWindow:
        return cast("MainWindow", self.parent())

    def say(self, text: str, assertive: bool = False) -> None:
        """Announce ``text`` (``assertive``: at once, interrupting), once however many parts
        of the table show it at the same moment (a refusal's flag and the status bar)."""
        text = " ".join(text.split())
        if not text or text in self._recent:
            return
        if not self._recent:
            QTimer.singleShot(0, self._recent.clear)
        self._recent.add(text)
        event = QAccessibleAnnouncementEvent(self.window(), text)
        politeness = QAccessible.AnnouncementPoliteness
        event.setPoliteness(politeness.Assertive if assertive else politeness.Polite)
        QAccessible.updateAccessibility(event)
        self.announced.emit(text, assertive)

    # What the window hands on.
    def follow(self, controller: Any) -> None:
        """Listen to a new game's controller (its changes: phases, turns, seats)."""
        self._turn, self._viewer, self._seen = None, None, {}
        self._controller = controller
        controller.changed.connect(self._changed)

    def flagged(self, text: str, kind: str) -> None:
        """A flag on the table: a refusal or a warned action interrupts."""
        self.say(text, kind in ("refused", "warn"))

    def acted(self, action: dict, verdict: Any, said: str) -> None:
        """An applied action, as its log line reads to the table's viewer: who did what, with
        the cards the viewer may know (a draw names the cards to the one who drew them) and
        the rule's note; ``said`` (the status bar's words) where there is no line. A refusal
        is said by its flag."""
        if verdict is None or not verdict.applied or action.get("act") in QUIET_ACTS:
            return
        controller = self._controller
        size = int(controller.view.get("log_size") or 0)
        lines = controller.game.log_lines(controller.viewer, size - 1, size) if size else []
        self.say(spoken_line(lines[0]) if lines else said)

    # Phases, turns, seats.
    def _changed(self, result: Any) -> None:
        view = result.view
        turn = view.get("turn") or {}
        now = (turn.get("active"), turn.get("phase"), turn.get("number"))
        viewer = result.viewer
        if result.hidden:  # the hand-off screen: its button says whom it waits for
            self._viewer = None
            return
        players = list(view.get("players") or [])
        size = int(view.get("log_size") or 0)
        phase = phase_title(str(turn.get("phase") or ""))
        if viewer != self._viewer and viewer in players:  # a player took the seat
            self.say(self.tr("{player}'s turn: {phase}").format(player=now[0], phase=phase))
            self._catch_up(result.game, viewer, size)
        elif self._turn is not None and now != self._turn:
            if now[0] != self._turn[0] or now[2] != self._turn[2]:
                self.say(self.tr("{player}'s turn: {phase}").format(player=now[0], phase=phase))
            else:
                self.say(self.tr("Phase: {phase}").format(phase=phase))
        self._turn, self._viewer = now, viewer
        if viewer in players:
            self._seen[viewer] = size

    def _catch_up(self, game: Game, player: str, size: int) -> None:
        """The other players' actions since ``player`` last looked at the table, as the log
        tells them to ``player``: a hot seat's player hears what happened behind the screen."""
        start = self._seen.get(player)
        if start is None or start >= size:
            return
        lines = [line for line in game.log_lines(player, start, size)
                 if line.get("by") != player]
        if not lines:
            return
        texts = [spoken_line(line) for line in lines[-CATCH_UP_LINES:]]
        self.say(self.tr("Since you last looked: %n action(s). {lines}", "", len(lines)).format(
            lines=" ".join(text.rstrip(".") + "." for text in texts)))


def spoken_line(entry: dict) -> str:
    """A log line as it is said: without its number."""
    return re.sub(r"^[\d\u2013]+\. ", "", log_text(entry))
