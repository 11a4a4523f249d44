// One table, three views of one state. The server's event stream drives every change;
// this page never applies a rule of its own. User text only ever goes in via textContent.
"use strict";

// The join form is live from the first moment: a submit that comes before the page has
// loaded its language and state is remembered and carried out once it has.
let earlyJoin = false;
document.getElementById("join-form").addEventListener("submit", (e) => { e.preventDefault(); earlyJoin = true; });

(async () => {
  const { t, el, api, cardElement, cardName } = Tontine;
  const code = decodeURIComponent(location.pathname.split("/").pop() || "").toUpperCase();
  const $ = (id) => document.getElementById(id);
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
  const seatKey = "tontine.seat." + code;
  const hostKey = "tontine.host." + code;
  let meta = null;
  let state = null;
  let you = { pos: null, host: false };
  let lastSeq = null;
  let ws = null;
  let retry = 0;
  let queue = Promise.resolve();
  let generation = 0;
  let logEvents = [];
  let lastCards = {};

  const seatToken = () => { try { return JSON.parse(localStorage.getItem(seatKey) || "null"); } catch (_) { return null; } };
  const hostToken = () => localStorage.getItem(hostKey);
  const actionToken = () => hostToken() || (seatToken() || {}).token;
  const params = new URLSearchParams(location.search);
  let view = params.get("view") || (seatToken() ? "player" : "spectator");

  await Tontine.init();
  meta = await api("/api/meta");
  const url = location.origin + "/t/" + code;
  $("head-code").textContent = code;
  $("code").textContent = code;
  $("link").textContent = url;
  $("link").href = url;
  $("qr").src = "/api/tables/" + encodeURIComponent(code) + "/qr.svg";
  document.title = "Tontine " + code;

  // -- names and words ---------------------------------------------------------
  const seatBy = (seat) => (state ? state.seats.find((s) => s.seat === seat) : null);
  const nameOf = (seat) => { const s = seatBy(seat); return s ? s.name : "#" + (seat + 1); };

  const howKey = (how) => String(how).replace(/ /g, "-");
  // Warn only where a source or the fan draw sets a limit: fewer than the 1797 text's "twelve or fifteen",
  // more than the French fan's 13 ranks, more than the German article's 20.
  const warnPlayers = (preset, n) => (preset === "english" ? n < 12 : preset === "french" ? n > 13 : preset === "german" ? n > 20 : false);

  function describe(ev) {
    const v = { deal: ev.deal, name: nameOf(ev.seat) };
    switch (ev.type) {
      case "seat_drawn": return t("web-ev-seat-drawn", { playername: ev.player, ...Tontine.cardArgs(ev.card), seat: ev.seat + 1 });
      case "first_dealer": return t("web-ev-first-dealer", v);
      case "ante": return t("web-ev-ante", { ...v, amount: ev.amount });
      case "reshuffled": return t("web-ev-reshuffled");
      case "deal_started": return t("web-ev-deal-started", { deal: ev.deal, name: nameOf(ev.dealer) });
      case "card_dealt": return t("web-ev-card-dealt", { ...v, ...Tontine.cardArgs(ev.card) });
      case "take_from_pool": return t("web-ev-take-from-pool", { ...v, taken: ev.taken });
      case "pay_into_pool": return t("web-ev-pay-into-pool", { ...v, paid: ev.paid });
      case "pay_neighbour": return t("web-ev-pay-neighbour", { ...v, paid: ev.paid, toname: nameOf(ev.to_seat) });
      case "payment_void": return t("web-ev-payment-void", v);
      case "died": return t("web-ev-died", v);
      case "revived": return t("web-ev-revived", v);
      case "deal_ended": return t("web-ev-deal-ended", { deal: ev.deal, pool: ev.pool });
      case "deal_voided": return t("web-ev-deal-voided", { deal: ev.deal });
      case "pool_shared": return t("web-ev-pool-shared", { sharelist: ev.shares.map(([s, n]) => nameOf(s) + " " + Tontine.number(n)).join(", ") });
      case "won": return t("web-ev-won", { ...v, pool: ev.pool, how: howKey(ev.how) });
      default: return ev.type;
    }
  }

  function renderLog() {
    const list = $("log");
    list.replaceChildren(...logEvents.slice(-80).map((ev) => el("li", null, describe(ev))));
    list.scrollTop = list.scrollHeight;
  }

  function addLog(ev) {
    logEvents.push(ev);
    const list = $("log");
    list.append(el("li", null, describe(ev)));
    while (list.children.length > 80) list.firstChild.remove();
    list.scrollTop = list.scrollHeight;
  }

  // -- drawing the state ---------------------------------------------------------
  function seatTags(s) {
    const tags = [];
    if (state.status !== "lobby") tags.push(t(s.alive ? "web-seat-in" : "web-seat-out"));
    if (s.pos === you.pos) tags.push(t("web-seat-you"));
    if (s.pos === state.host_pos) tags.push(t("web-seat-host"));
    if (s.seat !== null && s.seat === state.dealer && state.status === "playing") tags.push(t("web-dealer"));
    if (s.bot) tags.push(t("web-seat-bot"));
    else if (!s.connected) tags.push(t("web-seat-offline"));
    return tags.join(" · ");
  }

  function seatElement(s, index, count) {
    const li = el("li", "seat");
    li.dataset.pos = s.pos;
    if (s.seat !== null) li.dataset.seat = s.seat;
    if (!s.alive) li.classList.add("dead");
    if (s.pos === you.pos) li.classList.add("me");
    if (!s.bot && !s.connected) li.classList.add("offline");
    if (state.winner !== null && s.seat === state.winner) li.classList.add("winner");
    if (s.seat !== null && s.seat === state.dealer && state.status === "playing") li.classList.add("dealer");
    li.append(el("span", "emblem", s.emblem), el("span", "name", s.name), el("span", "holding", s.holding),
      el("span", "tags", seatTags(s)));
    const card = s.seat !== null ? lastCards[s.seat] : null;
    if (card) li.append(cardElement(card));
    li.setAttribute("aria-label", s.name + ": " + t("web-seat-holding", { n: s.holding }) + ", " + seatTags(s));
    if (view === "tv") {
      const angle = Math.PI / 2 + (2 * Math.PI * index) / count;
      li.style.left = 50 + 41 * Math.cos(angle) + "%";
      li.style.top = 50 + 41 * Math.sin(angle) + "%";
    }
    if (state.status === "lobby" && s.bot && you.pos === null) {
      const take = el("button", "secondary", t("web-join-replace"));
      take.type = "button";
      take.addEventListener("click", () => join(s.pos));
      li.append(take);
    }
    return li;
  }

  function render() {
    if (!state) return;
    document.body.classList.toggle("tv", view === "tv");
    document.querySelectorAll("[data-view]").forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.view === view)));
    $("layout").className = view === "tv" ? "tv-layout" : "";
    $("table-area").className = view === "tv" ? "round" : "";
    const seats = state.seats;
    $("seats").replaceChildren(...seats.map((s, i) => seatElement(s, i, seats.length)));
    $("seat-count").textContent = t("web-seats-count", { n: seats.length, max: state.max_seats });
    $("pool").textContent = state.pool;
    let status = t("web-status-" + state.status);
    if (state.deal_number) status += " · " + t("web-deal-n", { n: state.deal_number });
    if (state.auto) status += " · " + t("web-status-auto", { pace: state.pace });
    $("status").textContent = status;
    $("warnings").textContent = state.status === "lobby" && warnPlayers(state.rules.preset, seats.length)
      ? t("web-warn-players", { preset: state.rules.preset, players: seats.length }) : "";
    // my own seat, large
    const me = seats.find((s) => s.pos === you.pos);
    $("mine").classList.toggle("hidden", !me || view !== "player");
    if (me) {
      $("mine").classList.toggle("dead", !me.alive);
      $("mine-name").textContent = me.emblem + " " + me.name;
      $("mine-holding").textContent = me.holding;
      $("mine-holding").setAttribute("aria-label", t("web-seat-holding", { n: me.holding }));
      const card = me.seat !== null ? lastCards[me.seat] : null;
      $("mine-card").replaceChildren(...(card ? [cardElement(card)] : []));
      $("mine-tags").textContent = seatTags(me);
    }
    const canJoin = state.status === "lobby" && you.pos === null && view !== "tv";
    $("join").classList.toggle("hidden", !canJoin);
    $("join-submit").disabled = seats.length >= state.max_seats;
    const watching = you.pos === null && view !== "tv" && state.status !== "lobby";
    $("watching").classList.toggle("hidden", !watching);
    $("watching").textContent = t("web-join-closed");
    $("share").classList.toggle("hidden", state.status !== "lobby" && view !== "tv" && !you.host);
    $("reactions").classList.toggle("hidden", you.pos === null || view === "tv");
    renderHost();
    // the end
    const over = state.status === "finished" || state.status === "ended";
    $("result-box").classList.toggle("hidden", !over);
    $("record").href = "/api/tables/" + encodeURIComponent(code) + "/record?game=" + state.game;
    $("result").textContent = over ? resultText() : "";
    $("summary").textContent = over ? t("web-result-summary", { deals: state.deal_number, players: seats.length }) : "";
    $("commitment").textContent = state.shuffle.commitment;
    $("seed-line").classList.toggle("hidden", !state.shuffle.server_seed);
    $("server-seed").textContent = state.shuffle.server_seed || "";
  }

  function presetTitle() {
    return t("preset-title", { preset: state.rules.preset });
  }

  function resultText() {
    if (state.winner !== null) {
      const won = [...state.log].reverse().find((e) => e.type === "won");
      return t("web-result-won", { name: nameOf(state.winner), pool: won ? won.pool : "", how: howKey(state.win_how) });
    }
    if (state.shares.length) return t("web-result-shared", { how: howKey(state.win_how) });
    return t("web-status-ended");
  }

  function renderHost() {
    const host = you.host;
    $("host").classList.toggle("hidden", !host || view === "tv");
    if (!host) return;
    const st = state.status;
    const show = (id, on) => $(id).classList.toggle("hidden", !on);
    show("h-start", st === "lobby");
    show("h-fill", st === "lobby");
    show("h-deal", st === "playing");
    show("h-auto", st === "playing" && !state.auto);
    show("h-pace", st === "playing");
    $("h-pace").parentElement.classList.toggle("hidden", st !== "playing");
    show("h-pause", st === "playing" && state.auto);
    show("h-end", st === "lobby" || st === "playing");
    show("h-again", st === "finished" || st === "ended");
    $("h-start").disabled = state.seats.length < 2;
    $("h-fill").disabled = state.seats.length >= state.max_seats;
    const items = [];
    for (const s of state.seats) {
      if (st === "lobby") {
        const remove = el("button", "secondary", t("web-host-remove", { name: s.name }));
        remove.type = "button";
        remove.addEventListener("click", () => act("remove", { pos: s.pos }));
        items.push(el("li"));
        items[items.length - 1].append(remove);
      }
      if (!s.bot && s.pos !== state.host_pos) {
        const hand = el("button", "secondary", t("web-host-handover", { name: s.name }));
        hand.type = "button";
        hand.addEventListener("click", () => act("handover", { pos: s.pos }));
        items.push(el("li"));
        items[items.length - 1].append(hand);
      }
    }
    $("host-seats").replaceChildren(...items);
  }

  // -- the event stream, played out --------------------------------------------------
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  function seatLi(seat) { return document.querySelector('#seats li[data-seat="' + seat + '"]'); }
  function showDelta(node, delta) {
    // counters on the move: a short "+3" / "−2" beside the number (text, not colour alone)
    if (!node || !delta || reduced.matches) return;
    const badge = el("span", "delta " + (delta > 0 ? "up" : "down"), (delta > 0 ? "+" : "−") + Math.abs(delta));
    badge.setAttribute("aria-hidden", "true");
    node.append(badge);
    setTimeout(() => badge.remove(), 1200);
  }

  function setPool(value) {
    const before = Number($("pool").textContent);
    $("pool").textContent = value;
    showDelta($("pool-box"), value - before);
  }

  function setHolding(seat, value) {
    const li = seatLi(seat);
    if (li) {
      const before = Number(li.querySelector(".holding").textContent);
      li.querySelector(".holding").textContent = value;
      showDelta(li, value - before);
    }
    const s = seatBy(seat);
    if (s) { s.holding = value; s.alive = value > 0; }
    if (s && s.pos === you.pos) $("mine-holding").textContent = value;
  }

  async function playEvents(events, newState, mine) {
    const cards = events.filter((e) => e.type === "card_dealt").length || 1;
    const step = reduced.matches ? 0 : Math.max(60, Math.min(300, 2400 / cards));
    const opening = events.length && events[0].deal === 0;
    if (opening) {
      state = newState;
      lastCards = {};
      for (const ev of events) if (ev.type === "seat_drawn") lastCards[ev.seat] = ev.card; // the French fan
      render();
    }
    for (const ev of events) {
      if (mine !== generation) return;
      switch (ev.type) {
        case "deal_started":
          lastCards = {};
          document.querySelectorAll("#seats .playing-card").forEach((c) => c.remove());
          document.querySelectorAll("#seats li").forEach((li) => li.classList.toggle("dealer", li.dataset.seat === String(ev.dealer)));
          document.querySelectorAll("#seats li.revived").forEach((li) => li.classList.remove("revived"));
          break;
        case "card_dealt": {
          lastCards[ev.seat] = ev.card;
          const li = seatLi(ev.seat);
          if (li) {
            li.querySelectorAll(".playing-card").forEach((c) => c.remove());
            li.append(cardElement(ev.card));
            li.classList.add("turn");
            setTimeout(() => li.classList.remove("turn"), step || 1);
          }
          const s = seatBy(ev.seat);
          if (s && s.pos === you.pos) $("mine-card").replaceChildren(cardElement(ev.card));
          if (step) await sleep(step);
          break;
        }
        case "take_from_pool": setHolding(ev.seat, ev.holding); setPool(ev.pool); break;
        case "pay_into_pool": setHolding(ev.seat, ev.holding); setPool(ev.pool); break;
        case "pay_neighbour": setHolding(ev.seat, ev.holding); setHolding(ev.to_seat, ev.to_holding); break;
        case "died": { const li = seatLi(ev.seat); if (li) { li.classList.add("dead"); li.classList.remove("revived"); } break; }
        case "revived": { const li = seatLi(ev.seat); if (li) { li.classList.remove("dead"); li.classList.add("revived"); } break; }
        case "deal_ended": case "deal_voided": setPool(ev.pool); break;
        default: break;
      }
      addLog(ev);
    }
    if (mine !== generation) return;
    state = newState;
    render();
  }

  function handle(message) {
    if (message.type === "snapshot") {
      generation += 1;
      lastSeq = message.seq;
      you = message.you;
      state = message.state;
      logEvents = state.log.slice();
      lastCards = {};
      const lastDeal = [...logEvents].reverse().find((e) => e.type === "deal_started");
      if (lastDeal) for (const e of logEvents) if (e.type === "card_dealt" && e.deal === lastDeal.deal) lastCards[e.seat] = e.card;
      if (!lastDeal) for (const e of logEvents) if (e.type === "seat_drawn") lastCards[e.seat] = e.card;
      if (!seatToken() && view === "player" && you.pos === null) view = "spectator";
      render();
      renderLog();
      return;
    }
    if (typeof message.seq !== "number") return;
    if (lastSeq === null || message.seq <= lastSeq) return; // before our snapshot: already in it
    if (message.seq !== lastSeq + 1) { // a gap: ask for the whole state again
      lastSeq = null;
      send({ type: "snapshot" });
      return;
    }
    lastSeq = message.seq;
    const mine = generation;
    if (message.type === "events") {
      queue = queue.then(() => playEvents(message.events, message.state, mine));
    } else if (message.type === "state") {
      queue = queue.then(() => {
        if (mine !== generation) return;
        const wasLobby = state && state.status === "lobby";
        const hostBefore = state ? state.host_pos : null;
        const gameBefore = state ? state.game : null;
        state = message.state;
        if (state.game !== gameBefore) hello(); // a new game: contribute a fresh seed after its new commitment
        else if (state.host_pos !== hostBefore) send({ type: "snapshot" }); // my role may have changed
        if (wasLobby && state.status === "lobby") lastCards = {};
        if (state.status === "lobby" && logEvents.length && !state.log.length) { logEvents = []; renderLog(); }
        const mePos = state.seats.some((s) => s.pos === you.pos);
        if (you.pos !== null && !mePos) you = { ...you, pos: null };
        render();
      });
    } else if (message.type === "reaction") {
      const li = document.querySelector('#seats li[data-pos="' + message.pos + '"]');
      if (li) {
        const bubble = el("span", "bubble", message.emote);
        const s = state.seats.find((x) => x.pos === message.pos);
        bubble.setAttribute("role", "img");
        bubble.setAttribute("aria-label", t("web-react-sent", { name: s ? s.name : "", emote: message.emote }));
        li.append(bubble);
        setTimeout(() => bubble.remove(), 2000);
      }
    } else if (message.type === "error") {
      $("error").textContent = Tontine.errorText(message);
    }
  }

  // -- the connection -------------------------------------------------------------------
  function send(message) { if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message)); }

  function hello() {
    const seat = seatToken();
    send({ type: "hello", token: seat ? seat.token : null, host_token: hostToken(), seed: Tontine.randomHex(16) });
  }

  function connect() {
    if (ws && (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING)) return;
    const proto = location.protocol === "https:" ? "wss://" : "ws://";
    ws = new WebSocket(proto + location.host + "/ws/" + encodeURIComponent(code));
    ws.addEventListener("open", () => { retry = 0; $("conn").textContent = t("web-conn-ok"); hello(); });
    ws.addEventListener("message", (e) => { try { handle(JSON.parse(e.data)); } catch (err) { console.error(err); } });
    ws.addEventListener("close", (e) => {
      $("conn").textContent = t("web-conn-lost");
      lastSeq = null;
      if (e.code === 4404) { $("error").textContent = Tontine.errorText({ key: "no_table", values: { code } }); return; }
      retry = Math.min(retry + 1, 6);
      setTimeout(connect, 300 * 2 ** retry);
    });
  }

  document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") connect(); });
  setInterval(() => send({ type: "ping" }), 25000);

  // -- acting ----------------------------------------------------------------------------------
  async function act(action, extra) {
    $("error").textContent = "";
    try {
      await api("/api/tables/" + encodeURIComponent(code) + "/action", { token: actionToken(), action, ...(extra || {}) });
    } catch (e) {
      $("error").textContent = Tontine.errorText(e);
    }
  }

  async function join(replace) {
    $("error").textContent = "";
    const name = $("name").value.trim();
    if (!name) { $("name").focus(); $("name").reportValidity(); return; }
    const chosen = document.querySelector("#emblems input:checked");
    const body = { name, emblem: chosen ? chosen.value : meta.emblems[0], seed: Tontine.randomHex(16), host_token: hostToken() };
    if (replace !== undefined) body.replace = replace;
    try {
      const joined = await api("/api/tables/" + encodeURIComponent(code) + "/join", body);
      localStorage.setItem(seatKey, JSON.stringify({ token: joined.token, pos: joined.pos }));
      view = "player";
      hello();
    } catch (e) {
      $("error").textContent = Tontine.errorText(e);
    }
  }

  meta.emblems.forEach((emblem, i) => {
    const label = el("label");
    const input = el("input");
    input.type = "radio";
    input.name = "emblem";
    input.value = emblem;
    input.checked = i === 0;
    input.setAttribute("aria-label", emblem);
    label.append(input, el("span", null, emblem));
    $("emblems").append(label);
  });
  meta.emotes.forEach((emote) => {
    const button = el("button", "secondary", emote);
    button.type = "button";
    button.setAttribute("aria-label", t("web-react-label") + " " + emote);
    button.addEventListener("click", () => send({ type: "react", emote }));
    $("emotes").append(button);
  });
  $("join-form").addEventListener("submit", () => { earlyJoin = false; join(); });
  if (earlyJoin) { earlyJoin = false; join(); }
  $("h-start").addEventListener("click", () => act("start"));
  $("h-fill").addEventListener("click", () => act("fill"));
  $("h-deal").addEventListener("click", () => act("deal", { expect: state.deal_number + 1 }));
  $("h-auto").addEventListener("click", () => act("auto", { pace: Number($("h-pace").value) || 3 }));
  $("h-pause").addEventListener("click", () => act("pause"));
  $("h-again").addEventListener("click", () => act("again"));
  $("h-end").addEventListener("click", () => { if (confirm(t("web-host-confirm-end"))) act("end"); });
  document.querySelectorAll("[data-view]").forEach((b) => b.addEventListener("click", () => {
    view = b.dataset.view;
    const next = new URL(location.href);
    next.searchParams.set("view", view);
    history.replaceState(null, "", next);
    render();
  }));
  $("share-btn").addEventListener("click", async () => {
    if (navigator.share) {
      try { await navigator.share({ title: "Tontine " + code, url }); return; } catch (_) { /* fall back to copying */ }
    }
    try {
      await navigator.clipboard.writeText(url);
      $("copied").textContent = t("web-table-copied");
    } catch (_) {
      const range = document.createRange();
      range.selectNodeContents($("link"));
      getSelection().removeAllRanges();
      getSelection().addRange(range);
    }
  });
  Tontine.onLanguage(() => { render(); renderLog(); });
  connect();
})();
