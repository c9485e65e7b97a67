"""Reading game records (JSON Lines): header, actions, expectations, each with its line number.

Reading never changes the file. Any problem is a :class:`RecordError` naming the file and line.
An autosave journal is a record whose lines carry checksums (``_crc``, :func:`with_crc`): this is
the one reader of both, so every reader of a journal (resuming it, ``engine view`` and ``replay``,
the replay window) checks them alike: a line altered with its checksum kept is damage, a torn
last line (a crash in the middle of a write) is left out (:func:`journal_lines`).
"""

from __future__ import annotations

import json
import zlib
from pathlib import Path
from typing import Any

from engine.actions import MAX_NUMBER
from engine.errors import RecordError
from engine.messages import msg

BOM = b"\xef\xbb\xbf"


class Record:
    """A parsed record: the header and the later lines, split into actions and expectations;
    ``journal``: read as an autosave journal (its checksums checked)."""

    __slots__ = ("header", "header_line", "journal", "lines")

    def __init__(self, header: dict[str, Any], header_line: int, journal: bool = False) -> None:
        self.header = header
        self.header_line = header_line
        self.journal = journal
        self.lines: list[tuple[int, dict[str, Any]]] = []

    @property
    def actions(self) -> list[tuple[int, dict[str, Any]]]:
        """The action lines (with their line numbers)."""
        return [(n, obj) for n, obj in self.lines if "act" in obj]


def parse_line(raw: bytes, path: str, number: int) -> dict[str, Any] | None:
    """One physical line as a JSON object, or None for a blank or ``//`` comment line."""
    stripped = raw.strip()
    if not stripped or stripped.startswith(b"//"):
        return None
    try:
        text = stripped.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(msg("record.not_utf8"), path, number) from None
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as error:
        raise RecordError(msg("record.bad_json", detail=error.msg, column=error.colno),
                          path, number) from None
    except ValueError:  # an integer of more digits than Python converts (thousands)
        raise RecordError(msg("record.number_too_long", most=MAX_NUMBER), path, number) from None
    except RecursionError:
        raise RecordError(msg("record.too_deep"), path, number) from None
    if not isinstance(obj, dict):
        raise RecordError(msg("record.not_object"), path, number)
    check_text(obj, text, path, number)
    return obj


def _has_lone_surrogate(value: Any) -> bool:
    stack = [value]  # walked without recursion: the JSON may nest deeply
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if any("\ud800" <= char <= "\udfff" for char in item):
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def check_text(obj: dict[str, Any], raw: str, path: str, number: int) -> None:
    """Refuse a line whose strings hold a lone surrogate (``"\\ud800"`` in the JSON): it is no
    character, and the line could never be printed or saved as UTF-8 again."""
    if "\\u" in raw and _has_lone_surrogate(obj):
        raise RecordError(msg("record.surrogate"), path, number)


def read_bytes(path: str) -> bytes:
    """A file's bytes, or a RecordError a person can act on. Only a regular file is read (a
    named pipe or a device would block or never end)."""
    try:
        if Path(path).exists() and not Path(path).is_dir() and not Path(path).is_file():
            raise RecordError(msg("record.not_a_file"), path)
        return Path(path).read_bytes()
    except FileNotFoundError:
        raise RecordError(msg("file.no_such_file"), path) from None
    except IsADirectoryError:
        raise RecordError(msg("record.folder"), path) from None
    except OSError as error:
        raise RecordError(msg("file.cannot_read_it", reason=error.strerror), path) from None


def _compact(body: dict[str, Any]) -> str:
    text = json.dumps(body, ensure_ascii=False, separators=(",", ":"))
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:  # a lone surrogate: only a JSON \u escape can carry it
            text = json.dumps(body, separators=(",", ":"))
    return text


def with_crc(obj: dict[str, Any]) -> str:
    """The line for ``obj``: its compact JSON with a ``_crc`` key appended."""
    body = {k: v for k, v in obj.items() if k != "_crc"}
    text = _compact(body)
    crc = zlib.crc32(text.encode("utf-8"))
    closing = "," if body else ""
    return f'{text[:-1]}{closing}"_crc":"{crc:08x}"}}'


