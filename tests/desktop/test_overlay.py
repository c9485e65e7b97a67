"""The browser overlay: the spectator view and its page on loopback only, live, nothing else."""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import threading
from itertools import islice, pairwise
from pathlib import Path

import pytest
from chromium import CHROMIUM, DevTools
from spectator_games import (
    GAMES,
    assert_spectator_safe,
    audience_view,
    hkk_game,
    hkk_script,
    play,
    secret_names,
)
from web_clients import bogus_connections, fetch

from desktop.qt import QColor, QImage
from desktop.streaming.broadcast.options import page_data, with_log_lines
from desktop.streaming.broadcast.spectator import NotSpectatorView, public_view
from desktop.streaming.overlay.client import EventReader
from desktop.streaming.overlay.delta import apply_delta, view_delta
from desktop.streaming.overlay.server import HISTORY, LOOPBACK, Hub, OverlayServer
from desktop.streaming.server import THREAD_NAME
from engine import Game

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def server():
    """An overlay server on a free port, stopped after the test."""
    overlay = OverlayServer(0)
    overlay.start()
    yield overlay
    overlay.stop()


@pytest.mark.parametrize("ruleset", sorted(GAMES))
def test_the_json_never_names_a_hidden_card(open_window, ruleset):
    make, script = GAMES[ruleset]
    game = make()
    window = open_window(game)
    server = window.streaming.start_overlay(0)
    reader = EventReader(server.port)
    try:
        reader.next_view()
        for _action, _verdict in play(game, script, window.controller.apply):
            status, headers, body = fetch(server.port, "/view.json")
            assert status == 200 and headers["Content-Type"].startswith("application/json")
            served = json.loads(body)
            assert served == public_view(audience_view(game))
            assert_spectator_safe(game, served)
            reader.until(served)  # pushed as well: the deltas put together make exactly it
            page = fetch(server.port, "/")[2].decode()
            assert all(name not in page for name in secret_names(game, served))
        assert reader.wholes == 1 and reader.failure is None  # after the first, only deltas
    finally:
        reader.close()


def test_a_players_view_is_never_published(server):
    with pytest.raises(NotSpectatorView):
        server.publish(hkk_game().view("anna"))


def test_no_file_paths_are_served(server):
    game = hkk_game()
    view = game.view("spectator")
    view["zones"]["anna.reserve"]["cards"][0]["image"] = str(ROOT / "assets" / "secret.png")
    server.publish(view)
    body = fetch(server.port, "/view.json")[2].decode()
    assert str(ROOT) not in body and "secret.png" not in body


PAGE = ("/", "/index.html", "/overlay.css", "/overlay.js", "/view.json", "/cardlines.js",
        "/favicon.ico")
NOT_FOUND = ("/..", "/../pyproject.toml", "/%2e%2e/%2e%2e/pyproject.toml", "/static/overlay.js",
             "/static/../server.py", "/server.py", "/__init__.py", "/etc/passwd", "//etc/passwd",
             "/view.json/..", "/index.html/../../server.py", "/favicon.ico/", "/overlay.js/",
             "/VIEW.JSON", "/desktop/streaming/overlay/static/index.html", "/..%2fserver.py",
             "/static/index.html", "/view.json.bak", "/events/../view.json/x")


def test_only_the_view_and_the_page_are_served(server):
    server.set_texts(page_data())
    server.publish(hkk_game().view("spectator"))
    kinds = {}
    for path in PAGE:
        status, headers, body = fetch(server.port, path)
        assert status == 200 and body, path
        assert str(ROOT).encode() not in body
        kinds[path] = headers["Content-Type"].split(";")[0]
        assert headers["X-Content-Type-Options"] == "nosniff"
        assert "Python" not in headers.get("Server", "")
    assert kinds == {"/": "text/html", "/index.html": "text/html", "/overlay.css": "text/css",
                     "/overlay.js": "text/javascript", "/view.json": "application/json",
                     "/cardlines.js": "text/javascript", "/favicon.ico": "image/png"}
    for path in NOT_FOUND:
        assert fetch(server.port, path)[0] == 404, path
    for method in ("POST", "PUT", "DELETE", "PATCH"):
        for path in ("/", "/view.json", "/events", "/nothing"):
            status, headers, _body = fetch(server.port, path, method)
            assert status == 405 and headers["Allow"] == "GET, HEAD", (method, path)
    assert fetch(server.port, "/view.json", headers={"Host": "evil.example"})[0] == 403
    status, _headers, body = fetch(server.port, "/view.json", "HEAD")
    assert status == 200 and body == b""


