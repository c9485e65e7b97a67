"""The card browser: filters, deck building by clicking, live deck checks, saving a deck list."""

from __future__ import annotations

import pytest
from cardset_files import BERSERK_ROWS, make_set
from gestures import double_click

from desktop.cardsets.browser import CardBrowser, Deck
from desktop.cardsets.opencardset import OpenCardSetDialog, SeatChoice, game_on_set, whole_set_deck
from desktop.qt import QSize, Qt
from engine.cardset import load_cardset
from engine.decks import check_deck, parse_deck


@pytest.fixture
def cardset(tmp_path):
    return load_cardset(make_set(tmp_path / "swamp"))


@pytest.fixture
def browser(qtbot, cardset):
    window = CardBrowser(cardset)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.close()


def test_filters_by_words_type_and_cost(browser):
    assert sorted(browser.shown_ids()) == ["kutila", "molnia", "troll", "voevoda"]
    browser.set_filter("ТРОЛЛЬ")  # case does not matter
    assert browser.shown_ids() == ["troll"]
    browser.set_filter("раны")  # words of the text
    assert browser.shown_ids() == ["molnia"]
    browser.set_filter("", card_type="creature")
    assert sorted(browser.shown_ids()) == ["kutila", "troll"]
    browser.set_filter("", cost_from=3)
    assert sorted(browser.shown_ids()) == ["molnia", "troll"]
    browser.set_filter("", cost_from=2, cost_to=3)
    assert sorted(browser.shown_ids()) == ["kutila", "molnia"]
    browser.set_filter("kutila")  # ids too
    assert browser.shown_ids() == ["kutila"]
    assert browser.found.text() == browser.tr("%n card(s)", "", 1)


def double_click_row(browser: CardBrowser, card_id: str) -> None:
    row = browser.shown_ids().index(card_id)
    rect = browser.table.visualRect(browser.filter.index(row, 0))
    double_click(browser.table.viewport(), rect.center())


def test_clicking_builds_a_deck_that_saves_and_parses_back(qtbot, browser, cardset, tmp_path):
    browser.section.setCurrentIndex(browser.section.findData("hero"))
    double_click_row(browser, "voevoda")
    browser.section.setCurrentIndex(browser.section.findData("deck"))
    for _ in range(3):
        double_click_row(browser, "troll")
    double_click_row(browser, "kutila")
    browser.section.setCurrentIndex(browser.section.findData("sideboard"))
    double_click_row(browser, "molnia")
    assert browser.deck.sections["hero"] == {"voevoda": 1}
    assert browser.deck.sections["deck"] == {"troll": 3, "kutila": 1}
    assert browser.deck.sections["sideboard"] == {"molnia": 1}
    # Live warnings from the engine's deck checker (a Berserk deck needs 40 cards).
    assert any("at least 40" in line for line in browser.warning_lines())
    path = tmp_path / "my deck.txt"
    assert browser.save_to(path)
    text = path.read_text(encoding="utf-8")
    assert "Hero\n1 Воевода\nDeck\n3 Болотный тролль\n1 Кутила\nSideboard\n1 Молния\n" in text
    deck = parse_deck(path, cardset)
    assert deck.problems == []
    assert deck.cards("deck") == ["troll"] * 3 + ["kutila"]
    assert deck.hero() == "voevoda"
    assert deck.cards("sideboard") == ["molnia"]
    # The warnings shown are the checker's findings on the saved file, line for line.
    assert browser.warning_lines() == [str(p) for p in check_deck(deck, cardset)]


def test_a_fourth_copy_is_a_warning_and_removing_it_clears_it(qtbot, browser):
    for _ in range(4):
        browser.add("troll", "deck")
    assert any("4 copies" in line for line in browser.warning_lines())
    tree = browser.tree
    line = next(tree.topLevelItem(i) for i in range(tree.topLevelItemCount())
                if tree.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole) == ("deck", "troll"))
    rect = tree.visualItemRect(line)
    double_click(tree.viewport(), rect.center())
    assert browser.deck.sections["deck"] == {"troll": 3}
    assert not any("copies" in line for line in browser.warning_lines())


def test_a_name_two_cards_share_is_written_by_id(tmp_path):
    rows = [*BERSERK_ROWS, {**BERSERK_ROWS[0], "id": "troll2", "cost": "5"}]
    cardset = load_cardset(make_set(tmp_path / "twins", rows=rows))
    deck = Deck()
    deck.add("deck", "troll")
    deck.add("deck", "troll2", 2)
    deck.add("deck", "kutila")
    path = tmp_path / "twins.txt"
    path.write_text(deck.text(cardset), encoding="utf-8")
    parsed = parse_deck(path, cardset)
    assert parsed.problems == []
    assert parsed.cards("deck") == ["troll", "troll2", "troll2", "kutila"]


def test_an_opened_deck_list_fills_the_deck(browser, cardset):
    problems = browser.load_deck(cardset.folder / "deck.txt")
    assert problems == []
    assert browser.deck.sections["deck"] == {"troll": 3, "kutila": 3, "molnia": 2}
    assert browser.deck.sections["hero"] == {"voevoda": 1}


