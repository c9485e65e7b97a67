<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu_HU" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>(version unknown)</source>
        <translation>(ismeretlen verzió)</translation>
    </message>
    <message>
        <source>A card table with a rules engine underneath.</source>
        <translation>Kártyaasztal beépített szabálymotorral.</translation>
    </message>
    <message>
        <source>Your games (the autosave and the finished games):</source>
        <translation>A játszmáid (az automatikus mentés és a befejezett játszmák):</translation>
    </message>
    <message>
        <source>Settings:</source>
        <translation>Beállítások:</translation>
    </message>
    <message>
        <source>Qt {qt} · PySide6 {pyside} · Python {python}</source>
        <translation>Qt {qt} · PySide6 {pyside} · Python {python}</translation>
    </message>
    <message>
        <source>The demo games&apos; cards, texts and pictures are Cardtable&apos;s own.</source>
        <translation>A bemutató játékok lapjai, szövegei és képei a Cardtable sajátjai.</translation>
    </message>
</context>
<context>
    <name>ActionDock</name>
    <message>
        <source>Action</source>
        <translation>Lépés</translation>
    </message>
    <message>
        <source>turn {number}: {player}, {phase}</source>
        <translation>{number}. kör: {player}, {phase}</translation>
    </message>
    <message>
        <source>The start, before any action</source>
        <translation>A kezdet, minden lépés előtt</translation>
    </message>
    <message>
        <source>Action {n} of {total} · record line {line}</source>
        <translation>{n}. lépés / {total} · a játszmafájl {line}. sora</translation>
    </message>
    <message>
        <source>Decks, top first (the judge&apos;s view)</source>
        <translation>Paklik, felülről lefelé (a bíró nézete)</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Elutasítva</translation>
    </message>
    <message>
        <source>Carried out against the rules (flagged)</source>
        <translation>Szabályellenesen végrehajtva (megjelölve)</translation>
    </message>
    <message>
        <source>Legal; a rule shaped it</source>
        <translation>Szabályos; egy szabály alakította</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Szabályos</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… és még %n</numerusform>
        </translation>
    </message>
    <message>
        <source>✔ line {line} holds: {expected}</source>
        <translation>✔ Teljesül ({line}. sor): {expected}</translation>
    </message>
    <message>
        <source>✘ line {line} fails: {expected}</source>
        <translation>✘ Nem teljesül ({line}. sor): {expected}</translation>
    </message>
</context>
<context>
    <name>Acts</name>
    <message>
        <source>Move</source>
        <translation>Mozgatás</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Húzás</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Keverés</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Megnézés</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Kijátszás</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Létrehozás</translation>
    </message>
    <message>
        <source>Destroy</source>
        <translation>Elpusztítás</translation>
    </message>
    <message>
        <source>Gain control</source>
        <translation>Irányítás átvétele</translation>
    </message>
    <message>
        <source>Tap / untap</source>
        <translation>Passzívvá / aktívvá tétel</translation>
    </message>
    <message>
        <source>Turn over</source>
        <translation>Megfordítás</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Számláló</translation>
    </message>
    <message>
        <source>Redefine</source>
        <translation>Újrameghatározás</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Újra</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Jelzők</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Hatás</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fázis</translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation>Kör vége</translation>
    </message>
    <message>
        <source>Enforcement</source>
        <translation>Szabálykövetés</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>{player}&apos;s turn: {phase}</source>
        <translation>{player} köre: {phase}</translation>
    </message>
    <message>
        <source>Phase: {phase}</source>
        <translation>Fázis: {phase}</translation>
    </message>
    <message numerus="yes">
        <source>Since you last looked: %n action(s). {lines}</source>
        <translation>
            <numerusform>Amióta utoljára néztél: %n lépés. {lines}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AwayNotice</name>
    <message>
        <source>{player}&apos;s phone is not connected: {player}&apos;s hand stays hidden until it joins again.</source>
        <translation>{player} telefonja nem csatlakozik: {player} keze rejtve marad, amíg a telefon újra nem csatlakozik.</translation>
    </message>
    <message>
        <source>Bring {player}&apos;s hand to the table…</source>
        <translation>{player} kezét vissza az asztalra…</translation>
    </message>
    <message>
        <source>The others look away: {player}&apos;s hand shows on this screen once {player} takes the seat behind the hand-off screen.</source>
        <translation>A többiek elfordulnak: {player} keze akkor jelenik meg ezen a képernyőn, amikor {player} az átadóképernyőn átveszi a helyét.</translation>
    </message>
</context>
<context>
    <name>Broadcast</name>
    <message>
        <source>Turn {number}</source>
        <translation>{number}. kör</translation>
    </message>
    <message>
        <source>Last card</source>
        <translation>Utolsó lap</translation>
    </message>
    <message>
        <source>No card in the open yet</source>
        <translation>Még nincs felfordított lap</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Játéknapló</translation>
    </message>
    <message>
        <source>{player} lost</source>
        <translation>{player} vesztett</translation>
    </message>
    <message>
        <source>Cardtable broadcast</source>
        <translation>Cardtable-közvetítés</translation>
    </message>
    <message>
        <source>Every card revealed</source>
        <translation>Minden lap felfedve</translation>
    </message>
    <message>
        <source>The table is closed</source>
        <translation>Az asztal bezárt</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <source>Card browser</source>
        <translation>Lapböngésző</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Keresés</translation>
    </message>
    <message>
        <source>name, id, type, tribe, text or notes</source>
        <translation>név, azonosító, típus, törzs, szöveg vagy jegyzet</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Típus</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Költség</translation>
    </message>
    <message>
        <source>any</source>
        <translation>bármely</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Rész</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Pakli</translation>
    </message>
    <message>
        <source>Sideboard</source>
        <translation>Oldalpakli</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Hős</translation>
    </message>
    <message>
        <source>Prepared</source>
        <translation>Előre kikészített</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Hozzáadás</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Eltávolítás</translation>
    </message>
    <message>
        <source>&amp;New deck</source>
        <translation>Ú&amp;j pakli</translation>
    </message>
    <message>
        <source>&amp;Open deck…</source>
        <translation>Pakli &amp;megnyitása…</translation>
    </message>
    <message>
        <source>&amp;Save deck…</source>
        <translation>Pakli m&amp;entése…</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Példány</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Lap</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Szöveg</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Jegyzetek</translation>
    </message>
    <message>
        <source>all types</source>
        <translation>minden típus</translation>
    </message>
    <message>
        <source>Card browser — %s %s</source>
        <translation>Lapböngésző – %s %s</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n lap</numerusform>
        </translation>
    </message>
    <message>
        <source>(new deck)</source>
        <translation>(új pakli)</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s): the deck breaks the game&apos;s construction rules</source>
        <translation>
            <numerusform>%n figyelmeztetés: a pakli megszegi a játék pakliépítési szabályait</numerusform>
        </translation>
    </message>
    <message>
        <source>The deck follows the construction rules.</source>
        <translation>A pakli megfelel a pakliépítési szabályoknak.</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Új pakli</translation>
    </message>
    <message>
        <source>The deck has changes that are not saved. Drop them?</source>
        <translation>A paklin mentetlen változtatások vannak. Elveted őket?</translation>
    </message>
    <message>
        <source>Open a deck list</source>
        <translation>Paklilista megnyitása</translation>
    </message>
    <message>
        <source>Deck lists (*.txt);;All files (*)</source>
        <translation>Paklilisták (*.txt);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Save the deck list</source>
        <translation>Paklilista mentése</translation>
    </message>
    <message>
        <source>Deck lists (*.txt)</source>
        <translation>Paklilisták (*.txt)</translation>
    </message>
    <message>
        <source>Cannot save %s: %s</source>
        <translation>Nem sikerült menteni: %s (%s)</translation>
    </message>
    <message>
        <source>Select a card to see it here.</source>
        <translation>Válassz ki egy lapot, és itt megjelenik.</translation>
    </message>
    <message>
        <source>Cost: %s</source>
        <translation>Költség: %s</translation>
    </message>
    <message>
        <source>id: %s</source>
        <translation>azonosító: %s</translation>
    </message>
</context>
<context>
    <name>CardImages</name>
    <message>
        <source>a relative image path needs a card set folder</source>
        <translation>relatív képútvonalhoz lapkészlet-mappa kell</translation>
    </message>
    <message>
        <source>cannot read the image (%s)</source>
        <translation>a kép nem olvasható (%s)</translation>
    </message>
    <message>
        <source>not a readable SVG drawing</source>
        <translation>nem olvasható SVG-rajz</translation>
    </message>
    <message>
        <source>not an image Qt can read (%s)</source>
        <translation>a Qt nem tudja beolvasni ezt a képet (%s)</translation>
    </message>
    <message>
        <source>the image file is missing</source>
        <translation>a képfájl hiányzik</translation>
    </message>
    <message>
        <source>the image is damaged (%s)</source>
        <translation>a kép sérült (%s)</translation>
    </message>
    <message>
        <source>the image path leads outside the card set folder</source>
        <translation>a képútvonal a lapkészlet mappáján kívülre vezet</translation>
    </message>
</context>
<context>
    <name>CardSetUI</name>
    <message>
        <source>Open &amp;card set…</source>
        <translation>Lapkészlet me&amp;gnyitása…</translation>
    </message>
    <message>
        <source>Card &amp;browser…</source>
        <translation>Lap&amp;böngésző…</translation>
    </message>
    <message>
        <source>&amp;Print proofs…</source>
        <translation>&amp;Próbalapok nyomtatása…</translation>
    </message>
    <message>
        <source>Reading the card set %s…</source>
        <translation>Lapkészlet beolvasása: %s…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
    <message>
        <source>Open card set</source>
        <translation>Lapkészlet megnyitása</translation>
    </message>
    <message>
        <source>Reading the card set was cancelled.</source>
        <translation>A lapkészlet beolvasása megszakítva.</translation>
    </message>
    <message>
        <source>%s; the card shows a generated face</source>
        <translation>%s; a lap generált előlapot mutat</translation>
    </message>
    <message>
        <source>Card images %v / %m</source>
        <translation>Lapképek: %v / %m</translation>
    </message>
    <message>
        <source>Open a card set folder</source>
        <translation>Lapkészlet-mappa megnyitása</translation>
    </message>
    <message>
        <source>Loading %s…</source>
        <translation>%s betöltése…</translation>
    </message>
    <message>
        <source>Browse which card set folder?</source>
        <translation>Melyik lapkészlet-mappát böngészed?</translation>
    </message>
</context>
<context>
    <name>CardTypes</name>
    <message>
        <source>creature</source>
        <translation>lény</translation>
    </message>
    <message>
        <source>hero</source>
        <translation>hős</translation>
    </message>
    <message>
        <source>spell</source>
        <translation>varázslat</translation>
    </message>
    <message>
        <source>event</source>
        <translation>esemény</translation>
    </message>
    <message>
        <source>equipment</source>
        <translation>felszerelés</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>fegyver</translation>
    </message>
    <message>
        <source>armor</source>
        <translation>páncél</translation>
    </message>
    <message>
        <source>amulet</source>
        <translation>amulett</translation>
    </message>
    <message>
        <source>artifact</source>
        <translation>műtárgy</translation>
    </message>
    <message>
        <source>land</source>
        <translation>terület</translation>
    </message>
    <message>
        <source>token</source>
        <translation>tóken</translation>
    </message>
    <message>
        <source>item</source>
        <translation>tárgy</translation>
    </message>
    <message>
        <source>location</source>
        <translation>helyszín</translation>
    </message>
    <message>
        <source>dwarf</source>
        <translation>törpe</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>(hidden card)</source>
        <translation>(rejtett lap)</translation>
    </message>
</context>
<context>
    <name>CommandTips</name>
    <message>
        <source>Look at the top cards of your deck, as a card&apos;s ability allows</source>
        <translation>A paklid felső lapjainak megnézése, ahogy egy lap képessége megengedi</translation>
    </message>
    <message>
        <source>Look through your whole deck and take a card, as a card&apos;s ability allows; it is shuffled after</source>
        <translation>Az egész pakli átnézése és egy lap kivétele, ahogy egy lap képessége megengedi; utána megkevered</translation>
    </message>
    <message>
        <source>Play the card: its cost is paid and its timing checked (dragging it into play does the same)</source>
        <translation>A lap kijátszása: a költségét kifizeted, az idejét a program ellenőrzi (a játékba húzás ugyanezt teszi)</translation>
    </message>
    <message>
        <source>Put a hand card into play without paying, as a card&apos;s text allows (or drag it with Shift held)</source>
        <translation>Egy kézben lévő lap játékba tétele fizetés nélkül, ahogy egy lap szövege megengedi (vagy húzd Shift lenyomva tartásával)</translation>
    </message>
    <message>
        <source>This window plays one seat: the player an open question waits for takes it and answers, then it comes back</source>
        <translation>Ez az ablak egy helyet játszik: akinek a válaszára egy nyitott kérdés vár, átveszi a helyet és válaszol, aztán a hely visszakerül</translation>
    </message>
    <message>
        <source>Players elsewhere take their seats at this table through an MQTT broker, each with a link of their own</source>
        <translation>Máshol lévő játékosok egy MQTT-brókeren át ülnek le ehhez az asztalhoz, mindegyik a saját linkjével</translation>
    </message>
    <message>
        <source>Move the card to a zone you choose from a list: the one you point at, or the keyboard cursor&apos;s</source>
        <translation>A lap áthelyezése egy listából választott zónába: amelyikre mutatsz, vagy amelyiken a billentyűzet kurzora áll</translation>
    </message>
    <message>
        <source>Create one of the card set&apos;s tokens or one of your prepared cards</source>
        <translation>A lapkészlet egyik tókenjének vagy egy előre kikészített lapodnak a létrehozása</translation>
    </message>
    <message>
        <source>Go on to the next phase (an open question comes first); after the last one the turn ends</source>
        <translation>Tovább a következő fázisra (előbb egy nyitott kérdésre kell válaszolni); az utolsó után véget ér a kör</translation>
    </message>
    <message>
        <source>Carry out illegal actions and flag them instead of refusing them</source>
        <translation>A szabálytalan lépéseket végrehajtja és megjelöli, ahelyett hogy elutasítaná</translation>
    </message>
    <message>
        <source>Watch a saved game, a journal or a rules scenario on the table, action by action</source>
        <translation>Mentett játszma, napló vagy szabályforgatókönyv megtekintése az asztalon, lépésről lépésre</translation>
    </message>
    <message>
        <source>Open this game&apos;s record in a replay window; the game goes on as it is</source>
        <translation>A játszma eddigi lejegyzése visszajátszó ablakban; a játszma közben változatlanul folyik tovább</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>&amp;New game…</source>
        <translation>Ú&amp;j játék…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Megnyitás…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>M&amp;entés</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Mentés m&amp;ásként…</translation>
    </message>
    <message>
        <source>Open rep&amp;lay…</source>
        <translation>&amp;Visszajátszás megnyitása…</translation>
    </message>
    <message>
        <source>Re&amp;view this game</source>
        <translation>A játszma á&amp;ttekintése</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Kilépés</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Visszavonás</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Ú&amp;jra</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Beállítások…</translation>
    </message>
    <message>
        <source>&amp;Draw a card</source>
        <translation>Lap &amp;húzása</translation>
    </message>
    <message>
        <source>Draw &amp;N cards…</source>
        <translation>&amp;N lap húzása…</translation>
    </message>
    <message>
        <source>S&amp;huffle deck</source>
        <translation>Pakli &amp;keverése</translation>
    </message>
    <message>
        <source>&amp;Look at top N…</source>
        <translation>A felső N lap &amp;megnézése…</translation>
    </message>
    <message>
        <source>Sea&amp;rch deck…</source>
        <translation>K&amp;eresés a pakliban…</translation>
    </message>
    <message>
        <source>Put into play without payin&amp;g…</source>
        <translation>Játékba tétel fizeté&amp;s nélkül…</translation>
    </message>
    <message>
        <source>&amp;Answer for the player asked…</source>
        <translation>A kérdezett játékos &amp;beül és válaszol…</translation>
    </message>
    <message>
        <source>Destro&amp;y</source>
        <translation>Elp&amp;usztítás</translation>
    </message>
    <message>
        <source>Move to…</source>
        <translation>Áthelyezés ide…</translation>
    </message>
    <message>
        <source>Create to&amp;ken…</source>
        <translation>Tóken &amp;létrehozása…</translation>
    </message>
    <message>
        <source>Ne&amp;xt phase</source>
        <translation>Következő fá&amp;zis</translation>
    </message>
    <message>
        <source>End t&amp;urn</source>
        <translation>Kör &amp;vége</translation>
    </message>
    <message>
        <source>Invite players online…</source>
        <translation>Távoli játékosok meghívása…</translation>
    </message>
    <message>
        <source>&amp;About Cardtable…</source>
        <translation>A Cardtable &amp;névjegye…</translation>
    </message>
    <message>
        <source>&amp;Play card</source>
        <translation>Lap ki&amp;játszása</translation>
    </message>
    <message>
        <source>Re&amp;veal card</source>
        <translation>Lap me&amp;gmutatása</translation>
    </message>
    <message>
        <source>Tap / untap</source>
        <translation>Passzívvá / aktívvá tétel</translation>
    </message>
    <message>
        <source>Turn &amp;over</source>
        <translation>Meg&amp;fordítás</translation>
    </message>
    <message>
        <source>To &amp;bottom of deck</source>
        <translation>A pakli &amp;aljára</translation>
    </message>
    <message>
        <source>Gain &amp;control</source>
        <translation>&amp;Irányítás átvétele</translation>
    </message>
    <message>
        <source>Add marker…</source>
        <translation>Jelző felrakása…</translation>
    </message>
    <message>
        <source>Remove marker…</source>
        <translation>Jelző levétele…</translation>
    </message>
    <message>
        <source>Add &amp;effect…</source>
        <translation>Ha&amp;tás hozzáadása…</translation>
    </message>
    <message>
        <source>&amp;Warn mode: allow and flag illegal moves</source>
        <translation>Figyelmeztető mó&amp;d: a szabálytalan lépések megengedve, megjelölve</translation>
    </message>
    <message>
        <source>Life −1</source>
        <translation>Ép −1</translation>
    </message>
    <message>
        <source>Life +1</source>
        <translation>Ép +1</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>&amp;Gyorsbillentyűk…</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>{player} is disconnected: this waits until {player} is back.</source>
        <translation>{player} nem csatlakozik: ez megvárja, amíg {player} visszatér.</translation>
    </message>
    <message>
        <source>{player}&apos;s action was refused: only {player} is told why.</source>
        <translation>{player} lépését a szabályok elutasították: az okát csak {player} látja.</translation>
    </message>
    <message>
        <source>Put into play without paying its cost.</source>
        <translation>Fizetés nélkül került játékba.</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message>
        <source>{path}: {cards} on {pages} ({cols}×{rows} per page, {paper})</source>
        <translation>{path}: {cards}, {pages} ({cols}×{rows} oldalanként, {paper})</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n lap</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n oldal</numerusform>
        </translation>
    </message>
    <message>
        <source>{folder}: {cards} as {w}×{h} px images</source>
        <translation>{folder}: {cards} {w}×{h} képpontos képként</translation>
    </message>
    <message>
        <source>(with backs)</source>
        <translation>(hátlapokkal)</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>The game is over</source>
        <translation>Vége a játéknak</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Visszavágó</translation>
    </message>
    <message>
        <source>A new game of the same players and decks</source>
        <translation>Új játék ugyanazokkal a játékosokkal és paklikkal</translation>
    </message>
    <message>
        <source>&amp;Save the game…</source>
        <translation>A játék &amp;mentése…</translation>
    </message>
    <message>
        <source>Keep this game&apos;s record in a file</source>
        <translation>A játék lejegyzése fájlba</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Játék folytatása</translation>
    </message>
    <message>
        <source>&amp;Keep playing (warn mode)</source>
        <translation>&amp;Játék folytatása (figyelmeztető mód)</translation>
    </message>
    <message>
        <source>Go on with this game; the rules flag what they would refuse</source>
        <translation>A játék folytatódik; amit a szabályok elutasítanának, azt megjelöli</translation>
    </message>
    <message>
        <source>&amp;Back to the table</source>
        <translation>Vissza az &amp;asztalhoz</translation>
    </message>
    <message>
        <source>Look at the table; the banner above it brings this back</source>
        <translation>Az asztal megtekintése; a fölötte lévő sáv visszahozza ezt az ablakot</translation>
    </message>
