"""``python -m desktop [GAME] [--screenshot PNG] [--as PLAYER] [--journal FILE] [--lang LANG]
[--broadcast] [--overlay PORT]``; ``python -m desktop replay FILE …`` and ``proofs …``.

Only argparse is imported before the arguments are read, while another thread links Qt's
libraries (:mod:`desktop.preload`); then the game is chosen (the engine reads or deals it) before
Qt loads, and the window is built.
"""

from __future__ import annotations

import argparse
import gc
import sys
from collections.abc import Callable, Sequence
from typing import Any

from desktop import preload


def port_number(text: str) -> int:
    """A TCP port for ``--overlay`` (0: any free one)."""
    value = int(text)
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"{text} is not a port (0-65535)")
    return value


# The commands ``cardtable COMMAND …`` runs instead of the window (_main), for --help.
COMMANDS_HELP = """\
commands (cardtable COMMAND --help says more):
  replay FILE [--at N] [--as PLAYER|spectator|judge]
                        watch a game record read-only, action by action
  proofs SOURCE [--set FOLDER] --out FILE.pdf
                        print a card set or a deck list as proof sheets
"""


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The command line (spec/desktop.md)."""
    parser = argparse.ArgumentParser(prog="cardtable", description="Cardtable: a card table.",
                                     epilog=COMMANDS_HELP,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", nargs="?", help="a game record to open (default: the demo game)")
    parser.add_argument("--screenshot", metavar="PNG",
                        help="draw the main window once, save its picture and exit")
    parser.add_argument("--as", dest="seat", metavar="PLAYER",
                        help="whose seat is at the bottom (default: the active player)")
    parser.add_argument("--journal", metavar="FILE",
                        help="keep the autosave journal in FILE; an existing FILE is resumed")
    parser.add_argument("--lang", choices=("en", "hu", "ru"), help="interface language")
    from engine.registry import game_names  # light: reads engine/data/games.json only

    parser.add_argument("--demo", default=game_names()[0], choices=game_names(),
                        help="which demo game opens when no GAME is given")
    parser.add_argument("--broadcast", action="store_true",
                        help="also open the broadcast window (with --screenshot: its picture)")
    parser.add_argument("--overlay", metavar="PORT", type=port_number,
                        help="serve the browser overlay on 127.0.0.1:PORT (0: any free port)")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None, hook: Callable[[Any], None] | None = None) -> int:
    """Run the desktop app; returns the exit status. ``hook``: tests only (see
    :func:`desktop.app.run`)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    preload.start()  # Qt's libraries load on the other core meanwhile (see there)
    try:
        return _main(argv, hook)
    finally:
        preload.finish()  # an early exit (--help, a bad argument) never leaves it loading


def _main(argv: list[str], hook: Callable[[Any], None] | None) -> int:
    """:func:`main`'s work: a subcommand, or the window."""
    if argv[:1] == ["proofs"]:  # proof sheets: no window (spec/card-set.md)
        from desktop.cardsets.proofs import main as proofs

        return proofs(argv[1:])
    if argv[:1] == ["replay"]:  # a game record watched read-only (spec/desktop.md)
        from desktop.replay.app import main as replay

        return replay(argv[1:])
    # The start allocates a lot and frees little: Python's cyclic garbage collector, which would
    # walk the growing heap ~70 times (~9 ms), waits until the window is painted (run()).
    gc.disable()
    try:
        args = parse_args(argv)
        from desktop.session import choose_start_early  # before Qt (see there)

        chosen = choose_start_early(args)
        from desktop.app import run

        return run(args, hook, chosen)
    finally:
        gc.enable()


if __name__ == "__main__":
    sys.exit(main())
