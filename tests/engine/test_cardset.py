"""Card-set folders (spec/card-set.md, docs/card-sets.md): what spreadsheets export loads, every
problem is reported once as FILE:ROW:COLUMN, a bad row is left out and the rest loads."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.cardset import (
    CardSet,
    CardSetError,
    Problem,
    detect_delimiter,
    load_cardset,
    manifest_model,
    schema_text,
)
from engine.games import game_names

ROOT = Path(__file__).resolve().parents[2]
SETS = ROOT / "assets" / "sets"
PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 16
JPEG = b"\xff\xd8\xff\xe0" + b"\0" * 16
BERSERK_HEADER = "id,name,type,cost,life,strike,subtype,tribe,cost_self,cost_tribe,cost_tribe_amount,text"
TROLL = "troll,Болотный тролль,creature,3,4,1-2-3,,,,,,Топчет."
HERO = "chief,Вождь,hero,,20,,,dwarf,,,,"


def make_set(folder: Path, rows: list[str] | str, game: str = "berserk", file: str = "cards.csv",
             encoding: str = "utf-8", manifest: str | None = None) -> Path:
    """A card-set folder with these lines (or this exact text) as its card file."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "cardset.toml").write_text(
        manifest if manifest is not None else f'game = "{game}"\nname = "Test"\nversion = "0.1"\n',
        "utf-8")
    text = rows if isinstance(rows, str) else "\n".join(rows) + "\n"
    (folder / file).write_bytes(text.encode(encoding))
    return folder


def lines(cardset: CardSet) -> list[str]:
    return [str(p) for p in cardset.problems]


def test_a_good_set(tmp_path: Path) -> None:
    folder = make_set(tmp_path / "swamp", [
        BERSERK_HEADER + ",count",
        TROLL + ",3",
        HERO + ",1",
        "kutila,Гуляка,creature,9,5,1-2-3,,,-1,,,\"Дешевле, если рука полна.\",2",
        "runes,Рунопой,creature,3,3,1-1-1,,dwarf,,dwarf,-1,,2",
        "axe,Топор,equipment,2,,,weapon,,,,,,1",
    ])
    (folder / "images").mkdir()
    (folder / "images" / "troll.png").write_bytes(PNG)
    (folder / "images" / "Вождь.JPG").write_bytes(JPEG)  # by name, any case of extension
    (folder / "back.png").write_bytes(PNG)
    cardset = load_cardset(folder)
    assert cardset.problems == []
    assert (cardset.game, cardset.name, cardset.version) == ("berserk", "Test", "0.1")
    assert cardset.folder == folder.resolve()
    assert list(cardset.cards) == ["troll", "chief", "kutila", "runes", "axe"]
    assert cardset.rows == {"troll": 2, "chief": 3, "kutila": 4, "runes": 5, "axe": 6}
    assert cardset.counts == {"troll": 3, "chief": 1, "kutila": 2, "runes": 2, "axe": 1}
    assert cardset.cards["troll"].image == "images/troll.png"
    assert cardset.image_paths["troll"] == folder.resolve() / "images" / "troll.png"
    assert cardset.cards["chief"].image == "images/Вождь.JPG"
    assert cardset.image_paths["axe"] is None and cardset.cards["axe"].image is None
    assert cardset.back == folder.resolve() / "back.png"
    cards = cardset.header_cards()
    assert cards["troll"] == {"name": "Болотный тролль", "type": "creature", "text": "Топчет.",
                              "image": "images/troll.png", "cost": 3, "life": 4, "strike": [1, 2, 3]}
    assert cards["kutila"]["cost_mod"] == {"self_per_card_in_hand": -1}
    assert cards["kutila"]["text"] == "Дешевле, если рука полна."
    assert cards["runes"]["cost_mod"] == {"tribe": "dwarf", "amount": -1}
    assert cards["chief"] == {"name": "Вождь", "type": "hero", "image": "images/Вождь.JPG",
                              "life": 20, "tribe": "dwarf"}
    assert cardset.find("troll") is cardset.cards["troll"]
    assert cardset.find("болотный ТРОЛЛЬ") is cardset.cards["troll"]
    assert cardset.find("nobody") is None


