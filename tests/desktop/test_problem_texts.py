"""Problems in files shown in the interface language: a broken card set in the error panel, a
broken game record on File → Open, a damaged journal on resuming (engine codes, translated)."""

from __future__ import annotations

import argparse
from pathlib import Path

from test_i18n import english_left, english_words

from desktop import session, texts
from desktop.settings import default_journal

BROKEN_ROWS = [
    "id,name,type,cost,life,strike,image,count",
    "troll,Тролль,creature,sok,4,1-2-3,,1",  # not a whole number
    "troll,Тролль 2,creature,3,,1-2-3,,1",  # the id again; a creature without life
    ",Név,spell,2,,,,1",  # no id
    "vozhd,Вождь,hero,3,20,,,1",  # a hero has no cost
    "shchit,Щит,spell,2,,,kep.png,-1",  # a count below 0; no such image (a warning)
    "rys,Рысь,creature,1,2,1-1-2,,1,zzz",  # a cell beyond the last column
]


def broken_set(folder: Path):
    from engine.cardset import load_cardset

    folder.mkdir()
    (folder / "cardset.toml").write_text('game = "berserk"\nname = "T"\nversion = "1"\n', "utf-8")
    (folder / "cards.csv").write_text("\n".join(BROKEN_ROWS) + "\n", "utf-8")
    return load_cardset(folder)


def messages_of(lines: list[str]) -> list[str]:
    """The lines without their place (``FILE:ROW:COLUMN: ``): file and column names are names."""
    return [line.split(": ", 1)[1] for line in lines]


def test_card_set_problems_show_in_hungarian_in_the_error_panel(qtbot, language, tmp_path):
    from desktop.cardsets.errorpanel import ErrorPanel, Finding
    from engine.cardset import _column_kinds

    cardset = broken_set(tmp_path / "set")
    assert len(cardset.problems) == 8
    language("hu")
    panel = ErrorPanel()
    qtbot.addWidget(panel)
    panel.set_findings("cardset", [Finding.of(p) for p in cardset.problems])
    shown = [panel.list.item(i).text() for i in range(panel.list.count())]
    cards = f"{tmp_path}/set/cards.csv"
    assert f"{cards}:2:cost: „sok” nem egész szám" in shown
    assert f"{cards}:3:life: lény típusú lapnál kötelező: life" in shown  # the card type translated
    warning = "figyelmeztetés: „kep.png” kép: nincs ilyen fájl; a lap generált előlapot kap"
    assert f"{cards}:6:image: {warning}" in shown
    assert shown == panel.lines() and len(shown) == len(cardset.problems)
    assert not set(shown) & {str(p) for p in cardset.problems}  # every line translated
    names = set(_column_kinds("berserk"))  # column names are written in English in the file
    assert english_left({"panel": messages_of(shown), "summary": [panel.summary.text()]},
                        english_words() - names) == []
    language("ru")
    panel.retranslate()  # as the main window does on a language change
    assert f"{cards}:3:life: для типа «существо» нужно поле life" in panel.lines()
    assert f"{cards}:3:id: повторный id «troll» (впервые в строке 2)" in panel.lines()


def test_a_broken_game_record_is_refused_in_the_interface_language(qtbot, language, settings,
                                                                    tmp_path, monkeypatch):
    from desktop.mainwindow import MainWindow
    from desktop.qt import QMessageBox

    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"ruleset": "hkk", "players": ["anna"]}\n{"act": "teleport", "by": "anna"}\n',
                      "utf-8")
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda _parent, _title, text: warnings.append(text))
    language("hu")
    window = MainWindow(session.demo("hkk"), settings)
    qtbot.addWidget(window)
    window.open_path(broken)
    assert warnings == [f"{broken}:2: ismeretlen lépésfajta: „teleport”"]
    window.close()


def test_a_damaged_journal_is_reported_and_the_new_game_goes_on(qtbot, language, settings):
    from desktop.app import offer_interrupted
    from desktop.mainwindow import MainWindow

    usual = default_journal()
    usual.parent.mkdir(parents=True, exist_ok=True)
    usual.write_text("damaged\n{}\n", "utf-8")
    args = argparse.Namespace(game=None, journal=None, demo="hkk")
    start = session.choose_start(args, offer_resume=True)
    assert start.interrupted == usual
    language("ru")
    window = MainWindow(start.game, settings, None, start.journal, start.path)
    qtbot.addWidget(window)
    failures: list[str] = []
    offer_interrupted(window, start, lambda _parent, _path: True,
                      lambda _parent, text: failures.append(text))
    kept = next(usual.parent.glob("autosave-damaged-*.jsonl"))
    assert failures == [f"{usual}:1: повреждённая строка журнала (контрольная сумма не совпадает)\n"
                        f"Повреждённый журнал сохранён как {kept}."]
    assert kept.read_text("utf-8") == "damaged\n{}\n"  # set aside, never changed
    assert window.game is start.game and window.journal == start.journal != usual
    assert session.resume(window.journal).record_lines() == start.game.record_lines()
    session.close_journal(window.game, window.journal)
    window.close()


def test_anything_else_is_shown_as_it_is():
    assert texts.problem_line(OSError(2, "No such file or directory")) == (
        "[Errno 2] No such file or directory")
