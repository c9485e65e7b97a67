"""The engine's translation catalogs (``assets/translations/engine_<lang>.json``), read once.

Apart from :mod:`engine.i18n` so that :mod:`engine.terms` reads the shared acts' names without
importing the messages' renderer back. A game's own texts are its package's
(:mod:`engine.gametexts`).
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any


def catalog_path(language: str) -> Any:
    """Where the JSON catalog of a language is (``assets/translations/engine_<lang>.json``)."""
    from engine.resources import assets_dir

    return assets_dir() / "translations" / f"engine_{language}.json"


@cache
def catalog(language: str) -> dict[str, Any]:
    """A language's templates of the shared messages by code (empty for English, or when none
    is installed), and its ``words``: the names of the shared acts, by
    :func:`engine.terms.word_key` (``Acts||Move``)."""
    if language == "en":
        return {}
    try:
        data = json.loads(catalog_path(language).read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}
