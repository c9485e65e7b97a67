"""One dialog for any question of the engine (:mod:`engine.protocol`).

Whatever a game asks (pick cards, one of some options, a player, a number; with a way to
decline, or a confirmation first), this dialog renders it from the question alone: a game's
package adds questions, never dialogs. The answerer's choice is sent as an
:class:`~engine.protocol.Answer` (``answered``), which the engine turns into the question's action.

As with every guided step, Escape is *Back* and gives nothing up: the question stays open. A
question with a confirmation shows a second page naming the choice; Escape there goes back to the
first page. Declining is its own button, never a default. A cards question shows the cards'
faces; a choice the engine would refuse is said inside the dialog (``refusal``) and cannot be
sent.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from desktop.dialogs import CardList
from desktop.procedures.stepdialog import StepDialog
from desktop.qt import (
    QButtonGroup,
    QCoreApplication,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QRadioButton,
    QSignalBlocker,
    QSpinBox,
    QStackedWidget,
    Qt,
    QVBoxLayout,
    QWidget,
    Signal,
)
from desktop.texts import rule_note, text_of
from engine.protocol import Answer, Question

__all__ = ["QuestionDialog", "text_of"]


def _tr(text: str) -> str:
    return QCoreApplication.translate("Question", text)


class QuestionDialog(StepDialog):
    """The answerer's dialog for ``question``; ``cards`` finds a card as the answerer sees it
    (by label) for a question that offers cards."""

    answered = Signal(object)  # the Answer

    def __init__(self, question: Question, cards: Callable[[str], Mapping[str, Any] | None],
                 parent: QWidget | None = None,
                 refusal: Callable[[Answer], str] | None = None,
                 picked: str | list[str] | int | None = None) -> None:
        prompt = text_of(question.text)
        if question.rule:
            prompt = rule_note(question.rule, prompt)
        # An optional question costs another player something (a reaction undoes their play):
        # its answer is no default, so the Enter that took the seat does not answer it unseen.
        super().__init__(text_of(question.title), prompt, self._submit_text(question), parent,
                         default=not question.optional)
        self.refusal = refusal
        self.question = question
        self.pages = QStackedWidget()
        self.choosing = QWidget()
        column = QVBoxLayout(self.choosing)
        column.setContentsMargins(0, 0, 0, 0)
        self.list: CardList | None = None
        self.group: QButtonGroup | None = None
        self.number: QSpinBox | None = None
        self._values: list[str] = []
        if question.kind == "cards":
            shown = [dict(card) for card in map(cards, question.cards) if card is not None]
            self.list = CardList(shown, several=question.max > 1 or question.min != 1)
            self.list.setAccessibleName(text_of(question.text))  # what it asks
            self.list.setCurrentRow(-1)
            chosen = picked if isinstance(picked, list) else [picked]
            for row in range(self.list.count()):  # picked before Escape: picked again
                item = self.list.item(row)
                item.setSelected(item.data(Qt.ItemDataRole.UserRole) in chosen)
            self.list.itemSelectionChanged.connect(self._picked_changed)
            self.list.itemDoubleClicked.connect(lambda _item: self.accept())
            column.addWidget(self.list, 1)
            self.list.fit(max(3, min(len(shown), 7)))
            if not shown:  # nothing to pick: say so rather than show an empty field
                self.list.hide()
                column.addWidget(QLabel(_tr("You have no card that can be chosen here.")))
        elif question.kind in ("option", "player"):
            self.group = QButtonGroup(self)
            choices = ([(o.id, text_of(o.text)) for o in question.options]
                       if question.kind == "option" else [(p, p) for p in question.players])
            for index, (value, label) in enumerate(choices):
                button = QRadioButton(label)
                self.group.addButton(button, index)
                self._values.append(value)
                column.addWidget(button)
            self.group.idToggled.connect(lambda _id, _on: self._update())
        else:
            self.number = QSpinBox()
            self.number.setRange(question.low, question.high)
            # A number picked before Escape (or the flow's suggestion) is picked again.
            self.number.setValue(picked if isinstance(picked, int) else question.low)
            self.number.setAccessibleName(text_of(question.text))
            column.addWidget(self.number)
        self.note = QLabel()  # why the engine would refuse the choice
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #a02020;")
        self.note.hide()
        column.addWidget(self.note)
        self.pages.addWidget(self.choosing)
        self.confirming = QLabel()
        self.confirming.setWordWrap(True)
        self.confirming.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.confirming.setStyleSheet("font-size: 15px; padding: 16px;")
        self.pages.addWidget(self.confirming)
        self.add(self.pages, 1)
        self.decline: QPushButton | None = None
        if question.decline is not None:
            self.decline = self.buttons.addButton(text_of(question.decline.text),
                                                  QDialogButtonBox.ButtonRole.ActionRole)
            self.decline.setAutoDefault(False)
            self.decline.clicked.connect(self._decline)
        self.finish_layout()
        if self.list is not None:  # the cards side by side, no empty field below them
            self.resize(max(self.list.fit_width(max(3, min(self.list.count(), 7))),
                            self.sizeHint().width()), self.sizeHint().height())
        self._declining = False
        self._update()

    @staticmethod
    def _submit_text(question: Question) -> str:
        if question.confirm is not None:
            return _tr("Next…")
        return text_of(question.submit) if question.submit is not None else _tr("Answer")

    # The choice.
    def _picked_changed(self) -> None:
        """At most ``max`` cards: where one card is the answer, picking another drops the one
        picked before."""
        assert self.list is not None
        current = self.list.currentItem()
        chosen = self.list.selectedItems()
        if self.question.max == 1 and len(chosen) > 1 and current is not None and (
                current.isSelected()):
            blocker = QSignalBlocker(self.list)
            for item in chosen:
                item.setSelected(item is current)
            del blocker
        self._update()

    def picked(self) -> str | list[str] | int | None:
        """What is picked now, whole or not (kept when the player goes back)."""
        if self.list is not None:
            return [str(item.data(Qt.ItemDataRole.UserRole)) for item in self.list.selectedItems()]
        return self.choice()

    def choice(self) -> str | list[str] | int | None:
        """The choice made on the first page (None: nothing chosen yet)."""
        question = self.question
        if self.list is not None:
            picked = [str(item.data(Qt.ItemDataRole.UserRole))
                      for item in self.list.selectedItems()]
            if question.max > 1 or question.min != 1:
                return picked if question.min <= len(picked) <= question.max else None
            return picked[0] if len(picked) == 1 else None
        if self.group is not None:
            index = self.group.checkedId()
            return self._values[index] if index >= 0 else None
        return self.number.value() if self.number is not None else None

    def ready(self) -> bool:
        return self._declining or (self.choice() is not None and not self.note.text())

    def _update(self) -> None:
        choice = self.choice()
        why = ""
        if choice is not None and self.refusal is not None:
            why = self.refusal(Answer(self.question.id, choice))
        self.note.setText(why)
        self.note.setVisible(bool(why))
        self.answer.setEnabled(choice is not None and not why)

    # The pages.
    def accept(self) -> None:
        """The answer button: to the confirmation page first, if the question has one."""
        if not self.ready():
            return
        if self.question.confirm is not None and self.pages.currentWidget() is self.choosing:
            self._confirm_page()
            return
        choice = None if self._declining else self.choice()
        super().accept()
        self.answered.emit(Answer(self.question.id, choice))

    def _confirm_page(self) -> None:
        self.confirming.setText(" ".join(
            (text_of(self.question.confirm), self._choice_words())))
        self.pages.setCurrentWidget(self.confirming)
        self.answer.setText(_tr("Confirm"))
        self.answer.setEnabled(True)
        if self.decline is not None:  # declining is its own choice, confirmed on its own
            self.decline.hide()

    def _choice_words(self) -> str:
        """What was chosen, in words (a card's name, never its label)."""
        if self._declining:
            return text_of(self.question.decline.text) if self.question.decline else ""
        if self.list is not None:
            return ", ".join(item.text().split("\n")[0] for item in self.list.selectedItems())
        checked = self.group.checkedButton() if self.group is not None else None
        if checked is not None:
            return str(checked.text())
        return str(self.number.value()) if self.number is not None else ""

    def _decline(self) -> None:
        self._declining = True
        self.accept()

    def reject(self) -> None:
        """Escape: back to the first page from the confirmation; else close, answering nothing
        (the question stays open)."""
        if self.pages.currentWidget() is self.confirming:
            self._declining = False
            self.pages.setCurrentWidget(self.choosing)
            if self.decline is not None:
                self.decline.show()
            self.answer.setText(self._submit_text(self.question))
            self._update()
            return
        super().reject()
