"""HKK treasure (74.2) as a guided flow: a hand card with the treasure icon (the one pointed at,
or picked by name) goes to the Void for 1 VP and two monster components; the engine judges it."""

from __future__ import annotations

from typing import Any

from desktop.qt import QCoreApplication

ACT = "treasure"


def _tr(text: str) -> str:
    return QCoreApplication.translate("Treasure", text)


def start(window: Any, label: str) -> Any:
    """Use the treasure icon of the card with this label."""
    return window.controller.act(ACT, card=label)


def picker_texts() -> tuple[str, str, str]:
    """The picker's title, prompt and button."""
    return (_tr("Use a treasure"), _tr("Which card's treasure icon do you use?"),
            _tr("Use its treasure"))


def none_text() -> str:
    """When the hand holds no card with the treasure icon."""
    return _tr("No card in your hand has the treasure icon.")
