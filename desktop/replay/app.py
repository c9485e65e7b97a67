"""``python -m desktop replay FILE [--at N] [--as PLAYER|spectator|judge] [--screenshot PNG]
[--lang LANG] [--broadcast] [--overlay PORT]``: a game record watched on the table, read-only."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any


def position(text: str) -> int:
    """``--at``: a position, 0 (the start) or more."""
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text} is not a position (0 or more)")
    return value


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """The replay command line (spec/desktop.md)."""
    from desktop.arguments import port_number

    parser = argparse.ArgumentParser(
        prog="cardtable replay",
        description="Watch a game record (a saved game, an autosave journal, a rules scenario) "
                    "on the table, read-only.")
    parser.add_argument("file", help="the game record")
    parser.add_argument("--at", type=position, default=0, metavar="N",
                        help="after the first N actions (default: the start; past the end: the "
                             "end)")
    parser.add_argument("--as", dest="viewer", default="spectator",
                        metavar="PLAYER|spectator|judge",
                        help="whose view (default: a spectator's); judge: every card face up")
    parser.add_argument("--screenshot", metavar="PNG",
                        help="draw the replay at that position once, save its picture and exit")
    parser.add_argument("--lang", choices=("en", "hu", "ru"), help="interface language")
    parser.add_argument("--broadcast", action="store_true", help="also open the broadcast window")
    parser.add_argument("--overlay", metavar="PORT", type=port_number,
                        help="serve the browser overlay on 127.0.0.1:PORT (0: any free port)")
    return parser.parse_args(argv)


def main(argv: Sequence[str]) -> int:
    """Open the replay window; returns the exit status (2: the file or a choice was wrong)."""
    args = parse_args(argv)
    from desktop.app import (
        application,
        give_windows_the_icon,
        report_problem,
        run_until_quit,
        screenshot,
        serve_overlay,
    )
    from desktop.firstpaint import PAINT_DEADLINE_MS, after_first_paint
    from desktop.qt import QApplication
    from desktop.replay.records import open_timeline
    from desktop.replay.window import ReplayWindow, use_card_images
    from desktop.texts import problem_line
    from engine.errors import RecordError

    app, settings = application(args.lang)
    path = Path(args.file)
    try:
        timeline, kind = open_timeline(path)
    except (OSError, RecordError) as error:
        report_problem(args, problem_line(error))
        return 2
    from desktop.mainwindow import open_live_window

    window = ReplayWindow(timeline, kind, settings, path, args.viewer, args.at,
                          start_live=open_live_window)
    if args.viewer not in window.replay.viewers():
        window.close()
        report_problem(args, QApplication.translate(
            "ReplayWindow", "{viewer} is not a player of {file}; choose one of: {choices}").format(
            viewer=args.viewer, file=path, choices=", ".join(window.replay.viewers())))
        return 2
    use_card_images(window, timeline.game.header)
    from desktop.screens import fit_to_screen

    fit_to_screen(window)
    if not serve_overlay(window, args):
        return 2
    after_first_paint(window, give_windows_the_icon)
    window.show()
    broadcast = window.streaming.open_broadcast() if args.broadcast else None
    if args.screenshot:
        images = window.images
        return screenshot(window, broadcast, args.screenshot, lambda: images is not None and (
            not images.idle and settle(images, PAINT_DEADLINE_MS)))
    return run_until_quit(app)


def settle(images: Any, deadline_ms: int) -> bool:
    """Run the event loop until every card image asked for is decoded (``--screenshot`` draws
    the table fully); False if the deadline came first."""
    from desktop.qt import QEventLoop, QTimer

    loop = QEventLoop()
    for signal in (images.progress, images.updated):  # the last of them leaves it idle
        signal.connect(lambda *_: loop.quit() if images.idle else None)
    QTimer.singleShot(deadline_ms, loop.quit)
    if not images.idle:
        loop.exec()
    return bool(images.idle)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
