"""Which game is on the table (the demo, a new game, a saved one, a resumed journal) and which
journal it writes.

One writer per journal: a journal is written only while this process holds its lock
(``engine.journal.JournalLock``), taken before the file is read and held until the game leaves
the table. Without ``--journal`` every copy of the app gets an autosave of its own
(``autosave.jsonl``, ``autosave-2.jsonl``, … in the data folder): a journal another copy holds is
neither offered for resuming nor written, and each copy retires only its own.

A game that leaves the table (a clean quit, a rematch, a new or opened game) keeps its record:
its autosave moves to the finished games (``games/`` in the data folder, one file per game,
never written over), which File → Open recent lists. Only a deal nobody played is deleted.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from desktop.settings import autosave_slot, autosave_slots, data_folder, is_autosave

if TYPE_CHECKING:
    from desktop.dialogs import NewGameChoice

FINISHED = "games"  # the data folder's folder of finished games
SHOWN_FINISHED = 8  # how many of them File → Open recent lists

_locks: dict[Path, Any] = {}  # the journals this process writes: their JournalLock
_journals: dict[Path, Any] = {}  # the Journal object writing each of them now
_dealt: dict[Path, int] = {}  # journals this process started on a new deal: their size then


class Start(NamedTuple):
    """The game to open, its autosave journal (None: no autosave) and its saved file.

    ``interrupted``: an autosave a crash left behind (this process holds its lock), still to be
    offered for resuming. ``problem``: the journal could not be written (a read-only or full
    disk): the game shows, and every action is refused with the reason until it can be.
    ``recent``: ``path`` goes to File → Open recent (the settings do it: they need Qt, which
    loads after the game is chosen).
    """

    game: Any
    journal: Path | None
    path: Path | None = None
    interrupted: Path | None = None
    problem: OSError | None = None
    recent: bool = False


def demo(ruleset: str | None = None) -> Any:
    """The bundled demo game (of the first game the registry lists, unless ``ruleset`` says)."""
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


# One writer per journal.
def _key(path: Path) -> Path:
    """The file itself: a link and its target are one journal, with one lock."""
    return Path(path).resolve()


def claim(path: Path) -> None:
    """Hold ``path``'s lock from now on (a no-op if this process holds it already).

    Raises ``JournalBusy`` (with the holder's PID) when another process writes it, ``OSError``
    when its folder cannot hold the lock file (read-only, full, gone)."""
    from engine.journal import JournalLock

    key = _key(path)
    if key in _locks:
        return
    key.parent.mkdir(parents=True, exist_ok=True)
    lock = JournalLock(key)
    lock.acquire()
    _locks[key] = lock


def release(path: Path | None) -> None:
    """Let another process write ``path`` (its journal is closed first)."""
    if path is None:
        return
    key = _key(path)
    journal = _journals.pop(key, None)
    if journal is not None:
        journal.close()
    _dealt.pop(key, None)
    lock = _locks.pop(key, None)
    if lock is not None:
        lock.release()


def is_journal(path: Path, journal: Path | None) -> bool:
    """Whether ``path`` names the file ``journal`` (a game saved there is already saved)."""
    return journal is not None and _key(path) == _key(journal)


def release_all() -> None:
    """Let go of every journal this process holds (the process is done with its games)."""
    for path in list(_locks):
        release(path)


def holds(path: Path | None) -> bool:
    """Whether this process holds ``path``'s lock."""
    return path is not None and _key(path) in _locks


class DeferredJournal:
    """The record sink of a game whose journal file could not be started (a read-only or full
    disk, or a folder that cannot hold the lock).

    It is not ``started``, so before each action's line the game gives it the whole record to
    start with: it tries again to take the lock and write the journal. Until that works, each
    action is refused with the reason (``JournalWriteError`` from ``Game.apply``), so the table
    never shows what is not saved.
    """

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self.journal: Any = None

    @property
    def started(self) -> bool:
        return self.journal is not None

    def start(self, lines: list[dict[str, Any]]) -> None:
        from engine.journal import Journal, JournalBusy, JournalWriteError

        try:
            claim(self.path)
        except JournalBusy as busy:
            raise JournalWriteError(self.path, OSError(errno.EBUSY, str(busy))) from busy
        except OSError as error:
            raise JournalWriteError(self.path, error) from error
        journal = Journal(self.path)
        journal.start(lines)
        self.journal = _journals[_key(self.path)] = journal

    def append(self, line: dict[str, Any]) -> None:
        if self.journal is None:
            from engine.journal import JournalWriteError

            raise JournalWriteError(self.path, OSError(errno.EIO, "the journal was never started"))
        self.journal.append(line)

    def close(self) -> None:
        if self.journal is not None:
            self.journal.close()


def attach_journal(game: Any, path: Path | None) -> OSError | None:
    """Start writing ``game``'s record to the journal at ``path`` (replacing an old one).

    A journal that cannot be started is not an error here: the game gets a
    :class:`DeferredJournal` (nothing can be applied until the journal is written) and the
    reason is returned, for the player to be told."""
    if path is None:
        return None
    from engine.journal import Journal, JournalWriteError

    key = _key(path)
    previous = _journals.pop(key, None)
    if previous is not None:
        previous.close()
    try:
        claim(path)
        journal = Journal(key)
        game.attach_journal(journal)
    except OSError as error:
        game.attach_journal(DeferredJournal(path), start=False)
        return error if isinstance(error, JournalWriteError) else JournalWriteError(path, error)
    _journals[key] = journal
    with contextlib.suppress(OSError):
        _dealt[key] = key.stat().st_size
    return None


def autosave_for(game: Any, taken: Path | None = None) -> tuple[Path, OSError | None]:
    """Journal ``game`` in a new autosave of this process's own (not ``taken``): its path, and
    the problem when it cannot be written (then the game refuses every action, saying why, until
    it can: :class:`DeferredJournal`)."""
    from engine.journal import JournalWriteError

    try:
        own = own_autosave(taken)
    except OSError as error:  # the data folder cannot hold an autosave at all
        own = autosave_slot(1)
        game.attach_journal(DeferredJournal(own), start=False)
        return own, JournalWriteError(own, error)
    return own, attach_journal(game, own)


def resume(path: Path) -> Any:
    """The game a journal holds, with the journal attached again (its lock held)."""
    from engine import Journal

    claim(path)
    game = Journal.resume(str(path))
    _journals[_key(path)] = game.journal
    return game


def retire(path: Path | None) -> Path | None:
    """This process is done with ``path``; its lock is released. An autosave is not offered for
    resuming any more: its game moves to the finished games (returned), or, if nobody played
    since the deal, it is deleted. A journal named with ``--journal`` stays where it is."""
    if path is None:
        return None
    kept = None
    key = _key(path)
    if holds(path) and is_autosave(path) and path.exists():
        journal = _journals.pop(key, None)
        if journal is not None:
            journal.close()
        with contextlib.suppress(OSError):  # a read-only or vanished disk: it stays as it is
            if _dealt.get(key) == path.stat().st_size:
                path.unlink()  # only the deal: the same players and decks make it again
            else:
                kept = keep_finished(path)
    release(path)
    return kept


def finished_folder() -> Path:
    """Where finished games are kept (it may not exist yet)."""
    return data_folder() / FINISHED


def keep_finished(path: Path) -> Path:
    """Move a game's journal among the finished games, under a name of its own (the game and
    when it was last played: ``<game>-20261201-140322.jsonl``); no earlier game is written over."""
    folder = finished_folder()
    folder.mkdir(parents=True, exist_ok=True)
    stem = f"{_ruleset_of(path)}-{time.strftime('%Y%m%d-%H%M%S', time.localtime(path.stat().st_mtime))}"
    target = folder / f"{stem}.jsonl"
    number = 2
    while target.exists():
        target = folder / f"{stem}-{number}.jsonl"
        number += 1
    path.replace(target)
    return target


def _ruleset_of(path: Path) -> str:
    """The game a record is of (its header's ``ruleset``), "game" where it cannot be read."""
    try:
        with path.open(encoding="utf-8") as file:
            header = json.loads(file.readline())
        name = str(header.get("ruleset", "game"))
    except (OSError, ValueError, AttributeError):
        return "game"
    return name if name.isidentifier() else "game"


def finished_games(most: int = SHOWN_FINISHED) -> list[Path]:
    """The newest finished games, newest first."""
    folder = finished_folder()
    if not folder.is_dir():
        return []
    games = [path for path in folder.glob("*.jsonl") if path.is_file()]
    games.sort(key=lambda path: path.stat().st_mtime, reverse=True)
    return games[:most]


def close_journal(game: Any, path: Path | None) -> Path | None:
    """A game leaves the table (a clean exit, another game): its journal is closed, an autosave
    kept among the finished games (returned) unless nobody played since the deal."""
    journal = getattr(game, "journal", None)
    if journal is not None and hasattr(journal, "close"):
        journal.close()
    return retire(path)


def replace_game(old: Any, old_journal: Path | None,
                 game: Any) -> tuple[Path | None, Path | None, OSError | None]:
    """``game`` takes the table from ``old`` (a rematch, a new or opened game): the old game's
    journal is closed (an autosave kept among the finished games, a ``--journal`` file left as
    it is) and ``game`` gets an autosave of its own. Returns the new journal, where the old game
    is kept now (None: it was not moved), and the problem when the new journal cannot be
    written. A window that journals nothing (None) journals the new game neither."""
    if old_journal is None:
        return None, None, None
    kept = close_journal(old, old_journal)
    journal, problem = autosave_for(game)
    return journal, kept, problem


def move_journal(game: Any, old: Path | None, new: Path) -> None:
    """Keep journaling ``game`` in ``new`` (its whole record saved there atomically first); the
    old autosave is deleted (a ``--journal`` file stays). Raises ``JournalBusy`` or
    ``JournalWriteError``; then nothing changed."""
    from engine.journal import Journal, JournalWriteError

    had_it = holds(new)
    try:
        claim(new)
    except OSError as error:
        raise JournalWriteError(new, error) from error
    journal = Journal(new)
    try:
        game.attach_journal(journal)
    except OSError:
        if not had_it:
            release(new)
        raise
    if old is not None and _key(old) != _key(new):
        if is_autosave(old):
            discard(None, old)  # its whole record is in ``new`` now, where the game goes on
        else:
            retire(old)
    _journals[_key(new)] = journal


# Choosing the game at start-up.
def crash_left(path: Path) -> bool:
    """Whether this process could lock ``path`` and it holds a game: an autosave a crash left
    (its lock is then held). A journal another copy of the app writes is left alone."""
    from engine.journal import JournalBusy

    if holds(path) or not (path.exists() and path.stat().st_size):
        return False  # this process's own game, or nothing to resume
    try:
        claim(path)
    except (JournalBusy, OSError):
        return False
    return True


def interrupted_autosave() -> Path | None:
    """The newest autosave a crash left, locked by this process; None when there is none."""
    found = [path for path in autosave_slots() if crash_left(path)]
    found.sort(key=lambda path: path.stat().st_mtime, reverse=True)
    for other in found[1:]:  # offered on a later start
        release(other)
    return found[0] if found else None


def own_autosave(taken: Path | None) -> Path:
    """The first autosave no other copy of the app holds and no crash left behind; locked.
    Raises OSError where the data folder cannot hold one."""
    from engine.journal import JournalBusy

    number = 1
    while True:
        path = autosave_slot(number)
        number += 1
        if path == taken or (path.exists() and path.stat().st_size):
            continue
        try:
            claim(path)
        except JournalBusy:
            continue
        if path.exists() and path.stat().st_size:  # written while we looked
            release(path)
            continue
        return path


def choose_start(args: argparse.Namespace, offer_resume: bool) -> Start:
    """The game for the command line (spec/desktop.md).

    ``--journal FILE``: FILE's lock is taken first (``JournalBusy`` names the process that holds
    it; then nothing was touched); an existing FILE is resumed without asking. Otherwise the new
    game gets an autosave of its own, and the newest autosave a crash left comes back as
    ``Start.interrupted``, to be offered once the window shows (see :func:`settle_interrupted`);
    without ``offer_resume`` (``--screenshot``) nothing is offered, journaled or touched.
    """
    if args.journal:
        return journal_start(Path(args.journal), args)
    path = Path(args.game) if args.game else None
    game = load(path) if path else demo(args.demo)
    if not offer_resume:
        return Start(game, None, path)
    interrupted = interrupted_autosave()
    own, problem = autosave_for(game, interrupted)
    return Start(game, own, path, interrupted, problem, recent=path is not None)


def choose_start_early(args: argparse.Namespace) -> Callable[[], Start]:
    """:func:`choose_start` for the command line, run now, before Qt loads; returns a function
    that gives its :class:`Start` or raises what it raised (``JournalBusy``, ``OSError``,
    ``RecordError``), for the window's start to report once the application exists.

    Why before: once PySide6 is imported, every import statement runs through its import hook,
    which reads each newly named module's source (``from __feature__`` support); the engine's
    modules and the game they deal cost ~25 ms less before it (bench/desktop_launch.py).
    """
    from engine.errors import RecordError
    from engine.journal import JournalBusy

    try:
        start = choose_start(args, offer_resume=not args.screenshot)
    except (JournalBusy, OSError, RecordError) as error:
        failure = error

        def fail() -> Start:
            raise failure

        return fail
    return lambda: start


def journal_start(journal: Path, args: argparse.Namespace) -> Start:
    """``--journal FILE``: resume FILE, or journal the game asked for in it.

    FILE's lock is taken before anything else: ``JournalBusy`` (another process writes it) leaves
    every file as it was. A FILE that cannot be written (a read-only disk) is only read: its game
    shows with ``Start.problem``, and journaling waits until the player saves it elsewhere.
    """
    from engine.journal import Journal, JournalWriteError

    path = Path(args.game) if args.game else None
    try:
        claim(journal)
        if journal.exists() and journal.stat().st_size:
            return Start(resume(journal), journal)
    except OSError as error:
        if journal.exists() and journal.stat().st_size:
            game, _length = Journal.replay(journal)
            path = None
        else:
            game = load(path) if path else demo(args.demo)
        game.attach_journal(DeferredJournal(journal), start=False)
        problem = error if isinstance(error, JournalWriteError) else JournalWriteError(journal, error)
        return Start(game, journal, path, problem=problem)
    game = load(path) if path else demo(args.demo)
    return Start(game, journal, path, problem=attach_journal(game, journal))


def settle_interrupted(start: Start, resume_it: bool) -> Start:
    """The player answered the offer: resume the interrupted game (the new game's own autosave is
    then deleted), or keep the new game (the interrupted one is retired as the last game)."""
    assert start.interrupted is not None
    if resume_it:
        game = resume(start.interrupted)
        discard(start.game, start.journal)
        return Start(game, start.interrupted)
    retire(start.interrupted)
    return Start(start.game, start.journal, start.path)


def discard(game: Any, path: Path | None) -> None:
    """Delete this process's own journal of a game that leaves the table unplayed."""
    journal = getattr(game, "journal", None)
    if journal is not None and hasattr(journal, "close"):
        journal.close()
    if holds(path):
        assert path is not None
        with contextlib.suppress(OSError):
            path.unlink(missing_ok=True)
    release(path)


def set_aside(journal: Path) -> Path:
    """Rename a journal that cannot be resumed, so the new game's journal does not overwrite it:
    a damaged file is never changed, and a person can still look at it. Its lock is released."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    kept = journal.with_name(f"{journal.stem}-damaged-{stamp}{journal.suffix}")
    journal.rename(kept)
    release(journal)
    return kept


def rematch(game: Any) -> Any:
    """A new game like ``game``: its header (players, cards, decks in list order) with a new
    seed, then the same setup (each deck shuffled, the opening hands drawn: the record's first
    ``shuffle`` and ``draw`` lines, one of each a player)."""
    from engine import Game

    lines = game.record_lines()
    header = {key: value for key, value in lines[0].items()
              if key != "seed" and not key.startswith("_")}
    new = Game.from_header(header)
    for line in lines[1:2 * len(game.players) + 1]:
        if line.get("act") not in ("shuffle", "draw"):
            break
        new.apply({key: value for key, value in line.items() if not key.startswith("_")})
    return new
