"""Rules scenarios: game records with expectations, checked line by line (``engine check``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.actions import MAX_NUMBER, out_of_bounds
from engine.errors import RecordError
from engine.game import Game
from engine.messages import MAX_SENTENCE, cut, msg
from engine.record import read_record
from engine.rules import Verdict
from engine.state import SPECTATOR


def _shown(value: Any) -> str:
    """A value a problem quotes (from the scenario or the game), cut to a readable length."""
    return cut(repr(value))


def rule_matches(expected: str | None, actual: str | None) -> bool:
    """Whether ``actual`` is ``expected`` or a rule under it (``93.4.4`` is under ``93.4``)."""
    if expected is None or actual is None:
        return expected == actual
    return actual == expected or actual.startswith(expected + ".")


def _per_card(game: Game, table: Any, read: Callable[[Any], Any],
              compare: Callable[[Any, Any], bool] | None = None) -> list[str]:
    problems = []
    for label, want in _table(table).items():
        got = read(game.card(label))
        if not (compare(want, got) if compare else want == got):
            problems.append(f"{label}: expected {_shown(want)}, got {_shown(got)}")
    return problems


def _table(value: Any) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise RecordError(msg("expect.not_object"))
    return value


def _same_items(want: Any, got: list[str]) -> bool:
    return isinstance(want, list) and sorted(want) == sorted(got)


def _map_of(check: Callable[[Any], bool]) -> Callable[[Any], bool]:
    return lambda value: isinstance(value, dict) and all(map(check, value.values()))


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_str_list(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


_is_bool_map = _map_of(lambda v: isinstance(v, bool))
_is_str_map = _map_of(lambda v: isinstance(v, str))
# expectation -> (what its value must be, the message code that says so)
EXPECT_KINDS: dict[str, tuple[Callable[[Any], bool], str]] = {
    "ok": (lambda v: isinstance(v, bool), "kind.bool"),
    "rule": (lambda v: v is None or isinstance(v, str), "kind.string_or_null"),
    "zone": (_is_str_map, "kind.expect_table"),
    "order": (_map_of(_is_str_list), "kind.expect_table"),
    "count": (_map_of(_is_int), "kind.expect_table"),
    "markers": (_map_of(_map_of(_is_int)), "kind.expect_table"),
    "effects": (_map_of(_is_str_list), "kind.expect_table"),
    "controller": (_is_str_map, "kind.expect_table"),
    "owner": (_is_str_map, "kind.expect_table"),
    "cost": (_map_of(lambda v: v is None or _is_int(v)), "kind.expect_table"),
    "players_state": (_map_of(_map_of(_is_int)), "kind.expect_table"),
    "visible": (_map_of(_is_bool_map), "kind.expect_table"),
    "shuffled": (_is_bool_map, "kind.expect_table"),
    "tapped": (_is_bool_map, "kind.expect_table"),
    "face_down": (_is_bool_map, "kind.expect_table"),
    "prepared": (_is_bool_map, "kind.expect_table"),
    "turn": (_map_of(lambda v: isinstance(v, str) or _is_int(v)), "kind.expect_table"),
    "outcome": (lambda v: v is None or isinstance(v, dict), "kind.expect_table"),
    "logged": (_map_of(_is_str_list), "kind.expect_table"),
}


def check_expectation(game: Game, verdict: Verdict | None, expect: Any) -> list[str]:
    """Every way the state or the last verdict differs from ``expect`` (empty: it holds)."""
    expect = _table(expect)
    if out_of_bounds(expect):
        raise RecordError(msg("record.number_bounds", most=MAX_NUMBER))
    for key, want in expect.items():
        kind = EXPECT_KINDS.get(key)
        if kind is None:
            raise RecordError(msg("expect.unknown", key=key))
        if not kind[0](want):
            raise RecordError(msg("expect.wrong_kind", key=key, kind=msg(kind[1])))
    problems: list[str] = []
    for key, want in expect.items():
        if key in ("ok", "rule"):
            if verdict is None:
                problems.append(f"{key}: expected {_shown(want)}, but no action came before")
            elif key == "ok" and verdict.ok != want:
                problems.append(f"ok: expected {_shown(want)}, got {_shown(verdict.ok)} "
                                f"(rule {verdict.rule}: {verdict.message})")
            elif key == "rule" and not rule_matches(want, verdict.rule):
                problems.append(f"rule: expected {_shown(want)}, got {_shown(verdict.rule)}")
        elif key == "cost":
            for label, value in _table(want).items():
                got = game.cost_of(game.card(label))
                if got != value:
                    problems.append(f"cost {label}: expected {_shown(value)}, got {_shown(got)}")
        elif key in CARD_CHECKS:
            read, compare = CARD_CHECKS[key]
            problems += [f"{key} {p}" for p in _per_card(game, want, read, compare)]
        elif key == "order":
            for zone, labels in _table(want).items():
                got_order = [c.label for c in game.zone_cards(game.zone_key(zone))]
                if got_order != labels:
                    problems.append(f"order {zone}: expected {_shown(labels)}, got {_shown(got_order)}")
        elif key == "count":
            for zone, count in _table(want).items():
                got = len(game.zone_cards(game.zone_key(zone)))
                if got != count:
                    problems.append(f"count {zone}: expected {_shown(count)}, got {_shown(got)}")
        elif key == "players_state":
            for player, counters in _table(want).items():
                have = game.counters[game.player(player)]
                for name, value in _table(counters).items():
                    if have.get(name, 0) != value:
                        problems.append(f"players_state {player}.{name}: expected {_shown(value)}, "
                                        f"got {_shown(have.get(name, 0))}")
        elif key == "visible":
            for viewer, zones in _table(want).items():
                if viewer != SPECTATOR:
                    game.player(viewer)
                for zone, value in _table(zones).items():
                    got = game.zone_visible(game.zone_key(zone), viewer)
                    if got != value:
                        problems.append(f"visible {viewer} {zone}: expected {_shown(value)}, "
                                        f"got {_shown(got)}")
        elif key == "shuffled":
            shuffled = verdict.shuffled if verdict is not None else set()
            for zone, value in _table(want).items():
                got = game.zone_key(zone) in shuffled
                if got != value:
                    problems.append(f"shuffled {zone}: expected {_shown(value)}, got {_shown(got)}")
        elif key == "turn":
            got_turn = {"active": game.active, "phase": game.phase, "number": game.turns[game.active]}
            for name, value in _table(want).items():
                if got_turn.get(name) != value:
                    problems.append(f"turn {name}: expected {_shown(value)}, "
                                    f"got {_shown(got_turn.get(name))}")
        elif key == "outcome":
            got_outcome = game.outcome()
            if want is None or got_outcome is None:
                if want != got_outcome:
                    problems.append(f"outcome: expected {_shown(want)}, got {_shown(got_outcome)}")
            else:
                for name, value in _table(want).items():
                    if got_outcome.get(name) != value:
                        problems.append(f"outcome {name}: expected {_shown(value)}, "
                                        f"got {_shown(got_outcome.get(name))}")
        elif key == "logged":
            for viewer, labels in _table(want).items():
                if viewer != SPECTATOR:
                    game.player(viewer)
                newest = game.log_lines(viewer, max(0, len(game.log) - 1))
                got_cards = sorted(newest[-1]["cards"]) if newest else []
                if got_cards != sorted(labels):
                    problems.append(f"logged {viewer}: expected {_shown(sorted(labels))}, "
                                    f"got {_shown(got_cards)}")
        else:
            raise RecordError(msg("expect.unknown", key=key))
    return [cut(problem, MAX_SENTENCE) for problem in problems]


CARD_CHECKS: dict[str, tuple[Callable[[Any], Any], Callable[[Any, Any], bool] | None]] = {
    "zone": (lambda card: card.zone, None),
    "markers": (lambda card: dict(card.markers), None),
    "effects": (lambda card: list(card.effects), _same_items),
    "controller": (lambda card: card.controller, None),
    "owner": (lambda card: card.owner, None),
    "tapped": (lambda card: card.tapped, None),
    "face_down": (lambda card: card.face_down, None),
    "prepared": (lambda card: card.prepared, None),
}


def run_scenario(path: str) -> list[str]:
    """Run a scenario file; return its failures as ``FILE:LINE: ...`` lines (empty: it passed).

    A scenario stops at its first failing expectation; a broken file is one failure.
    """
    try:
        record = read_record(path)
        game = Game.from_header_at(record.header, path, record.header_line, today=True)
        verdict: Verdict | None = None
        for number, line in record.lines:
            try:
                if "act" in line:
                    verdict = game.apply(line)
                    continue
                problems = check_expectation(game, verdict, line["expect"])
            except RecordError as error:
                raise error.located(path, number) from None
            if problems:
                return [f"{path}:{number}: {'; '.join(problems)}"]
    except RecordError as error:
        return [str(error)]
    return []

