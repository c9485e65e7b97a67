"""Card sets: the folder a playtester keeps (``cardset.toml``, ``cards.csv``, ``images/``).

The format is documented in ``docs/card-sets.md``. In short: the manifest names the game; every
row of the spreadsheet is one card, its columns are the ruleset's card fields (plus ``id``,
``count`` and ``token``, which belong to the set, not to the card). Cells are converted from text to
typed values here; each row is then checked against the ruleset's card rules, and a row that breaks
one is reported and left out while the rest of the set loads.

Every problem is a :class:`Problem`, ``FILE:ROW:COLUMN: message``: ROW counts records as a
spreadsheet shows them (the header is row 1), COLUMN is the column's name as written in the header.

Checking a row: the plain checker :func:`engine.cards.parse_definition` decides, and for a row it
refuses, the pydantic model from :func:`engine.cardschema.card_model` gives the field-level report
(every field it finds wrong). The two agree on what they accept (tests/engine/test_card_definitions.py),
so a good set never imports pydantic: the desktop loads its demo set at start-up, which is timed.
A column's cells are read as its field's kind says (:class:`engine.cards.FieldKind`: its cell
converter, the words it may be written in, the columns an object is spread over).
"""

from __future__ import annotations

import csv
import io
import os
import re
import stat
import tomllib
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from engine.cards import CardDefinition, parse_definition, type_problems
from engine.cardwords import (
    DASHES,
    LANGUAGES,
    bool_value,
    bool_words,
    column_id,
    column_titles,
    loose,
    type_id,
    type_words,
)
from engine.errors import RecordError
from engine.games import column_words, game, game_names
from engine.messages import Message, MessageError, msg

MANIFEST = "cardset.toml"
CARD_FILES = ("cards.csv", "cards.tsv")
IMAGE_DIR = "images"
IMAGE_TYPES = {".png": "PNG", ".jpg": "JPEG", ".jpeg": "JPEG", ".webp": "WebP", ".svg": "SVG"}
DELIMITERS = (",", ";", "\t")
# Bounds that keep a hostile folder from hanging a tool or taking all memory.
MAX_MANIFEST_BYTES = 64 * 1024
MAX_CARDS_FILE_BYTES = 32 * 1024 * 1024
MAX_IMAGE_NAME = 255  # characters of an image path written in a cell
MAX_DIGITS = 9  # a number cell: at most 999,999,999
MAX_COUNT = 999  # copies of one card in a whole-set proof
MAX_CELL = 10_000  # characters in one cell (spec/card-set.md): a longer one makes its row bad
WEB_ADDRESS = re.compile(r"^(https?|ftp)://|^www\.", re.I)
# Columns that belong to the set, not to the card definition.
SET_COLUMNS = ("id", "count", "token")
REQUIRED_COLUMNS = ("id", "name", "type")
# Problems that a column absent from the header would give every row: said once instead.
ABSENT_COLUMN_CODES = ("cardset.missing_value", "card.needs_stat")
MAX_ROWS_NAMED = 5  # rows a summary line names before "…"
MAX_NAME_COMPARISONS = 100_000  # card names x unused images compared for a renamed card (~0.1 s)

Severity = Literal["error", "warning", "info"]


class CardSetError(RecordError):
    """A card-set folder, its manifest, its card file or a deck list that cannot be read at all."""


@dataclass(frozen=True)
class Problem:
    """One problem in a card set or deck list: ``FILE:ROW:COLUMN: message``.

    ``row`` is the spreadsheet row (header = 1) or, in a deck list, the line; ``column`` the
    column's name. Either is None when the problem has no such place (then it is left out of
    ``str()``). ``card`` is the id of the row's card when known. ``message`` is the English
    sentence of ``code`` and ``params`` (engine/messages.py); make one with :meth:`of`.
    """

    path: str
    row: int | None
    column: str | None
    message: str
    severity: Severity = "error"
    card: str | None = None
    code: str = ""
    params: dict[str, Any] = field(default_factory=dict, hash=False)

    @classmethod
    def of(cls, path: str, row: int | None, column: str | None, message: Message,
           severity: Severity = "error", card: str | None = None) -> Problem:
        """A problem whose message is a code with parameters."""
        return cls(path, row, column, str(message), severity, card, message.code,
                   dict(message.params))

    def __str__(self) -> str:
        place = ":".join(str(part) for part in (self.path, self.row, self.column) if part is not None)
        if self.severity in ("warning", "info"):
            return f"{place}: {msg(f'problem.{self.severity}', message=self.message)}"
        return f"{place}: {self.message}"


