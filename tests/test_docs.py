"""The documentation as a clone of this repository reads it (issue 29): the README is the front
door (short, the Quick start first) and the manual is in docs/; no Markdown file links outside the
repository (the project's specs in ../shared are not in a clone) or to a file or heading that is
not there."""

from __future__ import annotations

import re
import subprocess
import unicodedata
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README_MOST_LINES = 200

FENCE = re.compile(r"^(```|~~~)")
CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1", re.DOTALL)
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+\"[^\"]*\")?\s*$", re.MULTILINE)
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
EXTERNAL = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")  # https:, mailto:, …


def markdown_files() -> list[Path]:
    """Every Markdown file of the repository: tracked, and new ones git does not ignore."""
    done = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z",
                           "--", "*.md"], cwd=ROOT, capture_output=True, text=True, check=True)
    return sorted({ROOT / name for name in done.stdout.split("\0") if name and (ROOT / name).is_file()})


def unfenced(text: str) -> str:
    """``text`` with its fenced code blocks blanked out (their lines kept, empty)."""
    kept, fenced = [], None
    for line in text.splitlines():
        opening = FENCE.match(line.lstrip())
        if opening and (fenced is None or opening.group(1) == fenced):
            fenced = opening.group(1) if fenced is None else None
            kept.append("")
            continue
        kept.append("" if fenced else line)
    return "\n".join(kept)


def prose(text: str) -> str:
    """``text`` without fenced code blocks and code spans: what Markdown reads as links."""
    return CODE_SPAN.sub("", unfenced(text))


def links(text: str) -> list[str]:
    """The targets of the inline links, images and link references of a Markdown text."""
    body = prose(text)
    return [m.group(1) for m in INLINE_LINK.finditer(body)] + REFERENCE.findall(body)


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, markup and punctuation dropped, spaces to -."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link keeps its text
    text = text.replace("`", "").lower()
    kept = "".join(c for c in text if c in " -_" or unicodedata.category(c)[0] in "LNM")
    return kept.replace(" ", "-")


def anchors(text: str) -> set[str]:
    """The anchors of a Markdown text's headings (a repeated heading's get -1, -2, …)."""
    seen: dict[str, int] = {}
    found = set()
    for line in unfenced(text).splitlines():
        heading = HEADING.match(line)
        if heading:
            base = slug(heading.group(2))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
    return found


def link_problems(file: Path, root: Path) -> list[str]:
    """What is wrong with the links of ``file``: a target outside ``root``, a missing file, a
    heading that is not there. External addresses (https:, mailto:) are not followed."""
    text = file.read_text("utf-8")
    problems = []
    for target in links(text):
        if EXTERNAL.match(target):
            continue
        path_part, _, fragment = target.partition("#")
        where = (file.parent / path_part).resolve() if path_part else file
        name = f"{file.relative_to(root)}: {target}"
        if "../shared" in path_part or not where.is_relative_to(root.resolve()):
            problems.append(f"{name}: leaves the repository")
        elif not where.exists():
            problems.append(f"{name}: no such file")
        elif fragment and where.suffix == ".md" and fragment not in anchors(where.read_text("utf-8")):
            problems.append(f"{name}: no heading #{fragment}")
    return problems


# The README.
def test_the_readme_is_the_front_door() -> None:
    lines = (ROOT / "README.md").read_text("utf-8").splitlines()
    assert len(lines) <= README_MOST_LINES, f"README.md has {len(lines)} lines; the manual is docs/"
    assert lines[0] == "# Cardtable"
    first_section = next(line for line in lines[1:] if line.strip())
    assert first_section == "## Quick start"


def test_the_readme_shows_the_table_and_links_into_docs() -> None:
    targets = links((ROOT / "README.md").read_text("utf-8"))
    assert any(t.startswith("docs/images/") and t.endswith(".png") for t in targets)
    topics = {"playing", "replays", "phones", "playtesters", "streaming", "translations",
              "durability", "records", "rules", "development", "benchmarks", "packaging"}
    linked = {Path(t.partition("#")[0]).stem for t in targets if t.startswith("docs/")}
    assert topics <= linked, topics - linked


# Every Markdown file.
@pytest.mark.parametrize("file", markdown_files(), ids=lambda f: str(f.relative_to(ROOT)))
def test_every_link_stays_in_the_repository_and_resolves(file: Path) -> None:
    assert "../shared" not in file.read_text("utf-8"), "../shared is not in a clone of this repository"
    assert link_problems(file, ROOT) == []


def test_the_link_check_finds_each_kind_of_broken_link(tmp_path: Path) -> None:
    """The checker itself: a broken link of every kind is reported, the good ones are not."""
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "there.md").write_text("# There\n## Its `command` line\n## Its `command` line\n",
                                                "utf-8")
    page = tmp_path / "README.md"
    page.write_text(
        "[good](docs/there.md) [anchor](docs/there.md#its-command-line)\n"
        "[again](docs/there.md#its-command-line-1)\n"
        "[web](https://example.org/x) [self](#top-heading) `[code](nowhere.md)`\n"
        "```\n[fenced](nowhere.md)\n```\n# Top heading\n"
        "[spec](../shared/spec/game-record.md) [gone](docs/gone.md) [heading](docs/there.md#nope)\n"
        "![picture\nover two lines](docs/none.png)\n[ref]: docs/missing.md\n", "utf-8")
    assert link_problems(page, tmp_path) == [
        "README.md: ../shared/spec/game-record.md: leaves the repository",
        "README.md: docs/gone.md: no such file",
        "README.md: docs/there.md#nope: no heading #nope",
        "README.md: docs/none.png: no such file",
        "README.md: docs/missing.md: no such file",
    ]
