"""A host without a window, in a process of its own (the online tests, bench/online_latency.py).

    python tests/online/host_process.py SECRETS.json BROKER.json JOURNAL [GAME.jsonl]
        [--flood MESSAGES_PER_SECOND]

The game and its journal are handled as the app handles them (desktop/session.py): JOURNAL is
locked, then resumed if it holds a game (a host killed with SIGKILL comes back this way), or the
saved game GAME.jsonl is opened and journaled there. The online seats are the app's own bridge
(:class:`desktop.online.hosting.OnlineHost`) on the seats' desk (:class:`EngineDesk`, the
phones' desk on a bare game): each action is journaled (fsynced) before any seat hears of it.

The main thread is the game's thread: it runs what the link posts and the commands that come on
stdin, one JSON object a line (``{"do": "game"}``, ``"stats"``, ``"stop"``), each answered on
stdout with its ``reply`` number; the seats' presence goes out as ``{"event": "seats", …}``.
``--flood`` raises each seat's flood limit (bench/online_latency.py sends faster than a player).
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from events import say  # noqa: E402

from desktop import session  # noqa: E402
from desktop.online import BrokerSettings, FloodLimit, GameSecrets  # noqa: E402
from desktop.online.hosting import OnlineHost  # noqa: E402
from desktop.phones.desk import EngineDesk  # noqa: E402


def open_game(journal: Path, saved: Path | None) -> tuple[Any, bool]:
    """The game: resumed from ``journal`` if it holds one, else the ``saved`` game (journaled
    there from now on); and whether it was resumed."""
    session.claim(journal)
    if journal.exists() and journal.stat().st_size:
        return session.resume(journal), True
    if saved is None:
        raise SystemExit(f"{journal} holds no game and no saved game was given")
    game = session.load(saved)
    problem = session.attach_journal(game, journal)
    if problem is not None:
        raise SystemExit(f"the journal cannot be written: {problem}")
    return game, False


def summary(game: Any) -> dict[str, Any]:
    """What the tests read of the game at the host."""
    return {"lines": len(game.record_lines()), "outcome": game.outcome(),
            "counters": game.counters, "active": game.active_player, "phase": game.phase,
            "pending": game.pending()}


def main(arguments: list[str]) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("secrets", type=Path)
    parser.add_argument("broker", type=Path)
    parser.add_argument("journal", type=Path)
    parser.add_argument("saved", type=Path, nargs="?")
    parser.add_argument("--flood", type=float)
    args = parser.parse_args(arguments)
    secrets = GameSecrets.from_json(json.loads(args.secrets.read_text()))
    broker = BrokerSettings(**json.loads(args.broker.read_text()))
    game, resumed = open_game(args.journal, args.saved)
    flood = (FloodLimit(messages_per_second=args.flood, message_burst=int(3 * args.flood))
             if args.flood else None)
    work: queue.SimpleQueue[Callable[[], None] | None] = queue.SimpleQueue()
    desk = EngineDesk(game)
    host = OnlineHost(desk, broker, secrets, post=work.put,
                      on_seats=lambda seats: say(event="seats", seats=seats), flood=flood)
    commands: dict[str, Callable[[], dict[str, Any]]] = {
        "game": lambda: summary(game),
        "stats": lambda: {"link": host.link.stats(), "protocol": host.refused_messages},
        "info": lambda: {"connections": host.link.connection_info()},
    }

    def read_commands() -> None:
        for line in sys.stdin:
            command = json.loads(line)
            if command["do"] == "stop":
                break
            work.put(lambda c=command: say(event=c["do"], reply=c.get("reply"),
                                           **commands[c["do"]]()))
        work.put(None)

    host.start()
    say(event="started", pid=os.getpid(), run=host.link.run.hex(), resumed=resumed,
        lines=len(game.record_lines()))
    threading.Thread(target=read_commands, daemon=True).start()
    while (task := work.get()) is not None:
        task()
    host.stop()
    session.release_all()
    say(event="stopped")


if __name__ == "__main__":
    main(sys.argv[1:])
