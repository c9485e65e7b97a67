"""One JSON event a line on stdout: how the online tests' host and seat processes
(host_process.py, seat_process.py) tell their parent what happened (read by peers.py)."""

from __future__ import annotations

import json
import sys
import threading
from typing import Any

_out = threading.Lock()


def say(**event: Any) -> None:
    """One event line on stdout (whole, even from several threads)."""
    line = json.dumps(event, ensure_ascii=False, default=str)
    with _out:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()