def test_hkk_booleans_and_tokens(tmp_path: Path) -> None:
    folder = make_set(tmp_path / "s", [
        "id,name,type,cost,flow,duel,reveal,treasure,compensation,token",
        "a,Áramló,spell,1,true,,YES,1,x,",
        "b,Béka,creature,0,false,,no,0,,x",
        "c,Cica,creature,2,,5,,,,",
    ], game="hkk")
    cardset = load_cardset(folder)
    assert cardset.problems == []
    assert cardset.header_cards()["a"] == {"name": "Áramló", "type": "spell", "cost": 1, "flow": True,
                                           "reveal": True, "treasure": True, "compensation": True}
    assert cardset.cards["b"].flow is False and cardset.cards["c"].flow is None
    assert cardset.cards["c"].duel == 5
    assert cardset.tokens == {"b"}


ERRORS = {
    "bad int": ("troll,Тролль,creature,three,4,1-2-3,,,,,,",
                'cards.csv:2:cost: "three" is not a whole number'),
    "bad strike": ("troll,Тролль,creature,3,4,1-x-3,,,,,,",
                   'cards.csv:2:strike: "1-x-3" is not a strike written like 1-2-3'),
    "unknown type": ("troll,Тролль,ogre,3,,,,,,,,",
                     'cards.csv:2:type: unknown card type "ogre" (known: creature, equipment, event, hero, '
                     "spell)"),
    "stat the type lacks": ("boss,Вождь,hero,2,20,,,,,,,", "cards.csv:2:cost: a hero card has no cost"),
    "missing required stat": ("troll,Тролль,creature,3,,1-2-3,,,,,,",
                              "cards.csv:2:life: a creature card needs a life value"),
    "missing name": ("troll,,creature,3,4,1-2-3,,,,,,", "cards.csv:2:name: missing name"),
    "missing type": ("troll,Тролль,,3,4,1-2-3,,,,,,", "cards.csv:2:type: missing type"),
    "missing id": (",Тролль,creature,3,4,1-2-3,,,,,,", "cards.csv:2:id: missing id: every card needs one"),
    "bad subtype": ("axe,Топор,equipment,2,,,sword,,,,,",
                    "cards.csv:2:subtype: \"sword\" is not 'weapon', 'armor' or 'amulet'"),
    "half a tribe modifier": ("rune,Руна,spell,2,,,,,,dwarf,,",
                              "cards.csv:2:cost_tribe_amount: a group modifier needs both tribe and amount"),
    "bad cost_self": ("rune,Руна,spell,2,,,,,-x,,,", 'cards.csv:2:cost_self: "-x" is not a whole number'),
    "stray cell": ("troll,Тролль,creature,3,4,1-2-3,,,,,,,oops",
                   'cards.csv:2:13: a value beyond the last column: "oops" (a stray delimiter?)'),
    "label separator": ("tr#oll,Тролль,creature,3,4,1-2-3,,,,,,",
                        'cards.csv:2:id: id "tr#oll" contains "#", which separates a card from its label '
                        "in game records"),
}


@pytest.mark.parametrize("row,expected", ERRORS.values(), ids=ERRORS.keys())
def test_each_error_names_its_cell_and_leaves_out_only_its_row(tmp_path: Path, row: str,
                                                               expected: str) -> None:
    folder = make_set(tmp_path / "s", [BERSERK_HEADER, HERO, row, TROLL.replace("troll", "troll2")])
    cardset = load_cardset(folder)
    # The bad row is row 3; HERO (row 2) and the good troll (row 4) load.
    assert lines(cardset) == [f"{folder}/{expected.replace(':2:', ':3:')}"]
    assert list(cardset.cards) == ["chief", "troll2"]
    assert list(cardset.rejected) == [3]
    assert cardset.problems[0].severity == "error"


def test_bad_bool(tmp_path: Path) -> None:
    folder = make_set(tmp_path / "s", ["id,name,type,flow", "a,A,spell,maybe", "b,B,spell,igen"], game="hkk")
    assert lines(load_cardset(folder)) == [
        f'{folder}/cards.csv:2:flow: "maybe" is not a yes/no value (true/false, yes/no, 1/0 or x)',
        # Hungarian words need the set to say it is Hungarian (test_cardset_languages.py).
        f'{folder}/cards.csv:3:flow: "igen" is not a yes/no value (true/false, yes/no, 1/0 or x)',
    ]


