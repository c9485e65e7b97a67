"""Spreadsheets and deck lists in the set's own language (issue 30), each read from a file shaped
as a real export is: Excel's Russian CSV (semicolons, a BOM, CRLF line ends, ИСТИНА/ЛОЖЬ) with
the column titles in Russian, or a Hungarian one. Our own invented cards."""

from __future__ import annotations

import csv
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cardset import MAX_CELL, load_cardset
from engine.decks import check_deck, parse_deck

RU_TITLES = ["Код", "Название", "Тип", "Стоимость", "Жизнь", "Удар", "Подтип", "Стихия", "Текст",
             "Изображение", "Количество", "Токен", "Редкость"]
RU_ROWS = [
    ["voevoda", "Воевода Степей", "Герой", "", "20", "", "", "Степи", "", "", "1", "ЛОЖЬ", "редкая"],
    ["etun", "Етун", "Существо", "4", "5", "1–2–3", "", "Горы", "Топчет.", "", "3", "ЛОЖЬ", "частая"],
    ["troll", "Болотный тролль", "существо", "3", "4", "2—2—3", "", "Болота", "", "", "3", "ложь", ""],
    ["shield", "Щит предков", "Экипировка", "2", "", "", "Доспех", "", "+1 к жизни.", "", "2", "ЛОЖЬ", ""],
    ["spark", "Искра", "СУЩЕСТВО", "0", "1", "1-1-1", "", "", "", "", "", "ИСТИНА", ""],
]


def excel_csv(rows: list[list[str]]) -> bytes:
    """Rows as Excel's Russian "CSV UTF-8" writes them: a BOM, semicolons, CRLF."""
    out = io.StringIO()
    csv.writer(out, delimiter=";", lineterminator="\r\n").writerows(rows)
    return b"\xef\xbb\xbf" + out.getvalue().encode("utf-8")


def write_set(folder: Path, rows: list[list[str]], language: str = "ru", game: str = "berserk") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    manifest = f'game = "{game}"\r\nname = "Степи"\r\nversion = "0.4"\r\n'
    if language:
        manifest += f'language = "{language}"\r\n'
    (folder / "cardset.toml").write_bytes(manifest.encode("utf-8"))
    (folder / "cards.csv").write_bytes(excel_csv(rows))
    return folder


def lines(cardset) -> list[str]:
    return [str(p).removeprefix(str(cardset.folder)) for p in cardset.problems]


def test_russian_column_titles_load_in_a_russian_set(tmp_path: Path) -> None:
    cardset = load_cardset(write_set(tmp_path / "s", [RU_TITLES, *RU_ROWS]))
    assert cardset.errors == [], lines(cardset)
    assert list(cardset.cards) == ["voevoda", "etun", "troll", "shield", "spark"]
    assert cardset.cards["etun"].stats()["strike"] == [1, 2, 3]  # en dashes
    assert cardset.cards["troll"].stats()["strike"] == [2, 2, 3]  # em dashes
    assert cardset.counts["etun"] == 3
    assert cardset.tokens == {"spark"}
    assert cardset.notes["voevoda"] == {"Редкость": "редкая"}  # the rest are card fields
    assert lines(cardset) == ["/cards.csv:1: note: 1 column kept as the cards' notes (not card "
                              "fields): Редкость"]


def test_hungarian_column_titles_load_in_a_hungarian_set(tmp_path: Path) -> None:
    rows = [["Azonosító", "Név", "Típus", "Költség", "Áramlás", "Párbaj", "Szöveg", "Darab"],
            ["farkas", "Farkas", "Lény", "2", "igen", "3", "Harap.", "2"],
            ["vihar", "Vihar", "varázslat", "1", "NEM", "", "", ""]]
    cardset = load_cardset(write_set(tmp_path / "s", rows, "hu", "hkk"))
    assert cardset.errors == [], lines(cardset)
    assert cardset.cards["farkas"].stats()["flow"] is True
    assert cardset.cards["farkas"].stats()["duel"] == 3
    assert cardset.counts["farkas"] == 2


def test_a_missing_required_column_is_said_once_with_the_titles_seen_and_expected(
        tmp_path: Path) -> None:
    # Russian titles in a set that does not say its language: nothing loads, and the one line says why.
    cardset = load_cardset(write_set(tmp_path / "s", [RU_TITLES, *RU_ROWS], language=""))
    assert cardset.cards == {}
    assert len(cardset.rejected) == len(RU_ROWS)
    assert lines(cardset) == [
        "/cards.csv:1: note: 13 columns kept as the cards' notes (not card fields): Код, Название, "
        "Тип, Стоимость, Жизнь, Удар, Подтип, Стихия, Текст, Изображение, Количество, Токен, Редкость",
        "/cards.csv:1: 3 required columns missing, so no card can load: id, name, type. The first "
        "row names: Код, Название, Тип, Стоимость, Жизнь, Удар, Подтип, Стихия, Текст, Изображение, "
        "Количество, Токен, Редкость. Expected titles: id, name, type"]
    # In a Russian set the expected titles are given in Russian too.
    rows = [[title for title in RU_TITLES if title != "Название"],
            *[[cell for index, cell in enumerate(row) if index != 1] for row in RU_ROWS]]
    cardset = load_cardset(write_set(tmp_path / "ru", rows))
    assert [p.code for p in cardset.problems if p.severity == "error"] == ["cardset.missing_columns"]
    assert lines(cardset)[-1].endswith("Expected titles: id / код, name / название, type / тип")


