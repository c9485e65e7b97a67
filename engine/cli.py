"""The engine's command line (the contract in spec/game-record.md).

Every problem with a file is one line ``FILE:LINE: message``; never a traceback; files are only read.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from engine.games import game_names

LANGUAGES = ("en", "hu", "ru")  # engine/i18n.py's, without importing it for every command


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
    try:
        record = read_record(args.file)
        game = Game.from_header_at(record.header, args.file, record.header_line)
        game.past.steps_later = True  # read once to the end: no log, no snapshots, unless it undoes
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


def _language(args: argparse.Namespace) -> str:
    """``--lang``, else the system's language (engine/i18n.py)."""
    from engine.i18n import system_language

    return args.lang or system_language()


def cmd_cardset_check(args: argparse.Namespace) -> int:
    from engine.cardset import CardSetError, load_cardset
    from engine.i18n import problem_text, say

    language = _language(args)
    try:
        counter = _counter(args.folder)
        cardset = load_cardset(args.folder, progress=counter)
        counter.finish()
    except CardSetError as error:
        print(problem_text(error, language), file=sys.stderr)
        return 2
    for problem in cardset.problems:
        print(problem_text(problem, language))
    print(say(language, "cli.cardset_summary", count=len(cardset.cards), rejected=len(cardset.rejected)))
    return 1 if cardset.errors else 0


def _counter(folder: str) -> Any:
    """A counter of the rows read, on stderr once reading takes more than a second."""
    from engine.progress import Counter

    return Counter(sys.stderr, folder)


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
    from engine.i18n import problem_text, say

    language = _language(args)
    try:
        counter = _counter(args.set)
        cardset = load_cardset(args.set, progress=counter)
        counter.finish()
        deck = parse_deck(args.deck, cardset)
    except CardSetError as error:
        print(problem_text(error, language), file=sys.stderr)
        return 2
    findings = check_deck(deck, cardset)
    for problem in findings:
        print(problem_text(problem, language))
    parts = [say(language, f"cli.section.{section}", count=len(deck.cards(section)))
             for section in SECTIONS if deck.cards(section)]
    sections = ", ".join(parts) or say(language, "cli.deck_no_cards")
    verdict = "cli.deck_illegal" if findings else "cli.deck_legal"
    print(say(language, verdict, deck=args.deck, sections=sections))
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


def build_parser(prog: str = "python -m engine", replay: str = "replay") -> argparse.ArgumentParser:
    """The command line; ``prog`` and ``replay`` (the verdicts command's name) let the ``cardtable``
    program offer the same commands under its own name, where ``replay`` is the replay window."""
    parser = Parser(
        prog=prog,
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
    verdicts = commands.add_parser(replay, help="apply every action and print each verdict")
    verdicts.add_argument("file", metavar="FILE")
    verdicts.set_defaults(run=cmd_replay)
    cardset = commands.add_parser("cardset", help="card-set folders (docs/card-sets.md)")
    cardset_commands = cardset.add_subparsers(dest="cardset_command", required=True)
    cardset_check = cardset_commands.add_parser("check", help="report every problem in a card set")
    cardset_check.add_argument("folder", metavar="FOLDER")
    cardset_check.add_argument("--lang", choices=LANGUAGES, help="the language of the messages "
                               "(default: the system's)")
    cardset_check.set_defaults(run=cmd_cardset_check)
    schema = cardset_commands.add_parser("schema", help="the JSON Schema of a card definition")
    schema.add_argument("game", nargs="?", choices=game_names(), metavar="GAME",
                        help="one of the games (default: every game, by name)")
    schema.set_defaults(run=cmd_cardset_schema)
    deck = commands.add_parser("deck", help="deck lists (docs/card-sets.md)")
    deck_commands = deck.add_subparsers(dest="deck_command", required=True)
    deck_check = deck_commands.add_parser("check", help="unknown cards and the game's construction rules")
    deck_check.add_argument("deck", metavar="DECK")
    deck_check.add_argument("--set", required=True, metavar="FOLDER", help="the card-set folder")
    deck_check.add_argument("--lang", choices=LANGUAGES, help="the language of the messages "
                            "(default: the system's)")
    deck_check.set_defaults(run=cmd_deck_check)
    return parser


def main(argv: Sequence[str] | None = None, prog: str = "python -m engine",
         replay: str = "replay") -> int:
    """Run the command line; return the exit status (``prog``, ``replay``: see build_parser)."""
    for stream in (sys.stdout, sys.stderr):
        # A file name from the OS may hold bytes that are not UTF-8 (kept as lone surrogates):
        # print them escaped rather than fail.
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    args = build_parser(prog, replay).parse_args(argv)
    run: Callable[[argparse.Namespace], int] = args.run  # the command's cmd_… function
    try:
        return run(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