def test_listens_on_loopback_only(server):
    assert server.host == "127.0.0.1"
    assert server.url == f"http://127.0.0.1:{server.port}/"


def test_the_page_cannot_be_scripted_by_a_card_name(server):
    hostile = "</script><script>alert(1)</script>"
    game = Game.from_header({
        "ruleset": "free", "players": ["anna", "bela"], "seed": 1,
        "cards": {"evil": {"name": hostile, "type": "creature", "cost": 1}},
        "zones": {"anna.play": ["evil#e1"]}, "turn": {"active": "anna", "phase": "main"}})
    server.publish(game.view("spectator"))
    page = fetch(server.port, "/")[2].decode()
    assert hostile not in page and page.count("</script>") == 3  # the data, two scripts
    start = page.index('type="application/json">') + len('type="application/json">')
    data = json.loads(page[start:page.index("</script>", start)])
    assert data["view"]["zones"]["anna.play"]["cards"][0]["name"] == hostile


def test_clients_get_every_view_in_order(open_window):
    """Every move reaches a connected client, in order (bench/overlay_latency.py times it)."""
    window = open_window(hkk_game())
    server = window.streaming.start_overlay(0)
    reader = EventReader(server.port)
    try:
        _at, first = reader.next_view()
        assert first == public_view(audience_view(window.game))
        for count in range(1, 6):
            window.controller.apply({"act": "counter", "by": "anna", "player": "anna",
                                     "name": "life", "delta": -1})
            _arrived, view = reader.next_view()
            assert view["players_state"]["anna"]["life"] == 20 - count
    finally:
        reader.close()


def test_the_server_stops_with_the_app(open_window):
    before = set(threading.enumerate())
    window = open_window()
    server = window.streaming.start_overlay(0)
    port = server.port
    reader = EventReader(port)  # a page still connected when the app closes
    reader.next_view()
    assert fetch(port, "/view.json")[0] == 200
    window.close()
    reader.join(timeout=10)
    assert not reader.is_alive() and reader.closed  # its last event: the table is closed
    assert not server.running and window.streaming.server is None
    assert {t for t in threading.enumerate() if t.is_alive()} <= before
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection((LOOPBACK, port), timeout=5).close()
    again = OverlayServer(port)
    again.start()  # the port is free
    again.stop()


def test_view_menu_starts_and_stops_the_overlay(open_window, monkeypatch):
    window = open_window()
    streaming = window.streaming
    monkeypatch.setattr(streaming, "ask_port", lambda: 0)
    streaming.act_overlay.trigger()
    assert streaming.server is not None and streaming.server.running
    port = streaming.server.port
    assert str(port) in streaming.act_overlay.text() and streaming.act_copy.isEnabled()
    streaming.copy_address()
    from desktop.qt import QApplication

    assert QApplication.clipboard().text() == f"http://127.0.0.1:{port}/"
    streaming.act_overlay.trigger()
    assert streaming.server is None and not streaming.act_copy.isEnabled()


def test_a_taken_port_is_reported(open_window, monkeypatch):
    window = open_window()
    taken = OverlayServer(0)
    taken.start()
    try:
        warnings: list[str] = []
        monkeypatch.setattr(window.streaming, "ask_port", lambda: taken.port)
        monkeypatch.setattr(window.streaming, "warn", warnings.append)
        window.streaming.act_overlay.trigger()
        assert window.streaming.server is None and str(taken.port) in warnings[0]
    finally:
        taken.stop()


def _env() -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))


