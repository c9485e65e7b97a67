"""Hostile card sets and deck lists (issue 11 §3), generated here, run through ``python -m engine
cardset check`` and ``deck check`` as real processes: each is one line naming the file (and row or
line), a non-zero exit, no traceback, bounded in time and memory, and the input left as it was."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.hostile import assert_one_line_refusal, run_tool, snapshot

MEMORY_MB = 512
HEADER = "id,name,type,cost,life,strike,image,count\n"
GOOD_ROW = "troll,Болотный тролль,creature,3,4,1-2-3,,1\n"


def make_set(folder: Path, rows: str = GOOD_ROW, manifest: str | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "cardset.toml").write_text(
        manifest if manifest is not None else 'game = "berserk"\nname = "H"\nversion = "1"\n', "utf-8")
    (folder / "cards.csv").write_text(HEADER + rows, "utf-8")
    return folder


def replace_with_fifo(path: Path) -> None:
    path.unlink()
    os.mkfifo(path)


# name -> (build the set in a folder: returns what to check, the file named, the message)
SetCase = Callable[[Path], tuple[Path, str, str]]


def folder_loop(tmp: Path) -> tuple[Path, str, str]:
    (tmp / "a").symlink_to(tmp / "b")
    (tmp / "b").symlink_to(tmp / "a")
    return tmp / "a", f"{tmp}/a:", "not a folder"


def cards_file_loop(tmp: Path) -> tuple[Path, str, str]:
    folder = make_set(tmp / "s")
    (folder / "cards.csv").unlink()
    (folder / "cards.csv").symlink_to(folder / "cards.csv")
    return folder, f"{folder}/cards.csv:", "cannot read: Too many levels of symbolic links"


def image_loop(tmp: Path) -> tuple[Path, str, str]:
    folder = make_set(tmp / "s", "troll,Тролль,creature,3,4,1-2-3,loop.png,1\n")
    (folder / "loop.png").symlink_to(folder / "loop.png")
    return folder, f"{folder}/cards.csv:2:image:", "is a link that leads round in a circle"


def nul_in_image(tmp: Path) -> tuple[Path, str, str]:
    folder = make_set(tmp / "s", 'troll,Тролль,creature,3,4,1-2-3,"a\x00b.png",1\n')
    return folder, f"{folder}/cards.csv:2:image:", "cannot be a file name"


def long_image_name(tmp: Path) -> tuple[Path, str, str]:
    folder = make_set(tmp / "s", f"troll,Тролль,creature,3,4,1-2-3,{'x' * 5000}.png,1\n")
    return folder, f"{folder}/cards.csv:2:image:", "cannot be a file name"


def nested_toml(tmp: Path) -> tuple[Path, str, str]:
    folder = make_set(tmp / "s", manifest="a = " + "[" * 20_000 + "\n")
    return folder, f"{folder}/cardset.toml:", "not valid TOML"


def manifest_fifo(tmp: Path) -> tuple[Path, str, str]:
    folder = make_set(tmp / "s")
    replace_with_fifo(folder / "cardset.toml")
    return folder, f"{folder}/cardset.toml:", "not a regular file"


def cards_fifo(tmp: Path) -> tuple[Path, str, str]:
    folder = make_set(tmp / "s")
    replace_with_fifo(folder / "cards.csv")
    return folder, f"{folder}/cards.csv:", "not a regular file"


def cards_folder(tmp: Path) -> tuple[Path, str, str]:
    folder = make_set(tmp / "s")
    (folder / "cards.csv").unlink()
    (folder / "cards.csv").mkdir()
    return folder, f"{folder}/cards.csv:", "this is a folder, not a file"


def huge_cards_file(tmp: Path) -> tuple[Path, str, str]:
    folder = make_set(tmp / "s")
    with (folder / "cards.csv").open("r+b") as handle:
        handle.truncate(200 * 1024 * 1024)  # sparse: 200 MB that take no disk
    return folder, f"{folder}/cards.csv:", "the file is too large (200.0\u00a0MB; at most 32.0\u00a0MB)"


def garbage_cards(tmp: Path) -> tuple[Path, str, str]:
    folder = make_set(tmp / "s")
    (folder / "cards.csv").write_bytes(HEADER.encode() + bytes(range(256)) * 4)
    return folder, f"{folder}/cards.csv:3:", "not UTF-8 text"  # line 2 ends at byte 10


def utf16_cards(tmp: Path) -> tuple[Path, str, str]:
    folder = make_set(tmp / "s")
    (folder / "cards.csv").write_bytes((HEADER + GOOD_ROW).encode("utf-16"))
    return folder, f"{folder}/cards.csv:", "UTF-16 text: save the file as UTF-8"


def huge_number(tmp: Path) -> tuple[Path, str, str]:
    folder = make_set(tmp / "s", f"troll,Тролль,creature,{'9' * 5000},4,1-2-3,,1\n")
    return folder, f"{folder}/cards.csv:2:cost:", "is too large a number: at most 999999999"


def huge_count(tmp: Path) -> tuple[Path, str, str]:
    folder = make_set(tmp / "s", "troll,Тролль,creature,3,4,1-2-3,,1000000000\n")
    return folder, f"{folder}/cards.csv:2:count:", "is too large a number"


def many_copies(tmp: Path) -> tuple[Path, str, str]:
    folder = make_set(tmp / "s", "troll,Тролль,creature,3,4,1-2-3,,5000\n")
    return folder, f"{folder}/cards.csv:2:count:", "count 5000 is too many copies: at most 999"


def id_with_line_break(tmp: Path) -> tuple[Path, str, str]:
    folder = make_set(tmp / "s", 'tr\noll,Тролль,creature,3,4,1-2-3,,1\n'.replace("tr\noll", '"tr\noll"'))
    return folder, f"{folder}/cards.csv:2:id:", "contains a line break"


SET_CASES: dict[str, SetCase] = {
    "folder symlink loop": folder_loop, "cards.csv symlink loop": cards_file_loop,
    "image symlink loop": image_loop, "NUL in an image name": nul_in_image,
    "5,000-character image name": long_image_name, "deeply nested TOML": nested_toml,
    "cardset.toml is a named pipe": manifest_fifo, "cards.csv is a named pipe": cards_fifo,
    "cards.csv is a folder": cards_folder, "a 200 MB cards.csv": huge_cards_file,
    "binary garbage": garbage_cards, "UTF-16 cards.csv": utf16_cards,
    "a 5,000-digit cost": huge_number, "a billion copies": huge_count,
    "5,000 copies": many_copies, "a line break in an id": id_with_line_break,
}


@pytest.mark.parametrize("case", SET_CASES.values(), ids=SET_CASES.keys())
def test_hostile_card_sets(tmp_path: Path, case: SetCase) -> None:
    folder, named, message = case(tmp_path)
    before = snapshot(tmp_path)
    run = run_tool("engine", "cardset", "check", str(folder), memory_mb=MEMORY_MB)
    assert_one_line_refusal(run, named, message)
    assert snapshot(tmp_path) == before


def test_a_300_kb_cell_is_a_bad_row_and_keeps_the_rows_after_it(tmp_path: Path) -> None:
    """One cell holds at most 10,000 characters (spec/card-set.md): beyond it the row is bad,
    reported once with the cell's length, and the rows after it load."""
    folder = make_set(tmp_path / "s", 'big,Большой,spell,1,,,,1\n'.replace(
        "spell,1", "spell,1") + GOOD_ROW.replace("troll", "after"))
    text = (folder / "cards.csv").read_text("utf-8")
    (folder / "cards.csv").write_text(
        text.replace("big,Большой,spell,1,,,,1", f'big,"{"Я" * 300_000}",spell,1,,,,1'), "utf-8")
    run = run_tool("engine", "cardset", "check", str(folder), memory_mb=MEMORY_MB)
    assert "Traceback" not in run.stderr
    assert run.lines == [f"{folder}/cards.csv:2:name: the cell holds 300000 characters: at most 10000",
                         "1 card loaded, 1 rejected"], run.lines
    assert run.status == 1


