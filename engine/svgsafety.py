"""Whether an SVG card image may be drawn: small and self-contained.

An SVG drawing can name other files (``<image href="/any/file.png">``, ``url(...)`` in a style,
``@import``) and Qt's renderer would draw them: a card set's image would then show any file on
disk, past the card-set folder checks (issue 11). It can also declare entities (a DTD) or be huge.
A drawing is read only when it is at most :data:`MAX_SVG_BYTES`, has no DTD, at most
:data:`MAX_SVG_ELEMENTS` elements, and every reference stays inside it (``#id``) or is an inline
raster image (``data:image/png;base64,…``; an inline SVG could name files again).
"""

from __future__ import annotations

import gzip
import io
import re
import xml.parsers.expat

from engine.messages import Message, msg

MAX_SVG_BYTES = 8 * 1024 * 1024
MAX_SVG_ELEMENTS = 100_000
INLINE_IMAGE = re.compile(r"^\s*data:image/(png|jpeg|jpg|gif|webp)[;,]", re.I)
CSS_URL = re.compile(r"url\(\s*['\"]?\s*([^'\")\s]*)", re.I)


class _Refused(Exception):
    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message


def reference_ok(value: str) -> bool:
    """An href or a CSS ``url()`` that stays inside the drawing."""
    value = value.strip()
    return value.startswith("#") or bool(INLINE_IMAGE.match(value))


def unzip_svgz(data: bytes) -> bytes:
    """The drawing of an ``.svgz`` (gzip), at most one byte past the limit; other bytes as they are."""
    if data[:2] != b"\x1f\x8b":
        return data
    with gzip.GzipFile(fileobj=io.BytesIO(data)) as unzipped:
        return unzipped.read(MAX_SVG_BYTES + 1)


def svg_problem(data: bytes) -> Message | None:
    """Why the SVG drawing ``data`` must not be drawn (``svg.*`` messages), or None."""
    try:
        data = unzip_svgz(data)
    except (OSError, EOFError):
        return msg("svg.not_readable", detail="not a gzip stream")
    if len(data) > MAX_SVG_BYTES:
        return msg("svg.too_large", max=MAX_SVG_BYTES // (1024 * 1024))
    parser = xml.parsers.expat.ParserCreate(namespace_separator=" ")
    elements = [0]

    def check(value: str, where: str) -> None:
        urls = CSS_URL.findall(value) if "url(" in value.lower() else []
        if (where == "href" and not reference_ok(value)) or "@import" in value or any(
                not reference_ok(url) for url in urls):
            bad = value if where == "href" else next(
                (url for url in urls if not reference_ok(url)), "@import")
            raise _Refused(msg("svg.outside_file", reference=bad.strip()[:80]))

    def start(_name: str, attributes: dict[str, str]) -> None:
        elements[0] += 1
        if elements[0] > MAX_SVG_ELEMENTS:
            raise _Refused(msg("svg.too_many_elements", max=MAX_SVG_ELEMENTS))
        for key, value in attributes.items():
            check(value, "href" if key.rsplit(" ", 1)[-1] == "href" else "attribute")

    def doctype(*_args: object) -> None:
        raise _Refused(msg("svg.dtd"))

    parser.StartElementHandler = start
    parser.CharacterDataHandler = lambda text: check(text, "text")
    parser.StartDoctypeDeclHandler = doctype
    parser.EntityDeclHandler = doctype
    try:
        parser.Parse(data, True)
    except _Refused as refused:
        return refused.message
    except xml.parsers.expat.ExpatError as error:
        return msg("svg.not_readable", detail=str(error))
    return None
