"""Benchmark: reading and checking every game's data.json at start-up, in fresh processes (the
bytecode cache warm, as a user's machine runs it): plain json (no checks, what the engine did
before its data was typed), msgspec (what the registry does: engine/gamedata.py's structs) and
pydantic (the same structs as pydantic models, generated from them, ``extra="forbid"``). Then the
whole registry: ``engine.games.game_names()``, which also imports every game's rules.

    python bench/game_data.py [--runs 15]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted(str(path) for path in (ROOT / "engine" / "games").glob("*/data.json"))

JSON = """
import json, sys
for path in sys.argv[1:]:
    json.loads(open(path, encoding="utf-8").read())
"""

# The games' own keys, declared as their packages declare them (HKK's duel, Berserk's hero),
# without importing the games' rules (which import the apply loop).
EXTENSIONS = {"hkk": ("HKK", "duel", "dict[str, int]"), "berserk": ("Berserk", "hero", "dict[str, str]")}

MSGSPEC = """
import sys
from pathlib import Path
from engine.gamedata import GameData, read_game_data
""" + "".join(f"class {name}(GameData, kw_only=True):\n    {key}: {kind}\n"
              for name, key, kind in EXTENSIONS.values()) + """
KINDS = {""" + ", ".join(f"{game!r}: {name}" for game, (name, _, _) in EXTENSIONS.items()) + """}
for path in sys.argv[1:]:
    read_game_data(Path(path), KINDS.get(Path(path).parent.name, GameData))
"""

PYDANTIC = """
import sys
sys.path.insert(0, sys.argv.pop(1))
from gamedata_pydantic import KINDS, GameData
for path in sys.argv[1:]:
    with open(path, "rb") as file:
        KINDS.get(path.split("/")[-2], GameData).model_validate_json(file.read())
"""

REGISTRY = """
from engine.games import game_names
game_names()
"""


def pydantic_models() -> str:
    """engine/gamedata.py's structs as the source of pydantic models: the same fields, types and
    defaults, unknown keys forbidden (generated, so the two cannot drift apart)."""
    import types
    import typing

    import msgspec

    from engine import gamedata

    def source(kind: object) -> str:
        if kind is type(None):
            return "None"
        if isinstance(kind, type) and issubclass(kind, msgspec.Struct):
            return kind.__name__
        if isinstance(kind, type):
            return kind.__name__
        origin, args = typing.get_origin(kind), typing.get_args(kind)
        if origin is typing.Literal:
            return f"Literal[{', '.join(map(repr, args))}]"
        if origin in (typing.Union, types.UnionType):
            return " | ".join(map(source, args))
        return f"{origin.__name__}[{', '.join(map(source, args))}]"  # type: ignore[union-attr]

    def default(info: msgspec.structs.FieldInfo) -> str:
        value = None if info.required else (
            info.default if info.default is not msgspec.NODEFAULT else info.default_factory())
        if info.encode_name != info.name:  # a key the data spells otherwise (``from``)
            return (f" = Field(alias={info.encode_name!r})" if info.required
                    else f" = Field({value!r}, alias={info.encode_name!r})")
        return "" if info.required else f" = {value!r}"

    lines = ["from typing import Any, Literal", "from pydantic import BaseModel, ConfigDict, Field",
             ""]
    structs = [value for value in vars(gamedata).values() if isinstance(value, type)
               and issubclass(value, gamedata.Part) and value is not gamedata.Part]
    extensions = [(name, key, kind) for name, key, kind in EXTENSIONS.values()]
    for struct in structs:
        lines += [f"class {struct.__name__}(BaseModel):",
                  '    model_config = ConfigDict(extra="forbid", frozen=True)']
        lines += [f"    {info.name}: {source(info.type)}{default(info)}"
                  for info in msgspec.structs.fields(struct)]
        lines.append("")
    for name, key, kind in extensions:
        lines += [f"class {name}(GameData):", f"    {key}: {kind}", ""]
    lines.append("KINDS = {" + ", ".join(f"{game!r}: {name}" for game, (name, _, _)
                                          in EXTENSIONS.items()) + "}")
    return "\n".join(lines) + "\n"


def timed(code: str, runs: int, *before: str) -> tuple[float, float]:
    """The median and best wall time of ``runs`` fresh processes running ``code``, in ms."""
    command = [sys.executable, "-c", code, *before, *FILES]
    subprocess.run(command, check=True, cwd=ROOT)  # warm the bytecode cache
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, cwd=ROOT)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), min(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "gamedata_pydantic.py").write_text(pydantic_models(), "utf-8")
        results = {name: timed(code, args.runs, *before) for name, code, before in (
            ("bare interpreter", "pass", ()), ("json, unchecked", JSON, ()),
            ("msgspec, typed", MSGSPEC, ()), ("pydantic, typed", PYDANTIC, (folder,)),
            ("the registry (every game)", REGISTRY, ()))}
    bare = results["bare interpreter"][0]
    for name, (median, best) in results.items():
        print(f"{name:28s} median {median:6.1f} ms (best {best:6.1f}); "
              f"over the bare interpreter {median - bare:+6.1f} ms")


if __name__ == "__main__":
    main()
