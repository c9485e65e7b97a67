"""The engine's command line (the contract in spec/game-record.md).

Every problem with a file is one line ``FILE:LINE: message``; never a traceback; files are only read.
"""

from __future__ import annotations

import argparse
import gc
import json
import sys
from collections.abc import Sequence


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
        game = Game.load(args.file)
        view = game.view(args.viewer)
    except RecordError as error:
        if error.path is None:
            error = error.located(args.file, None)
        print(error, file=sys.stderr)
        return 2
    print(json.dumps(view, ensure_ascii=False, indent=1))
    return 0


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
        for number, line in record.lines:
            if "act" not in line:
                continue
            try:
                verdict = game.apply(line)
            except RecordError as error:
                raise error.located(args.file, number) from None
            # Most verdicts repeat: encode each distinct one once. "act" was checked to be one
            # of the known acts, so it needs no escaping.
            data = verdict.to_dict()
            signature = tuple(map(str, data.values()))
            body = bodies.get(signature)
            if body is None:
                body = bodies[signature] = encode(data)[1:]
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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m engine",
        description="Cardtable's rules engine: check rules scenarios, view and replay game records.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("check", help="run rules scenarios (game records with expectations)")
    check.add_argument("files", nargs="+", metavar="FILE")
    check.set_defaults(run=cmd_check)
    view = commands.add_parser("view", help="the state after the last line, as a player may see it")
    view.add_argument("file", metavar="FILE")
    view.add_argument("--as", dest="viewer", required=True, metavar="PLAYER|spectator")
    view.set_defaults(run=cmd_view)
    replay = commands.add_parser("replay", help="apply every action and print each verdict")
    replay.add_argument("file", metavar="FILE")
    replay.set_defaults(run=cmd_replay)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    args = build_parser().parse_args(argv)
    try:
        return args.run(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0
