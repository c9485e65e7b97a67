<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
        <source>{player} put {count} card(s) on the bottom of the deck and drew as many.</source>
        <comment>mulligan</comment>
        <translation>
            <numerusform>{player} put {count} card on the bottom of the deck and drew one.</numerusform>
            <numerusform>{player} put {count} cards on the bottom of the deck and drew as many.</numerusform>
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
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n hidden card(s)</source>
        <translation>
            <numerusform>%n hidden card</numerusform>
            <numerusform>%n hidden cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>takes %n damage</source>
        <comment>duel effect</comment>
        <translation>
            <numerusform>takes %n damage</numerusform>
            <numerusform>takes %n damage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>heals %n</source>
        <comment>duel effect</comment>
        <translation>
            <numerusform>heals %n</numerusform>
            <numerusform>heals %n</numerusform>
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
</TS>