def check_crc(line: str) -> dict[str, Any] | None:
    """The object of a journal line, or None if the line is torn or its checksum is wrong."""
    try:
        obj = json.loads(line)
    except (ValueError, RecursionError):
        return None
    if not isinstance(obj, dict) or "_crc" not in obj:
        return None
    return obj if with_crc(obj) == line else None



def journal_lines(data: bytes, path: str) -> tuple[list[tuple[int, dict[str, Any]]], int]:
    """The good lines of a journal's bytes, each with its line number, and the byte length they
    fill. Every line's checksum is checked: a torn or garbled last line (a crash cut its write
    short) is left out; a bad line before it is damage (``journal.damaged``, naming the line)."""
    lines: list[tuple[int, dict[str, Any]]] = []
    good = 0
    raw_lines = data.split(b"\n")
    final = len(raw_lines)  # the piece after the last newline: empty, or a torn write
    for number, raw in enumerate(raw_lines, 1):
        complete = number < final  # a newline followed it
        if not raw.strip():
            good += (len(raw) + 1) if complete else 0
            continue
        try:
            obj = check_crc(raw.decode("utf-8")) if complete else None
        except UnicodeDecodeError:
            obj = None
        if obj is None:
            if number >= final - 1:  # the last line: a write the crash cut short
                break
            raise RecordError(msg("journal.damaged"), path, number)
        lines.append((number, obj))
        good += len(raw) + 1
    return lines, good


def is_journal(data: bytes) -> bool:
    """Whether a record file's bytes are an autosave journal's: its first line that is neither
    blank nor a comment is an object with a checksum (``_crc``)."""
    if data.startswith(BOM):
        return False  # no journal starts so (the app writes none): read as a plain record
    for raw in data.split(b"\n"):
        text = raw.strip()
        if not text or text.startswith(b"//"):
            continue
        try:
            first = json.loads(text)
        except (ValueError, RecursionError):
            return False
        return isinstance(first, dict) and "_crc" in first
    return False


def read_record(path: str, journal: bool | None = None) -> Record:
    """Parse a whole record file: an autosave journal (``journal``; None: if its first line
    carries a checksum) as :func:`journal_lines` reads it, anything else line by line."""
    data = read_bytes(path)
    if journal or (journal is None and is_journal(data)):
        return _journal_record(data, path)
    if data.startswith(BOM):
        data = data[len(BOM):]
    try:
        lines: list[Any] = data.decode("utf-8").split("\n")
    except UnicodeDecodeError:
        lines = data.split(b"\n")  # parse_line names the first line that is not UTF-8
    loads = json.loads
    record: Record | None = None
    for number, raw in enumerate(lines, 1):
        if raw[:1] == "{" and raw[-1:] == "}":
            try:  # the common case, fast; anything unusual takes the careful path below
                obj = loads(raw)
            except (ValueError, RecursionError):
                obj = parse_line(raw.encode("utf-8", "surrogatepass"), path, number)
            else:
                check_text(obj, raw, path, number)
        else:
            obj = parse_line(raw if isinstance(raw, bytes) else raw.encode("utf-8"), path, number)
        if obj is None:
            continue
        if record is None:
            record = Record(obj, number)
            continue
        kinds = ("act" in obj) + ("expect" in obj)
        if kinds != 1:
            raise RecordError(msg("record.line_kind"), path, number)
        record.lines.append((number, obj))
    if record is None:
        raise RecordError(msg("record.empty"), path, 1)
    return record


def _journal_record(data: bytes, path: str) -> Record:
    numbered, _ = journal_lines(data, path)
    if not numbered:
        raise RecordError(msg("journal.empty"), path, 1)
    (header_line, header), *lines = numbered
    record = Record(header, header_line, journal=True)
    for number, obj in lines:
        if ("act" in obj) + ("expect" in obj) != 1:
            raise RecordError(msg("record.line_kind"), path, number)
        record.lines.append((number, obj))
    return record


def dumps_line(obj: dict[str, Any]) -> str:
    """One record line: compact JSON, UTF-8 text kept readable."""
    return json.dumps(obj, ensure_ascii=False, separators=(", ", ": "))
