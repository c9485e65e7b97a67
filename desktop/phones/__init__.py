"""Hands on phones (issue 15): each player's hand on their own phone, the table on the big screen.

Imported only when the player turns View → Hands on phones… on (with aiohttp, pydantic and segno).
``seats`` (secrets and the rate limit), ``protocol`` (what a phone may send, checked by pydantic),
``network`` (the interfaces to listen on) and ``server`` (the aiohttp listener) have no Qt; the
Qt side is ``table`` (the seats' states, a phone's actions through the controller) and ``dialog``
(View → Hands on phones…). The protocol and the security model: docs/phones.md.
"""
