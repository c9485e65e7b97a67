"""Test hooks run inside a real ``python -m desktop`` process (CARDTABLE_TEST_HOOK)."""

from __future__ import annotations

import json


def _print_view(window) -> None:
    print(json.dumps(window.game.view(window.controller.seat), sort_keys=True), flush=True)


def play_some(window) -> None:
    """Apply a few actions through the controller, print the view, then wait to be killed."""
    controller = window.controller
    seat = controller.seat
    controller.act("draw", count=2)
    hand = controller.view["zones"][f"{seat}.hand"]["cards"]
    controller.act("move", card=hand[0]["label"], to=f"{seat}.discard")
    controller.act("counter", player=seat, name="life", delta=-3)
    _print_view(window)
    print("READY", flush=True)


def dump_and_quit(window) -> None:
    """Print the view of the resumed game and close."""
    _print_view(window)
    window.close()
