<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ActionDock</name>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… and %n more</numerusform>
            <numerusform>… and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message numerus="yes">
        <source>Since you last looked: %n action(s). {lines}</source>
        <translation>
            <numerusform>Since you last looked: %n action. {lines}</numerusform>
            <numerusform>Since you last looked: %n actions. {lines}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s): the deck breaks the game&apos;s construction rules</source>
        <translation>
            <numerusform>%n warning: the deck breaks the game&apos;s construction rules</numerusform>
            <numerusform>%n warnings: the deck breaks the game&apos;s construction rules</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message numerus="yes">
        <source>{player} drew {count} card(s).</source>
        <comment>draw</comment>
        <translation>
            <numerusform>{player} drew {count} card.</numerusform>
            <numerusform>{player} drew {count} cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s deck is empty: nothing was drawn ({failed} failed draw(s) so far).</source>
        <comment>draw.empty</comment>
        <translation>
            <numerusform>{player}&apos;s deck is empty: nothing was drawn ({failed} failed draw so far).</numerusform>
            <numerusform>{player}&apos;s deck is empty: nothing was drawn ({failed} failed draws so far).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Look at the top {count} card(s)</source>
        <comment>command.look.top</comment>
        <translation>
            <numerusform>Look at the top {count} card</numerusform>
            <numerusform>Look at the top {count} cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} column(s) kept as the cards&apos; notes (not card fields): {columns}</source>
        <comment>cardset.notes</comment>
        <translation>
            <numerusform>{count} column kept as the cards&apos; notes (not card fields): {columns}</numerusform>
            <numerusform>{count} columns kept as the cards&apos; notes (not card fields): {columns}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} required column(s) missing, so no card can load: {missing}. The first row names: {seen}. Expected titles: {expected}</source>
        <comment>cardset.missing_columns</comment>
        <translation>
            <numerusform>{count} required column missing, so no card can load: {missing}. The first row names: {seen}. Expected titles: {expected}</numerusform>
            <numerusform>{count} required columns missing, so no card can load: {missing}. The first row names: {seen}. Expected titles: {expected}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no &quot;{column}&quot; column ({titles}): {count} card(s) left out, as their type needs it (rows {rows})</source>
        <comment>cardset.absent_column</comment>
        <translation>
            <numerusform>no &quot;{column}&quot; column ({titles}): {count} card left out, as their type needs it (rows {rows})</numerusform>
            <numerusform>no &quot;{column}&quot; column ({titles}): {count} cards left out, as their type needs it (rows {rows})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} web address(es) in the image column, which Cardtable does not fetch (rows {rows}): {local} of these cards use the file in images/ named by their id or name, the others get a generated face</source>
        <comment>cardset.images_web</comment>
        <translation>
            <numerusform>{count} web address in the image column, which Cardtable does not fetch (rows {rows}): {local} of these cards use the file in images/ named by their id or name, the others get a generated face</numerusform>
            <numerusform>{count} web addresses in the image column, which Cardtable does not fetch (rows {rows}): {local} of these cards use the file in images/ named by their id or name, the others get a generated face</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&quot;{name}&quot; is the name of {count} cards ({ids}): write the id instead</source>
        <comment>decklist.ambiguous</comment>
        <translation>
            <numerusform>&quot;{name}&quot; is the name of {count} card ({ids}): write the id instead</numerusform>
            <numerusform>&quot;{name}&quot; is the name of {count} cards ({ids}): write the id instead</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} hero(es): a deck needs exactly {wanted} in the Hero section ({rule})</source>
        <comment>decklist.hero_count</comment>
        <translation>
            <numerusform>{count} hero: a deck needs exactly {wanted} in the Hero section ({rule})</numerusform>
            <numerusform>{count} heroes: a deck needs exactly {wanted} in the Hero section ({rule})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the deck has {count} card(s): at least {min} ({rule})</source>
        <comment>decklist.too_few</comment>
        <translation>
            <numerusform>the deck has {count} card: at least {min} ({rule})</numerusform>
            <numerusform>the deck has {count} cards: at least {min} ({rule})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the sideboard has {count} card(s): at most {max} ({rule})</source>
        <comment>decklist.sideboard_too_big</comment>
        <translation>
            <numerusform>the sideboard has {count} card: at most {max} ({rule})</numerusform>
            <numerusform>the sideboard has {count} cards: at most {max} ({rule})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} copies of &quot;{name}&quot; in the deck: at most {max} ({rule})</source>
        <comment>decklist.copies</comment>
        <translation>
            <numerusform>{count} copy of &quot;{name}&quot; in the deck: at most {max} ({rule})</numerusform>
            <numerusform>{count} copies of &quot;{name}&quot; in the deck: at most {max} ({rule})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} copies of &quot;{name}&quot; in the deck and sideboard: at most {max} ({rule})</source>
        <comment>decklist.copies_sideboard</comment>
        <translation>
            <numerusform>{count} copy of &quot;{name}&quot; in the deck and sideboard: at most {max} ({rule})</numerusform>
            <numerusform>{count} copies of &quot;{name}&quot; in the deck and sideboard: at most {max} ({rule})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} card(s) loaded, {rejected} rejected</source>
        <comment>cli.cardset_summary</comment>
        <translation>
            <numerusform>{count} card loaded, {rejected} rejected</numerusform>
            <numerusform>{count} cards loaded, {rejected} rejected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} hero(es)</source>
        <comment>cli.section.hero</comment>
        <translation>
            <numerusform>{count} hero</numerusform>
            <numerusform>{count} heroes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} deck</source>
        <comment>cli.section.deck</comment>
        <translation>
            <numerusform>{count} deck</numerusform>
            <numerusform>{count} deck</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} sideboard</source>
        <comment>cli.section.sideboard</comment>
        <translation>
            <numerusform>{count} sideboard</numerusform>
            <numerusform>{count} sideboard</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} prepared</source>
        <comment>cli.section.prepared</comment>
        <translation>
            <numerusform>{count} prepared</numerusform>
            <numerusform>{count} prepared</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorPanel</name>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n note</numerusform>
            <numerusform>%n notes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Look</name>
    <message numerus="yes">
        <source>The top %n card(s) of your deck</source>
        <translation>
            <numerusform>The top %n card of your deck</numerusform>
            <numerusform>The top %n cards of your deck</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OpenCardSetDialog</name>
    <message numerus="yes">
        <source>%s %s (%s): %n card(s)</source>
        <translation>
            <numerusform>%s %s (%s): %n card</numerusform>
            <numerusform>%s %s (%s): %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) left out</source>
        <translation>
            <numerusform>%n row left out</numerusform>
            <numerusform>%n rows left out</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Operations</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PileDialog</name>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n face-down card</numerusform>
            <numerusform>%n face-down cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), face down.</source>
        <translation>
            <numerusform>%n card, face down.</numerusform>
            <numerusform>%n cards, face down.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n hidden card(s)</source>
        <translation>
            <numerusform>%n hidden card</numerusform>
            <numerusform>%n hidden cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} put %n card(s) at the bottom of the {zone}</source>
        <translation>
            <numerusform>{player} put %n card at the bottom of the {zone}</numerusform>
            <numerusform>{player} put %n cards at the bottom of the {zone}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} put %n card(s) back on top of the {zone}</source>
        <translation>
            <numerusform>{player} put %n card back on top of the {zone}</numerusform>
            <numerusform>{player} put %n cards back on top of the {zone}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} looked at the top %n card(s) of the {zone}</source>
        <translation>
            <numerusform>{player} looked at the top %n card of the {zone}</numerusform>
            <numerusform>{player} looked at the top %n cards of the {zone}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintProofsDialog</name>
    <message numerus="yes">
        <source>The cards of this game (%n)</source>
        <translation>
            <numerusform>The cards of this game (%n)</numerusform>
            <numerusform>The cards of this game (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The whole card set “%s” (%n)</source>
        <translation>
            <numerusform>The whole card set “%s” (%n)</numerusform>
            <numerusform>The whole card set “%s” (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%s: %n card(s)</source>
        <translation>
            <numerusform>%s: %n card</numerusform>
            <numerusform>%s: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message numerus="yes">
        <source>Read again: %n action(s).</source>
        <translation>
            <numerusform>Read again: %n action.</numerusform>
            <numerusform>Read again: %n actions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✔ %n expectation(s) hold here</source>
        <translation>
            <numerusform>✔ %n expectation holds here</numerusform>
            <numerusform>✔ %n expectations hold here</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message numerus="yes">
        <source>{zone}, %n card(s)</source>
        <translation>
            <numerusform>{zone}, %n card</numerusform>
            <numerusform>{zone}, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your {zone}, %n card(s)</source>
        <translation>
            <numerusform>Your {zone}, %n card</numerusform>
            <numerusform>Your {zone}, %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {zone}, %n card(s)</source>
        <translation>
            <numerusform>{player}&apos;s {zone}, %n card</numerusform>
            <numerusform>{player}&apos;s {zone}, %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ZoneItem</name>
    <message numerus="yes">
        <source>%n card(s). Double-click to list them.</source>
        <translation>
            <numerusform>%n card. Double-click to list it.</numerusform>
            <numerusform>%n cards. Double-click to list them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Return</source>
        <translation>Enter</translation>
    </message>
</context>
</TS>
