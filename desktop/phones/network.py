"""Which network interfaces the phones' server may listen on (no Qt).

The player chooses one interface (its IPv4 address): the server binds that address only, never
``0.0.0.0``, so it is reachable from that network alone (Wi-Fi, say, and not a VPN or a cable
network beside it). The loopback is listed too, for trying it out on this computer.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass

DEFAULT_PORT = 8766


@dataclass(frozen=True)
class Interface:
    """A network interface's name and one of its IPv4 addresses."""

    name: str
    address: str

    @property
    def loopback(self) -> bool:
        """Whether only this computer can reach it."""
        return ipaddress.ip_address(self.address).is_loopback

    def url(self, port: int) -> str:
        """The address of the page on this interface (without a seat's secret)."""
        return f"http://{self.address}:{port}/"


def interfaces() -> list[Interface]:
    """The machine's IPv4 interfaces, the local network's first and the loopback last (``ifaddr``
    reads them the same way on Linux, Windows and macOS)."""
    import ifaddr

    found: list[Interface] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str) and Interface(adapter.nice_name, ip.ip) not in found:
                found.append(Interface(adapter.nice_name, ip.ip))
    found.sort(key=lambda i: (i.loopback, not ipaddress.ip_address(i.address).is_private,
                              i.name))
    return found


class NotOneInterface(ValueError):
    """An address the phones' server refuses to listen on: not one interface's own IPv4
    address (a wildcard such as ``0.0.0.0`` or ``::`` would listen on every network, a name or
    a multicast address on none of its own). ``address`` is what was asked for."""

    def __init__(self, address: str) -> None:
        self.address = address
        self.shown = address if len(address) <= 60 else address[:60] + "…"  # cut for a message
        super().__init__(f"{self.shown!r} is not one network interface's own IPv4 address: the "
                         "phones' server listens on one chosen network only (such as "
                         "192.168.1.20), never on every network (0.0.0.0)")


def listen_address(choice: Interface | str) -> str:
    """The one address the server binds for the player's choice: the interface's own address;
    :class:`NotOneInterface` for anything else."""
    address = choice.address if isinstance(choice, Interface) else str(choice)
    try:
        parsed = ipaddress.ip_address(address)
    except ValueError:
        raise NotOneInterface(address) from None
    if parsed.is_unspecified or parsed.version != 4 or parsed.is_multicast:
        raise NotOneInterface(address)
    return address
