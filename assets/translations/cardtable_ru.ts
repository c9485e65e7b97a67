<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>(version unknown)</source>
        <translation>(версия неизвестна)</translation>
    </message>
    <message>
        <source>A card table with a rules engine underneath.</source>
        <translation>Карточный стол с движком правил.</translation>
    </message>
    <message>
        <source>Your games (the autosave and the finished games):</source>
        <translation>Ваши партии (автосохранение и завершённые партии):</translation>
    </message>
    <message>
        <source>Settings:</source>
        <translation>Настройки:</translation>
    </message>
    <message>
        <source>Qt {qt} · PySide6 {pyside} · Python {python}</source>
        <translation>Qt {qt} · PySide6 {pyside} · Python {python}</translation>
    </message>
    <message>
        <source>The demo games&apos; cards, texts and pictures are Cardtable&apos;s own.</source>
        <translation>Карты, тексты и картинки демонстрационных игр созданы для Cardtable.</translation>
    </message>
</context>
<context>
    <name>ActionDock</name>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>turn {number}: {player}, {phase}</source>
        <translation>Ход {number}: {player}, {phase}</translation>
    </message>
    <message>
        <source>The start, before any action</source>
        <translation>Начало, до первого действия</translation>
    </message>
    <message>
        <source>Action {n} of {total} · record line {line}</source>
        <translation>Действие {n} из {total} · строка записи {line}</translation>
    </message>
    <message>
        <source>Decks, top first (the judge&apos;s view)</source>
        <translation>Колоды сверху вниз (взгляд судьи)</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Отклонено</translation>
    </message>
    <message>
        <source>Carried out against the rules (flagged)</source>
        <translation>Выполнено вопреки правилам (отмечено)</translation>
    </message>
    <message>
        <source>Legal; a rule shaped it</source>
        <translation>Допустимо; его определило правило</translation>
    </message>
    <message>
        <source>Legal</source>
        <translation>Допустимо</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more</source>
        <translation>
            <numerusform>… и ещё %n</numerusform>
            <numerusform>… и ещё %n</numerusform>
            <numerusform>… и ещё %n</numerusform>
        </translation>
    </message>
    <message>
        <source>✔ line {line} holds: {expected}</source>
        <translation>✔ строка {line} выполняется: {expected}</translation>
    </message>
    <message>
        <source>✘ line {line} fails: {expected}</source>
        <translation>✘ строка {line} не выполняется: {expected}</translation>
    </message>
</context>
<context>
    <name>Acts</name>
    <message>
        <source>Move</source>
        <translation>Перемещение</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Добор карт</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Перемешивание</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Просмотр</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Розыгрыш</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Создание</translation>
    </message>
    <message>
        <source>Destroy</source>
        <translation>Уничтожение</translation>
    </message>
    <message>
        <source>Gain control</source>
        <translation>Взятие под контроль</translation>
    </message>
    <message>
        <source>Tap / untap</source>
        <translation>Закрыть / открыть</translation>
    </message>
    <message>
        <source>Turn over</source>
        <translation>Переворот</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Счётчик</translation>
    </message>
    <message>
        <source>Redefine</source>
        <translation>Переопределение</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Маркеры</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Эффект</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Фаза</translation>
    </message>
    <message>
        <source>End of turn</source>
        <translation>Завершение хода</translation>
    </message>
    <message>
        <source>Enforcement</source>
        <translation>Контроль правил</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>{player}&apos;s turn: {phase}</source>
        <translation>Ход: {player}, фаза: {phase}</translation>
    </message>
    <message>
        <source>Phase: {phase}</source>
        <translation>Фаза: {phase}</translation>
    </message>
    <message numerus="yes">
        <source>Since you last looked: %n action(s). {lines}</source>
        <translation>
            <numerusform>С тех пор как вы смотрели: %n действие. {lines}</numerusform>
            <numerusform>С тех пор как вы смотрели: %n действия. {lines}</numerusform>
            <numerusform>С тех пор как вы смотрели: %n действий. {lines}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AwayNotice</name>
    <message>
        <source>{player}&apos;s phone is not connected: {player}&apos;s hand stays hidden until it joins again.</source>
        <translation>Телефон игрока {player} не подключён: карты в руке игрока {player} скрыты, пока телефон не подключится снова.</translation>
    </message>
    <message>
        <source>Bring {player}&apos;s hand to the table…</source>
        <translation>Вернуть руку игрока {player} на стол…</translation>
    </message>
    <message>
        <source>The others look away: {player}&apos;s hand shows on this screen once {player} takes the seat behind the hand-off screen.</source>
        <translation>Остальные отворачиваются: рука игрока {player} появится на этом экране, когда {player} займёт место за экраном передачи хода.</translation>
    </message>
</context>
<context>
    <name>Broadcast</name>
    <message>
        <source>Turn {number}</source>
        <translation>Ход {number}</translation>
    </message>
    <message>
        <source>Last card</source>
        <translation>Последняя карта</translation>
    </message>
    <message>
        <source>No card in the open yet</source>
        <translation>Карт лицом вверх пока нет</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <source>{player} lost</source>
        <translation>{player} проигрывает</translation>
    </message>
    <message>
        <source>Cardtable broadcast</source>
        <translation>Трансляция Cardtable</translation>
    </message>
    <message>
        <source>Every card revealed</source>
        <translation>Все карты вскрыты</translation>
    </message>
    <message>
        <source>The table is closed</source>
        <translation>Стол закрыт</translation>
    </message>