# Deck lists: (the deck file's bytes or a maker, the message); the set is a good one.
def deck_cases(tmp: Path) -> dict[str, tuple[Path, str, str]]:
    decks = tmp / "decks"
    decks.mkdir()

    def deck(name: str, data: bytes) -> Path:
        path = decks / name
        path.write_bytes(data)
        return path

    folder_deck = decks / "folder.txt"
    folder_deck.mkdir()
    fifo = decks / "fifo.txt"
    os.mkfifo(fifo)
    return {
        "a billion copies": (deck("billion.txt", "Hero\nDeck\n1000000000 Болотный тролль\n".encode()), ":3:",
                             "a count of 1000000000: at most 999"),
        "a 5,000-digit count": (deck("digits.txt", ("7" * 5000 + " Болотный тролль\n").encode()), ":1:",
                                "at most 999"),
        "cp1250": (deck("cp1250.txt", "1 Ködvölgyi őrszem\n".encode("cp1250")), ":1:",
                   "not UTF-8 text"),
        "UTF-16": (deck("utf16.txt", "1 Тролль\n".encode("utf-16")), ":",
                   "UTF-16 text: save the file as UTF-8"),
        "a folder": (folder_deck, ":", "this is a folder, not a file"),
        "a named pipe": (fifo, ":", "not a regular file"),
    }


CASE_NAMES = ["a billion copies", "a 5,000-digit count", "cp1250", "UTF-16", "a folder",
              "a named pipe"]


@pytest.mark.parametrize("name", CASE_NAMES)
def test_hostile_deck_lists(tmp_path: Path, name: str) -> None:
    folder = make_set(tmp_path / "s")
    path, place, message = deck_cases(tmp_path)[name]
    before = snapshot(tmp_path)
    run = run_tool("engine", "deck", "check", str(path), "--set", str(folder), memory_mb=MEMORY_MB)
    assert_one_line_refusal(run, f"{path}{place}", message)
    assert snapshot(tmp_path) == before
