"""Reading game records (JSON Lines): header, actions, expectations, each with its line number.

Reading never changes the file. Any problem is a :class:`RecordError` naming the file and line.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.actions import MAX_NUMBER
from engine.errors import RecordError
from engine.messages import msg

BOM = b"\xef\xbb\xbf"


class Record:
    """A parsed record: the header and the later lines, split into actions and expectations."""

    __slots__ = ("header", "header_line", "lines")

    def __init__(self, header: dict[str, Any], header_line: int) -> None:
        self.header = header
        self.header_line = header_line
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


def read_record(path: str) -> Record:
    """Parse a whole record file."""
    data = read_bytes(path)
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


def dumps_line(obj: dict[str, Any]) -> str:
    """One record line: compact JSON, UTF-8 text kept readable."""
    return json.dumps(obj, ensure_ascii=False, separators=(", ", ": "))
