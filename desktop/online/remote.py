"""A remote seat's end of an online game (no Qt): what the host sent, and this seat's actions.

:class:`RemoteSeat` joins the host through the invite's link and keeps what the host's bridge
(:mod:`desktop.online.hosting`) sends: the seat's newest ``state`` (its own engine view, as for a
phone), the page's ``texts``, every online seat's presence (``seats``) and the ``result`` of each
of its actions by ``id``. :meth:`RemoteSeat.act` sends one of the messages a phone sends
(desktop/phones/protocol.py) with a fresh ``id``. The remote table window builds on this; the
online tests' seat processes drive it by messages.

Messages of a type it does not know are dropped (a newer host may send more); the host's messages
are authenticated by the link, so nothing else can put anything here.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable, Mapping
from typing import Any

from desktop.online.invite import Invite
from desktop.online.limits import Refusal
from desktop.online.presence import Presence
from desktop.online.seat import SeatLink

# A phone's messages, and a table window's (desktop/online/tablefeed.py): the whole ``table``, an
# ``acted`` or ``checked`` answer, and ``throttled``: an action over the flood limit, not made.
KNOWN = frozenset({"welcome", "texts", "state", "result", "seats", "error", "table", "acted",
                   "checked", "throttled"})
RESULTS_KEPT = 256  # results remembered, newest last


class RemoteSeat:
    """One seat joined to an online game (see the module's docstring).

    ``on_update(kind, message)``: a message from the host was taken in (``kind`` is its type), or
    the host's presence changed (``"presence"``, ``{"state": …}``); on the link's thread."""

    def __init__(self, invite: Invite, *,
                 on_update: Callable[[str, dict[str, Any]], None] | None = None,
                 on_refused: Callable[[Refusal], None] | None = None,
                 ca_file: str | None = None, tcp_nodelay: bool = True) -> None:
        self.invite = invite
        self._on_update = on_update
        self._lock = threading.Lock()
        self._ids = itertools.count(1)
        self.seat: str | None = None  # the seat the host says this is, once welcomed
        self.state: dict[str, Any] | None = None
        self.texts: dict[str, Any] | None = None
        self.seats: dict[str, str] = {}
        self.results: dict[int, dict[str, Any]] = {}
        self.errors: list[str] = []
        self.host: Presence | None = None
        self.link = SeatLink(invite, on_message=self._message, on_presence=self._presence,
                             on_refused=on_refused, ca_file=ca_file, tcp_nodelay=tcp_nodelay)

    def start(self) -> None:
        """Connect and join (in the background; it reconnects by itself)."""
        self.link.start()

    def leave(self) -> None:
        """Leave on purpose (the host hears a quit, not a drop)."""
        self.link.leave()

    @property
    def joined(self) -> bool:
        """Whether actions can go to the host now."""
        return self.link.joined

    def act(self, message: Mapping[str, Any]) -> int | None:
        """Send one of the seat's actions (a phone's message without ``id``); its ``id``, under
        which :attr:`results` will hold the host's answer; None when not joined now (nothing
        was sent: the host sends the whole state when the seat is back)."""
        ident = next(self._ids)
        return ident if self.link.send({**message, "id": ident}) else None

    def result(self, ident: int) -> dict[str, Any] | None:
        """The host's answer to action ``ident`` (None until it came)."""
        with self._lock:
            return self.results.get(ident)

    # The link's thread.
    def _message(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind not in KNOWN:
            return
        with self._lock:
            if kind == "welcome":
                self.seat = str(message.get("seat"))
            elif kind == "texts":
                self.texts = message.get("texts")
            elif kind == "state":
                self.state = message.get("state")
            elif kind == "seats":
                self.seats = dict(message.get("seats") or {})
            elif kind == "error":
                self.errors.append(str(message.get("reason")))
            elif isinstance(message.get("id"), int):
                self.results[message["id"]] = message
                while len(self.results) > RESULTS_KEPT:
                    self.results.pop(next(iter(self.results)))
        if self._on_update is not None:
            self._on_update(str(kind), message)

    def _presence(self, state: Presence) -> None:
        with self._lock:
            self.host = state
        if self._on_update is not None:
            self._on_update("presence", {"state": state.value})