def test_every_problem_at_once(tmp_path: Path) -> None:
    folder = make_set(tmp_path / "s", [
        BERSERK_HEADER + ",Colour",
        "troll,Тролль,creature,x,4,1-2-y,,,,,,,red",
        TROLL,
        TROLL,
        "chief,Вождь,hero,2,20,,,,,,,,",
    ])
    assert lines(load_cardset(folder)) == [
        f"{folder}/cards.csv:1: note: 1 column kept as the cards' notes (not card fields): Colour",
        f'{folder}/cards.csv:2:cost: "x" is not a whole number',
        f'{folder}/cards.csv:2:strike: "1-2-y" is not a strike written like 1-2-3',
        # A bad row still holds its id: the rows after it that repeat it are duplicates.
        f'{folder}/cards.csv:3:id: duplicate id "troll" (first in row 2)',
        f'{folder}/cards.csv:4:id: duplicate id "troll" (first in row 2)',
        f"{folder}/cards.csv:5:cost: a hero card has no cost",
    ]


def test_duplicate_id_keeps_the_first(tmp_path: Path) -> None:
    folder = make_set(tmp_path / "s", [BERSERK_HEADER, TROLL, TROLL.replace("Болотный", "Другой")])
    cardset = load_cardset(folder)
    assert lines(cardset) == [f'{folder}/cards.csv:3:id: duplicate id "troll" (first in row 2)']
    assert cardset.cards["troll"].name == "Болотный тролль"


def test_a_missing_required_column_rejects_every_row(tmp_path: Path) -> None:
    folder = make_set(tmp_path / "s", ["name,type,cost", "A,spell,1", "", "B,spell,2"])
    cardset = load_cardset(folder)
    assert lines(cardset) == [f"{folder}/cards.csv:1: 1 required column missing, so no card can load: "
                              "id. The first row names: name, type, cost. Expected titles: id, name, type"]
    assert cardset.cards == {} and list(cardset.rejected) == [2, 4]


def test_a_repeated_column(tmp_path: Path) -> None:
    folder = make_set(tmp_path / "s", ["id,name,type,cost,Cost", "a,A,spell,1,2"])
    cardset = load_cardset(folder)
    assert lines(cardset) == [f'{folder}/cards.csv:1:Cost: column "Cost" appears twice: the second one is '
                              "ignored"]
    assert cardset.cards["a"].cost == 1


def test_rows_count_records_not_lines(tmp_path: Path) -> None:
    """A quoted text with line breaks is one spreadsheet row; an empty line is a row too."""
    folder = make_set(tmp_path / "s", [
        BERSERK_HEADER,
        'troll,Тролль,creature,3,4,1-2-3,,,,,,"Первая строка,\nвторая;\n""третья"""',
        "",
        "bad,Плохой,creature,3,4,oops,,,,,,",
    ])
    cardset = load_cardset(folder)
    assert lines(cardset) == [f'{folder}/cards.csv:4:strike: "oops" is not a strike written like 1-2-3']
    assert cardset.cards["troll"].text == 'Первая строка,\nвторая;\n"третья"'


EXPORTS = {
    "semicolon with BOM (Excel, Hungarian locale)": ("cards.csv", ";", "utf-8-sig", "\r\n"),
    "tab": ("cards.csv", "\t", "utf-8", "\n"),
    "tsv": ("cards.tsv", "\t", "utf-8", "\r\n"),
    "comma with BOM": ("cards.csv", ",", "utf-8-sig", "\n"),
}