def test_a_missing_strike_column_is_one_line_not_one_per_row(tmp_path: Path) -> None:
    strike = RU_TITLES.index("Удар")
    rows = [[cell for index, cell in enumerate(row) if index != strike] for row in [RU_TITLES, *RU_ROWS]]
    cardset = load_cardset(write_set(tmp_path / "s", rows))
    assert [p.code for p in cardset.errors] == ["cardset.absent_column"]
    assert lines(cardset)[-1] == ('/cards.csv:1: no "strike" column (strike / удар): 3 cards left '
                                  "out, as their type needs it (rows 3, 4, 6)")
    assert sorted(cardset.rejected) == [3, 4, 6]
    assert set(cardset.cards) == {"voevoda", "shield"}


def test_a_web_address_uses_the_folders_image_and_is_said_once(tmp_path: Path) -> None:
    titles = RU_TITLES.index("Изображение")
    rows = [row[:] for row in RU_ROWS]
    for row in rows:
        row[titles] = f"https://example.org/{row[0]}.jpg"
    folder = write_set(tmp_path / "s", [RU_TITLES, *rows])
    (folder / "images").mkdir()
    (folder / "images" / "etun.jpg").write_bytes(b"\xff\xd8\xff\xe0" + bytes(64))
    (folder / "images" / "Болотный тролль.jpg").write_bytes(b"\xff\xd8\xff\xe0" + bytes(64))
    cardset = load_cardset(folder)
    assert cardset.errors == []
    assert cardset.image_paths["etun"] == folder.resolve() / "images" / "etun.jpg"
    assert cardset.image_paths["troll"] == folder.resolve() / "images" / "Болотный тролль.jpg"
    assert cardset.image_paths["voevoda"] is None
    web = [line for line in lines(cardset) if "web address" in line]
    assert web == ["/cards.csv:1:Изображение: warning: 5 web addresses in the image column, which "
                   "Cardtable does not fetch (rows 2, 3, 4, 5, 6): 2 of these cards use the file in "
                   "images/ named by their id or name, the others get a generated face"]


def test_renaming_a_card_whose_image_is_matched_by_name_says_so(tmp_path: Path) -> None:
    rows = [row[:] for row in RU_ROWS]
    rows[2][1] = "Болотный тролль-старейшина"  # was "Болотный тролль"
    folder = write_set(tmp_path / "s", [RU_TITLES, *rows])
    (folder / "images").mkdir()
    (folder / "images" / "Болотный тролль.jpg").write_bytes(b"\xff\xd8\xff\xe0" + bytes(64))
    cardset = load_cardset(folder)
    assert cardset.image_paths["troll"] is None
    assert lines(cardset)[-1] == (
        '/cards.csv:4:Название: warning: no image is named like "Болотный тролль-старейшина", and '
        '"images/Болотный тролль.jpg" is used by no card: was the card renamed? Rename the file, or '
        "write its name in the image column")


def test_an_unknown_type_lists_the_sets_type_words(tmp_path: Path) -> None:
    rows = [row[:] for row in RU_ROWS[:2]]
    rows[1][2] = "Сущность"
    cardset = load_cardset(write_set(tmp_path / "s", [RU_TITLES, *rows]))
    assert lines(cardset)[-1] == (
        '/cards.csv:3:Тип: unknown card type "Сущность" (known: creature (существо), equipment '
        "(экипировка), event (событие), hero (герой), spell (заклинание))")


