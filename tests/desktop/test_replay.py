"""The replay window (issue 14): any game record on a read-only table, moved along with the keys,
the slider and the buttons, as a player, a spectator or (only when chosen) the judge; taking
over from a position; reviewing the game on the table without disturbing it."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from gestures import click, drag, key
from replays import SCENARIO, notes, record, write_lines

from desktop.mainwindow import LIVE_WINDOWS
from desktop.qt import QMessageBox, QPixmapCache, QPoint, Qt
from desktop.replay.records import RecordKind
from desktop.replay.window import ReplayWindow
from desktop.streaming.broadcast.options import question_line
from desktop.table.cardface import card_art, pixmap_key
from engine.demo import demo_game
from engine.game import Game
from engine.journal import Journal
from engine.timeline import Timeline
from tests.engine.oracle import fingerprint

ROOT = Path(__file__).resolve().parents[2]
KINDS = {"saved": RecordKind.SAVED, "journal": RecordKind.JOURNAL, "torn": RecordKind.JOURNAL,
         "scenario": RecordKind.SCENARIO}
SHIFT = Qt.KeyboardModifier.ShiftModifier
CTRL = Qt.KeyboardModifier.ControlModifier


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def shown_labels(window: ReplayWindow) -> set[str]:
    """The cards the table shows face up (by their items)."""
    return {item.card["label"] for item in window.scene.cards.values() if not item.hidden}


def view_labels(view: dict) -> set[str]:
    """The cards a view shows face up where the table draws them (a pile only its top card)."""
    from desktop.table.scene import cards_in_sight

    return {card["label"] for card in cards_in_sight(view) if not card.get("hidden")}


@pytest.mark.parametrize("kind", list(KINDS))
def test_each_kind_of_record_opens_read_only(kind, tmp_path, replay_of, qtbot):
    path = record(kind, tmp_path)
    before = digest(path)
    timeline = (Timeline.load_journal(str(path)) if kind in ("journal", "torn")
                else Timeline.load(str(path)))
    window = replay_of(path)
    assert window.kind is KINDS[kind]
    assert window.windowTitle().startswith(f"Replay: {path.name} (")
    assert window.windowTitle().endswith(" — Cardtable")
    assert window.replay.length == timeline.length and window.replay.position == 0
    assert window.replay.viewer == "spectator"  # never the judge unless chosen
    assert not window.banner.isVisible()
    for _ in range(3):
        key(window, Qt.Key.Key_Right)
    assert window.replay.position == 3
    assert window.replay.view == timeline.view(3, "spectator")
    assert shown_labels(window) == view_labels(timeline.view(3, "spectator"))
    key(window, Qt.Key.Key_End)
    assert window.replay.position == timeline.length
    assert window.bar.slider.value() == timeline.length
    assert window.replay.view == timeline.view(timeline.length, "spectator")
    assert digest(path) == before  # a replay only reads
    if kind == "torn":  # the cut line is left out: the game as it was before it
        game = Game.from_header(timeline.game.header)
        lines, _ = Journal.read(path)
        for line in lines[1:]:
            game.apply(line)
        assert fingerprint(timeline.state_at(timeline.length)) == fingerprint(game)


def test_the_keys_the_slider_and_the_position_box_move_along(tmp_path, replay_of, qtbot):
    path = record("saved", tmp_path, actions=120)
    window = replay_of(path)
    replay = window.replay
    timeline = Timeline.load(str(path))
    turns = timeline.marks()["turns"]
    key(window, Qt.Key.Key_PageDown)
    assert replay.position == turns[1]
    key(window, Qt.Key.Key_PageDown)
    assert replay.position == turns[2]
    key(window, Qt.Key.Key_PageUp)
    assert replay.position == turns[1]
    key(window, Qt.Key.Key_Left)
    assert replay.position == turns[1] - 1
    key(window, Qt.Key.Key_Home)
    assert replay.position == 0 and not window.actions_by_id["back"].isEnabled()
    # A click on the slider's groove goes there; the log holds the lines up to that action.
    slider = window.bar.slider
    click(slider, QPoint(round(slider.x_of(60)), slider.height() // 2))
    assert replay.position == 60
    qtbot.waitUntil(lambda: window.log.complete)
    from desktop.texts import log_text

    assert window.log.lines() == [log_text(line) for line in timeline.log_lines(60, "spectator")]
    assert shown_labels(window) == view_labels(timeline.view(60, "spectator"))
    # Ctrl+G: type a position, Enter goes there and the keys come back to the table.
    key(window, Qt.Key.Key_G, CTRL)
    assert window.bar.position.hasFocus()
    qtbot.keyClicks(window.bar.position, "42")
    qtbot.keyClick(window.bar.position, Qt.Key.Key_Return)
    assert replay.position == 42 and window.table.hasFocus()
    key(window, Qt.Key.Key_Right)
    assert replay.position == 43
    # Escape in the box puts back the position shown and goes nowhere.
    key(window, Qt.Key.Key_G, CTRL)
    qtbot.keyClicks(window.bar.position, "7")
    qtbot.keyClick(window.bar.position, Qt.Key.Key_Escape)
    assert replay.position == 43 and window.bar.position.value() == 43
    assert window.table.hasFocus()


def test_jumps_to_refused_flagged_notes_and_failed_expectations(tmp_path, replay_of):
    path = write_lines(tmp_path / "scenario.jsonl", SCENARIO)
    window = replay_of(path, viewer="anna")
    replay = window.replay
    key(window, Qt.Key.Key_F8)  # the next refused or flagged action: bela's end_turn
    assert replay.position == 2
    assert [n.kind for n in notes(window) if "turn.not_active" in n.text] == ["refused"]
    assert "Refused" in window.action_dock.text.toPlainText()
    assert window.scene.view == replay.view == Timeline.load(str(path)).view(1, "anna")
    key(window, Qt.Key.Key_F8)  # then the flagged phase
    assert replay.position == 5
    assert [n.kind for n in notes(window)] == ["warn"]
    assert "rule turn.phase_order" in notes(window)[0].text or "turn.phase_order" in (
        notes(window)[0].text)
    assert not window.actions_by_id["next_problem"].isEnabled()  # nothing later
    assert window.actions_by_id["previous_problem"].isEnabled()
    key(window, Qt.Key.Key_Home)
    key(window, Qt.Key.Key_F7)  # the next rule note: the token removed instead (96.8)
    assert replay.position == 1
    kinds = {n.kind: n.text for n in notes(window)}
    assert "96.8" in kinds["note"] and kinds["passed"].startswith("✔")
    # The note stands beside the card it is about (the token, now removed: its zone's chip).
    key(window, Qt.Key.Key_F9)  # the failed expectation, beside the action it checks
    assert replay.position == 3
    failed = [n for n in notes(window) if n.kind == "refused"]
    assert len(failed) == 1
    assert "line 7" in failed[0].text and "expected 'anna', got 'bela'" in failed[0].text
    dock = window.action_dock.text.toPlainText()
    assert "✘ line 7 fails" in dock and "turn active: expected 'anna', got 'bela'" in dock
    assert window.bar.slider.marks["failed"] == [3] and window.bar.slider.marks["refused"] == [2]


def test_the_note_stands_beside_the_moved_card(tmp_path, replay_of):
    lines = [dict(SCENARIO[0]), {"act": "move", "by": "anna", "card": "h1", "to": "anna.discard"}]
    window = replay_of(write_lines(tmp_path / "move.jsonl", lines), viewer="bela")
    key(window, Qt.Key.Key_Right)
    (note,) = notes(window)
    card = window.scene.item_for("h1")  # face up on the discard pile, for bela too
    assert card is not None and card.zone == "anna.discard"
    corner = card.mapToScene(card.boundingRect().topRight())
    room = window.scene.sceneRect().width() - note.boundingRect().width()
    assert note.pos().x() == pytest.approx(min(corner.x(), room))
    # The pile lies at the table's top edge: the note goes just below it, covering no pile.
    pile = window.scene.zone_items["anna.discard"].scene_rect()
    assert not note.sceneBoundingRect().intersects(pile)
    assert 0 <= note.sceneBoundingRect().top() - pile.bottom() < 40
    key(window, Qt.Key.Key_Left)
    assert notes(window) == []  # the start: no action, no note


def test_the_table_is_read_only(tmp_path, replay_of, qtbot):
    path = record("saved", tmp_path)
    before = digest(path)
    window = replay_of(path, viewer="anna", at=20)
    hand = [item for item in window.scene.cards.values() if item.zone == "anna.hand"]
    item = hand[0]
    home = item.pos()
    drag(qtbot, window, item, "anna.discard")
    assert item.pos() == home and item.zone == "anna.hand"
    assert window.replay.position == 20 and digest(path) == before
    band = window.scene.band
    assert [chip for chip in band._chips if chip.payload is not None] == []


def test_perspectives_and_the_judge(tmp_path, replay_of, qtbot):
    path = record("saved", tmp_path, actions=80)
    timeline = Timeline.load(str(path))
    window = replay_of(path, at=40)
    combo = window.bar.viewer
    assert [combo.itemData(i) for i in range(combo.count())] == ["anna", "bela", "spectator",
                                                                 "judge"]
    key(window, Qt.Key.Key_1, CTRL)
    assert window.replay.viewer == "anna" and window.replay.bottom == "anna"
    assert window.replay.view == timeline.view(40, "anna")
    assert "as anna" in window.windowTitle() and not window.banner.isVisible()
    combo.activated.emit(combo.findData("bela"))
    assert window.replay.view == timeline.view(40, "bela") and combo.currentData() == "bela"
    key(window, Qt.Key.Key_J, CTRL)  # the judge: only when chosen, and labelled
    assert window.replay.viewer == "judge" and window.banner.isVisible()
    assert "JUDGE" in window.banner.text() and "as the judge" in window.windowTitle()
    assert not [item for item in window.scene.cards.values() if item.hidden]
    state = timeline.state_at(40)
    decks = window.action_dock.text.toPlainText()
    top = [state.definition(card).name for card in state.zones["anna.deck"]][:3]
    assert "Decks, top first" in decks and ", ".join(top) in decks
    key(window, Qt.Key.Key_0, CTRL)
    assert window.replay.viewer == "spectator" and not window.banner.isVisible()
    checked = [a.data() for a in window.viewer_actions.actions() if a.isChecked()]
    assert checked == ["spectator"]


def test_play_pause_and_escape(tmp_path, replay_of, qtbot):
    window = replay_of(write_lines(tmp_path / "scenario.jsonl", SCENARIO))
    window.bar.speed.setCurrentIndex(window.bar.speed.count() - 1)  # 16 actions a second
    key(window, Qt.Key.Key_Space)
    assert window.playing.isActive() and window.actions_by_id["play"].text() == "&Pause"
    qtbot.waitUntil(lambda: not window.playing.isActive(), timeout=5000)
    assert window.replay.position == window.replay.length  # it stops at the end
    key(window, Qt.Key.Key_Space)  # from the end: again from the start
    assert window.playing.isActive() and window.replay.position <= 1
    key(window, Qt.Key.Key_Escape)
    assert not window.playing.isActive() and window.isVisible()
    assert window.actions_by_id["play"].text() == "&Play"


def test_taking_over_starts_a_new_live_game_at_the_cursor(tmp_path, replay_of, qtbot):
    path = record("saved", tmp_path, actions=80)
    window = replay_of(path, viewer="anna", at=50)
    shown = window.replay.view
    key(window, Qt.Key.Key_T, CTRL | SHIFT)
    qtbot.waitUntil(lambda: bool(LIVE_WINDOWS))
    (live,) = LIVE_WINDOWS
    assert fingerprint(live.game) == fingerprint(Game.load(str(path), at=50))
    journal = live.journal
    assert journal is not None and journal.exists() and journal != path
    lines, _ = Journal.read(journal)  # the new game's own journal holds its history
    assert len(lines) == 1 + len(Timeline.load(str(path)).history(50))
    seat = live.controller.seat
    assert live.controller.act("counter", player=seat, name="life", delta=-1).applied
    assert len(Journal.read(journal)[0]) == len(lines) + 1
    assert window.replay.view == shown and window.replay.position == 50  # the replay stays


def answer_the_box(qtbot, asked: list[str], answer: Qt.Key | None) -> None:
    """Answer the next question box with a key (None: a click on Yes), as soon as it shows and
    has the keys; its text goes to ``asked``."""
    from desktop.qt import QApplication, QTimer

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not box.isActiveWindow():
            QTimer.singleShot(10, look)
            return
        asked.append(box.text())
        if answer is None:
            click(box.button(QMessageBox.StandardButton.Yes))
        else:
            qtbot.keyClick(box.focusWidget() or box, answer)

    QTimer.singleShot(0, look)


def test_reviewing_the_live_game_leaves_it_alone(make, qtbot):
    main = make()
    for _ in range(3):
        key(main, Qt.Key.Key_D, CTRL)  # three draws in the live game
    record_before = main.game.record_lines()
    journal_before = digest(main.journal)
    key(main, Qt.Key.Key_V, CTRL | SHIFT)  # File → Review this game
    (review,) = [w for w in main.findChildren(ReplayWindow) if w.isVisible()]
    assert review.kind is RecordKind.LIVE and review.windowTitle().startswith("Review: ")
    assert review.replay.position == review.replay.length == len(record_before) - 1
    seat = main.controller.seat
    assert review.replay.viewer == seat
    assert review.replay.view == main.game.view(seat)
    assert main.game.record_lines() == record_before and digest(main.journal) == journal_before
    # The broadcast follows the review as a spectator sees it; nothing may reveal the hands.
    streaming = main.streaming
    assert streaming.controller is review.replay and not streaming.act_reveal.isEnabled()
    # Another player's hand is shown only after a question; Escape (No) keeps the view, Enter
    # too (No is the default), Yes shows it.
    other = next(p for p in main.game.players if p != seat)
    other_key = Qt.Key.Key_1 if main.game.players.index(other) == 0 else Qt.Key.Key_2
    asked: list[str] = []
    for answer, shown in ((Qt.Key.Key_Escape, seat), (Qt.Key.Key_Return, seat), (None, other)):
        answer_the_box(qtbot, asked, answer)
        key(review, other_key, CTRL)
        assert review.replay.viewer == shown and review.bar.viewer.currentData() == shown
        assert other in asked[-1]
    review.choose_viewer(seat)  # one's own view: no question
    assert len(asked) == 3 and review.replay.viewer == seat
    # The game goes on; the review reads it again on F5, where it was.
    review.replay.seek(1)
    main.activateWindow()
    qtbot.waitUntil(main.isActiveWindow)
    key(main, Qt.Key.Key_D, CTRL)
    assert len(main.game.record_lines()) == len(record_before) + 1
    review.activateWindow()
    qtbot.waitUntil(review.isActiveWindow)
    key(review, Qt.Key.Key_F5)
    assert review.replay.length == len(record_before) and review.replay.position == 1
    review.close()
    assert streaming.controller is main.controller  # the broadcast shows the game again


def test_the_broadcast_follows_the_replay_and_reveals_only_when_asked(tmp_path, replay_of):
    path = record("saved", tmp_path, actions=60)
    timeline = Timeline.load(str(path))
    window = replay_of(path, viewer="anna", at=30)
    streaming = window.streaming
    broadcast = streaming.open_broadcast()
    try:
        # The spectator's view at the cursor, and the band's line: the question open there.
        spectator = {**timeline.view(30, "spectator"),
                     "question": question_line(timeline.state_at(30).questions("spectator"))}
        assert broadcast.scene.view["viewer"] == "spectator"
        assert {k: v for k, v in broadcast.scene.view.items() if k != "log"} == spectator
        key(window, Qt.Key.Key_Right)
        assert broadcast.scene.view["zones"] == timeline.view(31, "spectator")["zones"]
        assert streaming.act_reveal.isEnabled() and not streaming.act_reveal.isChecked()
        assert "Every card revealed" not in broadcast.scene.texts()
        streaming.act_reveal.trigger()  # the streamer's explicit choice
        assert broadcast.scene.view["viewer"] == "judge" and broadcast.scene.view["reveal_all"]
        assert broadcast.scene.view["zones"] == timeline.view(31, "judge")["zones"]
        assert "Every card revealed" in broadcast.scene.texts()  # the audience is told
        streaming.act_reveal.trigger()
        assert broadcast.scene.view["viewer"] == "spectator"
        assert "Every card revealed" not in broadcast.scene.texts()
    finally:
        streaming.close_broadcast()


def test_a_bad_file_is_named_by_file_and_line_and_left_as_it_is(make, tmp_path, monkeypatch):
    main = make()
    bad = write_lines(tmp_path / "bad.jsonl", [SCENARIO[0], SCENARIO[1]])
    with bad.open("a", encoding="utf-8") as file:
        file.write('{"act": "tap", "by": "anna", "card": "nobody"}\n')
    garbage = tmp_path / "garbage.jsonl"
    garbage.write_bytes(b"\x00\xff not a record\n")
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _w, _t, text: said.append(text))
    for path, line in ((bad, 3), (garbage, 1)):
        before = digest(path)
        said.clear()
        monkeypatch.setattr("desktop.replay.window.QFileDialog.getOpenFileName",
                            lambda *_a, p=path: (str(p), ""))
        key(main, Qt.Key.Key_O, CTRL | SHIFT)
        assert len(said) == 1 and said[0].startswith(f"{path}:{line}: "), said
        assert "Traceback" not in said[0] and digest(path) == before
        assert not [w for w in main.findChildren(ReplayWindow) if w.isVisible()]


def run_app(*args: str, timeout: float = 120) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "desktop", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=timeout)


def test_the_command_line_draws_a_position_and_refuses_what_is_wrong(tmp_path):
    path = write_lines(tmp_path / "scenario.jsonl", SCENARIO)
    before = digest(path)
    shot = tmp_path / "judge.png"
    done = run_app("replay", str(path), "--at", "3", "--as", "judge", "--screenshot", str(shot))
    assert done.returncode == 0, done.stderr
    from desktop.qt import QImage

    image = QImage(str(shot))
    assert not image.isNull() and image.width() > 600
    wrong = run_app("replay", str(path), "--as", "nobody", "--screenshot", str(shot))
    assert wrong.returncode == 2
    assert "nobody is not a player of" in wrong.stderr and "anna, bela, spectator, judge" in (
        wrong.stderr)
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps(SCENARIO[0]) + "\n{not json\n", "utf-8")
    broken = run_app("replay", str(bad), "--screenshot", str(shot))
    assert broken.returncode == 2 and f"{bad}:2: " in broken.stderr
    assert "Traceback" not in broken.stderr and digest(path) == before


def test_a_normal_start_imports_nothing_of_the_replay(tmp_path):
    code = ("import sys; from desktop.__main__ import main; "
            f"status = main(['--screenshot', {str(tmp_path / 'x.png')!r}]); "
            "print(status, sorted(m for m in sys.modules if m.startswith('desktop.replay')))")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.stdout.strip().splitlines()[-1] == "0 []", done.stderr



@pytest.mark.parametrize("code", ["en", "hu", "ru"])
def test_menus_keys_and_titles_in_every_language(code, language, tmp_path, replay_of, make):
    from test_shortcut_clashes import clashes

    language(code)
    alone = replay_of(record("scenario", tmp_path))
    assert clashes(alone) == []
    main = make()
    assert clashes(main) == []  # (its replay windows are its children: their keys count there)
    key(main, Qt.Key.Key_V, CTRL | SHIFT)  # Review this game: a View menu of its own
    (review,) = [w for w in main.findChildren(ReplayWindow) if w.isVisible()]
    assert clashes(review) == []
    if code != "en":  # every text of the window is translated
        texts = [review.windowTitle(), alone.windowTitle(), alone.banner.text(),
                 *(a.text() for a in alone.actions_by_id.values())]
        assert not [text for text in texts if "Replay" in text or "Step" in text], texts


def test_closing_while_the_log_fills_in_is_quiet(tmp_path, replay_of, monkeypatch):
    """A replay closed right after a jump in a long record: the log dock's filling in (a chain
    of timers, a few hundred lines each) goes with it, no error from a timer that outlived it."""
    from desktop.qt import QEventLoop, QTimer

    counters = [{"act": "counter", "by": "anna", "player": "anna", "name": "life",
                 "delta": 1 - 2 * (i % 2)} for i in range(3000)]
    path = write_lines(tmp_path / "long.jsonl", [SCENARIO[0], *counters])
    raised: list[BaseException] = []
    monkeypatch.setattr(sys, "excepthook", lambda _kind, error, _trace: raised.append(error))
    window = replay_of(path)
    from desktop.firstpaint import wait_for_first_paint_work

    assert wait_for_first_paint_work(window)  # the log follows the replay once it has painted
    window.replay.seek(window.replay.length)
    assert not window.log.complete  # older lines still to come, while idle
    window.close()
    loop = QEventLoop()  # the application's own loop, as after a real close; once the window
    # is gone, two more turns of it: any timer due before then has fired by the second
    window.destroyed.connect(lambda: QTimer.singleShot(0, lambda: QTimer.singleShot(0, loop.quit)))
    QTimer.singleShot(10_000, loop.quit)  # (a deadline, should the window never go)
    loop.exec()
    assert raised == []


def test_a_replay_opened_from_a_replay_shares_its_stream(tmp_path, replay_of, monkeypatch):
    first = replay_of(record("saved", tmp_path))
    second_path = write_lines(tmp_path / "scenario.jsonl", SCENARIO)
    monkeypatch.setattr("desktop.replay.window.QFileDialog.getOpenFileName",
                        lambda *_a: (str(second_path), ""))
    key(first, Qt.Key.Key_O, CTRL)
    (second,) = first.findChildren(ReplayWindow)
    assert second.kind is RecordKind.SCENARIO and second.streaming is first.streaming
    assert first.streaming.controller is second.replay and first.streaming.act_reveal.isEnabled()
    second.close()
    assert first.streaming.controller is first.replay  # the stream comes back


def test_the_window_draws_the_faces_of_the_record_s_cards_ahead_while_idle(tmp_path, replay_of,
                                                                           qtbot):
    path = record("saved", tmp_path, actions=60)
    QPixmapCache.clear()
    window = replay_of(path, viewer="anna", at=0)
    qtbot.waitUntil(lambda: window.warmer is not None and window.warmer.done)
    width, dpr = window.scene.card_width, window.table.devicePixelRatioF()
    zones = Timeline.load(str(path)).view(60, "judge")["zones"]
    faces = [card for zone in zones.values() for card in zone.get("cards") or []
             if not card.get("face_down")]
    in_decks = [card for key, zone in zones.items() if key.endswith(".deck")
                for card in zone.get("cards") or []]
    assert in_decks  # cards the table at action 0 never showed face up
    assert all(QPixmapCache.find(pixmap_key(card, width, dpr, card_art(card, width, dpr)))
               for card in faces)
    assert window.replay.position == 0  # only the cache got them: the table is where it was


def test_a_replay_from_a_main_window_draws_its_own_card_sets_images(tmp_path, make, settings,
                                                                    qtbot):
    """Opened from a main window that shows another set (here the demo, no images), the replay
    draws the pictures of the set its record names, and the main window keeps its own."""
    from cardset_files import make_set

    from desktop.cardsets.opencardset import SeatChoice, game_on_set
    from desktop.replay.window import open_replay
    from desktop.table import cardface
    from engine.cardset import load_cardset

    folder = make_set(tmp_path / "swamp", colors={"troll": "#20a040", "kutila": "#2040c0",
                                                  "molnia": "#c02020", "voevoda": "#a0a020"})
    game = game_on_set(load_cardset(folder), [SeatChoice("sasha"), SeatChoice("misha")], seed=3)
    path = tmp_path / "swamp-game.jsonl"
    game.save(str(path))
    main = make()
    assert main.cardsets.images.folder != folder
    replay = open_replay(path, settings, main)
    try:
        replay.show()
        qtbot.waitExposed(replay)
        provider = replay.scene.art_provider
        assert provider is not None and provider == replay.images.art
        assert replay.zoom.picture.art_provider == provider
        assert cardface._art_provider == main.cardsets.images.art  # the main window's, as before
        hero = next(item.card for item in replay.scene.cards.values()
                    if item.card.get("def") == "voevoda")
        width = replay.scene.card_width
        qtbot.waitUntil(lambda: cardface.card_art(hero, width, 1.0, provider) is not None)
        art = cardface.card_art(hero, width, 1.0, provider)
        assert art.pixelColor(art.width() // 2, art.height() // 2).name() == "#a0a020"
        assert cardface.card_art(hero, width, 1.0) is None  # not the main window's set's
        # The broadcast, following the replay, draws the replay's pictures; the table's again after.
        streaming = replay.streaming
        broadcast = streaming.open_broadcast()
        assert streaming.controller is replay.replay
        assert broadcast.scene.art_provider == provider

        def hero_colour() -> str:
            item = next(i for i in broadcast.scene.card_items() if i.card.get("def") == "voevoda")
            image = item.pixmap().toImage()
            return image.pixelColor(image.width() // 2, image.height() // 2).name()

        qtbot.waitUntil(lambda: hero_colour() == "#a0a020")
    finally:
        replay.close()
    qtbot.waitUntil(lambda: streaming.controller is main.controller)
    assert broadcast.scene.art_provider is None
    streaming.close_broadcast()


KEYS_AT_ONCE = """
import json, sys
from pathlib import Path
from desktop.app import application
from desktop.qt import QApplication, QTimer
from desktop.replay.window import open_replay