def test_a_live_reload_updates_the_browser_and_keeps_the_deck(browser, tmp_path):
    browser.add("troll", "deck")
    browser.add("kutila", "deck")
    smaller = load_cardset(make_set(tmp_path / "smaller", rows=BERSERK_ROWS[1:]))
    browser.set_cardset(smaller)
    assert "troll" not in browser.shown_ids()
    assert browser.deck.sections["deck"] == {"troll": 1, "kutila": 1}
    assert any('card "troll" is not in the card set now' in w for w in browser.warning_lines())
    browser.set_cardset(load_cardset(make_set(tmp_path / "again")))
    assert not any("not in the card set" in w for w in browser.warning_lines())


def test_open_card_set_starts_a_game_with_the_decks(qtbot, cardset):
    dialog = OpenCardSetDialog(cardset, "warn")
    qtbot.addWidget(dialog)
    assert dialog.decks[0].currentData().endswith("deck.txt")
    assert any("at least 40" in dialog.warnings.item(i).text()
               for i in range(dialog.warnings.count()))
    game = dialog.make_game(seed=3)
    assert game.header["cardset"] == str(cardset.folder)
    assert game.ruleset_name == "berserk"
    assert [c.def_id for c in game.zones["anna.play"]] == ["voevoda"]
    anna = [c.def_id for c in game.cards.values() if c.owner == "anna"]
    assert sorted(anna) == sorted(["voevoda"] + ["troll"] * 3 + ["kutila"] * 3 + ["molnia"] * 2)


def test_the_whole_set_deck_uses_counts_and_the_hero(cardset):
    deck, hero = whole_set_deck(cardset)
    assert hero == "voevoda"
    assert sorted(deck) == sorted(["troll"] * 3 + ["kutila"] * 3 + ["molnia"] * 2)
    game = game_on_set(cardset, [SeatChoice("anna"), SeatChoice("bela")], seed=1)
    assert [c.def_id for c in game.zones["bela.play"]] == ["voevoda"]


def test_a_game_started_on_a_set_is_watched_and_browsable(qtbot, settings, cardset, tmp_path):
    from desktop import session
    from desktop.mainwindow import MainWindow

    window = MainWindow(session.demo("hkk"), settings, journal=tmp_path / "journal.jsonl")
    qtbot.addWidget(window)
    game = game_on_set(cardset, [SeatChoice("anna"), SeatChoice("bela")], seed=4)
    window.cardsets.start(game, cardset)
    assert window.game is game
    assert window.game.journal is not None
    qtbot.waitUntil(lambda: window.cardsets.idle, timeout=5000)
    assert window.cardsets.live.folder == cardset.folder
    assert str(cardset.folder / "cards.csv") in window.cardsets.live.watcher.files()
    window.cardsets.show_browser()
    browser = window.cardsets.browser
    assert browser is not None and browser.isVisible()
    assert sorted(browser.shown_ids()) == sorted(cardset.cards)
    browser.close()
    window.close()


def sections_offered(browser: CardBrowser) -> list[str]:
    return [browser.section.itemData(i) for i in range(browser.section.count())]


def sections_listed(browser: CardBrowser) -> list[str]:
    tree = browser.tree
    heads = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    return [head.text(1) for head in heads if head.data(0, Qt.ItemDataRole.UserRole) is None]


def test_each_game_offers_its_own_deck_sections(qtbot, browser, cardset):
    from desktop.cardsets.browser import deck_sections
    from engine.demo import demo_set_folder

    assert deck_sections("hkk") == ("deck", "sideboard", "prepared")
    assert deck_sections("berserk") == ("hero", "deck", "sideboard")  # deck_rules.heroes: 1
    assert deck_sections("free") == ("deck", "sideboard")
    assert sections_offered(browser) == ["hero", "deck", "sideboard"]
    assert browser.section.currentData() == "deck"
    assert sections_listed(browser) == ["Hero", "Deck", "Sideboard"]
    hkk = load_cardset(demo_set_folder("hkk"))
    browser.set_cardset(hkk)
    assert sections_offered(browser) == ["deck", "sideboard", "prepared"]
    assert sections_listed(browser) == ["Deck", "Sideboard", "Prepared"]
    # The free table plays any set: a deck for it has no hero, nothing prepared, no rules.
    browser.set_cardset(hkk, "free")
    assert sections_offered(browser) == ["deck", "sideboard"]
    assert browser.warning_lines() == []


def test_a_section_the_game_does_not_use_is_still_shown_when_a_list_has_it(browser, cardset,
                                                                         tmp_path):
    path = tmp_path / "deck.txt"
    path.write_text("Deck\n3 Болотный тролль\nPrepared\n1 Молния\n", encoding="utf-8")
    assert browser.load_deck(path) == []
    assert sections_offered(browser) == ["hero", "deck", "sideboard"]
    assert sections_listed(browser) == ["Hero", "Deck", "Sideboard", "Prepared"]
    assert browser.deck.sections["prepared"] == {"molnia": 1}