@pytest.mark.parametrize(("length", "loads"), [(MAX_CELL, True), (MAX_CELL + 1, False)])
def test_a_cell_holds_at_most_ten_thousand_characters(tmp_path: Path, length: int, loads: bool) -> None:
    rows = [row[:] for row in RU_ROWS]
    rows[1][RU_TITLES.index("Текст")] = ("Топчет. " * (length // 8 + 1))[:length]
    cardset = load_cardset(write_set(tmp_path / "s", [RU_TITLES, *rows]))
    assert ("etun" in cardset.cards) is loads
    if not loads:
        assert lines(cardset)[-1] == "/cards.csv:3:Текст: the cell holds 10001 characters: at most 10000"
        assert cardset.rejected == {3: ("etun", "Етун")}
        assert len(cardset.cards) == len(RU_ROWS) - 1


def write_deck(path: Path, text: str) -> Path:
    path.write_bytes(("\ufeff" + text).replace("\n", "\r\n").encode("utf-8"))
    return path


def test_deck_sections_and_counts_in_russian(tmp_path: Path) -> None:
    cardset = load_cardset(write_set(tmp_path / "s", [RU_TITLES, *RU_ROWS]))
    deck = write_deck(tmp_path / "deck.txt", "Герой:\n1 Воевода Степей\nКолода:\n3х Етун\n"
                                             "3Х Болотный тролль\n2× Щит предков\nСайдборд\n1 Етун\n")
    parsed = parse_deck(deck, cardset)
    assert parsed.problems == []
    assert [(e.section, e.card, e.count) for e in parsed.entries] == [
        ("hero", "voevoda", 1), ("deck", "etun", 3), ("deck", "troll", 3), ("deck", "shield", 2),
        ("sideboard", "etun", 1)]
    assert parsed.hero() == "voevoda"
    findings = [p.code for p in check_deck(parsed, cardset)]
    assert findings == ["decklist.too_few"]  # 8 cards of 30: only the size is wrong


def test_deck_sections_in_hungarian(tmp_path: Path) -> None:
    rows = [["Azonosító", "Név", "Típus", "Költség"], ["farkas", "Farkas", "Lény", "2"],
            ["vihar", "Vihar", "varázslat", "1"]]
    cardset = load_cardset(write_set(tmp_path / "s", rows, "hu", "hkk"))
    deck = write_deck(tmp_path / "deck.txt", "Pakli:\n3x Farkas\n2 Vihar\nOldalpakli\n1 Vihar\n"
                                             "Előre kikészített:\n1 Farkas\n")
    parsed = parse_deck(deck, cardset)
    assert parsed.problems == []
    assert [(e.section, e.card, e.count) for e in parsed.entries] == [
        ("deck", "farkas", 3), ("deck", "vihar", 2), ("sideboard", "vihar", 1),
        ("prepared", "farkas", 1)]


# The checkers in the system's language (engine/i18n.py: catalogs made from the .ts files).
ROOT = Path(__file__).resolve().parents[2]


def run_engine(language: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")}
    env["LANG"] = language
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=60, check=False)


def broken_russian_set(tmp_path: Path) -> Path:
    strike = RU_TITLES.index("Удар")
    rows = [[cell for index, cell in enumerate(row) if index != strike] for row in [RU_TITLES, *RU_ROWS]]
    rows[2][2] = "Сущность"
    return write_set(tmp_path / "s", rows)


def test_cardset_check_speaks_russian(tmp_path: Path) -> None:
    folder = broken_russian_set(tmp_path)
    done = run_engine("ru_RU.UTF-8", "cardset", "check", str(folder))
    assert done.returncode == 1
    assert done.stdout.splitlines() == [
        f"{folder}/cards.csv:1: заметка: 1 столбец сохранён как заметки к картам (не поля карт): Редкость",
        f"{folder}/cards.csv:1: нет столбца «strike» (strike / удар): пропущены 2 карты, которым он "
        "нужен по типу (строки 4, 6)",
        f"{folder}/cards.csv:3:Тип: неизвестный тип карты «Сущность» (известны: creature (существо), "
        "equipment (экипировка), event (событие), hero (герой), spell (заклинание))",
        "загружено 2 карты, отклонено: 3"]


def test_cardset_check_speaks_hungarian_and_english(tmp_path: Path) -> None:
    folder = broken_russian_set(tmp_path)
    done = run_engine("hu_HU.UTF-8", "cardset", "check", str(folder))
    assert done.stdout.splitlines()[-1] == "2 lap betöltve, 3 elutasítva"
    assert "nincs „strike” oszlop (strike / удар): 2 lap kimaradt" in done.stdout
    english = run_engine("C.UTF-8", "cardset", "check", str(folder))
    assert english.stdout.splitlines()[-1] == "2 cards loaded, 3 rejected"
    chosen = run_engine("ru_RU.UTF-8", "cardset", "check", "--lang", "en", str(folder))
    assert chosen.stdout == english.stdout


def test_deck_check_speaks_russian_and_hungarian(tmp_path: Path) -> None:
    folder = write_set(tmp_path / "s", [RU_TITLES, *RU_ROWS])
    deck = write_deck(tmp_path / "deck.txt", "Герой:\n1 Воевода Степей\nКолода:\n3х Етун\n2 Щит предков\n"
                                             "1 Етунн\n")
    ru = run_engine("ru_RU.UTF-8", "deck", "check", str(deck), "--set", str(folder))
    assert ru.returncode == 1
    assert ru.stdout.splitlines() == [
        f'{deck}:6: неизвестная карта «Етунн» (может быть, «Етун»?)',
        f"{deck}: в колоде 5 карт: нужно не меньше 40 (составление колоды)",
        f"{deck}: колода недопустима (1 герой, 5 в колоде)"]
    hu = run_engine("hu_HU.UTF-8", "deck", "check", str(deck), "--set", str(folder))
    assert hu.stdout.splitlines()[-1] == f"{deck}: szabálytalan (1 hős, 5 a pakliban)"
