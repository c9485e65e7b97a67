"""The HKK duel (93.4.9) as a guided flow.

1. The attacker starts it with a hand card that has a duel ability (``duel``): the card lies face
   down, and the engine's ``pending`` waits for the defender's answer.
2. The table hides; the defender takes the seat and sees only their duel cards and an explicit
   *Decline*; a second page confirms the choice (Escape goes back a page, never declines).
3. ``duel_answer``: the table hides again and both cards are revealed to everyone.
4. The winner takes the seat and picks the effect and its target: nothing is chosen until they
   choose (the numbers are the engine's, from ``pending``).

A game resumed after ``kill -9`` in the middle asks exactly the open question, read from
``pending``.
"""

from __future__ import annotations

from typing import Any

from desktop.dialogs import CardList, card_caption, show_dialog
from desktop.procedures.base import find_card, hand_cards
from desktop.procedures.stepdialog import StepDialog, open_dialog
from desktop.qt import (
    QButtonGroup,
    QCoreApplication,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QStackedWidget,
    Qt,
    QVBoxLayout,
    QWidget,
)
from desktop.table.cardface import card_pixmap
from desktop.texts import verdict_sentence

REVEAL_CARD_WIDTH = 180


def _tr(text: str) -> str:
    return QCoreApplication.translate("Duel", text)


def start(window: Any, act: str, label: str) -> Any:
    """The attacker starts a duel (``act``) with a hand card; the defender is asked next."""
    verdict = window.controller.act(act, card=label)
    if verdict is not None and verdict.applied:
        window.procedures.ask_soon()
    return verdict


def picker_texts(_act: str) -> tuple[str, str, str, str]:
    """The attacker's picker: title, prompt and button, and when no hand card can duel."""
    return (_tr("Start a duel"), _tr("Which card do you duel with? It lies face down until the "
                                     "answer."), _tr("Duel with it"),
            _tr("No card in your hand has a duel ability."))


class AnswerDialog(StepDialog):
    """The defender's answer: one of their duel cards, or *Decline*; then a confirmation."""

    def __init__(self, defender: str, attacker: str, cards: list[dict],
                 parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Duel: %s answers") % defender, self.tr(
            "{defender}, {attacker} challenged you to a duel. Answer with a card that has a "
            "duel ability, or decline (then you lose the duel).").format(
            defender=defender, attacker=attacker), self.tr("Answer…"), parent, default=True)
        self.attacker = attacker
        self.cards = {str(card["label"]): card for card in cards}
        self.pages = QStackedWidget()
        choose = QWidget()
        column = QVBoxLayout(choose)
        column.setContentsMargins(0, 0, 0, 0)
        self.list = CardList(cards)
        self.list.setCurrentRow(-1)
        self.none = QLabel(self.tr("You have no card with a duel ability."))
        self.none.setVisible(not cards)
        self.list.setVisible(bool(cards))
        column.addWidget(self.list, 1)
        column.addWidget(self.none)
        self.decline = QPushButton(self.tr("&Decline the duel…"))
        self.decline.setAutoDefault(False)
        self.decline.clicked.connect(lambda: self._confirm(None))
        column.addWidget(self.decline, 0, Qt.AlignmentFlag.AlignLeft)
        self.pages.addWidget(choose)
        self.question = QLabel()
        self.question.setWordWrap(True)
        self.question.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.question.setStyleSheet("font-size: 15px; padding: 16px;")
        self.pages.addWidget(self.question)
        self.add(self.pages, 1)
        self.finish_layout()
        self.choice: str | None = None  # the card being confirmed; None: declining
        self.list.itemSelectionChanged.connect(self._enable)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        self.resize(self.list.fit_width(max(3, min(len(cards), 6))), self.list.cell.height() + 200)
        self._enable()

    def _enable(self) -> None:
        self.answer.setEnabled(self.confirming() or self.list.current_label() is not None)

    def confirming(self) -> bool:
        """Whether the confirmation page shows."""
        return self.pages.currentIndex() == 1

    def _confirm(self, label: str | None) -> None:
        """Ask once more: the answer given is final."""
        self.choice = label
        if label is None:
            self.question.setText(self.tr("Decline {attacker}'s duel? You lose it, and "
                                          "{attacker} chooses its effect.").format(
                                              attacker=self.attacker))
            self.answer.setText(self.tr("Decline the duel"))
        else:
            card = self.cards[label]
            self.question.setText(self.tr("Answer {attacker}'s duel with {card}? Both cards are "
                                          "then revealed.").format(attacker=self.attacker,
                                                                   card=card_caption(card)))
            self.answer.setText(self.tr("Answer with this card"))
        self.back.setText(self.tr("Back"))
        self.pages.setCurrentIndex(1)
        self.answer.setEnabled(True)
        self.answer.setFocus()

    def accept(self) -> None:
        """From the list: to the confirmation; from the confirmation: answer."""
        if self.confirming():
            super().accept()
            return
        label = self.list.current_label()
        if label is not None:
            self._confirm(label)

    def reject(self) -> None:
        """Escape (or *Back*): from the confirmation back to the list; from the list back to
        the table. Never a decline."""
        if self.confirming():
            self.pages.setCurrentIndex(0)
            self.answer.setText(self.tr("Answer…"))
            self.list.setFocus()
            self._enable()
            return
        super().reject()