@dataclass
class CardSet:
    """A loaded card set: the cards that loaded, and every problem found on the way."""

    folder: Path  # absolute
    game: str
    name: str
    version: str
    cards: dict[str, CardDefinition] = field(default_factory=dict)
    image_paths: dict[str, Path | None] = field(default_factory=dict)  # absolute
    counts: dict[str, int] = field(default_factory=dict)
    rows: dict[str, int] = field(default_factory=dict)
    tokens: set[str] = field(default_factory=set)
    back: Path | None = None
    problems: list[Problem] = field(default_factory=list)
    rejected: dict[int, tuple[str, str]] = field(default_factory=dict)  # row -> (id, name), may be ""
    cards_file: str = ""  # as problems name it
    description: str = ""
    language: str = ""  # the language of its type words and booleans ("": English only)
    notes: dict[str, dict[str, str]] = field(default_factory=dict)  # id -> {column: text}
    _by_name: dict[str, dict[str, list[str]]] | None = field(default=None, init=False, repr=False,
                                                             compare=False)

    @property
    def errors(self) -> list[Problem]:
        """The problems that are errors (not warnings)."""
        return [p for p in self.problems if p.severity == "error"]

    def header_cards(self) -> dict[str, dict[str, Any]]:
        """Every card's definition, as a game header's ``cards`` (images relative to the folder);
        the cards the set marks as tokens say ``"token": true`` (what a player may create)."""
        return {card_id: {**card.to_dict(), **({"token": True} if card_id in self.tokens else {})}
                for card_id, card in self.cards.items()}

    def matches(self, name_or_id: str) -> list[CardDefinition]:
        """The cards a deck line's text means: the card with that id; else every card of exactly
        that name; else every card whose name reads the same (:func:`engine.cardwords.loose`:
        case, ``ё``/``е``, apostrophes and quotes ignored); else the id read the same way.

        The lookup is indexed on first use: change ``cards`` only before it.
        """
        if name_or_id in self.cards:
            return [self.cards[name_or_id]]
        if self._by_name is None:
            index: dict[str, dict[str, list[str]]] = {"exact": {}, "loose": {}, "id": {}}
            for card in self.cards.values():
                index["exact"].setdefault(unicodedata_nfc(card.name.strip()), []).append(card.id)
                index["loose"].setdefault(loose(card.name), []).append(card.id)
                index["id"].setdefault(loose(card.id), []).append(card.id)
            self._by_name = index
        text = name_or_id.strip()
        ids = (self._by_name["exact"].get(unicodedata_nfc(text)) or self._by_name["loose"].get(loose(text))
               or self._by_name["id"].get(loose(text), []))
        return [self.cards[card_id] for card_id in ids]

    def find(self, name_or_id: str) -> CardDefinition | None:
        """The one card that ``name_or_id`` names, or None (no such card, or a name two share)."""
        found = self.matches(name_or_id)
        return found[0] if len(found) == 1 else None


def fold(text: str) -> str:
    """Text for comparing names as a person reads them (:func:`engine.cardwords.loose`)."""
    return loose(text)


def unicodedata_nfc(text: str) -> str:
    """``text`` in Unicode's composed form (NFC), as names are compared exactly."""
    return unicodedata.normalize("NFC", text)


# cardset.toml: key -> required. The plain check and the pydantic model are both made from this.
MANIFEST_KEYS = {"game": True, "name": True, "version": True, "description": False,
                 "language": False}


@dataclass(frozen=True)
class Manifest:
    """``cardset.toml``: which game, the set's name and version."""

    game: str
    name: str
    version: str
    description: str = ""
    language: str = ""


def _manifest_ok(data: dict[str, Any]) -> bool:
    """The plain check: known keys, required ones present, non-empty strings, a known game."""
    return (set(data) <= MANIFEST_KEYS.keys()
            and all(isinstance(data.get(k), str) and (data[k] or not required)
                    for k, required in MANIFEST_KEYS.items() if required or k in data)
            and data["game"] in game_names() and data.get("language", "en") in LANGUAGES)


def manifest_model() -> Any:
    """The pydantic model of ``cardset.toml`` (imports pydantic: used to explain a refusal)."""
    from pydantic import ConfigDict, Field, StrictStr, create_model

    def spec(key: str, required: bool) -> tuple[Any, Any]:
        if key == "game":
            return Literal[game_names()], ...
        if key == "language":
            return Literal[LANGUAGES], ""
        return (StrictStr, Field(min_length=1)) if required else (StrictStr, "")

    fields: dict[str, Any] = {key: spec(key, required) for key, required in MANIFEST_KEYS.items()}
    return create_model("CardSetManifest", __config__=ConfigDict(extra="forbid"), **fields)