@pytest.mark.parametrize("file,delimiter,encoding,newline", EXPORTS.values(), ids=EXPORTS.keys())
def test_spreadsheet_exports(tmp_path: Path, file: str, delimiter: str, encoding: str,
                             newline: str) -> None:
    rows = [["id", "name", "type", "cost", "text"],
            ["a", "Ágas, bogas", "spell", "1", "Két sor:\nÁramlás: húzz, majd dobj; egy \"lapot\""],
            ["b", "Béka", "creature", "2", ""],
            ["c", "Cica", "creature", "zero", ""]]

    def cell(text: str) -> str:
        return '"' + text.replace('"', '""') + '"' if any(c in text for c in ',;\t"\n') else text

    text = newline.join(delimiter.join(cell(c) for c in row) for row in rows) + newline
    folder = make_set(tmp_path / "s", text, game="hkk", file=file, encoding=encoding)
    cardset = load_cardset(folder)
    assert lines(cardset) == [f'{folder}/{file}:4:cost: "zero" is not a whole number']
    assert cardset.cards["a"].name == "Ágas, bogas"
    assert cardset.cards["a"].text == 'Két sor:\nÁramlás: húzz, majd dobj; egy "lapot"'
    assert cardset.cards["b"].cost == 2


def test_delimiter_detection_ignores_quoted_text() -> None:
    assert detect_delimiter('"a;b;c";x,y\n1;2,3') == ","
    assert detect_delimiter("id;name;type\n") == ";"
    assert detect_delimiter("id\tname\n") == "\t"
    assert detect_delimiter("id\n") == ","


def image_set(tmp_path: Path, image: str) -> Path:
    return make_set(tmp_path / "set", [BERSERK_HEADER + ",image", HERO + ",", TROLL + f",{image}"])


def test_image_leading_out_with_dotdot(tmp_path: Path) -> None:
    (tmp_path / "secret.png").write_bytes(PNG)
    folder = image_set(tmp_path, "../secret.png")
    cardset = load_cardset(folder)
    assert lines(cardset) == [
        f'{folder}/cards.csv:3:image: "../secret.png" leads outside the card-set folder']
    assert list(cardset.cards) == ["chief"]


def test_image_absolute_path(tmp_path: Path) -> None:
    (tmp_path / "secret.png").write_bytes(PNG)
    folder = image_set(tmp_path, str(tmp_path / "secret.png"))
    cardset = load_cardset(folder)
    assert lines(cardset) == [f'{folder}/cards.csv:3:image: "{tmp_path}/secret.png" is an absolute path: '
                              "give a path inside the card-set folder"]
    assert list(cardset.cards) == ["chief"]


@pytest.mark.parametrize("written", ["images/troll.png", ""], ids=["named", "found by id"])
def test_image_symlink_out(tmp_path: Path, written: str) -> None:
    (tmp_path / "secret.png").write_bytes(PNG)
    folder = image_set(tmp_path, written)
    (folder / "images").mkdir()
    (folder / "images" / "troll.png").symlink_to(tmp_path / "secret.png")
    cardset = load_cardset(folder)
    assert lines(cardset) == [f'{folder}/cards.csv:3:image: "images/troll.png" leads outside the card-set '
                              "folder"]
    assert list(cardset.cards) == ["chief"]


def test_a_symlink_inside_is_fine(tmp_path: Path) -> None:
    folder = image_set(tmp_path, "troll.png")
    (folder / "art").mkdir()
    (folder / "art" / "t.png").write_bytes(PNG)
    (folder / "images").mkdir()
    (folder / "images" / "troll.png").symlink_to(folder / "art" / "t.png")
    cardset = load_cardset(folder)
    assert cardset.problems == []
    assert cardset.cards["troll"].image == "art/t.png"


def test_missing_image_is_a_warning(tmp_path: Path) -> None:
    folder = image_set(tmp_path, "nowhere.png")
    cardset = load_cardset(folder)
    assert lines(cardset) == [f'{folder}/cards.csv:3:image: warning: image "nowhere.png": no such file; the '
                              "card gets a generated face"]
    assert cardset.problems[0].severity == "warning" and cardset.errors == []
    assert cardset.cards["troll"].image is None and cardset.image_paths["troll"] is None


def test_unreadable_image_is_a_warning(tmp_path: Path) -> None:
    folder = image_set(tmp_path, "images/troll.webp")
    (folder / "images").mkdir()
    (folder / "images" / "troll.webp").write_bytes(b"not an image at all")
    cardset = load_cardset(folder)
    assert lines(cardset) == [f'{folder}/cards.csv:3:image: warning: image "images/troll.webp": not a '
                              "readable WebP image; the card gets a generated face"]
    assert "troll" in cardset.cards


