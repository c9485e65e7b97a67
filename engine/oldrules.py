"""The rules every game had under older record formats, frozen: what a line of an older record
is carried out by, so that the record stays the game that was played.

Each class is today's :class:`~engine.ruleset.Ruleset` with what was different then; the
registry puts it in front of a game's own rules (or of the game's own frozen class, from its
``older.py``) to make the game's rules of that format. Formats: 3 (today), 2 and 1 (before the
rules settled after the third audit; format 1 also before plays went onto one's own side), and
records written before record formats.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from engine.formats import BEFORE_FORMATS
from engine.ruleset import Ruleset
from engine.state import zone_name

if TYPE_CHECKING:
    from engine.rules import Rules, Tx
    from engine.state import Card


class RulesOfFormat2(Ruleset):
    """Before the rules settled after the third audit (spec: "The end of the game, and a few
    more"): an outcome is read off the state whenever asked and never ends the game, a header
    may already be over, a ``source`` is not checked, undo and redo may go against the rules
    (flagged), ``enforcement`` waits for a procedure's step, a reveal ability cites no rule, and a
    header's turn numbers count in seat order."""

    format: ClassVar[int] = 2
    ends_the_game: ClassVar[bool] = False
    enforcement_while_blocked: ClassVar[bool] = False
    redo_against_rules: ClassVar[bool] = True
    turns_from_first_player: ClassVar[bool] = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.checks_source = False
        self.reveal_ability_rule = None


class RulesOfFormat1(RulesOfFormat2):
    """Format 1: a card was played onto any side named (no ``play_side`` rule)."""

    format: ClassVar[int] = 1

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.play_side = None


class RulesBeforeFormats(RulesOfFormat1):
    """Records written before record formats: a line the rules refuse is carried out (and
    flagged) even in strict mode; only a played card entered play tapped (not one moved or
    created there); a change of phase went straight to the phase named, with only its steps; a
    deck was searched (and shuffled after) only with a source, judged by the zone named; and a
    prepared card sent to the removed zone stayed removed. Its header took the keys every game
    took then (``tournament``, ``prepared``) and a larger seed."""

    format: ClassVar[int] = BEFORE_FORMATS
    refusals_halt: ClassVar[bool] = False
    replaces_removal: ClassVar[bool] = False
    # Every game's header took these keys then, and a seed of up to 64 bits.
    header_kinds_of_its_day: ClassVar[dict[str, type]] = {"tournament": bool, "prepared": dict}
    seed_limit: ClassVar[int | None] = 2**64

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.enters_tapped = None  # see after_play

    def after_play(self, game: Rules, tx: Tx, card: Card) -> None:
        """A played card of a type that enters its zone passive is tapped (the data's rule), then
        the game's own rules."""
        if game.in_play(card):
            game.tap_on_entry(tx, card, zone_name(card.zone), self.data.enters_tapped)
        super().after_play(game, tx, card)

    def deck_searched(self, game: Rules, card: Card, key: str, final: str,
                      source: Card | None) -> bool:
        if self.deck_search is None or not game.is_deck(card.zone):
            return False
        return source is not None and card.zone != key and game.inside(card)

    def phases_entered(self, order: tuple[str, ...], here: int, there: int) -> tuple[str, ...]:
        return (order[there],)


# The shared frozen rules of each older format, newest first.
OLDER: dict[int, type[Ruleset]] = {rules.format: rules for rules in
                                   (RulesOfFormat2, RulesOfFormat1, RulesBeforeFormats)}
