"""Every gesture and game command of the menus, the keys and the table's band (like Anki's
``aqt/operations``): the one translator of what the player does into actions (drops included),
handed to the controller, which applies them through the session and alone shows what came of
them. Commands that ask questions start a guided flow
(``desktop.procedures``); none keeps a copy of a rule: what a game has and allows is the engine's
to say (``table_info``, ``pending``, ``legal_phases``, ``check``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from desktop.qt import QObject, QPointF
from desktop.shortcuts import game_text
from desktop.table.items import CardItem
from desktop.texts import act_title, marker_title, zone_title

if TYPE_CHECKING:  # desktop.dialogs loads when a command first asks something, not at start
    from desktop.dialogs import PileDialog
    from desktop.qt import QMenu
    from desktop.table.scene import TableScene


class Operations(QObject):
    """The game commands of one main window (``window``: its controller, scene, procedures)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        # The cards a command took from the keyboard's cursor, as it names them: the status
        # bar says which card the command acted on ("Farkas: The card was tapped…").
        self.naming = ""

    # What the commands work on.
    @property
    def controller(self) -> Any:
        """The window's controller (a new one comes with each game)."""
        return self.window.controller

    @property
    def game(self) -> Any:
        """The game on the table."""
        return self.window.game

    @property
    def seat(self) -> str:
        """The player at the bottom seat, for whom commands act."""
        return str(self.controller.seat)

    def say(self, text: str) -> None:
        """A short hint in the status bar (a command that had nothing to work on)."""
        self.window.statusBar().showMessage(text, 6000)

    def targets(self) -> list[CardItem]:
        """The cards a command acts on (the keyboard cursor's card while the keyboard is in
        use, else the card under the mouse or the selection: ``TableScene.targets``); a hint
        when there is none. Cards taken from the cursor are named in the status bar after."""
        scene: TableScene = self.window.scene
        targets = scene.targets()
        if not targets:
            self.say(self.tr("Point at a card, select cards, or choose one with the arrow keys "
                             "first."))
        elif scene.targets_by_cursor:
            self.naming = self.cards_named(targets)
        return targets

    @contextmanager
    def telling(self, naming: str) -> Iterator[None]:
        """Actions made meanwhile are said in the status bar with these cards' names (a
        command that asked something first acts after its question, with the cards it named)."""
        before, self.naming = self.naming, naming
        try:
            yield
        finally:
            self.naming = before

    def run_command(self, command: Callable[[], Any]) -> None:
        """Run a command of the menus or keys: the cards it takes from the cursor are named
        in the status bar for its actions only."""
        self.naming = ""
        try:
            command()
        finally:
            self.naming = ""

    def each_target(self, act: str, **keys: Any) -> None:
        """The same act on every target card."""
        self.act_on(self.labels(self.targets()), act, **keys)

    def labels(self, items: list[CardItem]) -> list[str]:
        """The cards' labels, taken now (a question asked first must not let the pointer
        choose another card meanwhile)."""
        return [self.label_of(item) for item in items]

    def act_on(self, labels: list[str], act: str, naming: str | None = None,
               **keys: Any) -> None:
        """The same act on each of these cards (``naming``: as the command named them)."""
        with self.telling(self.naming if naming is None else naming):
            for label in labels:
                self.controller.act(act, card=label, **keys)

    def cards_named(self, items: list[CardItem]) -> str:
        """The target cards as a question names them: ``Farkas``, ``Farkas, Medve``, ``4
        cards``; a card the player sees only from the back is ``a face-down card``."""
        names = [str(item.card["name"]) if item.shows_face and item.card.get("name")
                 else self.tr("a face-down card") for item in items]
        if len(names) > 3:
            return self.tr("%n card(s)", "", len(names))
        return ", ".join(names)

    # Dragging cards between zones: the drops are translated here too.
    def label_of(self, item: CardItem) -> str:
        """The label of a dragged card; a hidden top card is resolved by its place."""
        return item.label or self.game.label_at(item.zone, item.index)

    def played_onto(self, zone: str) -> bool:
        """Whether cards are played onto ``zone`` (the game's table info names those zones)."""
        return zone.rpartition(".")[2] in self.controller.info.get("played_onto", ())

    def drop_actions(self, items: Sequence[CardItem], zone: str,
                     free: bool = False) -> list[dict]:
        """What dropping these cards on ``zone`` asks the engine (spec/desktop.md, Gestures):
        from the own hand onto a zone cards are played onto, ``play`` each (its cost paid, its
        timing checked), unless ``free`` (Shift held): then, as everywhere else, a plain move.
        A card is played onto its player's own side: dropped on the same zone of another
        player's side, it is played onto the player's own."""
        labels = [self.label_of(item) for item in items]
        hand = f"{self.seat}.hand"
        info = self.controller.info
        if (not free and "play" in info.get("acts", ()) and self.played_onto(zone)
                and all(item.zone == hand for item in items)):
            own_side = f"{self.seat}.{zone.rpartition('.')[2]}"
            return [{"act": "play", "by": self.seat, "card": label, "to": own_side}
                    for label in labels]
        if len(labels) == 1:
            return [{"act": "move", "by": self.seat, "card": labels[0], "to": zone}]
        return [{"act": "move_many", "by": self.seat, "cards": labels, "to": zone}]

    def drop_targets(self, items: Sequence[CardItem], free: bool = False) -> set[str]:
        """The zones that would take these cards now: the engine's ``check`` (which changes
        nothing) of the action each drop would make."""
        from engine.errors import RecordError

        accepting: set[str] = set()
        for zone in self.controller.view.get("zones", {}):
            if all(item.zone == zone for item in items):
                continue
            try:
                if all(self.game.check(a).ok for a in self.drop_actions(items, zone, free)):
                    accepting.add(zone)
            except RecordError:  # a hidden card the viewer may not name: no target
                continue
        return accepting

    def drop(self, items: Sequence[CardItem], zone: str, free: bool = False) -> Any:
        """Cards dropped on a zone: ``play`` or ``move`` / ``move_many``, then show the verdict.
        A card the engine refuses goes back where it came from, with the rule's flag."""
        actions = self.drop_actions(items, zone, free)
        scene = self.window.scene
        near = scene.home_of(items[0]) + QPointF(items[0].width, 0)
        put_free = free and self.played_onto(zone) and all(
            item.zone == f"{self.seat}.hand" for item in items)
        if actions[0]["act"] == "move_many" and self.game.asks_order(zone):
            # The engine says where cards arriving together lie in an order their owner chooses
            # (never a deck without a position: they are shuffled in).
            target = self.controller.view.get("zones", {}).get(zone, {})
            order = self.window.choose_order(target.get("player") or self.seat,
                                             [item.card for item in items])
            if order is None:
                scene.return_home(items)
                return None
            actions[0]["order"] = order
        verdict = None
        placed: list[tuple[Any, dict]] = []
        for action in actions:
            verdict = self.controller.apply(action)
            if verdict is not None and not verdict.applied:
                scene.flag(self.controller.said(action, verdict), "refused", near)
            elif verdict is not None:
                placed.append((verdict, action))
        if placed:  # the scene was redrawn: every card, refused ones too, lies in its place
            scene.finish_drag()
        else:
            scene.return_home(items)
        for done, action in placed:
            label = action.get("card") or action["cards"][0]
            self.controller.show_verdict(done, label, zone, action)
            if put_free:
                self.controller.note_free(label, zone)
        return verdict


    def run(self, command_id: str) -> None:
        """Run a command by its id (``desktop.shortcuts.COMMANDS``)."""
        getattr(self, command_id)()

    # Undo.
    def undo(self) -> None:
        """Edit → Undo. Taking back another player's action (an end of turn, an answer to a
        question, a reaction) asks first, the question's default No; where the table then goes back to
        that player, the question says so (their side shows behind the hand-off screen)."""
        controller = self.controller
        action = controller.others_action()
        if action is None:
            self._undo()
            return
        if (controller.handoff_enabled and not controller.fixed_seat
                and controller.undo_crosses_handoff()):
            text = self.tr("This takes back the other player's action: the table goes back to "
                           "them, behind the hand-off screen. Go on?")
        else:
            text = self.tr("This takes back {player}'s action: {action}. Go on?").format(
                player=action.get("by"), action=act_title(str(action.get("act"))))
        self.window.confirm(text, self._undo)

    def _undo(self) -> None:
        self.controller.undo()
        self.window.procedures.ask_soon()  # a question the undo opened again

    def redo(self) -> None:
        """Edit → Redo."""
        self.controller.redo()
        self.window.procedures.ask_soon()

    # Cards and decks.
    def _deck(self) -> str:
        return f"{self.seat}.deck"

    def draw(self) -> None:
        """Draw a card."""
        self.controller.act("draw", count=1)

    def draw_n(self) -> None:
        """Draw N cards (asked first)."""
        from desktop.dialogs import ask_count

        ask_count(self.window, self.tr("Draw cards"), self.tr("How many cards to draw?"), 2,
                  lambda count: self.controller.act("draw", count=count))

    def shuffle(self) -> None:
        """Shuffle the own deck."""
        self.controller.act("shuffle", zone=self._deck())

    def look(self) -> None:
        """Look at the top N cards of the own deck (a card's ability must allow it)."""
        self.window.procedures.look(count_first=True)

    def search(self) -> None:
        """Search the own deck (a card's ability must allow it); the deck is shuffled after."""
        self.window.procedures.look(count_first=False)

    def play(self) -> None:
        """Play the card(s): their cost is paid, their timing checked."""
        self.each_target("play")

    def put_free(self) -> None:
        """Put a hand card into play without paying (a move: what a card's text made the player
        do); asks where when the game has several such zones."""
        targets = [i for i in self.targets() if i.zone == f"{self.seat}.hand" and i.label]
        if not targets:
            return
        zones = [f"{self.seat}.{name}" for name in self.controller.info.get("played_onto", ())]
        if len(zones) == 1:
            self._put_free(targets, zones[0])
            return
        names = {zone_title(zone): zone for zone in zones}
        from desktop.dialogs import ask_name

        cards = self.cards_named(targets)
        naming = self.naming
        ask_name(self.window, self.tr("Put into play without paying: {cards}").format(
            cards=cards), self.tr("Where does {cards} go?").format(cards=cards), names,
                 lambda zone: self._put_free(targets, zone, naming) if zone in zones else None,
                 others=False)

    def _put_free(self, items: list[CardItem], zone: str, naming: str | None = None) -> None:
        with self.telling(self.naming if naming is None else naming):
            for item in items:
                verdict = self.controller.act("move", card=item.label, to=zone)
                if verdict is not None and verdict.applied and item.label:
                    self.controller.note_free(item.label, zone)

    def reveal(self) -> None:
        """Reveal a hand card (activating its reveal ability)."""
        self.each_target("reveal", ability=True)

    def game_command(self, command_id: str) -> None:
        """A command of the game's own (its data: ``Game.commands``). An open question its act
        answers comes first (the seat's is asked; another player's reaction: they take the
        seat). Else a command that takes cards of one's hand acts on the pointed-at or selected
        ones (the engine judges them: a card without the ability is refused with why), or asks
        which (``Game.ask``); with nothing to pick, the status bar says so."""
        command = next(c for c in self.game.commands(self.seat) if c.id == command_id)
        procedures = self.window.procedures
        if procedures.answer_command(command):
            return
        if command.source is not None:
            zone = self.game.role_zone(self.seat, command.source)
            scene = self.window.scene
            items = scene.selected_cards() if command.several else []
            labels = [i.label for i in items or scene.targets() if i.zone == zone and i.label]
            if labels:
                chosen: Any = labels if command.several else labels[0]
                self.controller.perform(command.action(self.seat, chosen), labels[0])
                procedures.ask_soon()
                return
        question = self.game.ask(command.id, self.seat)
        if question is None:
            self.say(game_text(command.none) if command.none else "")
            return
        procedures.ask_question(question)

    def answer_for(self) -> None:
        """A window with a fixed seat: the player an open question waits for takes the seat."""
        self.window.procedures.answer_for()

    def _hand_target(self) -> str | None:
        """The pointed-at or selected card of the own hand, if there is one."""
        hand = f"{self.seat}.hand"
        return next((i.label for i in self.window.scene.targets() if i.zone == hand and i.label),
                    None)

    def tap(self) -> None:
        """Tap or untap."""
        for item in self.targets():
            self.controller.act("tap", card=self.label_of(item),
                                tapped=not item.card.get("tapped"))

    def flip(self) -> None:
        """Turn over."""
        for item in self.targets():
            self.controller.act("flip", card=self.label_of(item),
                                face_down=not item.card.get("face_down"))

    def destroy(self) -> None:
        """Destroy (to its owner's graveyard / discard)."""
        self.each_target("destroy")

    def bottom(self) -> None:
        """Put on the bottom of its owner's deck."""
        for item in self.targets():
            owner = item.card.get("owner") or self.seat
            self.controller.act("move", card=self.label_of(item), to=f"{owner}.deck",
                                pos="bottom")

    def control(self) -> None:
        """Gain control."""
        self.each_target("control")

    # Markers and effects: names in use on the table and the ones the game declares.
    def _names_in_use(self, key: str) -> list[str]:
        found: list[str] = []
        for zone in self.controller.view.get("zones", {}).values():
            for card in zone.get("cards") or []:
                values = card.get(key) or {}
                found.extend(values if isinstance(values, list) else list(values))
        return found

    def _declared(self, kind: str) -> list[str]:
        """The marker names (``markers``) or effect names (``effects``) the game's data names:
        a hero's wound marker, the effects a pile keeps."""
        from engine.games import game_data

        data = game_data(self.game.ruleset_name)
        if kind == "markers":
            hero = data.get("hero") or {}
            return [hero["wound"]] if hero.get("wound") else []
        kept = data.get("clears_on_entry") or {}
        return [name for names in kept.values() for name in names]

    def _ask_named(self, title: str, prompt: str, kind: str, first: list[str],
                   then: Any) -> None:
        from desktop.dialogs import ask_name

        names = list(dict.fromkeys([*first, *self._names_in_use(kind), *self._declared(kind)]))
        ask_name(self.window, title, prompt, {marker_title(n): n for n in names}, then)

    def _mark(self, sign: int) -> None:
        """A marker more (``sign`` 1) or less (-1) on the cards pointed at, named in the
        question's title; they are the ones marked, wherever the mouse goes meanwhile."""
        targets = self.targets()
        if not targets:
            return
        labels = self.labels(targets)
        cards = self.cards_named(targets)
        naming = self.naming
        title = (self.tr("Add a marker to {cards}") if sign > 0
                 else self.tr("Remove a marker from {cards}")).format(cards=cards)
        self._ask_named(title, self.tr("Which marker on {cards}?").format(cards=cards),
                        "markers", list(targets[0].card.get("markers") or {}),
                        lambda name: self.act_on(labels, "mark", naming, marker=name,
                                                 count=sign))

    def marker_add(self) -> None:
        """Put a marker on the card(s)."""
        self._mark(1)

    def marker_remove(self) -> None:
        """Take a marker off the card(s)."""
        self._mark(-1)

    def effect(self) -> None:
        """Put a lasting effect on the card(s)."""
        targets = self.targets()
        if not targets:
            return
        labels = self.labels(targets)
        cards = self.cards_named(targets)
        naming = self.naming
        self._ask_named(self.tr("Add an effect to {cards}").format(cards=cards),
                        self.tr("Which effect on {cards}?").format(cards=cards), "effects", [],
                        lambda name: self.act_on(labels, "effect", naming, effect=name))

    def token(self) -> None:
        """Create a token or pre-prepared card: the card set's, by name."""
        self.window.procedures.token()

    # Turns, phases, counters.
    def next_phase(self) -> None:
        """Go to the next phase the engine allows (ending the turn after the last one). An open
        question of a procedure comes first."""
        if self.window.procedures.open_step():
            return
        legal = list(self.controller.view.get("legal_phases") or [])
        if legal:
            self.go_to_phase(legal[0])
        else:
            self.end_turn()

    def go_to_phase(self, phase: str, near: QPointF | None = None) -> None:
        """A click on a phase: forward through the engine; an earlier phase is never sent, the
        engine's reason is shown instead."""
        action = {"act": "phase", "by": self.seat, "to": phase}
        if phase == (self.controller.view.get("turn") or {}).get("phase"):
            return
        if phase in (self.controller.view.get("legal_phases") or []):
            if not self.window.procedures.open_step():
                self.controller.perform(action)
            return
        self.controller.explain(action, near)

    def end_turn(self) -> None:
        """End the turn (an open question of a procedure comes first)."""
        if self.window.procedures.open_step():
            return
        self.controller.act("end_turn")

    def warn_mode(self) -> None:
        """Switch the running game between strict and warn enforcement (recorded, undoable)."""
        mode = "strict" if self.game.enforcement == "warn" else "warn"
        self.controller.act("enforcement", mode=mode)

    def change_counter(self, player: str, name: str, delta: int) -> None:
        """A counter's − or + in the band. A hero's life (where the game's data says so) is its
        life stat less its wound markers: a wound more or less on the hero."""
        from engine.games import game_data

        data = game_data(self.game.ruleset_name)
        hero = data.get("hero") or {}
        if hero and name == hero.get("life") and name not in (data.get("counters") or {}):
            card = self._hero_of(player, hero["type"])
            if card is not None:
                self.controller.act("mark", card=card, marker=hero["wound"], count=-delta)
            return
        self.controller.act("counter", player=player, name=name, delta=delta)

    def _hero_of(self, player: str, hero_type: str) -> str | None:
        for zone in self.controller.view.get("zones", {}).values():
            for card in zone.get("cards") or []:
                if card.get("type") == hero_type and card.get("owner") == player and (
                        zone.get("kind") == "area"):
                    return str(card["label"])
        return None

    def _life(self, delta: int) -> None:
        self.controller.act("counter", player=self.seat, name="life", delta=delta)

    def life_down(self) -> None:
        """Life −1."""
        self._life(-1)

    def life_up(self) -> None:
        """Life +1."""
        self._life(1)

    # Gestures on the table.
    def band_clicked(self, payload: tuple) -> None:
        """A click on the band: a phase, a counter's − or +, End turn, the chance to react."""
        if payload[0] == "phase":
            band = self.window.scene.band
            near = band.mapToScene(band.boundingRect().center()) if band is not None else None
            self.go_to_phase(payload[1], near)
        elif payload[0] == "counter":
            _kind, player, name, delta = payload
            self.change_counter(player, name, delta)
        elif payload[0] == "end_turn":
            self.end_turn()
        elif payload[0] == "offer":  # an optional question (a reaction): its player answers
            self.window.procedures.react()

    def card_activated(self, item: CardItem) -> None:
        """Double-click: play a hand card, tap or untap a card in play, list a pile."""
        kind = self.controller.view["zones"].get(item.zone, {}).get("kind")
        label = self.label_of(item)
        if kind == "hand":
            self.controller.act("play", card=label)
        elif kind == "area":
            self.controller.act("tap", card=label, tapped=not item.card.get("tapped"))
        else:
            self.show_zone(item.zone)

    def show_zone(self, key: str, source: str | None = None, cards: list[dict] | None = None,
                  title: str = "", ordered: bool = False) -> PileDialog | None:
        """List a zone's cards as the viewer sees them (or the ``cards`` a look showed them);
        move one from there (with ``source``: the card whose ability allows it). ``ordered``:
        the cards are the top of the deck ``key``, to put back on top or at the bottom in the
        order the player chooses (one ``move_many``)."""
        from desktop.dialogs import PileDialog, show_dialog, zone_choice_text

        zone = self.controller.view["zones"].get(key)
        if zone is None:
            return None
        title = title or f"{zone_choice_text(key)} ({zone.get('count', 0)})"
        targets = [k for k in self.controller.view["zones"] if k != key]
        shown = list(zone.get("cards") or []) if cards is None else cards
        dialog = PileDialog(title, shown, targets, self.window, default=f"{self.seat}.hand",
                            ordered=ordered)
        extra = {"source": source} if source else {}

        def move(label: str, to: str) -> None:
            verdict = self.controller.act("move", card=label, to=to, **extra)
            if verdict is not None and verdict.applied:
                dialog.take(label)

        def put_back(order: list[str], end: str) -> None:
            verdict = self.controller.act("move_many", cards=order, to=key, pos=end,
                                          order=order, **extra)
            if verdict is not None and verdict.applied:
                dialog.accept()

        dialog.moveRequested.connect(move)
        dialog.putBack.connect(put_back)
        return show_dialog(dialog)

    # The keyboard's cursor (docs/keyboard.md): Enter, + and −, Move to…
    def activate_cursor(self, free: bool = False) -> None:
        """Enter on the table: a card of one's hand offers the zones that would take it (with
        Shift: without paying), a pile lists its cards, another card opens its menu, a phase is
        gone to, *End turn* ends the turn, a reaction's offer is taken."""
        cursor = self.window.scene.cursor
        chip = cursor.chip()
        if chip is not None:
            self._activate_chip(chip)
            return
        zone = cursor.zone()
        if zone is None:
            return
        kind = (self.window.scene.layout.zones.get(zone) or (None, ""))[1]
        card = cursor.card()
        if kind in ("pile", "shared"):
            self.show_zone(zone)
        elif card is None:
            self.say(self.tr("No cards here."))
        elif zone == f"{self.seat}.hand" and card.label:
            self.offer_places(card, free)
        else:
            self.window.open_card_menu(card)

    def _activate_chip(self, chip: tuple) -> None:
        """Enter on a chip of the band, as a click on it."""
        if chip[0] == "phase":
            self.go_to_phase(chip[1], self._chip_point(chip))
        elif chip[0] in ("end_turn", "offer"):
            band = self.window.scene.band
            shown = band.chip(chip) if band is not None else None
            if shown is not None and shown.payload is not None:
                self.band_clicked(shown.payload)
            elif shown is not None:
                self.say(shown.tip)  # why End turn cannot be pressed now
        elif chip[0] == "counter":
            self.say(self.tr("+ and − change this counter."))

    def _chip_point(self, chip: tuple) -> QPointF | None:
        band = self.window.scene.band
        shown = band.chip(chip) if band is not None else None
        return band.mapToScene(shown.rect.center()) if shown is not None else None

    def step_counter(self, delta: int) -> None:
        """+ or − on a counter of the band under the cursor: that counter ±1 (as its − and +)."""
        chip = self.window.scene.cursor.chip()
        if chip is None or chip[0] != "counter":
            self.say(self.tr("+ and − change the counter under the cursor: go to the counters "
                             "with Ctrl+arrow keys."))
            return
        band = self.window.scene.band
        payload = ("counter", chip[1], chip[2], delta)
        if band is None or not any(shown.payload == payload for shown in band.chips()):
            self.say(self.tr("This counter comes from the cards on the table."))
            return
        self.change_counter(chip[1], chip[2], delta)

    def offer_places(self, item: CardItem, free: bool = False) -> QMenu | None:
        """Where a hand card may go (Enter on it): the zones that would take it, as a drag
        lights them (``free``: without paying, as a drag with Shift); the one chosen is the
        drop. The zones it is played onto that refuse it now are there too, greyed out, and
        the rules' reason shows beside the card (a screen reader says it)."""
        accepting = self.drop_targets([item], free) - {item.zone}
        played = [f"{self.seat}.{name}" for name in self.controller.info.get("played_onto", ())]
        refused = [zone for zone in played if zone not in accepting]
        places = []
        for zone in self.window.scene.cursor.stops():
            if zone in refused:
                places.append((zone, self._why_not([item], zone, free)))
            elif zone in accepting and self._lands_on([item], zone, free):
                places.append((zone, ""))
        if refused and not free:
            near = item.mapToScene(item.boundingRect().topRight())
            self.controller.explain(self.drop_actions([item], refused[0], free)[0], near)
        if not any(not refusal for _zone, refusal in places):
            if not refused or free:
                self.say(self.tr("No zone would take this card now."))
            return None
        name = self.cards_named([item])
        title = (self.tr("Put {card} into play without paying onto…") if free
                 else self.tr("Play {card} onto…")).format(card=name)
        return self.zone_menu(title, places, item,
                              lambda zone: self._drop_named([item], zone, free, name))

    def _lands_on(self, items: Sequence[CardItem], zone: str, free: bool) -> bool:
        """Whether a drop on ``zone`` puts the cards there (a card played onto the same zone
        of another player's side lands on one's own: that zone is offered once, as one's own)."""
        return all(action.get("to") == zone for action in self.drop_actions(items, zone, free))

    def move_to(self) -> QMenu | None:
        """Move the card(s) to a zone chosen from a menu of every zone (those that would
        refuse them greyed out, their tooltip saying why): a plain move, as a drag with Shift
        held (no cost paid)."""
        targets = self.targets()
        if not targets:
            return None
        naming = self.naming or self.cards_named(targets)
        accepting = self.drop_targets(targets, free=True)
        here = {item.zone for item in targets}
        places = []
        for zone in self.window.scene.cursor.stops():
            if zone not in self.controller.view.get("zones", {}) or zone in here:
                continue
            places.append((zone, "" if zone in accepting else self._why_not(targets, zone,
                                                                             True)))
        title = self.tr("Move {cards} to…").format(cards=self.cards_named(targets))
        return self.zone_menu(title, places, targets[0],
                              lambda zone: self._drop_named(targets, zone, True, naming))

    def _why_not(self, items: Sequence[CardItem], zone: str, free: bool) -> str:
        """The rules' reason a drop of these cards onto ``zone`` would be refused."""
        from desktop.texts import verdict_note
        from engine.errors import RecordError

        try:
            verdict = self.game.check(self.drop_actions(items, zone, free)[0])
        except RecordError:
            return self.tr("This card cannot be moved from here.")
        return verdict_note(verdict) if not verdict.ok else ""

    def _drop_named(self, items: Sequence[CardItem], zone: str, free: bool, naming: str) -> None:
        with self.telling(naming):
            self.drop(items, zone, free)

    def zone_menu(self, title: str, places: list[tuple[str, str]], near: CardItem,
                  then: Callable[[str], Any]) -> QMenu:
        """A menu of zones beside a card (``places``: each zone and, where it would refuse,
        why: then it is greyed out); the first zone that takes the card is chosen already, so
        Enter takes it. The menu is destroyed once closed (its title names the card)."""
        from desktop.dialogs import zone_choice_text
        from desktop.qt import QMenu, Qt

        menu = QMenu(self.window)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.setTitle(title)
        menu.setAccessibleName(title)
        menu.setToolTipsVisible(True)
        first = None
        for zone, refusal in places:
            action = menu.addAction(zone_choice_text(zone))
            action.setEnabled(not refusal)
            action.setToolTip(refusal)
            action.setStatusTip(refusal)
            action.triggered.connect(lambda _=False, zone=zone: then(zone))
            first = first or (action if not refusal else None)
        view = self.window.table
        corner = view.mapFromScene(near.mapToScene(near.boundingRect().bottomLeft()))
        menu.popup(view.viewport().mapToGlobal(corner))
        if first is not None:
            menu.setActiveAction(first)
        return menu