</context>
<context>
    <name>Enforcement</name>
    <message>
        <source>strict</source>
        <translation>szigorú</translation>
    </message>
    <message>
        <source>warn</source>
        <translation>figyelmeztető</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Done.</source>
        <comment>ok</comment>
        <translation>Kész.</translation>
    </message>
    <message>
        <source>The card was moved.</source>
        <comment>move</comment>
        <translation>A lap átkerült.</translation>
    </message>
    <message>
        <source>The cards were moved together.</source>
        <comment>move_many</comment>
        <translation>A lapok együtt kerültek át.</translation>
    </message>
    <message>
        <source>The player looked at the cards.</source>
        <comment>look</comment>
        <translation>A játékos megnézte a lapokat.</translation>
    </message>
    <message>
        <source>The card was destroyed.</source>
        <comment>destroy</comment>
        <translation>A lap elpusztult.</translation>
    </message>
    <message>
        <source>Control of the card changed.</source>
        <comment>control</comment>
        <translation>Megváltozott, ki irányítja a lapot.</translation>
    </message>
    <message>
        <source>The card was tapped or untapped.</source>
        <comment>tap</comment>
        <translation>A lap passzív vagy aktív lett.</translation>
    </message>
    <message>
        <source>The card was turned over.</source>
        <comment>flip</comment>
        <translation>A lapot megfordították.</translation>
    </message>
    <message>
        <source>The counter changed.</source>
        <comment>counter</comment>
        <translation>A számláló megváltozott.</translation>
    </message>
    <message>
        <source>The card&apos;s definition changed.</source>
        <comment>define</comment>
        <translation>A lap meghatározása megváltozott.</translation>
    </message>
    <message>
        <source>The markers changed.</source>
        <comment>mark</comment>
        <translation>A jelzők megváltoztak.</translation>
    </message>
    <message>
        <source>The effects changed.</source>
        <comment>effect</comment>
        <translation>A hatások megváltoztak.</translation>
    </message>
    <message numerus="yes">
        <source>{player} drew {count} card(s).</source>
        <comment>draw</comment>
        <translation>
            <numerusform>{player} húzott {count} lapot.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s deck is empty: nothing was drawn ({failed} failed draw(s) so far).</source>
        <comment>draw.empty</comment>
        <translation>
            <numerusform>{player} paklija üres: nem húzott lapot (eddig {failed} sikertelen húzás).</numerusform>
        </translation>
    </message>
    <message>
        <source>The last action was taken back.</source>
        <comment>undo</comment>
        <translation>Az utolsó lépés visszavonva.</translation>
    </message>
    <message>
        <source>The action taken back was done again.</source>
        <comment>redo</comment>
        <translation>A visszavont lépés újra megtörtént.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <comment>undo.nothing</comment>
        <translation>Nincs mit visszavonni.</translation>
    </message>
    <message>
        <source>There is nothing to do again.</source>
        <comment>redo.nothing</comment>
        <translation>Nincs mit megismételni.</translation>
    </message>
    <message>
        <source>The card was shuffled into the deck.</source>
        <comment>deck.shuffled_in</comment>
        <translation>A lapot bekeverték a pakliba.</translation>
    </message>
    <message>
        <source>The deck was shuffled after it was searched.</source>
        <comment>deck.searched</comment>
        <translation>A keresés után a paklit megkeverték.</translation>
    </message>
    <message>
        <source>This game has no such action.</source>
        <comment>action.not_in_ruleset</comment>
        <translation>Ebben a játékban nincs ilyen lépés.</translation>
    </message>
    <message>
        <source>That card is not in the player&apos;s hand.</source>
        <comment>card.not_in_hand</comment>
        <translation>Ez a lap nincs a játékos kezében.</translation>
    </message>
    <message>
        <source>That card is not in play.</source>
        <comment>card.not_in_play</comment>
        <translation>Ez a lap nincs játékban.</translation>
    </message>
    <message>
        <source>That card is not where the action needs it.</source>
        <comment>card.not_in_zone</comment>
        <translation>Ez a lap nem ott van, ahol a lépéshez kellene.</translation>
    </message>
    <message>
        <source>Only the active player ({active}) may do that.</source>
        <comment>turn.not_active</comment>
        <translation>Ezt csak az aktív játékos ({active}) teheti meg.</translation>
    </message>
    <message>
        <source>Not enough {counter} to pay the cost: it costs {cost}, {player} has {have}.</source>
        <comment>cost.pay</comment>
        <translation>{player} nem tudja kifizetni a költséget: {cost} kellene, de csak {have} van neki ({counter}).</translation>
    </message>
    <message>
        <source>Looking through a deck or taking a card from inside it needs the card whose ability allows it (source).</source>
        <comment>deck.needs_source</comment>
        <translation>A pakli átnézéséhez vagy a belsejéből való lapelvételhez kell egy lap, amelynek a képessége ezt megengedi (forrás).</translation>
    </message>
    <message>
        <source>The order of a deck may not be changed by hand.</source>
        <comment>deck.order_fixed</comment>
        <translation>A pakli sorrendjét kézzel nem szabad megváltoztatni.</translation>
    </message>
    <message>
        <source>Only the owner may look through their deck.</source>
        <comment>deck.look_own_only</comment>
        <translation>A pakliját csak a tulajdonosa nézheti át.</translation>
    </message>
    <message>
        <source>Control can change only for a card in play.</source>
        <comment>control.not_in_play</comment>
        <translation>Irányítót csak játékban lévő lap válthat.</translation>
    </message>
    <message>
        <source>The order must list exactly the cards that go there.</source>
        <comment>order.invalid</comment>
        <translation>A sorrendben pontosan azoknak a lapoknak kell szerepelniük, amelyek oda kerülnek.</translation>
    </message>
    <message>
        <source>Looking at another player&apos;s hand needs the card whose ability allows it (source).</source>
        <comment>hand.look_needs_source</comment>
        <translation>Egy másik játékos kezének megnézéséhez kell egy lap, amelynek a képessége ezt megengedi (forrás).</translation>
    </message>
    <message>
        <source>The card was revealed.</source>
        <comment>reveal</comment>
        <translation>A lapot megmutatták.</translation>
    </message>
    <message>
        <source>The card was played.</source>
        <comment>play</comment>
        <translation>A lapot kijátszották.</translation>
    </message>
    <message>
        <source>{player}&apos;s turn {number} begins.</source>
        <comment>end_turn</comment>
        <translation>Kezdődik {player} {number}. köre.</translation>
    </message>
    <message>
        <source>Enforcement: {mode}.</source>
        <comment>enforcement</comment>
        <translation>Szabálykövetés: {mode}.</translation>
    </message>
    <message>
        <source>{detail}</source>
        <comment>detail</comment>
        <translation>{detail}</translation>
    </message>
    <message>
        <source>warning: {message}</source>
        <comment>problem.warning</comment>
        <translation>figyelmeztetés: {message}</translation>
    </message>
    <message>
        <source>note: {message}</source>
        <comment>problem.info</comment>
        <translation>megjegyzés: {message}</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <comment>list.or</comment>
        <translation>{items} vagy {last}</translation>
    </message>
    <message>
        <source>no such file</source>
        <comment>file.no_such_file</comment>
        <translation>nincs ilyen fájl</translation>
    </message>
    <message>
        <source>cannot read it: {reason}</source>
        <comment>file.cannot_read_it</comment>
        <translation>nem olvasható: {reason}</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <comment>file.folder</comment>
        <translation>ez egy mappa, nem fájl</translation>
    </message>
    <message>
        <source>not a regular file (a named pipe or a device?)</source>
        <comment>file.not_regular</comment>
        <translation>nem közönséges fájl (nevesített cső vagy eszköz?)</translation>
    </message>
    <message>
        <source>the file is too large ({size}; at most {limit})</source>
        <comment>file.too_large</comment>
        <translation>a fájl túl nagy ({size}; legfeljebb {limit})</translation>
    </message>
    <message>
        <source>UTF-16 text: save the file as UTF-8</source>
        <comment>file.utf16</comment>
        <translation>UTF-16 szöveg: mentsd a fájlt UTF-8 kódolással</translation>
    </message>
    <message>
        <source>not UTF-8 text (is this a binary file?)</source>
        <comment>record.not_utf8</comment>
        <translation>nem UTF-8 szöveg (talán bináris fájl?)</translation>
    </message>
    <message>
        <source>bad JSON: {detail} (column {column})</source>
        <comment>record.bad_json</comment>
        <translation>hibás JSON: {detail} ({column}. oszlop)</translation>
    </message>
    <message>
        <source>bad JSON: nested too deeply</source>
        <comment>record.too_deep</comment>
        <translation>hibás JSON: túl mély egymásba ágyazás</translation>
    </message>
    <message>
        <source>each line must be a JSON object</source>
        <comment>record.not_object</comment>
        <translation>minden sornak JSON-objektumnak kell lennie</translation>
    </message>
    <message>
        <source>this is a folder, not a game record</source>
        <comment>record.folder</comment>
        <translation>ez egy mappa, nem játszmafájl</translation>
    </message>
    <message>
        <source>a line after the header must be an action (&quot;act&quot;) or an expectation (&quot;expect&quot;)</source>
        <comment>record.line_kind</comment>
        <translation>a fejléc utáni sor csak lépés („act”) vagy elvárás („expect”) lehet</translation>
    </message>
    <message>
        <source>the file is empty: a game record starts with a header line</source>
        <comment>record.empty</comment>
        <translation>a fájl üres: a játszmafájl egy fejlécsorral kezdődik</translation>
    </message>
    <message>
        <source>damaged journal line (checksum does not match)</source>
        <comment>journal.damaged</comment>
        <translation>sérült naplósor (az ellenőrzőösszeg nem egyezik)</translation>
    </message>
    <message>
        <source>the journal holds no game</source>
        <comment>journal.empty</comment>
        <translation>a naplóban nincs játszma</translation>
    </message>
    <message>
        <source>the header must be a JSON object</source>
        <comment>header.not_object</comment>
        <translation>a fejlécnek JSON-objektumnak kell lennie</translation>
    </message>
    <message>
        <source>unknown header key &quot;{key}&quot;</source>
        <comment>header.unknown_key</comment>
        <translation>ismeretlen fejléckulcs: „{key}”</translation>
    </message>
    <message>
        <source>the header needs &quot;{key}&quot;</source>
        <comment>header.needs_key</comment>
        <translation>a fejlécből hiányzik: „{key}”</translation>
    </message>
    <message>
        <source>unknown ruleset &quot;{ruleset}&quot; (known: {known})</source>
        <comment>header.unknown_ruleset</comment>
        <translation>ismeretlen szabályrendszer: „{ruleset}” (ismertek: {known})</translation>
    </message>
    <message>
        <source>&quot;players&quot; must be a list of player ids</source>
        <comment>header.players</comment>
        <translation>„players”: játékosazonosítók listájának kell lennie</translation>
    </message>
    <message>
        <source>&quot;players&quot; lists a player twice</source>
        <comment>header.player_twice</comment>
        <translation>a „players” listában egy játékos kétszer szerepel</translation>
    </message>
    <message>
        <source>&quot;{player}&quot; cannot be a player id</source>
        <comment>header.bad_player_id</comment>
        <translation>„{player}” nem lehet játékosazonosító</translation>
    </message>
    <message>
        <source>&quot;enforcement&quot; must be &quot;strict&quot; or &quot;warn&quot;</source>
        <comment>header.enforcement</comment>
        <translation>„enforcement”: értéke csak „strict” vagy „warn” lehet</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; has the wrong type</source>
        <comment>header.wrong_type</comment>
        <translation>„{key}”: rossz típusú érték</translation>
    </message>
    <message numerus="yes">
        <source>{count} card(s) loaded, {rejected} rejected</source>
        <comment>cli.cardset_summary</comment>
        <translation>
            <numerusform>{count} lap betöltve, {rejected} elutasítva</numerusform>
        </translation>
    </message>
    <message>
        <source>{deck}: legal ({sections})</source>
        <comment>cli.deck_legal</comment>
        <translation>{deck}: szabályos ({sections})</translation>
    </message>
    <message>
        <source>{deck}: illegal ({sections})</source>
        <comment>cli.deck_illegal</comment>
        <translation>{deck}: szabálytalan ({sections})</translation>
    </message>
    <message>
        <source>no cards</source>
        <comment>cli.deck_no_cards</comment>
        <translation>nincs lap</translation>
    </message>
    <message numerus="yes">
        <source>{count} hero(es)</source>
        <comment>cli.section.hero</comment>
        <translation>
            <numerusform>{count} hős</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} deck</source>
        <comment>cli.section.deck</comment>
        <translation>
            <numerusform>{count} a pakliban</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} sideboard</source>
        <comment>cli.section.sideboard</comment>
        <translation>
            <numerusform>{count} az oldalpakliban</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} prepared</source>
        <comment>cli.section.prepared</comment>
        <translation>
            <numerusform>{count} előre kikészített</numerusform>
        </translation>
    </message>
    <message>
        <source>A card was created for {owner}.</source>
        <comment>create</comment>
        <translation>Létrejött egy lap {owner} számára.</translation>
    </message>
    <message>
        <source>From here on the record follows the rules of record format {format}.</source>
        <comment>format</comment>
        <translation>Innentől a játszmafájl formátuma: {format}.</translation>
    </message>
    <message>
        <source>Phases only go forward: {to} does not come after {phase} in this turn.</source>
        <comment>turn.phase_order</comment>
        <translation>{to} ebben a körben már nem jöhet: a fázisok csak előre haladnak, és most ez tart: {phase}.</translation>
    </message>
    <message>
        <source>{player} must act first ({act}); nothing else may happen before it but undo.</source>
        <comment>step.pending</comment>
        <translation>Előbb {player} következik ({act}); addig a visszavonáson kívül semmi más nem történhet.</translation>
    </message>
    <message>
        <source>A card is played onto its player&apos;s own side of the table, not into {place}.</source>
        <comment>play.own_side</comment>
        <translation>A kijátszott lap a kijátszó játékos saját térfelére kerül, nem ide: {place}.</translation>
    </message>
    <message>
        <source>This card stays in play until the end of the game.</source>
        <comment>card.fixed_in_play</comment>
        <translation>Ez a lap a játék végéig játékban marad.</translation>
    </message>
    <message>
        <source>Create a token</source>
        <comment>command.token</comment>
        <translation>Tóken létrehozása</translation>
    </message>
    <message>
        <source>Create one of the card set&apos;s tokens or one of your prepared cards</source>
        <comment>command.token.tip</comment>
        <translation>A lapkészlet egyik tókenjének vagy egy előre kikészített lapodnak a létrehozása</translation>
    </message>
    <message>
        <source>{player} creates which card?</source>
        <comment>command.token.prompt</comment>
        <translation>Melyik lapot hozza létre {player}?</translation>
    </message>
    <message>
        <source>Create</source>
        <comment>command.token.submit</comment>
        <translation>Létrehozás</translation>
    </message>
    <message>
        <source>This card set has no tokens or prepared cards to create.</source>
        <comment>command.token.none</comment>
        <translation>Ebben a lapkészletben nincs létrehozható tóken vagy előre kikészített lap.</translation>
    </message>
    <message>
        <source>Look at the top of your deck</source>
        <comment>command.look</comment>
        <translation>A paklid tetejének megnézése</translation>
    </message>
    <message>
        <source>Look at the top cards of your deck, as a card&apos;s ability allows</source>
        <comment>command.look.tip</comment>
        <translation>A paklid felső lapjainak megnézése, ahogy egy lap képessége megengedi</translation>
    </message>
    <message>
        <source>How many cards from the top?</source>
        <comment>command.look.prompt</comment>
        <translation>Hány lapot nézel meg felülről?</translation>
    </message>
    <message>
        <source>Look</source>
        <comment>command.look.submit</comment>
        <translation>Megnézem</translation>
    </message>
    <message numerus="yes">
        <source>Look at the top {count} card(s)</source>
        <comment>command.look.top</comment>
        <translation>
            <numerusform>A paklid felső {count} lapjának megnézése</numerusform>
        </translation>
    </message>
    <message>
        <source>Next</source>
        <comment>command.next</comment>
        <translation>Tovább</translation>
    </message>
    <message>
        <source>Search your deck</source>
        <comment>command.search</comment>
        <translation>Keresés a paklidban</translation>
    </message>
    <message>
        <source>Look through your whole deck and take a card, as a card&apos;s ability allows</source>
        <comment>command.search.tip</comment>
        <translation>A teljes paklid átnézése és egy lap elvétele, ahogy egy lap képessége megengedi</translation>
    </message>
    <message>
        <source>Search</source>
        <comment>command.search.submit</comment>
        <translation>Keresés</translation>
    </message>
    <message>
        <source>Which card&apos;s ability allows it?</source>
        <comment>command.source.prompt</comment>
        <translation>Melyik lap képessége engedi meg?</translation>
    </message>
    <message>
        <source>not valid text: a lone surrogate escape (\ud800 to \udfff) stands for no character</source>
        <comment>record.surrogate</comment>
        <translation>nem érvényes szöveg: egy magányos helyettesítő kód (\ud800–\udfff) nem jelöl karaktert</translation>
    </message>
    <message>
        <source>a number on this line is out of bounds: whole numbers go from -{most} to {most}</source>
        <comment>record.number_bounds</comment>
        <translation>egy szám ebben a sorban túl nagy vagy túl kicsi: az egész számok -{most} és {most} között lehetnek</translation>
    </message>
    <message>
        <source>a number too long to read (whole numbers go from -{most} to {most})</source>
        <comment>record.number_too_long</comment>
        <translation>túl hosszú szám (az egész számok -{most} és {most} között lehetnek)</translation>
    </message>
    <message>
        <source>not a regular file (a pipe or a device?): a game record is a file</source>
        <comment>record.not_a_file</comment>
        <translation>nem közönséges fájl (cső vagy eszköz?): a játszmafájl egy fájl</translation>
    </message>
    <message>
        <source>&quot;seed&quot; must be a whole number from 0 to {most}</source>
        <comment>header.seed</comment>
        <translation>a „seed” 0 és {most} közötti egész szám kell legyen</translation>
    </message>
    <message>
        <source>a number in the header is out of bounds: whole numbers go from -{most} to {most}</source>
        <comment>header.number_bounds</comment>
        <translation>egy szám a fejlécben túl nagy vagy túl kicsi: az egész számok -{most} és {most} között lehetnek</translation>
    </message>
    <message>
        <source>&quot;heroes.{player}&quot; must be a card id</source>
        <comment>header.heroes</comment>
        <translation>a „heroes.{player}” egy lap azonosítója kell legyen</translation>
    </message>
    <message>
        <source>&quot;{key}.{player}&quot; must be a list of card ids</source>
        <comment>header.player_lists</comment>
        <translation>a „{key}.{player}” lapazonosítók listája kell legyen</translation>
    </message>
    <message>
        <source>record format {format} is newer than this Cardtable reads (up to {known})</source>
        <comment>record.format_unknown</comment>
        <translation>ez a játszmafájl-formátum újabb annál, amit ez a Cardtable olvas: {format} (legfeljebb {known})</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot; in &quot;turn&quot;</source>
        <comment>header.turn_key</comment>
        <translation>ismeretlen kulcs a „turn” részben: „{key}”</translation>
    </message>
    <message>
        <source>&quot;turn.number&quot; must be a whole number from 1</source>
        <comment>header.turn_number</comment>
        <translation>„turn.number”: legalább 1 értékű egész számnak kell lennie</translation>
    </message>
    <message>
        <source>&quot;players_state.{player}&quot; must map counter names to whole numbers</source>
        <comment>header.players_state</comment>
        <translation>„players_state.{player}”: számlálónevekhez egész számokat kell rendelnie</translation>
    </message>
    <message>
        <source>zone &quot;{zone}&quot; must be a list of cards</source>
        <comment>header.zone_not_list</comment>
        <translation>„{zone}” zóna: laplistának kell lennie</translation>
    </message>
    <message>
        <source>label &quot;{label}&quot; is used twice</source>
        <comment>header.label_twice</comment>
        <translation>„{label}” címke kétszer szerepel</translation>
    </message>
    <message>
        <source>a card&apos;s &quot;id&quot; must be a string</source>
        <comment>entry.id_not_string</comment>
        <translation>egy lap „id” mezőjének szövegnek kell lennie</translation>
    </message>
    <message>
        <source>a card in a zone must be a string or an object</source>
        <comment>entry.not_card</comment>
        <translation>a zónában lévő lap csak szöveg vagy objektum lehet</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot; in a card entry</source>
        <comment>entry.unknown_key</comment>
        <translation>ismeretlen kulcs egy lapbejegyzésben: „{key}”</translation>
    </message>
    <message>
        <source>a card entry needs &quot;card&quot; (a definition id)</source>
        <comment>entry.needs_card</comment>
        <translation>a lapbejegyzésből hiányzik a „card” (egy meghatározás azonosítója)</translation>
    </message>
    <message>
        <source>&quot;markers&quot; must map names to whole numbers</source>
        <comment>entry.markers</comment>
        <translation>„markers”: nevekhez egész számokat kell rendelnie</translation>
    </message>
    <message>
        <source>&quot;effects&quot; must be a list of names</source>
        <comment>entry.effects</comment>
        <translation>„effects”: nevek listájának kell lennie</translation>
    </message>
    <message>
        <source>unknown card &quot;{card}&quot;</source>
        <comment>name.unknown_card</comment>
        <translation>ismeretlen lap: „{card}”</translation>
    </message>
    <message>
        <source>unknown player &quot;{player}&quot;</source>
        <comment>name.unknown_player</comment>
        <translation>ismeretlen játékos: „{player}”</translation>
    </message>
    <message>
        <source>unknown zone &quot;{zone}&quot; (write it as player.zone)</source>
        <comment>name.unqualified_zone</comment>
        <translation>ismeretlen zóna: „{zone}” (így írd: játékos.zóna)</translation>
    </message>
    <message>
        <source>unknown zone &quot;{zone}&quot; in {ruleset}</source>
        <comment>name.unknown_zone</comment>
        <translation>ismeretlen zóna: „{zone}” ({ruleset})</translation>
    </message>
    <message>
        <source>unknown card label &quot;{label}&quot;</source>
        <comment>name.unknown_label</comment>
        <translation>ismeretlen lapcímke: „{label}”</translation>
    </message>
    <message>
        <source>unknown phase &quot;{name}&quot; in {ruleset}</source>
        <comment>name.unknown_phase</comment>
        <translation>ismeretlen fázis: „{name}” ({ruleset})</translation>
    </message>
    <message>
        <source>label &quot;{label}&quot; is already used</source>
        <comment>name.label_used</comment>
        <translation>a címke már foglalt: „{label}”</translation>
    </message>
    <message>
        <source>an action must be a JSON object</source>
        <comment>action.not_object</comment>
        <translation>a lépésnek JSON-objektumnak kell lennie</translation>
    </message>
    <message>
        <source>an action needs &quot;act&quot;</source>
        <comment>action.needs_act</comment>
        <translation>a lépésből hiányzik az „act”</translation>
    </message>
    <message>
        <source>unknown act &quot;{name}&quot;</source>
        <comment>action.unknown_act</comment>
        <translation>ismeretlen lépésfajta: „{name}”</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; needs &quot;by&quot; (the player doing it)</source>
        <comment>action.needs_by</comment>
        <translation>„{name}”: hiányzik a „by” (a lépést tevő játékos)</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; needs &quot;{key}&quot;</source>
        <comment>action.needs_key</comment>
        <translation>„{name}”: hiányzó kulcs: „{key}”</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot; in &quot;{name}&quot;</source>
        <comment>action.unknown_key</comment>
        <translation>ismeretlen kulcs: „{key}” („{name}”)</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; in &quot;{name}&quot; must be {kind}</source>
        <comment>action.wrong_kind</comment>
        <translation>„{key}” („{name}”): az érték csak {kind} lehet</translation>
    </message>
    <message>
        <source>&quot;cards&quot; names a card twice</source>
        <comment>action.card_twice</comment>
        <translation>a „cards” egy lapot kétszer nevez meg</translation>
    </message>
    <message>
        <source>&quot;count&quot; must not be negative</source>
        <comment>action.negative_count</comment>
        <translation>a „count” nem lehet negatív</translation>
    </message>
    <message>
        <source>&quot;count&quot; of a draw may be at most {most}</source>
        <comment>action.draw_count</comment>
        <translation>a húzás „count” értéke legfeljebb {most} lehet</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; in &quot;{name}&quot; is out of bounds: whole numbers go from -{most} to {most}</source>
        <comment>action.number_bounds</comment>
        <translation>„{key}” („{name}”) túl nagy vagy túl kicsi: az egész számok -{most} és {most} között lehetnek</translation>
    </message>
    <message>
        <source>&quot;counter&quot; needs either &quot;delta&quot; or &quot;value&quot;</source>
        <comment>action.counter_value</comment>
        <translation>a „counter” lépéshez vagy „delta”, vagy „value” kell</translation>
    </message>
    <message>
        <source>a string</source>
        <comment>kind.string</comment>
        <translation>szöveg</translation>
    </message>
    <message>
        <source>an integer</source>
        <comment>kind.integer</comment>
        <translation>egész szám</translation>
    </message>
    <message>
        <source>true or false</source>
        <comment>kind.bool</comment>
        <translation>true vagy false</translation>
    </message>
    <message>
        <source>&quot;top&quot;, &quot;bottom&quot; or an index</source>
        <comment>kind.position</comment>
        <translation>„top”, „bottom” vagy egy index</translation>
    </message>
    <message>
        <source>&quot;top&quot; or &quot;bottom&quot;</source>
        <comment>kind.end</comment>
        <translation>„top” vagy „bottom”</translation>
    </message>
    <message>
        <source>an object as docs/records.md shows it</source>
        <comment>kind.expect_table</comment>
        <translation>egy objektum, ahogy a docs/records.md mutatja</translation>
    </message>
    <message>
        <source>a string or null</source>
        <comment>kind.string_or_null</comment>
        <translation>szöveg vagy null</translation>
    </message>
    <message>
        <source>a list of strings</source>
        <comment>kind.string_list</comment>
        <translation>szövegek listája</translation>
    </message>
    <message>
        <source>an object</source>
        <comment>kind.object</comment>
        <translation>objektum</translation>
    </message>
    <message>
        <source>&quot;strict&quot; or &quot;warn&quot;</source>
        <comment>kind.mode</comment>
        <translation>„strict” vagy „warn”</translation>
    </message>
    <message>
        <source>an expectation&apos;s value must be an object</source>
        <comment>expect.not_object</comment>
        <translation>az elvárás értékének objektumnak kell lennie</translation>
    </message>
    <message>
        <source>unknown expectation &quot;{key}&quot;</source>
        <comment>expect.unknown</comment>
        <translation>ismeretlen elvárás: „{key}”</translation>
    </message>
    <message>
        <source>the expectation &quot;{key}&quot; must be {kind}</source>
        <comment>expect.wrong_kind</comment>
        <translation>„{key}” elvárás: az érték csak {kind} lehet</translation>
    </message>
    <message>
        <source>&quot;cards&quot; must be an object of card definitions</source>
        <comment>cards.not_object</comment>
        <translation>a „cards” csak lapmeghatározásokból álló objektum lehet</translation>
    </message>
    <message>
        <source>card &quot;{card}&quot;: {problem}</source>
        <comment>card.definition</comment>
        <translation>„{card}” lap: {problem}</translation>
    </message>
    <message>
        <source>a definition must be an object</source>
        <comment>card.not_object</comment>
        <translation>a meghatározásnak objektumnak kell lennie</translation>
    </message>
    <message>
        <source>missing field &quot;{field}&quot;</source>
        <comment>card.missing_field</comment>
        <translation>hiányzó mező: „{field}”</translation>
    </message>
    <message>
        <source>field &quot;{field}&quot;: {problem}</source>
        <comment>card.field</comment>
        <translation>„{field}” mező: {problem}</translation>
    </message>
    <message>
        <source>unknown field &quot;{field}&quot;</source>
        <comment>card.unknown_field</comment>
        <translation>ismeretlen mező: „{field}”</translation>
    </message>
    <message>
        <source>unknown card type &quot;{name}&quot; (known: {known})</source>
        <comment>card.unknown_type</comment>
        <translation>ismeretlen laptípus: „{name}” (ismertek: {known})</translation>
    </message>
    <message>
        <source>{card_type:a} card needs a {stat} value</source>
        <comment>card.needs_stat</comment>
        <translation>{card_type} típusú lapnál kötelező: {stat}</translation>
    </message>
    <message>
        <source>{card_type:a} card has no {stat}</source>
        <comment>card.has_no_stat</comment>
        <translation>{card_type} típusú lapnak nincs ilyen mezője: {stat}</translation>
    </message>
    <message numerus="yes">
        <source>{count} column(s) kept as the cards&apos; notes (not card fields): {columns}</source>
        <comment>cardset.notes</comment>
        <translation>
            <numerusform>{count} oszlop a lapok jegyzeteként megmarad (nem lapmezők): {columns}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} required column(s) missing, so no card can load: {missing}. The first row names: {seen}. Expected titles: {expected}</source>
        <comment>cardset.missing_columns</comment>
        <translation>
            <numerusform>{count} kötelező oszlop hiányzik, így egy lap sem tölthető be: {missing}. Az első sor oszlopai: {seen}. Várt oszlopcímek: {expected}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no &quot;{column}&quot; column ({titles}): {count} card(s) left out, as their type needs it (rows {rows})</source>
        <comment>cardset.absent_column</comment>
        <translation>
            <numerusform>nincs „{column}” oszlop ({titles}): {count} lap kimaradt, mert a típusa megköveteli (sorok: {rows})</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;{value}&quot; is not a yes/no value ({words})</source>
        <comment>cell.not_bool</comment>
        <translation>„{value}” nem igen/nem érték ({words})</translation>
    </message>
    <message>
        <source>the cell holds {length} characters: at most {max}</source>
        <comment>cell.too_long</comment>
        <translation>a cella {length} karaktert tartalmaz: legfeljebb {max} lehet</translation>
    </message>
    <message numerus="yes">
        <source>{count} web address(es) in the image column, which Cardtable does not fetch (rows {rows}): {local} of these cards use the file in images/ named by their id or name, the others get a generated face</source>
        <comment>cardset.images_web</comment>
        <translation>
            <numerusform>{count} webcím a kép oszlopban, ezeket a Cardtable nem tölti le (sorok: {rows}): ezek közül {local} lap az images/ mappa azonosítója vagy neve szerinti fájlját kapja, a többi generált képet</numerusform>
        </translation>
    </message>
    <message>
        <source>no image is named like &quot;{name}&quot;, and &quot;{image}&quot; is used by no card: was the card renamed? Rename the file, or write its name in the image column</source>
        <comment>cardset.image_renamed</comment>
        <translation>nincs „{name}” nevű kép, ezt a fájlt pedig egy lap sem használja: „{image}”. Átnevezted a lapot? Nevezd át a fájlt, vagy írd a nevét a kép oszlopba</translation>
    </message>
    <message>
        <source>not a readable SVG drawing ({detail})</source>
        <comment>svg.not_readable</comment>
        <translation>nem olvasható SVG-rajz ({detail})</translation>
    </message>
    <message>
        <source>the SVG drawing is too large (at most {max} MB)</source>
        <comment>svg.too_large</comment>
        <translation>az SVG-rajz túl nagy (legfeljebb {max}&#xa0;MB)</translation>
    </message>
    <message>
        <source>the SVG drawing has too many elements (at most {max})</source>
        <comment>svg.too_many_elements</comment>
        <translation>az SVG-rajznak túl sok eleme van (legfeljebb {max})</translation>
    </message>
    <message>
        <source>the SVG drawing declares a DTD or entities, which are not read</source>
        <comment>svg.dtd</comment>
        <translation>az SVG-rajz DTD-t vagy entitásokat deklarál, ezeket nem olvassuk be</translation>
    </message>
    <message>
        <source>the SVG drawing refers to &quot;{reference}&quot;: only drawings without outside files are shown</source>
        <comment>svg.outside_file</comment>
        <translation>az SVG-rajz erre hivatkozik: „{reference}”; csak külső fájl nélküli rajzok jelennek meg</translation>
    </message>
    <message>
        <source>&quot;{image}&quot; is an SVG drawing that refers to &quot;{reference}&quot; outside it: a card image may not show other files</source>
        <comment>cardset.image_svg_outside</comment>
        <translation>„{image}” SVG-rajz, amely rajta kívüli fájlra hivatkozik („{reference}”): egy lapkép nem mutathat más fájlokat</translation>
    </message>
    <message numerus="yes">
        <source>{count} hero(es): a deck needs exactly {wanted} in the Hero section ({rule})</source>
        <comment>decklist.hero_count</comment>
        <translation>
            <numerusform>{count} hős: a Hős részben pontosan {wanted} kell ({rule})</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is {card_type:a} card, not {hero_type:a} card</source>
        <comment>decklist.not_hero_type</comment>
        <translation>„{name}” típusa {card_type}, nem {hero_type}</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is {hero_type:a} card: it belongs in the Hero section</source>
        <comment>decklist.hero_in_deck</comment>
        <translation>„{name}” típusa {hero_type}: a Hős részbe való</translation>
    </message>
    <message numerus="yes">
        <source>the deck has {count} card(s): at least {min} ({rule})</source>
        <comment>decklist.too_few</comment>
        <translation>
            <numerusform>a pakliban {count} lap van: legalább {min} kell ({rule})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the sideboard has {count} card(s): at most {max} ({rule})</source>
        <comment>decklist.sideboard_too_big</comment>
        <translation>
            <numerusform>az oldalpakliban {count} lap van: legfeljebb {max} lehet ({rule})</numerusform>
        </translation>
    </message>
    <message>
        <source>must be a non-empty string</source>
        <comment>value.non_empty_string</comment>
        <translation>nem üres szövegnek kell lennie</translation>
    </message>
    <message>
        <source>{player}&apos;s {zone} was shuffled.</source>
        <comment>shuffle</comment>
        <translation>{zone} ({player}): a lapokat megkeverték.</translation>
    </message>
    <message>
        <source>{player}&apos;s deck was shuffled.</source>
        <comment>deck.shuffled</comment>
        <translation>{player} pakliját megkeverték.</translation>
    </message>
    <message>
        <source>A card always goes to its owner&apos;s own zone ({zone}): this one went to {owner}&apos;s.</source>
        <comment>owner.redirect</comment>
        <translation>A lap mindig a tulajdonosa saját zónájába kerül; ez ide került: {zone} ({owner}).</translation>
    </message>
    <message>
        <source>{card_type:A} can be played only in its player&apos;s own turn, in the {phase}.</source>
        <comment>play.timing</comment>
        <translation>Ez a lap ({card_type}) csak a kijátszó játékos saját körében, ebben a fázisban játszható ki: {phase}.</translation>
    </message>
    <message>
        <source>The game is over: only undo, redo and playing on in warn mode are possible.</source>
        <comment>game.over</comment>
        <translation>A játék véget ért: csak visszavonni, újra végrehajtani és figyelmeztető módban továbbjátszani lehet.</translation>
    </message>
    <message>
        <source>That card&apos;s ability cannot allow it: a source is a card the player controls in play, one in their own hand, or the card of their own last play or Flow.</source>
        <comment>source.invalid</comment>
        <translation>Ennek a lapnak a képessége ezt nem engedheti meg: forrás csak olyan lap lehet, amelyet a játékos a játékban irányít, a saját kezében lévő lap, vagy az a lap, amelyet utoljára kijátszott vagy amelynek utoljára az Áramlását használta.</translation>
    </message>
    <message>
        <source>The card was revealed to use its hand ability (once per turn with this card).</source>
        <comment>reveal.ability</comment>
        <translation>A játékos megmutatta a lapot, hogy használja a kézben működő képességét (ugyanazzal a lappal körönként egyszer).</translation>
    </message>
    <message>
        <source>{phase} begins.</source>
        <comment>phase</comment>
        <translation>{phase} következik.</translation>
    </message>
    <message>
        <source>the first line must be the header (ruleset, players, …)</source>
        <comment>header.first_line</comment>
        <translation>az első sornak a fejlécnek kell lennie (ruleset, players, …)</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <comment>value.whole_number</comment>
        <translation>egész számnak kell lennie</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <comment>value.bool</comment>
        <translation>az értéke csak true vagy false lehet</translation>
    </message>
    <message>
        <source>must be a string</source>
        <comment>value.string</comment>
        <translation>szövegnek kell lennie</translation>
    </message>
    <message>
        <source>must be a list of whole numbers</source>
        <comment>value.number_list</comment>
        <translation>egész számok listájának kell lennie</translation>
    </message>
    <message>
        <source>must be one of {choices}</source>
        <comment>value.one_of</comment>
        <translation>csak ezek egyike lehet: {choices}</translation>
    </message>
    <message>
        <source>must be an object</source>
        <comment>value.object</comment>
        <translation>objektumnak kell lennie</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot;</source>
        <comment>cost_mod.unknown_key</comment>
        <translation>ismeretlen kulcs: „{key}”</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; must be a whole number</source>
        <comment>cost_mod.key_number</comment>
        <translation>„{key}”: egész számnak kell lennie</translation>
    </message>
    <message>
        <source>&quot;tribe&quot; must be a string</source>
        <comment>cost_mod.tribe_string</comment>
        <translation>„tribe”: szövegnek kell lennie</translation>
    </message>
    <message>
        <source>give self_per_card_in_hand, or tribe and amount</source>
        <comment>cost_mod.kind</comment>
        <translation>add meg a self_per_card_in_hand értéket, vagy a tribe és az amount értékét</translation>
    </message>
    <message>
        <source>a group modifier needs both tribe and amount</source>
        <comment>cost_mod.group</comment>
        <translation>a csoportos költségmódosítóhoz a tribe és az amount is kell</translation>
    </message>
    <message>
        <source>not a folder (a card set is a folder with cardset.toml and cards.csv)</source>
        <comment>cardset.not_folder</comment>
        <translation>nem mappa (a lapkészlet egy mappa, benne cardset.toml és cards.csv)</translation>
    </message>
    <message>
        <source>no cardset.toml: a card set is a folder with cardset.toml and cards.csv</source>
        <comment>cardset.no_manifest</comment>
        <translation>nincs cardset.toml: a lapkészlet egy mappa, benne cardset.toml és cards.csv</translation>
    </message>
    <message>
        <source>cannot read: {reason}</source>
        <comment>cardset.cannot_read</comment>
        <translation>nem olvasható: {reason}</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte})</source>
        <comment>cardset.manifest_not_utf8</comment>
        <translation>nem UTF-8 szöveg ({byte}. bájt)</translation>
    </message>
    <message>
        <source>not valid TOML: {detail}</source>
        <comment>cardset.bad_toml</comment>
        <translation>hibás TOML: {detail}</translation>
    </message>
    <message>
        <source>not valid TOML: nested too deeply</source>
        <comment>cardset.toml_too_deep</comment>
        <translation>hibás TOML: túl mélyen egymásba ágyazva</translation>
    </message>
    <message>
        <source>{problems}</source>
        <comment>cardset.manifest</comment>
        <translation>{problems}</translation>
    </message>
    <message>
        <source>{key}: {problem}</source>
        <comment>manifest.key</comment>
        <translation>{key}: {problem}</translation>
    </message>
    <message>
        <source>must be one of {choices}, not &quot;{value}&quot;</source>
        <comment>manifest.not_one_of</comment>
        <translation>csak ezek egyike lehet: {choices} (nem „{value}”)</translation>
    </message>
    <message>
        <source>unknown key (known: {known})</source>
        <comment>manifest.unknown_key</comment>
        <translation>ismeretlen kulcs (ismertek: {known})</translation>
    </message>
    <message>
        <source>must be a string in quotes, e.g. &quot;0.3&quot;</source>
        <comment>manifest.not_string</comment>
        <translation>idézőjeles szövegnek kell lennie, pl. &quot;0.3&quot;</translation>
    </message>
    <message>
        <source>missing</source>
        <comment>manifest.missing</comment>
        <translation>hiányzik</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <comment>manifest.empty</comment>
        <translation>nem lehet üres</translation>
    </message>
    <message>
        <source>no cards.csv or cards.tsv in the folder</source>
        <comment>cardset.no_cards_file</comment>
        <translation>a mappában nincs cards.csv vagy cards.tsv</translation>
    </message>
    <message>
        <source>both cards.csv and cards.tsv: keep one</source>
        <comment>cardset.two_cards_files</comment>
        <translation>cards.csv és cards.tsv is van: csak az egyiket tartsd meg</translation>
    </message>
    <message>
        <source>not UTF-8 text: save the spreadsheet as CSV UTF-8</source>
        <comment>cardset.not_utf8</comment>
        <translation>nem UTF-8 szöveg: mentsd a táblázatot CSV UTF-8 formátumban</translation>
    </message>
    <message>
        <source>the file is empty: the first row must name the columns</source>
        <comment>cardset.empty_file</comment>
        <translation>a fájl üres: az első sornak az oszlopokat kell megneveznie</translation>
    </message>
    <message>
        <source>cannot read the rest of the file: {detail}</source>
        <comment>cardset.csv_error</comment>
        <translation>a fájl többi része nem olvasható: {detail}</translation>
    </message>
    <message>
        <source>column &quot;{column}&quot; appears twice: the second one is ignored</source>
        <comment>cardset.column_twice</comment>
        <translation>„{column}” oszlop kétszer szerepel: a második kimarad</translation>
    </message>
    <message>
        <source>a value beyond the last column: &quot;{value}&quot; (a stray delimiter?)</source>
        <comment>cardset.stray_value</comment>
        <translation>érték az utolsó oszlopon túl: „{value}” (fölösleges elválasztó?)</translation>
    </message>
    <message>
        <source>missing id: every card needs one</source>
        <comment>cardset.missing_id</comment>
        <translation>hiányzó azonosító: minden lapnak kell egy</translation>
    </message>
    <message>
        <source>id &quot;{card}&quot; contains &quot;#&quot;, which separates a card from its label in game records</source>
        <comment>cardset.id_hash</comment>
        <translation>az azonosító („{card}”) „#” jelet tartalmaz, ami a játszmafájlokban a lapot a címkéjétől választja el</translation>
    </message>
    <message>
        <source>id &quot;{card}&quot; contains a line break or another control character</source>
        <comment>cardset.id_control</comment>
        <translation>„{card}” azonosító: sortörést vagy más vezérlőkaraktert tartalmaz</translation>
    </message>
    <message>
        <source>duplicate id &quot;{card}&quot; (first in row {row})</source>
        <comment>cardset.duplicate_id</comment>
        <translation>ismétlődő azonosító: „{card}” (első előfordulása: {row}. sor)</translation>
    </message>
    <message>
        <source>count {value} is below 0</source>
        <comment>cardset.negative_count</comment>
        <translation>a darabszám ({value}) kisebb 0-nál</translation>
    </message>
    <message>
        <source>count {value} is too many copies: at most {max}</source>
        <comment>cardset.count_too_large</comment>
        <translation>a darabszám ({value}) túl sok: legfeljebb {max}</translation>
    </message>
    <message>
        <source>missing {field}</source>
        <comment>cardset.missing_value</comment>
        <translation>hiányzik: {field}</translation>
    </message>
    <message>
        <source>&quot;{value}&quot; is not {choices}</source>
        <comment>cardset.not_choice</comment>
        <translation>„{value}” nem megengedett; lehet: {choices}</translation>
    </message>
    <message>
        <source>&quot;{value}&quot; is not a whole number</source>
        <comment>cell.not_int</comment>
        <translation>„{value}” nem egész szám</translation>
    </message>
    <message>
        <source>&quot;{value}&quot; is too large a number: at most {max}</source>
        <comment>cell.too_large</comment>
        <translation>„{value}” túl nagy szám: legfeljebb {max}</translation>
    </message>
    <message>
        <source>&quot;{value}&quot; is not a strike written like 1-2-3</source>
        <comment>cell.not_strike</comment>
        <translation>„{value}” nem 1-2-3 alakban írt ütés</translation>
    </message>
    <message>
        <source>cannot list images/: {reason}</source>
        <comment>cardset.cannot_list_images</comment>
        <translation>az images/ mappa tartalma nem olvasható: {reason}</translation>
    </message>
    <message>
        <source>&quot;{image}&quot; is an absolute path: give a path inside the card-set folder</source>
        <comment>cardset.image_absolute</comment>
        <translation>„{image}” abszolút útvonal: a lapkészlet mappáján belüli útvonalat adj meg</translation>
    </message>
    <message>
        <source>&quot;{image}&quot; leads outside the card-set folder</source>
        <comment>cardset.image_outside</comment>
        <translation>„{image}” a lapkészlet mappáján kívülre mutat</translation>
    </message>
    <message>
        <source>&quot;{image}&quot; is a link that leads round in a circle</source>
        <comment>cardset.image_loop</comment>
        <translation>„{image}” körbe mutató hivatkozás</translation>
    </message>
    <message>
        <source>&quot;{image}&quot; cannot be a file name (a control character, or longer than {max} characters)</source>
        <comment>cardset.image_bad_name</comment>
        <translation>„{image}” nem lehet fájlnév (vezérlőkarakter, vagy hosszabb {max} karakternél)</translation>
    </message>
    <message>
        <source>image &quot;{image}&quot;: {problem}; the card gets a generated face</source>
        <comment>cardset.image</comment>
        <translation>„{image}” kép: {problem}; a lap generált előlapot kap</translation>
    </message>
    <message>
        <source>the card back leads outside the card-set folder</source>
        <comment>cardset.back_outside</comment>
        <translation>a hátlap a lapkészlet mappáján kívülre mutat</translation>
    </message>
    <message>
        <source>card back: {problem}</source>
        <comment>cardset.back</comment>
        <translation>hátlap: {problem}</translation>
    </message>
    <message>
        <source>not a PNG, JPEG, WebP or SVG file</source>
        <comment>image.not_image</comment>
        <translation>nem PNG, JPEG, WebP vagy SVG fájl</translation>
    </message>
    <message>
        <source>not a readable {kind} image</source>
        <comment>image.unreadable</comment>
        <translation>nem olvasható {kind} kép</translation>
    </message>
    <message>
        <source>the bundled demo is broken: {detail}</source>
        <comment>cardset.demo_broken</comment>
        <translation>a beépített bemutató hibás: {detail}</translation>
    </message>
    <message>
        <source>cannot read the deck list: {reason}</source>
        <comment>decklist.cannot_read</comment>
        <translation>a paklilista nem olvasható: {reason}</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <comment>decklist.not_utf8</comment>
        <translation>nem UTF-8 szöveg</translation>
    </message>
    <message>
        <source>card &quot;{card}&quot; was left out of the card set: {file}:{row} has errors (see cardset check)</source>
        <comment>decklist.left_out</comment>
        <translation>„{card}” lap kimaradt a lapkészletből, mert ez a sora hibás: {file}:{row} (lásd a lapkészlet hibáit)</translation>
    </message>
    <message>
        <source>unknown card &quot;{card}&quot; (did you mean &quot;{near}&quot;?)</source>
        <comment>decklist.unknown_card</comment>
        <translation>ismeretlen lap: „{card}” (erre gondoltál: „{near}”?)</translation>
    </message>
    <message numerus="yes">
        <source>&quot;{name}&quot; is the name of {count} cards ({ids}): write the id instead</source>
        <comment>decklist.ambiguous</comment>
        <translation>
            <numerusform>„{name}” néven {count} lap is van ({ids}): írd inkább az azonosítót</numerusform>
        </translation>
    </message>
    <message>
        <source>a count of {given}: at least 1</source>
        <comment>decklist.count_too_low</comment>
        <translation>darabszám: {given}; legalább 1 kell</translation>
    </message>
    <message>
        <source>a count of {given}: at most {max}</source>
        <comment>decklist.count_too_high</comment>
        <translation>darabszám: {given}; legfeljebb {max} lehet</translation>
    </message>
    <message>
        <source>card &quot;{card}&quot; is not in the card set now (see the card set problems)</source>
        <comment>decklist.card_gone</comment>
        <translation>„{card}” lap most nincs a lapkészletben (lásd a lapkészlet hibáit)</translation>
    </message>
    <message>
        <source>rule {rule}</source>
        <comment>decklist.rule</comment>
        <translation>{rule}. szabály</translation>
    </message>
    <message>
        <source>deck building</source>
        <comment>decklist.building</comment>
        <translation>pakliépítés</translation>
    </message>
    <message>
        <source>this game has no heroes: remove the Hero section ({rule})</source>
        <comment>decklist.no_heroes</comment>
        <translation>ebben a játékban nincsenek hősök: töröld a Hős részt ({rule})</translation>
    </message>
    <message numerus="yes">
        <source>{count} copies of &quot;{name}&quot; in the deck: at most {max} ({rule})</source>
        <comment>decklist.copies</comment>
        <translation>
            <numerusform>„{name}” lapból {count} példány van a pakliban: legfeljebb {max} lehet ({rule})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} copies of &quot;{name}&quot; in the deck and sideboard: at most {max} ({rule})</source>
        <comment>decklist.copies_sideboard</comment>
        <translation>
            <numerusform>„{name}” lapból {count} példány van a pakliban és az oldalpakliban: legfeljebb {max} lehet ({rule})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorPanel</name>
    <message>
        <source>Card set problems</source>
        <translation>A lapkészlet hibái</translation>
    </message>
    <message>
        <source>Double-click to open the file</source>
        <translation>Dupla kattintással megnyílik a fájl</translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation>Nincs hiba.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n hiba</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n figyelmeztetés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n megjegyzés</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Free table</source>
        <translation>Szabad asztal</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>Pass the computer to %s. Both hands are hidden.</source>
        <translation>Adjátok át a gépet, %s következik. Mindkét kéz rejtve van.</translation>
    </message>
    <message>
        <source>I am %s: show my side</source>
        <translation>%s vagyok: mutasd az oldalamat</translation>
    </message>