app, settings = application("en")
window = open_replay(Path(sys.argv[1]), settings)
window.show()
waited = [0]

def report():  # as soon as the window has the keys, or after 5 s
    waited[0] += 1
    if not window.isActiveWindow() and waited[0] < 250:
        return
    print(json.dumps({"active": window.isActiveWindow(),
                      "table": QApplication.focusWidget() is window.table}), flush=True)
    app.quit()

timer = QTimer()
timer.timeout.connect(report)
timer.start(20)
app.exec()
"""


@pytest.mark.xvfb
@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed")
def test_a_replay_on_a_display_without_a_window_manager_takes_the_keys(tmp_path):
    """``cardtable replay FILE`` on an X display with nothing to give it the focus (Xvfb):
    the window takes the keys itself, so Right steps without a click first."""
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env.update(PYTHONPATH=str(Path(__file__).resolve().parents[2]),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"))
    done = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24", sys.executable,
                           "-c", KEYS_AT_ONCE, str(record("saved", tmp_path))],
                          env=env, timeout=120, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.splitlines()[-1]) == {"active": True, "table": True}


def test_a_finished_games_replay_says_who_won_from_its_last_action(tmp_path, replay_of,
                                                                   language):
    language("en")
    game = demo_game("hkk", seed=3)
    anna, bela = game.players
    game.apply({"act": "counter", "by": anna, "player": bela, "name": "life", "value": 0})
    path = tmp_path / "won.jsonl"
    game.save(str(path))
    window = replay_of(path, at=10_000)
    assert window.result.isVisible()
    assert window.result.text() == f"{anna} won! {bela} has no life left."
    key(window, Qt.Key.Key_Left)  # before the last action: nobody has won yet
    assert not window.result.isVisible()
    key(window, Qt.Key.Key_End)
    assert window.result.isVisible()
