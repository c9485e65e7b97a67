"""Invite links (desktop/online/invite.py) and the game's secrets (game.py): no broker needed."""

from __future__ import annotations

import base64

import pytest

from desktop.online import (
    JUDGE,
    SPECTATORS,
    BrokerSettings,
    GameSecrets,
    Invite,
    InviteError,
    Role,
    parse_invite,
)
from desktop.online.invite import new_secret

SECRET = new_secret()
GAME = "f9VLBjWerGwMyTIor_VjlQ"
LINK = f"cardtable://join?broker=broker.example.org:8883&tls=1&ws=0&game={GAME}#{SECRET}"


def test_a_link_says_broker_game_and_secret_and_the_secret_is_in_the_fragment():
    invite = parse_invite(LINK)
    assert invite.broker == BrokerSettings("broker.example.org", 8883, tls=True)
    assert (invite.game_id, invite.role, invite.secret, invite.host_key) == (GAME, Role.PLAYER, SECRET, None)
    assert invite.link() == LINK
    assert SECRET not in repr(invite)
    assert invite.link().split("#")[1] == SECRET and SECRET not in invite.link().split("#")[0]


def test_a_secret_holds_256_random_bits():
    raw = base64.urlsafe_b64decode(SECRET + "=")
    assert len(raw) == 32 and len(SECRET) == 43
    assert len({new_secret() for _ in range(100)}) == 100


@pytest.mark.parametrize("broker", [
    BrokerSettings("127.0.0.1"),
    BrokerSettings("::1", 8083, websocket=True, path="/ws/mqtt"),
    BrokerSettings("mqtt.example.org", 443, tls=True, websocket=True, username="ann é", password="p&ss#1=2"),
])
def test_every_setting_survives_the_link(broker):
    invite = Invite(broker, GAME, Role.JUDGE, SECRET)
    assert parse_invite(invite.link()) == invite
    assert parse_invite(f"  {invite.link()}\n") == invite  # as pasted


def test_the_game_secrets_make_one_invite_per_seat_one_for_spectators_and_a_judges():
    secrets = GameSecrets.new(["anna", "bela"], judge=True)
    broker = BrokerSettings("127.0.0.1", 1883, ca_file="/etc/my-ca.pem")
    links = {channel: secrets.invite(channel, broker).link() for channel in secrets.channels()}
    assert list(links) == ["anna", "bela", JUDGE, SPECTATORS]
    assert len(set(links.values())) == 4 and all("my-ca" not in link for link in links.values())
    invites = {channel: parse_invite(link) for channel, link in links.items()}
    assert [invite.role for invite in invites.values()] == [Role.PLAYER, Role.PLAYER, Role.JUDGE,
                                                             Role.SPECTATOR]
    assert invites[SPECTATORS].host_key and "role=spectator" in links[SPECTATORS]
    assert secrets.host_secret not in "".join(links.values()) and secrets.host_secret not in repr(secrets)
    assert GameSecrets.from_json(secrets.to_json()) == secrets
    assert GameSecrets.new(["anna"]).judge is None and JUDGE not in GameSecrets.new(["anna"]).channels()


def test_renewing_changes_that_secret_only():
    secrets = GameSecrets.new(["anna", "bela"])
    renewed = secrets.renewed("anna")
    assert renewed.seats["anna"] != secrets.seats["anna"]
    assert renewed.seats["bela"] == secrets.seats["bela"] and renewed.spectators == secrets.spectators
    spectators = secrets.renewed(SPECTATORS)
    broker = BrokerSettings("127.0.0.1")
    assert spectators.invite(SPECTATORS, broker).host_key != secrets.invite(SPECTATORS, broker).host_key
    with pytest.raises(KeyError):
        secrets.renewed("nobody")


@pytest.mark.parametrize("seat", ["", "@judge", "x" * 65])
def test_a_seat_name_that_could_be_mistaken_is_refused(seat):
    with pytest.raises(ValueError):
        GameSecrets.new([seat])


@pytest.mark.parametrize(("link", "says"), [
    ("https://example.org/join#abc", "This is not a Cardtable invite"),
    (f"cardtable://play?broker=a:1&game={GAME}#{SECRET}", "This is not a Cardtable invite"),
    (f"cardtable://join?game={GAME}#{SECRET}", "names no broker"),
    (f"cardtable://join?broker=a:1#{SECRET}", "names no game"),
    (f"cardtable://join?broker=a:1&game={GAME}", "no secret code after"),
    (f"cardtable://join?broker=a:1&game={GAME}#{SECRET[:-5]}", "secret code is damaged or cut short"),
    (f"cardtable://join?broker=a:1&game={GAME}#{SECRET[:-1]}!", "secret code is damaged or cut short"),
    (f"cardtable://join?broker=a&game={GAME}#{SECRET}", "is not HOST:PORT"),
    (f"cardtable://join?broker=a:99999&game={GAME}#{SECRET}", "The broker's port \"99999\""),
    (f"cardtable://join?broker=a:x&game={GAME}#{SECRET}", "The broker's port \"x\""),
    (f"cardtable://join?broker=a b:1&game={GAME}#{SECRET}", "is not a broker's address"),
    (f"cardtable://join?broker=a:1&tls=yes&game={GAME}#{SECRET}", "\"tls\" must be 0 or 1"),
    (f"cardtable://join?broker=a:1&game=short#{SECRET}", "is not a Cardtable game id"),
    (f"cardtable://join?broker=a:1&game={GAME}&role=king#{SECRET}", "role \"king\" is unknown"),
    (f"cardtable://join?broker=a:1&game={GAME}&role=spectator#{SECRET}", "lacks the host's key"),
    (f"cardtable://join?broker=a:1&game={GAME}&game={GAME}#{SECRET}", "gives \"game\" more than once"),
])
def test_a_bad_link_says_what_is_wrong(link, says):
    with pytest.raises(InviteError) as caught:
        parse_invite(link)
    assert says in str(caught.value)
    assert SECRET not in str(caught.value)


def test_an_error_is_given_in_the_players_language():
    with pytest.raises(InviteError) as caught:
        parse_invite(f"cardtable://join?broker=a:99999&game={GAME}#{SECRET}")
    catalog = {"The broker's port \"{value}\" is not a number from 1 to 65535.":
               "A bróker portja („{value}”) nem 1 és 65535 közötti szám."}
    translated = caught.value.message(lambda context, text: catalog[text] if context == "Online" else "")
    assert translated == "A bróker portja („99999”) nem 1 és 65535 közötti szám."
    broken = caught.value.message(lambda context, text: "{nope}")  # a broken translation: English
    assert broken == str(caught.value)


def test_unknown_parameters_are_ignored_so_a_newer_apps_link_opens():
    invite = parse_invite(LINK.replace("&ws=0", "&ws=0&colour=blue"))
    assert invite == parse_invite(LINK)


def test_broker_settings_are_checked_where_they_are_made():
    with pytest.raises(InviteError):
        BrokerSettings("http://broker")
    with pytest.raises(InviteError):
        BrokerSettings("broker", 0)
    with pytest.raises(InviteError):
        BrokerSettings("broker", websocket=True, path="mqtt")
    assert "secret" not in repr(BrokerSettings("broker", username="u", password="secret"))