def read_regular_file(path: Path, shown: str, limit: int) -> bytes:
    """A regular file's bytes, at most ``limit`` of them; anything else is a :class:`CardSetError`
    naming ``shown``: a folder, a named pipe or a device (never waited on), a link loop, a file
    too large. ``FileNotFoundError`` is left to the caller."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise CardSetError(msg("file.folder"), shown) from None
    except (OSError, ValueError) as error:
        raise CardSetError(msg("cardset.cannot_read", reason=_reason(error)), shown) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise CardSetError(msg("file.folder"), shown)
        if not stat.S_ISREG(info.st_mode):
            raise CardSetError(msg("file.not_regular"), shown)
        if info.st_size > limit:
            raise CardSetError(msg("file.too_large", size=info.st_size,
                                   limit=limit), shown)
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(limit + 1)
    except OSError as error:
        raise CardSetError(msg("cardset.cannot_read", reason=_reason(error)), shown) from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise CardSetError(msg("file.too_large", size=len(data), limit=limit),
                           shown)
    return data


def _reason(error: BaseException) -> str:
    """What the OS (or Python) said about a file, without the file name it repeats."""
    return (error.strerror if isinstance(error, OSError) and error.strerror else str(error))


def decode_text(data: bytes, shown: str, not_utf8: Message) -> str:
    """UTF-8 text (a BOM is dropped); UTF-16 (which Excel's "Unicode text" writes) and any other
    encoding are one message naming the file and the line."""
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        raise CardSetError(msg("file.utf16"), shown)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        raise CardSetError(not_utf8, shown, line) from None


def _read_manifest(folder: Path, shown: str) -> Manifest:
    path = folder / MANIFEST
    where = f"{shown}/{MANIFEST}"
    try:
        text = read_regular_file(path, where, MAX_MANIFEST_BYTES).decode("utf-8-sig")
        data = tomllib.loads(text)
    except FileNotFoundError:
        raise CardSetError(msg("cardset.no_manifest"), shown) from None
    except UnicodeDecodeError as error:
        raise CardSetError(msg("cardset.manifest_not_utf8", byte=error.start), where) from None
    except RecursionError:
        raise CardSetError(msg("cardset.toml_too_deep"), where) from None
    except tomllib.TOMLDecodeError as error:
        found = re.search(r"\(at line (\d+), column (\d+)\)", str(error))
        message = re.sub(r"\s*\(at line \d+, column \d+\)", "", str(error))
        if found:
            where = f"{where}:{found[1]}:{found[2]}"
        raise CardSetError(msg("cardset.bad_toml", detail=message), where) from None
    if _manifest_ok(data):
        return Manifest(**data)
    from pydantic import ValidationError

    try:
        return Manifest(**manifest_model().model_validate(data).model_dump())
    except ValidationError as error:
        parts = [msg("manifest.key", key=".".join(map(str, item["loc"])) or "cardset",
                     problem=_manifest_problem(item))
                 for item in error.errors(include_url=False)]
        raise CardSetError(msg("cardset.manifest", problems=parts), where) from None


def read_manifest(folder: str | Path) -> Manifest:
    """A card-set folder's ``cardset.toml`` alone (raises :class:`CardSetError`)."""
    shown = str(folder).rstrip("/\\") or str(folder)
    return _read_manifest(Path(folder), shown)


def _manifest_problem(item: Any) -> Message:
    """What one pydantic error of the manifest says, as a message."""
    kind = item["type"]
    if kind == "literal_error":
        choices = LANGUAGES if item["loc"] and item["loc"][0] == "language" else game_names()
        return msg("manifest.not_one_of", choices=", ".join(choices), value=item["input"])
    if kind == "extra_forbidden":
        return msg("manifest.unknown_key", known=", ".join(MANIFEST_KEYS))
    simple = {"string_type": "manifest.not_string", "missing": "manifest.missing",
              "string_too_short": "manifest.empty"}
    return msg(simple[kind]) if kind in simple else msg("detail", detail=item["msg"])


def _cards_file(folder: Path, shown: str) -> Path:
    found = [folder / name for name in CARD_FILES if os.path.lexists(folder / name)]
    if not found:
        raise CardSetError(msg("cardset.no_cards_file"), shown)
    if len(found) > 1:
        raise CardSetError(msg("cardset.two_cards_files"), shown)
    return found[0]


def _decode(path: Path, shown: str) -> str:
    try:
        data = read_regular_file(path, shown, MAX_CARDS_FILE_BYTES)
    except FileNotFoundError:
        raise CardSetError(msg("file.no_such_file"), shown) from None
    return decode_text(data, shown, msg("cardset.not_utf8"))


def detect_delimiter(text: str) -> str:
    """The delimiter of a CSV text: the one of comma, semicolon and tab that the header row uses
    most (outside quotes); comma when it uses none."""
    counts = dict.fromkeys(DELIMITERS, 0)
    quoted = False
    for char in text:
        if char == '"':
            quoted = not quoted
        elif not quoted and char in "\r\n":
            break
        elif not quoted and char in counts:
            counts[char] += 1
    best = max(DELIMITERS, key=lambda d: counts[d])
    return best if counts[best] else ","


def read_records(text: str, delimiter: str) -> Iterator[list[str]]:
    """The records of a CSV text, one list of cells each; an empty line is an empty record."""
    return csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)


def _column_kinds(name: str) -> dict[str, str]:
    """The columns a card file of the game ``name`` may have, in the documented order, with the
    kinds of their cells (a field written over several columns gives each of them)."""
    kinds = {"id": "str", "name": "str", "type": "str"}
    for field_name, kind in game(name).cards.fields.items():
        if kind.columns:
            kinds.update({column: cell for column, (_key, cell) in kind.columns.items()})
        else:
            kinds[field_name] = kind.cell
    return {**kinds, "text": "text", "image": "str", "count": "int", "token": "bool"}


