/* The overlay page: draws each spectator view as the broadcast window does (desktop/broadcast/
   scene.py holds the same layout), on a 1920×1080 stage scaled to the browser source.
   The first view comes inlined in the page; the event stream sends it whole once, then only what
   changed, which the page applies to the view it has.
   Every text from the view goes in through textContent, never as HTML. */
"use strict";

(() => {
  const W = 1920, H = 1080, M = 24, GAP = 12, LEFT_W = 1348, RIGHT_X = LEFT_W + 2 * M;
  const RIGHT_W = 500, HALF_H = 437, BAND_H = 134, TOP_Y = M, BAND_Y = M + HALF_H + GAP;
  const BOTTOM_Y = BAND_Y + BAND_H + GAP, ROW1_H = 170, ROW2_H = HALF_H - ROW1_H - GAP;
  const PLATE_W = 400, PILE_W = 120, SMALL_CARD = 90, SPOT_H = 660, SPOT_CARD = 420;
  const TITLE_H = 40, LOG_LINES = 6, RATIO = 1.4, CARD_GAP = 6;

  const stage = document.getElementById("stage");
  const data = JSON.parse(document.getElementById("cardtable-data").textContent);
  const page = data.texts || {};
  document.documentElement.lang = page.lang || "en";
  const query = new URLSearchParams(window.location.search);
  const fontScale = Math.min(Math.max(parseFloat(query.get("font")) || 1, 0.5), 2);

  const fontPx = (size) => `${Math.round(size * fontScale)}px`;
  const cardHeight = (width) => Math.round(width * RATIO);

  function fit() {
    const scale = Math.min(window.innerWidth / W, window.innerHeight / H);
    stage.style.transform = `scale(${scale})`;
  }

  function say(key, params = {}) {
    const template = (page.texts || {})[key] || key;
    return template.replace(/\{(\w+)\}/g, (all, name) => (name in params ? String(params[name]) : all));
  }

  function title(kind, name) {
    const found = (page[kind] || {})[name];
    return found || name.charAt(0).toUpperCase() + name.slice(1);
  }

  const zoneTitle = (key) => title("zones", key.split(".").pop());

  function node(parent, cls, text) {
    const element = document.createElement("div");
    element.className = cls;
    if (text !== undefined) element.textContent = text;
    parent.appendChild(element);
    return element;
  }

  function box(parent, cls, x, y, w, h) {
    const element = node(parent, `box ${cls}`);
    Object.assign(element.style, { left: `${x}px`, top: `${y}px`, width: `${w}px`, height: `${h}px` });
    return element;
  }

  function line(parent, text, x, y, w, h, size, cls = "") {
    // As the broadcast window: the font shrinks until the text fits its box (down to 60 %, but
    // never below its size at 100 % text size); what still does not fit ends with "…".
    const element = box(parent, `line ${cls}`, x, y, w, h);
    element.textContent = text;
    element.style.lineHeight = `${h}px`;
    const shrink = (start, smallest) => {
      let px = start;
      for (;;) {
        element.style.fontSize = `${px}px`;
        const fits = element.scrollWidth <= element.clientWidth + 1 && px * 1.17 <= h * 1.1;
        if (fits || px <= smallest) return px;
        px = Math.max(smallest, px * 0.93);
      }
    };
    const at100 = shrink(size, size * 0.6);
    shrink(size * fontScale, fontScale > 1 ? at100 : size * fontScale * 0.6);
    return element;
  }

  function panel(x, y, w, h, cls = "") {
    return box(stage, `panel ${cls}`, x, y, w, h);
  }

  // Views.
  function zonesOf(view, player, kind) {
    return Object.entries(view.zones || {})
      .filter(([, zone]) => (zone.player ?? null) === player && zone.kind === kind)
      .map(([key]) => key);
  }

  function shownLabels(entry) {
    // As desktop/broadcast/spectator.py shown_labels: moved into the open, or revealed.
    if (!("moves" in entry)) return entry.cards || [];
    const labels = entry.moves.filter((m) => m.label).map((m) => m.label);
    if (entry.act === "reveal") labels.push(...(entry.targets || []).filter((t) => t.label).map((t) => t.label));
    return labels;
  }

  function spotlight(view) {
    const shown = {};
    for (const zone of Object.values(view.zones || {})) {
      for (const card of zone.cards || []) {
        if (!card.hidden && card.label) shown[card.label] = card;
      }
    }
    const log = view.log || [];
    for (let i = log.length - 1; i >= 0; i--) {
      const labels = shownLabels(log[i]);
      for (let j = labels.length - 1; j >= 0; j--) {
        if (labels[j] in shown) return [shown[labels[j]], log[i]];
      }
    }
    return null;
  }

  const isMarked = (entry) => Boolean(entry.flagged) || entry.ok === false;

  // Cards.
  const named = (kind, name) => (page[kind] || {})[String(name).toLowerCase()] || (page[kind] || {})[name] || String(name);

  // The type line and the stats, as the table's faces print them (/cardlines.js).
  const typeLine = (card) => window.cardLines.typeLine(card, named);
  const statsText = (card) => window.cardLines.statsText(card, named);

  function card(parent, entry, width, x, y) {
    const element = box(parent, "card", x, y, width, cardHeight(width));
    element.style.fontSize = `${width / 100}px`;
    if (entry.tapped) element.classList.add("tapped");
    if (entry.hidden || entry.face_down) {
      element.classList.add("back");
      return element;
    }
    element.classList.add("face");
    const colors = page.type_colors || {};
    element.style.setProperty("--type", colors[String(entry.type || "").toLowerCase()] || colors[""] || "#5f6b73");
    if (entry.flagged) element.classList.add("flagged");
    const head = node(element, "head");
    node(head, "name", entry.name || "");
    if (entry.cost !== null && entry.cost !== undefined) {
      const cost = node(head, "cost");
      const value = document.createElement("span");
      value.textContent = String(entry.cost);
      cost.appendChild(value);
    }
    node(element, "type", typeLine(entry));
    node(element, "text", entry.text || "");
    const stats = statsText(entry);
    if (stats) node(element, "stats", stats);
    const markers = Object.entries(entry.markers || {}).filter(([, n]) => n)
      .map(([k, n]) => `${named("markers", k)} ${n}`);
    if (markers.length) node(element, "markers", markers.join("  "));
    return element;
  }

  function row(cards, x, y, w, width) {
    // The table's rule (desktop/table/scene.py card_slots): a row that overlaps when crowded.
    const height = cardHeight(width);
    const widths = cards.map((c) => (c.tapped ? height : width));
    const total = widths.reduce((a, b) => a + b, 0) + CARD_GAP * Math.max(0, cards.length - 1);
    let squeeze = 1;
    const last = widths[widths.length - 1] || 0;
    if (total > w && cards.length > 1) squeeze = Math.max(0.05, (w - last) / (total - last));
    let left = x;
    cards.forEach((entry, i) => {
      card(stage, entry, width, left + widths[i] / 2 - width / 2, y);
      left += (widths[i] + CARD_GAP) * squeeze;
    });
  }

  // Parts of the picture.
  function zoneHead(x, y, w, key, count) {
    line(stage, zoneTitle(key), x + 16, y + 6, w - 32, 30, 22, "muted");
    if (count !== null) line(stage, String(count), x + 16, y + 6, w - 32, 30, 28, "gold bold right");
  }

  function plate(view, player, x, y) {
    const active = (view.turn || {}).active === player;
    panel(x, y, PLATE_W, ROW1_H, active ? "active" : "");
    line(stage, (active ? "▶ " : "") + player, x + 18, y + 10, PLATE_W - 36, 56, 44,
      `bold ${active ? "gold" : ""}`);
    const counters = Object.entries((view.players_state || {})[player] || {});
    const width = (PLATE_W - 24) / Math.max(1, counters.length);
    counters.forEach(([name, value], i) => {
      const left = x + 12 + i * width;
      line(stage, String(value), left, y + 68, width, 60, 54, "bold center");
      line(stage, title("counters", name), left, y + 128, width, 30, 22, "muted center");
    });
  }

  function hand(view, key, x, y, w) {
    const zone = view.zones[key];
    panel(x, y, w, ROW1_H);
    zoneHead(x, y, w, key, zone.count ?? 0);
    row(zone.cards || [], x + 16, y + TITLE_H, w - 32, SMALL_CARD);
  }

  function pile(view, key, x, y) {
    const zone = view.zones[key];
    const cards = zone.cards || [];
    panel(x, y, PILE_W, ROW1_H);
    line(stage, zoneTitle(key), x + 4, y + 6, PILE_W - 8, 30, 20, "muted center");
    const left = x + (PILE_W - SMALL_CARD) / 2;
    const top = y + TITLE_H - 2;
    if (!cards.length) {
      box(stage, "slot", left, top, SMALL_CARD, cardHeight(SMALL_CARD));
      return;
    }
    card(stage, cards[0], SMALL_CARD, left, top);
    const badge = node(stage, "badge", String(zone.count ?? cards.length));
    Object.assign(badge.style, {
      left: `${left + SMALL_CARD + 10}px`, top: `${top + cardHeight(SMALL_CARD) - 30}px`,
      fontSize: fontPx(24), transform: "translateX(-100%)",  // its right edge stays put
    });
  }

  function area(view, key, x, y, w) {
    const zone = view.zones[key];
    panel(x, y, w, ROW2_H);
    zoneHead(x, y, w, key, null);
    const inner = ROW2_H - TITLE_H - 10;
    row(zone.cards || [], x + 16, y + TITLE_H, w - 32, Math.floor(inner / RATIO));
  }

  function half(view, player, y, upper) {
    const row1 = upper ? y : y + ROW2_H + GAP;
    const row2 = upper ? y + ROW1_H + GAP : y;
    plate(view, player, M, row1);
    const piles = zonesOf(view, player, "pile");
    const pilesW = piles.length * (PILE_W + GAP);
    const handX = M + PLATE_W + GAP;
    for (const key of zonesOf(view, player, "hand")) hand(view, key, handX, row1, M + LEFT_W - pilesW - handX);
    piles.forEach((key, i) => pile(view, key, M + LEFT_W - pilesW + GAP + i * (PILE_W + GAP), row1));
    const areas = zonesOf(view, player, "area");
    const width = (LEFT_W - GAP * (areas.length - 1)) / Math.max(1, areas.length);
    areas.forEach((key, i) => area(view, key, M + i * (width + GAP), row2, width));
  }

  function status(view) {
    if (view.outcome) return [say("lost", { player: view.outcome.loser || "" }), "red"];
    // The question the game waits for: its title, put into words by the app.
    if (view.question) return [view.question.title || "", "gold"];
    return ["", ""];
  }

  function band(view) {
    const x = M, y = BAND_Y;
    panel(x, y, LEFT_W, BAND_H);
    const turn = view.turn || {};
    line(stage, `▶ ${turn.active ?? ""}`, x + 20, y + 12, 420, 64, 48, "gold bold");
    line(stage, say("turn", { number: turn.number ?? "" }), x + 24, y + 78, 420, 40, 30, "muted");
    const phases = [...(view.phases || [])];
    if (turn.phase && !phases.includes(turn.phase)) phases.unshift(turn.phase);
    const chips = phases.map((phase) => {
      const chip = node(stage, `chip${phase === turn.phase ? " current" : ""}`, title("phases", phase));
      chip.style.top = `${y + 14}px`;
      return chip;
    });
    // The chips shrink to stay in the band when the text size is large.
    for (let size = 28 * fontScale; ; size *= 0.93) {
      let left = x + 470;
      for (const chip of chips) {
        Object.assign(chip.style, { left: `${left}px`, fontSize: `${size}px` });
        left += chip.getBoundingClientRect().width / currentScale() + 10;
      }
      if (left - 10 <= x + LEFT_W - 16 || size < 12) break;
    }
    const [text, cls] = status(view);
    if (text) line(stage, text, x + 470, y + 80, LEFT_W - 490, 44, 32, `bold ${cls}`);
    for (const key of zonesOf(view, null, "pile")) {
      const count = view.zones[key].count;
      if (count) line(stage, `${zoneTitle(key)} ${count}`, x + 470, y + 80, LEFT_W - 490, 44, 26, "muted right");
    }
  }

  function currentScale() {
    return stage.getBoundingClientRect().width / W || 1;
  }

  function spot(view) {
    const found = spotlight(view);
    const x = RIGHT_X, y = M;
    panel(x, y, RIGHT_W, SPOT_H, found && isMarked(found[1]) ? "marked" : "");
    line(stage, say("last_card"), x + 20, y + 8, RIGHT_W - 40, 36, 26, "muted");
    if (!found) {
      line(stage, say("no_card"), x, y, RIGHT_W, SPOT_H, 26, "muted center");
      return;
    }
    const [entry, logLine] = found;
    line(stage, String(logLine.by ?? ""), x + 20, y + 8, RIGHT_W - 40, 36, 26, "gold bold right");
    card(stage, { ...entry, tapped: false }, SPOT_CARD, x + (RIGHT_W - SPOT_CARD) / 2, y + 52);
  }

  function log(view) {
    const x = RIGHT_X, y = M + SPOT_H + GAP, h = H - SPOT_H - GAP - 2 * M;
    panel(x, y, RIGHT_W, h);
    line(stage, say("log"), x + 20, y + 8, RIGHT_W - 40, 36, 26, "muted");
    if (view.reveal_all === true) line(stage, say("revealed"), x + 20, y + 8, RIGHT_W - 40, 36, 26, "gold bold right");
    const entries = (view.log || []).slice(-LOG_LINES).reverse();
    let bottom = y + h - 12;
    for (const [age, entry] of entries.entries()) {
      const marked = isMarked(entry);
      const element = node(stage, `log-line ${age === 0 ? "newest" : "older"}${marked ? " marked" : ""}`,
        `${marked ? "⚑ " : ""}${entry.line || `${entry.n ?? ""}. ${entry.text ?? ""}`}`);
      element.style.fontSize = fontPx(22);
      element.style.left = `${x + 16}px`;
      element.style.width = `${RIGHT_W - 32}px`;
      const height = element.getBoundingClientRect().height / currentScale();
      if (bottom - height < y + 50) {
        element.remove();
        break;
      }
      bottom -= height;
      element.style.top = `${bottom}px`;
    }
  }

  // As spectator.py require_spectator: a spectator's view, or the judge's that the streamer
  // revealed (a finished game's replay, marked reveal_all).
  const forTheAudience = (view) => view && (view.viewer === "spectator"
    || (view.viewer === "judge" && view.reveal_all === true));

  function render(view) {
    if (!forTheAudience(view)) return;
    stage.replaceChildren();
    const [bottom, top] = view.players || [];
    if (top !== undefined) half(view, top, TOP_Y, true);
    if (bottom !== undefined) half(view, bottom, BOTTOM_Y, false);
    band(view);
    spot(view);
    log(view);
  }

  // The event stream: the whole view first, then only what changed (desktop/streaming/overlay/
  // delta.py describes the deltas and applies them the same way).
  function applyDelta(view, delta) {
    const next = { ...view, ...(delta.changed || {}) };
    for (const key of delta.removed || []) delete next[key];
    if (delta.zones) {
      next.zones = { ...(view.zones || {}) };
      for (const [key, zone] of Object.entries(delta.zones)) {
        if (zone === null) delete next.zones[key];
        else next.zones[key] = zone;
      }
    }
    if (delta.log) next.log = (view.log || []).slice(0, delta.log.keep).concat(delta.log.add);
    return next;
  }

  let current = data.view;
  let seq = null;
  let events = null;
  let closing = null;  // the timer that says the table is closed, once the stream is gone a while
  const CLOSED_AFTER_MS = 3000;  // a stream lost this long (the app gone without a word): closed
  const RETRY_MS = 3000;  // a stream the browser gave up on is opened again after this

  // The app quit (or stopped the overlay): the last table is not shown as if it went on. The
  // stream is tried again meanwhile; a new table shows as soon as there is one.
  function closed() {
    clearTimeout(closing);
    closing = null;
    current = null;
    seq = null;
    stage.replaceChildren();
    const x = (W - 820) / 2, y = (H - 150) / 2;
    panel(x, y, 820, 150, "closed");
    line(stage, say("closed"), x + 30, y + 40, 760, 70, 52, "bold center");
  }

  function listen() {
    events = new EventSource("/events");
    events.onerror = () => {
      if (closing === null && current !== null) closing = setTimeout(closed, CLOSED_AFTER_MS);
      if (events.readyState === EventSource.CLOSED) setTimeout(listen, RETRY_MS);
    };
    events.onmessage = (event) => {
      const message = JSON.parse(event.data);
      if (message.closed) { closed(); return; }
      clearTimeout(closing);
      closing = null;
      if ("view" in message) {
        current = message.view;
      } else if (seq === null || message.seq !== seq + 1) {
        events.close();  // a gap: start again from the whole view
        seq = null;
        listen();
        return;
      } else {
        current = applyDelta(current, message);
      }
      seq = message.seq;
      render(current);
    };
  }

  // For a look from the browser's console (and the tests): the view the page shows now.
  window.cardtableOverlay = { view: () => current, seq: () => seq, closed: () => current === null };

  window.addEventListener("resize", fit);
  fit();
  render(current);
  listen();
})();