class RevealDialog(QDialog):
    """Both duel cards face up, with the engine's sentence on who won; for everyone's eyes."""

    def __init__(self, sides: list[tuple[str, dict | None]], sentence: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Duel: the cards are revealed"))
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        dpr = self.devicePixelRatioF()
        for player, card in sides:
            column = QVBoxLayout()
            name = QLabel(player)
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            name.setStyleSheet("font-size: 16px; font-weight: bold;")
            column.addWidget(name)
            picture = QLabel()
            picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
            if card is not None:
                picture.setPixmap(card_pixmap(card, REVEAL_CARD_WIDTH, dpr))
                caption = card_caption(card)
            else:
                caption = self.tr("declined")
            column.addWidget(picture, 1)
            text = QLabel(caption)
            text.setAlignment(Qt.AlignmentFlag.AlignCenter)
            text.setWordWrap(True)
            column.addWidget(text)
            row.addLayout(column)
        layout.addLayout(row)
        self.sentence = QLabel(sentence)
        self.sentence.setWordWrap(True)
        self.sentence.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.sentence.setStyleSheet("font-size: 15px; padding: 10px;")
        layout.addWidget(self.sentence)
        buttons = QDialogButtonBox()
        self.go_on = buttons.addButton(self.tr("Continue"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.go_on.setDefault(True)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.resize(max(2 * REVEAL_CARD_WIDTH + 120, 460), self.sizeHint().height())


class EffectDialog(StepDialog):
    """The winner's choice: the effect and the player it is for. Nothing is chosen until the
    winner chooses, so Enter alone does nothing."""

    def __init__(self, winner: str, effects: list[dict], players: list[str],
                 parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Duel: %s chooses the effect") % winner, self.tr(
            "%s won the duel. Choose its effect and the player it is for.") % winner,
            self.tr("Choose an effect and a player"), parent, default=True)
        grid = QGridLayout()
        self.effects = QButtonGroup(self)
        self.targets = QButtonGroup(self)
        for group, title, options, column in (
                (self.effects, self.tr("Effect"), [self._effect_text(e) for e in effects], 0),
                (self.targets, self.tr("Player"), players, 1)):
            box = QGroupBox(title)
            inner = QVBoxLayout(box)
            for index, text in enumerate(options):
                button = QRadioButton(text)
                group.addButton(button, index)
                inner.addWidget(button)
            grid.addWidget(box, 0, column)
        holder = QWidget()
        holder.setLayout(grid)
        self.add(holder)
        self.finish_layout()
        self.effect_data = effects
        self.players = players
        self.effects.idToggled.connect(lambda *_: self._update())
        self.targets.idToggled.connect(lambda *_: self._update())
        self._update()

    def _effect_text(self, effect: dict) -> str:
        amount = int(effect.get("amount", 0))
        if effect.get("effect") == "damage":
            return self.tr("%n damage", "", amount)
        return self.tr("%n healing", "", amount)

    def chosen(self) -> tuple[str, str] | None:
        """(effect, target player), once both are chosen."""
        effect, target = self.effects.checkedId(), self.targets.checkedId()
        if effect < 0 or target < 0:
            return None
        return str(self.effect_data[effect]["effect"]), self.players[target]

    def ready(self) -> bool:
        return self.chosen() is not None

    def _update(self) -> None:
        choice = self.chosen()
        self.answer.setEnabled(choice is not None)
        if choice is not None:
            effect = self.effect_data[self.effects.checkedId()]
            self.answer.setText(f"{self._effect_text(effect)} → {choice[1]}")


def ask_answer(window: Any, step: dict) -> QDialog:
    """The defender's question (``step``: the engine's pending ``duel_answer``)."""
    controller = window.controller
    defender = step["player"]
    labels = set((step.get("choices") or {}).get("cards") or [])
    cards = [c for c in hand_cards(controller.view, defender) if c.get("label") in labels]
    dialog = AnswerDialog(defender, str(step.get("attacker") or ""), cards, window)

    def answer() -> None:
        verdict = controller.perform({"act": "duel_answer", "by": defender,
                                      "card": dialog.choice})
        if verdict is not None and verdict.applied:
            reveal(window, verdict, dialog.choice)

    return open_dialog(dialog, answer)


def reveal(window: Any, verdict: Any, defence: str | None) -> QDialog:
    """Both cards, for everyone: the table hides first (the defender's hand was showing), then
    whoever decides next takes the seat. A defender who won sits there already: they choose
    the effect over the hidden table at once (the question shows no card), and the table goes
    on to the next player, without a second hand-off screen for the defender."""
    controller = window.controller
    controller.hand_to(controller.wanted_seat())
    attack = next((line.get("card") for line in reversed(window.game.history)
                   if line.get("act") == "duel"), None)
    view = window.game.view("spectator")
    duel = view.get("duel") or {}
    attacker = str(duel.get("attacker") or "")
    defender = str(duel.get("defender") or "")
    sides = [(attacker, find_card(view, attack)), (defender, find_card(view, defence))]
    dialog = RevealDialog(sides, verdict_sentence(verdict), window)

    def after(_code: int) -> None:
        step = window.game.pending(controller.seat)
        if (window.controller is controller and step is not None
                and step.get("step") == "duel_effect" and step.get("player") == defender
                and controller.seat == defender and defender not in controller.phones):
            window.procedures.dialog = ask_effect(window, step)
        else:
            window.procedures.ask_soon()

    dialog.finished.connect(after)

    def duel_over(_view: dict) -> None:
        """The winner chose the effect elsewhere (on their phone), or the answer was taken
        back: the cards were seen, the dialog goes by itself."""
        step = window.game.pending() or {}
        if dialog.isVisible() and step.get("step") != "duel_effect":
            dialog.accept()

    controller.changed.connect(duel_over)
    dialog.finished.connect(lambda _code: controller.changed.disconnect(duel_over))
    return show_dialog(dialog)


def ask_effect(window: Any, step: dict) -> QDialog:
    """The winner's question (``step``: the engine's pending ``duel_effect``)."""
    choices = step.get("choices") or {}
    dialog = EffectDialog(step["player"], list(choices.get("effect") or []),
                          list(choices.get("target") or []), window)

    def choose() -> None:
        chosen = dialog.chosen()
        if chosen is not None:
            window.controller.perform({"act": "duel_effect", "by": step["player"],
                                       "effect": chosen[0], "target": chosen[1]})
            window.procedures.ask_soon()

    return open_dialog(dialog, choose)


def handoff_text(step: dict) -> str:
    """The hand-off screen's line before a duel's step."""
    if step["step"] == "duel_answer":
        return _tr("%s, answer the duel: the other player looks away.") % step["player"]
    return _tr("%s won the duel and chooses its effect.") % step["player"]


def banner_text(step: dict) -> str:
    """The banner while a duel waits."""
    if step["step"] == "duel_answer":
        return _tr("Duel: %s must answer.") % step["player"]
    return _tr("Duel: %s won and chooses the effect.") % step["player"]


def button_text(step: dict) -> str:
    """The banner's button."""
    return _tr("Answer…") if step["step"] == "duel_answer" else _tr("Choose…")