def test_overlay_from_the_command_line(tmp_path):
    done = subprocess.run([sys.executable, "-m", "desktop", "--overlay", "0", "--screenshot",
                           str(tmp_path / "shot.png")], cwd=ROOT, env=_env(), timeout=120,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Overlay: http://127.0.0.1:")
    with OverlayServerOn() as port:
        busy = subprocess.run([sys.executable, "-m", "desktop", "--overlay", str(port),
                               "--screenshot", str(tmp_path / "busy.png")], cwd=ROOT,
                              env=_env(), timeout=120, capture_output=True, text=True)
    assert busy.returncode == 2 and f"port {port}" in busy.stderr


class OverlayServerOn:
    """A server holding a port for the length of a ``with`` block."""

    def __enter__(self) -> int:
        self.server = OverlayServer(0)
        self.server.start()
        return self.server.port

    def __exit__(self, *exc: object) -> None:
        self.server.stop()


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed")
def test_the_page_in_headless_chromium(server, tmp_path):
    game = hkk_game()
    for _action, _verdict in play(game, lambda g: islice(hkk_script(g), 6), game.apply):
        pass
    server.set_texts(page_data(game.view("spectator")))
    server.publish(with_log_lines(game.view("spectator", log=True)))
    shot = tmp_path / "overlay.png"
    done = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--hide-scrollbars",
         f"--user-data-dir={tmp_path / 'profile'}", f"--screenshot={shot}",
         "--window-size=1920,1080", "--default-background-color=00000000", server.url],
        timeout=120, capture_output=True, text=True)
    assert done.returncode == 0 and shot.exists(), done.stderr[-2000:]
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1920, 1080)

    def pixel(x: int, y: int) -> QColor:
        return QColor.fromRgba(image.pixel(x, y))

    # The background is transparent (for OBS), between and around the panels.
    assert pixel(4, 4).alpha() == 0 and pixel(1384, 300).alpha() == 0
    # The log panel (bottom right) is opaque and carries light text.
    log = [pixel(x, y) for x in range(1400, 1890, 3) for y in range(930, 1050, 3)]
    assert all(c.alpha() > 200 for c in log)
    assert sum(1 for c in log if min(c.red(), c.green(), c.blue()) > 150) > 50
    # The spotlight shows a card face (its parchment text box), the table many colours.
    spot = [pixel(x, y) for x in range(1450, 1850, 5) for y in range(200, 600, 5)]
    assert sum(1 for c in spot if c.name() == "#f6f1e3") > 100
    colours = {image.pixel(x, y) for x in range(0, 1920, 23) for y in range(0, 1080, 17)}
    assert len(colours) > 50


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed")
def test_the_page_follows_the_game_live_in_chromium(open_window, tmp_path):
    window = open_window(hkk_game())
    server = window.streaming.start_overlay(0)
    browser = DevTools(tmp_path / "profile")
    try:
        browser.open(server.url)
        assert "20Life" in browser.text_once_shown("Turn 2")
        window.controller.apply({"act": "counter", "by": "anna", "player": "anna",
                                 "name": "life", "delta": -7})
        window.controller.apply({"act": "play", "by": "anna", "card": "a_cr"})
        # Two updates were pushed; the second (the card just played) also carries the first.
        shown = browser.text_once_shown("Ködvölgyi őrszem")
        assert "13Life" in shown
        # The page put the deltas together into exactly the view the server holds.
        pieces = browser.call("Runtime.evaluate", expression="JSON.stringify(["
                              "window.cardtableOverlay.view(), window.cardtableOverlay.seq()])",
                              returnByValue=True)["result"]["value"]
        page_view, seq = json.loads(pieces)
        assert page_view == json.loads(fetch(server.port, "/view.json")[2]) and seq >= 3
    finally:
        browser.close()



