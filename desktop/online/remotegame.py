"""The game as a remote seat's table window reads it (no Qt): the host's feed behind the engine's
face (desktop/online/tablefeed.py makes the feed).

The table (controller, scene, docks, procedures, dialogs) reads a game through a few of the
engine ``Game``'s methods: ``view``, ``pending``, ``questions``, ``check``, ``apply``,
``log_since``… :class:`RemoteGame` offers those same methods on what the host sent this seat, so
the table widgets run unchanged; only the source of what they read differs. ``apply`` and
``check`` go to the host through the broker and wait for its answer (``apply`` returns the
host engine's verdict, said in this seat's own language from its code and parameters); every
other method answers at once from the newest table the host sent.

Threads: the link's thread takes in what the host sends (:meth:`RemoteGame.on_table` keeps the
newest table and its log); the window's thread reads only the table it last *adopted*
(:meth:`adopt`), so a table never changes under a redraw. ``apply`` adopts the table its answer
came with (the host sends the new table first). ``on_changed`` tells the window's side that a
newer table came (another player acted): it adopts it on its own thread.

The seat never waits without end: an answer that does not come within :data:`ANSWER_TIMEOUT_S`
(:data:`CHECK_TIMEOUT_S` for a check) gives a refusal that says so; a seat that would send faster
than the host's flood limit is told it sends too fast, before anything goes (:attr:`pace`) or by
the host's ``throttled`` answer.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from desktop.online.limits import FloodLimit, TokenBucket
from desktop.online.remote import RemoteSeat
from engine.commands import (
    after_of,
    ask_shared,
    command_data,
    command_list,
    command_of,
    is_ability,
    is_shared,
    open_question,
    pick_question,
)
from engine.games import get_ruleset
from engine.protocol import Answer, Command, Question, answered

ANSWER_TIMEOUT_S = 10.0
CHECK_TIMEOUT_S = 3.0
SPECTATOR = "spectator"
JUDGE = "judge"
# What the window's own language says (RemoteGame has no Qt): key → a template; see ``Say``.
SAY_KEYS = ("not_joined", "timeout", "throttled", "waiting_for", "refused", "not_made", "watching")
Say = Callable[[str, dict[str, Any]], str]


def english(key: str, fields: dict[str, Any]) -> str:
    """The texts in English, for a RemoteGame without a window (tests, tools)."""
    return {
        "not_joined": "Not connected to the host now: the table says when it is back.",
        "timeout": "The host did not answer within {seconds} s: the connection may be slow or "
                   "down. Look at the table before you try again.",
        "throttled": "You are sending too fast: wait a moment, then try again.",
        "waiting_for": "{player} is disconnected: this waits until {player} is back.",
        "refused": "The host refused this: {reason}",
        "not_made": "The host could not make this move.",
        "watching": "You are watching: nothing is played from this seat.",
    }[key].format(**fields)


@dataclass(frozen=True)
class ZoneSpec:
    """A zone as the table lays it out (the engine's spec, its name and kind only)."""

    name: str
    kind: str


class RemoteVerdict:
    """The host engine's verdict of an action (or a refusal before the engine: ``code`` is then
    empty and ``message`` says why in the window's language)."""

    __slots__ = ("also", "applied", "code", "events", "flagged", "message", "ok", "params",
                 "rule", "shuffled")

    def __init__(self, ok: bool, rule: str | None = None, code: str = "",
                 params: dict[str, Any] | None = None, applied: bool = False,
                 events: list[dict[str, Any]] | None = None, shuffled: Sequence[str] = (),
                 also: Sequence[str] = (), message: str = "") -> None:
        self.ok = ok
        self.rule = rule
        self.code = code
        self.params = params or {}
        self.applied = applied
        self.flagged = applied and not ok
        self.events = events or []
        self.shuffled = set(shuffled)
        self.also = list(also)
        self.message = message

    @classmethod
    def of(cls, data: dict[str, Any]) -> RemoteVerdict:
        """The verdict the host sent (``tablefeed.verdict_data``)."""
        return cls(bool(data.get("ok")), data.get("rule"), str(data.get("code") or ""),
                   dict(data.get("params") or {}), bool(data.get("applied")),
                   list(data.get("events") or []), data.get("shuffled") or (),
                   data.get("also") or (), str(data.get("message") or ""))

    @classmethod
    def refusal(cls, message: str) -> RemoteVerdict:
        """Not made, for ``message``'s reason (said in the window's language)."""
        return cls(False, message=message)

    def __repr__(self) -> str:
        return f"RemoteVerdict(ok={self.ok}, rule={self.rule!r}, code={self.code!r})"


class RemoteGame:
    """A remote seat's game as its table reads it (see the module's docstring).

    ``seat``: the joined (or joining) :class:`RemoteSeat`, whose ``on_update`` must call
    :meth:`on_update` (:func:`join_game` wires them). ``say``: the window's texts."""

    def __init__(self, seat: RemoteSeat, say: Say = english,
                 on_changed: Callable[[], None] | None = None,
                 flood: FloodLimit | None = None) -> None:
        self.remote = seat
        self.say = say
        self.on_changed = on_changed
        limit = flood or FloodLimit()
        # A little below the host's limit: the window answers "too fast" before sending.
        self.pace = TokenBucket(limit.messages_per_second * 0.9, max(1, limit.message_burst - 5))
        self._cond = threading.Condition()
        self._static: dict[str, Any] | None = None
        self._latest: dict[str, Any] | None = None  # newest table (the link's thread)
        self._latest_log: list[dict[str, Any]] = []
        self._version = 0
        self._answers: dict[int, dict[str, Any]] = {}
        # What the window reads (its own thread).
        self._state: dict[str, Any] = {}
        self._log: list[dict[str, Any]] = []
        self._adopted = 0
        self._checks: dict[str, RemoteVerdict] = {}  # this table's checks, by action

    # The link's thread.
    def on_update(self, kind: str, message: dict[str, Any]) -> None:
        """What the seat took in (RemoteSeat's ``on_update``)."""
        if kind == "table" and isinstance(message.get("state"), dict):
            self._table(message)
        elif kind in ("acted", "checked", "throttled") and isinstance(message.get("id"), int):
            with self._cond:
                self._answers[message["id"]] = message
                self._cond.notify_all()
        if self.on_changed is not None and kind in ("table", "seats", "presence"):
            self.on_changed()

    def _table(self, message: dict[str, Any]) -> None:
        state = message["state"]
        log = state.get("log") or {}
        with self._cond:
            if isinstance(message.get("static"), dict):
                self._static = message["static"]
            keep = int(log.get("keep") or 0)
            self._latest_log = self._latest_log[:keep] + list(log.get("lines") or [])
            self._latest = state
            self._version += 1
            self._cond.notify_all()

    # The window's thread: which table it reads.
    @property
    def ready(self) -> bool:
        """Whether a whole table came (the window can show it)."""
        with self._cond:
            return self._static is not None and self._latest is not None

    def wait_ready(self, timeout: float) -> bool:
        """Wait until the first whole table came (True) or ``timeout`` passed."""
        with self._cond:
            return self._cond.wait_for(lambda: self._static is not None and self._latest is not None,
                                       timeout)

    def adopt(self) -> bool:
        """Read the newest table from now on; True if it is newer than the one read before."""
        with self._cond:
            if self._version == self._adopted or self._latest is None:
                return False
            self._state, self._log, self._adopted = self._latest, self._latest_log, self._version
        self._checks.clear()
        return True

    def subscribe(self) -> bool:
        """Ask the host for the whole table (after every join: the host forgets a window that
        went away). False if not joined now."""
        return self.remote.act({"type": "table"}) is not None

    # The engine's face: what the table reads.
    @property
    def static(self) -> dict[str, Any]:
        if self._static is None:
            raise RuntimeError("no table from the host yet (wait_ready first)")
        return self._static

    @property
    def seat(self) -> str:
        """Whose eyes this table has: a player, ``spectator`` or ``judge``."""
        return str(self._state.get("viewer") or self.remote.seat or SPECTATOR)

    @property
    def players(self) -> list[str]:
        return list(self.static["players"])

    @property
    def ruleset_name(self) -> str:
        return str(self.static["ruleset"])

    @property
    def header(self) -> dict[str, Any]:
        return dict(self.static.get("header") or {})

    @property
    def zone_specs(self) -> list[ZoneSpec]:
        return [ZoneSpec(str(spec["name"]), str(spec["kind"])) for spec in self.static["zone_specs"]]

    def table_info(self) -> dict[str, Any]:
        info: dict[str, Any] = json.loads(json.dumps(self.static["info"]))  # the caller's to change
        return info

    @property
    def enforcement(self) -> str:
        return str(self._state.get("enforcement") or "strict")

    @property
    def phase(self) -> str:
        return str(self._state.get("phase") or "")

    @property
    def active_player(self) -> str:
        return str(self._state.get("active") or (self.players[0] if self.players else ""))

    @property
    def history(self) -> list[dict[str, Any]]:
        """The last actions: who did what (a card only where this seat sees it)."""
        return list(self._state.get("history") or [])

    @property
    def definitions(self) -> dict[str, Any]:
        return {}  # the card set stays at the host: faces are drawn from the card data

    @property
    def cards(self) -> dict[str, Any]:
        return {}

    @property
    def adopted_version(self) -> int:
        """Which of the host's tables the window reads now (they count up)."""
        return self._adopted

    @property
    def playing(self) -> bool:
        """Whether this seat is a player's (a spectator or judge plays nothing)."""
        return self.remote.invite.role.value == "player"

    def view(self, viewer: str, log: bool = False) -> dict[str, Any]:
        """The table as this seat sees it. Asked for another viewer's, a player's seat gives the
        spectator's (the public parts: what any other viewer sees of it at least), a spectator's
        or judge's its own: never anything this seat may not see."""
        view: dict[str, Any]
        if viewer == self.seat or "public" not in self._state:
            view = self._state["view"]
        else:
            view = self._state["public"]
        if log:
            view = {**view, "log": self.log_lines(viewer)}
        return view

    def pending(self, viewer: str = SPECTATOR) -> dict[str, Any] | None:
        if viewer == SPECTATOR:
            step: dict[str, Any] | None = self._state.get("pending")
            return step
        pending: dict[str, Any] | None = self.view(viewer).get("pending")
        return pending

    def outcome(self) -> dict[str, Any] | None:
        outcome: dict[str, Any] | None = self._state.get("view", {}).get("outcome")
        return outcome

    def questions(self, viewer: str = SPECTATOR) -> list[Question]:
        """The open questions as this seat sees them (whole where it answers them)."""
        from msgspec import convert

        return [convert(question, Question) for question in self._state.get("questions") or []]

    def answer(self, answer: Answer, by: str) -> dict[str, Any]:
        """The action ``by``'s answer makes (the host's engine judges it again)."""
        command = command_of(answer.question)  # a command's question, asked again now
        asked = ([self.ask(command, by, after_of(answer.question))] if command is not None
                 else self.questions(by))
        return answered(asked, answer, by)

    def commands(self, viewer: str = SPECTATOR) -> list[Command]:
        """The game's commands: its data's, the same at every seat (engine.commands)."""
        return command_list(get_ruleset(self.ruleset_name).data)

    def ask(self, command_id: str, by: str, after: int | None = None) -> Question | None:
        """The question a command asks this seat now, from what the seat sees: its open question
        whose answer makes the command's act, else which of its own cards have the command's stat
        (the same question the host's engine asks; the host judges the action it makes)."""
        ruleset = get_ruleset(self.ruleset_name)
        data = command_data(ruleset.data, command_id)
        if is_shared(ruleset.data, command_id):
            deck = f"{by}.{ruleset.zone_of_role('deck')}"
            size = int(self.view(by)["zones"].get(deck, {}).get("count") or 0)
            return ask_shared(self, data, by, len(self.history), deck, size, self.cards, after)
        questions = self.questions(by)
        if data.source is None or by != self.seat:
            return open_question(data, by, questions)
        zone = f"{by}.{ruleset.zone_of_role(data.source)}"
        cards = tuple(card["label"] for card in self.view(by)["zones"].get(zone, {}).get("cards", [])
                      if data.needs is None or is_ability((card.get("stats") or {}).get(data.needs)))
        return open_question(data, by, questions) or pick_question(data, by, cards,
                                                                   len(self.history))

    def preventable(self) -> dict[str, Any] | None:
        chance: dict[str, Any] | None = self._state.get("preventable")
        return chance

    def sources(self, player: str) -> list[dict[str, Any]]:
        return list(self._state.get("sources") or []) if player == self.seat else []

    def legal_phases(self, viewer: str) -> list[str]:
        return list(self._state.get("legal_phases") or []) if viewer == self.seat else []

    def creatable(self, player: str) -> list[dict[str, Any]]:
        return list(self._state.get("creatable") or []) if player == self.seat else []

    def asks_order(self, zone: str, pos: str | None = None) -> bool:
        return pos is None and zone in (self._state.get("asks_order") or ())

    def label_at(self, key: str, index: int) -> str:
        """A face-down card named by its place: the host resolves it (tablefeed.AT)."""
        return f"@at:{key}:{index}"

    def log_lines(self, viewer: str, start: int = 0, stop: int | None = None) -> list[dict[str, Any]]:
        """The log as this seat reads it (the only log it has, whoever asks)."""
        return self._log[start:stop]

    def log_since(self, viewer: str, mark: Any = None,
                  most: int | None = None) -> tuple[int, list[dict[str, Any]], Any]:
        """As the engine's: keep the first ``keep`` lines you have, add ``lines``; ``mark`` is
        the log this answer was made from."""
        log = self._log
        if mark is log:
            return len(log), [], log
        had = mark if isinstance(mark, list) else []
        keep = 0
        for old, new in zip(had, log, strict=False):
            if old != new:
                break
            keep += 1
        lines = log[keep:]
        if most is not None and len(lines) > most:
            keep, lines = len(log) - most, log[-most:]
        return keep, lines, log

    # Asking the host.
    def check(self, action: dict[str, Any]) -> RemoteVerdict:
        """What the host's engine would say of ``action`` (nothing is made)."""
        return self.check_many([action])[0]

    def check_many(self, actions: Sequence[dict[str, Any]]) -> list[RemoteVerdict]:
        """What the host's engine would say of each action, asked at once (a drag lights the
        zones that would take the card: one question for all of them)."""
        keys = [json.dumps(action, sort_keys=True) for action in actions]
        missing = [action for action, key in zip(actions, keys, strict=True)
                   if key not in self._checks]
        if missing:
            answer, problem = self._ask({"type": "check", "actions": list(missing)},
                                        CHECK_TIMEOUT_S)
            verdicts = (answer or {}).get("verdicts")
            if problem is not None or not isinstance(verdicts, list) or len(verdicts) != len(missing):
                return [RemoteVerdict.refusal(problem or self.say("not_made", {}))] * len(actions)
            for action, verdict in zip(missing, verdicts, strict=True):
                self._checks[json.dumps(action, sort_keys=True)] = (
                    RemoteVerdict.of(verdict) if isinstance(verdict, dict) else
                    RemoteVerdict.refusal(self.say("not_made", {})))
        return [self._checks[key] for key in keys]

    def apply(self, action: dict[str, Any]) -> RemoteVerdict:
        """Make ``action`` at the host; its verdict once the host answered (the table it came
        with adopted), or a refusal saying why nothing was made."""
        if not self.playing:
            return RemoteVerdict.refusal(self.say("watching", {}))
        answer, problem = self._ask({"type": "act", "action": action}, ANSWER_TIMEOUT_S)
        self.adopt()
        if problem is not None or answer is None:
            return RemoteVerdict.refusal(problem or self.say("not_made", {}))
        if answer.get("waiting_for"):
            return RemoteVerdict.refusal(self.say("waiting_for", {"player": answer["waiting_for"]}))
        if answer.get("refused"):
            return RemoteVerdict.refusal(self.say("refused", {"reason": answer["refused"]}))
        verdict = answer.get("verdict")
        return RemoteVerdict.of(verdict) if isinstance(verdict, dict) else (
            RemoteVerdict.refusal(self.say("not_made", {})))

    def _ask(self, message: dict[str, Any], timeout: float) -> tuple[dict[str, Any] | None, str | None]:
        """Send ``message`` and wait for its answer: (the answer, None) or (None, why not)."""
        if not self.pace.take():
            return None, self.say("throttled", {})
        ident = self.remote.act(message)
        if ident is None:
            return None, self.say("not_joined", {})
        deadline = time.monotonic() + timeout
        with self._cond:
            arrived = self._cond.wait_for(lambda: ident in self._answers,
                                          max(0.0, deadline - time.monotonic()))
            answer = self._answers.pop(ident, None)
        if not arrived or answer is None:
            return None, self.say("timeout", {"seconds": f"{timeout:g}"})
        if answer.get("type") == "throttled":
            return None, self.say("throttled", {})
        return answer, None

    # What a table's game also has, and a remote seat does without.
    def save(self, path: str) -> None:
        raise OSError("the game is kept by the host: a remote seat saves nothing")

    def record_lines(self) -> list[dict[str, Any]]:
        return [self.header]


def join_game(invite: Any, say: Say = english, on_changed: Callable[[], None] | None = None,
              flood: FloodLimit | None = None, **seat_options: Any) -> RemoteGame:
    """A RemoteGame on a new :class:`RemoteSeat` for ``invite`` (not started yet): its window
    asks for the table each time the seat joins."""
    holder: list[RemoteGame] = []

    def update(kind: str, message: dict[str, Any]) -> None:
        game = holder[0]
        if kind == "welcome" and invite.role.value == "player":
            game.subscribe()
        game.on_update(kind, message)

    seat = RemoteSeat(invite, on_update=update, **seat_options)
    game = RemoteGame(seat, say, on_changed, flood)
    holder.append(game)
    return game