def test_image_column_may_leave_out_images_folder(tmp_path: Path) -> None:
    folder = image_set(tmp_path, "Troll.SVG")
    (folder / "images").mkdir()
    (folder / "images" / "Troll.SVG").write_text('<svg xmlns="http://www.w3.org/2000/svg"/>', "utf-8")
    cardset = load_cardset(folder)
    assert cardset.problems == []
    assert cardset.cards["troll"].image == "images/Troll.SVG"


def test_image_found_by_id_before_name(tmp_path: Path) -> None:
    folder = image_set(tmp_path, "")
    (folder / "images").mkdir()
    (folder / "images" / "Болотный тролль.jpeg").write_bytes(JPEG)
    (folder / "images" / "TROLL.webp").write_bytes(b"RIFF\0\0\0\0WEBPVP8 ")
    assert load_cardset(folder).cards["troll"].image == "images/TROLL.webp"
    (folder / "images" / "TROLL.webp").unlink()
    assert load_cardset(folder).cards["troll"].image == "images/Болотный тролль.jpeg"


@pytest.mark.parametrize("manifest,expected", [
    (None, ": no cardset.toml: a card set is a folder with cardset.toml and cards.csv"),
    ('game = "chess"\nname = "x"\nversion = "1"\n',
     '/cardset.toml: game: must be one of hkk, berserk, free, not "chess"'),
    ('game = "hkk"\nname = ""\nversion = 0.3\nauthor = "me"\n',
     '/cardset.toml: name: must not be empty; version: must be a string in quotes, e.g. "0.3"; author: '
     "unknown key (known: game, name, version, description, language)"),
    ('game = "hkk"\nname = "x"\nversion = "1\n',
     "/cardset.toml:3:13: not valid TOML: Illegal character '\\n'"),
])
def test_unreadable_manifest(tmp_path: Path, manifest: str | None, expected: str) -> None:
    folder = make_set(tmp_path / "s", [BERSERK_HEADER], manifest=manifest or "")
    if manifest is None:
        (folder / "cardset.toml").unlink()
    with pytest.raises(CardSetError) as caught:
        load_cardset(folder)
    assert str(caught.value) == f"{folder}{expected}"


def test_unreadable_folder_and_card_file(tmp_path: Path) -> None:
    with pytest.raises(CardSetError, match="not a folder"):
        load_cardset(tmp_path / "nowhere")
    folder = make_set(tmp_path / "s", [BERSERK_HEADER])
    (folder / "cards.tsv").write_text("id\tname\n", "utf-8")
    with pytest.raises(CardSetError, match=r"both cards\.csv and cards\.tsv"):
        load_cardset(folder)
    (folder / "cards.tsv").unlink()
    (folder / "cards.csv").write_bytes(b"id,name,type\na,\xe1g,spell\n")
    with pytest.raises(CardSetError) as caught:
        load_cardset(folder)
    assert str(caught.value) == f"{folder}/cards.csv:2: not UTF-8 text: save the spreadsheet as CSV UTF-8"
    (folder / "cards.csv").unlink()
    with pytest.raises(CardSetError, match=r"no cards\.csv or cards\.tsv"):
        load_cardset(folder)


def test_an_empty_card_file(tmp_path: Path) -> None:
    folder = make_set(tmp_path / "s", "")
    assert lines(load_cardset(folder)) == [
        f"{folder}/cards.csv:1: the file is empty: the first row must name the columns"]


@pytest.mark.parametrize("data", [
    {"game": "hkk", "name": "A", "version": "1"},
    {"game": "berserk", "name": "A", "version": "1", "description": ""},
    {"game": "chess", "name": "A", "version": "1"},
    {"game": "hkk", "name": "", "version": "1"},
    {"game": "hkk", "name": "A"},
    {"game": "hkk", "name": "A", "version": 1},
    {"game": "hkk", "name": "A", "version": "1", "author": "me"},
    {"game": ["hkk"], "name": "A", "version": "1"},
])
def test_manifest_checks_agree(data: dict) -> None:
    """The fast manifest check and the pydantic model accept the same manifests."""
    from pydantic import ValidationError

    from engine.cardset import _manifest_ok

    try:
        manifest_model().model_validate(data)
        by_model = True
    except ValidationError:
        by_model = False
    assert _manifest_ok(data) == by_model