def test_the_tables_browser_builds_decks_for_the_tables_game(qtbot, settings, tmp_path):
    from desktop import session
    from desktop.mainwindow import MainWindow

    window = MainWindow(session.demo("free"), settings, journal=tmp_path / "journal.jsonl")
    qtbot.addWidget(window)
    window.show()  # the table's set is read once the table is on screen
    qtbot.waitUntil(lambda: window.cardsets.idle, timeout=5000)
    assert window.cardsets.cardset.game == "hkk"  # the free table borrows the HKK set
    window.cardsets.show_browser(False)  # as File → Card browser calls it
    browser = window.cardsets.browser
    assert browser.game == "free" and sections_offered(browser) == ["deck", "sideboard"]
    browser.close()
    window.close()


def test_the_browser_fits_a_small_screen(browser):
    """Seen on a 1100×700 screen: the browser opened 760 px tall, its deck buttons below the
    screen's edge. It is made no larger than its screen's free area, as the table is."""
    from desktop.screens import window_size

    room = browser.screen().availableGeometry().size()
    assert browser.size() == window_size(QSize(1100, 760), room)
    assert browser.height() <= max(room.height(), 480) and browser.width() <= max(room.width(), 640)


# Issue 30: the card browser as a playtester found it.
def select_row(browser: CardBrowser, card_id: str) -> None:
    row = browser.shown_ids().index(card_id)
    browser.table.setCurrentIndex(browser.filter.index(row, 0))


def test_enter_adds_one_copy(qtbot, browser):
    qtbot.waitUntil(lambda: browser.filled)
    select_row(browser, "troll")
    browser.table.setFocus()
    qtbot.keyClick(browser.table, Qt.Key.Key_Return)
    assert browser.deck.sections["deck"] == {"troll": 1}
    qtbot.keyClick(browser.table, Qt.Key.Key_Enter)
    assert browser.deck.sections["deck"] == {"troll": 2}


def test_remove_takes_out_the_card_selected_in_the_list(qtbot, browser):
    qtbot.waitUntil(lambda: browser.filled)
    browser.add("troll")
    browser.add("troll")
    browser.add("kutila", "sideboard")
    select_row(browser, "troll")
    qtbot.mouseClick(browser.remove_button, Qt.MouseButton.LeftButton)
    assert browser.deck.sections["deck"] == {"troll": 1}
    select_row(browser, "kutila")  # not in the chosen section (Deck): taken from the sideboard
    qtbot.mouseClick(browser.remove_button, Qt.MouseButton.LeftButton)
    assert browser.deck.sections["sideboard"] == {}
    # A deck line selected after it: Remove takes from there.
    line = next(browser.tree.topLevelItem(i) for i in range(browser.tree.topLevelItemCount())
                if browser.tree.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole) == ("deck", "troll"))
    browser.tree.setCurrentItem(line)
    qtbot.mouseClick(browser.remove_button, Qt.MouseButton.LeftButton)
    assert browser.deck.sections["deck"] == {}


def test_the_preview_hides_a_card_the_search_hides(qtbot, browser):
    qtbot.waitUntil(lambda: browser.filled)
    select_row(browser, "troll")
    assert "Болотный тролль" in browser.details.text()
    browser.set_filter("Молния")
    assert browser.shown_ids() == ["molnia"]
    assert browser.details.text() == ""
    assert browser.preview.pixmap().isNull()


def test_new_deck_asks_before_dropping_changes(qtbot, browser, monkeypatch, tmp_path):
    from desktop.qt import QMessageBox

    asked: list[str] = []
    answer = [QMessageBox.StandardButton.Cancel]
    monkeypatch.setattr(QMessageBox, "question",
                        lambda parent, title, text, *_args: asked.append(text) or answer[0])
    browser.new_deck()  # nothing to lose: no question
    assert asked == []
    browser.add("troll")
    browser.new_deck()
    assert len(asked) == 1 and browser.deck.sections["deck"] == {"troll": 1}  # cancelled
    assert browser.save_to(tmp_path / "d.txt")
    browser.new_deck()  # saved: nothing to lose
    assert len(asked) == 1 and browser.deck.sections["deck"] == {}
    browser.add("kutila")
    answer[0] = QMessageBox.StandardButton.Discard
    browser.new_deck()
    assert len(asked) == 2 and browser.deck.sections["deck"] == {}


def test_open_card_set_lists_a_note_as_a_note_not_a_warning(qtbot, tmp_path):
    from desktop.qt import QLabel
    from tests.engine.real_export import write_real_export

    rows = [dict(row, Художник="М. Иванова") for row in BERSERK_ROWS]
    cardset = load_cardset(make_set(tmp_path / "notes", rows=rows))
    assert [p.severity for p in cardset.problems] == ["info"]
    dialog = OpenCardSetDialog(cardset, "strict")
    qtbot.addWidget(dialog)
    titles = [label.text() for label in dialog.findChildren(QLabel)]
    assert "Notes" in titles and "Warnings" not in titles
    warned = OpenCardSetDialog(load_cardset(write_real_export(tmp_path / "steppe")), "strict")
    qtbot.addWidget(warned)
    assert warned.problems_title() == warned.tr("%n row(s) left out", "", 1)  # one row, two problems
