"""The bundled program's entry point (PyInstaller runs this file as ``__main__``)."""

from __future__ import annotations

import locale
import os
import sys
from collections.abc import MutableMapping


def use_a_utf8_locale(environ: MutableMapping[str, str] = os.environ) -> str | None:
    """Where the locale's character set is not UTF-8 (``LANG=C``, or a locale that is not
    installed), have ``LC_CTYPE`` name a UTF-8 one before Qt starts, as Python outside a bundle
    does at its start (PEP 538; PyInstaller's embedded interpreter does not): Qt would otherwise
    switch by itself and print a four-line warning at every start. The language (``LANG``,
    ``LC_MESSAGES``) stays as it was; an explicit ``LC_ALL`` is left alone, as Python leaves it.
    Returns the locale chosen, None when nothing changed."""
    if environ.get("LC_ALL"):
        return None
    try:
        current = locale.setlocale(locale.LC_CTYPE, "")
    except locale.Error:  # the locale asked for is not installed: the process keeps "C"
        current = locale.setlocale(locale.LC_CTYPE)
    if locale.nl_langinfo(locale.CODESET).replace("-", "").upper() == "UTF8":
        return None
    language = current.split(".")[0].split("@")[0]
    for candidate in (f"{language}.UTF-8", "C.UTF-8", "C.utf8"):
        try:
            locale.setlocale(locale.LC_CTYPE, candidate)
        except locale.Error:
            continue
        environ["LC_CTYPE"] = candidate
        return candidate
    return None


if __name__ == "__main__":
    use_a_utf8_locale()
    from desktop.__main__ import main

    sys.exit(main())
