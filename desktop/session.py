"""Which game is on the table: the demo, a new game, a saved one, or a resumed journal."""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop.dialogs import NewGameChoice
from desktop.settings import Settings, default_journal

RETIRED = "last-game.jsonl"


@dataclass
class Start:
    """The game to open, its autosave journal (None: no autosave) and its saved file.

    ``interrupted``: the usual journal, left by a crash, still to be offered for resuming; until
    the player answers, the new game is not journaled (the old journal must survive a "no").
    """

    game: Any
    journal: Path | None
    path: Path | None = None
    interrupted: Path | None = None


def demo(ruleset: str = "hkk") -> Any:
    """The bundled demo game."""
    from engine.demo import demo_game

    return demo_game(ruleset)


def load(path: Path) -> Any:
    """A saved game (the file is only read)."""
    from engine import Game

    return Game.load(str(path))


def definitions(game: Any) -> list[str]:
    """The card definition ids a player may create."""
    return list(getattr(game, "definitions", {}) or {})


def new_game(choice: NewGameChoice) -> Any:
    """A new game on the game's demo card set: each player's deck list file (a plain-text list of
    that set's cards), or the demo deck of that seat."""
    from desktop.cardsets.opencardset import SeatChoice, game_on_set
    from engine.cardset import load_cardset
    from engine.demo import DEMO_PLAYERS, demo_set_folder

    folder = demo_set_folder(choice.ruleset)
    demo_players = DEMO_PLAYERS[choice.ruleset]
    seats = [SeatChoice(player, choice.decks.get(player) or
                        str(folder / "decks" / f"{demo_players[seat % len(demo_players)]}.txt"))
             for seat, player in enumerate(choice.players)]
    return game_on_set(load_cardset(folder), seats, choice.enforcement, ruleset=choice.ruleset)


def attach_journal(game: Any, path: Path | None) -> None:
    """Start writing ``game``'s record to the journal at ``path`` (replacing an old one)."""
    if path is None:
        return
    from engine import Journal

    path.parent.mkdir(parents=True, exist_ok=True)
    game.attach_journal(Journal(str(path)))


def resume(path: Path) -> Any:
    """The game a journal holds, with the journal attached again."""
    from engine import Journal

    return Journal.resume(str(path))


def close_journal(game: Any, path: Path | None) -> None:
    """A clean exit: the usual journal is kept as the last game, so no resume is offered."""
    journal = getattr(game, "journal", None)
    if journal is not None and hasattr(journal, "close"):
        journal.close()
    if path is not None and path == default_journal() and path.exists():
        path.replace(path.with_name(RETIRED))


def choose_start(args: argparse.Namespace, settings: Settings, offer_resume: bool) -> Start:
    """The game for the command line (spec/desktop.md).

    ``--journal FILE``: an existing FILE is resumed without asking. Otherwise a usual journal left
    by a crash comes back as ``Start.interrupted``, to be offered once the window shows (see
    :func:`settle_interrupted`); without ``offer_resume`` (``--screenshot``) nothing is offered
    and the usual journal is left alone.
    """
    if args.journal:
        journal = Path(args.journal)
        if journal.exists() and journal.stat().st_size:
            return Start(resume(journal), journal)
        game = load(Path(args.game)) if args.game else demo(args.demo)
        attach_journal(game, journal)
        return Start(game, journal, Path(args.game) if args.game else None)
    path = Path(args.game) if args.game else None
    game = load(path) if path else demo(args.demo)
    if not offer_resume:
        return Start(game, None, path)
    if path:
        settings.add_recent(str(path))
    usual = default_journal()
    if usual.exists() and usual.stat().st_size:
        return Start(game, None, path, interrupted=usual)
    attach_journal(game, usual)
    return Start(game, usual, path)


def settle_interrupted(start: Start, resume_it: bool) -> Start:
    """The player answered the offer: resume the interrupted game, or journal the new one."""
    assert start.interrupted is not None
    if resume_it:
        return Start(resume(start.interrupted), start.interrupted)
    attach_journal(start.game, start.interrupted)
    return Start(start.game, start.interrupted, start.path)


def set_aside(journal: Path) -> Path:
    """Rename a journal that cannot be resumed, so the new game's journal does not overwrite it:
    a damaged file is never changed, and a person can still look at it."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    kept = journal.with_name(f"{journal.stem}-damaged-{stamp}{journal.suffix}")
    journal.rename(kept)
    return kept
