"""Benchmark: an online seat's action round trip, seat → broker → host → broker → seat (issue 31:
p95 at most 25 ms on the loopback), through mosquitto and through nats-server's MQTT listener.

Each broker runs on a free port of 127.0.0.1 (tests/online/brokers.py: mosquitto with
``set_tcp_nodelay true``; nats-server with JetStream). The host is a process of its own without a
window (tests/online/host_process.py: the engine, its journal fsynced on every action, the seats'
desk and the online bridge, as the app has them) on the HKK demo game; both players' seats join,
anna's here (desktop.online.remote.RemoteSeat), bela's in a process of its own. Timed, from
sending the action to its result back at anna's seat (her new state came just before it):
- a draw the engine applies: journaled, then both seats' new states and the result, sealed;
- a phase the engine refuses: the verdict alone.
``--nagle`` also times the draw with TCP_NODELAY off at the broker and the clients: what every
hop costs when Nagle's algorithm holds small packets back.

    python bench/online_latency.py [--rounds N] [--nagle]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "online"))

from brokers import KINDS, start_broker  # noqa: E402
from peers import HostProcess, SeatProcess  # noqa: E402

from desktop.online import GameSecrets  # noqa: E402
from desktop.online.remote import RemoteSeat  # noqa: E402
from engine.demo import demo_game  # noqa: E402

GOAL_P95_MS = 25.0
WAIT_S = 20.0


class TimedSeat:
    """anna's seat, in this process: each action's result is waited for on a condition."""

    def __init__(self, link: str, nodelay: bool) -> None:
        from desktop.online import parse_invite

        self.arrived = threading.Condition()
        self.seat = RemoteSeat(parse_invite(link), on_update=self._update, tcp_nodelay=nodelay)
        self.seat.start()
        self._wait(lambda: self.seat.joined and self.seat.state is not None)

    def _update(self, _kind: str, _message: dict) -> None:
        with self.arrived:
            self.arrived.notify_all()

    def _wait(self, done) -> None:
        with self.arrived:
            if not self.arrived.wait_for(done, WAIT_S):
                raise RuntimeError("the host did not answer in time")

    def round_trip(self, message: dict) -> tuple[float, dict]:
        """Milliseconds from sending ``message`` until its result is back; the result."""
        start = time.perf_counter()
        ident = self.seat.act(message)
        if ident is None:
            raise RuntimeError("the seat is not joined")
        self._wait(lambda: self.seat.result(ident) is not None)
        elapsed = (time.perf_counter() - start) * 1000
        return elapsed, self.seat.result(ident) or {}

    def leave(self) -> None:
        self.seat.leave()


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def measure(kind: str, folder: Path, rounds: int, nodelay: bool = True) -> dict[str, list[float]]:
    """The round trips through one broker."""
    broker = start_broker(kind, folder / "broker", nodelay=nodelay)
    game = demo_game("hkk", seed=3)
    secrets = GameSecrets.new(game.players)
    settings = broker.settings(tcp_nodelay=nodelay)
    # The bench sends as fast as answers come: far above a player's flood limit (20 a second).
    host = HostProcess(folder / "host", secrets, settings, game, flood=1000.0)
    bela = SeatProcess(folder / "bela", secrets.invite("bela", settings).link(), "bela")
    anna = TimedSeat(secrets.invite("anna", settings).link(), nodelay)
    try:
        bela.wait_joined()
        _, result = anna.round_trip({"type": "phase", "to": "main"})
        assert result["applied"], result
        times: dict[str, list[float]] = {"draw": [], "refused": []}
        for _ in range(rounds):
            elapsed, result = anna.round_trip({"type": "draw"})
            assert result["applied"], result
            times["draw"].append(elapsed)
            elapsed, result = anna.round_trip({"type": "phase", "to": "prep"})
            assert not result["applied"], result
            times["refused"].append(elapsed)
        return times
    finally:
        anna.leave()
        bela.leave()
        host.stop()
        broker.stop()


def report(label: str, values: list[float]) -> str:
    p95 = percentile(values, 0.95)
    verdict = "within" if p95 <= GOAL_P95_MS else "OVER"
    return (f"  {label}: p50 {statistics.median(values):.1f} ms, p95 {p95:.1f} ms, worst "
            f"{max(values):.1f} ms ({verdict} the goal p95 <= {GOAL_P95_MS:.0f} ms)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=40, help="draws (and refusals) per broker "
                        "(the demo deck holds 45 cards to draw)")
    parser.add_argument("--nagle", action="store_true", help="also time draws with TCP_NODELAY off")
    args = parser.parse_args()
    rounds = max(1, min(args.rounds, 45))
    with tempfile.TemporaryDirectory(prefix="cardtable-online-bench-") as temporary:
        folder = Path(temporary)
        for kind in KINDS:
            times = measure(kind, folder / kind, rounds)
            print(f"{kind} ({rounds} rounds, host journaling on {folder}):")
            print(report("seat's draw, applied: result back at the seat", times["draw"]))
            print(report("seat's refused phase: result back at the seat", times["refused"]))
            if args.nagle:
                slow = measure(kind, folder / f"{kind}-nagle", min(rounds, 10), nodelay=False)
                print(report("the same draw with TCP_NODELAY off", slow["draw"]))


if __name__ == "__main__":
    main()
