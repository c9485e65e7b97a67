"""Creating a token or pre-prepared card: the engine's shared ``token`` question (which of the
cards ``creatable`` lists, shown with their faces), asked by the generic question dialog; the
answer creates the card with the label the question gives it, and the engine puts it where its
type goes.
"""

from __future__ import annotations

from typing import Any

from desktop.procedures.question import ask as ask_question
from desktop.qt import QDialog
from desktop.texts import text_of
from engine.protocol import Text


def ask(window: Any) -> QDialog | None:
    """Ask the seat's player which creatable card to create; create the one picked."""
    controller = window.controller
    player = controller.seat
    question = window.game.ask("token", player)
    if question is None:
        window.statusBar().showMessage(text_of(Text("command.token.none")), 6000)
        return None
    faces = {str(c["def"]): {"label": c["def"], "def": c["def"], "name": c["name"],
                             "type": c["type"]} for c in window.game.creatable(player)}
    # The rule's note goes beside the new card (not the hand).
    return ask_question(window, question, lookup=faces.get,
                        act=lambda action: controller.perform(action, action["id"]))
