"""Who is there (no Qt): the states the links report, and the presence messages behind them.

Each side publishes its presence retained on its channel's presence topic: ``online`` once it is
connected, ``left`` when it goes on purpose, and ``dropped`` as its last will, which the broker
publishes when the connection breaks (a crash, a killed process, a network gone quiet for 15 s).
So a quit is never mistaken for a drop. Presence messages are sealed like every other one; their
counter is ``4 × connection + rank`` so that, within one session, a later state always has the
larger counter and an old one replayed is refused.
"""

from __future__ import annotations

import json
from enum import StrEnum

ANNOUNCED_RANK = {"online": 1, "dropped": 2, "left": 3}


class Presence(StrEnum):
    """What ``on_presence`` reports.

    At the host, for a seat: ``JOINED`` (a session joined, or joined again: send it the whole
    state), ``DROPPED`` (its connection broke; it may come back), ``LEFT`` (it left on purpose).
    At a seat, for the host: the same three, and ``REPLACED`` (the same link joined from
    elsewhere, which now holds the seat) or ``REVOKED`` (the host renewed this seat's code: the
    link is worthless). After these two the seat's link has stopped."""

    JOINED = "joined"
    DROPPED = "dropped"
    LEFT = "left"
    REPLACED = "replaced"
    REVOKED = "revoked"


def presence_counter(connection: int, announced: str) -> int:
    """The counter of a presence message: later states of a session count higher."""
    return 4 * connection + ANNOUNCED_RANK[announced]


def presence_body(announced: str) -> bytes:
    """The JSON body of a presence message."""
    if announced not in ANNOUNCED_RANK:
        raise ValueError(f"unknown presence {announced!r}")
    return json.dumps({"state": announced}).encode("ascii")


def announced_state(body: dict[str, object]) -> str | None:
    """The state a presence message's body announces, None if it is none of ours."""
    state = body.get("state")
    return state if isinstance(state, str) and state in ANNOUNCED_RANK else None
