"""Card sets from real spreadsheets (issue 13): notes columns, the set's language, every problem of a
row at once, names matched as a person reads them, web addresses, and English that reads right."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine.cardset import load_cardset
from engine.cardwords import bool_value, loose, type_id, type_word
from engine.decks import check_deck, deck_line, parse_deck
from engine.messages import msg, render
from tests.engine.real_export import LONG_NAME, LONG_TEXT, write_real_export

ROOT = Path(__file__).resolve().parents[2]


def run_engine(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=60, check=False)


def test_a_real_export_loads_with_its_notes_and_every_problem_at_once(tmp_path: Path) -> None:
    folder = write_real_export(tmp_path / "steppe")
    cardset = load_cardset(folder)
    assert [str(p).removeprefix(str(folder)) for p in cardset.problems] == [
        "/cards.csv:1: note: 4 columns kept as the cards' notes (not card fields): Редкость, "
        "Художник, Номер, set",
        "/cards.csv:1:image: warning: 1 web address in the image column, which Cardtable does not "
        "fetch (rows 5): 0 of these cards use the file in images/ named by their id or name, the "
        "others get a generated face",
        # both problems of the row, in one round
        "/cards.csv:7:subtype: an equipment card needs a subtype value",
        "/cards.csv:7:life: an equipment card has no life",
    ]
    assert [p.severity for p in cardset.problems] == ["info", "warning", "error", "error"]
    assert list(cardset.cards) == ["bulbagur", "elder", "hero", "amulet", "storm"]
    assert cardset.language == "ru"
    assert cardset.notes["bulbagur"] == {"Редкость": "редкая", "Художник": "М. Иванова", "Номер": "12",
                                         "set": "Степи"}
    assert "Художник" not in cardset.notes["elder"]  # an empty cell is no note
    # Russian type words and subtypes, in any case, are the game's types.
    assert [cardset.cards[c].type for c in cardset.cards] == ["creature", "creature", "hero",
                                                             "equipment", "spell"]
    assert cardset.cards["amulet"].subtype == "amulet"
    assert cardset.cards["elder"].name == LONG_NAME
    assert cardset.cards["bulbagur"].text == LONG_TEXT
    assert cardset.image_paths["amulet"] is None


def test_notes_alone_are_not_an_error_on_the_command_line(tmp_path: Path) -> None:
    folder = write_real_export(tmp_path / "steppe")
    text = (folder / "cards.csv").read_text("utf-8-sig").splitlines()
    (folder / "cards.csv").write_text("\n".join(text[:-1]) + "\n", "utf-8")  # without the bad row
    done = run_engine("cardset", "check", str(folder))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.splitlines()[0] == (
        f"{folder}/cards.csv:1: note: 4 columns kept as the cards' notes (not card fields): "
        "Редкость, Художник, Номер, set")
    assert done.stdout.splitlines()[-1] == "5 cards loaded, 0 rejected"


def test_without_a_language_russian_words_are_refused(tmp_path: Path) -> None:
    cardset = load_cardset(write_real_export(tmp_path / "steppe", language=""))
    assert [str(p).removeprefix(str(cardset.folder)) for p in cardset.errors][:2] == [
        '/cards.csv:2:type: unknown card type "Существо" (known: creature, equipment, event, hero, '
        "spell)",
        '/cards.csv:3:type: unknown card type "СУЩЕСТВО" (known: creature, equipment, event, hero, '
        "spell)"]


def test_a_language_the_app_does_not_know(tmp_path: Path) -> None:
    from engine.cardset import CardSetError

    folder = write_real_export(tmp_path / "steppe", language="de")
    with pytest.raises(CardSetError) as caught:
        load_cardset(folder)
    assert str(caught.value) == (f'{folder}/cardset.toml: language: must be one of en, hu, ru, '
                                 'not "de"')


@pytest.mark.parametrize("language,words", [
    ("hu", {"igen": True, "NEM": False, "Igaz": True, "HAMIS": False, "yes": True, "x": True}),
    ("ru", {"да": True, "НЕТ": False, "ИСТИНА": True, "ЛОЖЬ": False, "false": False}),
])
def test_booleans_in_the_sets_language(tmp_path: Path, language: str, words: dict[str, bool]) -> None:
    folder = tmp_path / "s"
    folder.mkdir()
    (folder / "cardset.toml").write_text(f'game = "hkk"\nname = "S"\nversion = "1"\n'
                                         f'language = "{language}"\n', "utf-8")
    rows = [f"c{i},Card {i},creature,1,{word}" for i, word in enumerate(words)]
    (folder / "cards.csv").write_text("id,name,type,cost,flow\n" + "\n".join(rows) + "\n", "utf-8")
    cardset = load_cardset(folder)
    assert cardset.problems == []
    assert [cardset.cards[f"c{i}"].flow for i in range(len(words))] == list(words.values())


def test_the_words_tables() -> None:
    assert type_id("СУЩЕСТВО", "ru") == "creature"
    assert type_id("Creature", "ru") == "creature"
    assert type_id("Lény", "hu") == "creature"
    assert type_id("существо", "hu") == "существо"  # another language's word is not read
    assert type_id("Varázstárgy", "hu") == "Varázstárgy"  # a free-form HKK type stays as written
    assert type_word("creature", "ru") == "существо"
    assert type_word("creature", "en") is None
    assert bool_value("ложь", "ru") is False
    assert bool_value("nem", "ru") is None
    assert loose("Бул’Багур") == loose("бул'багур") == loose("БУЛʼБАГУР")
    assert loose("«Ёж»") == loose('"еж"') == loose("“ЕЖ”")


def test_deck_lists_match_names_as_people_read_them(tmp_path: Path) -> None:
    cardset = load_cardset(write_real_export(tmp_path / "steppe"))
    deck = tmp_path / "deck.txt"
    deck.write_text("Hero\n1 ВОЖДЬ \"СТЕПНОЙ ОРДЫ\"\nDeck\n3 Бул'Багур\n2 елочный амулет\n"
                    "1 Бул'Багурр\n", "utf-8")
    parsed = parse_deck(deck, cardset)
    assert [(e.card, e.count) for e in parsed.entries] == [("hero", 1), ("bulbagur", 3),
                                                           ("amulet", 2)]
    assert [str(p) for p in parsed.problems] == [
        f'{deck}:6: unknown card "Бул\'Багурр" (did you mean "Бул’Багур"?)']


def test_an_exact_match_wins(tmp_path: Path) -> None:
    folder = tmp_path / "s"
    folder.mkdir()
    (folder / "cardset.toml").write_text('game = "free"\nname = "S"\nversion = "1"\n', "utf-8")
    (folder / "cards.csv").write_text("id,name,type\na,Бул’Багур,creature\nb,Бул'Багур,creature\n",
                                      "utf-8")
    cardset = load_cardset(folder)
    assert [c.id for c in cardset.matches("Бул’Багур")] == ["a"]
    assert [c.id for c in cardset.matches("Бул'Багур")] == ["b"]
    assert [c.id for c in cardset.matches("бул'багур")] == ["a", "b"]  # loosely: both, ambiguous


def test_a_saved_line_reads_back_as_the_same_card(tmp_path: Path) -> None:
    folder = tmp_path / "s"
    folder.mkdir()
    (folder / "cardset.toml").write_text('game = "free"\nname = "S"\nversion = "1"\n', "utf-8")
    (folder / "cards.csv").write_text(
        'id,name,type\nhash,Blade #2,creature\nblade,Blade,creature\nnl,"Two\nlines",creature\n'
        "deck,Deck,creature\nseven,7 Samurai,creature\n", "utf-8")
    cardset = load_cardset(folder)
    lines = [deck_line(cardset, card, 2) for card in cardset.cards]
    assert lines == ["2 hash", "2 Blade", "2 nl", "2 deck", "2 7 Samurai"]
    deck = tmp_path / "deck.txt"
    deck.write_text("\n".join(lines) + "\n", "utf-8")
    assert [(e.card, e.count) for e in parse_deck(deck, cardset).entries] == [
        (card, 2) for card in cardset.cards]


def test_english_articles_and_plurals() -> None:
    assert render("card.needs_stat", {"card_type": "equipment", "stat": "subtype"}) == (
        "an equipment card needs a subtype value")
    assert render("card.needs_stat", {"card_type": "event", "stat": "cost"}) == (
        "an event card needs a cost value")
    assert render("card.has_no_stat", {"card_type": "hero", "stat": "cost"}) == "a hero card has no cost"
    rule = msg("decklist.rule", rule="deck.building")
    assert render("decklist.too_few", {"count": 1, "min": 40, "rule": rule}) == (
        "the deck has 1 card: at least 40 (rule deck.building)")
    assert render("decklist.too_few", {"count": 0, "min": 40, "rule": rule}) == (
        "the deck has 0 cards: at least 40 (rule deck.building)")
    assert render("decklist.hero_count", {"count": 2, "wanted": 1, "rule": rule}).startswith(
        "2 heroes: a deck needs exactly 1")
    assert render("cardset.notes", {"count": 1, "columns": "set"}) == (
        "1 column kept as the cards' notes (not card fields): set")


def test_a_one_card_deck_says_card(tmp_path: Path) -> None:
    cardset = load_cardset(write_real_export(tmp_path / "steppe"))
    deck = tmp_path / "deck.txt"
    deck.write_text("Hero\nВождь «Степной орды»\nDeck\nБуря\n", "utf-8")
    findings = [str(p) for p in check_deck(parse_deck(deck, cardset), cardset)]
    assert f"{deck}: the deck has 1 card: at least 40 (rule deck.building)" in findings
