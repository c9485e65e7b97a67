"""Hostile images, deck lists and disks through ``python -m desktop proofs`` (issue 11 §3): real
processes, bounded in time and memory; one line naming the file, a non-zero exit, no traceback,
the input unchanged, and a PDF that is either whole or not there (never cut short)."""

from __future__ import annotations

import contextlib
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from cardset_files import write_image

from desktop.cardsets.cardimages import ImageDecodeError, decode_image
from desktop.qt import QColor, QImage, QSize
from tests.hostile import assert_one_line_refusal, run_tool, snapshot

MEMORY_MB = 1536
SECRET = "#d01010"


def make_set(folder: Path, rows: list[str], header: str = "id,name,type,cost,image,count") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "cardset.toml").write_text('game = "free"\nname = "H"\nversion = "1"\n', "utf-8")
    (folder / "cards.csv").write_text(header + "\n" + "\n".join(rows) + "\n", "utf-8")
    return folder


def escaping_svg(secret: Path) -> str:
    return ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
            'width="63" height="88"><rect width="63" height="88" fill="#2060c0"/>'
            f'<image xlink:href="{secret}" x="0" y="0" width="63" height="88"/></svg>')


def proofs(*args: str, **limits: int) -> object:
    return run_tool("desktop", "proofs", *args, memory_mb=MEMORY_MB, **limits)


def test_an_svg_naming_a_file_outside_is_refused_and_never_drawn(tmp_path: Path) -> None:
    secret = write_image(tmp_path / "secret.png", SECRET, (63, 88))
    folder = make_set(tmp_path / "s", ["leak,Leak,spell,1,leak.svg,1", "ok,Ok,spell,1,,1"])
    (folder / "leak.svg").write_text(escaping_svg(secret), "utf-8")
    before = snapshot(tmp_path)
    out = tmp_path / "out" / "proofs.pdf"
    run = proofs(str(folder), "--out", str(out))
    assert_one_line_refusal(run, f"{folder}/cards.csv:2:image:",
                            f'"leak.svg" is an SVG drawing that refers to "{secret}" outside it')
    after = snapshot(tmp_path)
    assert {k: v for k, v in after.items() if "/out" not in k} == before
    # The desktop refuses it too, wherever it comes from (a dropped image, a game record).
    with pytest.raises(ImageDecodeError, match="refers to"):
        decode_image(folder / "leak.svg", QSize(63, 88))


def test_the_secret_file_is_not_in_the_pdf(tmp_path: Path, qapp) -> None:
    """Even printed from a game whose record names the drawing: the desktop never draws it."""
    from desktop.cardsets.proofs import ProofCard, SheetLayout, render_proofs
    from tests.desktop.test_proofs import pages

    secret = write_image(tmp_path / "secret.png", SECRET, (63, 88))
    drawing = tmp_path / "leak.svg"
    drawing.write_text(escaping_svg(secret), "utf-8")
    out = tmp_path / "p.pdf"
    result = render_proofs([ProofCard({"name": "Leak", "type": "spell"}, drawing)], out,
                           SheetLayout())
    assert any("refers to" in warning for warning in result.warnings)
    image = pages(out, tmp_path)[0]
    reds = sum(1 for y in range(0, image.height(), 4) for x in range(0, image.width(), 4)
               if QColor(image.pixel(x, y)).name() == SECRET)
    assert reds == 0


def test_a_60_mb_svg_is_refused_in_bounded_memory(tmp_path: Path) -> None:
    folder = make_set(tmp_path / "s", ["big,Big,spell,1,big.svg,1"])
    rect = b'<rect x="1" y="1" width="2" height="2" fill="#123456"/>\n'
    with (folder / "big.svg").open("wb") as handle:
        handle.write(b'<svg xmlns="http://www.w3.org/2000/svg" width="63" height="88">\n')
        handle.write(rect * (60 * 1024 * 1024 // len(rect)))
        handle.write(b"</svg>\n")
    before = snapshot(folder)
    run = proofs(str(folder), "--out", str(tmp_path / "p.pdf"))
    assert "Traceback" not in run.stderr
    assert any(line.startswith(f"{folder}/cards.csv:2:image: warning:") and "too large" in line
               for line in run.lines), run.lines
    assert run.status == 0  # a warning: the card prints with a generated face
    assert snapshot(folder) == before


@pytest.mark.parametrize("name,data,message", [
    ("cp1250.txt", "1 Ködvölgyi őrszem\n".encode("cp1250"), "not UTF-8 text"),
    ("utf16.txt", "1 Ok\n".encode("utf-16"), "UTF-16 text: save the file as UTF-8"),
    ("folder.txt", None, "this is a folder, not a file"),
    ("billion.txt", b"1000000000 Ok\n", "a count of 1000000000: at most 999"),
])
def test_unreadable_deck_lists(tmp_path: Path, name: str, data: bytes | None, message: str) -> None:
    folder = make_set(tmp_path / "s", ["ok,Ok,spell,1,,1"])
    deck = tmp_path / name
    if data is None:
        deck.mkdir()
    else:
        deck.write_bytes(data)
    before = snapshot(tmp_path)
    run = proofs(str(deck), "--set", str(folder), "--out", str(tmp_path / "out.pdf"))
    assert_one_line_refusal(run, f"{deck}:", message)
    after = snapshot(tmp_path)
    assert {k: v for k, v in after.items() if "out.pdf" not in k} == before


def many_cards(tmp_path: Path) -> Path:
    return make_set(tmp_path / "s", [f"c{i},Card number {i},spell,{i},,9" for i in range(60)])


@contextlib.contextmanager
def small_disk(tmp_path: Path, size: str = "96k") -> Iterator[Path]:
    """A tmpfs of ``size``, mounted for the test (skipped where mounting is not allowed)."""
    mount = tmp_path / "disk"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(mount)],
                          capture_output=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", str(mount)], check=False)


def test_proofs_on_a_full_disk_fail_and_keep_the_old_pdf(tmp_path: Path) -> None:
    folder = many_cards(tmp_path)
    with small_disk(tmp_path) as disk:
        out = disk / "proofs.pdf"
        out.write_bytes(b"%PDF-1.4 the earlier proofs\n%%EOF\n")
        before = snapshot(tmp_path / "s"), out.read_bytes()
        run = proofs(str(folder), "--out", str(out))
        assert_one_line_refusal(run, f"{out}:", "")
        assert run.status == 2
        assert (snapshot(tmp_path / "s"), out.read_bytes()) == before
        assert sorted(p.name for p in disk.iterdir()) == ["proofs.pdf"]  # no temporary file left


def test_proofs_past_a_file_size_limit_fail_and_leave_nothing(tmp_path: Path) -> None:
    """The same without a mount: the process may not write a file larger than 64 KB."""
    folder = many_cards(tmp_path)
    out = tmp_path / "out" / "proofs.pdf"
    run = proofs(str(folder), "--out", str(out), file_kb=64)
    assert_one_line_refusal(run, f"{out}:", "")
    assert run.status == 2
    assert list(out.parent.iterdir()) == []
    whole = proofs(str(folder), "--out", str(out))  # without the limit: a whole PDF
    assert whole.status == 0 and out.read_bytes().rstrip().endswith(b"%%EOF")
    assert QImage  # (imported for the module's PDF checks)
