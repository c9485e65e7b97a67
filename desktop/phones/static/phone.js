/* A seat's page: the seat's hand and what it can do from there (docs/phones.md).
   The seat's secret is the link's #fragment (never sent in a request); the page sends it in the
   WebSocket's first message. The server sends the seat's state (its own engine view) whenever
   the table changes, the page's texts in the table's language, and each action's result.
   Every text from the game goes in through textContent, never as HTML. */
"use strict";

(() => {
  const secret = decodeURIComponent(window.location.hash.replace(/^#/, ""));
  const $ = (id) => document.getElementById(id);
  let texts = { page: {}, zones: {}, phases: {}, counters: {}, types: {}, stats: {}, type_colors: {} };
  let state = null;        // the seat's newest state
  let socket = null;
  let retry = 0;           // reconnect attempts since the last good connection
  let finished = false;    // told to stop (a new code, a new game, a wrong code)
  let nextId = 1;
  let picked = null;       // the hand card chosen for the action bar
  let draft = null;        // the answer being made to the seat's question: {question, confirming, ...}
  let wasAsked = false;    // the seat had to act at the last state (buzz on the change)
  let seen = null;         // cards a look showed, until "Done"
  const chosen = new Set(); // cards ticked (a question's cards, a reaction's card)

  function say(key, params = {}) {
    const template = (texts.page || {})[key] || key;
    return template.replace(/\{(\w+)\}/g, (all, name) => (name in params ? String(params[name]) : all));
  }
  const title = (kind, name) => (texts[kind] || {})[name] || name;
  // A word of the card faces in the page's language (types by their lower-case name).
  const named = (kind, word) => (texts[kind] || {})[String(word).toLowerCase()] || (texts[kind] || {})[word] || String(word);

  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function button(text, onClick, cls = "") {
    const node = el("button", cls, text);
    node.type = "button";
    node.addEventListener("click", onClick);
    return node;
  }

  // Talking to the table.
  function connect() {
    if (!secret) { fatal(say("no_code")); return; }
    status(say("connecting"), false);
    socket = new WebSocket(`ws://${window.location.host}/ws`);
    socket.addEventListener("open", () => socket.send(JSON.stringify({ type: "hello", secret })));
    socket.addEventListener("message", (event) => receive(JSON.parse(event.data)));
    socket.addEventListener("close", () => {
      socket = null;
      if (finished) return;
      status(say("reconnecting"), false);
      const wait = Math.min(10000, 500 * 2 ** Math.min(retry, 5)) * (0.75 + Math.random() / 2);
      retry += 1;
      window.setTimeout(connect, wait);
    });
  }

  function send(message) {
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    socket.send(JSON.stringify({ ...message, id: nextId++ }));
  }

  function receive(message) {
    switch (message.type) {
      case "welcome": retry = 0; break;
      case "texts": texts = message.texts; document.documentElement.lang = texts.lang || "en"; draw(); break;
      case "state": state = message.state; draw(); break;
      case "result": showResult(message); break;
      case "refused": finished = true; fatal(say("refused")); break;
      case "bye": finished = true; fatal(say(`bye_${message.reason}`)); break;
      case "error": finished = true; fatal(message.reason); break;
      default: break;
    }
  }

  function fatal(text) {
    state = null;
    ["question", "hand", "controls", "log"].forEach((id) => { $(id).replaceChildren(); });
    $("actions").hidden = true;
    $("question").hidden = true;
    notice(text, "fatal");
    status("", false);
  }

  // A result stays until the next one or a tap on it; one that went through also goes by itself
  // after a while. A refusal stays: the player reads why. A lost connection (fatal) stays.
  const PASSING_NOTICE_MS = 5000;
  let noticeTimer = null;

  // A result shows where the player is looking, whatever they scrolled to: at the bottom of
  // the screen, above the card's action bar when it is open (a lost connection: at the top).
  function notice(text, kind = "") {
    const box = $("notice");
    clearTimeout(noticeTimer);
    box.textContent = text;
    box.className = kind === "fatal" ? kind : `toast ${kind}`.trim();
    box.hidden = !text;
    if (text && kind === "") noticeTimer = setTimeout(() => { box.hidden = true; }, PASSING_NOTICE_MS);
    placeNotice();
  }

  function placeNotice() {
    const box = $("notice");
    const bar = $("actions");
    box.style.bottom = box.classList.contains("toast") && !bar.hidden ? `${bar.offsetHeight + 8}px` : "";
  }
  $("notice").addEventListener("click", () => {
    const box = $("notice");
    if (!box.classList.contains("fatal")) box.hidden = true;
  });

  function status(text, mine) {
    const line = $("status");
    line.textContent = text;
    line.className = mine ? "mine" : "";
  }

  function showResult(result) {
    if (result.seen) { seen = { cards: result.seen, source: result.source }; }
    notice(result.text || "", !result.ok ? (result.applied ? "flagged" : "refused") : "");
    if (!result.ok && navigator.vibrate) navigator.vibrate(80);
    draw();
  }

  // What the seat sees.
  function zone(name, player) {
    if (!state) return null;
    return state.view.zones[`${player || state.seat}.${name}`] || null;
  }
  const hand = () => ((zone("hand") || {}).cards || []).filter((card) => !card.hidden);
  // A card the seat sees, anywhere on the table, by its label.
  function seenCard(label) {
    for (const zoneView of Object.values(state.view.zones)) {
      const card = (zoneView.cards || []).find((c) => c.label === label && !c.hidden);
      if (card) return card;
    }
    return null;
  }
  // The open questions: the seat's own (whole: it answers them) and the others' (their public part).
  const questions = () => (state && state.questions) || [];
  const myQuestion = () => questions().find((q) => q.asks === state.seat) || null;
  const shown = (text) => (text ? text.shown || text.id : "");
  const can = (act) => state && state.acts.includes(act);

  function cardFace(card, onClick) {
    const face = el("button", "card");
    face.type = "button";
    face.setAttribute("aria-label", card.name || "");
    face.style.borderColor = texts.type_colors[(card.type || "").toLowerCase()] || texts.type_colors[""] || "#777";
    const generated = () => {
      face.replaceChildren();
      const name = el("div", "name");
      name.style.background = face.style.borderColor;
      if (card.cost !== undefined && card.cost !== null) name.appendChild(el("span", "cost", String(card.cost)));
      name.appendChild(document.createTextNode(card.name || ""));
      face.appendChild(name);
      face.appendChild(el("div", "kind", window.cardLines.typeLine(card, named)));
      const stats = window.cardLines.statsText(card, named, true);
      if (stats) face.appendChild(el("div", "stats", stats));
      const text = el("div", "text", card.text || "");
      text.dataset.full = card.text || "";
      face.appendChild(text);
    };
    if (card.img) {
      const picture = el("img");
      picture.alt = card.name || "";
      picture.src = card.img;
      picture.addEventListener("error", generated);
      face.appendChild(picture);
    } else {
      generated();
    }
    const marks = Object.entries(card.markers || {}).map(([k, v]) => `${title("markers", k)} ${v}`);
    if (marks.length) face.appendChild(el("span", "marks", marks.join(" ")));
    if (onClick) face.addEventListener("click", onClick); else face.disabled = true;
    return face;
  }

  // A card's text that does not fit its face ends with "…" after the last whole word that
  // fits (the face keeps its size; the whole text is in the card set). Measured once laid out.
  function fitText(node) {
    const full = node.dataset.full || "";
    node.textContent = full;
    if (node.scrollHeight <= node.clientHeight + 1) return;
    const words = full.split(/\s+/).filter(Boolean);
    // The first `count` words and "…" (a sentence's full stop gives way to it).
    const cut = (count) => `${words.slice(0, count).join(" ").replace(/[.,;:!?]+$/, "")}…`;
    let low = 0, high = words.length - 1;  // the most words that fit with "…" after them
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      node.textContent = cut(middle);
      if (node.scrollHeight <= node.clientHeight + 1) low = middle; else high = middle - 1;
    }
    node.textContent = cut(low);
  }
  const fitTexts = () => document.querySelectorAll(".card .text").forEach(fitText);

  function cardGrid(cards, onClick, isPicked = () => false, isDim = () => false) {
    const grid = el("div", "cards");
    for (const card of cards) {
      const face = cardFace(card, onClick ? () => onClick(card) : null);
      if (isPicked(card)) face.classList.add("picked");
      if (isDim(card)) face.classList.add("dim");
      grid.appendChild(face);
    }
    return grid;
  }

  // Drawing.
  function draw() {
    if (!state) return;
    const view = state.view;
    const turn = view.turn || {};
    const open = questions()[0];
    $("seat").textContent = say("seat", { player: state.seat });
    $("turn").textContent = `${say("turn", { number: turn.number || 1 })} · ${title("phases", turn.phase || "")}`;
    const counters = $("counters");
    counters.replaceChildren();
    for (const player of view.players) {
      const parts = Object.entries((view.counters || {})[player] || {})
        .map(([name, value]) => `${title("counters", name)} ${value}`);
      counters.appendChild(el("span", player === state.seat ? "me" : "", `${player}: ${parts.join(", ")}`));
    }
    const asked = mustAct();
    if (view.outcome) {
      const winners = view.outcome.winners || [];
      status(winners.includes(state.seat) ? say("won") : (view.outcome.loser === state.seat ? say("lost")
        : say("winner", { player: winners.join(", ") })), false);
    } else if (asked) {
      status(turn.active === state.seat && !open ? say("your_turn") : say("your_move"), true);
    } else if (open && open.asks !== state.seat) {
      status(say("waiting_for", { player: open.asks }), false);
    } else if (turn.active === state.seat) {
      status(say("your_turn"), true);
    } else {
      status(say("their_turn", { player: turn.active }), false);
    }
    if (asked && !wasAsked && navigator.vibrate) navigator.vibrate([200, 100, 200]);
    wasAsked = asked;
    drawQuestion();
    drawHand();
    drawControls();
    drawLog();
    drawActions();
    fitTexts();
    placeNotice();
  }

  function mustAct() {
    return Boolean(myQuestion());
  }

  function question(prompt, ...children) {
    const box = $("question");
    box.replaceChildren(el("p", "", prompt), ...children);
    box.hidden = false;
  }

  function choices(...buttons) {
    const row = el("div", "choices");
    buttons.forEach((b) => row.appendChild(b));
    return row;
  }

  function drawQuestion() {
    $("question").hidden = true;
    if (seen) { drawSeen(); return; }
    const mine = myQuestion();
    if (mine) { drawAsked(mine); return; }
    draft = null;
    const other = questions()[0];
    if (other) question(shown(other.title));
    else chosen.clear();
  }

  // Any question of the game (engine/protocol.py): pick cards, one of some options, a player or a
  // number; maybe decline; maybe a confirmation page naming the choice before it is sent. Its
  // texts come rendered by the table (`shown`).
  function drawAsked(q) {
    if (!draft || draft.question !== q.id) { draft = { question: q.id, confirming: false, choice: null, words: "" }; chosen.clear(); }
    const heading = el("div", "asked");
    heading.appendChild(el("h3", "", shown(q.title)));
    if (q.rule) heading.appendChild(el("span", "rule", say("rule", { rule: q.rule })));
    if (draft.confirming) { drawConfirm(q, heading); return; }
    const answerWith = (choice, words) => {
      if (q.confirm) { draft = { ...draft, confirming: true, choice, words }; draw(); return; }
      send({ type: "answer", question: q.id, choice });
      chosen.clear();
    };
    const parts = [];
    const buttons = [];
    const kind = q.kind;
    if (kind === "cards") {
      const offered = q.cards || [];
      const cards = offered.map(seenCard).filter(Boolean);
      for (const label of [...chosen]) if (!offered.includes(label)) chosen.delete(label);
      const low = q.min === undefined ? 1 : q.min;
      const high = q.max === undefined ? 1 : q.max;
      const one = low === 1 && high === 1;
      const names = (labels) => labels.map((label) => (seenCard(label) || {}).name || label).join(", ");
      if (one && !q.optional) {
        parts.push(cardGrid(cards, (card) => answerWith(card.label, card.name || card.label)));
      } else {
        const toggle = (card) => {
          if (chosen.has(card.label)) chosen.delete(card.label);
          else if (high === 1) { chosen.clear(); chosen.add(card.label); }
          else if (chosen.size < high) chosen.add(card.label);
          draw();
        };
        const count = chosen.size;
        const words = q.submit ? shown(q.submit) : (count ? say("answer_cards", { count }) : say("answer_none"));
        const submit = button(words, () => answerWith(one ? [...chosen][0] : [...chosen], names([...chosen])), "primary");
        submit.disabled = count < low || count > high;
        buttons.push(submit);
        if (high > 1 && low !== high) parts.push(el("p", "hint", say("pick_cards", { low, high })));
        // An optional question leaves the hand in view: its cards are short rows, its answer
        // first, so that it all fits on the first screen. Any other shows the cards' faces.
        parts.push(q.optional ? pickList(cards, toggle) : cardGrid(cards, toggle, (c) => chosen.has(c.label)));
      }
    } else if (kind === "option") {
      for (const option of q.options || []) {
        buttons.push(button(shown(option.text), () => answerWith(option.id, shown(option.text)), "primary"));
      }
    } else if (kind === "player") {
      for (const player of q.players || []) buttons.push(button(player, () => answerWith(player, player), "primary"));
    } else if (kind === "number") {
      const low = q.low || 0, high = q.high || 0;
      const input = el("input");
      input.type = "number"; input.min = String(low); input.max = String(high); input.value = String(low);
      input.setAttribute("aria-label", shown(q.title));
      parts.push(input);
      buttons.push(button(q.confirm ? say("next") : say("answer"), () => {
        const value = Math.max(low, Math.min(high, parseInt(input.value, 10) || low));
        answerWith(value, String(value));
      }, "primary"));
    }
    if (q.decline) buttons.push(button(shown(q.decline.text), () => answerWith(null, shown(q.decline.text)), "danger"));
    question(shown(q.text));
    const box = $("question");
    box.insertBefore(heading, box.firstChild);
    const row = buttons.length ? [choices(...buttons)] : [];
    const order = q.optional ? [...row, ...parts] : [...parts, ...row];
    order.forEach((part) => box.appendChild(part));
  }

  // The confirmation page: the question's words and the choice, then yes or back.
  function drawConfirm(q, heading) {
    const yes = button(say("confirm"), () => {
      send({ type: "answer", question: q.id, choice: draft.choice });
      draft = { ...draft, confirming: false };
      chosen.clear();
    }, draft.choice === null ? "danger" : "primary");
    question(`${shown(q.confirm)} ${draft.words}`,
      choices(yes, button(say("back"), () => { draft = { ...draft, confirming: false }; draw(); })));
    const box = $("question");
    box.insertBefore(heading, box.firstChild);
  }

  // Cards as one short row each (name and cost), picked and dropped by a tap.
  function pickList(cards, toggle) {
    const list = el("div", "picks");
    for (const card of cards) {
      const pick = button(card.name || "", () => toggle(card), chosen.has(card.label) ? "pick chosen" : "pick");
      pick.setAttribute("aria-pressed", String(chosen.has(card.label)));
      if (card.cost !== undefined && card.cost !== null) pick.appendChild(el("span", "cost", String(card.cost)));
      list.appendChild(pick);
    }
    return list;
  }

  function drawSeen() {
    const take = (card) => send({ type: "take", card: card.label, source: seen.source });
    const inHand = new Set(hand().map((c) => c.label));
    const cards = seen.cards.filter((card) => !inHand.has(card.label));
    question(say("seen"), cardGrid(cards, take),
      el("p", "", say("take")),
      choices(button(say("done"), () => { seen = null; draw(); })));
  }

  function drawHand() {
    const box = $("hand");
    const mine = myQuestion();
    const cards = hand();
    // A question that offers every card of the hand shows them: the hand is not shown twice.
    box.hidden = Boolean(mine && mine.kind === "cards" && !mine.optional && !seen && !draft.confirming && cards.length
      && cards.every((card) => (mine.cards || []).includes(card.label)));
    if (box.hidden) return;
    if (picked && !cards.some((c) => c.label === picked)) picked = null;
    box.replaceChildren(el("h2", "", say("hand", { count: cards.length })));
    if (!cards.length) { box.appendChild(el("p", "", say("empty_hand"))); return; }
    box.appendChild(cardGrid(cards, (card) => { picked = picked === card.label ? null : card.label; draw(); },
      (c) => c.label === picked, (c) => picked && c.label !== picked));
  }

  function drawActions() {
    const bar = $("actions");
    const card = hand().find((c) => c.label === picked);
    if (!card || state.view.outcome) { bar.hidden = true; return; }
    bar.replaceChildren(el("div", "what", card.name || ""));
    if (can("play")) {
      for (const name of state.played_onto) {
        const text = state.played_onto.length > 1 ? say("play_to", { zone: title("zones", name) }) : say("play");
        bar.appendChild(button(text, () => act({ type: "play", card: card.label, to: name }), "primary"));
      }
    }
    for (const command of state.commands || []) {
      if (!(command.cards || []).includes(card.label)) continue;
      const use = button(command.text, () => act({ type: "answer", question: command.question, choice: card.label }));
      use.title = command.tip || "";
      bar.appendChild(use);
    }
    bar.appendChild(button(say("discard"), () => act({ type: "discard", card: card.label })));
    bar.appendChild(button(say("back"), () => { picked = null; draw(); }));
    bar.hidden = false;
  }

  function act(message) {
    picked = null;
    send(message);
    draw();
  }

  function drawControls() {
    const box = $("controls");
    box.replaceChildren();
    const view = state.view;
    const blocked = questions().some((q) => !q.optional);
    if (view.outcome || blocked || view.turn.active !== state.seat) return;
    const next = (view.legal_phases || [])[0];
    if (can("draw")) box.appendChild(button(say("draw"), () => send({ type: "draw" })));
    if (next) box.appendChild(button(say("next_phase", { phase: title("phases", next) }), () => send({ type: "phase", to: next })));
    box.appendChild(button(say("end_turn"), () => send({ type: "end_turn" })));
    if (can("look")) box.appendChild(lookForm());
  }

  function lookForm() {
    const more = el("details");
    more.appendChild(el("summary", "", say("more")));
    const sources = state.sources || [];  // the table's: the cards whose ability may allow it
    const source = el("select");
    for (const card of sources) {
      const option = el("option", "", card.name || "");
      option.value = card.label;
      source.appendChild(option);
    }
    const count = el("input");
    count.type = "number"; count.min = "1"; count.max = "60"; count.value = "3";
    const field = (text, input) => { const row = el("label", "field", text); row.appendChild(input); return row; };
    more.appendChild(field(say("which_source"), source));
    more.appendChild(field(say("how_many"), count));
    more.appendChild(choices(
      button(say("look_top"), () => send({ type: "look", source: source.value, count: Math.max(1, Math.min(60, parseInt(count.value, 10) || 1)) })),
      button(say("search"), () => send({ type: "look", source: source.value, count: null }))));
    return more;
  }

  function drawLog() {
    const box = $("log");
    box.replaceChildren(el("h2", "", say("log")));
    for (const line of state.log.slice().reverse()) box.appendChild(el("div", "", line));
  }

  window.addEventListener("resize", () => { fitTexts(); placeNotice(); });  // turned sideways
  window.cardtablePhone = { state: () => state, texts: () => texts };
  connect();
})();
