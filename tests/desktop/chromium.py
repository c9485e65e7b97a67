"""Headless Chromium for the page tests (the overlay's and the phones'), driven over its
DevTools pipe; skipped where ``chromium`` is not installed."""

from __future__ import annotations

import base64
import contextlib
import fcntl
import json
import os
import select
import shutil
import subprocess
import time
from pathlib import Path

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
# A click on the page's button that says exactly the given text (a JSON string).
CLICK_BUTTON = """(() => {
  const button = [...document.querySelectorAll("button")].find((b) => b.textContent === %s);
  button.click();
  return true;
})()"""


class DevTools:
    """Headless Chromium driven over its DevTools pipe (JSON messages ending in NUL, fd 3 and 4)."""

    WAIT_FOR_TEXT = """new Promise(resolve => {
        const stage = document.getElementById(%s);
        const check = () => stage.textContent.includes(%s) && (resolve(stage.textContent), true);
        if (!check()) new MutationObserver(check).observe(stage, {childList: true, subtree: true});
    })"""

    def __init__(self, profile: Path) -> None:
        to_read, self.out = os.pipe()
        self.into, from_write = os.pipe()
        # Chromium reads fd 3 and writes fd 4: bash puts the pipe ends there (moved above
        # fd 10 first, so the two redirections cannot overwrite each other).
        ends = [fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10) for fd in (to_read, from_write)]
        os.close(to_read)
        os.close(from_write)
        wiring = f'exec "$0" "$@" 3<&{ends[0]} 4>&{ends[1]} {ends[0]}<&- {ends[1]}>&-'
        self.process = subprocess.Popen(
            ["bash", "-c", wiring, CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu",
             "--no-first-run", "--disable-background-networking", "--disable-component-update",
             "--disable-sync", f"--user-data-dir={profile}", "--remote-debugging-pipe",
             "about:blank"],
            pass_fds=ends, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL)
        for end in ends:
            os.close(end)
        self.buffer = b""
        self.events: list[dict] = []
        self.count = 0
        self.session: str | None = None

    def wait(self, match, timeout: float = 30.0) -> dict:
        """The next message ``match`` accepts (select() on the pipe, no polling)."""
        deadline = time.monotonic() + timeout
        while True:
            while b"\0" in self.buffer:
                raw, self.buffer = self.buffer.split(b"\0", 1)
                message = json.loads(raw)
                if match(message):
                    return message
                if "method" in message:
                    self.events.append(message)  # what the page logged, for the tests
            ready, _w, _x = select.select([self.into], [], [], max(0.0, deadline - time.monotonic()))
            if not ready:
                raise TimeoutError("no answer from Chromium")
            chunk = os.read(self.into, 1 << 16)
            if not chunk:
                raise EOFError("Chromium went away")
            self.buffer += chunk

    def call(self, method: str, timeout: float = 30.0, **params) -> dict:
        """Send one command (to the page once attached) and return its result."""
        self.count += 1
        message = {"id": self.count, "method": method, "params": params}
        if self.session and not method.startswith(("Target.", "Browser.")):
            message["sessionId"] = self.session
        os.write(self.out, json.dumps(message).encode() + b"\0")
        reply = self.wait(lambda m: m.get("id") == self.count, timeout)
        assert "error" not in reply, reply
        return reply["result"]

    def open(self, url: str) -> None:
        """Load ``url`` in a new page and wait for its load event."""
        target = self.call("Target.createTarget", url="about:blank")["targetId"]
        self.session = self.call("Target.attachToTarget", targetId=target,
                                 flatten=True)["sessionId"]
        self.call("Page.enable")
        self.call("Page.navigate", url=url)
        self.wait(lambda m: m.get("method") == "Page.loadEventFired")

    def text_once_shown(self, text: str, timeout: float = 10.0, element: str = "stage") -> str:
        """The element's text as soon as it contains ``text`` (a MutationObserver in the page)."""
        result = self.call("Runtime.evaluate", timeout, expression=self.WAIT_FOR_TEXT % (
            json.dumps(element), json.dumps(text)), awaitPromise=True, returnByValue=True)
        return result["result"]["value"]

    def evaluate(self, expression: str, timeout: float = 30.0):
        """The value of a JavaScript expression in the page."""
        result = self.call("Runtime.evaluate", timeout, expression=expression, returnByValue=True)
        return result["result"].get("value")

    def viewport(self, width: int, height: int) -> None:
        """A phone's screen: ``width`` × ``height`` CSS pixels, touch, mobile."""
        self.call("Emulation.setDeviceMetricsOverride", width=width, height=height,
                  deviceScaleFactor=1, mobile=True)
        self.call("Emulation.setTouchEmulationEnabled", enabled=True)

    def screenshot(self, path: Path) -> Path:
        """The page as shown now, saved as a PNG."""
        data = self.call("Page.captureScreenshot", format="png")["data"]
        path.write_bytes(base64.b64decode(data))
        return path

    def close(self) -> None:
        with contextlib.suppress(OSError, EOFError, TimeoutError, AssertionError):
            self.call("Browser.close", timeout=10)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self.out)
        os.close(self.into)


def seat_page(browser: DevTools, link: str, width: int = 390, height: int = 844) -> None:
    """A phones' seat page on a phone's screen, with the page's console kept."""
    browser.open("about:blank")
    browser.call("Log.enable")
    browser.call("Runtime.enable")
    browser.viewport(width, height)
    browser.call("Page.navigate", url=link)
    browser.wait(lambda m: m.get("method") == "Page.loadEventFired")