</context>
<context>
    <name>CardBrowser</name>
    <message>
        <source>Card browser</source>
        <translation>Просмотр карт</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Поиск</translation>
    </message>
    <message>
        <source>name, id, type, tribe, text or notes</source>
        <translation>название, id, тип, раса, текст или заметки</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Стоимость</translation>
    </message>
    <message>
        <source>any</source>
        <translation>любая</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Раздел</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Sideboard</source>
        <translation>Сайдборд</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Герой</translation>
    </message>
    <message>
        <source>Prepared</source>
        <translation>Заранее подготовленные</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Добавить</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Убрать</translation>
    </message>
    <message>
        <source>&amp;New deck</source>
        <translation>&amp;Новая колода</translation>
    </message>
    <message>
        <source>&amp;Open deck…</source>
        <translation>&amp;Открыть колоду…</translation>
    </message>
    <message>
        <source>&amp;Save deck…</source>
        <translation>&amp;Сохранить колоду…</translation>
    </message>
    <message>
        <source>Copies</source>
        <translation>Копий</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>all types</source>
        <translation>все типы</translation>
    </message>
    <message>
        <source>Card browser — %s %s</source>
        <translation>Просмотр карт — %s %s</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>(new deck)</source>
        <translation>(новая колода)</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s): the deck breaks the game&apos;s construction rules</source>
        <translation>
            <numerusform>%n предупреждение: колода нарушает правила составления</numerusform>
            <numerusform>%n предупреждения: колода нарушает правила составления</numerusform>
            <numerusform>%n предупреждений: колода нарушает правила составления</numerusform>
        </translation>
    </message>
    <message>
        <source>The deck follows the construction rules.</source>
        <translation>Колода соответствует правилам составления.</translation>
    </message>
    <message>
        <source>New deck</source>
        <translation>Новая колода</translation>
    </message>
    <message>
        <source>The deck has changes that are not saved. Drop them?</source>
        <translation>В колоде есть несохранённые изменения. Отбросить их?</translation>
    </message>
    <message>
        <source>Open a deck list</source>
        <translation>Открыть список колоды</translation>
    </message>
    <message>
        <source>Deck lists (*.txt);;All files (*)</source>
        <translation>Списки колод (*.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Save the deck list</source>
        <translation>Сохранить список колоды</translation>
    </message>
    <message>
        <source>Deck lists (*.txt)</source>
        <translation>Списки колод (*.txt)</translation>
    </message>
    <message>
        <source>Cannot save %s: %s</source>
        <translation>Не удаётся сохранить %s: %s</translation>
    </message>
    <message>
        <source>Select a card to see it here.</source>
        <translation>Выберите карту, чтобы увидеть её здесь.</translation>
    </message>
    <message>
        <source>Cost: %s</source>
        <translation>Стоимость: %s</translation>
    </message>
    <message>
        <source>id: %s</source>
        <translation>id: %s</translation>
    </message>
</context>
<context>
    <name>CardImages</name>
    <message>
        <source>a relative image path needs a card set folder</source>
        <translation>для относительного пути к изображению нужна папка набора карт</translation>
    </message>
    <message>
        <source>cannot read the image (%s)</source>
        <translation>не удаётся прочитать изображение (%s)</translation>
    </message>
    <message>
        <source>not a readable SVG drawing</source>
        <translation>это не читаемый рисунок SVG</translation>
    </message>
    <message>
        <source>not an image Qt can read (%s)</source>
        <translation>Qt не может прочитать это изображение (%s)</translation>
    </message>
    <message>
        <source>the image file is missing</source>
        <translation>файл изображения отсутствует</translation>
    </message>
    <message>
        <source>the image is damaged (%s)</source>
        <translation>изображение повреждено (%s)</translation>
    </message>
    <message>
        <source>the image path leads outside the card set folder</source>
        <translation>путь к изображению ведёт за пределы папки набора карт</translation>
    </message>
</context>
<context>
    <name>CardSetUI</name>
    <message>
        <source>Open &amp;card set…</source>
        <translation>Открыть на&amp;бор карт…</translation>
    </message>
    <message>
        <source>Card &amp;browser…</source>
        <translation>Просмотр к&amp;арт…</translation>
    </message>
    <message>
        <source>&amp;Print proofs…</source>
        <translation>&amp;Печать пробных карт…</translation>
    </message>
    <message>
        <source>Reading the card set %s…</source>
        <translation>Чтение набора карт %s…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Open card set</source>
        <translation>Открыть набор карт</translation>
    </message>
    <message>
        <source>Reading the card set was cancelled.</source>
        <translation>Чтение набора карт отменено.</translation>
    </message>
    <message>
        <source>%s; the card shows a generated face</source>
        <translation>%s; у карты показана сгенерированная лицевая сторона</translation>
    </message>
    <message>
        <source>Card images %v / %m</source>
        <translation>Изображения карт: %v / %m</translation>
    </message>
    <message>
        <source>Open a card set folder</source>
        <translation>Открыть папку набора карт</translation>
    </message>
    <message>
        <source>Loading %s…</source>
        <translation>Загрузка: %s…</translation>
    </message>
    <message>
        <source>Browse which card set folder?</source>
        <translation>Какую папку набора карт просмотреть?</translation>
    </message>
</context>
<context>
    <name>CardTypes</name>
    <message>
        <source>creature</source>
        <translation>существо</translation>
    </message>
    <message>
        <source>hero</source>
        <translation>герой</translation>
    </message>
    <message>
        <source>spell</source>
        <translation>заклинание</translation>
    </message>
    <message>
        <source>event</source>
        <translation>событие</translation>
    </message>
    <message>
        <source>equipment</source>
        <translation>экипировка</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>оружие</translation>
    </message>
    <message>
        <source>armor</source>
        <translation>доспех</translation>
    </message>
    <message>
        <source>amulet</source>
        <translation>амулет</translation>
    </message>
    <message>
        <source>artifact</source>
        <translation>артефакт</translation>
    </message>
    <message>
        <source>land</source>
        <translation>земля</translation>
    </message>
    <message>
        <source>token</source>
        <translation>токен</translation>
    </message>
    <message>
        <source>item</source>
        <translation>предмет</translation>
    </message>
    <message>
        <source>location</source>
        <translation>локация</translation>
    </message>
    <message>
        <source>dwarf</source>
        <translation>гном</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>(hidden card)</source>
        <translation>(скрытая карта)</translation>
    </message>
</context>
<context>
    <name>CommandTips</name>
    <message>
        <source>Look at the top cards of your deck, as a card&apos;s ability allows</source>
        <translation>Посмотреть верхние карты своей колоды, как позволяет способность карты</translation>
    </message>
    <message>
        <source>Look through your whole deck and take a card, as a card&apos;s ability allows; it is shuffled after</source>
        <translation>Просмотреть всю колоду и взять карту, как позволяет способность карты; затем колода перемешивается</translation>
    </message>
    <message>
        <source>Play the card: its cost is paid and its timing checked (dragging it into play does the same)</source>
        <translation>Разыграть карту: её стоимость оплачивается, время розыгрыша проверяется (то же делает перетаскивание в игру)</translation>
    </message>
    <message>
        <source>Put a hand card into play without paying, as a card&apos;s text allows (or drag it with Shift held)</source>
        <translation>Ввести карту из руки в игру без оплаты, как позволяет текст карты (или перетащите её, удерживая Shift)</translation>
    </message>
    <message>
        <source>This window plays one seat: the player an open question waits for takes it and answers, then it comes back</source>
        <translation>Это окно играет за одно место: игрок, чьего ответа ждёт открытый вопрос, садится за него и отвечает, потом место возвращается</translation>
    </message>
    <message>
        <source>Players elsewhere take their seats at this table through an MQTT broker, each with a link of their own</source>
        <translation>Игроки из других мест садятся за этот стол через MQTT-брокер, у каждого своя ссылка</translation>
    </message>
    <message>
        <source>Move the card to a zone you choose from a list: the one you point at, or the keyboard cursor&apos;s</source>
        <translation>Переместить карту в зону, выбранную из списка: карту под указателем или под курсором клавиатуры</translation>
    </message>
    <message>
        <source>Create one of the card set&apos;s tokens or one of your prepared cards</source>
        <translation>Создать один из токенов набора или одну из своих заранее подготовленных карт</translation>
    </message>
    <message>
        <source>Go on to the next phase (an open question comes first); after the last one the turn ends</source>
        <translation>Перейти к следующей фазе (сначала — открытый вопрос); после последней ход заканчивается</translation>
    </message>
    <message>
        <source>Carry out illegal actions and flag them instead of refusing them</source>
        <translation>Выполнять недопустимые действия и отмечать их вместо отказа</translation>
    </message>
    <message>
        <source>Watch a saved game, a journal or a rules scenario on the table, action by action</source>
        <translation>Просмотреть на столе сохранённую партию, журнал или сценарий правил, действие за действием</translation>
    </message>
    <message>
        <source>Open this game&apos;s record in a replay window; the game goes on as it is</source>
        <translation>Открыть запись этой партии в окне просмотра; сама партия продолжается как есть</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Open rep&amp;lay…</source>
        <translation>&amp;Воспроизвести запись…</translation>
    </message>
    <message>
        <source>Re&amp;view this game</source>
        <translation>Просмотреть &amp;эту партию</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Draw a card</source>
        <translation>&amp;Взять карту</translation>
    </message>
    <message>
        <source>Draw &amp;N cards…</source>
        <translation>Взять &amp;N карт…</translation>
    </message>
    <message>
        <source>S&amp;huffle deck</source>
        <translation>Пере&amp;мешать колоду</translation>
    </message>
    <message>
        <source>&amp;Look at top N…</source>
        <translation>&amp;Посмотреть N верхних…</translation>
    </message>
    <message>
        <source>Sea&amp;rch deck…</source>
        <translation>По&amp;иск в колоде…</translation>
    </message>
    <message>
        <source>Put into play without payin&amp;g…</source>
        <translation>Ввести в игру &amp;без оплаты…</translation>
    </message>
    <message>
        <source>&amp;Answer for the player asked…</source>
        <translation>Ответить за и&amp;грока, которого ждём…</translation>
    </message>
    <message>
        <source>Destro&amp;y</source>
        <translation>&amp;Уничтожить</translation>
    </message>
    <message>
        <source>Move to…</source>
        <translation>Переместить в…</translation>
    </message>
    <message>
        <source>Create to&amp;ken…</source>
        <translation>Создать &amp;токен…</translation>
    </message>
    <message>
        <source>Ne&amp;xt phase</source>
        <translation>Следующая &amp;фаза</translation>
    </message>
    <message>
        <source>End t&amp;urn</source>
        <translation>Завершить &amp;ход</translation>
    </message>
    <message>
        <source>Invite players online…</source>
        <translation>Пригласить игроков онлайн…</translation>
    </message>
    <message>
        <source>&amp;About Cardtable…</source>
        <translation>&amp;О программе Cardtable…</translation>
    </message>
    <message>
        <source>&amp;Play card</source>
        <translation>Разыграть &amp;карту</translation>
    </message>
    <message>
        <source>Re&amp;veal card</source>
        <translation>Пока&amp;зать карту</translation>
    </message>
    <message>
        <source>Tap / untap</source>
        <translation>Закрыть / открыть</translation>
    </message>
    <message>
        <source>Turn &amp;over</source>
        <translation>Перевер&amp;нуть</translation>
    </message>
    <message>
        <source>To &amp;bottom of deck</source>
        <translation>Под низ ко&amp;лоды</translation>
    </message>
    <message>
        <source>Gain &amp;control</source>
        <translation>Вз&amp;ять под контроль</translation>
    </message>
    <message>
        <source>Add marker…</source>
        <translation>Добавить маркер…</translation>
    </message>
    <message>
        <source>Remove marker…</source>
        <translation>Снять маркер…</translation>
    </message>
    <message>
        <source>Add &amp;effect…</source>
        <translation>Добавить &amp;эффект…</translation>
    </message>
    <message>
        <source>&amp;Warn mode: allow and flag illegal moves</source>
        <translation>&amp;Режим предупреждений: разрешать и отмечать нарушения</translation>
    </message>
    <message>
        <source>Life −1</source>
        <translation>Жизнь −1</translation>
    </message>
    <message>
        <source>Life +1</source>
        <translation>Жизнь +1</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>&amp;Сочетания клавиш…</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>{player} is disconnected: this waits until {player} is back.</source>
        <translation>{player} не в сети: это подождёт, пока {player} не вернётся.</translation>
    </message>
    <message>
        <source>{player}&apos;s action was refused: only {player} is told why.</source>
        <translation>Действие игрока {player} отклонено правилами: причину видит только {player}.</translation>
    </message>
    <message>
        <source>Put into play without paying its cost.</source>
        <translation>Введена в игру без оплаты стоимости.</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message>
        <source>{path}: {cards} on {pages} ({cols}×{rows} per page, {paper})</source>
        <translation>{path}: {cards}, {pages} ({cols}×{rows} на странице, {paper})</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n страница</numerusform>
            <numerusform>%n страницы</numerusform>
            <numerusform>%n страниц</numerusform>
        </translation>
    </message>
    <message>
        <source>{folder}: {cards} as {w}×{h} px images</source>
        <translation>{folder}: {cards} в виде изображений {w}×{h}&#xa0;пикс.</translation>
    </message>
    <message>
        <source>(with backs)</source>
        <translation>(с рубашками)</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Реванш</translation>
    </message>
    <message>
        <source>A new game of the same players and decks</source>
        <translation>Новая игра с теми же игроками и колодами</translation>
    </message>
    <message>
        <source>&amp;Save the game…</source>
        <translation>&amp;Сохранить игру…</translation>
    </message>
    <message>
        <source>Keep this game&apos;s record in a file</source>
        <translation>Сохранить запись этой игры в файл</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Играть дальше</translation>
    </message>
    <message>
        <source>&amp;Keep playing (warn mode)</source>
        <translation>&amp;Играть дальше (режим предупреждений)</translation>
    </message>
    <message>
        <source>Go on with this game; the rules flag what they would refuse</source>
        <translation>Продолжить эту игру; то, что правила запретили бы, будет отмечено</translation>
    </message>
    <message>
        <source>&amp;Back to the table</source>
        <translation>&amp;Вернуться к столу</translation>
    </message>
    <message>
        <source>Look at the table; the banner above it brings this back</source>
        <translation>Посмотреть на стол; полоса над ним вернёт это окно</translation>
    </message>
</context>
<context>
    <name>Enforcement</name>
    <message>
        <source>strict</source>
        <translation>строгий</translation>
    </message>
    <message>
        <source>warn</source>
        <translation>с предупреждениями</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>Done.</source>
        <comment>ok</comment>
        <translation>Готово.</translation>
    </message>
    <message>
        <source>The card was moved.</source>
        <comment>move</comment>
        <translation>Карта перемещена.</translation>
    </message>
    <message>
        <source>The cards were moved together.</source>
        <comment>move_many</comment>
        <translation>Карты перемещены вместе.</translation>
    </message>
    <message>
        <source>The player looked at the cards.</source>
        <comment>look</comment>
        <translation>Игрок посмотрел карты.</translation>
    </message>
    <message>
        <source>The card was destroyed.</source>
        <comment>destroy</comment>
        <translation>Карта уничтожена.</translation>
    </message>
    <message>
        <source>Control of the card changed.</source>
        <comment>control</comment>
        <translation>Контроль над картой сменился.</translation>
    </message>
    <message>
        <source>The card was tapped or untapped.</source>
        <comment>tap</comment>
        <translation>Карта закрыта или открыта.</translation>
    </message>
    <message>
        <source>The card was turned over.</source>
        <comment>flip</comment>
        <translation>Карта перевёрнута.</translation>
    </message>
    <message>
        <source>The counter changed.</source>
        <comment>counter</comment>
        <translation>Счётчик изменился.</translation>
    </message>
    <message>
        <source>The card&apos;s definition changed.</source>
        <comment>define</comment>
        <translation>Определение карты изменилось.</translation>
    </message>
    <message>
        <source>The markers changed.</source>
        <comment>mark</comment>
        <translation>Маркеры изменились.</translation>
    </message>
    <message>
        <source>The effects changed.</source>
        <comment>effect</comment>
        <translation>Эффекты изменились.</translation>
    </message>
    <message numerus="yes">
        <source>{player} drew {count} card(s).</source>
        <comment>draw</comment>
        <translation>
            <numerusform>{player} берёт {count} карту.</numerusform>
            <numerusform>{player} берёт {count} карты.</numerusform>
            <numerusform>{player} берёт {count} карт.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s deck is empty: nothing was drawn ({failed} failed draw(s) so far).</source>
        <comment>draw.empty</comment>
        <translation>
            <numerusform>Колода игрока {player} пуста: карта не взята (пока {failed} неудачный добор).</numerusform>
            <numerusform>Колода игрока {player} пуста: карта не взята (пока {failed} неудачных добора).</numerusform>
            <numerusform>Колода игрока {player} пуста: карта не взята (пока {failed} неудачных доборов).</numerusform>
        </translation>
    </message>
    <message>
        <source>The last action was taken back.</source>
        <comment>undo</comment>
        <translation>Последнее действие отменено.</translation>
    </message>
    <message>
        <source>The action taken back was done again.</source>
        <comment>redo</comment>
        <translation>Отменённое действие выполнено снова.</translation>
    </message>
    <message>
        <source>There is nothing to take back.</source>
        <comment>undo.nothing</comment>
        <translation>Нечего отменять.</translation>
    </message>
    <message>
        <source>There is nothing to do again.</source>
        <comment>redo.nothing</comment>
        <translation>Нечего повторять.</translation>
    </message>
    <message>
        <source>The card was shuffled into the deck.</source>
        <comment>deck.shuffled_in</comment>
        <translation>Карта замешана в колоду.</translation>
    </message>
    <message>
        <source>The deck was shuffled after it was searched.</source>
        <comment>deck.searched</comment>
        <translation>Колода перемешана после поиска.</translation>
    </message>
    <message>
        <source>This game has no such action.</source>
        <comment>action.not_in_ruleset</comment>
        <translation>В этой игре нет такого действия.</translation>
    </message>
    <message>
        <source>That card is not in the player&apos;s hand.</source>
        <comment>card.not_in_hand</comment>
        <translation>Этой карты нет в руке игрока.</translation>
    </message>
    <message>
        <source>That card is not in play.</source>
        <comment>card.not_in_play</comment>
        <translation>Эта карта не в игре.</translation>
    </message>
    <message>
        <source>That card is not where the action needs it.</source>
        <comment>card.not_in_zone</comment>
        <translation>Эта карта не там, где она нужна для действия.</translation>
    </message>
    <message>
        <source>Only the active player ({active}) may do that.</source>
        <comment>turn.not_active</comment>
        <translation>Это может сделать только активный игрок ({active}).</translation>
    </message>
    <message>
        <source>Not enough {counter} to pay the cost: it costs {cost}, {player} has {have}.</source>
        <comment>cost.pay</comment>
        <translation>Нечем оплатить стоимость: нужно {cost} ({counter}), у игрока {player} — {have}.</translation>
    </message>
    <message>
        <source>Looking through a deck or taking a card from inside it needs the card whose ability allows it (source).</source>
        <comment>deck.needs_source</comment>
        <translation>Чтобы просмотреть колоду или взять карту из её середины, нужна карта, способность которой это позволяет (источник).</translation>
    </message>
    <message>
        <source>The order of a deck may not be changed by hand.</source>
        <comment>deck.order_fixed</comment>
        <translation>Порядок карт в колоде нельзя менять вручную.</translation>
    </message>
    <message>
        <source>Only the owner may look through their deck.</source>
        <comment>deck.look_own_only</comment>
        <translation>Просматривать колоду может только её владелец.</translation>
    </message>
    <message>
        <source>Control can change only for a card in play.</source>
        <comment>control.not_in_play</comment>
        <translation>Контроль может смениться только у карты в игре.</translation>
    </message>
    <message>
        <source>The order must list exactly the cards that go there.</source>
        <comment>order.invalid</comment>
        <translation>В порядке должны быть перечислены ровно те карты, которые туда уходят.</translation>
    </message>
    <message>
        <source>Looking at another player&apos;s hand needs the card whose ability allows it (source).</source>
        <comment>hand.look_needs_source</comment>
        <translation>Чтобы посмотреть руку другого игрока, нужна карта, способность которой это позволяет (источник).</translation>
    </message>
    <message>
        <source>The card was revealed.</source>
        <comment>reveal</comment>
        <translation>Карта показана.</translation>
    </message>
    <message>
        <source>The card was played.</source>
        <comment>play</comment>
        <translation>Карта разыграна.</translation>
    </message>
    <message>
        <source>{player}&apos;s turn {number} begins.</source>
        <comment>end_turn</comment>
        <translation>Начинается {number}-й ход игрока {player}.</translation>
    </message>
    <message>
        <source>Enforcement: {mode}.</source>
        <comment>enforcement</comment>
        <translation>Контроль правил: {mode}.</translation>
    </message>
    <message>
        <source>{detail}</source>
        <comment>detail</comment>
        <translation>{detail}</translation>
    </message>
    <message>
        <source>warning: {message}</source>
        <comment>problem.warning</comment>
        <translation>предупреждение: {message}</translation>
    </message>
    <message>
        <source>note: {message}</source>
        <comment>problem.info</comment>
        <translation>заметка: {message}</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <comment>list.or</comment>
        <translation>{items} или {last}</translation>
    </message>
    <message>
        <source>no such file</source>
        <comment>file.no_such_file</comment>
        <translation>нет такого файла</translation>
    </message>
    <message>
        <source>cannot read it: {reason}</source>
        <comment>file.cannot_read_it</comment>
        <translation>не удаётся прочитать: {reason}</translation>
    </message>
    <message>
        <source>this is a folder, not a file</source>
        <comment>file.folder</comment>
        <translation>это папка, а не файл</translation>
    </message>
    <message>
        <source>not a regular file (a named pipe or a device?)</source>
        <comment>file.not_regular</comment>
        <translation>не обычный файл (именованный канал или устройство?)</translation>
    </message>
    <message>
        <source>the file is too large ({size}; at most {limit})</source>
        <comment>file.too_large</comment>
        <translation>файл слишком большой ({size}; не больше {limit})</translation>
    </message>
    <message>
        <source>UTF-16 text: save the file as UTF-8</source>
        <comment>file.utf16</comment>
        <translation>текст в UTF-16: сохраните файл в UTF-8</translation>
    </message>
    <message>
        <source>not UTF-8 text (is this a binary file?)</source>
        <comment>record.not_utf8</comment>
        <translation>не текст в UTF-8 (может быть, это двоичный файл?)</translation>
    </message>
    <message>
        <source>bad JSON: {detail} (column {column})</source>
        <comment>record.bad_json</comment>
        <translation>ошибка в JSON: {detail} (столбец {column})</translation>
    </message>
    <message>
        <source>bad JSON: nested too deeply</source>
        <comment>record.too_deep</comment>
        <translation>ошибка в JSON: слишком глубокая вложенность</translation>
    </message>
    <message>
        <source>each line must be a JSON object</source>
        <comment>record.not_object</comment>
        <translation>каждая строка должна быть объектом JSON</translation>
    </message>
    <message>
        <source>this is a folder, not a game record</source>
        <comment>record.folder</comment>
        <translation>это папка, а не запись партии</translation>
    </message>
    <message>
        <source>a line after the header must be an action (&quot;act&quot;) or an expectation (&quot;expect&quot;)</source>
        <comment>record.line_kind</comment>
        <translation>строка после заголовка должна быть действием («act») или ожиданием («expect»)</translation>
    </message>
    <message>
        <source>the file is empty: a game record starts with a header line</source>
        <comment>record.empty</comment>
        <translation>файл пуст: запись партии начинается со строки заголовка</translation>
    </message>
    <message>
        <source>damaged journal line (checksum does not match)</source>
        <comment>journal.damaged</comment>
        <translation>повреждённая строка журнала (контрольная сумма не совпадает)</translation>
    </message>
    <message>
        <source>the journal holds no game</source>
        <comment>journal.empty</comment>
        <translation>в журнале нет партии</translation>
    </message>
    <message>
        <source>the header must be a JSON object</source>
        <comment>header.not_object</comment>
        <translation>заголовок должен быть объектом JSON</translation>
    </message>
    <message>
        <source>unknown header key &quot;{key}&quot;</source>
        <comment>header.unknown_key</comment>
        <translation>неизвестный ключ заголовка «{key}»</translation>
    </message>
    <message>
        <source>the header needs &quot;{key}&quot;</source>
        <comment>header.needs_key</comment>
        <translation>в заголовке нет ключа «{key}»</translation>
    </message>
    <message>
        <source>unknown ruleset &quot;{ruleset}&quot; (known: {known})</source>
        <comment>header.unknown_ruleset</comment>
        <translation>неизвестный набор правил «{ruleset}» (известны: {known})</translation>
    </message>
    <message>
        <source>&quot;players&quot; must be a list of player ids</source>
        <comment>header.players</comment>
        <translation>«players» должен быть списком идентификаторов игроков</translation>
    </message>
    <message>
        <source>&quot;players&quot; lists a player twice</source>
        <comment>header.player_twice</comment>
        <translation>в «players» игрок указан дважды</translation>
    </message>
    <message>
        <source>&quot;{player}&quot; cannot be a player id</source>
        <comment>header.bad_player_id</comment>
        <translation>«{player}» не может быть идентификатором игрока</translation>
    </message>
    <message>
        <source>&quot;enforcement&quot; must be &quot;strict&quot; or &quot;warn&quot;</source>
        <comment>header.enforcement</comment>
        <translation>«enforcement» должен быть «strict» или «warn»</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; has the wrong type</source>
        <comment>header.wrong_type</comment>
        <translation>«{key}»: значение неверного типа</translation>
    </message>
    <message numerus="yes">
        <source>{count} card(s) loaded, {rejected} rejected</source>
        <comment>cli.cardset_summary</comment>
        <translation>
            <numerusform>загружена {count} карта, отклонено: {rejected}</numerusform>
            <numerusform>загружено {count} карты, отклонено: {rejected}</numerusform>
            <numerusform>загружено {count} карт, отклонено: {rejected}</numerusform>
        </translation>
    </message>
    <message>
        <source>{deck}: legal ({sections})</source>
        <comment>cli.deck_legal</comment>
        <translation>{deck}: колода допустима ({sections})</translation>
    </message>
    <message>
        <source>{deck}: illegal ({sections})</source>
        <comment>cli.deck_illegal</comment>
        <translation>{deck}: колода недопустима ({sections})</translation>
    </message>
    <message>
        <source>no cards</source>
        <comment>cli.deck_no_cards</comment>
        <translation>нет карт</translation>
    </message>
    <message numerus="yes">
        <source>{count} hero(es)</source>
        <comment>cli.section.hero</comment>
        <translation>
            <numerusform>{count} герой</numerusform>
            <numerusform>{count} героя</numerusform>
            <numerusform>{count} героев</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} deck</source>
        <comment>cli.section.deck</comment>
        <translation>
            <numerusform>{count} в колоде</numerusform>
            <numerusform>{count} в колоде</numerusform>
            <numerusform>{count} в колоде</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} sideboard</source>
        <comment>cli.section.sideboard</comment>
        <translation>
            <numerusform>{count} в сайдборде</numerusform>
            <numerusform>{count} в сайдборде</numerusform>
            <numerusform>{count} в сайдборде</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} prepared</source>
        <comment>cli.section.prepared</comment>
        <translation>
            <numerusform>{count} подготовленная</numerusform>
            <numerusform>{count} подготовленные</numerusform>
            <numerusform>{count} подготовленных</numerusform>
        </translation>
    </message>
    <message>
        <source>A card was created for {owner}.</source>
        <comment>create</comment>
        <translation>Карта создана для игрока {owner}.</translation>
    </message>
    <message>
        <source>From here on the record follows the rules of record format {format}.</source>
        <comment>format</comment>
        <translation>Дальше запись партии следует формату {format}.</translation>
    </message>
    <message>
        <source>Phases only go forward: {to} does not come after {phase} in this turn.</source>
        <comment>turn.phase_order</comment>
        <translation>Фазы идут только вперёд: сейчас «{phase}», поэтому «{to}» в этом ходу уже не наступит.</translation>
    </message>
    <message>
        <source>{player} must act first ({act}); nothing else may happen before it but undo.</source>
        <comment>step.pending</comment>
        <translation>Сначала действие за игроком {player} ({act}); до этого можно только отменить действие.</translation>
    </message>
    <message>
        <source>A card is played onto its player&apos;s own side of the table, not into {place}.</source>
        <comment>play.own_side</comment>
        <translation>Разыгранная карта попадает на сторону своего игрока, а не в зону «{place}».</translation>
    </message>
    <message>
        <source>This card stays in play until the end of the game.</source>
        <comment>card.fixed_in_play</comment>
        <translation>Эта карта остаётся в игре до конца партии.</translation>
    </message>
    <message>
        <source>Create a token</source>
        <comment>command.token</comment>
        <translation>Создать токен</translation>
    </message>
    <message>
        <source>Create one of the card set&apos;s tokens or one of your prepared cards</source>
        <comment>command.token.tip</comment>
        <translation>Создать один из токенов набора или одну из ваших заранее подготовленных карт</translation>
    </message>
    <message>
        <source>{player} creates which card?</source>
        <comment>command.token.prompt</comment>
        <translation>Какую карту создаёт {player}?</translation>
    </message>
    <message>
        <source>Create</source>
        <comment>command.token.submit</comment>
        <translation>Создать</translation>
    </message>
    <message>
        <source>This card set has no tokens or prepared cards to create.</source>
        <comment>command.token.none</comment>
        <translation>В этом наборе нет токенов или заранее подготовленных карт, которые можно создать.</translation>
    </message>
    <message>
        <source>Look at the top of your deck</source>
        <comment>command.look</comment>
        <translation>Посмотреть верх колоды</translation>
    </message>
    <message>
        <source>Look at the top cards of your deck, as a card&apos;s ability allows</source>
        <comment>command.look.tip</comment>
        <translation>Посмотреть верхние карты своей колоды, как позволяет способность карты</translation>
    </message>
    <message>
        <source>How many cards from the top?</source>
        <comment>command.look.prompt</comment>
        <translation>Сколько карт сверху?</translation>
    </message>
    <message>
        <source>Look</source>
        <comment>command.look.submit</comment>
        <translation>Посмотреть</translation>
    </message>
    <message numerus="yes">
        <source>Look at the top {count} card(s)</source>
        <comment>command.look.top</comment>
        <translation>
            <numerusform>Посмотреть верхнюю {count} карту колоды</numerusform>
            <numerusform>Посмотреть верхние {count} карты колоды</numerusform>
            <numerusform>Посмотреть верхние {count} карт колоды</numerusform>
        </translation>
    </message>
    <message>
        <source>Next</source>
        <comment>command.next</comment>
        <translation>Далее</translation>
    </message>
    <message>
        <source>Search your deck</source>
        <comment>command.search</comment>
        <translation>Обыскать колоду</translation>
    </message>
    <message>
        <source>Look through your whole deck and take a card, as a card&apos;s ability allows</source>
        <comment>command.search.tip</comment>
        <translation>Просмотреть всю колоду и взять карту, как позволяет способность карты</translation>
    </message>
    <message>
        <source>Search</source>
        <comment>command.search.submit</comment>
        <translation>Обыскать</translation>
    </message>
    <message>
        <source>Which card&apos;s ability allows it?</source>
        <comment>command.source.prompt</comment>
        <translation>Способность какой карты это позволяет?</translation>
    </message>
    <message>
        <source>not valid text: a lone surrogate escape (\ud800 to \udfff) stands for no character</source>
        <comment>record.surrogate</comment>
        <translation>недопустимый текст: одиночный суррогатный код (\ud800–\udfff) не обозначает символ</translation>
    </message>
    <message>
        <source>a number on this line is out of bounds: whole numbers go from -{most} to {most}</source>
        <comment>record.number_bounds</comment>
        <translation>число в этой строке вне допустимых пределов: целые числа — от -{most} до {most}</translation>
    </message>
    <message>
        <source>a number too long to read (whole numbers go from -{most} to {most})</source>
        <comment>record.number_too_long</comment>
        <translation>слишком длинное число (целые числа — от -{most} до {most})</translation>
    </message>
    <message>
        <source>not a regular file (a pipe or a device?): a game record is a file</source>
        <comment>record.not_a_file</comment>
        <translation>не обычный файл (канал или устройство?): запись партии — это файл</translation>
    </message>
    <message>
        <source>&quot;seed&quot; must be a whole number from 0 to {most}</source>
        <comment>header.seed</comment>
        <translation>«seed» должен быть целым числом от 0 до {most}</translation>
    </message>
    <message>
        <source>a number in the header is out of bounds: whole numbers go from -{most} to {most}</source>
        <comment>header.number_bounds</comment>
        <translation>число в заголовке вне допустимых пределов: целые числа — от -{most} до {most}</translation>
    </message>
    <message>
        <source>&quot;heroes.{player}&quot; must be a card id</source>
        <comment>header.heroes</comment>
        <translation>«heroes.{player}» должен быть идентификатором карты</translation>
    </message>
    <message>
        <source>&quot;{key}.{player}&quot; must be a list of card ids</source>
        <comment>header.player_lists</comment>
        <translation>«{key}.{player}» должен быть списком идентификаторов карт</translation>
    </message>
    <message>
        <source>record format {format} is newer than this Cardtable reads (up to {known})</source>
        <comment>record.format_unknown</comment>
        <translation>формат записи {format} новее, чем читает этот Cardtable (не выше {known})</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot; in &quot;turn&quot;</source>
        <comment>header.turn_key</comment>
        <translation>неизвестный ключ «{key}» в «turn»</translation>
    </message>
    <message>
        <source>&quot;turn.number&quot; must be a whole number from 1</source>
        <comment>header.turn_number</comment>
        <translation>«turn.number» должен быть целым числом не меньше 1</translation>
    </message>
    <message>
        <source>&quot;players_state.{player}&quot; must map counter names to whole numbers</source>
        <comment>header.players_state</comment>
        <translation>«players_state.{player}» должен сопоставлять названиям счётчиков целые числа</translation>
    </message>
    <message>
        <source>zone &quot;{zone}&quot; must be a list of cards</source>
        <comment>header.zone_not_list</comment>
        <translation>зона «{zone}» должна быть списком карт</translation>
    </message>
    <message>
        <source>label &quot;{label}&quot; is used twice</source>
        <comment>header.label_twice</comment>
        <translation>метка «{label}» использована дважды</translation>
    </message>
    <message>
        <source>a card&apos;s &quot;id&quot; must be a string</source>
        <comment>entry.id_not_string</comment>
        <translation>«id» карты должен быть строкой</translation>
    </message>
    <message>
        <source>a card in a zone must be a string or an object</source>
        <comment>entry.not_card</comment>
        <translation>карта в зоне должна быть строкой или объектом</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot; in a card entry</source>
        <comment>entry.unknown_key</comment>
        <translation>неизвестный ключ «{key}» в записи карты</translation>
    </message>
    <message>
        <source>a card entry needs &quot;card&quot; (a definition id)</source>
        <comment>entry.needs_card</comment>
        <translation>в записи карты нужен ключ «card» (id определения)</translation>
    </message>
    <message>
        <source>&quot;markers&quot; must map names to whole numbers</source>
        <comment>entry.markers</comment>
        <translation>«markers» должен сопоставлять названиям целые числа</translation>
    </message>
    <message>
        <source>&quot;effects&quot; must be a list of names</source>
        <comment>entry.effects</comment>
        <translation>«effects» должен быть списком названий</translation>
    </message>
    <message>
        <source>unknown card &quot;{card}&quot;</source>
        <comment>name.unknown_card</comment>
        <translation>неизвестная карта «{card}»</translation>
    </message>
    <message>
        <source>unknown player &quot;{player}&quot;</source>
        <comment>name.unknown_player</comment>
        <translation>неизвестный игрок «{player}»</translation>
    </message>
    <message>
        <source>unknown zone &quot;{zone}&quot; (write it as player.zone)</source>
        <comment>name.unqualified_zone</comment>
        <translation>неизвестная зона «{zone}» (пишите так: игрок.зона)</translation>
    </message>
    <message>
        <source>unknown zone &quot;{zone}&quot; in {ruleset}</source>
        <comment>name.unknown_zone</comment>
        <translation>неизвестная зона «{zone}» в {ruleset}</translation>
    </message>
    <message>
        <source>unknown card label &quot;{label}&quot;</source>
        <comment>name.unknown_label</comment>
        <translation>неизвестная метка карты «{label}»</translation>
    </message>
    <message>
        <source>unknown phase &quot;{name}&quot; in {ruleset}</source>
        <comment>name.unknown_phase</comment>
        <translation>неизвестная фаза «{name}» в {ruleset}</translation>
    </message>
    <message>
        <source>label &quot;{label}&quot; is already used</source>
        <comment>name.label_used</comment>
        <translation>метка «{label}» уже занята</translation>
    </message>
    <message>
        <source>an action must be a JSON object</source>
        <comment>action.not_object</comment>
        <translation>действие должно быть объектом JSON</translation>
    </message>
    <message>
        <source>an action needs &quot;act&quot;</source>
        <comment>action.needs_act</comment>
        <translation>в действии нужен ключ «act»</translation>
    </message>
    <message>
        <source>unknown act &quot;{name}&quot;</source>
        <comment>action.unknown_act</comment>
        <translation>неизвестное действие «{name}»</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; needs &quot;by&quot; (the player doing it)</source>
        <comment>action.needs_by</comment>
        <translation>«{name}»: нужен ключ «by» (игрок, который действует)</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; needs &quot;{key}&quot;</source>
        <comment>action.needs_key</comment>
        <translation>«{name}»: нужен ключ «{key}»</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot; in &quot;{name}&quot;</source>
        <comment>action.unknown_key</comment>
        <translation>неизвестный ключ «{key}» в «{name}»</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; in &quot;{name}&quot; must be {kind}</source>
        <comment>action.wrong_kind</comment>
        <translation>«{key}» в «{name}»: ожидается {kind}</translation>
    </message>
    <message>
        <source>&quot;cards&quot; names a card twice</source>
        <comment>action.card_twice</comment>
        <translation>в «cards» карта указана дважды</translation>
    </message>
    <message>
        <source>&quot;count&quot; must not be negative</source>
        <comment>action.negative_count</comment>
        <translation>«count» не может быть отрицательным</translation>
    </message>
    <message>
        <source>&quot;count&quot; of a draw may be at most {most}</source>
        <comment>action.draw_count</comment>
        <translation>«count» при взятии карт — не больше {most}</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; in &quot;{name}&quot; is out of bounds: whole numbers go from -{most} to {most}</source>
        <comment>action.number_bounds</comment>
        <translation>«{key}» в «{name}» вне допустимых пределов: целые числа — от -{most} до {most}</translation>
    </message>
    <message>
        <source>&quot;counter&quot; needs either &quot;delta&quot; or &quot;value&quot;</source>
        <comment>action.counter_value</comment>
        <translation>для «counter» нужен либо «delta», либо «value»</translation>
    </message>
    <message>
        <source>a string</source>
        <comment>kind.string</comment>
        <translation>строка</translation>
    </message>
    <message>
        <source>an integer</source>
        <comment>kind.integer</comment>
        <translation>целое число</translation>
    </message>
    <message>
        <source>true or false</source>
        <comment>kind.bool</comment>
        <translation>true или false</translation>
    </message>
    <message>
        <source>&quot;top&quot;, &quot;bottom&quot; or an index</source>
        <comment>kind.position</comment>
        <translation>«top», «bottom» или индекс</translation>
    </message>
    <message>
        <source>&quot;top&quot; or &quot;bottom&quot;</source>
        <comment>kind.end</comment>
        <translation>«top» или «bottom»</translation>
    </message>
    <message>
        <source>an object as docs/records.md shows it</source>
        <comment>kind.expect_table</comment>
        <translation>объект в том виде, как его показывает docs/records.md</translation>
    </message>
    <message>
        <source>a string or null</source>
        <comment>kind.string_or_null</comment>
        <translation>строка или null</translation>
    </message>
    <message>
        <source>a list of strings</source>
        <comment>kind.string_list</comment>
        <translation>список строк</translation>
    </message>
    <message>
        <source>an object</source>
        <comment>kind.object</comment>
        <translation>объект</translation>
    </message>
    <message>
        <source>&quot;strict&quot; or &quot;warn&quot;</source>
        <comment>kind.mode</comment>
        <translation>«strict» или «warn»</translation>
    </message>
    <message>
        <source>an expectation&apos;s value must be an object</source>
        <comment>expect.not_object</comment>
        <translation>значение ожидания должно быть объектом</translation>
    </message>
    <message>
        <source>unknown expectation &quot;{key}&quot;</source>
        <comment>expect.unknown</comment>
        <translation>неизвестное ожидание «{key}»</translation>
    </message>
    <message>
        <source>the expectation &quot;{key}&quot; must be {kind}</source>
        <comment>expect.wrong_kind</comment>
        <translation>ожидание «{key}» должно быть: {kind}</translation>
    </message>
    <message>
        <source>&quot;cards&quot; must be an object of card definitions</source>
        <comment>cards.not_object</comment>
        <translation>«cards» должен быть объектом с определениями карт</translation>
    </message>
    <message>
        <source>card &quot;{card}&quot;: {problem}</source>
        <comment>card.definition</comment>
        <translation>карта «{card}»: {problem}</translation>
    </message>
    <message>
        <source>a definition must be an object</source>
        <comment>card.not_object</comment>
        <translation>определение должно быть объектом</translation>
    </message>
    <message>
        <source>missing field &quot;{field}&quot;</source>
        <comment>card.missing_field</comment>
        <translation>нет поля «{field}»</translation>
    </message>
    <message>
        <source>field &quot;{field}&quot;: {problem}</source>
        <comment>card.field</comment>
        <translation>поле «{field}»: {problem}</translation>
    </message>
    <message>
        <source>unknown field &quot;{field}&quot;</source>
        <comment>card.unknown_field</comment>
        <translation>неизвестное поле «{field}»</translation>
    </message>
    <message>
        <source>unknown card type &quot;{name}&quot; (known: {known})</source>
        <comment>card.unknown_type</comment>
        <translation>неизвестный тип карты «{name}» (известны: {known})</translation>
    </message>
    <message>
        <source>{card_type:a} card needs a {stat} value</source>
        <comment>card.needs_stat</comment>
        <translation>для типа «{card_type}» нужно поле {stat}</translation>
    </message>
    <message>
        <source>{card_type:a} card has no {stat}</source>
        <comment>card.has_no_stat</comment>
        <translation>у типа «{card_type}» нет поля {stat}</translation>
    </message>
    <message numerus="yes">
        <source>{count} column(s) kept as the cards&apos; notes (not card fields): {columns}</source>
        <comment>cardset.notes</comment>
        <translation>
            <numerusform>{count} столбец сохранён как заметки к картам (не поля карт): {columns}</numerusform>
            <numerusform>{count} столбца сохранены как заметки к картам (не поля карт): {columns}</numerusform>
            <numerusform>{count} столбцов сохранены как заметки к картам (не поля карт): {columns}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} required column(s) missing, so no card can load: {missing}. The first row names: {seen}. Expected titles: {expected}</source>
        <comment>cardset.missing_columns</comment>
        <translation>
            <numerusform>не хватает {count} обязательного столбца, поэтому ни одна карта не загружается: {missing}. В первой строке: {seen}. Ожидаемые названия: {expected}</numerusform>
            <numerusform>не хватает {count} обязательных столбцов, поэтому ни одна карта не загружается: {missing}. В первой строке: {seen}. Ожидаемые названия: {expected}</numerusform>
            <numerusform>не хватает {count} обязательных столбцов, поэтому ни одна карта не загружается: {missing}. В первой строке: {seen}. Ожидаемые названия: {expected}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no &quot;{column}&quot; column ({titles}): {count} card(s) left out, as their type needs it (rows {rows})</source>
        <comment>cardset.absent_column</comment>
        <translation>
            <numerusform>нет столбца «{column}» ({titles}): пропущена {count} карта, которой он нужен по типу (строки {rows})</numerusform>
            <numerusform>нет столбца «{column}» ({titles}): пропущены {count} карты, которым он нужен по типу (строки {rows})</numerusform>
            <numerusform>нет столбца «{column}» ({titles}): пропущено {count} карт, которым он нужен по типу (строки {rows})</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;{value}&quot; is not a yes/no value ({words})</source>
        <comment>cell.not_bool</comment>
        <translation>«{value}» — не значение да/нет ({words})</translation>
    </message>
    <message>
        <source>the cell holds {length} characters: at most {max}</source>
        <comment>cell.too_long</comment>
        <translation>длина ячейки — {length} симв., допускается не больше {max}</translation>
    </message>
    <message numerus="yes">
        <source>{count} web address(es) in the image column, which Cardtable does not fetch (rows {rows}): {local} of these cards use the file in images/ named by their id or name, the others get a generated face</source>
        <comment>cardset.images_web</comment>
        <translation>
            <numerusform>{count} веб-адрес в столбце изображений, Cardtable их не скачивает (строки {rows}): {local} из этих карт берут файл из images/ с их кодом или названием, остальные рисуются без изображения</numerusform>
            <numerusform>{count} веб-адреса в столбце изображений, Cardtable их не скачивает (строки {rows}): {local} из этих карт берут файл из images/ с их кодом или названием, остальные рисуются без изображения</numerusform>
            <numerusform>{count} веб-адресов в столбце изображений, Cardtable их не скачивает (строки {rows}): {local} из этих карт берут файл из images/ с их кодом или названием, остальные рисуются без изображения</numerusform>
        </translation>
    </message>
    <message>
        <source>no image is named like &quot;{name}&quot;, and &quot;{image}&quot; is used by no card: was the card renamed? Rename the file, or write its name in the image column</source>
        <comment>cardset.image_renamed</comment>
        <translation>нет изображения с названием «{name}», а файл «{image}» не нужен ни одной карте: карту переименовали? Переименуйте файл или впишите его имя в столбец изображения</translation>
    </message>
    <message>
        <source>not a readable SVG drawing ({detail})</source>
        <comment>svg.not_readable</comment>
        <translation>не читаемый рисунок SVG ({detail})</translation>
    </message>
    <message>
        <source>the SVG drawing is too large (at most {max} MB)</source>
        <comment>svg.too_large</comment>
        <translation>рисунок SVG слишком большой (не больше {max}&#xa0;МБ)</translation>
    </message>
    <message>
        <source>the SVG drawing has too many elements (at most {max})</source>
        <comment>svg.too_many_elements</comment>
        <translation>в рисунке SVG слишком много элементов (не больше {max})</translation>
    </message>
    <message>
        <source>the SVG drawing declares a DTD or entities, which are not read</source>
        <comment>svg.dtd</comment>
        <translation>рисунок SVG объявляет DTD или сущности, они не читаются</translation>
    </message>
    <message>
        <source>the SVG drawing refers to &quot;{reference}&quot;: only drawings without outside files are shown</source>
        <comment>svg.outside_file</comment>
        <translation>рисунок SVG ссылается на «{reference}»: показываются только рисунки без внешних файлов</translation>
    </message>
    <message>
        <source>&quot;{image}&quot; is an SVG drawing that refers to &quot;{reference}&quot; outside it: a card image may not show other files</source>
        <comment>cardset.image_svg_outside</comment>
        <translation>«{image}» — рисунок SVG, который ссылается на «{reference}» вне его: изображение карты не может показывать другие файлы</translation>
    </message>
    <message numerus="yes">
        <source>{count} hero(es): a deck needs exactly {wanted} in the Hero section ({rule})</source>
        <comment>decklist.hero_count</comment>
        <translation>
            <numerusform>{count} герой: в разделе «Герой» нужно ровно {wanted} ({rule})</numerusform>
            <numerusform>{count} героя: в разделе «Герой» нужно ровно {wanted} ({rule})</numerusform>
            <numerusform>{count} героев: в разделе «Герой» нужно ровно {wanted} ({rule})</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is {card_type:a} card, not {hero_type:a} card</source>
        <comment>decklist.not_hero_type</comment>
        <translation>«{name}» — {card_type}, а не {hero_type}</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; is {hero_type:a} card: it belongs in the Hero section</source>
        <comment>decklist.hero_in_deck</comment>
        <translation>«{name}» — {hero_type}: такой карте место в разделе «Герой»</translation>
    </message>
    <message numerus="yes">
        <source>the deck has {count} card(s): at least {min} ({rule})</source>
        <comment>decklist.too_few</comment>
        <translation>
            <numerusform>в колоде {count} карта: нужно не меньше {min} ({rule})</numerusform>
            <numerusform>в колоде {count} карты: нужно не меньше {min} ({rule})</numerusform>
            <numerusform>в колоде {count} карт: нужно не меньше {min} ({rule})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the sideboard has {count} card(s): at most {max} ({rule})</source>
        <comment>decklist.sideboard_too_big</comment>
        <translation>
            <numerusform>в сайдборде {count} карта: можно не больше {max} ({rule})</numerusform>
            <numerusform>в сайдборде {count} карты: можно не больше {max} ({rule})</numerusform>
            <numerusform>в сайдборде {count} карт: можно не больше {max} ({rule})</numerusform>
        </translation>
    </message>
    <message>
        <source>must be a non-empty string</source>
        <comment>value.non_empty_string</comment>
        <translation>должно быть непустой строкой</translation>
    </message>
    <message>
        <source>{player}&apos;s {zone} was shuffled.</source>
        <comment>shuffle</comment>
        <translation>Зона «{zone}» игрока {player} перемешана.</translation>
    </message>
    <message>
        <source>{player}&apos;s deck was shuffled.</source>
        <comment>deck.shuffled</comment>
        <translation>Колода игрока {player} перемешана.</translation>
    </message>
    <message>
        <source>A card always goes to its owner&apos;s own zone ({zone}): this one went to {owner}&apos;s.</source>
        <comment>owner.redirect</comment>
        <translation>Карта всегда уходит в зону своего владельца («{zone}»): эта ушла к игроку {owner}.</translation>
    </message>
    <message>
        <source>{card_type:A} can be played only in its player&apos;s own turn, in the {phase}.</source>
        <comment>play.timing</comment>
        <translation>Карту типа «{card_type}» можно разыграть только в свой ход, когда идёт «{phase}».</translation>
    </message>
    <message>
        <source>The game is over: only undo, redo and playing on in warn mode are possible.</source>
        <comment>game.over</comment>
        <translation>Игра окончена: можно только отменить, повторить или играть дальше в режиме предупреждений.</translation>
    </message>
    <message>
        <source>That card&apos;s ability cannot allow it: a source is a card the player controls in play, one in their own hand, or the card of their own last play or Flow.</source>
        <comment>source.invalid</comment>
        <translation>Способность этой карты не может этого позволить: источником может быть карта, которой игрок управляет в игре, карта в его руке или карта, которую он последней разыграл или чей «Поток» применил последним.</translation>
    </message>
    <message>
        <source>The card was revealed to use its hand ability (once per turn with this card).</source>
        <comment>reveal.ability</comment>
        <translation>Карта показана, чтобы применить её способность из руки (одной и той же картой — раз за ход).</translation>
    </message>
    <message>
        <source>{phase} begins.</source>
        <comment>phase</comment>
        <translation>Начинается «{phase}».</translation>
    </message>
    <message>
        <source>the first line must be the header (ruleset, players, …)</source>
        <comment>header.first_line</comment>
        <translation>первой строкой должен быть заголовок (ruleset, players, …)</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <comment>value.whole_number</comment>
        <translation>должно быть целым числом</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <comment>value.bool</comment>
        <translation>должно быть true или false</translation>
    </message>
    <message>
        <source>must be a string</source>
        <comment>value.string</comment>
        <translation>должно быть строкой</translation>
    </message>
    <message>
        <source>must be a list of whole numbers</source>
        <comment>value.number_list</comment>
        <translation>должно быть списком целых чисел</translation>
    </message>
    <message>
        <source>must be one of {choices}</source>
        <comment>value.one_of</comment>
        <translation>должно быть одним из: {choices}</translation>
    </message>
    <message>
        <source>must be an object</source>
        <comment>value.object</comment>
        <translation>должно быть объектом</translation>
    </message>
    <message>
        <source>unknown key &quot;{key}&quot;</source>
        <comment>cost_mod.unknown_key</comment>
        <translation>неизвестный ключ «{key}»</translation>
    </message>
    <message>
        <source>&quot;{key}&quot; must be a whole number</source>
        <comment>cost_mod.key_number</comment>
        <translation>«{key}» должен быть целым числом</translation>
    </message>
    <message>
        <source>&quot;tribe&quot; must be a string</source>
        <comment>cost_mod.tribe_string</comment>
        <translation>«tribe» должен быть строкой</translation>
    </message>
    <message>
        <source>give self_per_card_in_hand, or tribe and amount</source>
        <comment>cost_mod.kind</comment>
        <translation>укажите self_per_card_in_hand или tribe и amount</translation>
    </message>
    <message>
        <source>a group modifier needs both tribe and amount</source>
        <comment>cost_mod.group</comment>
        <translation>групповому модификатору стоимости нужны и tribe, и amount</translation>
    </message>
    <message>
        <source>not a folder (a card set is a folder with cardset.toml and cards.csv)</source>
        <comment>cardset.not_folder</comment>
        <translation>это не папка (набор карт — это папка с cardset.toml и cards.csv)</translation>
    </message>
    <message>
        <source>no cardset.toml: a card set is a folder with cardset.toml and cards.csv</source>
        <comment>cardset.no_manifest</comment>
        <translation>нет cardset.toml: набор карт — это папка с cardset.toml и cards.csv</translation>
    </message>
    <message>
        <source>cannot read: {reason}</source>
        <comment>cardset.cannot_read</comment>
        <translation>не удаётся прочитать: {reason}</translation>
    </message>
    <message>
        <source>not UTF-8 text (byte {byte})</source>
        <comment>cardset.manifest_not_utf8</comment>
        <translation>не текст в UTF-8 (байт {byte})</translation>
    </message>
    <message>
        <source>not valid TOML: {detail}</source>
        <comment>cardset.bad_toml</comment>
        <translation>ошибка в TOML: {detail}</translation>
    </message>
    <message>
        <source>not valid TOML: nested too deeply</source>
        <comment>cardset.toml_too_deep</comment>
        <translation>ошибка в TOML: слишком глубокая вложенность</translation>
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
        <translation>должно быть одним из: {choices}, а не «{value}»</translation>
    </message>
    <message>
        <source>unknown key (known: {known})</source>
        <comment>manifest.unknown_key</comment>
        <translation>неизвестный ключ (известны: {known})</translation>
    </message>
    <message>
        <source>must be a string in quotes, e.g. &quot;0.3&quot;</source>
        <comment>manifest.not_string</comment>
        <translation>должно быть строкой в кавычках, например &quot;0.3&quot;</translation>
    </message>
    <message>
        <source>missing</source>
        <comment>manifest.missing</comment>
        <translation>отсутствует</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <comment>manifest.empty</comment>
        <translation>не может быть пустым</translation>
    </message>
    <message>
        <source>no cards.csv or cards.tsv in the folder</source>
        <comment>cardset.no_cards_file</comment>
        <translation>в папке нет cards.csv или cards.tsv</translation>
    </message>
    <message>
        <source>both cards.csv and cards.tsv: keep one</source>
        <comment>cardset.two_cards_files</comment>
        <translation>есть и cards.csv, и cards.tsv: оставьте один</translation>
    </message>
    <message>
        <source>not UTF-8 text: save the spreadsheet as CSV UTF-8</source>
        <comment>cardset.not_utf8</comment>
        <translation>не текст в UTF-8: сохраните таблицу как CSV UTF-8</translation>
    </message>
    <message>
        <source>the file is empty: the first row must name the columns</source>
        <comment>cardset.empty_file</comment>
        <translation>файл пуст: первая строка должна называть столбцы</translation>
    </message>
    <message>
        <source>cannot read the rest of the file: {detail}</source>
        <comment>cardset.csv_error</comment>
        <translation>остаток файла не удаётся прочитать: {detail}</translation>
    </message>
    <message>
        <source>column &quot;{column}&quot; appears twice: the second one is ignored</source>
        <comment>cardset.column_twice</comment>
        <translation>столбец «{column}» встречается дважды: второй пропущен</translation>
    </message>
    <message>
        <source>a value beyond the last column: &quot;{value}&quot; (a stray delimiter?)</source>
        <comment>cardset.stray_value</comment>
        <translation>значение за последним столбцом: «{value}» (лишний разделитель?)</translation>
    </message>
    <message>
        <source>missing id: every card needs one</source>
        <comment>cardset.missing_id</comment>
        <translation>нет id: он нужен каждой карте</translation>
    </message>
    <message>
        <source>id &quot;{card}&quot; contains &quot;#&quot;, which separates a card from its label in game records</source>
        <comment>cardset.id_hash</comment>
        <translation>id «{card}» содержит «#», а он в записях партий отделяет карту от её метки</translation>
    </message>
    <message>
        <source>id &quot;{card}&quot; contains a line break or another control character</source>
        <comment>cardset.id_control</comment>
        <translation>id «{card}» содержит перевод строки или другой управляющий символ</translation>
    </message>
    <message>
        <source>duplicate id &quot;{card}&quot; (first in row {row})</source>
        <comment>cardset.duplicate_id</comment>
        <translation>повторный id «{card}» (впервые в строке {row})</translation>
    </message>
    <message>
        <source>count {value} is below 0</source>
        <comment>cardset.negative_count</comment>
        <translation>количество {value} меньше 0</translation>
    </message>
    <message>
        <source>count {value} is too many copies: at most {max}</source>
        <comment>cardset.count_too_large</comment>
        <translation>количество {value} — слишком много копий: не больше {max}</translation>
    </message>
    <message>
        <source>missing {field}</source>
        <comment>cardset.missing_value</comment>
        <translation>не указано: {field}</translation>
    </message>
    <message>
        <source>&quot;{value}&quot; is not {choices}</source>
        <comment>cardset.not_choice</comment>
        <translation>«{value}» не подходит; допустимо: {choices}</translation>
    </message>
    <message>
        <source>&quot;{value}&quot; is not a whole number</source>
        <comment>cell.not_int</comment>
        <translation>«{value}» — не целое число</translation>
    </message>
    <message>
        <source>&quot;{value}&quot; is too large a number: at most {max}</source>
        <comment>cell.too_large</comment>
        <translation>«{value}» — слишком большое число: не больше {max}</translation>
    </message>
    <message>
        <source>&quot;{value}&quot; is not a strike written like 1-2-3</source>
        <comment>cell.not_strike</comment>
        <translation>«{value}» — не удар в виде 1-2-3</translation>
    </message>
    <message>
        <source>cannot list images/: {reason}</source>
        <comment>cardset.cannot_list_images</comment>
        <translation>не удаётся прочитать содержимое images/: {reason}</translation>
    </message>
    <message>
        <source>&quot;{image}&quot; is an absolute path: give a path inside the card-set folder</source>
        <comment>cardset.image_absolute</comment>
        <translation>«{image}» — абсолютный путь: укажите путь внутри папки набора карт</translation>
    </message>
    <message>
        <source>&quot;{image}&quot; leads outside the card-set folder</source>
        <comment>cardset.image_outside</comment>
        <translation>«{image}» ведёт за пределы папки набора карт</translation>
    </message>
    <message>
        <source>&quot;{image}&quot; is a link that leads round in a circle</source>
        <comment>cardset.image_loop</comment>
        <translation>«{image}» — ссылка, которая ведёт по кругу</translation>
    </message>
    <message>
        <source>&quot;{image}&quot; cannot be a file name (a control character, or longer than {max} characters)</source>
        <comment>cardset.image_bad_name</comment>
        <translation>«{image}» не может быть именем файла (управляющий символ или длиннее {max} символов)</translation>
    </message>
    <message>
        <source>image &quot;{image}&quot;: {problem}; the card gets a generated face</source>
        <comment>cardset.image</comment>
        <translation>изображение «{image}»: {problem}; у карты будет сгенерированная лицевая сторона</translation>
    </message>
    <message>
        <source>the card back leads outside the card-set folder</source>
        <comment>cardset.back_outside</comment>
        <translation>рубашка ведёт за пределы папки набора карт</translation>
    </message>
    <message>
        <source>card back: {problem}</source>
        <comment>cardset.back</comment>
        <translation>рубашка: {problem}</translation>
    </message>
    <message>
        <source>not a PNG, JPEG, WebP or SVG file</source>
        <comment>image.not_image</comment>
        <translation>не файл PNG, JPEG, WebP или SVG</translation>
    </message>
    <message>
        <source>not a readable {kind} image</source>
        <comment>image.unreadable</comment>
        <translation>изображение {kind} не читается</translation>
    </message>
    <message>
        <source>the bundled demo is broken: {detail}</source>
        <comment>cardset.demo_broken</comment>
        <translation>встроенная демонстрация повреждена: {detail}</translation>
    </message>
    <message>
        <source>cannot read the deck list: {reason}</source>
        <comment>decklist.cannot_read</comment>
        <translation>не удаётся прочитать список колоды: {reason}</translation>
    </message>
    <message>
        <source>not UTF-8 text</source>
        <comment>decklist.not_utf8</comment>
        <translation>не текст в UTF-8</translation>
    </message>
    <message>
        <source>card &quot;{card}&quot; was left out of the card set: {file}:{row} has errors (see cardset check)</source>
        <comment>decklist.left_out</comment>
        <translation>карта «{card}» не вошла в набор карт: в строке {file}:{row} есть ошибки (см. проблемы набора карт)</translation>
    </message>
    <message>
        <source>unknown card &quot;{card}&quot; (did you mean &quot;{near}&quot;?)</source>
        <comment>decklist.unknown_card</comment>
        <translation>неизвестная карта «{card}» (может быть, «{near}»?)</translation>
    </message>
    <message numerus="yes">
        <source>&quot;{name}&quot; is the name of {count} cards ({ids}): write the id instead</source>
        <comment>decklist.ambiguous</comment>
        <translation>
            <numerusform>«{name}» — так называется {count} карта ({ids}): напишите id</numerusform>
            <numerusform>«{name}» — так называются {count} карты ({ids}): напишите id</numerusform>
            <numerusform>«{name}» — так называются {count} карт ({ids}): напишите id</numerusform>
        </translation>
    </message>
    <message>
        <source>a count of {given}: at least 1</source>
        <comment>decklist.count_too_low</comment>
        <translation>количество {given}: нужно не меньше 1</translation>
    </message>
    <message>
        <source>a count of {given}: at most {max}</source>
        <comment>decklist.count_too_high</comment>
        <translation>количество {given}: не больше {max}</translation>
    </message>
    <message>
        <source>card &quot;{card}&quot; is not in the card set now (see the card set problems)</source>
        <comment>decklist.card_gone</comment>
        <translation>карты «{card}» сейчас нет в наборе (см. проблемы набора карт)</translation>
    </message>
    <message>
        <source>rule {rule}</source>
        <comment>decklist.rule</comment>
        <translation>правило {rule}</translation>
    </message>
    <message>
        <source>deck building</source>
        <comment>decklist.building</comment>
        <translation>составление колоды</translation>
    </message>
    <message>
        <source>this game has no heroes: remove the Hero section ({rule})</source>
        <comment>decklist.no_heroes</comment>
        <translation>в этой игре нет героев: удалите раздел «Герой» ({rule})</translation>
    </message>
    <message numerus="yes">
        <source>{count} copies of &quot;{name}&quot; in the deck: at most {max} ({rule})</source>
        <comment>decklist.copies</comment>
        <translation>
            <numerusform>в колоде {count} экземпляр карты «{name}»: можно не больше {max} ({rule})</numerusform>
            <numerusform>в колоде {count} экземпляра карты «{name}»: можно не больше {max} ({rule})</numerusform>
            <numerusform>в колоде {count} экземпляров карты «{name}»: можно не больше {max} ({rule})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} copies of &quot;{name}&quot; in the deck and sideboard: at most {max} ({rule})</source>
        <comment>decklist.copies_sideboard</comment>
        <translation>
            <numerusform>в колоде и сайдборде {count} экземпляр карты «{name}»: можно не больше {max} ({rule})</numerusform>
            <numerusform>в колоде и сайдборде {count} экземпляра карты «{name}»: можно не больше {max} ({rule})</numerusform>
            <numerusform>в колоде и сайдборде {count} экземпляров карты «{name}»: можно не больше {max} ({rule})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ErrorPanel</name>
    <message>
        <source>Card set problems</source>
        <translation>Проблемы набора карт</translation>
    </message>
    <message>
        <source>Double-click to open the file</source>
        <translation>Двойной щелчок откроет файл</translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation>Проблем нет.</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n предупреждение</numerusform>
            <numerusform>%n предупреждения</numerusform>
            <numerusform>%n предупреждений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s)</source>
        <translation>
            <numerusform>%n заметка</numerusform>
            <numerusform>%n заметки</numerusform>
            <numerusform>%n заметок</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Free table</source>
        <translation>Свободный стол</translation>
    </message>
