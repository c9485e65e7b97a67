"""The single door between the table and the engine (like Anki's ``aqt/operations``).

A gesture becomes an action dict, the engine checks and applies it (its journal is written and
fsynced inside ``Game.apply``), and only then does the scene redraw from the new view. An action
whose journal line could not be written is not made at all (``unsaved``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from desktop.qt import QObject, QPointF, Signal
from desktop.table.items import CardItem
from desktop.table.scene import TableScene, ZoneSpecLite
from desktop.texts import problem_line, verdict_note

# (owner, cards as the viewer sees them) -> labels top first, or None to cancel.
OrderChooser = Callable[[str, list[dict]], list[str] | None]
FIRST_LOG_LINES = 200  # a log view starts with the newest lines and fills in the rest when idle


class Controller(QObject):
    """Applies actions for the player in the bottom seat and keeps the scene in step."""

    changed = Signal(object)        # the new view (a dict, handed on as it is: no copy per receiver)
    logged = Signal(int, object)    # the log as the table's viewer reads it: keep N lines, add these
    acted = Signal(dict, object)    # action, verdict (None when the engine rejected the line)
    failed = Signal(str)            # an action the engine could not read at all
    unsaved = Signal(object)        # JournalWriteError: the action could not be saved, so not made
    handoff = Signal(str)           # the table is hidden until this player takes the seat

    def __init__(self, game: Any, scene: TableScene, seat: str | None = None,
                 handoff: bool = True, choose_order: OrderChooser | None = None) -> None:
        super().__init__()
        self.game = game
        self.scene = scene
        self.fixed_seat = seat is not None
        self.seat: str = seat or game.active_player
        self.handoff_enabled = handoff
        self.hidden = False
        self.choose_order = choose_order
        self.specs = [ZoneSpecLite(s.name, s.kind) for s in game.zone_specs]
        self.view: dict = {}
        self._log_reader: tuple[str, Any] | None = None  # (viewer, mark of the last line handed on)

    @property
    def viewer(self) -> str:
        """Whose view the table shows: the seat, or a spectator's while the hand-off shows."""
        return "spectator" if self.hidden else self.seat

    def refresh(self) -> None:
        """Redraw the table and the docks from the engine's current view."""
        self.view = self.game.view(self.viewer)
        self.scene.show_view(self.view, self.specs, self.seat)
        if not self.hidden:  # behind the hand-off screen the log is covered: nothing to read
            self._hand_on_log()
        self.changed.emit(self.view)

    def reread_log(self) -> None:
        """Hand on the log again from its newest lines (a log view that starts, or changes its
        language); the view asks :meth:`log_lines` for the older ones."""
        self._log_reader = None
        self._hand_on_log()

    def log_lines(self, start: int, stop: int) -> list[dict]:
        """Lines ``start`` to ``stop`` of the log, as the viewer of the lines handed on reads
        them (a log view filling in older lines)."""
        viewer = self._log_reader[0] if self._log_reader else self.viewer
        return self.game.log_lines(viewer, start, stop)

    def _hand_on_log(self) -> None:
        """Emit ``logged`` with the lines the viewer lacks: one per action, none for an undo
        (which keeps one line less); the newest lines again when the viewer changed."""
        viewer = self.viewer
        mark = self._log_reader[1] if self._log_reader and self._log_reader[0] == viewer else None
        keep, lines, mark = self.game.log_since(viewer, mark, most=FIRST_LOG_LINES)
        self._log_reader = (viewer, mark)
        self.logged.emit(keep, lines)

    # Applying.
    def apply(self, action: dict) -> Any:
        """Apply one action; return its verdict (None if the engine could not read it)."""
        from engine.errors import JournalWriteError, RecordError

        try:
            verdict = self.game.apply(action)
        except RecordError as error:
            self.failed.emit(problem_line(error))
            self.acted.emit(action, None)
            return None
        except JournalWriteError as error:  # the engine took the action back: say why
            self.acted.emit(action, None)
            self.unsaved.emit(error)
            return None
        if verdict.applied:
            self._follow_turn()
            self.refresh()
        self.acted.emit(action, verdict)
        return verdict

    def act(self, act: str, **keys: Any) -> Any:
        """Apply ``{"act": act, "by": seat, **keys}``."""
        return self.apply({"act": act, "by": self.seat, **keys})

    def _follow_turn(self) -> None:
        """In hot seat, the active player takes the bottom seat (behind the hand-off screen)."""
        active = self.game.active_player
        if self.fixed_seat or active == self.seat:
            return
        self.seat = active
        if self.handoff_enabled:
            self.hidden = True
            self.handoff.emit(active)

    def take_seat(self) -> None:
        """The player behind the hand-off screen clicked: show their side."""
        self.hidden = False
        self.refresh()

    def undo_crosses_handoff(self) -> bool:
        """Whether the next undo takes back an end of turn (and so shows the other hand)."""
        history = self.game.history  # what undo takes back, newest last (not the whole record)
        return bool(history) and history[-1].get("act") == "end_turn"

    def undo(self) -> Any:
        """Take back the last applied action."""
        return self.act("undo")

    def redo(self) -> Any:
        """Apply again the last action taken back."""
        return self.act("redo")

    # Dragging cards between zones.
    def label_of(self, item: CardItem) -> str:
        """The label of a dragged card; a hidden top card is resolved by its place."""
        return item.label or self.game.label_at(item.zone, item.index)

    def drop(self, items: Sequence[CardItem], zone: str) -> Any:
        """Cards dropped on a zone: ``move`` or ``move_many``, then show the verdict."""
        labels = [self.label_of(item) for item in items]
        near = self.scene.home_of(items[0]) + QPointF(items[0].width, 0)
        if len(labels) == 1:
            action = {"act": "move", "by": self.seat, "card": labels[0], "to": zone}
        else:
            action = {"act": "move_many", "by": self.seat, "cards": labels, "to": zone}
            target = self.view.get("zones", {}).get(zone, {})
            # The engine says where cards arriving together lie in an order their owner chooses
            # (never a deck without a position: they are shuffled in).
            if self.choose_order and self.game.asks_order(zone):
                order = self.choose_order(target.get("player") or self.seat,
                                          [item.card for item in items])
                if order is None:
                    self.scene.return_home(items)
                    return None
                action["order"] = order
        verdict = self.apply(action)
        if verdict is None or not verdict.applied:
            self.scene.return_home(items)
            if verdict is not None:
                self.scene.flag(verdict_note(verdict), "refused", near)
            return verdict
        self.scene.finish_drag()
        self.show_verdict(verdict, labels[0], zone)
        return verdict

    def show_verdict(self, verdict: Any, label: str | None, zone: str | None) -> None:
        """Flag a warned action in red; note a legal action that a rule changed."""
        if not (verdict.flagged or verdict.rule):
            return
        self.scene.flag(verdict_note(verdict), "warn" if verdict.flagged else "note",
                        self._place_of(label, zone))

    def _place_of(self, label: str | None, zone: str | None) -> QPointF:
        item = self.scene.item_for(label) if label else None
        if item is not None:
            return item.mapToScene(item.boundingRect().topRight())
        zone_item = self.scene.zone_items.get(zone or "")
        if zone_item is not None:
            return zone_item.scene_rect().topLeft()
        return self.scene.sceneRect().center()
