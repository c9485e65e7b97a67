"""Write the compiled demos, ``assets/demos/<game>.json``: each game's demo as reading and
checking its card set and deck lists gives it (engine.demo), so the app's start need not read them.

    python packaging/compile_demos.py          # write them
    python packaging/compile_demos.py --check  # exit 1 if one differs from its set

Run it after changing a demo set (assets/sets/*-demo) or its decks; tests/engine/test_demo_compiled.py
fails until then.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.demo import DEMO_SETS, compiled_demo_file, demo_from_set


def compiled(ruleset: str) -> dict[str, Any]:
    """What the compiled demo of ``ruleset`` holds: the demo read from its set, without the set's
    folder (an absolute path, different on each machine: the app adds it)."""
    data = demo_from_set(ruleset)
    del data["cardset"]
    return data


def text(ruleset: str) -> str:
    """The compiled demo file's text."""
    return json.dumps(compiled(ruleset), ensure_ascii=False, indent=1) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare; exit 1 if stale")
    args = parser.parse_args(argv)
    stale = []
    for ruleset in DEMO_SETS:
        path = compiled_demo_file(ruleset)
        wanted = text(ruleset)
        if path.is_file() and path.read_text("utf-8") == wanted:
            continue
        stale.append(path)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(wanted, "utf-8")
    for path in stale:
        print(f"{'stale' if args.check else 'written'}: {path}")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
