"""The Berserk mulligan's dialog (desktop.procedures.mulligan asks with it)."""

from __future__ import annotations

from desktop.procedures.stepdialog import StepDialog
from desktop.qt import Qt, QWidget


class MulliganDialog(StepDialog):
    """A player's mulligan: their hand as pictures; the cards picked go to the bottom of their
    deck. The answer button says what it does: *Keep this hand* or *Put back N cards*.
    ``picked``: the cards picked when the player last went back to the table (Escape)."""

    def __init__(self, player: str, cards: list[dict], parent: QWidget | None = None,
                 picked: list[str] | None = None) -> None:
        from desktop.dialogs import CardList  # with the dialog: the banner's texts need none

        super().__init__(self.tr("Mulligan: %s") % player, self.tr(
            "%s, keep this hand, or click the cards to put on the bottom of your deck: you "
            "draw as many.") % player, "", parent, default=True)
        self.player = player
        self.list = CardList(cards, several=True)
        self.list.setCurrentRow(-1)
        self.add(self.list, 1)
        self.finish_layout()
        chosen = set(picked or ())
        for row in range(self.list.count()):  # picked before Escape: picked again
            item = self.list.item(row)
            item.setSelected(item.data(Qt.ItemDataRole.UserRole) in chosen)
        self.list.itemSelectionChanged.connect(self._update)
        self.list.setFocus()
        self.resize(self.list.fit_width(max(4, min(len(cards), 7))), self.list.cell.height() + 190)
        self._update()

    def _update(self) -> None:
        count = len(self.chosen())
        self.answer.setText(self.tr("Keep this hand") if not count else self.tr(
            "Put back %n card(s) and draw as many", "", count))

    def chosen(self) -> list[str]:
        """The cards picked, in the order shown."""
        return self.list.picked_labels()
