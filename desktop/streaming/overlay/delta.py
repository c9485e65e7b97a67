"""What changed between two spectator views, and putting a view back together from the changes.

The overlay sends each page the whole view once, then only deltas (``overlay.js`` applies them
the same way as :func:`apply_delta`)::

    {"seq": 8, "view": {...}}                          the whole view (first, or after a gap)
    {"seq": 9, "changed": {"turn": {...}, ...},        top-level entries that changed
              "removed": ["question"],                 top-level entries that went away
              "zones": {"anna.hand": {...}, "x": null}, zones that changed (null: gone)
              "log": {"keep": 41, "add": [...]}}       keep that many log lines, then add these

Every part is optional; ``seq`` counts the views published. A delta applies only to the view
of ``seq - 1``. No Qt and no server here: the server, its client and the tests share it.
"""

from __future__ import annotations

from typing import Any

SEPARATE = ("zones", "log")  # sent by the piece, not whole


def same_prefix(old: list, new: list) -> int:
    """How many leading entries ``old`` and ``new`` share."""
    count = min(len(old), len(new))
    if new[:count] == old[:count]:  # the usual case: lines were only added (compared in C)
        return count
    for index in range(count):
        if old[index] != new[index]:
            return index
    return count


def view_delta(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """What turns ``old`` into ``new`` (without ``seq``); empty when nothing changed."""
    delta: dict[str, Any] = {}
    changed = {key: value for key, value in new.items()
               if key not in SEPARATE and (key not in old or old[key] != value)}
    if changed:
        delta["changed"] = changed
    removed = [key for key in old if key not in new]
    if removed:
        delta["removed"] = removed
    old_zones, new_zones = old.get("zones") or {}, new.get("zones") or {}
    zones: dict[str, Any] = {key: zone for key, zone in new_zones.items()
                             if old_zones.get(key) != zone}
    zones.update((key, None) for key in old_zones if key not in new_zones)
    if zones:
        delta["zones"] = zones
    old_log, new_log = old.get("log") or [], new.get("log") or []
    keep = same_prefix(old_log, new_log)
    if keep != len(old_log) or keep != len(new_log):
        delta["log"] = {"keep": keep, "add": new_log[keep:]}
    return delta


def apply_delta(view: dict[str, Any], delta: dict[str, Any]) -> dict[str, Any]:
    """The view ``delta`` makes of ``view`` (``view`` itself is not changed)."""
    result = {**view, **delta.get("changed", {})}
    for key in delta.get("removed", ()):
        result.pop(key, None)
    if "zones" in delta:
        zones = dict(view.get("zones") or {})
        for key, zone in delta["zones"].items():
            if zone is None:
                zones.pop(key, None)
            else:
                zones[key] = zone
        result["zones"] = zones
    if "log" in delta:
        log = delta["log"]
        result["log"] = list(view.get("log") or [])[:log["keep"]] + list(log["add"])
    return result
