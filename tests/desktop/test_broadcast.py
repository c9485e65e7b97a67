"""The broadcast window: spectator views only, in step with the table, nothing hidden ever drawn."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from spectator_games import (
    GAMES,
    HIDDEN_KEYS,
    audience_view,
    hidden_labels,
    hkk_game,
    hkk_script,
    main_windows,
    play,
    secret_names,
)

from desktop.qt import QColor, QGraphicsPixmapItem, QImage, QPainter, Qt
from desktop.streaming.broadcast.options import BroadcastOptions
from desktop.streaming.broadcast.scene import BroadcastScene, CardPixmap
from desktop.streaming.broadcast.spectator import NotSpectatorView, spotlight
from desktop.streaming.broadcast.window import BroadcastWindow
from desktop.table.cardface import card_pixmap

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def open_window(qtbot, settings, tmp_path, monkeypatch):
    """Main windows on games, closed after the test."""
    yield from main_windows(qtbot, settings, tmp_path, monkeypatch)


def check_scene(scene: BroadcastScene, game) -> None:
    """No item or pixmap of the picture comes from a card the spectator may not see."""
    hidden = hidden_labels(game)
    secrets = secret_names(game, scene.view)
    for item in scene.items():
        assert not item.toolTip()
        if isinstance(item, QGraphicsPixmapItem):
            assert isinstance(item, CardPixmap), "a pixmap that is not a card from the view"
            if item.card.get("hidden"):
                assert set(item.card) <= HIDDEN_KEYS, item.card
            else:
                assert item.card["label"] not in hidden, item.card
                assert game.card_visible(game.cards[item.card["label"]], "spectator")
            made = card_pixmap(item.card, item.card_width, item.dpr)
            assert (item.pixmap().cacheKey() == made.cacheKey()
                    or item.pixmap().toImage() == made.toImage()), "a pixmap not made from its card"
    for text in scene.texts():
        for name in secrets:
            assert name not in text, (name, text)


@pytest.mark.parametrize("ruleset", sorted(GAMES))
def test_no_item_ever_comes_from_a_hidden_card(open_window, ruleset):
    make, script = GAMES[ruleset]
    game = make()
    window = open_window(game)
    broadcast = window.streaming.open_broadcast()
    check_scene(broadcast.scene, game)
    steps = 0
    for _action, _verdict in play(game, script, window.controller.apply):
        # In step at once: no event was processed between the action and this check.
        assert broadcast.scene.view == audience_view(game)
        check_scene(broadcast.scene, game)
        steps += 1
    assert steps > 8 and hidden_labels(game)


def picture(scene: BroadcastScene) -> QImage:
    """The scene drawn as the window shows it at 1920×1080."""
    image = QImage(1920, 1080, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter)
    painter.end()
    return image


@pytest.mark.parametrize("ruleset", sorted(GAMES))
def test_a_picture_kept_up_to_date_is_the_picture_drawn_afresh(open_window, ruleset):
    make, script = GAMES[ruleset]
    game = make()
    window = open_window(game)
    scene = window.streaming.open_broadcast().scene
    for _action, _verdict in play(game, script, window.controller.apply):
        afresh = BroadcastScene(scene.options, scene.screen_dpr)
        afresh.show_view(scene.view)
        assert sorted(scene.texts()) == sorted(afresh.texts())
        assert picture(scene) == picture(afresh)


def test_an_action_redraws_only_the_parts_it_changed(open_window):
    game = hkk_game()
    window = open_window(game)
    scene = window.streaming.open_broadcast().scene
    window.controller.apply({"act": "draw", "by": "anna", "count": 1})
    before = {key: scene.part_items(*key) for key in (
        ("hand", "anna.hand"), ("pile", "anna.deck"), ("plate",), ("hand", "bela.hand"),
        ("pile", "bela.deck"), ("area",), ("band",), ("spotlight",), ("log",))}
    lines = {id(item) for item in scene.part_items("log")}
    window.controller.apply({"act": "draw", "by": "anna", "count": 1})
    after = {key: scene.part_items(*key) for key in before}
    changed = {key for key in before if {id(i) for i in before[key]} != {id(i) for i in after[key]}}
    assert changed == {("hand", "anna.hand"), ("pile", "anna.deck"), ("log",)}
    # Of the log, the new line and the one that was newest (no longer bold) are drawn again.
    assert len({id(item) for item in scene.part_items("log")} - lines) == 2


def test_the_check_catches_a_card_leaked_into_the_picture(qtbot):
    game = hkk_game()
    scene = BroadcastScene(BroadcastOptions())
    leaky = game.view("spectator")
    secret = game.view("anna")["zones"]["anna.hand"]["cards"][0]
    leaky["zones"]["anna.hand"]["cards"][0] = secret
    scene.show_view(leaky)
    with pytest.raises(AssertionError):
        check_scene(scene, game)


def test_a_players_view_is_refused(qtbot):
    game = hkk_game()
    window = BroadcastWindow(BroadcastOptions())
    qtbot.addWidget(window)
    with pytest.raises(NotSpectatorView):
        window.show_view(game.view("anna"))
    assert not window.scene.card_items()


def test_face_down_duel_card_stays_hidden_until_the_reveal(open_window):
    game = hkk_game()
    window = open_window(game)
    scene = window.streaming.open_broadcast().scene
    name = game.definition(game.cards["a_duel"]).name
    for action, _verdict in play(game, hkk_script, window.controller.apply):
        if action["act"] == "duel":
            break
    on_table = [i for i in scene.card_items() if i.zone == "anna.table"]
    assert len(on_table) == 1 and on_table[0].hidden
    assert all(i.card.get("label") != "a_duel" for i in scene.card_items())
    assert not any(name in text for text in scene.texts())
    assert (spotlight(scene.view) or ({}, {}))[0].get("label") != "a_duel"
    window.controller.apply({"act": "duel_answer", "by": "bela", "card": "b_duel"})
    shown = [i for i in scene.card_items() if i.card.get("label") == "a_duel"]
    assert shown and not shown[0].hidden and shown[0].zone == "anna.table"
    assert name in shown[0].card["name"]


def test_shows_counts_turn_phase_and_counters(open_window):
    game = hkk_game()
    window = open_window(game)
    scene = window.streaming.open_broadcast().scene
    window.controller.apply({"act": "draw", "by": "anna", "count": 2})
    texts = scene.texts()
    view = game.view("spectator")
    for key in ("anna.hand", "bela.hand", "anna.deck", "bela.deck"):
        assert str(view["zones"][key]["count"]) in texts
    hand = [i for i in scene.card_items() if i.zone == "bela.hand"]
    assert len(hand) == view["zones"]["bela.hand"]["count"] and all(i.hidden for i in hand)
    assert "▶ anna" in texts and "Turn 2" in texts and "Main phase" in texts
    assert "5" in texts and "VP" in texts and "Life" in texts


def test_spotlight_and_log_mark_a_flagged_move(open_window):
    game = hkk_game()
    window = open_window(game)
    scene = window.streaming.open_broadcast().scene
    flagged = next(a for a, v in play(game, hkk_script, window.controller.apply) if v.flagged)
    assert flagged == {"act": "play", "by": "bela", "card": "b_k"}
    spot = [i for i in scene.card_items() if i.zone is None]
    assert len(spot) == 1 and spot[0].card["label"] == "b_k"
    marked = [t for t in scene.texts() if t.startswith("⚑")]
    assert marked and "cost.pay" in marked[-1]


def test_the_last_card_is_one_played_revealed_or_moved_into_the_open():
    game = hkk_game()

    def last() -> str | None:
        found = spotlight(game.view("spectator", log=True))
        return found[0]["label"] if found else None

    game.apply({"act": "draw", "by": "anna", "count": 1})
    assert last() is None  # drawn: hidden
    game.apply({"act": "play", "by": "anna", "card": "a_cr"})
    assert last() == "a_cr"
    game.apply({"act": "tap", "by": "anna", "card": "a_src", "tapped": True})
    assert last() == "a_cr"  # only tapped: not brought into the open
    game.apply({"act": "reveal", "by": "anna", "card": "a_rev", "ability": True})
    assert last() == "a_rev"
    game.apply({"act": "duel", "by": "anna", "card": "a_duel"})
    assert last() == "a_rev"  # face down on the table
    game.apply({"act": "flip", "by": "anna", "card": "a_cr", "face_down": True})
    assert last() == "a_rev"


@pytest.mark.parametrize("ruleset", sorted(GAMES))
def test_the_last_card_found_from_the_logs_index_is_the_one_a_reading_finds(ruleset):
    """The broadcast's log keeps, per card, the lines that brought it into the open: the last
    card comes from that index (not a reading of the whole log), and is the same card, after
    every action of the scripted games and every undo back to their start."""
    from desktop.streaming.broadcast.options import LogLines

    make, script = GAMES[ruleset]
    game = make()
    lines, mark = LogLines(), None
    found = set()

    def check() -> None:
        nonlocal mark
        keep, entries, mark = game.log_since("spectator", mark)
        lines.take(game.ruleset_name, keep, entries)
        view = game.view("spectator")
        indexed = spotlight({**view, "log": lines.lines})
        assert indexed == spotlight({**view, "log": list(lines.lines)})  # a plain list: read
        found.add(indexed and indexed[0]["label"])

    for _action, _verdict in play(game, script, game.apply):
        check()
    for _ in range(len(game.history)):
        assert game.undo().ok
        check()
    assert None in found and len(found) >= 2  # no card yet, then some


def test_card_pictures_that_arrive_later_are_drawn(open_window, monkeypatch):
    from desktop.table import cardface

    game = hkk_game()
    window = open_window(game)
    scene = window.streaming.open_broadcast().scene
    window.controller.apply({"act": "play", "by": "anna", "card": "a_cr"})
    art = QImage(64, 90, QImage.Format.Format_RGB32)
    art.fill(QColor("#ff0000"))
    monkeypatch.setattr(cardface, "_art_provider",
                        lambda card, width, dpr: art if card.get("label") == "a_cr" else None)
    window.cardsets.images.updated.emit([])  # the decoder announces new pictures

    def centre(item: CardPixmap) -> QColor:
        image = item.pixmap().toImage()
        return QColor(image.pixel(image.width() // 2, image.height() // 2))

    played = [i for i in scene.card_items() if i.card.get("label") == "a_cr"]
    assert played and all(centre(i) == QColor("#ff0000") for i in played)
    assert all(centre(i) != QColor("#ff0000") for i in scene.card_items() if i.hidden)


def test_capture_options(qtbot):
    options = BroadcastOptions(1280, 720, background="green", font_scale=1.5)
    window = BroadcastWindow(options)
    qtbot.addWidget(window)
    window.show_view(hkk_game().view("spectator"))
    window.show()
    qtbot.waitExposed(window)
    assert window.windowFlags() & Qt.WindowType.FramelessWindowHint
    assert window.view.viewport().cursor().shape() == Qt.CursorShape.BlankCursor
    assert (window.width(), window.height()) == (1280, 720)
    image = window.grab().toImage()
    assert (image.width(), image.height()) == (1280, 720)
    assert QColor(image.pixel(2, 2)) == QColor("#00b140")  # the gap outside every panel
    # Cards are drawn at the output's own pixels, not scaled from 1920×1080.
    deck = next(i for i in window.scene.card_items() if i.zone == "anna.deck")
    assert deck.pixmap().width() == round(deck.card_width * 1280 / 1920)
    big = max(i.font().pixelSize() for i in window.scene.items() if hasattr(i, "font"))
    window.set_options(BroadcastOptions(1280, 720, background="green", font_scale=1.0))
    assert max(i.font().pixelSize() for i in window.scene.items() if hasattr(i, "font")) < big


def test_view_menu_esc_and_closing_the_app(open_window, qtbot):
    window = open_window()
    streaming_ = window.streaming
    streaming_.act_broadcast.trigger()
    broadcast = streaming_.broadcast
    assert broadcast is not None and broadcast.isVisible()
    qtbot.waitExposed(broadcast)
    QTest.keyClick(broadcast.windowHandle(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: streaming_.broadcast is None)
    assert not streaming_.act_broadcast.isChecked()
    size = next(a for a in streaming_.size_menu.actions() if a.data() == (1280, 720))
    size.trigger()
    assert streaming_.open_broadcast().size().width() == 1280
    assert streaming_.options.width == 1280
    window.close()
    assert streaming_.broadcast is None


@pytest.mark.xvfb
@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed")
def test_broadcast_screenshot_from_the_command_line(tmp_path):
    shot = tmp_path / "broadcast.png"
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1920x1200x24", sys.executable,
                           "-m", "desktop", "--broadcast", "--screenshot", str(shot)],
                          cwd=ROOT, env=env, timeout=120, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1920, 1080)
    colours = {image.pixel(x, y) for x in range(0, 1920, 37) for y in range(0, 1080, 29)}
    assert len(colours) > 30
