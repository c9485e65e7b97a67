"""Settings, shortcuts, dialogs, start-up choices and the command line."""

from __future__ import annotations

import argparse

import pytest
from lock_holder import held_elsewhere

from desktop import session
from desktop.__main__ import parse_args
from desktop.dialogs import NewGameChoice, OrderDialog, SettingsDialog, ShortcutsDialog
from desktop.qt import QApplication, QSize, Qt, QTimer
from desktop.settings import autosave_slot, default_journal
from desktop.shortcuts import all_commands, bindings


def test_default_shortcuts_are_unique_and_standard_first(qapp, settings):
    keys = [k.toString() for c in all_commands() for k in bindings(c, settings)]
    assert len(keys) == len(set(keys))
    for wanted in ("Ctrl+D", "Ctrl+E", "Ctrl+T", "Ctrl+Shift+F", "Ctrl+Return", "Ctrl+M", "F11", "F12",
                   "Ctrl+S", "Ctrl+Z", "Ctrl+,"):  # Settings: Preferences has no key on Linux
        assert wanted in keys


def test_shortcuts_dialog_lists_and_rebinds(qtbot, settings):
    dialog = ShortcutsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.table.rowCount() == len(all_commands())
    from desktop.qt import QKeySequence

    dialog.editors["draw"].setKeySequence(QKeySequence("Ctrl+Shift+D"))
    dialog.accept()
    draw = next(c for c in all_commands() if c.id == "draw")
    assert [k.toString() for k in bindings(draw, settings)] == ["Ctrl+Shift+D"]


def test_settings_persist(qtbot, settings):
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    dialog.handoff.setChecked(False)
    dialog.enforcement.setCurrentIndex(1)
    dialog.accept()
    assert settings.handoff is False and settings.enforcement == "warn"
    settings.add_recent("/tmp/a.jsonl")
    settings.add_recent("/tmp/b.jsonl")
    settings.add_recent("/tmp/a.jsonl")
    assert settings.recent_files[:2] == ["/tmp/a.jsonl", "/tmp/b.jsonl"]


def test_settings_dialog_turns_the_open_windows_hand_off_screen_off(qtbot, settings, tmp_path):
    """Edit → Settings applies the hand-off choice to the table at once (it used to raise: the
    controller's ``handoff_enabled`` is read-only, the session's is the setting)."""
    from conftest import make_window

    from desktop.qt import QApplication

    window = make_window(qtbot, settings, tmp_path)
    assert window.controller.handoff_enabled
    answered = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, SettingsDialog):
            QTimer.singleShot(10, answer)
            return
        dialog.handoff.setChecked(False)
        dialog.accept()
        answered.append(True)

    QTimer.singleShot(0, answer)
    window.cmd_settings()
    assert answered and settings.handoff is False
    assert window.controller.handoff_enabled is False


def test_order_dialog_returns_labels(qtbot):
    dialog = OrderDialog("anna", [{"label": "a", "name": "A"}, {"label": "b", "name": "B"}])
    qtbot.addWidget(dialog)
    assert dialog.order() == ["a", "b"]


