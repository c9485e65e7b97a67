"""A remote seat without a window, in a process of its own: it joins with an invite link and plays
by messages (the online tests, bench/online_latency.py).

    python tests/online/seat_process.py LINK

It is :class:`desktop.online.remote.RemoteSeat`, as a remote table uses it. Everything the host
sends goes out on stdout, one JSON object a line (``{"event": "state", "message": {…}}``, and
``result``, ``seats``, ``texts``, ``welcome``, ``error``, ``presence``); commands come in on
stdin (``{"do": "act", "message": {"type": "draw"}, "reply": 3}`` answered with the action's
``id``, or null when the seat is not joined; ``{"do": "stats"}``; ``{"do": "leave"}`` leaves on
purpose and ends the process).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from events import say  # noqa: E402

from desktop.online import parse_invite  # noqa: E402
from desktop.online.remote import RemoteSeat  # noqa: E402


def main(link: str) -> None:
    seat = RemoteSeat(parse_invite(link),
                      on_update=lambda kind, message: say(event=kind, message=message),
                      on_refused=lambda reason: say(event="refused", reason=reason.value))
    seat.start()
    say(event="started", pid=os.getpid())
    for line in sys.stdin:
        command = json.loads(line)
        reply = command.get("reply")
        if command["do"] == "act":
            say(event="acted", reply=reply, id=seat.act(command["message"]))
        elif command["do"] == "stats":
            say(event="stats", reply=reply, stats=seat.link.stats(),
                connection=seat.link.connection_info())
        elif command["do"] == "leave":
            break
    seat.leave()
    say(event="stopped")


if __name__ == "__main__":
    main(sys.argv[1])
