"""Proofs benchmark: the whole-set proof of 1,000 cards with 750×1050 JPEG images, with and without
backs, as ``python -m desktop proofs SET --out FILE.pdf [--backs]`` runs it.

Prints, for each run, the peak resident memory of the proofs process (target ≤ 400 MB: images are
decoded a page at a time and let go) and the time per card; then the same for ``--format png``.
The set is made first, as bench/cardset_load.py makes it (not timed).

Run: ``python bench/proofs_memory.py [--cards N] [--keep DIR]``.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

TARGET_MB = 400


def run(args: list[str]) -> tuple[float, float]:
    """Run ``python -m desktop proofs ARGS`` in a child; its seconds and peak RSS in MB."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    with tempfile.TemporaryFile("w+") as errors:  # a file, not a pipe: it never fills up
        started = time.perf_counter()
        child = subprocess.Popen([sys.executable, "-m", "desktop", "proofs", *args], env=env,
                                 stdout=subprocess.DEVNULL, stderr=errors, text=True)
        _pid, status, usage = os.wait4(child.pid, 0)
        took = time.perf_counter() - started
        child.returncode = os.waitstatus_to_exitcode(status)
        if child.returncode != 0:
            errors.seek(0)
            raise SystemExit(f"proofs failed ({child.returncode}): {errors.read()[-2000:]}")
    peak_kb = usage.ru_maxrss  # kilobytes on Linux
    return took, peak_kb / 1024


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=1000)
    parser.add_argument("--keep", type=Path, help="make the set here and keep it")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from desktop.qt import QApplication

    _app = QApplication.instance() or QApplication([])
    from cardset_load import make_set

    work = args.keep or Path(tempfile.mkdtemp(prefix="cardtable-proofs-"))
    folder = work / "set"
    try:
        if not (folder / "cards.csv").exists():
            made = make_set(folder, args.cards)
            print(f"made {args.cards} cards with {args.cards} JPEG images of 750×1050 px in {made:.1f} s")
            back = folder / "back.jpg"
            shutil.copy(folder / "images" / "c0000.jpg", back)
        worst = 0.0
        for label, extra, out in (
                ("PDF, fronts only", [], work / "fronts.pdf"),
                ("PDF, with backs", ["--backs"], work / "backs.pdf"),
                ("PNG per card, with backs", ["--format", "png", "--backs"], work / "shop")):
            took, peak = run([str(folder), "--out", str(out), *extra])
            worst = max(worst, peak)
            print(f"{label}: {args.cards} cards in {took:.1f} s, {took / args.cards * 1000:.0f} ms "
                  f"a card; peak memory {peak:.0f} MB (target ≤ {TARGET_MB} MB)")
        print(f"highest peak memory: {worst:.0f} MB; "
              f"{'within' if worst <= TARGET_MB else 'OVER'} the {TARGET_MB} MB target")
        self_peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"(this script itself: {self_peak:.0f} MB, making the images)")
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
