"""``python -m desktop [GAME] [--screenshot PNG] [--as PLAYER] [--journal FILE] [--lang LANG]
[--broadcast] [--overlay PORT] [--phones ADDRESS[:PORT]]``; ``python -m desktop replay FILE …``
and ``proofs …``; and the engine's commands (``check``, ``view``, ``verdicts``, ``cardset``,
``deck``: :data:`ENGINE_COMMANDS`), so that the one program (``cardtable``, the bundle's too)
offers all of them.

The engine's commands run without Qt: nothing of it is loaded or imported for them. For the
window, only argparse is imported before the arguments are read; then the game is chosen (the
engine reads or deals it) before Qt loads, and the window is built.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from typing import Any

from desktop.arguments import port_number

# The engine's commands (engine/cli.py) under the program's name. The engine's ``replay`` (every
# action's verdict, as JSON) is ``verdicts`` here: ``cardtable replay`` is the replay window.
ENGINE_COMMANDS = ("check", "view", "verdicts", "cardset", "deck")
VERDICTS = "verdicts"

# What ``cardtable --help`` lists after the window's options: every sub-command.
COMMANDS_HELP = """\
commands (cardtable COMMAND --help describes each):
  replay FILE                   watch a game record read-only, in the replay window
  join LINK                     take the seat an online invite link names
  proofs SOURCE --out FILE.pdf  print a card set's or a deck's cards on proof sheets
  check FILE...                 run rules scenarios (game records with expectations)
  view FILE --as PLAYER         the state after the last line, as that player may see it
  verdicts FILE                 apply every action, print each verdict (python -m engine replay)
  cardset check FOLDER          report every problem in a card set
  cardset schema [GAME]         the JSON Schema of a card definition
  deck check DECK --set FOLDER  unknown cards and the game's construction rules
"""


def phones_address(text: str) -> tuple[str, int]:
    """``--phones ADDRESS[:PORT]``: one interface's IPv4 address (never ``0.0.0.0``, which would
    listen on every network: the dialog offers none such either) and a port (default 8766)."""
    from desktop.phones.network import DEFAULT_PORT, listen_address  # light: no Qt, no server

    hint = (f"name one interface's IPv4 address, such as 192.168.1.20:{DEFAULT_PORT} "
            "(127.0.0.1: this computer only)")
    if "[" in text or text.count(":") > 1:
        raise argparse.ArgumentTypeError(f"{text} is not an IPv4 address: {hint}")
    address, colon, port = text.partition(":")
    try:
        number = port_number(port) if colon else DEFAULT_PORT
    except ValueError:
        raise argparse.ArgumentTypeError(f"{port!r} is not a port (0-65535)") from None
    try:
        return listen_address(address), number
    except ValueError as error:
        raise argparse.ArgumentTypeError(f"{error}: {hint}") from None


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line (spec/desktop.md)."""
    parser = argparse.ArgumentParser(
        prog="cardtable", description="Cardtable: a card table.", epilog=COMMANDS_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", nargs="?", help="a game record to open (default: the demo game)")
    parser.add_argument("--screenshot", metavar="PNG",
                        help="draw the main window once, save its picture and exit")
    parser.add_argument("--as", dest="seat", metavar="PLAYER",
                        help="whose seat is at the bottom (default: the active player)")
    parser.add_argument("--journal", metavar="FILE",
                        help="keep the autosave journal in FILE; an existing FILE is resumed")
    parser.add_argument("--lang", choices=("en", "hu", "ru"), help="interface language")
    from engine.games import game_names

    parser.add_argument("--demo", default=game_names()[0], choices=game_names(),
                        help="which demo game opens when no GAME is given")
    parser.add_argument("--broadcast", action="store_true",
                        help="also open the broadcast window (with --screenshot: its picture)")
    parser.add_argument("--overlay", metavar="PORT", type=port_number,
                        help="serve the browser overlay on 127.0.0.1:PORT (0: any free port)")
    parser.add_argument("--phones", metavar="ADDRESS[:PORT]", type=phones_address,
                        help="start Hands on phones at once on that interface's address (port "
                             "8766 unless given; 0: any free port), as View → Hands on phones… "
                             "→ Start; that dialog shows the seats' QR codes")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None, hook: Callable[[Any], None] | None = None) -> int:
    """Run the desktop app; returns the exit status. ``hook``: tests only (see
    :func:`desktop.app.run`)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv[:1] and argv[0] in ENGINE_COMMANDS:  # no window: Qt stays unloaded
        from engine.cli import main as engine

        return engine(argv, prog="cardtable", replay=VERDICTS)
    if argv[:1] == ["proofs"]:  # proof sheets: no window (spec/card-set.md)
        from desktop.cardsets.proofs import main as proofs

        return proofs(argv[1:])
    if argv[:1] == ["join"]:  # a seat of an online game (spec/desktop.md, docs/online.md)
        from desktop.remotetable import main as join

        return join(argv[1:])
    if argv[:1] == ["replay"]:  # a game record watched read-only (spec/desktop.md)
        from desktop.replay.app import main as replay

        return replay(argv[1:])
    args = parse_args(argv)
    from desktop.session import choose_start_early  # before Qt (see there)

    chosen = choose_start_early(args)
    from desktop.app import run

    return run(args, hook, chosen)


if __name__ == "__main__":
    sys.exit(main())