def test_problem_text() -> None:
    assert str(Problem("a/cards.csv", 4, "cost", "bad")) == "a/cards.csv:4:cost: bad"
    assert str(Problem("deck.txt", 7, None, "bad")) == "deck.txt:7: bad"
    assert str(Problem("deck.txt", None, None, "bad", "warning")) == "deck.txt: warning: bad"


@pytest.mark.parametrize("folder", ["hkk-demo", "berserk-demo"])
def test_demo_sets_load_without_problems(folder: str) -> None:
    cardset = load_cardset(SETS / folder)
    assert cardset.problems == []
    assert len(cardset.cards) >= 40
    assert cardset.game == folder.removesuffix("-demo")


def test_loading_a_good_set_does_not_import_pydantic() -> None:
    """The desktop loads the demo set at start-up, which is timed: pydantic only explains errors."""
    code = ("import sys; from engine.cardset import load_cardset; load_cardset(sys.argv[1]); "
            "print('pydantic' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code, str(SETS / "berserk-demo")], cwd=ROOT,
                         capture_output=True, text=True, timeout=60, check=True)
    assert out.stdout.strip() == "False"


# --- the command line -------------------------------------------------------------------------

def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    return subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, env=env)


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_cli_cardset_check_good() -> None:
    result = run_cli("cardset", "check", "assets/sets/hkk-demo")
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines()[-1] == f"{len(load_cardset(SETS / 'hkk-demo').cards)} cards loaded, " \
        "0 rejected"


def test_cli_cardset_check_bad(tmp_path: Path) -> None:
    folder = make_set(tmp_path / "s", [BERSERK_HEADER + ",image", HERO + ",", TROLL + ",gone.png",
                                       "bad,Плохой,creature,x,4,1-2-3,,,,,,,"])
    before = snapshot(folder)
    result = run_cli("cardset", "check", str(folder))
    assert result.returncode == 1
    assert result.stdout.splitlines() == [
        f'{folder}/cards.csv:3:image: warning: image "gone.png": no such file; the card gets a generated '
        "face",
        f'{folder}/cards.csv:4:cost: "x" is not a whole number',
        "2 cards loaded, 1 rejected",
    ]
    assert "Traceback" not in result.stderr
    assert snapshot(folder) == before


def test_cli_cardset_check_warnings_do_not_fail(tmp_path: Path) -> None:
    folder = make_set(tmp_path / "s", [BERSERK_HEADER + ",image", TROLL + ",gone.png"])
    result = run_cli("cardset", "check", str(folder))
    assert result.returncode == 0
    assert result.stdout.splitlines()[-1] == "1 card loaded, 0 rejected"


def test_cli_cardset_check_unreadable(tmp_path: Path) -> None:
    folder = make_set(tmp_path / "s", [BERSERK_HEADER], manifest='game = "hkk\n')
    before = snapshot(folder)
    result = run_cli("cardset", "check", str(folder))
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.splitlines() == [
        f"{folder}/cardset.toml:1:12: not valid TOML: Illegal character '\\n'"]
    assert snapshot(folder) == before


@pytest.mark.parametrize("game", game_names())
def test_published_schema_is_current(game: str) -> None:
    published = ROOT / "docs" / "cardset-schema" / f"{game}.schema.json"
    assert published.read_text("utf-8") == schema_text(game)
    result = run_cli("cardset", "schema", game)
    assert result.returncode == 0 and result.stdout == schema_text(game)


def test_cli_schema_of_every_game() -> None:
    result = run_cli("cardset", "schema")
    assert result.returncode == 0
    schemas = json.loads(result.stdout)
    assert list(schemas) == list(game_names())
    assert schemas["berserk"]["properties"]["strike"]["anyOf"][0]["type"] == "array"