def _column_parts(name: str) -> dict[str, tuple[str, str]]:
    """The columns that each hold one key of a field whose value is an object: column -> (the
    field, its key)."""
    return {column: (field_name, key) for field_name, kind in game(name).cards.fields.items()
            for column, (key, _cell) in kind.columns.items()}


def _word_columns(name: str) -> tuple[str, ...]:
    """The columns whose cells are type words, read in English or the set's language: the type,
    and each field whose kind names its choices (an equipment's subtype)."""
    return ("type", *(field_name for field_name, kind in game(name).cards.fields.items()
                      if kind.choices))


def _shown_value(text: str, limit: int = 60) -> str:
    """A cell's text as a message quotes it: at most ``limit`` characters."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _type_ids(name: str) -> tuple[str, ...]:
    """The type ids and field choices the game ``name`` names (``hero``, ``weapon`` …; no type
    for a free form)."""
    schema = game(name).cards
    types = [card_type for card_type in schema.types if card_type != "*"]
    return (*types, *(choice for kind in schema.fields.values() for choice in kind.choices))


def _to_bool(text: str, language: str) -> bool:
    value = bool_value(text, language)
    if value is None:
        raise MessageError(msg("cell.not_bool", value=_shown_value(text), words=bool_words(language)))
    return value


def _to_int(text: str, _language: str = "") -> int:
    if not re.fullmatch(r"[+-]?\d+", text):
        raise MessageError(msg("cell.not_int", value=_shown_value(text)))
    if len(text.lstrip("+-")) > MAX_DIGITS:
        raise MessageError(msg("cell.too_large", value=_shown_value(text), max=10**MAX_DIGITS - 1))
    return int(text)


DASH_AS_HYPHEN = str.maketrans(dict.fromkeys(DASHES, "-"))


def _to_strike(text: str, _language: str = "") -> list[int]:
    """``1-2-3`` with hyphens or any other dash (``1–2–3``, as autocorrect writes it)."""
    parts = [part.strip() for part in text.translate(DASH_AS_HYPHEN).split("-")]
    if not all(part.isdigit() and len(part) <= MAX_DIGITS for part in parts):
        raise MessageError(msg("cell.not_strike", value=_shown_value(text)))
    return [int(part) for part in parts]


def _to_text(text: str, _language: str = "") -> str:
    return text


CONVERT: dict[str, Callable[[str, str], Any]] = {
    "int": _to_int, "bool": _to_bool, "strike": _to_strike, "str": _to_text, "text": _to_text}


@dataclass
class _Sheet:
    """What one pass over the card file needs to know (and collects)."""

    shown: str  # the card file as the problems name it
    game: str
    root: Path  # the set folder, resolved
    result: CardSet
    kinds: dict[str, str] = field(default_factory=dict)  # known column -> kind
    columns: dict[int, str] = field(default_factory=dict)  # cell index -> known column
    note_columns: dict[int, str] = field(default_factory=dict)  # cell index -> title (notes)
    language: str = ""
    type_ids: tuple[str, ...] = ()  # the game's own card types and subtypes
    word_columns: tuple[str, ...] = ()  # columns whose cells are type words
    parts: dict[str, tuple[str, str]] = field(default_factory=dict)  # column -> (field, its key)
    column_words: dict[str, tuple[str, ...]] = field(default_factory=dict)  # the games' own titles
    titles: dict[str, str] = field(default_factory=dict)  # known column -> as the header writes it
    width: int = 0  # cells in the header
    images: dict[str, Path] = field(default_factory=dict)  # folded file stem in images/ -> file
    first_row_of: dict[str, int] = field(default_factory=dict)  # card id -> its first row
    absent: dict[str, list[int]] = field(default_factory=dict)  # absent column -> rows needing it
    web_images: list[tuple[int, bool]] = field(default_factory=list)  # (row, a local file found)
    used_images: set[Path] = field(default_factory=set)  # files of images/ some card uses
    no_image: list[tuple[int, str, str]] = field(default_factory=list)  # (row, id, name)

    def problem(self, row: int | None, column: str | None, message: Message,
                severity: Severity = "error", card: str | None = None) -> None:
        if (severity == "error" and row is not None and column in self.kinds
                and column not in self.titles and message.code in ABSENT_COLUMN_CODES):
            self.absent.setdefault(column, []).append(row)  # said once, by _absent_columns
            return
        if message.code == "card.unknown_type" and self.language:  # the set's words too
            known = [t for t in str(message.params["known"]).split(", ") if t]
            message = msg("card.unknown_type", name=message.params["name"],
                          known=type_words(known, self.language))
        title = self.titles.get(column, column) if column is not None else None
        if title is not None and len(title) > 60:
            title = title[:59] + "…"
        self.result.problems.append(Problem.of(self.shown, row, title, message, severity,
                                               card or None))


def _read_header(sheet: _Sheet, cells: list[str]) -> bool:
    """Map the header's columns; report unknown and repeated ones. False if a required one lacks."""
    sheet.width = len(cells)
    for index, cell in enumerate(cells):
        title = cell.strip()
        if not title:
            continue
        name = column_id(title, sheet.language, sheet.kinds, sheet.column_words)
        if (name is not None and name in sheet.titles) or title in sheet.note_columns.values():
            sheet.problem(1, title, msg("cardset.column_twice", column=_shown_value(title)))
        elif name is None:
            sheet.note_columns[index] = title
        else:
            sheet.columns[index] = name
            sheet.titles[name] = title
    if sheet.note_columns:
        sheet.problem(1, None, msg("cardset.notes", count=len(sheet.note_columns),
                                   columns=_shown_value(", ".join(sheet.note_columns.values()), 300)),
                      "info")
    missing = [name for name in REQUIRED_COLUMNS if name not in sheet.titles]
    if missing:
        seen = [cell.strip() for cell in cells if cell.strip()]
        expected = [" / ".join(column_titles(name, sheet.language, sheet.column_words)[:2])
                    for name in REQUIRED_COLUMNS]
        sheet.problem(1, None, msg(
            "cardset.missing_columns", count=len(missing), missing=", ".join(missing),
            seen=_shown_value(", ".join(seen), 300) if seen else "—", expected=", ".join(expected)))
    return not missing


