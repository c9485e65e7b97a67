"""Live reload during a game: edits of cards.csv and images reach the table, the game stays."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from cardset_files import BERSERK_ROWS, csv_text, make_set, replace_file, write_image

from desktop import session
from desktop.cardsets.livereload import changed_definitions
from desktop.cardsets.opencardset import SeatChoice, game_on_set
from desktop.mainwindow import MainWindow
from desktop.qt import QColor, QImage
from desktop.table.cardface import card_pixmap
from engine.cardset import load_cardset

GREEN, ORANGE = "#20a040", "#f08000"


def rows_with(**changes: dict[str, str]) -> list[dict[str, str]]:
    return [{**row, **changes.get(row["id"], {})} for row in BERSERK_ROWS]


@pytest.fixture
def table(qtbot, settings, tmp_path):
    """A Berserk game on a card set folder, in a main window with a journal."""
    folder = make_set(tmp_path / "swamp")
    cardset = load_cardset(folder)
    game = game_on_set(cardset, [SeatChoice("anna", str(folder / "deck.txt")),
                                 SeatChoice("bela", str(folder / "deck.txt"))], seed=7)
    journal = tmp_path / "journal.jsonl"
    session.attach_journal(game, journal)
    window = MainWindow(game, settings, seat="anna", journal=journal)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.cardsets.live.folder is not None, timeout=5000)
    yield window, folder, journal
    window.close()


def trolls(window: MainWindow) -> list:
    return [item for item in window.scene.cards.values() if item.card.get("def") == "troll"]


def table_state(window: MainWindow) -> dict:
    game = window.game
    return {label: (card.zone, game.zones[card.zone].index(card), dict(card.markers), card.tapped)
            for label, card in game.cards.items()}


def test_a_cost_edit_reaches_the_table_and_keeps_the_game(qtbot, table):
    window, folder, journal = table
    controller = window.controller
    hand = controller.view["zones"]["anna.hand"]["cards"]
    controller.act("counter", player="anna", name="coins", delta=5)
    hero = next(c for c in controller.view["zones"]["anna.play"]["cards"])
    controller.act("mark", card=hero["label"], marker="wound", count=2)
    before = table_state(window)
    history = window.game.record_lines()
    assert trolls(window), "a troll should be visible in anna's hand or play"
    assert hand

    replace_file(folder / "cards.csv", csv_text(rows_with(troll={"cost": "7"})))
    qtbot.waitUntil(lambda: all(item.card["stats"].get("cost") == 7 for item in trolls(window)),
                    timeout=3000)
    assert window.game.definitions["troll"].cost == 7
    assert table_state(window) == before  # positions, markers, taps
    lines = window.game.record_lines()
    assert lines[:len(history)] == history  # history kept
    assert [line["act"] for line in lines[len(history):]] == ["define"]
    assert lines[-1]["card"] == "troll" and lines[-1]["as"]["cost"] == 7
    journaled = [json.loads(line) for line in journal.read_text(encoding="utf-8").splitlines()]
    assert journaled[-1]["act"] == "define"
    # The log names the card that changed, not the player at the table (issue 30).
    from desktop.texts import log_text

    entry = window.game.view("anna", log=True)["log"][-1]
    assert log_text(entry).endswith(". New definition of Болотный тролль from the card set")
    # The edit is an action like any other: it can be undone.
    window.ops.undo()
    assert window.game.definitions["troll"].cost == 4
    assert all(item.card["stats"].get("cost") == 4 for item in trolls(window))


def test_an_invalid_edit_keeps_the_last_good_definition_and_shows_the_error(qtbot, table):
    window, folder, _journal = table
    panel = window.cardsets.panel
    replace_file(folder / "cards.csv", csv_text(rows_with(troll={"cost": "6"})))
    qtbot.waitUntil(lambda: window.game.definitions["troll"].cost == 6, timeout=3000)
    history = len(window.game.record_lines())
    replace_file(folder / "cards.csv", csv_text(rows_with(troll={"cost": "lots"},
                                                          molnia={"text": "Нанесите 4 раны."})))
    qtbot.waitUntil(lambda: any(":2:cost:" in line for line in panel.lines()), timeout=3000)
    error = next(line for line in panel.lines() if ":2:cost:" in line)
    assert error.startswith(f"{folder}/cards.csv:2:cost: ")
    assert "lots" in error
    assert panel.isVisible()
    assert window.game.definitions["troll"].cost == 6  # the last good one
    assert window.game.definitions["molnia"].text == "Нанесите 4 раны."  # the good rows still load
    assert len(window.game.record_lines()) == history + 1
    # Fixing the row clears the error.
    replace_file(folder / "cards.csv", csv_text(rows_with(troll={"cost": "5"},
                                                          molnia={"text": "Нанесите 4 раны."})))
    qtbot.waitUntil(lambda: window.game.definitions["troll"].cost == 5, timeout=3000)
    qtbot.waitUntil(lambda: not any(":cost:" in line for line in panel.lines()), timeout=3000)


def test_edits_in_place_are_seen_after_the_file_was_replaced(qtbot, table):
    window, folder, _journal = table
    path = folder / "cards.csv"
    replace_file(path, csv_text(rows_with(kutila={"name": "Кутила Пьяный"})))
    qtbot.waitUntil(lambda: window.game.definitions["kutila"].name == "Кутила Пьяный", timeout=3000)
    # The replaced file is a new file: the watch is put on it again, so writing into it is seen.
    qtbot.waitUntil(lambda: str(path) in window.cardsets.live.watcher.files(), timeout=3000)
    path.write_text(csv_text(rows_with(kutila={"name": "Кутила Трезвый"})), encoding="utf-8")
    qtbot.waitUntil(lambda: window.game.definitions["kutila"].name == "Кутила Трезвый",
                    timeout=3000)


def test_a_changed_image_repaints_its_cards(qtbot, table):
    window, folder, _journal = table
    store = window.cardsets.images
    image = folder / "images" / "troll.png"
    item = trolls(window)[0]

    def centre() -> str:
        picture: QImage = card_pixmap(item.card, item.width).toImage()
        return QColor(picture.pixel(item.width // 2, item.height // 2)).name()

    qtbot.waitUntil(lambda: centre() == GREEN, timeout=5000)
    write_image(image, ORANGE)
    stat = os.stat(image)
    os.utime(image, ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))
    qtbot.waitUntil(lambda: centre() == ORANGE, timeout=3000)
    assert store.path_of(item.card) == folder / "images" / "troll.png"


def test_unchanged_rows_are_not_defined_again():
    class Definition:
        def __init__(self, body: dict) -> None:
            self.body = body

        def to_dict(self) -> dict:
            return self.body

    old = {"a": {"name": "A", "type": "x"}, "b": {"name": "B", "type": "x"}}
    new = {"a": {"name": "A", "type": "x"}, "b": {"name": "B2", "type": "x"},
           "c": {"name": "C", "type": "x"}}
    game = {"a": Definition({"name": "A (undone)", "type": "x"}), "b": Definition(old["b"])}
    assert changed_definitions(new, old, game) == {"b": new["b"], "c": new["c"]}
    # A row fixed back to what the game already has needs no action.
    assert changed_definitions({"b": old["b"]}, {}, game) == {}


def test_a_game_without_a_card_set_watches_nothing(qtbot, settings, tmp_path: Path):
    window = MainWindow(session.demo("hkk"), settings)
    qtbot.addWidget(window)
    assert window.cardsets.live.folder is None
    assert window.cardsets.live.watcher.files() == []
    window.close()


def test_the_error_panel_lists_problems_and_points_at_them(qtbot, tmp_path):
    from desktop.cardsets.errorpanel import ErrorPanel, Finding
    from engine.cardset import Problem

    panel = ErrorPanel()
    qtbot.addWidget(panel)
    panel.problemActivated.disconnect(panel.open_in_editor)  # no editor in a test
    panel.set_findings("images", [Finding.about("images/x.png", "the image is damaged")])
    assert panel.isHidden()  # warnings alone do not pop the panel up
    problem = Problem(str(tmp_path / "cards.csv"), 4, "cost", '"x" is not a whole number')
    panel.set_findings("cardset", [Finding.of(problem)])
    assert panel.isVisible()
    assert panel.lines() == [f'{tmp_path}/cards.csv:4:cost: "x" is not a whole number',
                             "images/x.png: the image is damaged"]
    # (in whatever language a translator installed: the counts are what matters)
    assert panel.summary.text() == (panel.tr("%n error(s)", "", 1) + ", "
                                    + panel.tr("%n warning(s)", "", 1))
    with qtbot.waitSignal(panel.problemActivated) as activated:
        panel.list.itemActivated.emit(panel.list.item(0))
    assert activated.args == [str(tmp_path / "cards.csv"), 4, "cost"]
    panel.set_findings("cardset", [])
    assert panel.lines() == ["images/x.png: the image is damaged"]


def test_a_card_set_read_after_the_window_closed_starts_no_scan(qtbot, settings, tmp_path):
    """The race of a closing window: the set of a resumed game is still being read when the
    window closes. Its result, arriving later, must not start watching and scanning the folder
    (a scan running while the app exits signalled through a relay Qt had deleted)."""
    from desktop.cardsets.cardsetui import _Loaded

    folder = make_set(tmp_path / "swamp")
    game = game_on_set(load_cardset(folder), [SeatChoice("anna", str(folder / "deck.txt")),
                                              SeatChoice("bela", str(folder / "deck.txt"))],
                       seed=7)
    window = MainWindow(game, settings, seat="anna")  # no set handed over: it is read anew
    qtbot.addWidget(window)
    window.show()
    cardsets = window.cardsets
    assert cardsets.loading
    window.close()  # before the set was read
    qtbot.waitUntil(lambda: not cardsets.findChildren(_Loaded), timeout=5000)  # result delivered
    live = cardsets.live
    assert live.closed and live.folder is None
    assert not live.watcher.files() and not live.watcher.directories()
    assert live.pool.activeThreadCount() == 0
    live.watch(folder)  # nothing starts after the shutdown either
    live.reload()
    assert live.folder is None and live.pool.activeThreadCount() == 0
