"""HKK Flow (93.4.4) as a guided flow: a hand card with a Flow ability (the one pointed at, or
picked by name) is used for 1 VP and goes into its owner's deck; the engine checks the rest
(from the second turn, once per card a turn) and the refusal's flag says why."""

from __future__ import annotations

from typing import Any

from desktop.qt import QCoreApplication

ACT = "flow"


def _tr(text: str) -> str:
    return QCoreApplication.translate("Flow", text)


def start(window: Any, label: str) -> Any:
    """Use the Flow of the card with this label."""
    return window.controller.act(ACT, card=label)


def picker_texts() -> tuple[str, str, str]:
    """The picker's title, prompt and button."""
    return (_tr("Use Flow"), _tr("Which card's Flow do you use?"), _tr("Use its Flow"))


def none_text() -> str:
    """When the hand holds no card with Flow."""
    return _tr("No card in your hand has a Flow ability.")