</context>
<context>
    <name>ImageDrops</name>
    <message>
        <source>%s: not made into a card (%s)</source>
        <translation>%s: nem lett belőle lap (%s)</translation>
    </message>
    <message>
        <source>Only image files (PNG, JPEG, WebP, SVG …) make proof cards.</source>
        <translation>Próbalap csak képfájlból (PNG, JPEG, WebP, SVG …) készülhet.</translation>
    </message>
    <message>
        <source>Proof cards from images cannot be dropped on this table: %s</source>
        <translation>Képekből készült próbalapok nem tehetők erre az asztalra: %s</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join an online game</source>
        <translation>Csatlakozás internetes játszmához</translation>
    </message>
    <message>
        <source>Paste the link the host sent you (it starts with cardtable://join). It opens the table from your seat.</source>
        <translation>Illeszd be a linket, amelyet a házigazda küldött (cardtable://join kezdetű). Az asztalt a te helyedről nyitja meg.</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Csatlakozás</translation>
    </message>
</context>
<context>
    <name>Journaling</name>
    <message>
        <source>The disk that holds the autosave journal is full.</source>
        <translation>Az automatikus mentés naplóját tároló lemez megtelt.</translation>
    </message>
    <message>
        <source>The autosave journal is on a read-only disk.</source>
        <translation>Az automatikus mentés naplója csak olvasható lemezen van.</translation>
    </message>
    <message>
        <source>Cardtable is not allowed to write the autosave journal.</source>
        <translation>A Cardtable nem írhatja az automatikus mentés naplóját.</translation>
    </message>
    <message>
        <source>The autosave journal is gone (was its disk removed?).</source>
        <translation>Az automatikus mentés naplója eltűnt (kivették a lemezét?).</translation>
    </message>
    <message>
        <source>The disk that holds the autosave journal reports an error.</source>
        <translation>Az automatikus mentés naplóját tároló lemez hibát jelez.</translation>
    </message>
    <message>
        <source>Another copy of Cardtable is writing this autosave journal.</source>
        <translation>Ezt az automatikus mentési naplót a Cardtable egy másik példánya írja.</translation>
    </message>
    <message>
        <source>The autosave journal could not be written.</source>
        <translation>Az automatikus mentés naplóját nem sikerült írni.</translation>
    </message>
    <message>
        <source>Free some space and try again, or save the game elsewhere and keep playing there.</source>
        <translation>Szabadíts fel helyet, és próbáld újra, vagy mentsd máshová a játszmát, és játssz ott tovább.</translation>
    </message>
    <message>
        <source>Save elsewhere…</source>
        <translation>Mentés máshová…</translation>
    </message>
    <message>
        <source>Save the game and keep playing there</source>
        <translation>A játszma mentése, és a játék folytatása ott</translation>
    </message>
    <message>
        <source>Save the game elsewhere to keep playing there.</source>
        <translation>Mentsd máshová a játszmát, és ott játszhatsz tovább.</translation>
    </message>
    <message>
        <source>The game is saved in {path}; from now on every action is written there.</source>
        <translation>A játszma mentve: {path}; mostantól minden lépés oda kerül.</translation>
    </message>
    <message>
        <source>This action was not made, because it could not be saved.</source>
        <translation>Ez a lépés nem történt meg, mert nem sikerült menteni.</translation>
    </message>
    <message>
        <source>This game cannot be saved as it is played.</source>
        <translation>Ezt a játszmát nem lehet játék közben menteni.</translation>
    </message>
    <message>
        <source>{path} is the journal of a game open in another Cardtable (process {pid}).</source>
        <translation>{path}: egy másik Cardtable-ben (folyamat: {pid}) nyitott játszma naplója.</translation>
    </message>
    <message>
        <source>{path} is the journal of a game open in another Cardtable.</source>
        <translation>{path}: egy másik Cardtable-ben nyitott játszma naplója.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>en</source>
        <comment>this catalog&apos;s language code (hu, ru): sizes and numbers follow it</comment>
        <translation>hu</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Nyelv</translation>
    </message>
    <message>
        <source>System language (%s)</source>
        <translation>A rendszer nyelve (%s)</translation>
    </message>
    <message>
        <source>Game terms in the game&apos;s language</source>
        <translation>A játék kifejezései a játék saját nyelvén</translation>
    </message>
</context>
<context>
    <name>LiveReload</name>
    <message>
        <source>card &quot;%s&quot;: the game refused the new definition (%s)</source>
        <translation>„%s” lap: a játék nem fogadta el az új meghatározást (%s)</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>{zone} ({player})</source>
        <translation>{zone} ({player})</translation>
    </message>
    <message>
        <source>{player} tapped {cards}</source>
        <translation>{player} passzívvá tette: {cards}</translation>
    </message>
    <message>
        <source>{player} untapped {cards}</source>
        <translation>{player} aktívvá tette: {cards}</translation>
    </message>
    <message>
        <source>{player} tapped or untapped {cards}</source>
        <translation>{player} passzívvá vagy aktívvá tette: {cards}</translation>
    </message>
    <message>
        <source>{player}: {delta} {marker} on {cards}</source>
        <translation>{player}: {cards} – {delta} {marker}</translation>
    </message>
    <message>
        <source>{player} changed the markers on {cards}</source>
        <translation>{player} módosította a jelzőket: {cards}</translation>
    </message>
    <message>
        <source>{player} set {owner}&apos;s {counter} to {value}</source>
        <translation>{player} beállította: {counter} ({owner}) = {value}</translation>
    </message>
    <message>
        <source>{player} changed {owner}&apos;s {counter} by {delta}</source>
        <translation>{player} módosította: {counter} ({owner}) {delta}</translation>
    </message>
    <message>
        <source>{player} changed a counter</source>
        <translation>{player} módosított egy számlálót</translation>
    </message>
    <message>
        <source>{player} ended the turn</source>
        <translation>{player} befejezte a kört</translation>
    </message>
    <message>
        <source>{player} put {cards} into play without paying: {zone}</source>
        <translation>{player} fizetés nélkül játékba tette: {cards} → {zone}</translation>
    </message>
    <message>
        <source>{player} discarded {cards}: {zone}</source>
        <translation>{player} eldobta: {cards} → {zone}</translation>
    </message>
    <message>
        <source>New definition of {card} from the card set</source>
        <translation>{card}: új meghatározás a lapkészletből</translation>
    </message>
    <message>
        <source>{player} searched the {zone}</source>
        <translation>{player} átkutatta: {zone}</translation>
    </message>
    <message>
        <source>{player} shuffled the {zone}</source>
        <translation>{player} megkeverte: {zone}</translation>
    </message>
    <message>
        <source>{line} ({cards})</source>
        <translation>{line} ({cards})</translation>
    </message>
    <message>
        <source>{line} — {note}</source>
        <comment>a log line and a note on it: the language&apos;s own dash</comment>
        <translation>{line} – {note}</translation>
    </message>
    <message>
        <source>{player}: {sentence}</source>
        <translation>{player}: {sentence}</translation>
    </message>
    <message>
        <source>{player} · {action}: {cards}</source>
        <translation>{player} · {action}: {cards}</translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <source>Game log</source>
        <translation>Játéknapló</translation>
    </message>
</context>
<context>
    <name>Look</name>
    <message numerus="yes">
        <source>The top %n card(s) of your deck</source>
        <translation>
            <numerusform>A paklid felső %n lapja</numerusform>
        </translation>
    </message>
    <message>
        <source>Your deck, searched (shuffled afterwards)</source>
        <translation>A paklid, átnézve (utána megkeverve)</translation>
    </message>
    <message>
        <source>Your deck, searched</source>
        <translation>A paklid, átnézve</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The last game is kept: File → Open recent lists it.</source>
        <translation>Az előző játszma megmaradt: a Fájl → Legutóbbiak menüben találod.</translation>
    </message>
    <message>
        <source>%s game</source>
        <translation>%s játszma</translation>
    </message>
    <message>
        <source>{cards}: {result}</source>
        <translation>{cards}: {result}</translation>
    </message>
    <message>
        <source>{player}&apos;s hand was on their phone, which is not connected. The others look away: take the seat to hold the hand on this screen, or join again from the phone.</source>
        <translation>{player} keze a telefonján volt, amely most nem csatlakozik. A többiek elfordulnak: vedd át a helyet, és a kezed ezen a képernyőn lesz, vagy csatlakozz újra a telefonról.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>S&amp;zerkesztés</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Legutóbbiak</translation>
    </message>
    <message>
        <source>&amp;Join online game…</source>
        <translation>&amp;Csatlakozás internetes játszmához…</translation>
    </message>
    <message>
        <source>Earlier games</source>
        <translation>Korábbi játszmák</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Játszma megnyitása</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Játszma mentése</translation>
    </message>
    <message>
        <source>The game could not be saved in %s: %s</source>
        <translation>A játszmát nem sikerült menteni ide: %s: %s</translation>
    </message>
    <message>
        <source>Saved %s</source>
        <translation>Mentve: %s</translation>
    </message>
    <message>
        <source>About Cardtable</source>
        <translation>A Cardtable névjegye</translation>
    </message>
    <message>
        <source>Cardtable games (*.cardtable);;Game records (*.jsonl)</source>
        <translation>Cardtable-játszmák (*.cardtable);;Játszmák (*.jsonl)</translation>
    </message>
    <message>
        <source>Game records (*.cardtable *.jsonl);;All files (*)</source>
        <translation>Játszmák (*.cardtable *.jsonl);;Minden fájl (*)</translation>
    </message>
</context>
<context>
    <name>Markers</name>
    <message>
        <source>wound</source>
        <translation>seb</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>sebzés</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>számláló</translation>
    </message>
    <message>
        <source>poison</source>
        <translation>méreg</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>pajzs</translation>
    </message>
    <message>
        <source>incarnation</source>
        <translation>inkarnáció</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>rule {rule}</source>
        <comment>an engine rule id in English (e.g. deck.building): translations may leave {rule} out</comment>
        <translation>pakliépítési szabály</translation>
    </message>
    <message>
        <source>rule {rule}: {sentence}</source>
        <translation>{rule}. szabály: {sentence}</translation>
    </message>
    <message>
        <source>{sentence} ({rule})</source>
        <comment>an engine rule id in English (e.g. hero.fixed): translations may leave {rule} out</comment>
        <translation>{sentence}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Új játék</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Játék</translation>
    </message>
    <message>
        <source>demo deck</source>
        <translation>bemutató pakli</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Tallózás…</translation>
    </message>
    <message>
        <source>Player %d</source>
        <translation>%d. játékos</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Pakli</translation>
    </message>
    <message>
        <source>Strict: refuse illegal actions</source>
        <translation>Szigorú: a szabálytalan lépések tiltva</translation>
    </message>
    <message>
        <source>Warn: allow and flag them</source>
        <translation>Figyelmeztető: megengedi, de megjelöli őket</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Szabályok</translation>
    </message>
    <message>
        <source>Choose a deck</source>
        <translation>Pakli kiválasztása</translation>
    </message>
    <message>
        <source>Deck lists (*.txt)</source>
        <translation>Paklilisták (*.txt)</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The invite link&apos;s secret code is damaged or cut short: copy the whole link again.</source>
        <translation>A meghívó link titkos kódja sérült vagy csonka: másold ki újra a teljes linket.</translation>
    </message>
    <message>
        <source>The invite link&apos;s game &quot;{value}&quot; is not a Cardtable game id.</source>
        <translation>A meghívó linkben szereplő „{value}” nem Cardtable-játékazonosító.</translation>
    </message>
    <message>
        <source>&quot;{value}&quot; is not a broker&apos;s address: give a name such as broker.example.org or an IP address.</source>
        <translation>„{value}” nem egy bróker címe: adj meg egy nevet (például broker.example.org) vagy egy IP-címet.</translation>
    </message>
    <message>
        <source>The broker&apos;s port &quot;{value}&quot; is not a number from 1 to 65535.</source>
        <translation>A bróker portja („{value}”) nem 1 és 65535 közötti szám.</translation>
    </message>
    <message>
        <source>The WebSocket path &quot;{value}&quot; must start with / and hold no spaces.</source>
        <translation>A WebSocket-útvonalnak („{value}”) /-rel kell kezdődnie, és nem lehet benne szóköz.</translation>
    </message>
    <message>
        <source>This spectator invite lacks the host&apos;s key (key=…) or has it damaged: copy the whole link again.</source>
        <translation>Ebből a nézői meghívóból hiányzik a házigazda kulcsa (key=…), vagy sérült: másold ki újra a teljes linket.</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; must be 0 or 1 in an invite link, not &quot;{value}&quot;.</source>
        <translation>A meghívó linkben „{name}” értéke 0 vagy 1 lehet, nem „{value}”.</translation>
    </message>
    <message>
        <source>The broker &quot;{value}&quot; in the invite link is not HOST:PORT.</source>
        <translation>A meghívó linkben a bróker („{value}”) nem GÉP:PORT alakú.</translation>
    </message>
    <message>
        <source>This is not a Cardtable invite: a link to an online game starts with cardtable://join?</source>
        <translation>Ez nem Cardtable-meghívó: egy online játék linkje így kezdődik: cardtable://join?</translation>
    </message>
    <message>
        <source>The invite link gives &quot;{name}&quot; more than once: copy the whole link again.</source>
        <translation>A meghívó link többször is megadja ezt: „{name}”. Másold ki újra a teljes linket.</translation>
    </message>
    <message>
        <source>The invite link names no broker: copy the whole link again.</source>
        <translation>A meghívó link nem nevez meg brókert: másold ki újra a teljes linket.</translation>
    </message>
    <message>
        <source>The invite link names no game: copy the whole link again.</source>
        <translation>A meghívó link nem nevez meg játékot: másold ki újra a teljes linket.</translation>
    </message>
    <message>
        <source>The invite link has no secret code after &quot;#&quot;: copy the whole link, to its end.</source>
        <translation>A meghívó linkben nincs titkos kód a „#” után: másold ki a teljes linket, egészen a végéig.</translation>
    </message>
    <message>
        <source>The invite link&apos;s role &quot;{value}&quot; is unknown to this version of Cardtable.</source>
        <translation>A meghívó linkben szereplő szerepet („{value}”) a Cardtable ezen változata nem ismeri.</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Invite players online</source>
        <translation>Távoli játékosok meghívása</translation>
    </message>
    <message>
        <source>Players elsewhere join this table through an MQTT broker: every side connects out to it, so nobody opens a port. Send each remote player their seat&apos;s link; what goes through the broker is encrypted for that seat alone.</source>
        <translation>Máshol lévő játékosok egy MQTT-brókeren keresztül ülnek ehhez az asztalhoz: minden fél maga kapcsolódik hozzá, így senkinek sem kell portot nyitnia. Küldd el minden távoli játékosnak a helye linkjét; ami a brókeren átmegy, az csak annak a helynek olvasható.</translation>
    </message>
    <message>
        <source>&amp;Broker:</source>
        <translation>&amp;Bróker:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>WebSocket pat&amp;h:</source>
        <translation>WebSocket-útvo&amp;nal:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Felhasználó:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Jels&amp;zó:</translation>
    </message>
    <message>
        <source>Seats played online:</source>
        <translation>Távolról játszott helyek:</translation>
    </message>
    <message>
        <source>broker.example.org</source>
        <translation>broker.example.org</translation>
    </message>
    <message>
        <source>only if the broker asks for a login</source>
        <translation>csak ha a bróker bejelentkezést kér</translation>
    </message>
    <message>
        <source>Encrypted connection (&amp;TLS)</source>
        <translation>Titkosított kapcsolat (&amp;TLS)</translation>
    </message>
    <message>
        <source>O&amp;ver WebSocket</source>
        <translation>&amp;WebSocketen át</translation>
    </message>
    <message>
        <source>Also a link for a j&amp;udge, who sees every card</source>
        <translation>Link egy &amp;bírónak is, aki minden lapot lát</translation>
    </message>
    <message>
        <source>A public test broker (such as test.mosquitto.org) will do for a try, but gives no guarantee: it may be slow, down or reset at any time. The broker sees only encrypted messages of fixed sizes; this computer, the host, sees every card.</source>
        <translation>Egy nyilvános tesztbróker (például a test.mosquitto.org) kipróbálásra megfelel, de semmit sem garantál: bármikor lehet lassú, elérhetetlen, vagy újraindulhat. A bróker csak rögzített méretű, titkosított üzeneteket lát; ez a számítógép, a házigazdáé, minden lapot lát.</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Leállítás</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Indítás</translation>
    </message>
    <message>
        <source>Hosting through {broker}. Stop ends it for every remote seat.</source>
        <translation>A játék ezen a brókeren át fut: {broker}. A Leállítás minden távoli helynek véget vet neki.</translation>
    </message>
    <message>
        <source>Not online.</source>
        <translation>Nincs távoli játék.</translation>
    </message>
    <message>
        <source>Not joined yet</source>
        <translation>Még nem csatlakozott</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>Csatlakozott</translation>
    </message>
    <message>
        <source>Disconnected: the seat&apos;s questions wait for it</source>
        <translation>Megszakadt a kapcsolat: a hely kérdései megvárják</translation>
    </message>
    <message>
        <source>Left the game</source>
        <translation>Kilépett a játékból</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>Ú&amp;j kód</translation>
    </message>
    <message>
        <source>&amp;Copy link</source>
        <translation>Link &amp;másolása</translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation>Nézők</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Bíró</translation>
    </message>
    <message>
        <source>Tick the seats that are played online.</source>
        <translation>Jelöld be a távolról játszott helyeket.</translation>
    </message>
    <message>
        <source>Cannot reach the broker at {broker} ({reason}): trying again…</source>
        <translation>A bróker ({broker}) nem érhető el ({reason}): újra próbálkozunk…</translation>
    </message>
</context>
<context>
    <name>OnlineStrip</name>
    <message>
        <source>The host is disconnected: the table waits until the host is back (it reconnects by itself).</source>
        <translation>A házigazda nem csatlakozik: az asztal vár, amíg vissza nem tér (magától újracsatlakozik).</translation>
    </message>
    <message>
        <source>The host stopped online play: this table shows the game as it was.</source>
        <translation>A házigazda befejezte az internetes játékot: ez az asztal a játszmát úgy mutatja, ahogy abbamaradt.</translation>
    </message>
    <message>
        <source>This seat was opened on another computer.</source>
        <translation>Ezt a helyet egy másik számítógépen nyitották meg.</translation>
    </message>
    <message>
        <source>The host made a new code for this seat: ask the host for the new link.</source>
        <translation>A házigazda új kódot készített ehhez a helyhez: kérd el tőle az új linket.</translation>
    </message>
    <message>
        <source>{player} is disconnected: {player}&apos;s questions, and a look at {player}&apos;s hand, wait until {player} is back; the others may go on.</source>
        <translation>{player} nem csatlakozik: {player} kérdései és {player} kezének megnézése megvárják, amíg {player} visszatér; a többiek folytathatják.</translation>
    </message>
    <message>
        <source>{player} left the game.</source>
        <translation>{player} kilépett a játszmából.</translation>
    </message>
    <message>
        <source>{player} has not joined yet.</source>
        <translation>{player} még nem csatlakozott.</translation>
    </message>
</context>
<context>
    <name>OpenCardSetDialog</name>
    <message>
        <source>Open card set — %s</source>
        <translation>Lapkészlet megnyitása – %s</translation>
    </message>
    <message numerus="yes">
        <source>%s %s (%s): %n card(s)</source>
        <translation>
            <numerusform>%s %s (%s): %n lap</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) left out</source>
        <translation>
            <numerusform>%n sor kimaradt</numerusform>
        </translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Figyelmeztetések</translation>
    </message>
    <message>
        <source>the whole set</source>
        <translation>a teljes készlet</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Másik…</translation>
    </message>
    <message>
        <source>Deck check</source>
        <translation>Paklivizsgálat</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>Játék &amp;indítása</translation>
    </message>
    <message>
        <source>&amp;Browse cards</source>
        <translation>Lapok &amp;böngészése</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Megjegyzések</translation>
    </message>
    <message>
        <source>Choose a deck list</source>
        <translation>Paklilista kiválasztása</translation>
    </message>
    <message>
        <source>Deck lists (*.txt);;All files (*)</source>
        <translation>Paklilisták (*.txt);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>The decks follow the construction rules.</source>
        <translation>A paklik megfelelnek a pakliépítési szabályoknak.</translation>
    </message>
</context>
<context>
    <name>Operations</name>
    <message>
        <source>Point at a card, select cards, or choose one with the arrow keys first.</source>
        <translation>Előbb mutass egy lapra, jelölj ki lapokat, vagy válassz egyet a nyílbillentyűkkel.</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>egy lefordított lap</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n lap</numerusform>
        </translation>
    </message>
    <message>
        <source>This takes back the other player&apos;s action: the table goes back to them, behind the hand-off screen. Go on?</source>
        <translation>Ez visszavonja a másik játékos lépését: az asztal visszakerül hozzá, az átadóképernyő mögött. Folytatod?</translation>
    </message>
    <message>
        <source>This takes back {player}&apos;s action: {action}. Go on?</source>
        <translation>Ez visszavonja {player} lépését: {action}. Folytatod?</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <translation>Lapok húzása</translation>
    </message>
    <message>
        <source>How many cards to draw?</source>
        <translation>Hány lapot húzol?</translation>
    </message>
    <message>
        <source>Put into play without paying: {cards}</source>
        <translation>Játékba tétel fizetés nélkül: {cards}</translation>
    </message>
    <message>
        <source>Where does {cards} go?</source>
        <translation>Hová kerüljön: {cards}?</translation>
    </message>
    <message>
        <source>Add a marker to {cards}</source>
        <translation>Jelző felrakása: {cards}</translation>
    </message>
    <message>
        <source>Remove a marker from {cards}</source>
        <translation>Jelző levétele: {cards}</translation>
    </message>
    <message>
        <source>Which marker on {cards}?</source>
        <translation>Melyik jelző? ({cards})</translation>
    </message>
    <message>
        <source>Add an effect to {cards}</source>
        <translation>Hatás hozzáadása: {cards}</translation>
    </message>
    <message>
        <source>Which effect on {cards}?</source>
        <translation>Melyik hatás? ({cards})</translation>
    </message>
    <message>
        <source>No cards here.</source>
        <translation>Itt nincs lap.</translation>
    </message>
    <message>
        <source>+ and − change this counter.</source>
        <translation>A + és a − ezt a számlálót változtatja.</translation>
    </message>
    <message>
        <source>+ and − change the counter under the cursor: go to the counters with Ctrl+arrow keys.</source>
        <translation>A + és a − a kurzor alatti számlálót változtatja: a számlálókhoz a Ctrl+nyílbillentyűkkel juthatsz.</translation>
    </message>
    <message>
        <source>This counter comes from the cards on the table.</source>
        <translation>Ez a számláló az asztalon lévő lapokból adódik.</translation>
    </message>
    <message>
        <source>No zone would take this card now.</source>
        <translation>Most egyik zóna sem fogadná ezt a lapot.</translation>
    </message>
    <message>
        <source>Put {card} into play without paying onto…</source>
        <translation>{card} játékba tétele fizetés nélkül ide…</translation>
    </message>
    <message>
        <source>Play {card} onto…</source>
        <translation>{card} kijátszása ide…</translation>
    </message>
    <message>
        <source>Move {cards} to…</source>
        <translation>{cards} áthelyezése ide…</translation>
    </message>
    <message>
        <source>This card cannot be moved from here.</source>
        <translation>Ez a lap innen nem helyezhető át.</translation>
    </message>
</context>
<context>
    <name>OrderDialog</name>
    <message>
        <source>Order of the cards</source>
        <translation>A lapok sorrendje</translation>
    </message>
    <message>
        <source>%s, put the cards in order, top first:</source>
        <translation>%s, tedd sorba a lapokat (a legfelső kerüljön előre):</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>&amp;Feljebb</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>&amp;Lejjebb</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <source>What next…</source>
        <translation>Hogyan tovább…</translation>
    </message>
    <message>
        <source>{loser} could not draw a card for the third time (rule {rule}).</source>
        <translation>{loser} harmadszor nem tudott lapot húzni ({rule}. szabály).</translation>
    </message>
    <message>
        <source>{loser} has no life left.</source>
        <translation>{loser} életpontjai elfogytak.</translation>
    </message>
    <message>
        <source>{loser} lost the game.</source>
        <translation>{loser} elvesztette a játékot.</translation>
    </message>
    <message>
        <source>{loser}&apos;s hero has as many wounds as its life.</source>
        <translation>{loser} hősén annyi seb van, amennyi az élete.</translation>
    </message>
    <message>
        <source>{winners} won!</source>
        <translation>{winners} nyert!</translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <source>Connecting to the table…</source>
        <translation>Kapcsolódás az asztalhoz…</translation>
    </message>
    <message>
        <source>The connection dropped: trying again…</source>
        <translation>A kapcsolat megszakadt: újrapróbálom…</translation>
    </message>
    <message>
        <source>This link has no seat&apos;s code: scan the QR code shown on the table.</source>
        <translation>Ebben a linkben nincs helykód: olvasd be az asztalon látható QR-kódot.</translation>
    </message>
    <message>
        <source>This code is not valid (any more): scan the seat&apos;s new QR code on the table.</source>
        <translation>Ez a kód (már) nem érvényes: olvasd be a hely új QR-kódját az asztalon.</translation>
    </message>
    <message>
        <source>The table disconnected this phone. Scan the seat&apos;s new QR code to join again.</source>
        <translation>Az asztal lekapcsolta ezt a telefont. Olvasd be a hely új QR-kódját, hogy újra csatlakozz.</translation>
    </message>
    <message>
        <source>A new game started on the table: scan its new QR code.</source>
        <translation>Új játék kezdődött az asztalon: olvasd be az új QR-kódját.</translation>
    </message>
    <message>
        <source>This seat was opened on another phone.</source>
        <translation>Ezt a helyet egy másik telefonon nyitották meg.</translation>
    </message>
    <message>
        <source>The table stopped sharing hands with phones.</source>
        <translation>Az asztal már nem osztja meg a kezeket a telefonokkal.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Te következel</translation>
    </message>
    <message>
        <source>{player}&apos;s turn</source>
        <translation>{player} köre</translation>
    </message>
    <message>
        <source>Your move: the table waits for you</source>
        <translation>Te lépsz: az asztal rád vár</translation>
    </message>
    <message>
        <source>Waiting for {player}</source>
        <translation>Várakozás rá: {player}</translation>
    </message>
    <message>
        <source>Turn {number}</source>
        <translation>{number}. kör</translation>
    </message>
    <message>
        <source>Your hand ({count})</source>
        <translation>A kezed ({count})</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>A kezed üres.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Kijátszom</translation>
    </message>
    <message>
        <source>Play: {zone}</source>
        <translation>Kijátszom ide: {zone}</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Eldobom</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Vissza</translation>
    </message>
    <message>
        <source>Yes, do it</source>
        <translation>Igen, mehet</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>Szabály: {rule}</translation>
    </message>
    <message>
        <source>Next…</source>
        <translation>Tovább…</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Válaszolok</translation>
    </message>
    <message>
        <source>Answer with the chosen cards ({count})</source>
        <translation>A kiválasztott lapokkal válaszolok ({count})</translation>
    </message>
    <message>
        <source>Answer with none of them</source>
        <translation>Egyik lapot sem választom</translation>
    </message>
    <message>
        <source>Tap to choose from {low} to {high} cards.</source>
        <translation>Koppints a lapokra: {low}–{high} lapot választhatsz.</translation>
    </message>
    <message>
        <source>Look at the top of your deck</source>
        <translation>Megnézem a paklim tetejét</translation>
    </message>
    <message>
        <source>Search your deck</source>
        <translation>Átkutatom a paklimat</translation>
    </message>
    <message>
        <source>How many cards?</source>
        <translation>Hány lap?</translation>
    </message>
    <message>
        <source>Which card&apos;s ability allows it?</source>
        <translation>Melyik lap képessége engedi meg?</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Megnézem</translation>
    </message>
    <message>
        <source>You see (only you):</source>
        <translation>Ezt látod (csak te):</translation>
    </message>
    <message>
        <source>Take into your hand</source>
        <translation>Kézbe veszem</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Kész</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Húzok egy lapot</translation>
    </message>
    <message>
        <source>Next phase: {phase}</source>
        <translation>Következő fázis: {phase}</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Befejezem a kört</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Továbbiak</translation>
    </message>
    <message>
        <source>Last moves</source>
        <translation>Utolsó lépések</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Nyertél!</translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation>Vesztettél.</translation>
    </message>
    <message>
        <source>{player} won.</source>
        <translation>{player} nyert.</translation>
    </message>
    <message>
        <source>That card is not in your hand any more.</source>
        <translation>Ez a lap már nincs a kezedben.</translation>
    </message>
    <message>
        <source>That is not offered now.</source>
        <translation>Ez most nem lehetséges.</translation>
    </message>
    <message>
        <source>Seat: {player}</source>
        <translation>Hely: {player}</translation>
    </message>
    <message>
        <source>{player} is disconnected and has a question to answer: this waits until {player} is back.</source>
        <translation>{player} kapcsolata megszakadt, és neki kell válaszolnia: ez megvárja, amíg {player} visszatér.</translation>
    </message>
    <message>
        <source>The table could not make this move.</source>
        <translation>Az asztal nem tudta megtenni ezt a lépést.</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>(this computer only)</source>
        <translation>(csak ez a számítógép)</translation>
    </message>
    <message>
        <source>Hands on phones</source>
        <translation>Kezek a telefonokon</translation>
    </message>
    <message>
        <source>Each player scans their seat&apos;s code with their phone and holds their hand there; the table then shows no hand face up and needs no hand-off screen. Phones and this computer must be on the same network.</source>
        <translation>Minden játékos beolvassa a helye kódját a telefonjával, és ott tartja a kezét; az asztal ekkor egy kezet sem mutat képpel felfelé, és nem kell átadóképernyő. A telefonoknak és ennek a számítógépnek ugyanazon a hálózaton kell lenniük.</translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation>&amp;Hálózat:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Leállítás</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Indítás</translation>
    </message>
    <message>
        <source>Listening on {address}:{port}. Anyone on that network can open the page, but only a seat&apos;s code shows its hand. Stop ends it.</source>
        <translation>Figyelés itt: {address}:{port}. Azon a hálózaton bárki megnyithatja az oldalt, de egy hely kezét csak a hely kódja mutatja meg. A Leállítás véget vet neki.</translation>
    </message>
    <message>
        <source>Not listening: nothing is served to the network.</source>
        <translation>Nincs figyelés: semmi sem érhető el a hálózatról.</translation>
    </message>
    <message>
        <source>Phone joined</source>
        <translation>Telefon csatlakozott</translation>
    </message>
    <message>
        <source>No phone yet</source>
        <translation>Még nincs telefon</translation>
    </message>
    <message>
        <source>&amp;Disconnect and new code</source>
        <translation>Le&amp;kapcsolás és új kód</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>Ú&amp;j kód</translation>
    </message>
</context>
<context>
    <name>PileDialog</name>
    <message>
        <source>The top of the deck first. Drag the cards into the order you want (or Alt+Up / Alt+Down), then put them back.</source>
        <translation>Legfelül a pakli teteje. Húzd a lapokat a kívánt sorrendbe (vagy Alt+Fel / Alt+Le), aztán tedd vissza őket.</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n képpel lefelé fordított lap</numerusform>
        </translation>
    </message>
    <message>
        <source>No cards here.</source>
        <translation>Itt nincs lap.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), face down.</source>
        <translation>
            <numerusform>%n lap, képpel lefelé.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move there</source>
        <translation>Áthelyezés oda</translation>
    </message>
    <message>
        <source>Put back on &amp;top</source>
        <translation>Vissza a &amp;tetejére</translation>
    </message>
    <message>
        <source>Put on the &amp;bottom</source>
        <translation>Az &amp;aljára</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n hidden card(s)</source>
        <translation>
            <numerusform>%n rejtett lap</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} put %n card(s) at the bottom of the {zone}</source>
        <translation>
            <numerusform>{player} %n lapot az aljára tett: {zone}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} put %n card(s) back on top of the {zone}</source>
        <translation>
            <numerusform>{player} %n lapot visszatett a tetejére: {zone}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} looked at the top %n card(s) of the {zone}</source>
        <translation>
            <numerusform>{player} megnézte a felső %n lapot: {zone}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintProofsDialog</name>
    <message>
        <source>Print proofs</source>
        <translation>Próbalapok nyomtatása</translation>
    </message>
    <message numerus="yes">
        <source>The cards of this game (%n)</source>
        <translation>
            <numerusform>A játszma lapjai (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The whole card set “%s” (%n)</source>
        <translation>
            <numerusform>A teljes „%s” lapkészlet (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>A deck list of the set…</source>
        <translation>A készlet egy paklilistája…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Nyomtatás</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>US Letter (amerikai)</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papír</translation>
    </message>
    <message>
        <source>Card size (mm)</source>
        <translation>Lapméret (mm)</translation>
    </message>
    <message>
        <source>Cards apart, each with its own bleed and crop marks (for a guillotine)</source>
        <translation>A lapok egymástól távol, mindegyik saját kifutóval és vágójelekkel (vágógéphez)</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>mm</translation>
    </message>
    <message>
        <source>Gap between cards</source>
        <translation>Hézag a lapok között</translation>
    </message>
    <message>
        <source>PDF sheets to print and cut</source>
        <translation>PDF-ívek nyomtatáshoz és vágáshoz</translation>
    </message>
    <message>
        <source>One PNG image per card, for a print shop (300 dpi, 3 mm bleed)</source>
        <translation>Minden laphoz egy PNG-kép, nyomdának (300&#xa0;dpi, 3&#xa0;mm kifutó)</translation>
    </message>
    <message>
        <source>Make</source>
        <translation>Készüljön</translation>
    </message>
    <message>
        <source>Add a page of backs after each page (print duplex)</source>
        <translation>Minden oldal után egy oldal hátlap (kétoldalas nyomtatáshoz)</translation>
    </message>
    <message>
        <source>An image of the back after each card</source>
        <translation>Minden lap után a hátlap képe</translation>
    </message>
    <message>
        <source>Choose a deck list</source>
        <translation>Paklilista kiválasztása</translation>
    </message>
    <message>
        <source>Deck lists (*.txt);;All files (*)</source>
        <translation>Paklilisták (*.txt);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>Save the card images into</source>
        <translation>A lapok képeinek mentése ide</translation>
    </message>
    <message>
        <source>Save the proof sheets</source>
        <translation>Próbaívek mentése</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-fájlok (*.pdf)</translation>
    </message>
    <message numerus="yes">
        <source>%s: %n card(s)</source>
        <translation>
            <numerusform>%s: %n lap</numerusform>
        </translation>
    </message>
    <message>
        <source>Drawing the proof sheets…</source>
        <translation>Próbaívek rajzolása…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Mégse</translation>
    </message>
</context>
<context>
    <name>Procedures</name>
    <message>
        <source>Answer for {player}…</source>
        <translation>{player} válaszol…</translation>
    </message>
    <message>
        <source>No question waits for another player.</source>
        <translation>Egyetlen kérdés sem vár másik játékos válaszára.</translation>
    </message>
    <message>
        <source>Every player has answered: the game can start.</source>
        <translation>Minden játékos válaszolt: kezdődhet a játék.</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>Reakció</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>A játék indítása</translation>
    </message>
    <message>
        <source>This window plays {seat}&apos;s seat.</source>
        <translation>Ez az ablak {seat} helyét játssza.</translation>
    </message>
    <message>
        <source>Who reacts?</source>
        <translation>Ki reagál?</translation>
    </message>
    <message>
        <source>{player} answers on their phone.</source>
        <translation>{player} a telefonján válaszol.</translation>
    </message>
    <message>
        <source>{player} reacts on their phone.</source>
        <translation>{player} a telefonján reagál.</translation>
    </message>
</context>
<context>
    <name>Proofs</name>
    <message>
        <source>%s: %s; printed with a generated face</source>
        <translation>%s: %s; generált előlappal nyomtatva</translation>
    </message>
    <message>
        <source>--gap %s: between 0 and 50 mm</source>
        <translation>--gap %s: 0 és 50&#xa0;mm között</translation>
    </message>
    <message>
        <source>Cannot write %s: %s</source>
        <translation>Nem sikerült írni: %s (%s)</translation>
    </message>
    <message>
        <source>Card proofs</source>
        <translation>Próbalapok</translation>
    </message>
    <message>
        <source>cannot write %s</source>
        <translation>nem írható: %s</translation>
    </message>
    <message>
        <source>cannot write the file</source>
        <translation>a fájl nem írható</translation>
    </message>
    <message>
        <source>cannot write the file (is the folder writable?)</source>
        <translation>a fájl nem írható (írható a mappa?)</translation>
    </message>
    <message>
        <source>card size &quot;%s&quot;: between 10 and 200 mm wide, 280 mm high</source>
        <translation>„%s” lapméret: a szélesség 10 és 200&#xa0;mm között, a magasság legfeljebb 280&#xa0;mm lehet</translation>
    </message>
    <message>
        <source>card size &quot;%s&quot;: write it as WIDTHxHEIGHT in mm, e.g. 63x88</source>
        <translation>„%s” lapméret: SZÉLESSÉGxMAGASSÁG alakban, mm-ben add meg, pl. 63x88</translation>
    </message>
    <message>
        <source>hard to read: “%s” is set in %s pt to fit on paper</source>
        <translation>nehezen olvasható: „%s” szövege %s pontos betűvel fér el a papíron</translation>
    </message>
    <message>
        <source>the PDF was cut short (is the disk full?)</source>
        <translation>a PDF csonka maradt (megtelt a lemez?)</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Mappa</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Parancsikon</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Meghajtó</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Ismeretlen</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Keresés itt:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fájlok &amp;típusa:</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Return</source>
        <translation>Enter</translation>
    </message>
</context>
<context>
    <name>Question</name>
    <message>
        <source>Answer</source>
        <translation>Válaszolok</translation>
    </message>
    <message>
        <source>Answer…</source>
        <translation>Válaszolok…</translation>
    </message>
    <message>
        <source>Any other action lets it stand.</source>
        <translation>Bármi más lépés után érvényben marad.</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Megerősítem</translation>
    </message>
    <message>
        <source>Next…</source>
        <translation>Tovább…</translation>
    </message>
    <message>
        <source>You have no card that can be chosen here.</source>
        <translation>Nincs olyan lapod, amelyet itt választhatnál.</translation>
    </message>
    <message>
        <source>{question}. The other players look away.</source>
        <translation>{question}. A többiek elfordulnak.</translation>
    </message>
</context>
<context>
    <name>RemoteTable</name>
    <message>
        <source>Not connected to the host now: the table says when it is back.</source>
        <translation>Most nincs kapcsolat a házigazdával: az asztal jelzi, ha helyreállt.</translation>
    </message>
    <message>
        <source>The host did not answer within {seconds} s: the connection may be slow or down. Look at the table before you try again.</source>
        <translation>A házigazda {seconds}&#xa0;s alatt nem válaszolt: a kapcsolat lassú lehet, vagy megszakadt. Mielőtt újra próbálod, nézd meg az asztalt.</translation>
    </message>
    <message>
        <source>You are sending too fast: wait a moment, then try again.</source>
        <translation>Túl gyorsan küldesz: várj egy kicsit, aztán próbáld újra.</translation>
    </message>
    <message>
        <source>{player} is disconnected: this waits until {player} is back.</source>
        <translation>{player} nem csatlakozik: ez megvárja, amíg {player} visszatér.</translation>
    </message>
    <message>
        <source>The host refused this: {reason}</source>
        <translation>A házigazda ezt elutasította: {reason}</translation>
    </message>
    <message>
        <source>The host could not make this move.</source>
        <translation>A házigazda nem tudta megtenni ezt a lépést.</translation>
    </message>
    <message>
        <source>You are watching: nothing is played from this seat.</source>
        <translation>Nézőként vagy itt: erről a helyről nem lehet lépni.</translation>
    </message>
    <message>
        <source>Joining the game through {broker}…</source>
        <translation>Csatlakozás a játszmához ezen keresztül: {broker}…</translation>
    </message>
    <message>
        <source>No answer from the game through {broker} within {seconds} s. Check that the host is online and that the link is the newest one the host sent, then try again.</source>
        <translation>{seconds}&#xa0;s alatt nem jött válasz a játszmától ({broker}). Nézd meg, hogy a házigazda elérhető-e, és hogy a legújabb linket használod-e, amit küldött, aztán próbáld újra.</translation>
    </message>
    <message>
        <source>{game} · {seat} (online) — Cardtable</source>
        <translation>{game} · {seat} (interneten) — Cardtable</translation>
    </message>
    <message>
        <source>spectator</source>
        <translation>néző</translation>
    </message>
    <message>
        <source>judge</source>
        <translation>bíró</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>{player} · {action}: refused</source>
        <translation>{player} · {action}: elutasítva</translation>
    </message>
    <message>
        <source>{player}&apos;s action was refused.</source>
        <translation>{player} lépését a szabályok elutasították.</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>{viewer} is not a player of {file}; choose one of: {choices}</source>
        <translation>{viewer} nem játékosa ennek: {file}; válassz ezek közül: {choices}</translation>
    </message>
    <message>
        <source>Game records (*.cardtable *.jsonl);;All files (*)</source>
        <translation>Játszmák (*.cardtable *.jsonl);;Minden fájl (*)</translation>
    </message>
    <message>
        <source>saved game</source>
        <translation>mentett játszma</translation>
    </message>
    <message>
        <source>journal</source>
        <translation>napló</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>forgatókönyv</translation>
    </message>
    <message>
        <source>the game on the table</source>
        <translation>az asztalon folyó játszma</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Lejátszás</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>Lépés &amp;vissza</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>Lépés &amp;előre</translation>
    </message>
    <message>
        <source>P&amp;revious turn</source>
        <translation>Előző &amp;kör</translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation>Következő kö&amp;r</translation>
    </message>
    <message>
        <source>To the &amp;start</source>
        <translation>Az ele&amp;jére</translation>
    </message>
    <message>
        <source>To the &amp;end</source>
        <translation>A vég&amp;ére</translation>
    </message>
    <message>
        <source>Previous refused or flagged action</source>
        <translation>Előző elutasított vagy megjelölt lépés</translation>
    </message>
    <message>
        <source>Next refused or flagge&amp;d action</source>
        <translation>Következő elutasított vagy megjel&amp;ölt lépés</translation>
    </message>
    <message>
        <source>Previous rule note</source>
        <translation>Előző szabálymegjegyzés</translation>
    </message>
    <message>
        <source>Next r&amp;ule note</source>
        <translation>Következő &amp;szabálymegjegyzés</translation>
    </message>
    <message>
        <source>Previous failed expectation</source>
        <translation>Előző nem teljesült elvárás</translation>
    </message>
    <message>
        <source>Next failed e&amp;xpectation</source>
        <translation>Következő nem &amp;teljesült elvárás</translation>
    </message>
    <message>
        <source>&amp;Go to action…</source>
        <translation>&amp;Ugrás lépésre…</translation>
    </message>
    <message>
        <source>Fas&amp;ter</source>
        <translation>&amp;Gyorsabban</translation>
    </message>
    <message>
        <source>Slo&amp;wer</source>
        <translation>Lassa&amp;bban</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fájl</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Visszajátszás</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <source>&amp;Open replay…</source>
        <translation>Visszajátszás &amp;megnyitása…</translation>
    </message>
    <message>
        <source>Re&amp;load the record</source>
        <translation>Játszmafájl új&amp;raolvasása</translation>
    </message>
    <message>
        <source>&amp;Take over from here</source>
        <translation>Játék &amp;folytatása innen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Bezárás</translation>
    </message>
    <message>
        <source>Read the record again (a journal still being written, the game on the table further on)</source>
        <translation>A játszmafájl újraolvasása (egy még íródó napló, az asztalon azóta továbbhaladt játszma)</translation>
    </message>
    <message>
        <source>Start a new game from this position, in a window of its own (this replay stays as it is)</source>
        <translation>Új játszma indítása ebből az állásból, saját ablakban (ez a visszajátszás változatlan marad)</translation>
    </message>
    <message>
        <source>Play the record from here, an action at a time, at the chosen speed</source>
        <translation>A játszma lejátszása innen, lépésenként, a választott sebességgel</translation>
    </message>
    <message>
        <source>The next action the rules refused or flagged</source>
        <translation>A következő lépés, amelyet a szabályok elutasítottak vagy megjelöltek</translation>
    </message>
    <message>
        <source>The next action a rule shaped (a rule note)</source>
        <translation>A következő lépés, amelyet egy szabály alakított (szabálymegjegyzés)</translation>
    </message>
    <message>
        <source>The next place where the scenario expects something else</source>
        <translation>A következő hely, ahol a forgatókönyv mást vár</translation>
    </message>
    <message>
        <source>Type the number of an action; Enter goes there</source>
        <translation>Írd be a lépés számát; az Enter oda ugrik</translation>
    </message>
    <message>
        <source>Whose view the table shows; the judge sees every card</source>
        <translation>Kinek a szemszögéből mutatja az asztalt; a bíró minden lapot lát</translation>
    </message>
    <message>
        <source>&amp;As:</source>
        <translation>&amp;Szemszög:</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>Se&amp;besség:</translation>
    </message>
    <message>
        <source>{speed} actions/s</source>
        <translation>{speed} lépés/mp</translation>
    </message>
    <message>
        <source>How fast Play goes on</source>
        <translation>Milyen gyorsan halad a lejátszás</translation>
    </message>
    <message>
        <source>Drag or click to go to an action. Ticks above: turns start; below: rule notes (yellow), flagged (orange) and refused (red) actions; pink: failed expectations</source>
        <translation>Húzd vagy kattints, hogy egy lépésre ugorj. Fent a jelek: körök kezdete; lent: szabálymegjegyzések (sárga), megjelölt (narancs) és elutasított (piros) lépések; rózsaszín: nem teljesült elvárások</translation>
    </message>
    <message>
        <source>JUDGE&apos;S VIEW: every card face up, every deck in its order — more than any player or spectator saw</source>
        <translation>A BÍRÓ NÉZETE: minden lap képpel felfelé, minden pakli a sorrendjében – több annál, amit bármely játékos vagy néző látott</translation>
    </message>
    <message>
        <source>Broadcast &amp;follows this replay</source>
        <translation>A közvetítés ezt a visszajátszást köv&amp;eti</translation>
    </message>
    <message>
        <source>The broadcast window and the overlay show this replay (as a spectator sees it) instead of the game on the table</source>
        <translation>A közvetítőablak és az átfedés ezt a visszajátszást mutatja (ahogy egy néző látja) az asztalon folyó játszma helyett</translation>
    </message>
    <message>
        <source>As the &amp;judge (every card)</source>
        <translation>Bír&amp;óként (minden lap)</translation>
    </message>
    <message>
        <source>the judge</source>
        <translation>a bíró</translation>
    </message>
    <message>
        <source>a spectator</source>
        <translation>egy néző</translation>
    </message>
    <message>
        <source>As a sp&amp;ectator</source>
        <translation>Né&amp;zőként</translation>
    </message>
    <message>
        <source>As {player}</source>
        <translation>{player} szemszögéből</translation>
    </message>
    <message>
        <source>Review: {game}, as {viewer}</source>
        <translation>Áttekintés: {game}, szemszög: {viewer}</translation>
    </message>
    <message>
        <source>Replay: {file} ({kind}), as {viewer}</source>
        <translation>Visszajátszás: {file} ({kind}), szemszög: {viewer}</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Megállítás</translation>
    </message>
    <message>
        <source>The game is still being played: the judge&apos;s view shows every hand and every deck. Show it?</source>
        <translation>A játszma még folyik: a bíró nézete minden kezet és minden paklit megmutat. Megmutatod?</translation>
    </message>
    <message>
        <source>The game is still being played: this shows {player}&apos;s hand. Show it?</source>
        <translation>A játszma még folyik: ez megmutatja {player} kezét. Megmutatod?</translation>
    </message>
    <message numerus="yes">
        <source>Read again: %n action(s).</source>
        <translation>
            <numerusform>Újraolvasva: %n lépés.</numerusform>
        </translation>
    </message>
    <message>
        <source>No new game can start: its autosave journal cannot be written ({reason}).</source>
        <translation>Új játszma nem indulhat: az automatikus mentés naplóját nem lehet írni ({reason}).</translation>
    </message>
    <message>
        <source>A new game goes on from action {n}.</source>
        <translation>Új játszma folytatódik innen: {n}. lépés.</translation>
    </message>
    <message>
        <source>✘ line {line}: {problem}</source>
        <translation>✘ {line}. sor: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>✔ %n expectation(s) hold here</source>
        <translation>
            <numerusform>✔ itt %n elvárás teljesül</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a replay</source>
        <translation>Visszajátszás megnyitása</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>Szigorú</translation>
    </message>
    <message>
        <source>Warn</source>
        <translation>Figyelmeztető</translation>
    </message>
    <message>
        <source>Rules enforcement</source>
        <translation>Szabálykövetés</translation>
    </message>
    <message>
        <source>Hide both hands between turns</source>
        <translation>Mindkét kéz elrejtése a körök között</translation>
    </message>
    <message>
        <source>Hand-off screen</source>
        <translation>Átadóképernyő</translation>
    </message>
    <message>
        <source>%d px</source>
        <translation>%d&#xa0;képpont</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Lapméret</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Gyorsbillentyűk</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Parancs</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Billentyűk</translation>
    </message>
    <message>
        <source>Keys for {command}</source>
        <translation>Billentyűk: {command}</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Alapértelmezések visszaállítása</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nincs</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>a face-down card</source>
        <translation>egy lefordított lap</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>lefordítva</translation>
    </message>
    <message>
        <source>cost {cost}</source>
        <translation>költség {cost}</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>passzív</translation>
    </message>
    <message>
        <source>markers: {markers}</source>
        <translation>jelzők: {markers}</translation>
    </message>
    <message>
        <source>effects: {effects}</source>
        <translation>hatások: {effects}</translation>
    </message>
    <message>
        <source>flagged: put here against the rules</source>
        <translation>megjelölve: szabályellenesen került ide</translation>
    </message>
    <message>
        <source>in {zone}</source>
        <translation>helye: {zone}</translation>
    </message>
    <message>
        <source>in your {zone}</source>
        <translation>helye: saját {zone}</translation>
    </message>
    <message>
        <source>in {player}&apos;s {zone}</source>
        <translation>helye: {player} – {zone}</translation>
    </message>
    <message numerus="yes">
        <source>{zone}, %n card(s)</source>
        <translation>
            <numerusform>{zone}, %n lap</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your {zone}, %n card(s)</source>
        <translation>
            <numerusform>Saját {zone}, %n lap</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {zone}, %n card(s)</source>
        <translation>
            <numerusform>{player} – {zone}, %n lap</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>A game was interrupted (%s). Resume it?</source>
        <translation>Egy játszma megszakadt (%s). Folytatod?</translation>
    </message>
    <message>
        <source>The damaged journal was kept as %s.</source>
        <translation>A sérült naplót ezen a néven megőriztük: %s.</translation>
    </message>
    <message>
        <source>Something went wrong inside Cardtable: %s

Every action made so far is saved in the autosave journal.</source>
        <translation>Hiba történt a Cardtable-ben: %s

Az eddigi lépések mind el vannak mentve az automatikus mentés naplójában.</translation>
    </message>
    <message>
        <source>no picture format of that name: save it as .png</source>
        <translation>nincs ilyen nevű képformátum: mentsd .png kiterjesztéssel</translation>
    </message>
    <message>
        <source>the picture could not be encoded</source>
        <translation>a képet nem sikerült elkészíteni</translation>
    </message>
</context>
<context>
    <name>StepDialog</name>
    <message>
        <source>Back</source>
        <translation>Vissza</translation>
    </message>
</context>
<context>
    <name>Streaming</name>
    <message>
        <source>Plain</source>
        <translation>Egyszerű</translation>
    </message>
    <message>
        <source>Chroma key green</source>
        <translation>Zöld háttér (krómakulcs)</translation>
    </message>
    <message>
        <source>Chroma key magenta</source>
        <translation>Bíbor háttér (krómakulcs)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Nézet</translation>
    </message>
    <message>
        <source>&amp;Broadcast window</source>
        <translation>&amp;Közvetítőablak</translation>
    </message>
    <message>
        <source>Broadcast &amp;size</source>
        <translation>Közvetítés mé&amp;rete</translation>
    </message>
    <message>
        <source>Broadcast back&amp;ground</source>
        <translation>Közvetítés &amp;háttere</translation>
    </message>
    <message>
        <source>Broadcast &amp;text size</source>
        <translation>Közvetítés &amp;betűmérete</translation>
    </message>
    <message>
        <source>Re&amp;veal all cards (finished game)</source>
        <translation>Minden lap fe&amp;lfedése (befejezett játszma)</translation>
    </message>
    <message>
        <source>The broadcast and the overlay show every hand and every deck in order: only for the replay of a finished game</source>
        <translation>A közvetítés és az átfedés minden kezet és minden paklit sorrendben mutat: csak befejezett játszma visszajátszásához</translation>
    </message>
    <message>
        <source>Start &amp;overlay…</source>
        <translation>Át&amp;fedés indítása…</translation>
    </message>
    <message>
        <source>Stop &amp;overlay (port %d)</source>
        <translation>Át&amp;fedés leállítása (%d. port)</translation>
    </message>
    <message>
        <source>&amp;Copy overlay address</source>
        <translation>Az átfedés címének &amp;másolása</translation>
    </message>
    <message>
        <source>Hands on &amp;phones (on)…</source>
        <translation>Ke&amp;zek a telefonokon (be)…</translation>
    </message>
    <message>
        <source>Hands on &amp;phones…</source>
        <translation>Ke&amp;zek a telefonokon…</translation>
    </message>
    <message>
        <source>Each player holds their hand on their own phone: serve the seats&apos; pages on the local network, one QR code per seat</source>
        <translation>Minden játékos a saját telefonján tartja a kezét: a helyek oldalai a helyi hálózaton, helyenként egy QR-kód</translation>
    </message>
    <message>
        <source>Hands on phones cannot listen on %s: it is not one network&apos;s own address. Choose the network the phones are on (such as 192.168.1.20); never every network (0.0.0.0).</source>
        <translation>A Kezek a telefonokon nem figyelhet ezen: %s, mert ez nem egyetlen hálózat saját címe. Válaszd azt a hálózatot, amelyen a telefonok vannak (például 192.168.1.20); soha ne az összes hálózatot (0.0.0.0).</translation>
    </message>
    <message>
        <source>Hands on phones could not start on %s, port %d: %s</source>
        <translation>A Kezek a telefonokon nem indulhatott el itt: %s, port: %d: %s</translation>
    </message>
    <message>
        <source>The overlay could not start on port %d: %s</source>
        <translation>Az átfedés nem indult el a %d. porton: %s</translation>
    </message>
    <message>
        <source>Overlay at %s: add it to OBS as a browser source.</source>
        <translation>Átfedés itt: %s – vedd fel az OBS-be böngészőforrásként.</translation>
    </message>
    <message>
        <source>Serve the overlay on 127.0.0.1, port:</source>
        <translation>Átfedés kiszolgálása a 127.0.0.1 címen, port:</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>Card table</source>
        <translation>Kártyaasztal</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Számlálók</translation>
    </message>
    <message>
        <source>Phases</source>
        <translation>Fázisok</translation>
    </message>
    <message>
        <source>{phase}, the current phase</source>
        <translation>{phase}, az aktuális fázis</translation>
    </message>
    <message>
        <source>{player}&apos;s turn, {phase}</source>
        <translation>{player} köre, {phase}</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>{player}&apos;s turn</source>
        <translation>{player} köre</translation>
    </message>
    <message>
        <source>{player}: {counter} {value}, from the cards on the table</source>
        <translation>{player}: {counter} {value}, az asztalon lévő lapokból</translation>
    </message>
    <message>
        <source>{player}: {counter} −1</source>
        <translation>{player}: {counter} −1</translation>
    </message>
    <message>
        <source>{player}: {counter} {value}</source>
        <translation>{player}: {counter} {value}</translation>
    </message>
    <message>
        <source>{player}: {counter} +1</source>
        <translation>{player}: {counter} +1</translation>
    </message>
    <message>
        <source>The current phase: {phase}</source>
        <translation>Az aktuális fázis: {phase}</translation>
    </message>
    <message>
        <source>Go to this phase: {phase}</source>
        <translation>Ugrás erre a fázisra: {phase}</translation>
    </message>
    <message>
        <source>{phase} is over for this turn</source>
        <translation>{phase}: ebben a körben már elmúlt</translation>
    </message>
    <message>
        <source>{phase} comes later in this turn</source>
        <translation>{phase}: ebben a körben később jön</translation>
    </message>
    <message>
        <source>{phase} cannot be chosen now</source>
        <translation>{phase}: most nem választható</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Kör vége</translation>
    </message>
    <message>
        <source>End the turn: the other player goes next</source>
        <translation>Kör vége: a másik játékos következik</translation>
    </message>
    <message>
        <source>The game is over: undo, or keep playing in warn mode (What next…)</source>
        <translation>A játék véget ért: visszavonhatsz, vagy figyelmeztető módban játszhatsz tovább (Hogyan tovább…)</translation>
    </message>
    <message>
        <source>{step} comes first: the strip above the table asks it</source>
        <translation>Előbb ez jön: {step} – az asztal feletti sáv kérdezi</translation>
    </message>
    <message>
        <source>Waiting for {player}: {step}</source>
        <translation>{player} válaszára várunk: {step}</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn</source>
        <translation>{player} köre van</translation>
    </message>
</context>
<context>
    <name>ZoneItem</name>
    <message numerus="yes">
        <source>%n card(s). Double-click to list them.</source>
        <translation>
            <numerusform>%n lap. Kattints duplán a listájukhoz.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ZoomDock</name>
    <message>
        <source>Card</source>
        <translation>Lap</translation>
    </message>
    <message>
        <source>Point at a card to see it here.</source>
        <translation>Mutass egy lapra, és itt megjelenik.</translation>
    </message>
    <message>
        <source>A hidden card of %s</source>
        <translation>%s rejtett lapja</translation>
    </message>
    <message>
        <source>Cost: %s</source>
        <translation>Költség: %s</translation>
    </message>
    <message>
        <source>Markers: %s</source>
        <translation>Jelzők: %s</translation>
    </message>
    <message>
        <source>Effects: %s</source>
        <translation>Hatások: %s</translation>
    </message>
    <message>
        <source>Owner: %s, controller: %s</source>
        <translation>Tulajdonos: %s, irányító: %s</translation>
    </message>
    <message>
        <source>Flagged: put here against the rules</source>
        <translation>Megjelölve: szabálytalanul került ide</translation>
    </message>
</context>
</TS>
