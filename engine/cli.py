"""The engine's command line (the contract in spec/game-record.md).

Every problem with a file is one line ``FILE:LINE: message``; never a traceback; files are only read.
"""

from __future__ import annotations

import argparse
import gc
import json
import re
import sys
from collections.abc import Sequence
from typing import NoReturn

from engine.registry import game_names  # light: json and pathlib (every command needs it anyway)


def cmd_check(args: argparse.Namespace) -> int:
    from engine.scenario import run_scenario

    passed = failed = 0
    for path in args.files:
        failures = run_scenario(path)
        for failure in failures:
            print(failure)
        if failures:
            failed += 1
        else:
            passed += 1
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


def cmd_view(args: argparse.Namespace) -> int:
    from engine.errors import RecordError
    from engine.game import Game

    gc.disable()  # as in replay: the game's objects all live to the end
    try:
        game = Game.load(args.file, args.at)
        view = game.view(args.viewer, log=True)  # the log as that viewer may read it
    except RecordError as error:
        if error.path is None:
            error = error.located(args.file, None)
        print(error, file=sys.stderr)
        return 2
    sys.stdout.write(view_text(view))
    return 0


def view_text(view: dict[str, object]) -> str:
    """A view as indented JSON, with each log line on a line of its own (a long game's log reads
    line by line, and is written in a fraction of the time a fully indented one takes)."""
    log = view.get("log")
    if not isinstance(log, list) or not log:
        return json.dumps(view, ensure_ascii=False, indent=1) + "\n"
    empty = '"log": []\n}'
    head = json.dumps({**view, "log": []}, ensure_ascii=False, indent=1)
    assert head.endswith(empty), "the log is the view's last key"
    encode = json.JSONEncoder(ensure_ascii=False).encode
    lines = ",\n  ".join(map(encode, log))
    return head[:-len(empty)] + '"log": [\n  ' + lines + "\n ]\n}\n"


def cmd_replay(args: argparse.Namespace) -> int:
    from engine.errors import RecordError
    from engine.game import Game
    from engine.record import read_record

    out: list[str] = []
    encode = json.JSONEncoder(ensure_ascii=False, separators=(", ", ": ")).encode
    bodies: dict[tuple[object, ...], str] = {}
    status = 0
    # A replay allocates many small objects that all live to the end: the cycle collector would
    # only walk them again and again.
    gc.disable()
    try:
        record = read_record(args.file)
        game = Game.from_header_at(record.header, args.file, record.header_line)
        game.steps_later = True  # read once to the end: no log, no snapshots, unless it undoes
        for number, line in record.lines:
            if "act" not in line:
                continue
            try:
                verdict = game.apply(line)
            except RecordError as error:
                raise error.located(args.file, number) from None
            # Most verdicts repeat: render and encode each distinct one once (what its sentence
            # is made of is its signature). "act" was checked to be one of the known acts, so it
            # needs no escaping.
            signature = (verdict.ok, verdict.rule, verdict.code, verdict.applied,
                         tuple(verdict.also), repr(verdict.params))
            body = bodies.get(signature)
            if body is None:
                body = bodies[signature] = encode(verdict.to_dict())[1:]
            out.append(f'{{"line": {number}, "act": "{line["act"]}", {body}')
    except RecordError as error:
        out.append(str(error))
        status = 2
    text = "\n".join(out) + "\n"
    if status:
        sys.stdout.write("\n".join(out[:-1]) + ("\n" if len(out) > 1 else ""))
        sys.stdout.flush()
        sys.stderr.write(out[-1] + "\n")
    else:
        sys.stdout.write(text)
    return status


def cmd_cardset_check(args: argparse.Namespace) -> int:
    from engine.cardset import CardSetError, load_cardset

    try:
        cardset = load_cardset(args.folder)
    except CardSetError as error:
        print(error, file=sys.stderr)
        return 2
    for problem in cardset.problems:
        print(problem)
    print(f"{len(cardset.cards)} cards loaded, {len(cardset.rejected)} rejected")
    return 1 if cardset.errors else 0


