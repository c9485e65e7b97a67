"""Real processes: crash recovery after SIGKILL, two copies of the app side by side, a disk that
fills up or is read-only under a running game, and screenshots under Xvfb."""

from __future__ import annotations

import contextlib
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop.qt import QImage
from engine.journal import Journal

HOOKS = Path(__file__).with_name("hooks.py")
LAUNCH = Path(__file__).with_name("launch.py")
ROOT = Path(__file__).resolve().parents[2]


def desktop_cmd(*args: str) -> list[str]:
    return [sys.executable, "-m", "desktop", *args]


def launch_cmd(*args: str, hook: str | None = None, answer: str | None = None) -> list[str]:
    """The app with a test hook (tests/desktop/launch.py), its message boxes answered."""
    extra = ([f"--hook={HOOKS}:{hook}"] if hook else []) + ([f"--answer={answer}"] if answer else [])
    return [sys.executable, str(LAUNCH), *extra, "--", *args]


def app_env(**extra: str) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT), **extra)


def test_sigkill_then_resume_gives_the_same_state(tmp_path):
    journal = tmp_path / "journal.jsonl"
    proc = subprocess.Popen(launch_cmd("--journal", str(journal), hook="play_some"), cwd=ROOT,
                            env=app_env(), stdout=subprocess.PIPE, text=True)
    try:
        before = proc.stdout.readline()
        assert proc.stdout.readline().strip() == "READY"
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    done = subprocess.run(launch_cmd("--journal", str(journal), hook="dump_and_quit"), cwd=ROOT,
                          timeout=60, env=app_env(), capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[0] == before.strip()


DUEL_GAME = {
    "ruleset": "hkk", "players": ["anna", "bela"], "seed": 3, "format": 1,
    "cards": {"duel5": {"name": "Kardforgató", "type": "spell", "duel": 5},
              "duel3": {"name": "Tőrvívó", "type": "spell", "duel": 3},
              "wolf": {"name": "Farkas", "type": "creature", "cost": 1}},
    "zones": {"anna.hand": ["duel5#d1", "wolf#w1"], "bela.hand": ["duel3#d2", "wolf#w2"]},
    "turn": {"active": "anna", "phase": "main", "number": 2},
    "players_state": {"anna": {"VP": 2, "life": 20}, "bela": {"VP": 0, "life": 20}}}


def test_kill_9_in_the_middle_of_a_duel_then_the_resumed_game_asks_the_defender(tmp_path):
    """anna starts a duel (a click and Alt+D) and the process is killed while bela's answer is
    open; the resumed game hides the table for bela and asks exactly that question."""
    game = tmp_path / "duel.jsonl"
    game.write_text(json.dumps(DUEL_GAME) + "\n", "utf-8")
    journal = tmp_path / "journal.jsonl"
    proc = subprocess.Popen(launch_cmd(str(game), "--journal", str(journal), hook="start_duel"),
                            cwd=ROOT, env=app_env(), stdout=subprocess.PIPE, text=True)
    try:
        pending = json.loads(proc.stdout.readline().removeprefix("PENDING "))
        assert proc.stdout.readline().strip() == "READY"
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    assert pending["step"] == "duel_answer" and pending["player"] == "bela"
    done = subprocess.run(launch_cmd("--journal", str(journal), "--lang", "en",
                                     hook="answer_resumed_duel"), cwd=ROOT, timeout=60,
                          env=app_env(), capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    lines = {line.split(" ", 1)[0]: json.loads(line.split(" ", 1)[1])
             for line in done.stdout.splitlines() if " " in line}
    assert lines["SCREEN"]["handoff"] and lines["SCREEN"]["player"] == "bela"
    assert lines["SCREEN"]["message"] == "Duel: bela answers. The other players look away."
    assert lines["ASKED"]["offered"] == ["Tőrvívó"]  # only the valid answers
    assert "anna challenged you to a duel" in lines["ASKED"]["prompt"]
    assert lines["LAST"] == {"act": "duel_answer", "by": "bela", "card": "d2"}


@pytest.mark.xvfb
@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed")
@pytest.mark.parametrize("ruleset", ["hkk", "berserk", "free"])
def test_screenshot_under_xvfb(tmp_path, ruleset):
    shot = tmp_path / f"{ruleset}.png"
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1600x1000x24",
                           *desktop_cmd("--demo", ruleset, "--screenshot", str(shot))],
                          cwd=ROOT, env=env, timeout=120, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    image = QImage(str(shot))
    assert image.width() >= 1000 and image.height() >= 600
    colours = {image.pixel(x, y) for x in range(0, image.width(), 37)
               for y in range(0, image.height(), 29)}
    assert len(colours) > 50  # a drawn table, not an empty window


# Real app processes, remote-controlled through tests/desktop/hooks.py:remote.
READ_DEADLINE_S = 90.0


class RemoteApp:
    """A running app process that plays the actions it is sent (hooks.py:remote)."""

    def __init__(self, *args: str, env: dict[str, str], answer: str = "no") -> None:
        self.proc = subprocess.Popen(launch_cmd(*args, hook="remote", answer=answer), cwd=ROOT,
                                     env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     bufsize=0)
        self.pid = self.proc.pid
        self.dialogs: list[str] = []
        self._buffer = b""
        self.journal = Path(json.loads(self._line("READY"))["journal"])

    def _line(self, kind: str) -> str:
        """The next line of ``kind`` (message boxes on the way are kept in ``dialogs``)."""
        assert self.proc.stdout is not None
        deadline = time.monotonic() + READ_DEADLINE_S
        while True:
            while b"\n" in self._buffer:
                raw, self._buffer = self._buffer.split(b"\n", 1)
                line = raw.decode("utf-8")
                if line.startswith("DIALOG: "):
                    self.dialogs.append(line[len("DIALOG: "):])
                elif line.startswith(kind):
                    return line[len(kind):].strip()
            ready, _w, _x = select.select([self.proc.stdout], [], [],
                                          max(0.0, deadline - time.monotonic()))
            if not ready:
                raise TimeoutError(f"no {kind} line from the app")
            chunk = os.read(self.proc.stdout.fileno(), 65536)
            if not chunk:
                raise EOFError(f"the app ended (status {self.proc.wait()}) before {kind}")
            self._buffer += chunk

    def order(self, **order: object) -> dict:
        assert self.proc.stdin is not None
        self.proc.stdin.write((json.dumps(order) + "\n").encode("utf-8"))
        return json.loads(self._line("RESULT"))

    def act(self, **action: object) -> dict:
        """Play one action; its result: ``applied`` and the ``view`` the table shows."""
        return self.order(act=action)

    def shown(self) -> dict:
        """The view the table shows now."""
        return self.order(show=True)["view"]

    def quit(self) -> int:
        """A clean exit (File → Quit)."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(b'{"quit": true}\n')
        self.proc.stdin.close()
        return self.proc.wait(timeout=60)

    def kill(self) -> None:
        """kill -9, between two actions."""
        if self.proc.poll() is None:
            os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(timeout=60)
        for stream in (self.proc.stdin, self.proc.stdout):
            if stream is not None and not stream.closed:
                stream.close()


def private_env(home: Path) -> dict[str, str]:
    """Settings and data folders of this test's own (nothing touches the real user's)."""
    return app_env(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
                   XDG_DATA_HOME=str(home / "data"))


def resumed_view(journal: Path, shown: dict) -> dict:
    """The view a journal resumes to, for the viewer of ``shown``, as JSON would carry it."""
    game = Journal.resume(journal)
    view = json.loads(json.dumps(game.view(shown["viewer"])))
    game.journal.close()
    return view


def folder_bytes(folder: Path) -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(folder.iterdir()) if path.is_file()}


def test_a_second_copy_on_a_busy_journal_names_the_first_and_touches_nothing(tmp_path):
    home, games = tmp_path / "home", tmp_path / "games"
    games.mkdir()
    journal = games / "game.jsonl"
    first = RemoteApp("--journal", str(journal), env=private_env(home))
    try:
        first.act(act="draw", count=2)
        before = folder_bytes(games)
        assert set(before) == {"game.jsonl", "game.jsonl.lock"}
        second = subprocess.run(launch_cmd("--journal", str(journal), answer="no"), cwd=ROOT,
                                env=private_env(home), timeout=90, capture_output=True, text=True)
        assert second.returncode == 2, second.stderr
        said = f"{journal} is the journal of a game open in another Cardtable (process {first.pid})."
        assert second.stdout.splitlines() == [f"DIALOG: {said}"]  # the person is told
        assert second.stderr.strip() == f"cardtable: {said}"  # and so is a script
        assert folder_bytes(games) == before  # byte for byte, lock files included
        shown = first.act(act="draw", count=1)["view"]  # the first plays on
    finally:
        first.kill()
    assert resumed_view(journal, shown) == shown


def test_copies_without_journal_each_keep_an_autosave_of_their_own(tmp_path):
    env = private_env(tmp_path)
    first = RemoteApp(env=env, answer="yes")
    second = third = fourth = None
    try:
        shown_first = first.act(act="draw", count=2)["view"]
        first_bytes = first.journal.read_bytes()
        second = RemoteApp(env=env, answer="yes")
        assert second.dialogs == []  # no "a game was interrupted" while the first runs
        assert second.journal != first.journal and second.journal.parent == first.journal.parent
        shown_second = second.act(act="counter", player="anna", name="life", delta=-4)["view"]
        assert first.journal.read_bytes() == first_bytes
        second.kill()  # kill -9 of the second: the first's autosave is not touched
        assert first.journal.read_bytes() == first_bytes
        shown_first = first.act(act="draw", count=1)["view"]
        first_bytes = first.journal.read_bytes()
        # The next copy offers the game the crash left, never the one still running.
        third = RemoteApp(env=env, answer="yes")
        assert len(third.dialogs) == 1 and str(second.journal) in third.dialogs[0]
        assert third.shown() == shown_second and third.journal == second.journal
        assert third.quit() == 0  # a clean exit retires only its own autosave
        assert first.journal.read_bytes() == first_bytes
        first.kill()  # kill -9 of the first: its game is still there to resume
        fourth = RemoteApp(env=env, answer="yes")
        assert len(fourth.dialogs) == 1 and str(first.journal) in fourth.dialogs[0]
        assert fourth.shown() == shown_first
        assert fourth.quit() == 0
    finally:
        for app in (first, second, third, fourth):
            if app is not None:
                app.kill()


# A disk that fills up, or is read-only, under a running game.
@pytest.fixture
def small_disk(tmp_path):
    """A 1 MiB tmpfs mounted for this test (skipped where the test cannot mount: not root)."""
    disk = tmp_path / "disk"
    disk.mkdir()
    if os.geteuid() != 0 or shutil.which("mount") is None:
        pytest.skip("mounting a small file system needs root (CI runs as root)")
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m,mode=0755", "cardtable-test",
                           str(disk)], capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.strip()}")
    try:
        yield disk
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=True)


def fill(disk: Path) -> Path:
    """Take every free byte of ``disk`` with a file of its own."""
    filler = disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o644)
    try:
        for size in (65536, 4096, 1):
            with contextlib.suppress(OSError):
                while os.write(fd, b"\0" * size):
                    pass
    finally:
        os.close(fd)
    return filler


def test_a_full_disk_refuses_the_action_says_why_and_the_journal_resumes_to_the_table(
        small_disk, tmp_path):
    journal = small_disk / "game.jsonl"
    app = RemoteApp("--journal", str(journal), env=private_env(tmp_path / "home"), answer="no")
    try:
        shown = app.act(act="draw", count=1)["view"]
        filler = fill(small_disk)
        for _ in range(400):  # the journal's last block still has room for a few lines
            # (VP, not life: the game is over once a life is gone, and strict refuses then)
            result = app.act(act="counter", player="anna", name="VP", delta=1)
            if result["applied"] is None:
                break
            shown = result["view"]
        assert result["applied"] is None, "the disk never filled up"
        assert result["view"] == shown  # the table did not change
        assert app.shown() == shown
        message = app.dialogs[-1]
        assert message.startswith("This action was not made, because it could not be saved.")
        assert "The disk that holds the autosave journal is full." in message
        assert str(journal) in message and "Free some space and try again" in message
        on_disk = journal.read_bytes()
        assert Journal.read(journal)[1] == len(on_disk)  # no torn line left behind
        assert resumed_view(journal, shown) == shown
        filler.unlink()  # room again: the same action goes through
        again = app.act(act="counter", player="anna", name="VP", delta=1)
        assert again["applied"] is True
        shown = again["view"]
    finally:
        app.kill()
    assert resumed_view(journal, shown) == shown


def test_a_journal_on_a_read_only_disk_is_said_at_start_and_every_action_refused(
        small_disk, tmp_path):
    journal = small_disk / "game.jsonl"
    env = private_env(tmp_path / "home")
    first = RemoteApp("--journal", str(journal), env=env)
    shown = first.act(act="draw", count=2)["view"]
    assert first.quit() == 0
    before = journal.read_bytes()
    subprocess.run(["mount", "-o", "remount,ro", str(small_disk)], check=True)
    app = RemoteApp("--journal", str(journal), env=env, answer="no")
    try:
        assert len(app.dialogs) == 1
        assert app.dialogs[0].startswith("This game cannot be saved as it is played.")
        assert "The autosave journal is on a read-only disk." in app.dialogs[0]
        assert app.shown() == shown  # the game is there to look at
        result = app.act(act="draw", count=1)
        assert result["applied"] is None and result["view"] == shown
        assert "read-only disk" in app.dialogs[-1] and len(app.dialogs) == 2
        assert app.quit() == 0
    finally:
        app.kill()
    assert journal.read_bytes() == before


def test_sigterm_while_the_resume_question_is_open_leaves_nothing_behind(tmp_path):
    """A crash left an autosave; the next start asks whether to resume it (its new game
    already journaled meanwhile). SIGTERM then (a logout) quits as File → Quit would: the new
    game's unplayed autosave and every lock go, and the crashed game stays as it was, offered
    again at the next start."""
    env = app_env(XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    crashed = subprocess.Popen(launch_cmd(hook="play_some"), cwd=ROOT, env=env,
                               stdout=subprocess.PIPE, text=True)
    try:
        crashed.stdout.readline()
        assert crashed.stdout.readline().strip() == "READY"
    finally:
        os.kill(crashed.pid, signal.SIGKILL)
        crashed.wait(timeout=30)
    folder = next((tmp_path / "data").rglob("autosave.jsonl")).parent
    left = (folder / "autosave.jsonl").read_bytes()
    asking = subprocess.Popen(launch_cmd(hook="question_shown"), cwd=ROOT, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = asking.stdout.readline()
        assert line.startswith("ASKED ") and "interrupted" in line, line
        assert sorted(p.name for p in folder.iterdir()) == [
            "autosave-2.jsonl", "autosave-2.jsonl.lock", "autosave.jsonl", "autosave.jsonl.lock"]
        asking.send_signal(signal.SIGTERM)
        asking.wait(timeout=30)
    finally:
        if asking.poll() is None:
            asking.kill()
    assert asking.returncode == 0, asking.stderr.read()
    assert sorted(p.name for p in folder.iterdir()) == ["autosave.jsonl"]
    assert (folder / "autosave.jsonl").read_bytes() == left
    assert crash_offered(env)


def crash_offered(env: dict[str, str]) -> bool:
    """Whether a start offers to resume an interrupted game (the question answered No, the
    window closed at once)."""
    done = subprocess.run(launch_cmd(hook="dump_and_quit", answer="no"), cwd=ROOT, env=env,
                          timeout=60, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return any(line.startswith("DIALOG: ") and "interrupted" in line
               for line in done.stdout.splitlines())



def test_quitting_after_a_dialog_that_ran_its_own_loop_exits_cleanly(tmp_path):
    """File → New game…, cancelled, then File → Quit: the process exits with status 0 and no
    window is left for Python's exit to tear down (PySide's cleanup of a window whose dialog had
    run exec() aborted the process more often than not: "shared QObject was deleted directly",
    then a bus error or malloc's abort)."""
    done = subprocess.run(
        [sys.executable, str(LAUNCH), f"--hook={HOOKS}:new_game_cancelled_then_quit",
         "--windows-left", "--", "--journal", str(tmp_path / "journal.jsonl")],
        cwd=ROOT, timeout=60, env=app_env(HOME=str(tmp_path)), capture_output=True, text=True)
    assert "WINDOWS LEFT 0" in done.stdout.splitlines(), (done.stdout, done.stderr)
    assert done.returncode == 0, done.stderr
    assert "QObject" not in done.stderr
