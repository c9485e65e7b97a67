"""Deck lists (spec/card-set.md, docs/card-sets.md): parsing, the construction rules per game,
`deck check` on the command line, and the demo games built from the demo sets' deck lists."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cardset import CardSet, CardSetError, load_cardset
from engine.decks import check_deck, parse_deck
from engine.demo import DEMO_PLAYERS, demo_data, demo_game, demo_set_folder
from engine.game import Game

ROOT = Path(__file__).resolve().parents[2]
SETS = ROOT / "assets" / "sets"

BERSERK_CARDS = """id,name,type,cost,life,strike,subtype
chief,Вождь,hero,,20,,
elder,Старейшина,hero,,18,,
troll,Болотный тролль,creature,3,4,1-2-3,
kutila,Гуляка,creature,9,5,1-2-3,
rys,Рысь,creature,1,2,1-1-2,
spark,Искра,spell,2,,,
axe,Топор,equipment,2,,,weapon
axe2,Топор,equipment,3,,,weapon
bad,Сломанный,creature,x,1,1-1-1,
""" + "".join(f"c{i},Существо {i},creature,1,1,1-1-1,\n" for i in range(1, 15))
HKK_CARDS = """id;name;type;cost
wolf;Farkas;creature;2
spirit;Áramló szellem;spell;1
blade;Kardforgató;spell;3
token;Ködfarkas;creature;0
"""


def make_set(folder: Path, game: str, cards: str) -> CardSet:
    folder.mkdir(parents=True)
    (folder / "cardset.toml").write_text(f'game = "{game}"\nname = "T"\nversion = "1"\n', "utf-8")
    (folder / "cards.csv").write_text(cards, "utf-8")
    return load_cardset(folder)


@pytest.fixture
def berserk(tmp_path: Path) -> CardSet:
    return make_set(tmp_path / "berserk", "berserk", BERSERK_CARDS)


@pytest.fixture
def hkk(tmp_path: Path) -> CardSet:
    return make_set(tmp_path / "hkk", "hkk", HKK_CARDS)


def write(tmp_path: Path, text: str, name: str = "deck.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, "utf-8")
    return path


def texts(problems: list) -> list[str]:
    return [str(p) for p in problems]


def test_counts_sections_and_comments(tmp_path: Path, berserk: CardSet) -> None:
    path = write(tmp_path, "\ufeff# a comment\n2 Рысь\n\nHero\nВождь\nDeck\n3x Болотный тролль  # inline\n"
                           "1 x spark\nrys\nsideboard:\n2× Гуляка\nPrepared\nИскра\n")
    deck = parse_deck(path, berserk)
    assert deck.problems == []
    assert deck.cards("Deck") == ["rys", "rys", "troll", "troll", "troll", "spark", "rys"]
    assert deck.cards("hero") == ["chief"] and deck.hero() == "chief"
    assert deck.cards("SIDEBOARD") == ["kutila", "kutila"]
    assert deck.cards("prepared") == ["spark"]
    assert [e.line for e in deck.entries] == [2, 5, 7, 8, 9, 11, 13]
    with pytest.raises(ValueError, match="unknown section"):
        deck.cards("graveyard")


def test_names_any_case_and_ids(tmp_path: Path, berserk: CardSet) -> None:
    deck = parse_deck(write(tmp_path, "1 БОЛОТНЫЙ  тролль\n1 TROLL\n1 troll\n"), berserk)
    assert deck.cards() == ["troll", "troll", "troll"]


def test_unknown_card_with_suggestion(tmp_path: Path, berserk: CardSet) -> None:
    path = write(tmp_path, "Deck\n3 Болотный тороль\n2 Qwxyz\n")
    deck = parse_deck(path, berserk)
    assert texts(deck.problems) == [
        f'{path}:2: unknown card "Болотный тороль" (did you mean "Болотный тролль"?)',
        f'{path}:3: unknown card "Qwxyz"',
    ]
    assert deck.entries == []


def test_a_shared_name_asks_for_the_id(tmp_path: Path, berserk: CardSet) -> None:
    path = write(tmp_path, "2 Топор\n1 axe2\n")
    deck = parse_deck(path, berserk)
    assert texts(deck.problems) == [f'{path}:1: "Топор" is the name of 2 cards (axe, axe2): write the id '
                                    "instead"]
    assert deck.cards() == ["axe2"]


def test_a_card_left_out_of_the_set(tmp_path: Path, berserk: CardSet) -> None:
    path = write(tmp_path, "1 Сломанный\n")
    assert texts(parse_deck(path, berserk).problems) == [
        f'{path}:1: card "Сломанный" was left out of the card set: {berserk.cards_file}:10 has errors '
        "(see cardset check)"]


def test_a_count_of_zero(tmp_path: Path, berserk: CardSet) -> None:
    path = write(tmp_path, "0 Рысь\n")
    assert texts(parse_deck(path, berserk).problems) == [f"{path}:1: a count of 0: at least 1"]


def test_a_name_starting_with_a_number(tmp_path: Path) -> None:
    cardset = make_set(tmp_path / "s", "hkk",
                       "id,name,type\nsev,7 szamuráj,creature\nsam,szamuráj,creature\n")
    deck = parse_deck(write(tmp_path, "2 7 szamuráj\n7 szamuráj\n"), cardset)
    assert deck.problems == []
    assert deck.cards() == ["sev", "sev", *["sam"] * 7]


def test_unreadable_deck(tmp_path: Path, berserk: CardSet) -> None:
    with pytest.raises(CardSetError, match="cannot read the deck list"):
        parse_deck(tmp_path / "none.txt", berserk)
    path = tmp_path / "latin1.txt"
    path.write_bytes("1 Рысь\n1 Gr\xfcn\n".encode("latin-1", "replace").replace(b"?", b"\xfc"))
    with pytest.raises(CardSetError) as caught:
        parse_deck(path, berserk)
    assert str(caught.value) == f"{path}:1: not UTF-8 text"


def berserk_deck(tmp_path: Path, cardset: CardSet, body: str) -> list[str]:
    path = write(tmp_path, body)
    return [line.removeprefix(f"{path}") for line in texts(check_deck(parse_deck(path, cardset), cardset))]


def test_berserk_legal_deck(tmp_path: Path, berserk: CardSet) -> None:
    body = "Hero\nВождь\nDeck\n" + "".join(f"3x Существо {i}\n" for i in range(1, 15))
    assert berserk_deck(tmp_path, berserk, body) == []
    assert berserk_deck(tmp_path, berserk, body.replace("3x Существо 14", "1x Существо 14")) == []  # 40
    assert berserk_deck(tmp_path, berserk, body.replace("3x Существо 14", "")) == [
        ": the deck has 39 cards: at least 40 (rule deck.building)"]


def test_berserk_construction_rules(tmp_path: Path, berserk: CardSet) -> None:
    body = "Deck\n4 troll\n2 Вождь\n" + "Sideboard\n3 rys\n" + "Deck\n1 rys\n"
    assert berserk_deck(tmp_path, berserk, body) == [
        ": 0 heroes: a deck needs exactly 1 in the Hero section (rule deck.building)",
        ':3: "Вождь" is a hero card: it belongs in the Hero section',
        ": the deck has 7 cards: at least 40 (rule deck.building)",
        ':2: 4 copies of "Болотный тролль" in the deck: at most 3 (rule deck.building)',
    ]
    assert berserk_deck(tmp_path, berserk, "Hero\nВождь\nelder\n")[0] == (
        ": 2 heroes: a deck needs exactly 1 in the Hero section (rule deck.building)")
    assert berserk_deck(tmp_path, berserk, "Hero\nРысь\n")[:1] == [
        ':2: "Рысь" is a creature card, not a hero card']


def test_berserk_copies_count_by_name_over_the_deck_only(tmp_path: Path, berserk: CardSet) -> None:
    body = "Hero\nchief\nDeck\n2 axe\n2 axe2\nSideboard\n3 Рысь\nDeck\n3 rys\n"
    assert berserk_deck(tmp_path, berserk, body) == [
        ": the deck has 7 cards: at least 40 (rule deck.building)",
        ':5: 4 copies of "Топор" in the deck: at most 3 (rule deck.building)',
    ]


def test_hkk_construction_rules(tmp_path: Path, hkk: CardSet) -> None:
    body = "Hero\nFarkas\nDeck\n3 Farkas\n2 spirit\nSideboard\n1 Farkas\n" + "1 blade\n" * 31
    path = write(tmp_path, body)
    assert texts(check_deck(parse_deck(path, hkk), hkk)) == [
        f"{path}:2: this game has no heroes: remove the Hero section (rule 6.5.1)",
        f"{path}: the deck has 5 cards: at least 50 (rule 6.5.1)",
        f"{path}: the sideboard has 32 cards: at most 30 (rule 6.5.1)",
        f'{path}:7: 4 copies of "Farkas" in the deck and sideboard: at most 3 (rule 6.5.1)',
        f'{path}:11: 31 copies of "Kardforgató" in the deck and sideboard: at most 3 (rule 6.5.1)',
    ]


def test_free_table_has_no_construction_rules(tmp_path: Path) -> None:
    cardset = make_set(tmp_path / "s", "free", "id,name,type\na,A,thing\n")
    assert check_deck(parse_deck(write(tmp_path, "9 A\nHero\nA\n"), cardset), cardset) == []


@pytest.mark.parametrize(("game", "player"), [(g, p) for g in ("hkk", "berserk") for p in DEMO_PLAYERS[g]])
def test_demo_decks_are_legal(game: str, player: str) -> None:
    cardset = load_cardset(SETS / f"{game}-demo")
    deck = parse_deck(SETS / f"{game}-demo" / "decks" / f"{player}.txt", cardset)
    assert check_deck(deck, cardset) == []
    assert len(deck.cards("deck")) >= (50 if game == "hkk" else 40)
    if game == "hkk":
        assert deck.cards("prepared") and all(c in cardset.tokens for c in deck.cards("prepared"))
    else:
        assert cardset.cards[deck.hero()].type == "hero"  # type: ignore[index]


@pytest.mark.parametrize("ruleset", ["hkk", "berserk", "free"])
def test_demo_game(ruleset: str) -> None:
    game = demo_game(ruleset, seed=5, enforcement="warn")
    header = game.record_lines()[0]
    assert header["cardset"] == str(demo_set_folder(ruleset))
    assert Path(header["cardset"], "cardset.toml").is_file()
    players = list(DEMO_PLAYERS[ruleset])
    assert game.players == players and game.enforcement == "warn"
    data = demo_data(ruleset)
    hand = 4 if ruleset == "berserk" else 5
    for player in players:
        in_hand, in_deck = len(game.zones[f"{player}.hand"]), len(game.zones[f"{player}.deck"])
        assert in_hand == hand and in_hand + in_deck == len(data["decks"][player])
    if ruleset == "berserk":
        heroes = [game.definitions[c.def_id].type for p in players for c in game.zones[f"{p}.play"]]
        assert heroes == ["hero", "hero"]
    elif ruleset == "hkk":
        assert header["prepared"] == data["prepared"] and data["prepared"]["anna"]
    else:  # "prepared" is an HKK header key (spec: settled details)
        assert "prepared" not in header
    # The record alone gives the same game (the header holds the set's definitions).
    replayed = Game.from_header(header)
    for line in game.record_lines()[1:]:
        replayed.apply(line)
    assert {k: [c.label for c in v] for k, v in replayed.zones.items()} == \
        {k: [c.label for c in v] for k, v in game.zones.items()}


def test_demo_game_same_seed_same_game() -> None:
    first, second = demo_game("hkk", seed=11), demo_game("hkk", seed=11)
    assert [c.label for c in first.zones["anna.hand"]] == [c.label for c in second.zones["anna.hand"]]


# --- the command line -------------------------------------------------------------------------

def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    return subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, env=env)


def test_cli_deck_check_legal() -> None:
    result = run_cli("deck", "check", "assets/sets/berserk-demo/decks/misha.txt",
                     "--set", "assets/sets/berserk-demo")
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines() == [
        "assets/sets/berserk-demo/decks/misha.txt: legal (1 hero, 42 deck, 2 sideboard)"]


def test_cli_deck_check_illegal(tmp_path: Path, berserk: CardSet) -> None:
    path = write(tmp_path, "Hero\nВождь\nDeck\n4 Рысь\nБолотный тороль\n")
    before = path.read_bytes()
    result = run_cli("deck", "check", str(path), "--set", str(berserk.folder))
    assert result.returncode == 1
    assert result.stdout.splitlines() == [
        f'{path}:5: unknown card "Болотный тороль" (did you mean "Болотный тролль"?)',
        f"{path}: the deck has 4 cards: at least 40 (rule deck.building)",
        f'{path}:4: 4 copies of "Рысь" in the deck: at most 3 (rule deck.building)',
        f"{path}: illegal (1 hero, 4 deck)",
    ]
    assert "Traceback" not in result.stderr
    assert path.read_bytes() == before


def test_cli_deck_check_unreadable(tmp_path: Path, berserk: CardSet) -> None:
    result = run_cli("deck", "check", str(tmp_path / "none.txt"), "--set", str(berserk.folder))
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.splitlines() == [f"{tmp_path}/none.txt: cannot read the deck list: No such file or "
                                          "directory"]
    result = run_cli("deck", "check", str(tmp_path / "none.txt"), "--set", str(tmp_path / "nowhere"))
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.splitlines() == [f"{tmp_path}/nowhere: not a folder (a card set is a folder with "
                                          "cardset.toml and cards.csv)"]
