"""The online tests' host and seats, each a process of its own (host_process.py, seat_process.py),
driven by JSON lines: what each one reported is kept, and waited for with a condition."""

from __future__ import annotations

import itertools
import json
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop.online import BrokerSettings, GameSecrets
from engine import Game

HERE = Path(__file__).resolve().parent
WAIT_S = 20.0


class Peer:
    """A process that reports events as JSON lines on stdout and takes commands on stdin."""

    def __init__(self, name: str, command: list[str], log: Path) -> None:
        self.name = name
        self.events: list[dict[str, Any]] = []
        self._condition = threading.Condition()
        self._replies = itertools.count(1)
        self._log = log.open("ab")
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        self.process = subprocess.Popen([sys.executable, *command], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=self._log, env=env)
        threading.Thread(target=self._read, daemon=True, name=f"{name}-events").start()
        self.started = self.wait(lambda e: e["event"] == "started", what="its start")

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            event = json.loads(line)
            with self._condition:
                self.events.append(event)
                self._condition.notify_all()
        with self._condition:
            self.events.append({"event": "exited"})
            self._condition.notify_all()

    def wait(self, predicate: Callable[[dict[str, Any]], bool], timeout: float = WAIT_S,
             what: str = "an event", since: int = 0) -> dict[str, Any]:
        """The first event from index ``since`` on for which ``predicate`` holds, waited for."""
        def found() -> dict[str, Any] | None:
            return next((e for e in self.events[since:] if predicate(e)), None)

        with self._condition:
            if not self._condition.wait_for(lambda: found() is not None or self._exited(), timeout):
                raise AssertionError(f"{self.name}: no {what} within {timeout} s; last events: "
                                     f"{[e['event'] for e in self.events[-8:]]}")
            event = found()
            if event is None:
                raise AssertionError(f"{self.name} exited before {what} (see {self._log.name})")
            return event

    def _exited(self) -> bool:
        return bool(self.events) and self.events[-1]["event"] == "exited"

    def seats(self) -> dict[str, str]:
        """The seats' presence as this peer last heard it."""
        raise NotImplementedError

    def wait_seats(self, seats: dict[str, str]) -> None:
        """Until this peer has heard that the seats' presence is ``seats`` (each process reads
        the broker on its own: one may hear it a moment after another)."""
        with self._condition:
            if not self._condition.wait_for(lambda: self.seats() == seats, WAIT_S):
                raise AssertionError(f"{self.name}: seats {self.seats()}, not {seats}")

    def mark(self) -> int:
        """The number of events so far (to wait only for later ones)."""
        with self._condition:
            return len(self.events)

    def command(self, do: str, **values: Any) -> dict[str, Any]:
        """Send a command; its answer."""
        reply = next(self._replies)
        self.send({"do": do, "reply": reply, **values})
        return self.wait(lambda e: e.get("reply") == reply, what=f"an answer to {do}")

    def send(self, command: dict[str, Any]) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write((json.dumps(command) + "\n").encode())
        self.process.stdin.flush()

    def kill(self) -> None:
        """SIGKILL: no last words, the broker sends the process's last will."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def close(self, command: str) -> None:
        """End the process with ``command`` (on its way out it says so); killed if it hangs."""
        if self.process.poll() is None:
            try:
                self.send({"do": command})
                self.process.stdin.close()  # type: ignore[union-attr]
                self.process.wait(15)
            except (BrokenPipeError, subprocess.TimeoutExpired):
                self.process.kill()
                self.process.wait()
        self._log.close()


class HostProcess(Peer):
    """tests/online/host_process.py on a journal, with the game's secrets and the broker."""

    def __init__(self, folder: Path, secrets: GameSecrets, broker: BrokerSettings,
                 game: Game | None = None, name: str = "host",
                 flood: float | None = None) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.folder = folder
        self.journal = folder / "game.jsonl"
        (folder / "secrets.json").write_text(json.dumps(secrets.to_json()))
        settings = {key: value for key, value in vars(broker).items()}
        (folder / "broker.json").write_text(json.dumps(settings))
        command = [str(HERE / "host_process.py"), str(folder / "secrets.json"),
                   str(folder / "broker.json"), str(self.journal)]
        if game is not None:  # a new game, saved for the host to open (else it resumes)
            game.save(str(folder / "saved.jsonl"))
            command.append(str(folder / "saved.jsonl"))
        if flood is not None:
            command += ["--flood", str(flood)]
        super().__init__(name, command, folder / f"{name}.log")

    def game(self) -> dict[str, Any]:
        """What the host's game is now (its record's length, outcome, counters, turn)."""
        answer = self.command("game")
        return {key: value for key, value in answer.items() if key not in ("event", "reply")}

    def stats(self) -> dict[str, Any]:
        return self.command("stats")

    def seats(self) -> dict[str, str]:
        """The seats' presence as last reported."""
        with self._condition:
            reported = [e for e in self.events if e["event"] == "seats"]
        return reported[-1]["seats"] if reported else {}

    def stop(self) -> None:
        self.close("stop")


class SeatProcess(Peer):
    """tests/online/seat_process.py joined with an invite link."""

    def __init__(self, folder: Path, link: str, name: str) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        super().__init__(name, [str(HERE / "seat_process.py"), link], folder / f"{name}.log")

    def latest(self, kind: str) -> dict[str, Any] | None:
        """The newest message of ``kind`` the host sent (None before one came)."""
        with self._condition:
            return next((e["message"] for e in reversed(self.events) if e["event"] == kind), None)

    def state(self) -> dict[str, Any]:
        state = self.latest("state")
        assert state is not None, f"{self.name} has no state yet"
        return state["state"]

    def seats(self) -> dict[str, str]:
        seats = self.latest("seats")
        return seats["seats"] if seats else {}

    def host(self) -> str | None:
        presence = self.latest("presence")
        return presence["state"] if presence else None

    def wait_joined(self, since: int = 0) -> None:
        """Until the host welcomed this seat and sent its state (from event ``since`` on)."""
        joined = self.wait(lambda e: e["event"] == "presence" and e["message"]["state"] == "joined",
                           what="joining the host", since=since)
        self.wait(lambda e: e["event"] == "state", what="its state",
                  since=self.events.index(joined))

    def act(self, message: dict[str, Any]) -> int | None:
        """Send an action; its id (None: not joined, nothing sent)."""
        return self.command("act", message=message)["id"]

    def do(self, message: dict[str, Any], applied: bool | None = True) -> dict[str, Any]:
        """Send an action and wait for its result (``applied`` checked unless None)."""
        ident = self.act(message)
        assert ident is not None, f"{self.name} is not joined: {message}"
        result = self.wait(lambda e: e["event"] == "result" and e["message"]["id"] == ident,
                           what=f"the result of {message}")["message"]
        if applied is not None:
            assert result["applied"] is applied, (self.name, message, result)
        return result

    def wait_state(self, predicate: Callable[[dict[str, Any]], bool], what: str = "a state",
                   timeout: float = WAIT_S) -> dict[str, Any]:
        """Until the newest state satisfies ``predicate``."""
        with self._condition:
            if not self._condition.wait_for(
                    lambda: (s := self.latest("state")) is not None and predicate(s["state"]),
                    timeout):
                raise AssertionError(f"{self.name}: no {what} within {timeout} s")
        return self.state()


    def leave(self) -> None:
        self.close("leave")