def test_order_dialog_reorders_from_the_keyboard(qtbot):
    from PySide6.QtTest import QTest

    cards = [{"label": x, "name": x.upper()} for x in ("a", "b", "c")]
    dialog = OrderDialog("anna", cards)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.list.currentRow() == 0 and dialog.focusWidget() is dialog.list
    assert not dialog.up.isEnabled() and dialog.down.isEnabled()
    QTest.keyClick(dialog.windowHandle(), Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert dialog.order() == ["b", "a", "c"] and dialog.list.currentRow() == 1
    QTest.keyClick(dialog.windowHandle(), Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    assert dialog.order() == ["b", "c", "a"]
    assert dialog.up.isEnabled() and not dialog.down.isEnabled()
    QTest.keyClick(dialog.windowHandle(), Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)  # the bottom
    assert dialog.order() == ["b", "c", "a"]
    QTest.keyClick(dialog.windowHandle(), Qt.Key.Key_Up)  # plain arrows still move the selection
    assert dialog.list.currentRow() == 1 and dialog.order() == ["b", "c", "a"]
    QTest.keyClick(dialog.windowHandle(), Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert dialog.order() == ["c", "b", "a"]
    dialog.down.click()
    assert dialog.order() == ["b", "c", "a"] and dialog.list.currentItem().text() == "C"
    dialog.up.click()
    assert dialog.order() == ["c", "b", "a"]


def test_new_game_for_each_ruleset():
    for ruleset in ("hkk", "berserk", "free"):
        game = session.new_game(NewGameChoice(ruleset, ["kata", "zoli"], "warn"))
        assert game.players == ["kata", "zoli"] and game.enforcement == "warn"
        assert game.view("kata")["zones"]["kata.hand"]["count"] > 0
        assert game.header.get("cardset")  # the card set's images and live edits follow it
        if ruleset == "berserk":  # heroes start in play and never sit in a deck
            for player in game.players:
                types = {key: [game.definition(c).type for c in game.zones[f"{player}.{key}"]]
                         for key in ("play", "deck")}
                assert types["play"] == ["hero"] and "hero" not in types["deck"]


def test_new_game_with_a_deck_list_file(tmp_path):
    deck = tmp_path / "kata.txt"
    deck.write_text("Hero\n1 torvald\nDeck\n40 kuznec\n", "utf-8")
    from engine.demo import demo_data

    cards = demo_data("berserk")["cards"]
    assert "torvald" in cards and "kuznec" in cards  # ids of the demo set's cards
    game = session.new_game(NewGameChoice("berserk", ["kata", "zoli"], "strict",
                                          {"kata": str(deck)}))
    kata = [c.def_id for key in ("deck", "hand", "play") for c in game.zones[f"kata.{key}"]]
    assert sorted(set(kata)) == ["kuznec", "torvald"] and len(kata) == 41


def test_command_line():
    args = parse_args(["g.jsonl", "--screenshot", "s.png", "--as", "bela", "--journal", "j",
                       "--lang", "hu"])
    assert (args.game, args.screenshot, args.seat, args.journal, args.lang) == (
        "g.jsonl", "s.png", "bela", "j", "hu")


def _args(**kw) -> argparse.Namespace:
    return argparse.Namespace(**{"game": None, "journal": None, "demo": "hkk", **kw})


def test_crash_journal_is_offered_and_resumed(settings):
    usual = default_journal()
    first = session.choose_start(_args(), offer_resume=True)
    assert first.interrupted is None and first.journal == usual
    first.game.apply({"act": "draw", "by": first.game.active_player, "count": 1})
    lines = first.game.record_lines()
    session.release_all()  # the process dies here (no close_journal): the OS drops its lock
    second = session.choose_start(_args(), offer_resume=True)
    assert second.interrupted == usual and second.journal == autosave_slot(2)
    assert usual.read_text().count("\n") == len(lines)  # untouched until the player answers
    resumed = session.settle_interrupted(second, resume_it=True)
    assert resumed.game.record_lines() == lines and resumed.journal == usual
    assert not autosave_slot(2).exists()  # the unplayed new game's own autosave is gone
    kept = session.close_journal(resumed.game, resumed.journal)
    assert not usual.exists() and session.finished_games() == [kept]
    assert session.load(kept).record_lines() == lines
    third = session.choose_start(_args(), offer_resume=True)
    assert third.interrupted is None  # a clean exit leaves nothing to resume
    session.close_journal(third.game, third.journal)


def test_declining_to_resume_keeps_the_new_games_autosave(settings):
    usual = default_journal()
    first = session.choose_start(_args(), offer_resume=True)
    first.game.apply({"act": "draw", "by": first.game.active_player, "count": 3})
    crashed = usual.read_bytes()
    session.release_all()
    second = session.choose_start(_args(), offer_resume=True)
    fresh = session.settle_interrupted(second, resume_it=False)
    assert fresh.game is second.game and fresh.journal == autosave_slot(2)
    assert session.resume(fresh.journal).record_lines() == second.game.record_lines()
    assert not usual.exists() and session.finished_games()[0].read_bytes() == crashed
    session.close_journal(fresh.game, fresh.journal)


def test_a_running_copys_autosave_is_neither_offered_nor_touched(settings):
    """The other copy is a real second process holding the lock."""
    usual = default_journal()
    first = session.choose_start(_args(), offer_resume=True)
    first.game.apply({"act": "draw", "by": first.game.active_player, "count": 2})
    session.release_all()
    with held_elsewhere(usual):
        before = usual.read_bytes()
        second = session.choose_start(_args(), offer_resume=True)
        assert second.interrupted is None and second.journal == autosave_slot(2)
        session.close_journal(second.game, second.journal)
        assert usual.read_bytes() == before  # neither offered, retired nor written


def test_the_offer_comes_over_the_painted_table(qtbot, settings):
    from desktop.app import offer_interrupted
    from desktop.mainwindow import MainWindow

    first = session.choose_start(_args(), offer_resume=True)
    first.game.apply({"act": "draw", "by": first.game.active_player, "count": 2})
    session.release_all()
    start = session.choose_start(_args(), offer_resume=True)
    window = MainWindow(start.game, settings, None, start.journal, start.path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    seen: list[bool] = []

    def ask(parent, path) -> bool:
        seen.append(parent is window and window.isVisible() and bool(window.scene.cards))
        return True

    offer_interrupted(window, start, ask)
    assert seen == [True]
    assert window.game.record_lines() == first.game.record_lines()
    assert window.journal == default_journal()
    session.close_journal(window.game, window.journal)
    window.close()


@pytest.mark.parametrize("resume", [False, True])
def test_the_new_games_mulligan_waits_for_the_resume_question(qtbot, settings, resume):
    """Berserk opens on a mulligan question: with an interrupted game to offer, that question
    is asked first and alone; the mulligan follows only if the new game stays."""
    from desktop.app import offer_interrupted
    from desktop.firstpaint import wait_for_paint
    from desktop.mainwindow import MainWindow
    from desktop.questions import QuestionDialog

    first = session.choose_start(_args(), offer_resume=True)
    first.game.apply({"act": "draw", "by": first.game.active_player, "count": 2})
    session.release_all()
    start = session.choose_start(_args(demo="berserk"), offer_resume=True)
    assert start.interrupted is not None and start.game.pending()["step"] == "mulligan"
    window = MainWindow(start.game, settings, None, start.journal, start.path)
    qtbot.addWidget(window)
    open_while_asked: list[bool] = []

    def ask(parent, path) -> bool:
        assert wait_for_paint(window.table.viewport())  # the table's first paint comes meanwhile
        QApplication.processEvents()  # and what it set off (the mulligan's question, before)
        open_while_asked.append(window.procedures._asking())
        return resume

    QTimer.singleShot(0, lambda: offer_interrupted(window, start, ask))
    window.show()
    qtbot.waitUntil(lambda: bool(open_while_asked))
    assert open_while_asked == [False]  # no second dialog over the question
    if resume:
        assert window.game.record_lines() == first.game.record_lines()
        QApplication.processEvents()
        assert not window.procedures._asking()  # the resumed HKK game asks nothing
    else:
        qtbot.waitUntil(lambda: isinstance(window.procedures.dialog, QuestionDialog)
                        and window.procedures.dialog.question.id.startswith("mulligan")
                        and window.procedures.dialog.isVisible())
    session.close_journal(window.game, window.journal)
    window.close()


def test_existing_journal_file_is_resumed_without_asking(settings, tmp_path):
    journal = tmp_path / "j.jsonl"
    first = session.choose_start(_args(journal=str(journal)), offer_resume=False)
    first.game.apply({"act": "draw", "by": first.game.active_player, "count": 2})
    session.release_all()
    again = session.choose_start(_args(journal=str(journal)), offer_resume=False)
    assert again.game.record_lines() == first.game.record_lines()


def test_pile_dialog_moves_only_a_card_one_may_see(qtbot):
    from desktop.dialogs import PileDialog

    cards = [{"hidden": True}, {"label": "c1", "name": "Farkas", "type": "creature",
                                "text": "Repül."}]
    dialog = PileDialog("anna · Discard (2)", cards, ["removed", "anna.hand", "bela.hand"],
                        default="anna.hand")
    qtbot.addWidget(dialog)
    assert [dialog.target.itemText(i) for i in range(3)] == [
        "Removed", "anna · Hand", "bela · Hand"]
    assert dialog.target.currentData() == "anna.hand"
    assert dialog.list.item(1).toolTip() == "creature\nRepül."
    moved: list[tuple[str, str]] = []
    dialog.moveRequested.connect(lambda label, to: moved.append((label, to)))
    dialog.list.setCurrentRow(0)  # a hidden card
    assert not dialog.move_button.isEnabled()
    dialog.list.setCurrentRow(1)
    assert dialog.move_button.isEnabled() and not dialog.move_button.autoDefault()
    dialog.move_button.click()
    assert moved == [("c1", "anna.hand")]


def test_face_down_cards_are_counted_not_listed(qtbot, language):
    from desktop.dialogs import PileDialog

    language("en")
    deck = PileDialog("anna · Deck (46)", [{"hidden": True, "face_down": True}] * 46,
                      ["anna.hand"])
    qtbot.addWidget(deck)
    assert deck.message.text() == "46 cards, face down."
    assert not deck.message.isHidden() and deck.list.isHidden()
    assert deck.move_button.isHidden() and deck.target.isHidden()
    cards = [{"hidden": True}, {"hidden": True}, {"label": "c1", "name": "Farkas"},
             {"hidden": True}, {"label": "c2", "name": "Róka"}, {"hidden": True}]
    mixed = PileDialog("anna · Discard (6)", cards, ["anna.hand"])
    qtbot.addWidget(mixed)
    assert [mixed.list.item(i).text() for i in range(mixed.list.count())] == [
        "2 face-down cards", "Farkas", "1 face-down card", "Róka", "1 face-down card"]
    assert mixed.message.isHidden() and not mixed.list.isHidden()
    assert not mixed.list.item(0).flags() & Qt.ItemFlag.ItemIsSelectable
    language("ru")
    russian = PileDialog("anna · Колода (22)", [{"hidden": True}] * 22, ["anna.hand"])
    qtbot.addWidget(russian)
    assert russian.message.text() == "22 карты, рубашкой вверх."


def test_an_empty_pile_says_so(qtbot):
    from desktop.dialogs import PileDialog

    dialog = PileDialog("anna · Void (0)", [], ["anna.hand"])
    qtbot.addWidget(dialog)
    assert dialog.list.count() == 1 and dialog.list.item(0).text() == "No cards here."
    assert dialog.list.item(0).flags() == Qt.ItemFlag.NoItemFlags
    assert not dialog.move_button.isEnabled()


def test_the_window_fits_a_small_screen():
    from desktop.screens import window_size

    assert window_size(QSize(1500, 920), QSize(1920, 1050)) == QSize(1500, 920)
    small = window_size(QSize(1500, 920), QSize(1366, 740))
    assert small.width() <= 1366 - 16 and small.height() <= 740 - 48
    assert window_size(QSize(1500, 920), QSize(300, 200)) == QSize(640, 480)  # still usable


def test_a_link_to_a_busy_journal_is_busy_too(tmp_path):
    import pytest

    from engine.journal import JournalBusy

    real, link = tmp_path / "game.jsonl", tmp_path / "link.jsonl"
    link.symlink_to(real)
    with held_elsewhere(real) as pid, pytest.raises(JournalBusy) as caught:
        session.claim(link)
    assert caught.value.pid == pid


def test_an_error_in_a_worker_thread_is_printed_not_shown(qapp, capsys):
    """A card set's file scan runs on a worker thread; an error there is printed, and no box
    is opened from that thread (which hung the app at exit, now and then)."""
    import threading

    from desktop.app import show_unexpected

    def fail() -> None:
        try:
            raise RuntimeError("Signal source has been deleted")
        except RuntimeError as error:
            show_unexpected(RuntimeError, error, error.__traceback__)

    worker = threading.Thread(target=fail)
    worker.start()
    worker.join(timeout=10)
    assert not worker.is_alive()
    assert "Signal source has been deleted" in capsys.readouterr().err


def test_a_text_lists_rows_leave_room_for_the_keys_ring_around_the_name(qtbot):
    """Seen playing: the ring of the keys' row in a look's list crossed the card's name."""
    from desktop.dialogs import FOCUS_MARK_PX, PileDialog

    cards = [{"label": "c1", "name": "Folyóparti látnok", "type": "creature"},
             {"label": "c2", "name": "Ködfátyol", "type": "spell"}]
    dialog = PileDialog("anna · Deck", cards, ["anna.hand"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    row = dialog.list.visualItemRect(dialog.list.item(0))
    assert row.height() >= dialog.list.fontMetrics().height() + 2 * sum(FOCUS_MARK_PX)