def _absent_columns(sheet: _Sheet) -> None:
    """One line for each column the header lacks that the cards' types need (``strike``)."""
    for column, rows in sheet.absent.items():
        sheet.problem(1, None, msg("cardset.absent_column", column=column, count=len(rows),
                                   rows=_rows_text(rows),
                                   titles=" / ".join(column_titles(column, sheet.language,
                                                                   sheet.column_words))))


def _rows_text(rows: list[int]) -> str:
    """``2, 3, 5, 8, 13, …`` (the first few rows)."""
    shown = ", ".join(map(str, rows[:MAX_ROWS_NAMED]))
    return shown + (", …" if len(rows) > MAX_ROWS_NAMED else "")


def _index_images(sheet: _Sheet) -> None:
    folder = sheet.root / IMAGE_DIR
    if not folder.is_dir():
        return
    try:
        files = sorted(folder.iterdir())
    except OSError as error:
        sheet.problem(None, None, msg("cardset.cannot_list_images", reason=error.strerror), "warning")
        return
    for path in files:
        if path.suffix.casefold() in IMAGE_TYPES:
            sheet.images.setdefault(unicodedata_nfc(path.stem).casefold(), path)


def _image_signature_ok(path: Path) -> bool:
    with path.open("rb") as handle:
        head = handle.read(1024)
    kind = IMAGE_TYPES[path.suffix.casefold()]
    if kind == "PNG":
        return head.startswith(b"\x89PNG\r\n\x1a\n")
    if kind == "JPEG":
        return head.startswith(b"\xff\xd8\xff")
    if kind == "WebP":
        return head[:4] == b"RIFF" and head[8:12] == b"WEBP"
    return b"<svg" in head.lower() or head.lstrip().startswith(b"<?xml")


def _resolved(path: Path) -> Path | None:
    """``path`` with every link followed; None when that cannot be done (a link loop)."""
    try:
        return path.resolve()
    except (OSError, RuntimeError, ValueError):
        return None


def _svg_check(path: Path) -> Message | None:
    """What is wrong with an SVG drawing (engine/svgsafety.py), or None."""
    from engine.svgsafety import MAX_SVG_BYTES, svg_problem

    with path.open("rb") as handle:
        return svg_problem(handle.read(MAX_SVG_BYTES + 1))


def _image_problem(path: Path) -> Message | None:
    """Why an image inside the folder cannot be shown, or None."""
    try:
        info = path.stat()
    except (OSError, ValueError):
        return msg("file.no_such_file")
    if not stat.S_ISREG(info.st_mode):
        return msg("file.not_regular")
    kind = IMAGE_TYPES.get(path.suffix.casefold())
    if kind is None:
        return msg("image.not_image")
    try:
        if not _image_signature_ok(path):
            return msg("image.unreadable", kind=kind)
        return _svg_check(path) if kind == "SVG" else None
    except OSError as error:
        return msg("file.cannot_read_it", reason=error.strerror)


def _image_by_name(sheet: _Sheet, card_id: str, name: str) -> Path | None:
    """The file of ``images/`` named by the card's id, else by its name (any case)."""
    found = (sheet.images.get(unicodedata_nfc(card_id).casefold())
             or sheet.images.get(unicodedata_nfc(name).casefold()))
    if found is not None:
        sheet.used_images.add(found)
    return found


def _web_images(sheet: _Sheet) -> None:
    """One line for every web address in the image column: none is fetched."""
    if not sheet.web_images:
        return
    rows = [row for row, _found in sheet.web_images]
    local = sum(found for _row, found in sheet.web_images)
    sheet.problem(1, "image", msg("cardset.images_web", count=len(rows), rows=_rows_text(rows),
                                     local=local), "warning" if local < len(rows) else "info")