CLOSED = "The table is closed"


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed")
def test_the_page_says_the_table_is_closed_when_the_app_quits(open_window, tmp_path):
    """The app quits: the page drops the last table at once (the stream's last event says so);
    the streamer starts it again: the new table shows."""
    window = open_window(hkk_game())
    server = window.streaming.start_overlay(0)
    port = server.port
    browser = DevTools(tmp_path / "profile")
    try:
        browser.open(server.url)
        browser.text_once_shown("Turn 2")
        window.close()
        shown = browser.text_once_shown(CLOSED, timeout=5)
        assert "Turn 2" not in shown and "20Life" not in shown
        again = OverlayServer(port)
        again.set_texts(page_data())
        again.publish(hkk_game().view("spectator"))
        again.start()
        try:
            assert CLOSED not in browser.text_once_shown("Turn 2", timeout=15)
        finally:
            again.stop()
    finally:
        browser.close()


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed")
def test_the_page_says_the_table_is_closed_when_the_app_is_killed(tmp_path):
    """An app gone without a word (kill -9): the page notices within a few seconds."""
    import signal
    import time

    env = dict(_env(), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    app = subprocess.Popen([sys.executable, "-m", "desktop", "--overlay", "0"], cwd=ROOT, env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    browser = DevTools(tmp_path / "profile")
    try:
        assert app.stdout is not None
        url = app.stdout.readline().strip().removeprefix("Overlay: ")
        browser.open(url)
        browser.text_once_shown("Turn")
        app.send_signal(signal.SIGKILL)
        app.wait(timeout=10)
        killed = time.monotonic()
        browser.text_once_shown(CLOSED, timeout=10)
        assert time.monotonic() - killed < 5
    finally:
        browser.close()
        if app.poll() is None:
            app.kill()
            app.wait()


@pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed")
def test_the_page_says_when_the_streamer_reveals_every_card(server, tmp_path):
    game = hkk_game()
    server.set_texts(page_data(game.view("spectator")))
    server.publish(with_log_lines({**game.view("judge", log=True), "reveal_all": True}))
    browser = DevTools(tmp_path / "profile")
    try:
        browser.open(server.url)
        assert "20Life" in browser.text_once_shown("Every card revealed")
        game.apply({"act": "counter", "by": "anna", "player": "anna", "name": "life", "delta": -7})
        server.publish(with_log_lines(game.view("spectator", log=True)))
        assert "Every card revealed" not in browser.text_once_shown("13Life")
    finally:
        browser.close()


# Many clients, hostile ones, and what goes over the wire.
def test_clients_beyond_the_cap_are_refused_with_the_reason():
    overlay = OverlayServer(0, max_clients=3)
    overlay.start()
    readers = []
    try:
        overlay.publish(hkk_game().view("spectator"))
        readers = [EventReader(overlay.port) for _ in range(3)]
        for reader in readers:
            reader.next_view()  # all three are streaming
        status, headers, body = fetch(overlay.port, "/events")
        assert status == 503 and headers["Retry-After"] == "10"
        assert body.decode() == ("too many overlay pages: 3 are connected, the most is 3; close "
                                 "one (an unused OBS browser source?) and reload\n")
        assert fetch(overlay.port, "/view.json")[0] == 200  # the rest is still served
        readers.pop().close()
        for _attempt in range(100):  # until the server has seen the hang-up (each ask a round trip)
            if fetch(overlay.port, "/events", method="HEAD")[0] == 200:
                break
        assert fetch(overlay.port, "/events", method="HEAD")[0] == 200
        readers.append(EventReader(overlay.port))
        assert readers[-1].next_view()[1]["viewer"] == "spectator"
    finally:
        for reader in readers:
            reader.close()
        overlay.stop()


def test_a_real_client_gets_its_events_beside_100_bogus_connections(open_window):
    window = open_window(hkk_game())
    server = window.streaming.start_overlay(0)
    bogus = bogus_connections(server.port, 100, "/events")
    reader = EventReader(server.port)
    try:
        reader.next_view()
        for count in range(1, 11):
            window.controller.apply({"act": "counter", "by": "anna", "player": "anna",
                                     "name": "life", "delta": -1})
            reader.until(public_view(audience_view(window.game)))
            assert reader.view["players_state"]["anna"]["life"] == 20 - count
        assert fetch(server.port, "/view.json")[0] == 200
    finally:
        reader.close()
    window.streaming.stop_overlay()  # every bogus connection is closed with it
    for connection in bogus:
        connection.settimeout(10)  # a connection left open would time out here
        with contextlib.suppress(ConnectionResetError):
            while connection.recv(65536):
                pass  # what a stream was sent before the end
        connection.close()
    assert not [t for t in threading.enumerate() if t.name == THREAD_NAME]


def test_deltas_stay_small_while_the_log_grows(open_window):
    window = open_window(hkk_game())
    server = window.streaming.start_overlay(0)
    reader = EventReader(server.port)
    try:
        reader.next_view()
        for _ in range(150):
            window.controller.apply({"act": "counter", "by": "anna", "player": "bela",
                                     "name": "life", "delta": 1})
        final = public_view(audience_view(window.game))
        reader.until(final)
        whole = len(fetch(server.port, "/view.json")[2])
        _first, *deltas = reader.sizes
        assert reader.wholes == 1 and len(deltas) == 150
        assert max(deltas) < 2000 < whole  # one log line and one counter, not the view and log
        assert max(deltas) - min(deltas) < 200  # the same at action 150 as at action 1
    finally:
        reader.close()


def test_a_delta_turns_each_view_into_the_next(open_window, language):
    """Every step of the scripted games (plays, undo, redo, a language change)."""
    for make, script in GAMES.values():
        game = make()
        window = open_window(game)
        views = [with_log_lines(game.view("spectator", log=True))]
        for _action, _verdict in play(game, script, window.controller.apply):
            views.append(with_log_lines(game.view("spectator", log=True)))
        language("hu")  # every log line changes its words
        views.append(with_log_lines(game.view("spectator", log=True)))
        language("en")
        views.append({**views[-1], "duel": None, "zones": {
            key: zone for key, zone in list(views[-1]["zones"].items())[1:]}})
        for old, new in pairwise(views):
            delta = view_delta(old, new)
            assert apply_delta(old, delta) == new
            assert apply_delta(old, json.loads(json.dumps(delta))) == new
        assert view_delta(views[-1], views[-1]) == {}


def test_a_stream_far_behind_gets_the_whole_view():
    game = hkk_game()
    hub = Hub(public_view(game.view("spectator", log=True)), b"{}", 3)
    published = {hub.seq: public_view(game.view("spectator", log=True))}
    for _ in range(HISTORY + 5):
        game.apply({"act": "counter", "by": "anna", "player": "anna", "name": "life", "delta": -1})
        hub.publish(game.view("spectator", log=True))
        published[hub.seq] = public_view(game.view("spectator", log=True))
    assert hub.seq == HISTORY + 6
    whole = json.loads(hub.catch_up(1)[len(b"data: "):])  # further back than the deltas kept
    assert whole == {"seq": hub.seq, "view": published[hub.seq]}
    events = [json.loads(chunk) for chunk in hub.catch_up(hub.seq - 3).split(b"data: ")[1:]]
    assert [e["seq"] for e in events] == [hub.seq - 2, hub.seq - 1, hub.seq]
    view = published[hub.seq - 3]
    for delta in events:
        view = apply_delta(view, delta)
    assert view == published[hub.seq]


def test_log_lines_are_put_into_words_once_and_again_after_a_language_change(language):
    from desktop.streaming.broadcast.options import LogLines

    game = hkk_game()
    lines, mark = LogLines(), None
    for _action, _verdict in play(game, hkk_script, game.apply):
        keep, entries, mark = game.log_since("spectator", mark)
        added = lines.take(game.ruleset_name, keep, entries)
        assert len(added) == len(entries) <= 1  # an action adds a line, an undo takes one back
        assert lines.lines == with_log_lines(game.view("spectator", log=True))["log"]
    english = list(lines.lines)
    language("hu")
    keep, entries, mark = game.log_since("spectator", mark)
    assert lines.take(game.ruleset_name, keep, entries) == []
    assert lines.lines == english  # kept until told to forget
    lines.forget()
    keep, entries, mark = game.log_since("spectator", None)
    lines.take(game.ruleset_name, keep, entries)
    assert lines.lines == with_log_lines(game.view("spectator", log=True))["log"] != english


def test_the_page_declares_the_interface_language(open_window, language):
    """The overlay page says which language its words are in (``<html lang>``: a screen reader
    and the browser's hyphenation follow it), also after the language changes live; a bogus
    code never reaches the page."""
    language("ru")
    window = open_window(hkk_game())
    server = window.streaming.start_overlay(0)
    page = fetch(server.port, "/")[2].decode()
    assert '<html lang="ru">' in page and 'lang="en"' not in page
    language("hu")
    page = fetch(server.port, "/")[2].decode()
    assert '<html lang="hu">' in page
    server.set_texts({"lang": '"><script>'})
    assert '<html lang="en">' in fetch(server.port, "/")[2].decode()
