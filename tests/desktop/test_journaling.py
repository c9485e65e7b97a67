"""A journal that cannot be written: the action is refused, the table says why and offers to keep
the game elsewhere (desktop/journaling.py); saving onto the journal's own file changes nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from desktop_views import drag_to_zone
from lock_holder import held_elsewhere

from desktop import session
from engine.journal import Journal, JournalWriteError


def answers(window, monkeypatch, elsewhere: bool, paths: list[Path] | None = None) -> dict:
    """Answer the journal's questions: what was asked, warned and chosen is kept."""
    seen: dict[str, list] = {"asked": [], "warned": [], "paths": list(paths or [])}

    def ask(text: str) -> bool:
        seen["asked"].append(text)
        return elsewhere

    monkeypatch.setattr(window.saving, "ask", ask)
    monkeypatch.setattr(window.saving, "ask_path",
                        lambda: seen["paths"].pop(0) if seen["paths"] else None)
    monkeypatch.setattr(window.saving, "warn", seen["warned"].append)
    return seen


def table_state(window) -> tuple:
    return (json.dumps(window.controller.view, sort_keys=True), window.game.record_lines(),
            {label: item.zone for label, item in window.scene.cards.items()})


def test_a_refused_drag_goes_home_and_the_table_says_why(make, qtbot, monkeypatch):
    window = make()
    seat = window.controller.seat
    seen = answers(window, monkeypatch, elsewhere=False)
    before = table_state(window)
    window.journal.unlink()  # the disk was taken away under the game
    label = window.controller.view["zones"][f"{seat}.hand"]["cards"][0]["label"]
    drag_to_zone(qtbot, window.table, window.scene.item_for(label), f"{seat}.discard")
    assert table_state(window) == before  # the card went back: nothing was made
    assert window.game.cards[label].zone == f"{seat}.hand"
    [text] = seen["asked"]
    assert text.startswith("This action was not made, because it could not be saved.")
    assert "The autosave journal is gone (was its disk removed?)." in text
    assert str(window.journal) in text and "Save the game elsewhere" in text
    assert window.statusBar().currentMessage() == (
        "The autosave journal is gone (was its disk removed?).")


def test_saving_elsewhere_keeps_the_game_and_journals_it_there(make, monkeypatch, tmp_path):
    window = make()
    old = window.journal
    kept = tmp_path / "kept" / "game.jsonl"
    kept.parent.mkdir()
    seen = answers(window, monkeypatch, elsewhere=True, paths=[kept])
    before = table_state(window)
    old.unlink()
    assert window.controller.act("draw", count=1) is None  # refused...
    assert table_state(window) == before
    assert window.journal == kept and window.path == kept  # ...and the game lives on in kept
    assert window.windowTitle().startswith("game — ")
    assert str(kept) in window.statusBar().currentMessage()
    assert len(seen["asked"]) == 1 and session.holds(kept) and not session.holds(old)
    assert window.controller.act("draw", count=1).applied  # the same action, now saved
    resumed = Journal.replay(kept)[0]
    assert resumed.record_lines() == window.game.record_lines()
    window.cmd_save()  # the journal is already the saved game: it is never written over
    assert Journal.replay(kept)[0].record_lines() == window.game.record_lines()


def test_a_file_another_copy_writes_is_refused_with_its_pid(make, monkeypatch, tmp_path):
    window = make()
    busy, free = tmp_path / "busy.jsonl", tmp_path / "free.jsonl"
    with held_elsewhere(busy) as pid:
        seen = answers(window, monkeypatch, elsewhere=True, paths=[busy, free])
        window.journal.unlink()
        assert window.controller.act("draw", count=1) is None
        assert seen["warned"] == [
            f"{busy} is the journal of a game open in another Cardtable (process {pid})."]
        assert not busy.exists() and window.journal == free


def test_declining_leaves_the_game_unsaved_and_every_action_refused(make, monkeypatch):
    window = make()
    seen = answers(window, monkeypatch, elsewhere=False)
    journal = window.journal
    journal.unlink()
    before = table_state(window)
    for _ in range(3):
        assert window.controller.act("draw", count=1) is None
    assert table_state(window) == before and len(seen["asked"]) == 3
    assert window.journal == journal


def test_the_message_is_translated(make, monkeypatch, language):
    window = make()
    seen = answers(window, monkeypatch, elsewhere=False)
    window.journal.unlink()
    language("hu")
    window.controller.act("draw", count=1)
    language("ru")
    window.controller.act("draw", count=1)
    hungarian, russian = seen["asked"]
    assert "This action" not in hungarian and "This action" not in russian
    assert str(window.journal) in hungarian and str(window.journal) in russian


def test_a_journal_that_could_not_start_starts_with_the_next_action(tmp_path):
    blocker = tmp_path / "games"
    blocker.write_text("a file where the journal's folder should be")
    journal = blocker / "game.jsonl"
    game = session.demo("hkk")
    problem = session.attach_journal(game, journal)
    assert isinstance(problem, JournalWriteError) and problem.path == journal
    before = (game.view("spectator"), game.record_lines())
    with pytest.raises(JournalWriteError):
        game.apply({"act": "draw", "by": game.active_player, "count": 1})
    assert (game.view("spectator"), game.record_lines()) == before
    blocker.unlink()  # the folder can be made now: the next action starts the journal
    assert game.apply({"act": "draw", "by": game.active_player, "count": 1}).applied
    assert Journal.replay(journal)[0].record_lines() == game.record_lines()
    assert session.holds(journal)


def test_an_unexpected_error_is_shown_not_only_printed(qapp, monkeypatch, capsys):
    from desktop import app

    shown: list[str] = []
    monkeypatch.setattr(app, "warn", lambda _parent, text: shown.append(text))
    try:
        raise ValueError("boom")
    except ValueError as error:
        app.show_unexpected(ValueError, error, error.__traceback__)
    [text] = shown
    assert "ValueError: boom" in text and "saved in the autosave journal" in text
    assert "Traceback" in capsys.readouterr().err
