"""Game → Invite players online…: the host's window hosts a remote seat through a real mosquitto on
127.0.0.1 (docs/online.md). The remote seat is desktop.online.remote.RemoteSeat, in this process."""

from __future__ import annotations

import pytest
from brokers import Broker
from online_games import hkk_header

from desktop.online import Presence, parse_invite
from desktop.online.remote import RemoteSeat
from desktop.qt import QApplication
from engine import Game

WAIT_MS = 15000


@pytest.fixture
def remote_seats():
    seats: list[RemoteSeat] = []

    def join(link: str) -> RemoteSeat:
        seat = RemoteSeat(parse_invite(link))
        seat.start()
        seats.append(seat)
        return seat

    yield join
    for seat in seats:
        seat.leave()


def test_a_remote_seat_plays_at_the_hosts_table_through_the_broker(qtbot, open_window,
                                                                    mosquitto: Broker, remote_seats):
    window = open_window(Game.from_header(hkk_header()))
    dialog = window.cmd_invite_online()
    assert not window.actions_by_id["invite_online"].text().startswith("&")
    dialog.host.setText("127.0.0.1")
    dialog.port.setValue(mosquitto.port)
    assert dialog.remote_players() == ["bela"]  # the host plays the first seat by default
    dialog.toggle.click()
    online = window.online
    assert online is not None and online.running and list(dialog.boxes) == ["bela", "@spectators"]
    assert window.settings.online_broker["host"] == "127.0.0.1"
    link = dialog.boxes["bela"].link.text()
    assert link.startswith("cardtable://join?broker=127.0.0.1:") and "#" in link
    dialog.copy("bela")
    assert QApplication.clipboard().text() == link

    bela = remote_seats(link)
    qtbot.waitUntil(lambda: online.presence.get("bela") == "joined", timeout=WAIT_MS)
    assert dialog.boxes["bela"].status.text() == "Joined"
    # bela's hand is on his seat: never face up at the host's table, and no hand-off for him.
    assert "bela" in window.controller.off_table
    assert all(card.get("hidden") for card in window.controller.view["zones"]["bela.hand"]["cards"])
    qtbot.waitUntil(lambda: bela.state is not None, timeout=WAIT_MS)
    assert all(not card.get("hidden") for card in bela.state["view"]["zones"]["bela.hand"]["cards"])

    # anna plays at the table; bela's seat follows; bela's own moves come back through the broker.
    window.controller.perform({"act": "end_turn", "by": "anna"})
    qtbot.waitUntil(lambda: bela.state["view"]["turn"]["active"] == "bela", timeout=WAIT_MS)
    ident = bela.act({"type": "phase", "to": "main"})
    qtbot.waitUntil(lambda: bela.result(ident) is not None, timeout=WAIT_MS)
    assert bela.result(ident)["applied"] and window.game.phase == "main"
    assert window.controller.view["turn"]["phase"] == "main"  # the table redrew

    # A new code: the old link is worthless, its seat told so.
    dialog.renew("bela")
    qtbot.waitUntil(lambda: bela.host is Presence.REVOKED, timeout=WAIT_MS)
    assert dialog.boxes["bela"].link.text() != link
    again = remote_seats(dialog.boxes["bela"].link.text())
    qtbot.waitUntil(lambda: online.presence.get("bela") == "joined", timeout=WAIT_MS)

    # Stop: the seat hears that the host left; bela's hand stays hidden, away, until brought back.
    dialog.toggle.click()
    assert window.online is None and dialog.toggle.text() == "&Start"
    qtbot.waitUntil(lambda: again.host is Presence.LEFT, timeout=WAIT_MS)
    assert "bela" in window.controller.away


def test_a_broker_that_is_not_an_address_is_said_in_words(qtbot, open_window):
    window = open_window(Game.from_header(hkk_header()))
    dialog = window.cmd_invite_online()
    dialog.host.setText("not a host name")
    dialog.toggle.click()
    assert window.online is None
    assert "is not a broker's address" in dialog.state.text()


def test_the_same_game_is_hosted_again_on_the_same_links(qtbot, open_window, mosquitto: Broker):
    """A game put on the table again (resumed after a crash) keeps its links: they are kept in the
    settings under the game's fingerprint."""
    window = open_window(Game.from_header(hkk_header()))
    dialog = window.cmd_invite_online()
    dialog.host.setText("127.0.0.1")
    dialog.port.setValue(mosquitto.port)
    dialog.toggle.click()
    link = dialog.boxes["bela"].link.text()
    dialog.toggle.click()
    dialog.toggle.click()
    assert dialog.boxes["bela"].link.text() == link
    dialog.toggle.click()


def test_phones_and_online_seats_hold_hands_apart(qtbot, open_window):
    """A phone's hand and an online seat's are held off the table by sources of their own: the
    phones' server stopping does not bring an online player's hand back, nor the other way."""
    window = open_window(Game.from_header(hkk_header()))
    controller = window.controller
    controller.set_phones({"anna"})
    controller.set_phones({"bela"}, "online")
    assert controller.phones == {"anna", "bela"} and not controller.away
    controller.set_phones(set())  # the phones' server stops: anna's hand stays on her phone
    assert controller.phones == {"bela"} and controller.away == {"anna"}
    assert all(card.get("hidden") for zone in ("anna.hand", "bela.hand")
               for card in controller.view["zones"][zone]["cards"])


def test_a_small_dialog_scrolls_the_seats_rather_than_lay_a_code_over_its_link(qtbot):
    """Seen playing: one remote seat and the spectators' link in a dialog as high as a laptop's
    screen allows: the spectators' QR code was drawn over its link."""
    from desktop.phones.dialog import SeatBox, seat_controls
    from desktop.qt import QDialog, QVBoxLayout

    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    _button, _state, holder, grid = seat_controls(dialog, layout, lambda: None)
    boxes = [SeatBox(name, holder) for name in ("bela", "Spectators", "Judge")]
    for row, box in enumerate(boxes):
        grid.addWidget(box, row, 0)
        box.show_link("cardtable://join?broker=127.0.0.1:1883&game=" + "x" * 40 * (row + 1)
                      + "#" + "s" * 43)
    dialog.resize(420, 360)
    dialog.show()
    qtbot.waitExposed(dialog)
    for box in boxes:
        assert not box.code.geometry().intersects(box.link.geometry()), box.title()
        assert box.code.height() >= box.code.minimumSizeHint().height()
        assert box.link.width() <= dialog.width()  # a link is one long word: it wraps anywhere
        assert box.link.text().endswith("s" * 43)
