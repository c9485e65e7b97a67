"""Card images: found inside the set, decoded off the GUI thread at display size, with fallbacks."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
from cardset_files import write_image, write_svg

from desktop.cardsets.cardimages import (
    CardImages,
    ImageDecodeError,
    ImagePathError,
    cover_size,
    decode_image,
    resolve_image,
)
from desktop.qt import QColor, QImage, QSize
from desktop.table.cardface import card_pixmap, set_art_provider

RED, BLUE = "#e01010", "#1030e0"


def color_at(image: QImage, x: int, y: int) -> str:
    return QColor(image.pixel(x, y)).name()


def close(a: str, b: str, tolerance: int = 12) -> bool:
    ca, cb = QColor(a), QColor(b)
    return all(abs(x - y) <= tolerance for x, y in zip(ca.getRgb()[:3], cb.getRgb()[:3],
                                                          strict=True))


@pytest.fixture
def store(qtbot):
    images = CardImages()
    yield images
    images.shutdown()
    set_art_provider(None)


def card(image: str | None, **extra) -> dict:
    return {"label": "c1", "def": "troll", "name": "Troll", "type": "creature", "text": "",
            "image": image, "stats": {}, "cost": 2, **extra}


def wait_art(qtbot, store: CardImages, entry: dict, width: int = 90) -> QImage:
    qtbot.waitUntil(lambda: store.art(entry, width) is not None, timeout=10000)
    art = store.art(entry, width)
    assert art is not None
    return art


# Paths.
def test_relative_paths_resolve_inside_the_set(tmp_path):
    image = write_image(tmp_path / "set" / "images" / "troll.png", RED)
    assert resolve_image("images/troll.png", tmp_path / "set") == image


@pytest.mark.parametrize("written", ["../outside.png", "images/../../outside.png"])
def test_paths_that_climb_out_of_the_set_are_refused(tmp_path, written):
    write_image(tmp_path / "outside.png", RED)
    (tmp_path / "set" / "images").mkdir(parents=True)
    with pytest.raises(ImagePathError, match="outside the card set folder"):
        resolve_image(written, tmp_path / "set")


def test_absolute_paths_and_links_out_are_refused(tmp_path):
    outside = write_image(tmp_path / "outside.png", RED)
    folder = tmp_path / "set"
    (folder / "images").mkdir(parents=True)
    os.symlink(outside, folder / "images" / "link.png")
    with pytest.raises(ImagePathError):
        resolve_image(str(outside), folder)
    with pytest.raises(ImagePathError):
        resolve_image("images/link.png", folder)


def test_only_cards_the_game_made_itself_may_name_any_file(qtbot, store, tmp_path):
    outside = write_image(tmp_path / "dropped.png", RED)
    (tmp_path / "set").mkdir()
    store.set_folder(tmp_path / "set", None, ["troll"])
    with qtbot.waitSignal(store.failed):
        assert store.path_of(card(str(outside))) is None  # "troll" is a card of the set
    assert store.path_of(card(str(outside), **{"def": "proof-dropped"})) == outside


def test_without_a_card_set_only_absolute_paths_resolve(tmp_path):
    image = write_image(tmp_path / "x.png", RED)
    assert resolve_image(str(image), None) == image
    with pytest.raises(ImagePathError):
        resolve_image("x.png", None)


def test_an_escaping_card_gets_a_generated_face_and_a_warning(qtbot, store, tmp_path):
    write_image(tmp_path / "outside.png", RED)
    store.set_folder(tmp_path / "set")
    with qtbot.waitSignal(store.failed) as failed:
        assert store.art(card("../outside.png"), 90) is None
    assert failed.args[0] == "../outside.png"
    assert "outside" in failed.args[1]
    assert store.pending == 0  # nothing was read


# Decoding.
def test_cover_size_scales_down_only():
    assert cover_size(QSize(750, 1050), QSize(90, 126)) == QSize(90, 126)
    assert cover_size(QSize(8000, 8000), QSize(90, 126)) == QSize(126, 126)
    assert cover_size(QSize(50, 70), QSize(90, 126)) == QSize(50, 70)


@pytest.mark.parametrize("suffix", [".png", ".jpg", ".webp"])
def test_raster_formats_decode_at_display_size(qapp, tmp_path, suffix):
    path = write_image(tmp_path / f"a{suffix}", RED, (750, 1050))
    image = decode_image(path, QSize(90, 126))
    assert image.size() == QSize(90, 126)
    assert close(color_at(image, 45, 63), RED)


def test_svg_is_drawn_at_the_asked_size(qapp, tmp_path):
    image = decode_image(write_svg(tmp_path / "a.svg", BLUE), QSize(180, 252))
    assert image.size() == QSize(180, 252)
    assert close(color_at(image, 90, 126), BLUE)
    assert close(color_at(image, 2, 2), BLUE)


def test_corrupt_and_missing_files_raise_a_readable_reason(qapp, tmp_path):
    bad = tmp_path / "bad.png"
    bad.write_bytes(b"\x89PNG\r\n\x1a\n" + b"garbage" * 20)
    with pytest.raises(ImageDecodeError, match=r"damaged|cannot read|not an image"):
        decode_image(bad, QSize(90, 126))
    with pytest.raises(ImageDecodeError, match="missing"):
        decode_image(tmp_path / "nope.png", QSize(90, 126))
    bad_svg = tmp_path / "bad.svg"
    bad_svg.write_text("<svg this is not xml", encoding="utf-8")
    with pytest.raises(ImageDecodeError):
        decode_image(bad_svg, QSize(90, 126))


# The store.
def test_images_arrive_later_and_never_on_the_gui_thread(qtbot, store, tmp_path, monkeypatch):
    import desktop.cardsets.cardimages as module

    threads: list[threading.Thread] = []
    real = module.decode_image

    def spy(path: Path, size: QSize) -> QImage:
        threads.append(threading.current_thread())
        return real(path, size)

    monkeypatch.setattr(module, "decode_image", spy)
    write_image(tmp_path / "set" / "images" / "troll.png", RED, (750, 1050))
    store.set_folder(tmp_path / "set")
    entry = card("images/troll.png")
    with qtbot.waitSignal(store.updated) as updated:
        assert store.art(entry, 90) is None  # queued, the card shows its generated face
    assert updated.args[0] == [str(tmp_path / "set" / "images" / "troll.png")]
    art = store.art(entry, 90)
    assert art is not None and art.size() == QSize(90, 126)
    assert threads and all(t is not threading.main_thread() for t in threads)


def test_cache_is_per_size_and_pixel_ratio_and_file_version(qtbot, store, tmp_path):
    path = write_image(tmp_path / "set" / "a.png", RED, (300, 420))
    store.set_folder(tmp_path / "set")
    entry = card("a.png")
    small = wait_art(qtbot, store, entry, 90)
    assert store.art(entry, 90) is small
    qtbot.waitUntil(lambda: store.image(path, QSize(90, 126), 2.0) is not None)
    assert store.image(path, QSize(90, 126), 2.0).size() == QSize(180, 252)
    write_image(path, BLUE, (300, 420))
    os.utime(path, ns=(os.stat(path).st_atime_ns, os.stat(path).st_mtime_ns + 10**9))
    fresh = wait_art(qtbot, store, entry, 90)
    assert close(color_at(fresh, 45, 63), BLUE)


def test_a_corrupt_image_warns_once_and_keeps_the_generated_face(qtbot, store, tmp_path):
    folder = tmp_path / "set"
    (folder / "images").mkdir(parents=True)
    (folder / "images" / "bad.jpg").write_bytes(b"\xff\xd8\xff" + b"\x00" * 200)
    store.set_folder(folder)
    entry = card("images/bad.jpg")
    with qtbot.waitSignal(store.failed) as failed:
        assert store.art(entry, 90) is None
    assert failed.args[0].endswith("bad.jpg")
    qtbot.waitUntil(lambda: store.pending == 0)
    reports: list = []
    store.failed.connect(lambda *args: reports.append(args))
    assert store.art(entry, 90) is None
    assert store.pending == 0 and reports == []  # not decoded again, not reported again


def test_a_missing_image_is_reported(qtbot, store, tmp_path):
    (tmp_path / "set").mkdir()
    store.set_folder(tmp_path / "set")
    with qtbot.waitSignal(store.failed) as failed:
        assert store.art(card("images/gone.png"), 90) is None
    assert "missing" in failed.args[1]


def test_a_huge_image_is_scaled_off_the_gui_thread(qtbot, store, tmp_path):
    path = tmp_path / "set" / "huge.png"
    path.parent.mkdir()
    huge = QImage(8000, 8000, QImage.Format.Format_RGB32)
    huge.fill(QColor(RED))
    assert huge.save(str(path), "PNG", 100)  # fastest compression
    del huge
    store.set_folder(tmp_path / "set")
    entry = card("huge.png")
    ticks: list[int] = []
    from desktop.qt import QTimer

    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(5)
    assert store.art(entry, 90) is None
    art = wait_art(qtbot, store, entry, 90)
    timer.stop()
    assert art.width() <= 126 and art.height() <= 126
    assert ticks  # the event loop ran while the image was decoded


def test_prefetch_reports_progress_until_done(qtbot, store, tmp_path):
    paths = [write_image(tmp_path / "set" / f"{i}.jpg", RED) for i in range(12)]
    store.set_folder(tmp_path / "set")
    seen: list[tuple[int, int]] = []
    store.progress.connect(lambda done, total: seen.append((done, total)))
    assert store.prefetch(paths, QSize(90, 126)) == 12
    qtbot.waitUntil(lambda: store.pending == 0, timeout=10000)
    assert seen[-1] == (0, 0)
    assert max(total for _done, total in seen) == 12
    assert all(store.image(p, QSize(90, 126)) is not None for p in paths)


def test_card_faces_use_the_art_once_it_arrived(qtbot, store, tmp_path):
    write_image(tmp_path / "set" / "t.png", BLUE, (300, 420))
    store.set_folder(tmp_path / "set")
    set_art_provider(store.art)
    entry = card("t.png")
    generated = card_pixmap(entry, 90).toImage()
    assert not close(color_at(generated, 45, 70), BLUE)
    wait_art(qtbot, store, entry)
    drawn = card_pixmap(entry, 90).toImage()
    assert close(color_at(drawn, 45, 70), BLUE)


# Image files dropped from the file manager onto a free table.
@pytest.fixture
def window(qtbot, settings, tmp_path):
    from desktop import session
    from desktop.mainwindow import MainWindow

    def make(ruleset: str = "free") -> MainWindow:
        game = session.demo(ruleset)
        session.attach_journal(game, tmp_path / "journal.jsonl")
        win = MainWindow(game, settings, journal=tmp_path / "journal.jsonl")
        qtbot.addWidget(win)
        win.show()
        qtbot.waitExposed(win)
        made.append(win)
        return win

    made: list = []
    yield make
    for win in made:
        win.close()


def file_urls(*paths: Path):
    from desktop.qt import QMimeData, QUrl

    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    return mime


def test_dropped_images_become_proof_cards(qtbot, window, tmp_path):
    win = window("free")
    seat = win.controller.seat
    red = write_image(tmp_path / "drops" / "Red dragon.png", RED)
    blue = write_svg(tmp_path / "drops" / "blue.svg", BLUE)
    text = tmp_path / "drops" / "notes.txt"
    text.write_text("not an image", encoding="utf-8")
    before = len(win.game.record_lines())
    labels = win.cardsets.drops.drop(file_urls(red, text, blue))
    assert len(labels) == 2
    lines = win.game.record_lines()[before:]
    assert [line["act"] for line in lines] == ["define", "create", "define", "create"]
    assert lines[0]["as"] == {"name": "Red dragon", "type": "proof", "image": str(red)}
    play = win.controller.view["zones"][f"{seat}.play"]["cards"]
    dropped = [c for c in play if c["label"] in labels]
    assert [c["name"] for c in dropped] == ["Red dragon", "blue"]
    # Their faces are the images.
    items = [win.scene.item_for(label) for label in labels]
    assert all(items)

    def centre(item) -> str:
        return color_at(card_pixmap(item.card, item.width).toImage(), item.width // 2,
                        item.height // 2)

    qtbot.waitUntil(lambda: close(centre(items[0]), RED) and close(centre(items[1]), BLUE),
                    timeout=5000)
    # Dropping the same file again makes another card of the same definition.
    again = win.cardsets.drops.drop(file_urls(red))
    assert [line["act"] for line in win.game.record_lines()[-1:]] == ["create"]
    assert win.game.cards[again[0]].def_id == win.game.cards[labels[0]].def_id
    win.ops.undo()
    assert again[0] not in win.game.cards


def test_a_real_drop_event_reaches_the_handler(qtbot, window, tmp_path):
    from desktop.qt import QApplication, QDragEnterEvent, QDropEvent, QPointF, Qt

    win = window("free")
    red = write_image(tmp_path / "card.jpg", RED)
    mime = file_urls(red)
    viewport = win.table.viewport()
    qtbot.waitUntil(lambda: win.cardsets.drops.target is viewport)  # once the table shows
    centre = QPointF(viewport.rect().center())
    enter = QDragEnterEvent(centre.toPoint(), Qt.DropAction.CopyAction, mime,
                            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, enter)
    assert enter.isAccepted()
    drop = QDropEvent(centre, Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    with qtbot.waitSignal(win.cardsets.drops.created) as created:
        QApplication.sendEvent(viewport, drop)
    assert drop.isAccepted()
    (label,) = created.args[0]
    assert win.game.cards[label].zone == f"{win.controller.seat}.play"


def test_a_table_whose_rules_have_no_place_refuses_dropped_images_and_says_why(
        qtbot, window, tmp_path):
    """The engine says which games take a card of no known type: Berserk does not (its card
    types are fixed), so nothing is recorded and the reason is shown."""
    win = window("berserk")
    red = write_image(tmp_path / "card.png", RED)
    before = len(win.game.record_lines())
    with qtbot.waitSignal(win.cardsets.drops.refused) as refused:
        assert win.cardsets.drops.drop(file_urls(red)) == []
    assert "proof" in refused.args[0] and "cannot be dropped on this table" in refused.args[0]
    assert len(win.game.record_lines()) == before
    assert "cannot be dropped on this table" in win.statusBar().currentMessage()


def test_an_hkk_table_takes_dropped_images_where_created_cards_go(qtbot, window, tmp_path):
    win = window("hkk")
    red = write_image(tmp_path / "card.png", RED)
    (label,) = win.cardsets.drops.drop(file_urls(red))
    assert win.game.cards[label].zone == f"{win.controller.seat}.table"  # the engine's choice


def test_the_mulligan_list_shows_the_sets_pictures_at_once(qtbot, store, tmp_path):
    """Issue 30: the mulligan dialog showed generated faces while the table showed the set's
    images (the list's icons are drawn once, before a background decode could arrive)."""
    from desktop.dialogs import CARD_ICON_WIDTH, CardList

    write_image(tmp_path / "images" / "troll.png", RED, (126, 176))
    store.set_folder(tmp_path, None, ["troll"])
    set_art_provider(store.art, store.art_now)
    try:
        card = {"label": "c1", "def": "troll", "name": "Troll", "type": "creature",
                "image": "images/troll.png"}
        listing = CardList([card])
        qtbot.addWidget(listing)
        icon = listing.item(0).icon().pixmap(QSize(CARD_ICON_WIDTH, CARD_ICON_WIDTH * 2)).toImage()
        assert close(color_at(icon, icon.width() // 2, icon.height() // 2), RED)
        assert store.idle or store.pending == 0
    finally:
        set_art_provider(None)
