"""Creating a token or pre-prepared card: the card set's tokens (and the player's prepared
cards) by name, as the engine's ``creatable`` lists them; the engine puts it where its type goes.
"""

from __future__ import annotations

import uuid
from typing import Any

from desktop.dialogs import CardPicker, show_dialog
from desktop.qt import QCoreApplication, QDialog


def _tr(text: str) -> str:
    return QCoreApplication.translate("Token", text)


def new_label(definition: str) -> str:
    """A fresh label for a created card (the engine's name for it; never shown)."""
    return f"{definition}-{uuid.uuid4().hex[:6]}"


def ask(window: Any) -> QDialog | None:
    """Offer the creatable cards of the seat's player; create the one picked."""
    controller = window.controller
    player = controller.seat
    offered = window.game.creatable(player)
    if not offered:
        window.statusBar().showMessage(_tr("This card set has no tokens or prepared cards to "
                                           "create."), 6000)
        return None
    cards = [{"label": c["def"], "def": c["def"], "name": c["name"], "type": c["type"]}
             for c in offered]
    picker = CardPicker(_tr("Create a token"), _tr("%s creates which card?") % player, cards,
                        _tr("Create"), window)
    picker.picked.connect(lambda definition: create(controller, player, definition))
    return show_dialog(picker)


def create(controller: Any, player: str, definition: str) -> Any:
    """Create the card; the rule's note goes beside the new card (not the hand)."""
    label = new_label(definition)
    return controller.perform({"act": "create", "by": player, "card": definition, "id": label},
                              label)
