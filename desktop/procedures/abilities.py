"""HKK Flow (93.4.4) and Treasure (74.2): using a hand card's paid ability, one flow for both.

The card is the one pointed at, or picked by name among the hand cards that have the ability;
the engine checks the rest (the cost, from the second turn, once per card a turn) and a refusal's
flag says why. Flow sends the card into its owner's deck, Treasure to the Void.
"""

from __future__ import annotations

from typing import Any

from desktop.qt import QCoreApplication


def _tr(text: str) -> str:
    return QCoreApplication.translate("Abilities", text)


def start(window: Any, act: str, label: str) -> Any:
    """Use the ``act`` ability (``flow`` or ``treasure``) of the card with this label."""
    return window.controller.act(act, card=label)


def picker_texts(act: str) -> tuple[str, str, str, str]:
    """The picker's title, prompt and button, and what to say when no hand card has it."""
    if act == "flow":
        return (_tr("Use Flow"), _tr("Which card's Flow do you use?"), _tr("Use its Flow"),
                _tr("No card in your hand has a Flow ability."))
    return (_tr("Use a treasure"), _tr("Which card's treasure icon do you use?"),
            _tr("Use its treasure"), _tr("No card in your hand has the treasure icon."))
