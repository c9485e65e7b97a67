"""A game that leaves the table keeps its record (issue 10 leftovers): a rematch, a new or an
opened game starts in an autosave of its own, the finished game goes to the finished games that
File → Open recent lists (none written over another), and a journal that cannot be started is
said at once, wherever the new game comes from."""

from __future__ import annotations

import json

import pytest
from cardset_files import make_set
from conftest import make_window
from gestures import band_click, click, dialog, press
from test_journaling import answers

from desktop import session
from desktop.cardsets.opencardset import SeatChoice, game_on_set
from desktop.dialogs import NewGameDialog
from desktop.mainwindow import MainWindow
from desktop.procedures.endgame import EndDialog
from desktop.qt import Qt, QTimer
from desktop.settings import data_folder, default_journal, is_autosave
from engine import Game, Journal
from engine.cardset import load_cardset
from engine.games import game_title

LAST_LIFE = {
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 5,
    "cards": {"wolf": {"name": "Farkas", "type": "creature", "cost": 1}},
    "zones": {"anna.hand": ["wolf#w1"], "bela.hand": ["wolf#w2"]},
    "turn": {"active": "anna", "phase": "main", "number": 2},
    "players_state": {"anna": {"VP": 2, "life": 20}, "bela": {"VP": 0, "life": 1}}}


def journaled(path) -> list[dict]:
    """A journal's record, as a resume reads it."""
    return Journal.replay(path)[0].record_lines()


@pytest.fixture
def autosaved(qtbot, settings, tmp_path, language):
    """A window whose game is journaled in an autosave, as the app starts one."""
    language("en")
    windows = []

    def factory(header: dict) -> MainWindow:
        game = Game.from_header(header)
        journal, problem = session.autosave_for(game)
        assert problem is None and is_autosave(journal)
        window = make_window(qtbot, settings, tmp_path, game, journal=journal)
        windows.append(window)
        return window

    yield factory
    for window in windows:
        window.close()


def win(qtbot, window) -> EndDialog:
    """anna takes bela's last life point with the band's − and the end of the game shows."""
    band_click(window, ("counter", "bela", "life", -1))
    return dialog(qtbot, EndDialog)


def test_a_rematch_keeps_the_finished_game_and_starts_a_fresh_autosave(autosaved, qtbot):
    window = autosaved(LAST_LIFE)
    first = window.game
    click(win(qtbot, window).rematch)
    assert window.game is not first and window.game.outcome() is None
    [kept] = session.finished_games()
    assert journaled(kept) == first.record_lines()  # the finished game, to its last line
    assert kept.parent == data_folder() / "games" and kept.name.startswith("hkk-")
    assert is_autosave(window.journal) and journaled(window.journal) == (
        window.game.record_lines())  # the rematch, in an autosave of its own
    assert "Open recent" in window.statusBar().currentMessage()

    second = window.game
    click(win(qtbot, window).rematch)
    assert window.game is not second
    assert len(session.finished_games()) == 2  # the first one is not written over
    assert journaled(kept) == first.record_lines()
    assert journaled(session.finished_games()[0]) == second.record_lines()


def test_open_recent_lists_the_finished_games_and_opens_one(autosaved, qtbot):
    window = autosaved(LAST_LIFE)
    first = window.game
    click(win(qtbot, window).rematch)
    window.recent_menu.aboutToShow.emit()
    titles = [action.text() for action in window.recent_menu.actions()]
    assert "Earlier games" in titles
    listed = f"{game_title('hkk')} · anna – bela"
    [entry] = [a for a in window.recent_menu.actions() if a.text().startswith(listed)]
    entry.trigger()
    assert window.game.record_lines() == first.record_lines()
    assert window.game.outcome() is not None  # the finished game, as it ended


def test_a_deal_nobody_played_is_not_kept(settings, tmp_path):
    """Only a game someone played is worth keeping: an unplayed deal leaves nothing behind."""
    game = session.demo("hkk")
    journal, _problem = session.autosave_for(game)
    assert session.close_journal(game, journal) is None
    assert not journal.exists() and session.finished_games() == []
    played = session.demo("hkk")
    journal, _problem = session.autosave_for(played)
    played.apply({"act": "draw", "by": played.active_player, "count": 1})
    kept = session.close_journal(played, journal)
    assert kept is not None and journaled(kept) == played.record_lines()


def test_a_journal_named_on_the_command_line_stays_as_it_was(make):
    """``--journal FILE`` keeps the game that was played in it: the new game goes elsewhere."""
    window = make()
    named = window.journal
    assert not is_autosave(named)
    window.ops.draw()
    before = named.read_bytes()
    window.rematch()
    assert named.read_bytes() == before and not session.holds(named)
    assert is_autosave(window.journal) and journaled(window.journal) == (
        window.game.record_lines())


def test_new_game_keeps_the_game_it_replaces(autosaved, qtbot, monkeypatch):
    window = autosaved(LAST_LIFE)
    first = window.game
    band_click(window, ("counter", "anna", "life", -1))

    def accept_defaults() -> None:
        press(dialog(qtbot, NewGameDialog), Qt.Key.Key_Return)

    QTimer.singleShot(0, accept_defaults)
    window.actions_by_id["new"].trigger()  # File → New game…
    assert window.game is not first
    [kept] = session.finished_games()
    assert journaled(kept) == first.record_lines()


def test_a_card_set_game_whose_journal_cannot_start_says_so_at_once(make, monkeypatch, tmp_path):
    """File → Open card set's game, like every other start, says at once that its journal
    cannot be written (here: the data folder is a file), not only on the first action."""
    window = make()
    seen = answers(window, monkeypatch, elsewhere=False)
    folder = make_set(tmp_path / "swamp")
    cardset = load_cardset(folder)
    game = game_on_set(cardset, [SeatChoice("anna", str(folder / "deck.txt")),
                                 SeatChoice("bela", str(folder / "deck.txt"))], seed=7)
    blocked = tmp_path / "blocked"
    blocked.mkdir()
    (blocked / "cardtable").write_text("not a folder")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocked))
    assert not default_journal().parent.is_dir()
    window.cardsets.start(game, cardset)
    assert window.game is game
    [text] = seen["asked"]
    assert text.startswith("This game cannot be saved as it is played.")
    assert window.controller.act("draw", count=1) is None  # and nothing unsaved is made


def test_the_finished_games_title_names_the_game_players_and_time(tmp_path):
    from desktop.mainwindow import finished_title

    path = tmp_path / "hkk-1.jsonl"
    path.write_text(json.dumps(LAST_LIFE) + "\n", "utf-8")
    assert finished_title(path).startswith(f"{game_title('hkk')} · anna – bela · ")
    broken = tmp_path / "broken.jsonl"
    broken.write_bytes(b"\xff\xfe garbage")
    assert finished_title(broken) == "broken.jsonl"