def _renamed_images(sheet: _Sheet) -> None:
    """A card without an image while a file of ``images/`` that no card uses is named almost
    like it: the card (or the file) was probably renamed, and its art is lost until one is."""
    unused = {loose(path.stem): path for path in sheet.images.values() if path not in sheet.used_images}
    if not unused or not sheet.no_image or len(unused) * len(sheet.no_image) > MAX_NAME_COMPARISONS:
        return  # (a folder named some other way altogether: no rename to point at, and slow)
    import difflib

    for row, card_id, name in sheet.no_image:
        near = difflib.get_close_matches(loose(name), list(unused), n=1, cutoff=0.6)
        if near:
            path = unused[near[0]]
            sheet.problem(row, "name", msg("cardset.image_renamed", name=_shown_value(name),
                                           image=path.relative_to(sheet.root).as_posix()),
                          "warning", card_id)


def _resolve_image(sheet: _Sheet, row: int, card_id: str, name: str,
                   written: str | None) -> tuple[str | None, Path | None, bool]:
    """The card's image: (path relative to the set, absolute path, row is good).

    An image path leading outside the folder makes the row bad; a missing or unreadable image is
    a warning (the card gets a generated face).
    """
    root = sheet.root
    if written and WEB_ADDRESS.match(written):  # not fetched: the folder's file, as if unwritten
        found = _image_by_name(sheet, card_id, name)
        sheet.web_images.append((row, found is not None))
        written = None
    if written:
        shown = _shown_value(written, MAX_IMAGE_NAME)
        if any(ord(char) < 32 for char in written) or len(written) > MAX_IMAGE_NAME:
            sheet.problem(row, "image", msg("cardset.image_bad_name", image=shown,
                                            max=MAX_IMAGE_NAME), card=card_id)
            return None, None, False
        relative = written.replace("\\", "/")
        if Path(relative).is_absolute() or re.match(r"^[A-Za-z]:/", relative):
            sheet.problem(row, "image", msg("cardset.image_absolute", image=shown), card=card_id)
            return None, None, False
        chosen = root / relative
        in_images = root / IMAGE_DIR / relative
        inside = _resolved(chosen)
        if (inside is not None and inside.is_relative_to(root) and not os.path.lexists(chosen)
                and os.path.lexists(in_images)):
            chosen = in_images
    else:
        found = _image_by_name(sheet, card_id, name)
        if found is None:
            sheet.no_image.append((row, card_id, name))
            return None, None, True
        chosen = found
    label = _shown_value(written, MAX_IMAGE_NAME) if written else chosen.relative_to(root).as_posix()
    resolved = _resolved(chosen)
    if resolved is None:
        sheet.problem(row, "image", msg("cardset.image_loop", image=label), card=card_id)
        return None, None, False
    if not resolved.is_relative_to(root):
        sheet.problem(row, "image", msg("cardset.image_outside", image=label), card=card_id)
        return None, None, False
    problem = _image_problem(resolved)
    if problem and problem.code == "svg.outside_file":  # as bad as a path leading out
        sheet.problem(row, "image", msg("cardset.image_svg_outside", image=label,
                                        reference=problem.params["reference"]), card=card_id)
        return None, None, False
    if problem:
        sheet.problem(row, "image", msg("cardset.image", image=label, problem=problem), "warning",
                      card_id)
        return None, None, True
    return resolved.relative_to(root).as_posix(), resolved, True


def _explain(sheet: _Sheet, row: int, card_id: str, values: dict[str, Any],
             reported: set[str]) -> None:
    """Report why a definition was refused, field by field (pydantic's report)."""
    from pydantic import ValidationError

    from engine.cardschema import card_model

    try:
        card_model(sheet.game).model_validate(values)
    except ValidationError as error:
        for item in error.errors(include_url=False):
            column, message = _locate(item, values, sheet.game)
            if column not in reported:
                reported.add(column)
                sheet.problem(row, column, message, card=card_id)
        _type_problems(sheet, row, card_id, values, reported)
        return
    if _type_problems(sheet, row, card_id, values, reported):
        return
    # The two checkers disagree (test_card_definitions.py is there to catch it): report the refusal.
    try:
        parse_definition(game(sheet.game).cards, card_id, values)
    except RecordError as error:
        sheet.problem(row, None, error.text, card=card_id)


def _type_problems(sheet: _Sheet, row: int, card_id: str, values: dict[str, Any],
                   reported: set[str]) -> bool:
    """Report every stat the card's type needs or may not have (pydantic stops at the first)."""
    if not isinstance(values.get("type"), str):
        return False
    fields = game(sheet.game).cards.fields
    found = False
    for problem in type_problems(game(sheet.game).cards, values["type"], values.get):
        column, message = problem.params["field"], problem.params["problem"]
        if column in fields and fields[column].columns:
            column = fields[column].stat_column(values[column])
        if column not in reported:
            reported.add(column)
            sheet.problem(row, column, message, card=card_id)
            found = True
    return found