</context>
<context>
    <name>HandoffScreen</name>
    <message>
        <source>Pass the computer to %s. Both hands are hidden.</source>
        <translation>Передайте компьютер игроку %s. Карты в руке у обоих игроков скрыты.</translation>
    </message>
    <message>
        <source>I am %s: show my side</source>
        <translation>Я — %s: показать мою сторону</translation>
    </message>
</context>
<context>
    <name>ImageDrops</name>
    <message>
        <source>%s: not made into a card (%s)</source>
        <translation>%s: карта не создана (%s)</translation>
    </message>
    <message>
        <source>Only image files (PNG, JPEG, WebP, SVG …) make proof cards.</source>
        <translation>Пробные карты делаются только из изображений (PNG, JPEG, WebP, SVG …).</translation>
    </message>
    <message>
        <source>Proof cards from images cannot be dropped on this table: %s</source>
        <translation>Пробные карты из изображений нельзя положить на этот стол: %s</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join an online game</source>
        <translation>Подключиться к онлайн-партии</translation>
    </message>
    <message>
        <source>Paste the link the host sent you (it starts with cardtable://join). It opens the table from your seat.</source>
        <translation>Вставьте ссылку, которую прислал хозяин стола (она начинается с cardtable://join). Стол откроется с вашего места.</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Подключиться</translation>
    </message>
</context>
<context>
    <name>Journaling</name>
    <message>
        <source>The disk that holds the autosave journal is full.</source>
        <translation>Диск, на котором лежит журнал автосохранения, заполнен.</translation>
    </message>
    <message>
        <source>The autosave journal is on a read-only disk.</source>
        <translation>Журнал автосохранения находится на диске только для чтения.</translation>
    </message>
    <message>
        <source>Cardtable is not allowed to write the autosave journal.</source>
        <translation>Cardtable не разрешено записывать журнал автосохранения.</translation>
    </message>
    <message>
        <source>The autosave journal is gone (was its disk removed?).</source>
        <translation>Журнал автосохранения исчез (диск извлекли?).</translation>
    </message>
    <message>
        <source>The disk that holds the autosave journal reports an error.</source>
        <translation>Диск, на котором лежит журнал автосохранения, сообщает об ошибке.</translation>
    </message>
    <message>
        <source>Another copy of Cardtable is writing this autosave journal.</source>
        <translation>Этот журнал автосохранения записывает другая копия Cardtable.</translation>
    </message>
    <message>
        <source>The autosave journal could not be written.</source>
        <translation>Не удалось записать журнал автосохранения.</translation>
    </message>
    <message>
        <source>Free some space and try again, or save the game elsewhere and keep playing there.</source>
        <translation>Освободите место и попробуйте снова или сохраните партию в другом месте и продолжайте играть там.</translation>
    </message>
    <message>
        <source>Save elsewhere…</source>
        <translation>Сохранить в другом месте…</translation>
    </message>
    <message>
        <source>Save the game and keep playing there</source>
        <translation>Сохранить партию и продолжить игру там</translation>
    </message>
    <message>
        <source>Save the game elsewhere to keep playing there.</source>
        <translation>Сохраните партию в другом месте, чтобы продолжить игру там.</translation>
    </message>
    <message>
        <source>The game is saved in {path}; from now on every action is written there.</source>
        <translation>Партия сохранена в {path}; теперь каждый ход записывается туда.</translation>
    </message>
    <message>
        <source>This action was not made, because it could not be saved.</source>
        <translation>Этот ход не сделан, потому что его не удалось сохранить.</translation>
    </message>
    <message>
        <source>This game cannot be saved as it is played.</source>
        <translation>Эту партию нельзя сохранять по ходу игры.</translation>
    </message>
    <message>
        <source>{path} is the journal of a game open in another Cardtable (process {pid}).</source>
        <translation>{path} — журнал партии, открытой в другой копии Cardtable (процесс {pid}).</translation>
    </message>
    <message>
        <source>{path} is the journal of a game open in another Cardtable.</source>
        <translation>{path} — журнал партии, открытой в другой копии Cardtable.</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>en</source>
        <comment>this catalog&apos;s language code (hu, ru): sizes and numbers follow it</comment>
        <translation>ru</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>System language (%s)</source>
        <translation>Язык системы (%s)</translation>
    </message>
    <message>
        <source>Game terms in the game&apos;s language</source>
        <translation>Термины игры на языке самой игры</translation>
    </message>
</context>
<context>
    <name>LiveReload</name>
    <message>
        <source>card &quot;%s&quot;: the game refused the new definition (%s)</source>
        <translation>карта «%s»: игра отклонила новое определение (%s)</translation>
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
        <translation>{player} закрывает: {cards}</translation>
    </message>
    <message>
        <source>{player} untapped {cards}</source>
        <translation>{player} открывает: {cards}</translation>
    </message>
    <message>
        <source>{player} tapped or untapped {cards}</source>
        <translation>{player} закрывает или открывает: {cards}</translation>
    </message>
    <message>
        <source>{player}: {delta} {marker} on {cards}</source>
        <translation>{player}: {cards} — {marker} {delta}</translation>
    </message>
    <message>
        <source>{player} changed the markers on {cards}</source>
        <translation>{player} меняет маркеры: {cards}</translation>
    </message>
    <message>
        <source>{player} set {owner}&apos;s {counter} to {value}</source>
        <translation>{player} устанавливает: {counter} ({owner}) = {value}</translation>
    </message>
    <message>
        <source>{player} changed {owner}&apos;s {counter} by {delta}</source>
        <translation>{player} меняет: {counter} ({owner}) {delta}</translation>
    </message>
    <message>
        <source>{player} changed a counter</source>
        <translation>{player} меняет счётчик</translation>
    </message>
    <message>
        <source>{player} ended the turn</source>
        <translation>{player} завершает ход</translation>
    </message>
    <message>
        <source>{player} put {cards} into play without paying: {zone}</source>
        <translation>{player} вводит в игру без оплаты: {cards} → {zone}</translation>
    </message>
    <message>
        <source>{player} discarded {cards}: {zone}</source>
        <translation>{player} сбрасывает: {cards} → {zone}</translation>
    </message>
    <message>
        <source>New definition of {card} from the card set</source>
        <translation>Новое определение карты {card} из набора карт</translation>
    </message>
    <message>
        <source>{player} searched the {zone}</source>
        <translation>{player} обыскивает: {zone}</translation>
    </message>
    <message>
        <source>{player} shuffled the {zone}</source>
        <translation>{player} перемешивает: {zone}</translation>
    </message>
    <message>
        <source>{line} ({cards})</source>
        <translation>{line} ({cards})</translation>
    </message>
    <message>
        <source>{line} — {note}</source>
        <comment>a log line and a note on it: the language&apos;s own dash</comment>
        <translation>{line} — {note}</translation>
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
        <translation>Журнал игры</translation>
    </message>
</context>
<context>
    <name>Look</name>
    <message numerus="yes">
        <source>The top %n card(s) of your deck</source>
        <translation>
            <numerusform>%n верхняя карта вашей колоды</numerusform>
            <numerusform>%n верхние карты вашей колоды</numerusform>
            <numerusform>%n верхних карт вашей колоды</numerusform>
        </translation>
    </message>
    <message>
        <source>Your deck, searched (shuffled afterwards)</source>
        <translation>Ваша колода при поиске (затем перемешивается)</translation>
    </message>
    <message>
        <source>Your deck, searched</source>
        <translation>Ваша колода при поиске</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The last game is kept: File → Open recent lists it.</source>
        <translation>Прошлая партия сохранена: она есть в меню Файл → Недавние.</translation>
    </message>
    <message>
        <source>%s game</source>
        <translation>Партия %s</translation>
    </message>
    <message>
        <source>{cards}: {result}</source>
        <translation>{cards}: {result}</translation>
    </message>
    <message>
        <source>{player}&apos;s hand was on their phone, which is not connected. The others look away: take the seat to hold the hand on this screen, or join again from the phone.</source>
        <translation>Рука игрока {player} была на его телефоне, а телефон не подключён. Остальные отворачиваются: займите место, чтобы держать руку на этом экране, или подключитесь снова с телефона.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Не&amp;давние</translation>
    </message>
    <message>
        <source>&amp;Join online game…</source>
        <translation>Подклю&amp;читься к онлайн-партии…</translation>
    </message>
    <message>
        <source>Earlier games</source>
        <translation>Прошлые партии</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>The game could not be saved in %s: %s</source>
        <translation>Не удалось сохранить партию в %s: %s</translation>
    </message>
    <message>
        <source>Saved %s</source>
        <translation>Сохранено: %s</translation>
    </message>
    <message>
        <source>About Cardtable</source>
        <translation>О программе Cardtable</translation>
    </message>
    <message>
        <source>Cardtable games (*.cardtable);;Game records (*.jsonl)</source>
        <translation>Партии Cardtable (*.cardtable);;Записи партий (*.jsonl)</translation>
    </message>
    <message>
        <source>Game records (*.cardtable *.jsonl);;All files (*)</source>
        <translation>Записи партий (*.cardtable *.jsonl);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>Markers</name>
    <message>
        <source>wound</source>
        <translation>рана</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>урон</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>счётчик</translation>
    </message>
    <message>
        <source>poison</source>
        <translation>яд</translation>
    </message>
    <message>
        <source>shield</source>
        <translation>щит</translation>
    </message>
    <message>
        <source>incarnation</source>
        <translation>Инкарнация</translation>
    </message>
</context>
<context>
    <name>Messages</name>
    <message>
        <source>rule {rule}</source>
        <comment>an engine rule id in English (e.g. deck.building): translations may leave {rule} out</comment>
        <translation>правила составления колоды</translation>
    </message>
    <message>
        <source>rule {rule}: {sentence}</source>
        <translation>правило {rule}: {sentence}</translation>
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
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>demo deck</source>
        <translation>демо-колода</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Обзор…</translation>
    </message>
    <message>
        <source>Player %d</source>
        <translation>Игрок %d</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>Strict: refuse illegal actions</source>
        <translation>Строгий: запрещать нарушения</translation>
    </message>
    <message>
        <source>Warn: allow and flag them</source>
        <translation>С предупреждениями: разрешать и отмечать</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Choose a deck</source>
        <translation>Выбор колоды</translation>
    </message>
    <message>
        <source>Deck lists (*.txt)</source>
        <translation>Списки колод (*.txt)</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>The invite link&apos;s secret code is damaged or cut short: copy the whole link again.</source>
        <translation>Секретный код в ссылке-приглашении повреждён или обрезан: скопируйте ссылку целиком ещё раз.</translation>
    </message>
    <message>
        <source>The invite link&apos;s game &quot;{value}&quot; is not a Cardtable game id.</source>
        <translation>«{value}» в ссылке-приглашении — не идентификатор игры Cardtable.</translation>
    </message>
    <message>
        <source>&quot;{value}&quot; is not a broker&apos;s address: give a name such as broker.example.org or an IP address.</source>
        <translation>«{value}» — не адрес брокера: укажите имя, например broker.example.org, или IP-адрес.</translation>
    </message>
    <message>
        <source>The broker&apos;s port &quot;{value}&quot; is not a number from 1 to 65535.</source>
        <translation>Порт брокера «{value}» — не число от 1 до 65535.</translation>
    </message>
    <message>
        <source>The WebSocket path &quot;{value}&quot; must start with / and hold no spaces.</source>
        <translation>Путь WebSocket «{value}» должен начинаться с / и не содержать пробелов.</translation>
    </message>
    <message>
        <source>This spectator invite lacks the host&apos;s key (key=…) or has it damaged: copy the whole link again.</source>
        <translation>В этом приглашении для зрителей нет ключа хозяина игры (key=…) или он повреждён: скопируйте ссылку целиком ещё раз.</translation>
    </message>
    <message>
        <source>&quot;{name}&quot; must be 0 or 1 in an invite link, not &quot;{value}&quot;.</source>
        <translation>«{name}» в ссылке-приглашении должно быть 0 или 1, а не «{value}».</translation>
    </message>
    <message>
        <source>The broker &quot;{value}&quot; in the invite link is not HOST:PORT.</source>
        <translation>Брокер «{value}» в ссылке-приглашении указан не в виде ХОСТ:ПОРТ.</translation>
    </message>
    <message>
        <source>This is not a Cardtable invite: a link to an online game starts with cardtable://join?</source>
        <translation>Это не приглашение Cardtable: ссылка на онлайн-игру начинается с cardtable://join?</translation>
    </message>
    <message>
        <source>The invite link gives &quot;{name}&quot; more than once: copy the whole link again.</source>
        <translation>В ссылке-приглашении «{name}» указано больше одного раза: скопируйте ссылку целиком ещё раз.</translation>
    </message>
    <message>
        <source>The invite link names no broker: copy the whole link again.</source>
        <translation>В ссылке-приглашении не указан брокер: скопируйте ссылку целиком ещё раз.</translation>
    </message>
    <message>
        <source>The invite link names no game: copy the whole link again.</source>
        <translation>В ссылке-приглашении не указана игра: скопируйте ссылку целиком ещё раз.</translation>
    </message>
    <message>
        <source>The invite link has no secret code after &quot;#&quot;: copy the whole link, to its end.</source>
        <translation>В ссылке-приглашении нет секретного кода после «#»: скопируйте ссылку целиком, до самого конца.</translation>
    </message>
    <message>
        <source>The invite link&apos;s role &quot;{value}&quot; is unknown to this version of Cardtable.</source>
        <translation>Роль «{value}» в ссылке-приглашении неизвестна этой версии Cardtable.</translation>
    </message>
</context>
<context>
    <name>OnlineDialog</name>
    <message>
        <source>Invite players online</source>
        <translation>Пригласить игроков онлайн</translation>
    </message>
    <message>
        <source>Players elsewhere join this table through an MQTT broker: every side connects out to it, so nobody opens a port. Send each remote player their seat&apos;s link; what goes through the broker is encrypted for that seat alone.</source>
        <translation>Игроки из других мест садятся за этот стол через MQTT-брокер: каждая сторона сама подключается к нему, поэтому никому не нужно открывать порт. Отправьте каждому удалённому игроку ссылку на его место; всё, что проходит через брокер, зашифровано только для этого места.</translation>
    </message>
    <message>
        <source>&amp;Broker:</source>
        <translation>&amp;Брокер:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Порт:</translation>
    </message>
    <message>
        <source>WebSocket pat&amp;h:</source>
        <translation>П&amp;уть WebSocket:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>Ло&amp;гин:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Паро&amp;ль:</translation>
    </message>
    <message>
        <source>Seats played online:</source>
        <translation>Места, играющие онлайн:</translation>
    </message>
    <message>
        <source>broker.example.org</source>
        <translation>broker.example.org</translation>
    </message>
    <message>
        <source>only if the broker asks for a login</source>
        <translation>только если брокер требует вход</translation>
    </message>
    <message>
        <source>Encrypted connection (&amp;TLS)</source>
        <translation>Зашифрованное соединение (&amp;TLS)</translation>
    </message>
    <message>
        <source>O&amp;ver WebSocket</source>
        <translation>Через &amp;WebSocket</translation>
    </message>
    <message>
        <source>Also a link for a j&amp;udge, who sees every card</source>
        <translation>Ещё ссылка для с&amp;удьи, который видит все карты</translation>
    </message>
    <message>
        <source>A public test broker (such as test.mosquitto.org) will do for a try, but gives no guarantee: it may be slow, down or reset at any time. The broker sees only encrypted messages of fixed sizes; this computer, the host, sees every card.</source>
        <translation>Публичный тестовый брокер (например, test.mosquitto.org) подойдёт, чтобы попробовать, но ничего не гарантирует: он может быть медленным, недоступным или перезапуститься в любой момент. Брокер видит только зашифрованные сообщения фиксированного размера; этот компьютер, хозяин игры, видит все карты.</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Запустить</translation>
    </message>
    <message>
        <source>Hosting through {broker}. Stop ends it for every remote seat.</source>
        <translation>Игра идёт через брокер {broker}. «Остановить» завершит её для всех удалённых мест.</translation>
    </message>
    <message>
        <source>Not online.</source>
        <translation>Онлайн-игра не запущена.</translation>
    </message>
    <message>
        <source>Not joined yet</source>
        <translation>Ещё не подключено</translation>
    </message>
    <message>
        <source>Joined</source>
        <translation>Подключено</translation>
    </message>
    <message>
        <source>Disconnected: the seat&apos;s questions wait for it</source>
        <translation>Связь потеряна: вопросы этого места ждут его</translation>
    </message>
    <message>
        <source>Left the game</source>
        <translation>Покинуло игру</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>&amp;Новый код</translation>
    </message>
    <message>
        <source>&amp;Copy link</source>
        <translation>&amp;Копировать ссылку</translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation>Зрители</translation>
    </message>
    <message>
        <source>Judge</source>
        <translation>Судья</translation>
    </message>
    <message>
        <source>Tick the seats that are played online.</source>
        <translation>Отметьте места, за которыми играют онлайн.</translation>
    </message>
    <message>
        <source>Cannot reach the broker at {broker} ({reason}): trying again…</source>
        <translation>Брокер {broker} недоступен ({reason}): пробуем снова…</translation>
    </message>
</context>
<context>
    <name>OnlineStrip</name>
    <message>
        <source>The host is disconnected: the table waits until the host is back (it reconnects by itself).</source>
        <translation>Хозяин стола не в сети: стол ждёт его возвращения (он переподключится сам).</translation>
    </message>
    <message>
        <source>The host stopped online play: this table shows the game as it was.</source>
        <translation>Хозяин стола завершил онлайн-игру: здесь видна партия такой, какой она была.</translation>
    </message>
    <message>
        <source>This seat was opened on another computer.</source>
        <translation>Это место открыли на другом компьютере.</translation>
    </message>
    <message>
        <source>The host made a new code for this seat: ask the host for the new link.</source>
        <translation>Хозяин стола сделал для этого места новый код: попросите у него новую ссылку.</translation>
    </message>
    <message>
        <source>{player} is disconnected: {player}&apos;s questions, and a look at {player}&apos;s hand, wait until {player} is back; the others may go on.</source>
        <translation>{player} не в сети: вопросы игроку {player} и просмотр руки игрока {player} ждут, пока {player} не вернётся; остальные могут продолжать.</translation>
    </message>
    <message>
        <source>{player} left the game.</source>
        <translation>{player} вышел из партии.</translation>
    </message>
    <message>
        <source>{player} has not joined yet.</source>
        <translation>{player} ещё не подключился.</translation>
    </message>
</context>
<context>
    <name>OpenCardSetDialog</name>
    <message>
        <source>Open card set — %s</source>
        <translation>Открыть набор карт — %s</translation>
    </message>
    <message numerus="yes">
        <source>%s %s (%s): %n card(s)</source>
        <translation>
            <numerusform>%s %s (%s): %n карта</numerusform>
            <numerusform>%s %s (%s): %n карты</numerusform>
            <numerusform>%s %s (%s): %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) left out</source>
        <translation>
            <numerusform>%n строка пропущена</numerusform>
            <numerusform>%n строки пропущены</numerusform>
            <numerusform>%n строк пропущено</numerusform>
        </translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <source>the whole set</source>
        <translation>весь набор</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Другая…</translation>
    </message>
    <message>
        <source>Deck check</source>
        <translation>Проверка колоды</translation>
    </message>
    <message>
        <source>&amp;Start game</source>
        <translation>&amp;Начать игру</translation>
    </message>
    <message>
        <source>&amp;Browse cards</source>
        <translation>&amp;Просмотр карт</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>Choose a deck list</source>
        <translation>Выбор списка колоды</translation>
    </message>
    <message>
        <source>Deck lists (*.txt);;All files (*)</source>
        <translation>Списки колод (*.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The decks follow the construction rules.</source>
        <translation>Колоды соответствуют правилам составления.</translation>
    </message>
</context>
<context>
    <name>Operations</name>
    <message>
        <source>Point at a card, select cards, or choose one with the arrow keys first.</source>
        <translation>Сначала наведите указатель на карту, выделите карты или выберите карту клавишами со стрелками.</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>карта рубашкой вверх</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n карта</numerusform>
            <numerusform>%n карты</numerusform>
            <numerusform>%n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>This takes back the other player&apos;s action: the table goes back to them, behind the hand-off screen. Go on?</source>
        <translation>Это отменит действие другого игрока: стол вернётся к нему за экраном передачи хода. Продолжить?</translation>
    </message>
    <message>
        <source>This takes back {player}&apos;s action: {action}. Go on?</source>
        <translation>Это отменит действие игрока {player}: {action}. Продолжить?</translation>
    </message>
    <message>
        <source>Draw cards</source>
        <translation>Взять карты</translation>
    </message>
    <message>
        <source>How many cards to draw?</source>
        <translation>Сколько карт взять?</translation>
    </message>
    <message>
        <source>Put into play without paying: {cards}</source>
        <translation>Ввести в игру без оплаты: {cards}</translation>
    </message>
    <message>
        <source>Where does {cards} go?</source>
        <translation>Куда положить: {cards}?</translation>
    </message>
    <message>
        <source>Add a marker to {cards}</source>
        <translation>Добавить маркер: {cards}</translation>
    </message>
    <message>
        <source>Remove a marker from {cards}</source>
        <translation>Снять маркер: {cards}</translation>
    </message>
    <message>
        <source>Which marker on {cards}?</source>
        <translation>Какой маркер? ({cards})</translation>
    </message>
    <message>
        <source>Add an effect to {cards}</source>
        <translation>Добавить эффект: {cards}</translation>
    </message>
    <message>
        <source>Which effect on {cards}?</source>
        <translation>Какой эффект? ({cards})</translation>
    </message>
    <message>
        <source>No cards here.</source>
        <translation>Здесь нет карт.</translation>
    </message>
    <message>
        <source>+ and − change this counter.</source>
        <translation>Клавиши + и − меняют этот счётчик.</translation>
    </message>
    <message>
        <source>+ and − change the counter under the cursor: go to the counters with Ctrl+arrow keys.</source>
        <translation>Клавиши + и − меняют счётчик под курсором: перейдите к счётчикам клавишами Ctrl+стрелки.</translation>
    </message>
    <message>
        <source>This counter comes from the cards on the table.</source>
        <translation>Этот счётчик складывается из карт на столе.</translation>
    </message>
    <message>
        <source>No zone would take this card now.</source>
        <translation>Сейчас ни одна зона не примет эту карту.</translation>
    </message>
    <message>
        <source>Put {card} into play without paying onto…</source>
        <translation>Ввести {card} в игру без оплаты в…</translation>
    </message>
    <message>
        <source>Play {card} onto…</source>
        <translation>Разыграть {card} в…</translation>
    </message>
    <message>
        <source>Move {cards} to…</source>
        <translation>Переместить {cards} в…</translation>
    </message>
    <message>
        <source>This card cannot be moved from here.</source>
        <translation>Эту карту нельзя переместить отсюда.</translation>
    </message>
</context>
<context>
    <name>OrderDialog</name>
    <message>
        <source>Order of the cards</source>
        <translation>Порядок карт</translation>
    </message>
    <message>
        <source>%s, put the cards in order, top first:</source>
        <translation>%s, расположите карты по порядку (верхняя — первой):</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>&amp;Выше</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>&amp;Ниже</translation>
    </message>
</context>
<context>
    <name>Outcome</name>
    <message>
        <source>What next…</source>
        <translation>Что дальше…</translation>
    </message>
    <message>
        <source>{loser} could not draw a card for the third time (rule {rule}).</source>
        <translation>{loser} в третий раз не смог взять карту (правило {rule}).</translation>
    </message>
    <message>
        <source>{loser} has no life left.</source>
        <translation>У игрока {loser} не осталось жизни.</translation>
    </message>
    <message>
        <source>{loser} lost the game.</source>
        <translation>{loser} проигрывает игру.</translation>
    </message>
    <message>
        <source>{loser}&apos;s hero has as many wounds as its life.</source>
        <translation>У героя игрока {loser} столько ран, сколько жизни.</translation>
    </message>
    <message>
        <source>{winners} won!</source>
        <translation>Победа: {winners}!</translation>
    </message>
</context>
<context>
    <name>Phones</name>
    <message>
        <source>Connecting to the table…</source>
        <translation>Подключение к столу…</translation>
    </message>
    <message>
        <source>The connection dropped: trying again…</source>
        <translation>Связь прервалась: пробую снова…</translation>
    </message>
    <message>
        <source>This link has no seat&apos;s code: scan the QR code shown on the table.</source>
        <translation>В этой ссылке нет кода места: отсканируйте QR-код на столе.</translation>
    </message>
    <message>
        <source>This code is not valid (any more): scan the seat&apos;s new QR code on the table.</source>
        <translation>Этот код недействителен (уже): отсканируйте новый QR-код места на столе.</translation>
    </message>
    <message>
        <source>The table disconnected this phone. Scan the seat&apos;s new QR code to join again.</source>
        <translation>Стол отключил этот телефон. Отсканируйте новый QR-код места, чтобы подключиться снова.</translation>
    </message>
    <message>
        <source>A new game started on the table: scan its new QR code.</source>
        <translation>На столе началась новая игра: отсканируйте её новый QR-код.</translation>
    </message>
    <message>
        <source>This seat was opened on another phone.</source>
        <translation>Это место открыто на другом телефоне.</translation>
    </message>
    <message>
        <source>The table stopped sharing hands with phones.</source>
        <translation>Стол больше не передаёт руки на телефоны.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Ваш ход</translation>
    </message>
    <message>
        <source>{player}&apos;s turn</source>
        <translation>Ход: {player}</translation>
    </message>
    <message>
        <source>Your move: the table waits for you</source>
        <translation>Ваше действие: стол ждёт вас</translation>
    </message>
    <message>
        <source>Waiting for {player}</source>
        <translation>Ждём: {player}</translation>
    </message>
    <message>
        <source>Turn {number}</source>
        <translation>Ход {number}</translation>
    </message>
    <message>
        <source>Your hand ({count})</source>
        <translation>Ваша рука ({count})</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Ваша рука пуста.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Разыграть</translation>
    </message>
    <message>
        <source>Play: {zone}</source>
        <translation>Разыграть: {zone}</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>Yes, do it</source>
        <translation>Подтвердить</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>Правило {rule}</translation>
    </message>
    <message>
        <source>Next…</source>
        <translation>Далее…</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Ответить</translation>
    </message>
    <message>
        <source>Answer with the chosen cards ({count})</source>
        <translation>Ответить выбранными картами ({count})</translation>
    </message>
    <message>
        <source>Answer with none of them</source>
        <translation>Не выбирать ни одной карты</translation>
    </message>
    <message>
        <source>Tap to choose from {low} to {high} cards.</source>
        <translation>Коснитесь карт, чтобы выбрать от {low} до {high}.</translation>
    </message>
    <message>
        <source>Look at the top of your deck</source>
        <translation>Посмотреть верх колоды</translation>
    </message>
    <message>
        <source>Search your deck</source>
        <translation>Обыскать колоду</translation>
    </message>
    <message>
        <source>How many cards?</source>
        <translation>Сколько карт?</translation>
    </message>
    <message>
        <source>Which card&apos;s ability allows it?</source>
        <translation>Способность какой карты это позволяет?</translation>
    </message>
    <message>
        <source>Look</source>
        <translation>Посмотреть</translation>
    </message>
    <message>
        <source>You see (only you):</source>
        <translation>Вы видите (только вы):</translation>
    </message>
    <message>
        <source>Take into your hand</source>
        <translation>Взять в руку</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Взять карту</translation>
    </message>
    <message>
        <source>Next phase: {phase}</source>
        <translation>Следующая фаза: {phase}</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Завершить ход</translation>
    </message>
    <message>
        <source>More</source>
        <translation>Ещё</translation>
    </message>
    <message>
        <source>Last moves</source>
        <translation>Последние действия</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Вы победили!</translation>
    </message>
    <message>
        <source>You lost.</source>
        <translation>Вы проиграли.</translation>
    </message>
    <message>
        <source>{player} won.</source>
        <translation>Победа: {player}.</translation>
    </message>
    <message>
        <source>That card is not in your hand any more.</source>
        <translation>Этой карты уже нет у вас в руке.</translation>
    </message>
    <message>
        <source>That is not offered now.</source>
        <translation>Сейчас это недоступно.</translation>
    </message>
    <message>
        <source>Seat: {player}</source>
        <translation>Место: {player}</translation>
    </message>
    <message>
        <source>{player} is disconnected and has a question to answer: this waits until {player} is back.</source>
        <translation>Игрок {player} не на связи и должен ответить на вопрос: это подождёт, пока игрок {player} не вернётся.</translation>
    </message>
    <message>
        <source>The table could not make this move.</source>
        <translation>Стол не смог выполнить это действие.</translation>
    </message>
</context>
<context>
    <name>PhonesDialog</name>
    <message>
        <source>(this computer only)</source>
        <translation>(только этот компьютер)</translation>
    </message>
    <message>
        <source>Hands on phones</source>
        <translation>Руки на телефонах</translation>
    </message>
    <message>
        <source>Each player scans their seat&apos;s code with their phone and holds their hand there; the table then shows no hand face up and needs no hand-off screen. Phones and this computer must be on the same network.</source>
        <translation>Каждый игрок сканирует код своего места телефоном и держит руку там; тогда стол не показывает ни одной руки лицом вверх и не нужен экран передачи хода. Телефоны и этот компьютер должны быть в одной сети.</translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation>&amp;Сеть:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Порт:</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Запустить</translation>
    </message>
    <message>
        <source>Listening on {address}:{port}. Anyone on that network can open the page, but only a seat&apos;s code shows its hand. Stop ends it.</source>
        <translation>Приём на {address}:{port}. Открыть страницу может любой в этой сети, но руку места показывает только код этого места. «Остановить» прекращает это.</translation>
    </message>
    <message>
        <source>Not listening: nothing is served to the network.</source>
        <translation>Приём выключен: в сеть ничего не отдаётся.</translation>
    </message>
    <message>
        <source>Phone joined</source>
        <translation>Телефон подключён</translation>
    </message>
    <message>
        <source>No phone yet</source>
        <translation>Телефона пока нет</translation>
    </message>
    <message>
        <source>&amp;Disconnect and new code</source>
        <translation>О&amp;тключить и новый код</translation>
    </message>
    <message>
        <source>&amp;New code</source>
        <translation>&amp;Новый код</translation>
    </message>
</context>
<context>
    <name>PileDialog</name>
    <message>
        <source>The top of the deck first. Drag the cards into the order you want (or Alt+Up / Alt+Down), then put them back.</source>
        <translation>Сверху — верх колоды. Перетащите карты в нужном порядке (или Alt+Вверх / Alt+Вниз), затем верните их в колоду.</translation>
    </message>
    <message numerus="yes">
        <source>%n face-down card(s)</source>
        <translation>
            <numerusform>%n карта рубашкой вверх</numerusform>
            <numerusform>%n карты рубашкой вверх</numerusform>
            <numerusform>%n карт рубашкой вверх</numerusform>
        </translation>
    </message>
    <message>
        <source>No cards here.</source>
        <translation>Здесь нет карт.</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s), face down.</source>
        <translation>
            <numerusform>%n карта, рубашкой вверх.</numerusform>
            <numerusform>%n карты, рубашкой вверх.</numerusform>
            <numerusform>%n карт, рубашкой вверх.</numerusform>
        </translation>
    </message>
    <message>
        <source>Move there</source>
        <translation>Переместить туда</translation>
    </message>
    <message>
        <source>Put back on &amp;top</source>
        <translation>Верн&amp;уть наверх</translation>
    </message>
    <message>
        <source>Put on the &amp;bottom</source>
        <translation>Положить по&amp;д колоду</translation>
    </message>
</context>
<context>
    <name>Plurals</name>
    <message numerus="yes">
        <source>%n hidden card(s)</source>
        <translation>
            <numerusform>%n скрытая карта</numerusform>
            <numerusform>%n скрытые карты</numerusform>
            <numerusform>%n скрытых карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} put %n card(s) at the bottom of the {zone}</source>
        <translation>
            <numerusform>{player} кладёт %n карту под низ: {zone}</numerusform>
            <numerusform>{player} кладёт %n карты под низ: {zone}</numerusform>
            <numerusform>{player} кладёт %n карт под низ: {zone}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} put %n card(s) back on top of the {zone}</source>
        <translation>
            <numerusform>{player} возвращает %n карту наверх: {zone}</numerusform>
            <numerusform>{player} возвращает %n карты наверх: {zone}</numerusform>
            <numerusform>{player} возвращает %n карт наверх: {zone}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} looked at the top %n card(s) of the {zone}</source>
        <translation>
            <numerusform>{player} смотрит %n верхнюю карту: {zone}</numerusform>
            <numerusform>{player} смотрит %n верхние карты: {zone}</numerusform>
            <numerusform>{player} смотрит %n верхних карт: {zone}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintProofsDialog</name>
    <message>
        <source>Print proofs</source>
        <translation>Печать пробных карт</translation>
    </message>
    <message numerus="yes">
        <source>The cards of this game (%n)</source>
        <translation>
            <numerusform>Карты этой партии (%n)</numerusform>
            <numerusform>Карты этой партии (%n)</numerusform>
            <numerusform>Карты этой партии (%n)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The whole card set “%s” (%n)</source>
        <translation>
            <numerusform>Весь набор карт «%s» (%n)</numerusform>
            <numerusform>Весь набор карт «%s» (%n)</numerusform>
            <numerusform>Весь набор карт «%s» (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>A deck list of the set…</source>
        <translation>Список колоды из набора…</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Печать</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>Letter (США)</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Бумага</translation>
    </message>
    <message>
        <source>Card size (mm)</source>
        <translation>Размер карты (мм)</translation>
    </message>
    <message>
        <source>Cards apart, each with its own bleed and crop marks (for a guillotine)</source>
        <translation>Карты раздельно, у каждой свои вылеты и метки реза (для резака)</translation>
    </message>
    <message>
        <source>mm</source>
        <translation>мм</translation>
    </message>
    <message>
        <source>Gap between cards</source>
        <translation>Промежуток между картами</translation>
    </message>
    <message>
        <source>PDF sheets to print and cut</source>
        <translation>Листы PDF для печати и резки</translation>
    </message>
    <message>
        <source>One PNG image per card, for a print shop (300 dpi, 3 mm bleed)</source>
        <translation>По изображению PNG на карту, для типографии (300&#xa0;dpi, вылеты 3&#xa0;мм)</translation>
    </message>
    <message>
        <source>Make</source>
        <translation>Сделать</translation>
    </message>
    <message>
        <source>Add a page of backs after each page (print duplex)</source>
        <translation>После каждой страницы — страница рубашек (для двусторонней печати)</translation>
    </message>
    <message>
        <source>An image of the back after each card</source>
        <translation>После каждой карты — изображение рубашки</translation>
    </message>
    <message>
        <source>Choose a deck list</source>
        <translation>Выбор списка колоды</translation>
    </message>
    <message>
        <source>Deck lists (*.txt);;All files (*)</source>
        <translation>Списки колод (*.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Save the card images into</source>
        <translation>Сохранить изображения карт в</translation>
    </message>
    <message>
        <source>Save the proof sheets</source>
        <translation>Сохранить листы пробных карт</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message numerus="yes">
        <source>%s: %n card(s)</source>
        <translation>
            <numerusform>%s: %n карта</numerusform>
            <numerusform>%s: %n карты</numerusform>
            <numerusform>%s: %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Drawing the proof sheets…</source>
        <translation>Отрисовка листов пробных карт…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>Procedures</name>
    <message>
        <source>Answer for {player}…</source>
        <translation>Ответ за игрока {player}…</translation>
    </message>
    <message>
        <source>No question waits for another player.</source>
        <translation>Ни один вопрос не ждёт ответа другого игрока.</translation>
    </message>
    <message>
        <source>Every player has answered: the game can start.</source>
        <translation>Все игроки ответили: можно начинать игру.</translation>
    </message>
    <message>
        <source>Reaction</source>
        <translation>Реакция</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <source>This window plays {seat}&apos;s seat.</source>
        <translation>Это окно играет за игрока {seat}.</translation>
    </message>
    <message>
        <source>Who reacts?</source>
        <translation>Кто отвечает реакцией?</translation>
    </message>
    <message>
        <source>{player} answers on their phone.</source>
        <translation>{player} отвечает на своём телефоне.</translation>
    </message>
    <message>
        <source>{player} reacts on their phone.</source>
        <translation>{player} реагирует на своём телефоне.</translation>
    </message>
</context>
<context>
    <name>Proofs</name>
    <message>
        <source>%s: %s; printed with a generated face</source>
        <translation>%s: %s; напечатано со сгенерированной лицевой стороной</translation>
    </message>
    <message>
        <source>--gap %s: between 0 and 50 mm</source>
        <translation>--gap %s: от 0 до 50&#xa0;мм</translation>
    </message>
    <message>
        <source>Cannot write %s: %s</source>
        <translation>Не удаётся записать %s: %s</translation>
    </message>
    <message>
        <source>Card proofs</source>
        <translation>Пробные карты</translation>
    </message>
    <message>
        <source>cannot write %s</source>
        <translation>не удаётся записать %s</translation>
    </message>
    <message>
        <source>cannot write the file</source>
        <translation>не удаётся записать файл</translation>
    </message>
    <message>
        <source>cannot write the file (is the folder writable?)</source>
        <translation>не удаётся записать файл (есть ли права на запись в папку?)</translation>
    </message>
    <message>
        <source>card size &quot;%s&quot;: between 10 and 200 mm wide, 280 mm high</source>
        <translation>размер карты «%s»: ширина от 10 до 200&#xa0;мм, высота до 280&#xa0;мм</translation>
    </message>
    <message>
        <source>card size &quot;%s&quot;: write it as WIDTHxHEIGHT in mm, e.g. 63x88</source>
        <translation>размер карты «%s»: укажите как ШИРИНАxВЫСОТА в мм, например 63x88</translation>
    </message>
    <message>
        <source>hard to read: “%s” is set in %s pt to fit on paper</source>
        <translation>трудно читать: текст «%s» набран кеглем %s&#xa0;пт, чтобы поместиться на бумаге</translation>
    </message>
    <message>
        <source>the PDF was cut short (is the disk full?)</source>
        <translation>PDF записан не полностью (диск переполнен?)</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Ярлык</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Перейти к:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Типы файлов:</translation>
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
        <translation>Ответить</translation>
    </message>
    <message>
        <source>Answer…</source>
        <translation>Ответить…</translation>
    </message>
    <message>
        <source>Any other action lets it stand.</source>
        <translation>Любое другое действие оставляет его в силе.</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Подтвердить</translation>
    </message>
    <message>
        <source>Next…</source>
        <translation>Далее…</translation>
    </message>
    <message>
        <source>You have no card that can be chosen here.</source>
        <translation>У вас нет карты, которую можно здесь выбрать.</translation>
    </message>
    <message>
        <source>{question}. The other players look away.</source>
        <translation>{question}. Остальные игроки отворачиваются.</translation>
    </message>
</context>
<context>
    <name>RemoteTable</name>
    <message>
        <source>Not connected to the host now: the table says when it is back.</source>
        <translation>Сейчас нет связи с хозяином стола: стол сообщит, когда она появится.</translation>
    </message>
    <message>
        <source>The host did not answer within {seconds} s: the connection may be slow or down. Look at the table before you try again.</source>
        <translation>Хозяин стола не ответил за {seconds}&#xa0;с: связь медленная или прервалась. Прежде чем пробовать снова, посмотрите на стол.</translation>
    </message>
    <message>
        <source>You are sending too fast: wait a moment, then try again.</source>
        <translation>Вы отправляете слишком быстро: подождите немного и попробуйте снова.</translation>
    </message>
    <message>
        <source>{player} is disconnected: this waits until {player} is back.</source>
        <translation>{player} не в сети: это подождёт, пока {player} не вернётся.</translation>
    </message>
    <message>
        <source>The host refused this: {reason}</source>
        <translation>Хозяин стола это отклонил: {reason}</translation>
    </message>
    <message>
        <source>The host could not make this move.</source>
        <translation>Хозяин стола не смог сделать этот ход.</translation>
    </message>
    <message>
        <source>You are watching: nothing is played from this seat.</source>
        <translation>Вы смотрите: с этого места не играют.</translation>
    </message>
    <message>
        <source>Joining the game through {broker}…</source>
        <translation>Подключение к партии через {broker}…</translation>
    </message>
    <message>
        <source>No answer from the game through {broker} within {seconds} s. Check that the host is online and that the link is the newest one the host sent, then try again.</source>
        <translation>За {seconds}&#xa0;с партия не ответила через {broker}. Проверьте, что хозяин стола в сети и что ссылка — последняя, которую он прислал, и попробуйте снова.</translation>
    </message>
    <message>
        <source>{game} · {seat} (online) — Cardtable</source>
        <translation>{game} · {seat} (онлайн) — Cardtable</translation>
    </message>
    <message>
        <source>spectator</source>
        <translation>зритель</translation>
    </message>
    <message>
        <source>judge</source>
        <translation>судья</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>{player} · {action}: refused</source>
        <translation>{player} · {action}: отклонено</translation>
    </message>
    <message>
        <source>{player}&apos;s action was refused.</source>
        <translation>Действие игрока {player} отклонено правилами.</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <source>{viewer} is not a player of {file}; choose one of: {choices}</source>
        <translation>{viewer} не игрок в {file}; выберите одно из: {choices}</translation>
    </message>
    <message>
        <source>Game records (*.cardtable *.jsonl);;All files (*)</source>
        <translation>Записи партий (*.cardtable *.jsonl);;Все файлы (*)</translation>
    </message>
    <message>
        <source>saved game</source>
        <translation>сохранённая партия</translation>
    </message>
    <message>
        <source>journal</source>
        <translation>журнал</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>сценарий</translation>
    </message>
    <message>
        <source>the game on the table</source>
        <translation>партия на столе</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Воспроизвести</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>Шаг &amp;назад</translation>
    </message>
    <message>
        <source>Step &amp;forward</source>
        <translation>Шаг впе&amp;рёд</translation>
    </message>
    <message>
        <source>P&amp;revious turn</source>
        <translation>Пред&amp;ыдущий ход</translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation>&amp;Следующий ход</translation>
    </message>
    <message>
        <source>To the &amp;start</source>
        <translation>К на&amp;чалу</translation>
    </message>
    <message>
        <source>To the &amp;end</source>
        <translation>В &amp;конец</translation>
    </message>
    <message>
        <source>Previous refused or flagged action</source>
        <translation>Предыдущее отклонённое или отмеченное действие</translation>
    </message>
    <message>
        <source>Next refused or flagge&amp;d action</source>
        <translation>Следующее &amp;отклонённое или отмеченное действие</translation>
    </message>
    <message>
        <source>Previous rule note</source>
        <translation>Предыдущая заметка о правиле</translation>
    </message>
    <message>
        <source>Next r&amp;ule note</source>
        <translation>Следующая заметка о пр&amp;авиле</translation>
    </message>
    <message>
        <source>Previous failed expectation</source>
        <translation>Предыдущее невыполненное ожидание</translation>
    </message>
    <message>
        <source>Next failed e&amp;xpectation</source>
        <translation>Следующее невыполненное о&amp;жидание</translation>
    </message>
    <message>
        <source>&amp;Go to action…</source>
        <translation>Перейти к &amp;действию…</translation>
    </message>
    <message>
        <source>Fas&amp;ter</source>
        <translation>&amp;Быстрее</translation>
    </message>
    <message>
        <source>Slo&amp;wer</source>
        <translation>&amp;Медленнее</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Повтор</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Open replay…</source>
        <translation>&amp;Открыть запись…</translation>
    </message>
    <message>
        <source>Re&amp;load the record</source>
        <translation>&amp;Перечитать запись</translation>
    </message>
    <message>
        <source>&amp;Take over from here</source>
        <translation>Продолжить &amp;игру отсюда</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Read the record again (a journal still being written, the game on the table further on)</source>
        <translation>Прочитать запись заново (журнал, который ещё пишется, или партию на столе, ушедшую дальше)</translation>
    </message>
    <message>
        <source>Start a new game from this position, in a window of its own (this replay stays as it is)</source>
        <translation>Начать новую партию с этой позиции в отдельном окне (этот повтор остаётся как есть)</translation>
    </message>
    <message>
        <source>Play the record from here, an action at a time, at the chosen speed</source>
        <translation>Воспроизводить запись отсюда, по одному действию, с выбранной скоростью</translation>
    </message>
    <message>
        <source>The next action the rules refused or flagged</source>
        <translation>Следующее действие, которое правила отклонили или отметили</translation>
    </message>
    <message>
        <source>The next action a rule shaped (a rule note)</source>
        <translation>Следующее действие, которое определило правило (заметка о правиле)</translation>
    </message>
    <message>
        <source>The next place where the scenario expects something else</source>
        <translation>Следующее место, где сценарий ожидает другого</translation>
    </message>
    <message>
        <source>Type the number of an action; Enter goes there</source>
        <translation>Введите номер действия; Enter переходит к нему</translation>
    </message>
    <message>
        <source>Whose view the table shows; the judge sees every card</source>
        <translation>Чьими глазами показан стол; судья видит все карты</translation>
    </message>
    <message>
        <source>&amp;As:</source>
        <translation>&amp;Глазами:</translation>
    </message>
    <message>
        <source>Spee&amp;d:</source>
        <translation>Ско&amp;рость:</translation>
    </message>
    <message>
        <source>{speed} actions/s</source>
        <translation>{speed} действ./с</translation>
    </message>
    <message>
        <source>How fast Play goes on</source>
        <translation>С какой скоростью идёт воспроизведение</translation>
    </message>
    <message>
        <source>Drag or click to go to an action. Ticks above: turns start; below: rule notes (yellow), flagged (orange) and refused (red) actions; pink: failed expectations</source>
        <translation>Перетащите или щёлкните, чтобы перейти к действию. Метки сверху: начало ходов; снизу: заметки о правилах (жёлтые), отмеченные (оранжевые) и отклонённые (красные) действия; розовые: невыполненные ожидания</translation>
    </message>
    <message>
        <source>JUDGE&apos;S VIEW: every card face up, every deck in its order — more than any player or spectator saw</source>
        <translation>ВЗГЛЯД СУДЬИ: все карты лицом вверх, все колоды по порядку — больше, чем видел любой игрок или зритель</translation>
    </message>
    <message>
        <source>Broadcast &amp;follows this replay</source>
        <translation>Трансляция показывает этот по&amp;втор</translation>
    </message>
    <message>
        <source>The broadcast window and the overlay show this replay (as a spectator sees it) instead of the game on the table</source>
        <translation>Окно трансляции и оверлей показывают этот повтор (как его видит зритель) вместо партии на столе</translation>
    </message>
    <message>
        <source>As the &amp;judge (every card)</source>
        <translation>Глазами &amp;судьи (все карты)</translation>
    </message>
    <message>
        <source>the judge</source>
        <translation>судьи</translation>
    </message>
    <message>
        <source>a spectator</source>
        <translation>зрителя</translation>
    </message>
    <message>
        <source>As a sp&amp;ectator</source>
        <translation>Глазами &amp;зрителя</translation>
    </message>
    <message>
        <source>As {player}</source>
        <translation>Глазами игрока {player}</translation>
    </message>
    <message>
        <source>Review: {game}, as {viewer}</source>
        <translation>Просмотр: {game}, глазами: {viewer}</translation>
    </message>
    <message>
        <source>Replay: {file} ({kind}), as {viewer}</source>
        <translation>Повтор: {file} ({kind}), глазами: {viewer}</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Пауза</translation>
    </message>
    <message>
        <source>The game is still being played: the judge&apos;s view shows every hand and every deck. Show it?</source>
        <translation>Партия ещё идёт: взгляд судьи показывает все руки и все колоды. Показать?</translation>
    </message>
    <message>
        <source>The game is still being played: this shows {player}&apos;s hand. Show it?</source>
        <translation>Партия ещё идёт: это покажет руку игрока {player}. Показать?</translation>
    </message>
    <message numerus="yes">
        <source>Read again: %n action(s).</source>
        <translation>
            <numerusform>Прочитано заново: %n действие.</numerusform>
            <numerusform>Прочитано заново: %n действия.</numerusform>
            <numerusform>Прочитано заново: %n действий.</numerusform>
        </translation>
    </message>
    <message>
        <source>No new game can start: its autosave journal cannot be written ({reason}).</source>
        <translation>Новую партию начать нельзя: не удаётся записать её журнал автосохранения ({reason}).</translation>
    </message>
    <message>
        <source>A new game goes on from action {n}.</source>
        <translation>Новая партия продолжается с действия {n}.</translation>
    </message>
    <message>
        <source>✘ line {line}: {problem}</source>
        <translation>✘ строка {line}: {problem}</translation>
    </message>
    <message numerus="yes">
        <source>✔ %n expectation(s) hold here</source>
        <translation>
            <numerusform>✔ здесь выполняется %n ожидание</numerusform>
            <numerusform>✔ здесь выполняются %n ожидания</numerusform>
            <numerusform>✔ здесь выполняются %n ожиданий</numerusform>
        </translation>
    </message>
    <message>
        <source>Open a replay</source>
        <translation>Открыть запись для просмотра</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Strict</source>
        <translation>Строгий</translation>
    </message>
    <message>
        <source>Warn</source>
        <translation>С предупреждениями</translation>
    </message>
    <message>
        <source>Rules enforcement</source>
        <translation>Контроль правил</translation>
    </message>
    <message>
        <source>Hide both hands between turns</source>
        <translation>Скрывать обе руки между ходами</translation>
    </message>
    <message>
        <source>Hand-off screen</source>
        <translation>Экран передачи хода</translation>
    </message>
    <message>
        <source>%d px</source>
        <translation>%d&#xa0;пикс.</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Размер карт</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
    <message>
        <source>Keys for {command}</source>
        <translation>Клавиши: {command}</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Восстановить по умолчанию</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>a face-down card</source>
        <translation>карта рубашкой вверх</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>рубашкой вверх</translation>
    </message>
    <message>
        <source>cost {cost}</source>
        <translation>стоимость {cost}</translation>
    </message>
    <message>
        <source>tapped</source>
        <translation>закрыта</translation>
    </message>
    <message>
        <source>markers: {markers}</source>
        <translation>маркеры: {markers}</translation>
    </message>
    <message>
        <source>effects: {effects}</source>
        <translation>эффекты: {effects}</translation>
    </message>
    <message>
        <source>flagged: put here against the rules</source>
        <translation>отмечена: попала сюда в нарушение правил</translation>
    </message>
    <message>
        <source>in {zone}</source>
        <translation>зона: {zone}</translation>
    </message>
    <message>
        <source>in your {zone}</source>
        <translation>зона: {zone}, ваша</translation>
    </message>
    <message>
        <source>in {player}&apos;s {zone}</source>
        <translation>зона: {zone}, игрок {player}</translation>
    </message>
    <message numerus="yes">
        <source>{zone}, %n card(s)</source>
        <translation>
            <numerusform>{zone}, %n карта</numerusform>
            <numerusform>{zone}, %n карты</numerusform>
            <numerusform>{zone}, %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your {zone}, %n card(s)</source>
        <translation>
            <numerusform>Ваша зона «{zone}», %n карта</numerusform>
            <numerusform>Ваша зона «{zone}», %n карты</numerusform>
            <numerusform>Ваша зона «{zone}», %n карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player}&apos;s {zone}, %n card(s)</source>
        <translation>
            <numerusform>{player}: {zone}, %n карта</numerusform>
            <numerusform>{player}: {zone}, %n карты</numerusform>
            <numerusform>{player}: {zone}, %n карт</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>A game was interrupted (%s). Resume it?</source>
        <translation>Партия была прервана (%s). Продолжить?</translation>
    </message>
    <message>
        <source>The damaged journal was kept as %s.</source>
        <translation>Повреждённый журнал сохранён как %s.</translation>
    </message>
    <message>
        <source>Something went wrong inside Cardtable: %s

Every action made so far is saved in the autosave journal.</source>
        <translation>В Cardtable произошла ошибка: %s

Все сделанные ходы сохранены в журнале автосохранения.</translation>
    </message>
    <message>
        <source>no picture format of that name: save it as .png</source>
        <translation>нет формата изображений с таким названием: сохраните файл как .png</translation>
    </message>
    <message>
        <source>the picture could not be encoded</source>
        <translation>не удалось закодировать изображение</translation>
    </message>
</context>
<context>
    <name>StepDialog</name>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
</context>
<context>
    <name>Streaming</name>
    <message>
        <source>Plain</source>
        <translation>Обычный</translation>
    </message>
    <message>
        <source>Chroma key green</source>
        <translation>Зелёный фон (хромакей)</translation>
    </message>
    <message>
        <source>Chroma key magenta</source>
        <translation>Пурпурный фон (хромакей)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Broadcast window</source>
        <translation>Окно тр&amp;ансляции</translation>
    </message>
    <message>
        <source>Broadcast &amp;size</source>
        <translation>&amp;Размер трансляции</translation>
    </message>
    <message>
        <source>Broadcast back&amp;ground</source>
        <translation>&amp;Фон трансляции</translation>
    </message>
    <message>
        <source>Broadcast &amp;text size</source>
        <translation>Размер &amp;текста трансляции</translation>
    </message>
    <message>
        <source>Re&amp;veal all cards (finished game)</source>
        <translation>&amp;Показать все карты (партия окончена)</translation>
    </message>
    <message>
        <source>The broadcast and the overlay show every hand and every deck in order: only for the replay of a finished game</source>
        <translation>Трансляция и оверлей показывают все руки и все колоды по порядку: только для повтора оконченной партии</translation>
    </message>
    <message>
        <source>Start &amp;overlay…</source>
        <translation>Запустить &amp;оверлей…</translation>
    </message>
    <message>
        <source>Stop &amp;overlay (port %d)</source>
        <translation>Остановить &amp;оверлей (порт %d)</translation>
    </message>
    <message>
        <source>&amp;Copy overlay address</source>
        <translation>&amp;Копировать адрес оверлея</translation>
    </message>
    <message>
        <source>Hands on &amp;phones (on)…</source>
        <translation>Руки на те&amp;лефонах (вкл.)…</translation>
    </message>
    <message>
        <source>Hands on &amp;phones…</source>
        <translation>Руки на те&amp;лефонах…</translation>
    </message>
    <message>
        <source>Each player holds their hand on their own phone: serve the seats&apos; pages on the local network, one QR code per seat</source>
        <translation>Каждый игрок держит руку на своём телефоне: страницы мест в локальной сети, по QR-коду на место</translation>
    </message>
    <message>
        <source>Hands on phones cannot listen on %s: it is not one network&apos;s own address. Choose the network the phones are on (such as 192.168.1.20); never every network (0.0.0.0).</source>
        <translation>«Руки на телефонах» не могут слушать адрес %s: это не собственный адрес одной сети. Выберите сеть, в которой находятся телефоны (например, 192.168.1.20); никогда не все сети сразу (0.0.0.0).</translation>
    </message>
    <message>
        <source>Hands on phones could not start on %s, port %d: %s</source>
        <translation>«Руки на телефонах» не удалось запустить на %s, порт %d: %s</translation>
    </message>
    <message>
        <source>The overlay could not start on port %d: %s</source>
        <translation>Оверлей не удалось запустить на порту %d: %s</translation>
    </message>
    <message>
        <source>Overlay at %s: add it to OBS as a browser source.</source>
        <translation>Оверлей по адресу %s: добавьте его в OBS как источник «Браузер».</translation>
    </message>
    <message>
        <source>Serve the overlay on 127.0.0.1, port:</source>
        <translation>Раздавать оверлей на 127.0.0.1, порт:</translation>
    </message>
</context>
<context>
    <name>TableAccess</name>
    <message>
        <source>Card table</source>
        <translation>Игровой стол</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Счётчики</translation>
    </message>
    <message>
        <source>Phases</source>
        <translation>Фазы</translation>
    </message>
    <message>
        <source>{phase}, the current phase</source>
        <translation>{phase}, текущая фаза</translation>
    </message>
    <message>
        <source>{player}&apos;s turn, {phase}</source>
        <translation>Ход: {player}, фаза: {phase}</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>{player}&apos;s turn</source>
        <translation>Ходит {player}</translation>
    </message>
    <message>
        <source>{player}: {counter} {value}, from the cards on the table</source>
        <translation>{player}: {counter} {value}, по картам на столе</translation>
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
        <translation>Текущая фаза: {phase}</translation>
    </message>
    <message>
        <source>Go to this phase: {phase}</source>
        <translation>Перейти к фазе: {phase}</translation>
    </message>
    <message>
        <source>{phase} is over for this turn</source>
        <translation>{phase}: в этом ходу уже прошла</translation>
    </message>
    <message>
        <source>{phase} comes later in this turn</source>
        <translation>{phase}: позже в этом ходу</translation>
    </message>
    <message>
        <source>{phase} cannot be chosen now</source>
        <translation>{phase}: сейчас выбрать нельзя</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Завершить ход</translation>
    </message>
    <message>
        <source>End the turn: the other player goes next</source>
        <translation>Завершить ход: дальше ходит другой игрок</translation>
    </message>
    <message>
        <source>The game is over: undo, or keep playing in warn mode (What next…)</source>
        <translation>Игра окончена: отмените ход или играйте дальше в режиме предупреждений («Что дальше…»)</translation>
    </message>
    <message>
        <source>{step} comes first: the strip above the table asks it</source>
        <translation>Сначала — {step}: об этом спрашивает полоса над столом</translation>
    </message>
    <message>
        <source>Waiting for {player}: {step}</source>
        <translation>Ждём игрока {player}: {step}</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn</source>
        <translation>Сейчас ход игрока {player}</translation>
    </message>
</context>
<context>
    <name>ZoneItem</name>
    <message numerus="yes">
        <source>%n card(s). Double-click to list them.</source>
        <translation>
            <numerusform>%n карта. Дважды щёлкните, чтобы увидеть список.</numerusform>
            <numerusform>%n карты. Дважды щёлкните, чтобы увидеть список.</numerusform>
            <numerusform>%n карт. Дважды щёлкните, чтобы увидеть список.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ZoomDock</name>
    <message>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Point at a card to see it here.</source>
        <translation>Наведите указатель на карту, чтобы увидеть её здесь.</translation>
    </message>
    <message>
        <source>A hidden card of %s</source>
        <translation>Скрытая карта игрока %s</translation>
    </message>
    <message>
        <source>Cost: %s</source>
        <translation>Стоимость: %s</translation>
    </message>
    <message>
        <source>Markers: %s</source>
        <translation>Маркеры: %s</translation>
    </message>
    <message>
        <source>Effects: %s</source>
        <translation>Эффекты: %s</translation>
    </message>
    <message>
        <source>Owner: %s, controller: %s</source>
        <translation>Владелец: %s, контроль: %s</translation>
    </message>
    <message>
        <source>Flagged: put here against the rules</source>
        <translation>Отмечено: попала сюда в нарушение правил</translation>
    </message>
</context>
</TS>