def cmd_cardset_schema(args: argparse.Namespace) -> int:
    from engine.cardset import schema_document, schema_text

    if args.game:
        sys.stdout.write(schema_text(args.game))
    else:
        print(json.dumps({game: schema_document(game) for game in game_names()}, ensure_ascii=False,
                         indent=2))
    return 0


def cmd_deck_check(args: argparse.Namespace) -> int:
    from engine.cardset import CardSetError, load_cardset
    from engine.decks import SECTIONS, check_deck, parse_deck

    try:
        cardset = load_cardset(args.set)
        deck = parse_deck(args.deck, cardset)
    except CardSetError as error:
        print(error, file=sys.stderr)
        return 2
    findings = check_deck(deck, cardset)
    for problem in findings:
        print(problem)
    parts = [f"{len(deck.cards(section))} {section}" for section in SECTIONS if deck.cards(section)]
    verdict = "illegal" if findings else "legal"
    print(f"{args.deck}: {verdict} ({', '.join(parts) or 'no cards'})")
    return 1 if findings else 0


class Parser(argparse.ArgumentParser):
    """argparse, whose errors quote a bad value cut to a readable length."""

    def error(self, message: str) -> NoReturn:
        from engine.messages import cut

        super().error(QUOTED.sub(lambda m: f"'{cut(m[1])}'", message))


QUOTED = re.compile(r"'([^']{80,})'")


def position(text: str) -> int:
    """``--at``: a position, 0 (the header) or more (as ``desktop replay`` takes it)."""
    from engine.messages import cut

    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(f"{cut(text)} is not a position (0 or more)")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="python -m engine",
        description="Cardtable's rules engine: check rules scenarios, view and replay game records.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("check", help="run rules scenarios (game records with expectations)")
    check.add_argument("files", nargs="+", metavar="FILE")
    check.set_defaults(run=cmd_check)
    view = commands.add_parser("view", help="the state after the last line, as a player may see it")
    view.add_argument("file", metavar="FILE")
    view.add_argument("--as", dest="viewer", required=True, metavar="PLAYER|spectator|judge",
                      help="whose view: a player's, a spectator's, or the judge's (every card "
                           "face up, every deck in order)")
    view.add_argument("--at", type=position, metavar="N",
                      help="after the first N actions (0: the header's position)")
    view.set_defaults(run=cmd_view)
    replay = commands.add_parser("replay", help="apply every action and print each verdict")
    replay.add_argument("file", metavar="FILE")
    replay.set_defaults(run=cmd_replay)
    cardset = commands.add_parser("cardset", help="card-set folders (docs/card-sets.md)")
    cardset_commands = cardset.add_subparsers(dest="cardset_command", required=True)
    cardset_check = cardset_commands.add_parser("check", help="report every problem in a card set")
    cardset_check.add_argument("folder", metavar="FOLDER")
    cardset_check.set_defaults(run=cmd_cardset_check)
    schema = cardset_commands.add_parser("schema", help="the JSON Schema of a card definition")
    schema.add_argument("game", nargs="?", choices=game_names(), metavar="GAME",
                        help="hkk, berserk or free (default: all three, by game)")
    schema.set_defaults(run=cmd_cardset_schema)
    deck = commands.add_parser("deck", help="deck lists (docs/card-sets.md)")
    deck_commands = deck.add_subparsers(dest="deck_command", required=True)
    deck_check = deck_commands.add_parser("check", help="unknown cards and the game's construction rules")
    deck_check.add_argument("deck", metavar="DECK")
    deck_check.add_argument("--set", required=True, metavar="FOLDER", help="the card-set folder")
    deck_check.set_defaults(run=cmd_deck_check)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    for stream in (sys.stdout, sys.stderr):
        # A file name from the OS may hold bytes that are not UTF-8 (kept as lone surrogates):
        # print them escaped rather than fail.
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