def _locate(item: Any, values: dict[str, Any], game_name: str) -> tuple[str, Message]:
    """The column and a one-line message for one pydantic error."""
    loc = [str(part) for part in item["loc"]]
    error = (item.get("ctx") or {}).get("error")
    message = (error.message if isinstance(error, MessageError)
               else msg("detail", detail=str(item["msg"]).removeprefix("Value error, ")))
    if item["type"] == "missing":
        return loc[0], msg("cardset.missing_value", field=loc[0])
    kind = game(game_name).cards.fields.get(loc[0]) if loc else None
    if kind is not None and kind.columns:
        return kind.problem_column(values.get(loc[0], {}), loc[1] if len(loc) > 1 else None), message
    if loc:
        if item["type"] == "literal_error":
            message = msg("cardset.not_choice", value=item["input"],
                          choices=_choices(item["ctx"]["expected"]))
        return loc[0], message
    if message.code == "card.field":
        return message.params["field"], message.params["problem"]
    return "type", message


def _choices(expected: str) -> Message:
    """pydantic's list of choices (``'weapon', 'armor' or 'amulet'``) with its "or" translatable."""
    items, sep, last = expected.rpartition(" or ")
    return msg("list.or", items=items, last=last) if sep else msg("detail", detail=expected)


def _check_id(sheet: _Sheet, row: int, card_id: str) -> None:
    if not card_id:
        sheet.problem(row, "id", msg("cardset.missing_id"))
    elif any(ord(char) < 32 for char in card_id):
        sheet.problem(row, "id", msg("cardset.id_control", card=_shown_value(card_id.replace("\n", " "))),
                      card=card_id)
    elif "#" in card_id:
        sheet.problem(row, "id", msg("cardset.id_hash", card=card_id), card=card_id)
    elif card_id in sheet.first_row_of:
        sheet.problem(row, "id", msg("cardset.duplicate_id", card=card_id,
                                     row=sheet.first_row_of[card_id]), card=card_id)
    else:
        sheet.first_row_of[card_id] = row


def _read_row(sheet: _Sheet, row: int, cells: list[str]) -> None:
    """Convert, check and (if good) add one card row."""
    result = sheet.result
    problems_before = len(result.problems)
    cell = {name: cells[index] for index, name in sheet.columns.items() if index < len(cells)}
    card_id = cell.get("id", "").strip()
    name = cell.get("name", "").strip()
    long_cells = [index for index, text in enumerate(cells) if len(text) > MAX_CELL]
    if long_cells:  # a bad row: nothing else of it is read (a huge cell is never laid out)
        card_id, name = (text if len(text) <= MAX_CELL else "" for text in (card_id, name))
        for index in long_cells:
            title = sheet.columns.get(index) or sheet.note_columns.get(index) or str(index + 1)
            sheet.problem(row, title, msg("cell.too_long", length=len(cells[index]), max=MAX_CELL),
                          card=card_id)
        result.rejected[row] = (card_id, name)
        return
    for extra in range(sheet.width, len(cells)):
        if cells[extra].strip():
            sheet.problem(row, str(extra + 1), msg("cardset.stray_value",
                                                   value=_shown_value(cells[extra])), card=card_id)
            break
    _check_id(sheet, row, card_id)
    values: dict[str, Any] = {}
    objects: dict[str, dict[str, Any]] = {}  # field -> its keys, from the columns it is spread over
    set_values: dict[str, Any] = {}
    reported: set[str] = set()
    for column, text in cell.items():
        if column == "id" or not text.strip():
            continue
        kind = sheet.kinds[column]
        try:
            value = CONVERT[kind](text.replace("\r\n", "\n") if kind == "text" else text.strip(),
                                  sheet.language)
            if column in sheet.word_columns:
                value = type_id(value, sheet.language, sheet.type_ids)
        except ValueError as error:
            reported.add(column)
            sheet.problem(row, column, error.message if isinstance(error, MessageError)
                          else msg("detail", detail=str(error)), card=card_id)
            continue
        if column in sheet.parts:
            field_name, key = sheet.parts[column]
            objects.setdefault(field_name, {})[key] = value
        elif column in SET_COLUMNS:
            set_values[column] = value
        elif column != "image":
            values[column] = value
    broken = {sheet.parts[column][0] for column in reported if column in sheet.parts}
    values.update((name, parts) for name, parts in objects.items() if name not in broken)
    count = set_values.get("count", 1)
    if count < 0:
        sheet.problem(row, "count", msg("cardset.negative_count", value=count), card=card_id)
    elif count > MAX_COUNT:
        sheet.problem(row, "count", msg("cardset.count_too_large", value=count, max=MAX_COUNT),
                      card=card_id)
    relative, absolute, image_ok = _resolve_image(sheet, row, card_id, name, cell.get("image", "").strip())
    if relative is not None:
        values["image"] = relative
    try:
        definition: CardDefinition | None = parse_definition(game(sheet.game).cards, card_id or "?",
                                                             values)
    except RecordError:
        definition = None
        _explain(sheet, row, card_id, values, reported)
    if definition is None or not image_ok or any(
            p.severity == "error" for p in result.problems[problems_before:]):
        result.rejected[row] = (card_id, name)
        return
    result.cards[card_id] = definition
    result.image_paths[card_id] = absolute
    result.counts[card_id] = count
    result.rows[card_id] = row
    notes = {title: cells[index].strip() for index, title in sheet.note_columns.items()
             if index < len(cells) and cells[index].strip()}
    if notes:
        result.notes[card_id] = notes
    if set_values.get("token"):
        result.tokens.add(card_id)


def _find_back(root: Path, shown: str, result: CardSet) -> None:
    try:
        files = sorted(root.iterdir())
    except OSError:
        return
    for path in files:
        if path.stem.casefold() != "back" or path.suffix.casefold() not in IMAGE_TYPES:
            continue
        where = f"{shown}/{path.name}"
        resolved = _resolved(path)
        if resolved is None or not resolved.is_relative_to(root):
            result.problems.append(Problem.of(where, None, None, msg("cardset.back_outside")))
        elif problem := _image_problem(resolved):
            result.problems.append(Problem.of(where, None, None, msg("cardset.back", problem=problem),
                                              "warning"))
        else:
            result.back = resolved
        return


class LoadCancelled(Exception):
    """Reading a card set was cancelled (``load_cardset``'s ``cancelled`` said so)."""


PROGRESS_EVERY = 500  # rows between calls of a load's progress callback


def load_cardset(folder: str | Path, progress: Callable[[int, int], Any] | None = None,
                 cancelled: Callable[[], bool] | None = None) -> CardSet:
    """Load a card-set folder: every good row becomes a card, every problem is reported.

    Raises :class:`CardSetError` when the folder, its manifest or its card file cannot be read.
    The files are only read. ``progress(rows done, rows in all)`` is called every few hundred
    rows (the total counts the file's lines: a quoted line break makes it a little high);
    ``cancelled()`` is asked as often, and :class:`LoadCancelled` raised when it says so.
    """
    shown = str(folder).rstrip("/\\") or str(folder)
    path = Path(folder)
    root = _resolved(path) if path.is_dir() else None
    if root is None:
        raise CardSetError(msg("cardset.not_folder"), shown)
    manifest = _read_manifest(root, shown)
    cards_path = _cards_file(root, shown)
    file_shown = f"{shown}/{cards_path.name}"
    text = _decode(cards_path, file_shown)
    result = CardSet(folder=root, game=manifest.game, name=manifest.name, version=manifest.version,
                     cards_file=file_shown, description=manifest.description,
                     language=manifest.language)
    sheet = _Sheet(file_shown, manifest.game, root, result, kinds=_column_kinds(manifest.game),
                   language=manifest.language, type_ids=_type_ids(manifest.game),
                   word_columns=_word_columns(manifest.game), parts=_column_parts(manifest.game),
                   column_words=column_words(manifest.language))
    _index_images(sheet)
    _find_back(root, shown, result)
    delimiter = "\t" if cards_path.suffix.casefold() == ".tsv" else detect_delimiter(text)
    # No cell can be longer than the file: a long text must not end the reading of the rest.
    csv.field_size_limit(max(csv.field_size_limit(), len(text) + 1))
    header_ok = False
    row = 0
    total = text.count("\n") + (not text.endswith("\n"))
    try:
        for row, cells in enumerate(read_records(text, delimiter), start=1):
            if row % PROGRESS_EVERY == 0:
                if cancelled is not None and cancelled():
                    raise LoadCancelled(shown)
                if progress is not None:
                    progress(row, max(total, row))
            if row == 1:
                header_ok = _read_header(sheet, cells)
            elif not any(c.strip() for c in cells):
                continue
            elif header_ok:
                _read_row(sheet, row, cells)
            else:
                result.rejected[row] = ("", "")
    except csv.Error as error:
        sheet.problem(row + 1, None, msg("cardset.csv_error", detail=str(error)))
    if row == 0:
        sheet.problem(1, None, msg("cardset.empty_file"))
    if progress is not None:
        progress(max(total, row), max(total, row))
    _absent_columns(sheet)
    _web_images(sheet)
    _renamed_images(sheet)
    result.problems.sort(key=lambda p: p.row or 0)
    return result


def schema_document(game: str) -> dict[str, Any]:
    """The published JSON Schema of one card definition in ``game`` (docs/cardset-schema/)."""
    from engine.cardschema import card_json_schema

    return {"$schema": "https://json-schema.org/draft/2020-12/schema", **card_json_schema(game)}


def schema_text(game: str) -> str:
    """:func:`schema_document` as the text of the published file."""
    import json

    return json.dumps(schema_document(game), ensure_ascii=False, indent=2) + "\n"
