// One table, three views of one state: a phone (your seat), the whole table, and the big screen.
// The server's event stream drives every change; this page never applies a rule of its own.
// User text only ever goes in via textContent.
"use strict";

// The join form is live from the first moment: a submit that comes before the page has
// loaded its language and state is remembered and carried out once it has.
let earlyJoin = false;
document.getElementById("join-form").addEventListener("submit", (e) => { e.preventDefault(); earlyJoin = true; });

(async () => {
  const { t, el, api, cardElement, cardArgs } = Tontine;
  const code = decodeURIComponent(location.pathname.split("/").pop() || "").toUpperCase();
  const $ = (id) => document.getElementById(id);
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");
  const seatKey = "tontine.seat." + code;
  const hostKey = "tontine.host." + code;
  const PAGE_MIN_PACE = 0.5; // the fastest pace the page offers: every deal is on show at least this long
  let meta = null;
  let state = null;
  let you = { pos: null, host: false };
  let lastSeq = null;
  let ws = null;
  let retry = 0;
  let online = false;
  let queue = Promise.resolve();
  let queued = 0; // event messages received and not yet played: when more arrive, the older ones play at once
  let generation = 0;
  let logEvents = [];
  let lastCards = {}; // engine seat -> the card it turned up in the deal on show
  let shownDeal = 0; // the deal the page shows
  let serverDeal = 0; // the newest deal the server has told of, as soon as it arrives
  let myDeal = emptyDeal(0);
  let noticeTimer = null;
  let leader = null; // the engine seat holding the most counters alone, after the deal on show (the big screen's moments)
  let errorTimer = null;

  const seatToken = () => { try { return JSON.parse(localStorage.getItem(seatKey) || "null"); } catch (_) { return null; } };
  const hostToken = () => localStorage.getItem(hostKey);
  const actionToken = () => hostToken() || (seatToken() || {}).token;
  const params = new URLSearchParams(location.search);
  let view = params.has("tv") ? "tv" : params.get("view") || (seatToken() ? "player" : "spectator");
  const option = (name) => localStorage.getItem("tontine.opt." + name) === "1";

  await Tontine.init();
  meta = await api("/api/meta");
  const url = location.origin + "/t/" + code;
  $("head-code").textContent = code;
  $("code").textContent = code;
  $("link").textContent = url;
  $("link").href = url;
  document.title = "Tontine " + code;

  // -- an unknown or finished code: a clear page with a way back --------------------------
  function showNotFound() {
    $("table-page").classList.add("hidden");
    document.querySelector("header .views").classList.add("hidden");
    document.body.classList.remove("tv");
    $("notfound").classList.remove("hidden");
    const say = () => { $("notfound-text").textContent = t("web-notfound-text", { code }); };
    say();
    Tontine.onLanguage(say);
    $("notfound-h").focus();
    if (ws) ws.close();
    ws = null;
  }
  try {
    await api("/api/tables/" + encodeURIComponent(code));
  } catch (e) {
    if (e.status === 404) { showNotFound(); return; }
  }
  $("qr").src = "/api/tables/" + encodeURIComponent(code) + "/qr.svg";

  // -- names and words ---------------------------------------------------------
  const seatBy = (seat) => (state ? state.seats.find((s) => s.seat === seat) : null);
  const nameOf = (seat) => { const s = seatBy(seat); return s ? s.name : "#" + (seat + 1); };
  // the name to show in a tile: soft hyphens at its syllables in the page's language (server-side, pyphen)
  const shownName = (s) => (s.display && s.display[Tontine.lang]) || s.name;
  const mine = () => (state ? state.seats.find((s) => s.pos === you.pos) : null);
  const howKey = (how) => String(how).replace(/ /g, "-");
  // Warn only where a source or the fan draw sets a limit: fewer than the 1797 text's "twelve or fifteen",
  // more than the French fan's 13 ranks, more than the German article's 20.
  // the table sizes the preset's source sets no warning for come with the state (Preset.players)
  const warnPlayers = (range, n) => Array.isArray(range) && (n < range[0] || n > range[1]);

  function describe(ev) {
    const v = { deal: ev.deal, name: nameOf(ev.seat) };
    switch (ev.type) {
      case "seat_drawn": return t("web-ev-seat-drawn", { playername: ev.player, ...cardArgs(ev.card), seat: ev.seat + 1 });
      case "first_dealer": return t("web-ev-first-dealer", v);
      case "ante": return t("web-ev-ante", { ...v, amount: ev.amount });
      case "reshuffled": return t("web-ev-reshuffled");
      case "deal_started": return t("web-ev-deal-started", { deal: ev.deal, name: nameOf(ev.dealer) });
      case "card_dealt": return t("web-ev-card-dealt", { ...v, ...cardArgs(ev.card) });
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
    list.replaceChildren(...logEvents.slice(-200).map((ev) => el("li", null, describe(ev))));
    list.scrollTop = list.scrollHeight;
  }

  function addLog(ev) {
    logEvents.push(ev);
    const list = $("log");
    list.append(el("li", null, describe(ev)));
    while (list.children.length > 200) list.firstChild.remove();
    list.scrollTop = list.scrollHeight;
  }

  // -- what this deal did to me: one sentence -------------------------------------------
  function emptyDeal(deal) { return { deal, card: null, take: 0, pay: 0, give: null, isVoid: false, received: [], died: false, revived: false }; }

  function noteMine(ev, me) {
    if (!me || me.seat === null || me.seat === undefined) return;
    const s = me.seat;
    if (ev.type === "card_dealt" && ev.seat === s) myDeal.card = ev.card;
    else if (ev.type === "take_from_pool" && ev.seat === s) myDeal.take += ev.taken;
    else if (ev.type === "pay_into_pool" && ev.seat === s) myDeal.pay += ev.paid;
    else if (ev.type === "pay_neighbour" && ev.seat === s) myDeal.give = { n: ev.paid, name: nameOf(ev.to_seat) };
    else if (ev.type === "pay_neighbour" && ev.to_seat === s) myDeal.received.push({ n: ev.paid, name: nameOf(ev.seat) });
    else if (ev.type === "payment_void" && ev.seat === s) myDeal.isVoid = true;
    else if (ev.type === "died" && ev.seat === s) myDeal.died = true;
    else if (ev.type === "revived" && ev.seat === s) myDeal.revived = true;
  }

  function mySentence(d) {
    const parts = [];
    if (!d.card) {
      const me = mine();
      if (d.deal && me && !me.alive && !d.died) parts.push(t("web-you-died"));
      else if (state && state.status === "playing") parts.push(t("web-you-nocard"));
    } else {
      const a = cardArgs(d.card);
      if (d.take) parts.push(t("web-you-take", { ...a, n: d.take }));
      else if (d.pay) parts.push(t("web-you-pay-pool", { ...a, n: d.pay }));
      else if (d.give) parts.push(t("web-you-pay-neighbour", { ...a, n: d.give.n, toname: d.give.name }));
      else if (d.isVoid) parts.push(t("web-you-void", a));
      else parts.push(t("web-you-card", a));
    }
    for (const r of d.received) parts.push(t("web-you-received", { name: r.name, n: r.n }));
    if (d.died) parts.push(t("web-you-died"));
    if (d.revived) parts.push(t("web-you-revived"));
    return parts.join(" ");
  }

  function rebuildMyDeal() {
    // after a snapshot: the last deal's story, from the log
    const lastStart = [...logEvents].reverse().find((e) => e.type === "deal_started");
    myDeal = emptyDeal(lastStart ? lastStart.deal : 0);
    const me = mine();
    if (!lastStart) return;
    for (const ev of logEvents) if (ev.deal === lastStart.deal) noteMine(ev, me);
  }

  // -- sound, vibration, screen awake (all off until chosen, remembered) ----------------------
  let audio = null;
  function beep(freq) {
    if (!option("sound")) return;
    try {
      audio = audio || new AudioContext();
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.15, audio.currentTime);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
      osc.connect(gain).connect(audio.destination);
      osc.start();
      osc.stop(audio.currentTime + 0.25);
    } catch (_) { /* no sound here */ }
  }
  function buzz(pattern) { if (option("vibrate") && navigator.vibrate) navigator.vibrate(pattern); }
  for (const name of ["sound", "vibrate"]) {
    const box = $("opt-" + name);
    box.checked = option(name);
    box.addEventListener("change", () => localStorage.setItem("tontine.opt." + name, box.checked ? "1" : "0"));
  }
  let wakeLock = null;
  async function keepAwake() {
    const want = state && state.status === "playing" && document.visibilityState === "visible";
    try {
      if (want && !wakeLock && navigator.wakeLock) {
        wakeLock = await navigator.wakeLock.request("screen");
        wakeLock.addEventListener("release", () => { wakeLock = null; });
      } else if (!want && wakeLock) {
        await wakeLock.release();
        wakeLock = null;
      }
    } catch (_) { wakeLock = null; }
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

  function seatElement(s) {
    const li = el("li", "seat");
    li.dataset.pos = s.pos;
    if (s.seat !== null) li.dataset.seat = s.seat;
    if (!s.alive) li.classList.add("dead");
    if (s.pos === you.pos) li.classList.add("me");
    if (!s.bot && !s.connected) li.classList.add("offline");
    if (state.winner !== null && s.seat === state.winner) li.classList.add("winner");
    if (s.seat !== null && s.seat === state.dealer && state.status === "playing") li.classList.add("dealer");
    const head = el("span", "seat-head");
    // the big screen has room to break a name between its words only (and shrinks one that does not fit)
    head.append(el("span", "emblem", s.emblem), el("span", "name", view === "tv" ? s.name : shownName(s)));
    const body = el("span", "seat-body");
    body.append(el("span", "holding", Tontine.number(s.holding)));
    const slot = el("span", "slot");
    const card = s.seat !== null ? lastCards[s.seat] : null;
    if (card) slot.append(cardElement(card));
    body.append(slot);
    li.append(head, body, el("span", "tags", seatTags(s)));
    li.setAttribute("aria-label", s.name + ": " + t("web-seat-holding", { n: s.holding }) + ", " + seatTags(s));
    if (state.status === "lobby" && s.bot && you.pos === null && view !== "tv") {
      const take = el("button", "secondary", t("web-join-replace"));
      take.type = "button";
      take.addEventListener("click", () => join(s.pos));
      li.append(take);
    }
    return li;
  }

  // The big screen: the seats around the edge of the screen (bottom, left, top, right, going round),
  // the pool, the dealer and the card turned up in the middle. Sizes follow the screen's height, so a
  // room can read them; no two tiles can overlap because each has its own slot.
  // Every name whole on the big screen: a long name takes a second line (broken at a space or a
  // syllable), and one that still does not fit its tile gets a smaller font, just enough.
  function fitNames(lis) {
    for (const li of lis) {
      const name = li.querySelector(".name");
      if (!name) continue;
      name.style.fontSize = "";
      for (let step = 0; step < 12; step += 1) {
        const size = parseFloat(getComputedStyle(name).fontSize);
        const wide = name.scrollWidth > name.clientWidth;
        const tall = name.scrollHeight > 2.5 * size || li.scrollHeight > li.clientHeight;
        if ((!wide && !tall) || size <= 8) break;
        const shrink = wide ? Math.min(0.95, name.clientWidth / name.scrollWidth) : 0.92;
        name.style.fontSize = Math.max(8, Math.floor(size * shrink)) + "px";
      }
    }
  }

  function layoutTv() {
    const area = $("table-area");
    const lis = [...$("seats").children];
    if (view !== "tv") {
      area.removeAttribute("style");
      lis.forEach((li) => li.removeAttribute("style"));
      $("share").removeAttribute("style");
      $("story-box").removeAttribute("style");
      $("centre").removeAttribute("style");
      $("qr").removeAttribute("style");
      return;
    }
    const W = window.innerWidth;
    const H = window.innerHeight;
    const n = lis.length;
    const side = n <= 3 ? 0 : Math.floor((n * H) / (W + H) / 2);
    const top = Math.ceil((n - 2 * side) / 2);
    const bottom = n - 2 * side - top;
    const th = Math.min(0.2 * H, H / (side + 2));
    const across = Math.max(top, bottom, 1);
    const tw = Math.min(0.26 * W, W / across);
    const sw = Math.min(tw, 0.2 * W);
    const gap = Math.max(4, 0.006 * H);
    area.style.fontSize = Math.max(0.032 * H, 10) + "px";
    const place = (li, x, y, w, h) => {
      Object.assign(li.style, { left: x + gap / 2 + "px", top: y + gap / 2 + "px", width: w - gap + "px", height: h - gap + "px" });
    };
    let i = 0;
    const rowSlots = (count, y) => {
      const slot = W / Math.max(count, 1);
      return Array.from({ length: count }, (_, k) => [k * slot + (slot - Math.min(tw, slot)) / 2, y, Math.min(tw, slot), th]);
    };
    const bottomSlots = rowSlots(bottom, H - th).reverse(); // right to left along the bottom
    const colSlot = side ? (H - 2 * th) / side : 0;
    const leftSlots = Array.from({ length: side }, (_, k) => [0, H - th - (k + 1) * colSlot + (colSlot - th) / 2, sw, th]);
    const topSlots = rowSlots(top, 0);
    const rightSlots = Array.from({ length: side }, (_, k) => [W - sw, th + k * colSlot + (colSlot - th) / 2, sw, th]);
    for (const slot of [...bottomSlots, ...leftSlots, ...topSlots, ...rightSlots]) { place(lis[i], ...slot); i += 1; }
    fitNames(lis);
    // the middle of the table, between the rows and the columns
    document.body.style.setProperty("--tv-row", th + "px");
    const centre = $("centre");
    const left = side ? sw : 0;
    Object.assign(centre.style, { left: left + "px", top: th + "px", width: W - 2 * left + "px", height: H - 2 * th + "px" });
    const share = $("share");
    if (state && state.status === "lobby") {
      const size = Math.min(0.3 * (H - 2 * th), 0.28 * H);
      Object.assign(share.style, { right: left + gap + "px", top: th + gap + "px", fontSize: 0.026 * H + "px" });
      $("qr").style.width = $("qr").style.height = size + "px";
    } else {
      share.removeAttribute("style");
    }
    // the story of a finished game: a strip along the top of the middle, inside the rows of seats, above the pool
    Object.assign($("story-box").style, { left: left + gap + "px", right: left + gap + "px", top: th + gap + "px",
      fontSize: Math.max(14, 0.02 * H) + "px" });
  }

  function render() {
    if (!state) return;
    const tv = view === "tv";
    document.body.classList.toggle("tv", tv);
    document.body.dataset.status = state.status;
    document.querySelectorAll("[data-view]").forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.view === view)));
    $("layout").className = tv ? "tv-layout" : "";
    $("table-area").className = tv ? "round" : "";
    const seats = state.seats;
    $("seats").replaceChildren(...seats.map((s) => seatElement(s)));
    $("seat-count").textContent = t("web-seats-count", { n: seats.length, max: state.max_seats });
    $("pool").textContent = Tontine.number(state.pool);
    let status = t("web-status-" + state.status);
    if (state.deal_number) status += " · " + t("web-deal-n", { n: state.deal_number });
    if (state.auto) status += " · " + t("web-status-auto", { pace: state.pace });
    $("status").textContent = status;
    $("warnings").textContent = state.status === "lobby" && seats.length >= 2 && warnPlayers(state.preset_players, seats.length)
      ? t("web-warn-players", { preset: state.rules.preset, players: seats.length }) : "";
    renderDealing();
    renderMine();
    const canJoin = state.status === "lobby" && you.pos === null && !tv;
    $("join").classList.toggle("hidden", !canJoin);
    $("join-submit").disabled = seats.length >= state.max_seats;
    const watching = you.pos === null && !tv && state.status !== "lobby";
    $("watching").classList.toggle("hidden", !watching);
    $("watching").textContent = t("web-join-closed");
    $("share").classList.toggle("hidden", tv ? state.status !== "lobby" : state.status !== "lobby" && !you.host);
    $("reactions").classList.toggle("hidden", you.pos === null || tv);
    $("fullscreen").classList.toggle("hidden", !tv || Boolean(document.fullscreenElement));
    renderHost();
    renderHostNotice();
    // the end
    const over = state.status === "finished" || state.status === "ended";
    $("result-box").classList.toggle("hidden", !over);
    $("record").href = "/api/tables/" + encodeURIComponent(code) + "/record?game=" + state.game;
    renderStory();
    $("result").textContent = over ? resultText() : "";
    $("summary").textContent = over ? t("web-result-summary", { deals: state.deal_number, players: seats.length }) : "";
    $("commitment").textContent = state.shuffle.commitment;
    $("seed-line").classList.toggle("hidden", !state.shuffle.server_seed);
    $("server-seed").textContent = state.shuffle.server_seed || "";
    renderWinner(false);
    layoutTv();
    // the notices and the page's end stay clear of the host's bar, whatever its height
    document.body.style.setProperty("--bar-h", ($("host-bar").offsetHeight || 0) + "px");
    keepAwake();
    moveFocus();
  }

  // a finished game, told as a scene in the page's language: read here, or downloaded beside the record
  function renderStory() {
    const told = state.status === "finished";
    $("story-box").classList.toggle("hidden", !told);
    $("record").classList.toggle("hidden", told); // the story's box has it, beside the story
    if (!told) return;
    const base = "/api/tables/" + encodeURIComponent(code) + "/story?game=" + state.game + "&lang=" + encodeURIComponent(Tontine.lang);
    $("story-read").href = base + "&format=html";
    $("story-record").href = $("record").href;
    for (const format of ["html", "markdown", "text"]) $("story-" + format).href = base + "&format=" + format + "&download=1";
  }

  function renderDealing() {
    const dealing = state.status === "playing" && state.dealer !== null ? t("web-tv-dealing", { name: nameOf(state.dealer) }) : "";
    $("dealing").textContent = dealing;
  }

  function renderMine() {
    const me = mine();
    $("mine").classList.toggle("hidden", !me || view !== "player");
    if (!me) return;
    $("mine").classList.toggle("dead", !me.alive);
    $("mine-name").textContent = me.emblem + " " + me.name;
    $("mine-holding").textContent = Tontine.number(me.holding);
    $("mine-counters").textContent = t("web-counters", { n: me.holding }).replace(Tontine.number(me.holding), "").trim();
    const card = me.seat !== null && me.seat !== undefined ? lastCards[me.seat] : null;
    $("mine-card").replaceChildren(card ? cardElement(card, "large") : blankCard());
    $("mine-tags").textContent = seatTags(me);
    $("mine-sentence").textContent = state.status === "lobby" ? "" : mySentence(myDeal);
    renderCardTable();
  }

  function blankCard() {
    const blank = el("span", "playing-card large blank");
    blank.setAttribute("aria-hidden", "true");
    return blank;
  }

  function renderCardTable() {
    const order = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"];
    const table = state.rules.card_table || {};
    $("cardtable").replaceChildren(...order.filter((r) => table[r]).map((rank) => {
      const [kind, amount, , distance] = String(table[rank]).split(" ");
      const li = el("li");
      li.append(el("strong", null, t("rank-name", { rank })), document.createTextNode(" " + t("web-effect", {
        kind, n: Number(amount) || 0, distance: Number(distance) || 0,
      })));
      return li;
    }));
  }

  function resultText() {
    if (state.winner !== null) {
      const won = [...state.log].reverse().find((e) => e.type === "won");
      return t("web-result-won", { name: nameOf(state.winner), pool: won ? won.pool : 0, how: howKey(state.win_how) });
    }
    if (state.shares.length) return t("web-result-shared", { how: howKey(state.win_how) });
    return t("web-status-ended");
  }

  // the winner moment: the pool sweeps to the winner's seat, a short celebration (still, with reduced motion)
  function renderWinner(celebrate) {
    const box = $("winner");
    const on = state.status === "finished" && state.winner !== null && view === "tv";
    box.classList.toggle("hidden", !on);
    if (!on) return;
    box.textContent = t("web-tv-winner", { name: nameOf(state.winner) });
    if (celebrate && !reduced.matches) {
      box.classList.remove("party");
      void box.offsetWidth;
      box.classList.add("party");
      travel($("pool-box"), seatLi(state.winner), 900);
    }
  }

  // at a real pack, the phone of the player dealing now (or next) enters the cards too
  function dealerHere() {
    const me = mine();
    if (!state || state.cards !== "hand" || state.status !== "playing" || !me || me.seat === null || !state.hand) return false;
    const dealer = state.hand.next_seat !== null ? state.dealer : state.next_dealer;
    return me.seat === dealer;
  }

  // In the lobby the host sees what the table means at its size so far: how long, and whether a seat matters.
  let oddsAsked = "";
  function renderOdds(lobby) {
    const box = $("host-odds");
    box.classList.toggle("hidden", !lobby);
    if (!lobby) { oddsAsked = ""; return; }
    const r = state.rules || {};
    const query = { preset: r.preset, players: Math.max(2, state.seats.length), stake: r.stake, ante: r.ante,
                    deck: r.deck, deal_limit: r.deal_limit, pace: $("h-pace").value };
    const key = JSON.stringify(query) + Tontine.lang;
    if (key === oddsAsked) return;
    oddsAsked = key;
    TontineOdds.ask(box, query);
  }

  function renderHost() {
    const host = you.host && view !== "tv";
    if (!host && dealerHere() && view !== "tv") {
      $("host").classList.add("hidden");
      $("host-bar").classList.remove("hidden");
      document.body.classList.add("has-host-bar");
      for (const id of ["h-start", "h-fill", "h-again", "h-deal", "h-auto", "h-pause", "h-pace-box"]) $(id).classList.add("hidden");
      $("hand").classList.remove("hidden");
      renderHand();
      return;
    }
    $("host").classList.toggle("hidden", !host);
    const st = state.status;
    const show = (id, on) => $(id).classList.toggle("hidden", !on);
    const bar = host;
    $("host-bar").classList.toggle("hidden", !bar);
    document.body.classList.toggle("has-host-bar", bar);
    if (!host) return;
    show("h-start", st === "lobby");
    show("h-fill", st === "lobby");
    const hand = state.cards === "hand";
    show("h-deal", !hand && st === "playing");
    show("h-pace-box", !hand && st === "playing");
    show("hand", hand && st === "playing");
    if (hand) renderHand();
    show("h-auto", st === "playing" && !state.auto && !hand);
    show("h-pause", st === "playing" && state.auto);
    show("h-end", st === "lobby" || st === "playing");
    show("h-again", st === "finished" || st === "ended");
    renderOdds(st === "lobby");
    $("h-start").disabled = state.seats.length < 2;
    $("h-fill").disabled = state.seats.length >= state.max_seats;
    $("h-pace").min = Math.max(PAGE_MIN_PACE, meta.min_pace || 0);
    for (const id of ["h-deal", "h-auto", "h-pause", "h-start", "h-fill", "h-again", "h-end"]) {
      if (!online) $(id).disabled = true;
      else if (id !== "h-start" && id !== "h-fill") $(id).disabled = false;
    }
    // one compact row per seat: remove (before the start) and hand over the role
    const items = [];
    for (const s of state.seats) {
      const canRemove = st === "lobby" && s.pos !== you.pos;
      const canHand = !s.bot && s.pos !== state.host_pos;
      if (!canRemove && !canHand) continue;
      const li = el("li", "host-row");
      li.append(el("span", "host-name", s.emblem + " " + shownName(s)));
      if (canHand) {
        const hand = el("button", "secondary small", t("web-host-handover", { name: s.name }));
        hand.type = "button";
        hand.addEventListener("click", () => act("handover", { pos: s.pos }));
        li.append(hand);
      }
      if (canRemove) {
        const remove = el("button", "secondary small", t("web-host-remove", { name: s.name }));
        remove.type = "button";
        remove.addEventListener("click", async () => {
          if (await confirmOnce(t("web-confirm-remove", { name: s.name }))) act("remove", { pos: s.pos });
        });
        li.append(remove);
      }
      items.push(li);
    }
    $("host-seats").replaceChildren(...items);
  }

  // a real pack: the next card's seat, rank and suit keys, undo while the deal is open
  let handRank = null;
  function renderHand() {
    const info = state.hand || {};
    const seat = info.next_seat !== null && info.next_seat !== undefined ? info.next_seat : null;
    $("hand-for").textContent = seat !== null ? t("web-hand-for", { name: nameOf(seat) }) : t("web-hand-mode");
    $("hand-undo").disabled = !info.can_undo || !online;
    document.querySelectorAll("#hand-ranks button").forEach((b) => b.setAttribute("aria-pressed", String(b.dataset.rank === handRank)));
  }
  function handKeys() {
    const ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"];
    $("hand-ranks").replaceChildren(...ranks.map((rank) => {
      const b = el("button", "secondary key", rank === "T" ? "10" : rank);
      b.type = "button";
      b.dataset.rank = rank;
      b.setAttribute("aria-label", t("rank-name", Tontine.cardArgs(rank + "S")));
      b.addEventListener("click", () => { handRank = rank; renderHand(); });
      return b;
    }));
    const suits = { S: "♠\uFE0E", H: "♥\uFE0E", D: "♦\uFE0E", C: "♣\uFE0E" };
    $("hand-suits").replaceChildren(...Object.entries(suits).map(([suit, mark]) => {
      const b = el("button", "secondary key" + ("HD".includes(suit) ? " red" : ""), mark);
      b.type = "button";
      b.setAttribute("aria-label", t("suit-name", { suit }));
      b.addEventListener("click", () => { if (handRank) turnUp(handRank + suit); });
      return b;
    }));
  }
  async function turnUp(card) {
    handRank = null;
    await act("turn", { card });
    $("hand-card").value = "";
    renderHand();
  }

  let lastHost = null;
  function renderHostNotice() {
    const open = state.status === "lobby" || state.status === "playing";
    if (lastHost !== null && state.host_pos !== lastHost && state.host_pos !== null) {
      const holder = state.seats.find((s) => s.pos === state.host_pos);
      if (holder) notice(t("web-host-now", { name: holder.name }), 10000);
    } else if (open && !state.host_connected) {
      notice(t("web-host-away"), 0);
    } else if ($("notice").dataset.kind === "away") {
      hideNotice();
    }
    $("notice").dataset.kind = open && !state.host_connected && lastHost === state.host_pos ? "away" : "";
    lastHost = state.host_pos;
  }

  function notice(text, ms) {
    clearTimeout(noticeTimer);
    $("notice").textContent = text;
    $("notice").classList.remove("hidden");
    if (ms) noticeTimer = setTimeout(hideNotice, ms);
  }
  function hideNotice() { $("notice").classList.add("hidden"); $("notice").textContent = ""; }

  function showError(error) {
    clearTimeout(errorTimer);
    $("error").textContent = Tontine.errorText(error);
    $("error").classList.remove("hidden");
    errorTimer = setTimeout(() => { $("error").classList.add("hidden"); $("error").textContent = ""; }, 8000);
  }
  function clearError() { clearTimeout(errorTimer); $("error").classList.add("hidden"); $("error").textContent = ""; }

  // asks once; a native <dialog>, in the page's language
  function confirmOnce(text) {
    const dialog = $("confirm");
    $("confirm-text").textContent = text;
    return new Promise((resolve) => {
      dialog.addEventListener("close", () => resolve(dialog.returnValue === "yes"), { once: true });
      dialog.returnValue = "";
      dialog.showModal();
      $("confirm-no").focus();
    });
  }

  // -- the event stream, played out --------------------------------------------------
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  function seatLi(seat) { return document.querySelector('#seats li[data-seat="' + seat + '"]'); }

  function showDelta(node, delta) {
    // counters on the move: a short "+3" / "−2" beside the number (text, not colour alone)
    if (!node || !delta || reduced.matches || queued > 0) return;
    const badge = el("span", "delta " + (delta > 0 ? "up" : "down"), (delta > 0 ? "+" : "−") + Tontine.number(Math.abs(delta)));
    badge.setAttribute("aria-hidden", "true");
    node.append(badge);
    setTimeout(() => badge.remove(), 1200);
  }

  // a counter travelling from one place on the table to another (the pool, a neighbour)
  function travel(from, to, ms) {
    if (!from || !to || reduced.matches || ms < 120 || queued > 0) return;
    const a = from.getBoundingClientRect();
    const b = to.getBoundingClientRect();
    const coin = el("span", "coin");
    coin.setAttribute("aria-hidden", "true");
    const size = Math.max(12, Math.min(a.height, b.height) * 0.25);
    Object.assign(coin.style, { width: size + "px", height: size + "px", left: a.left + a.width / 2 - size / 2 + "px",
      top: a.top + a.height / 2 - size / 2 + "px", transition: "transform " + ms + "ms ease-in-out" });
    document.body.append(coin);
    requestAnimationFrame(() => requestAnimationFrame(() => {
      coin.style.transform = "translate(" + (b.left + b.width / 2 - a.left - a.width / 2) + "px," + (b.top + b.height / 2 - a.top - a.height / 2) + "px)";
    }));
    setTimeout(() => coin.remove(), ms + 50);
  }

  function setPool(value) {
    const before = Number($("pool").dataset.value || 0);
    $("pool").textContent = Tontine.number(value);
    $("pool").dataset.value = value;
    showDelta($("pool-box"), value - before);
  }

  function setHolding(seat, value) {
    const li = seatLi(seat);
    const s = seatBy(seat);
    const before = s ? s.holding : value;
    if (li) { li.querySelector(".holding").textContent = Tontine.number(value); showDelta(li, value - before); }
    if (s) { s.holding = value; s.alive = value > 0; }
    if (s && s.pos === you.pos) $("mine-holding").textContent = Tontine.number(value);
  }

  function bigCard(card) {
    $("big-card").replaceChildren(...(card ? [cardElement(card, "huge")] : []));
  }

  // the big screen's moments: one line each (a fall, a return, a new leader), the newest first, a few kept
  const MOMENTS = 3;
  function moment(text) {
    const list = $("moments");
    list.prepend(el("li", null, text));
    while (list.children.length > MOMENTS) list.lastElementChild.remove();
  }
  function leaderOf(seats) {
    const alive = seats.filter((s) => s.seat !== null && s.holding > 0);
    const most = Math.max(0, ...alive.map((s) => s.holding));
    const top = alive.filter((s) => s.holding === most);
    return top.length === 1 ? top[0] : null;
  }

  async function playEvents(events, newState, gen) {
    const cards = events.filter((e) => e.type === "card_dealt").length || 1;
    // a deal's animation fits in the pace; when the next deal is already here it plays at once
    const budget = newState.auto ? Math.max(0, newState.pace * 1000 * 0.6) : 2400;
    const step = () => (reduced.matches || queued > 0 ? 0 : Math.max(0, Math.min(300, budget / cards)));
    const opening = events.length && events[0].deal === 0;
    if (opening) {
      state = newState;
      lastCards = {};
      leader = null;
      $("moments").replaceChildren();
      for (const ev of events) if (ev.type === "seat_drawn") lastCards[ev.seat] = ev.card; // the French fan
      render();
    }
    const me = mine();
    const fallen = [];
    const back = [];
    let dealt = false;
    for (const ev of events) {
      if (gen !== generation) return;
      switch (ev.type) {
        case "deal_started":
          lastCards = {};
          shownDeal = ev.deal;
          document.body.dataset.deal = ev.deal;
          myDeal = emptyDeal(ev.deal);
          bigCard(null);
          document.querySelectorAll("#seats .slot").forEach((c) => c.replaceChildren());
          document.querySelectorAll("#seats li").forEach((li) => li.classList.toggle("dealer", li.dataset.seat === String(ev.dealer)));
          document.querySelectorAll("#seats li.revived").forEach((li) => li.classList.remove("revived"));
          $("dealing").textContent = t("web-tv-dealing", { name: nameOf(ev.dealer) });
          $("status").textContent = t("web-status-playing") + " · " + t("web-deal-n", { n: ev.deal });
          if (me) { $("mine-card").replaceChildren(blankCard()); $("mine-sentence").textContent = t("web-you-nocard"); }
          break;
        case "card_dealt": {
          lastCards[ev.seat] = ev.card;
          const li = seatLi(ev.seat);
          const ms = step();
          if (li) {
            li.querySelector(".slot").replaceChildren(cardElement(ev.card));
            li.classList.add("turn");
            setTimeout(() => li.classList.remove("turn"), ms || 1);
          }
          bigCard(ev.card);
          if (me && me.seat === ev.seat) {
            $("mine-card").replaceChildren(cardElement(ev.card, "large"));
            beep(660);
            buzz(40);
          }
          if (ms) await sleep(ms);
          break;
        }
        case "take_from_pool": travel($("pool-box"), seatLi(ev.seat), step() * 2); setHolding(ev.seat, ev.holding); setPool(ev.pool); break;
        case "pay_into_pool": travel(seatLi(ev.seat), $("pool-box"), step() * 2); setHolding(ev.seat, ev.holding); setPool(ev.pool); break;
        case "pay_neighbour": travel(seatLi(ev.seat), seatLi(ev.to_seat), step() * 2); setHolding(ev.seat, ev.holding); setHolding(ev.to_seat, ev.to_holding); break;
        case "ante": if ("holding" in ev) setHolding(ev.seat, ev.holding); if ("pool" in ev) setPool(ev.pool); break;
        case "died": {
          const li = seatLi(ev.seat);
          if (li) { li.classList.add("dead"); li.classList.remove("revived"); }
          fallen.push(nameOf(ev.seat));
          moment(t("web-ev-died", { name: nameOf(ev.seat) }));
          if (me && me.seat === ev.seat) buzz([120, 60, 120]);
          break;
        }
        case "revived": {
          const li = seatLi(ev.seat);
          if (li) { li.classList.remove("dead"); li.classList.add("revived"); }
          back.push(nameOf(ev.seat));
          moment(t("web-ev-revived", { name: nameOf(ev.seat) }));
          if (me && me.seat === ev.seat) buzz(250);
          break;
        }
        case "deal_ended": case "deal_voided": dealt = true; setPool(ev.pool); break;
        default: break;
      }
      noteMine(ev, me);
      addLog(ev);
    }
    if (gen !== generation) return;
    const wasOver = state.status === "finished";
    state = newState;
    if (dealt && state.status === "playing") {
      const now = leaderOf(state.seats);
      if (now && now.seat !== leader) moment(t("web-moment-lead", { name: now.name, n: now.holding }));
      leader = now ? now.seat : leader;
    }
    render();
    if (!wasOver && state.status === "finished") renderWinner(true);
    if (dealt) announce(me, fallen, back);
  }

  // the polite live region: once per deal, what happened to you and who fell or came back
  function announce(me, fallen, back) {
    const parts = [];
    if (me && me.seat !== null) parts.push(mySentence(myDeal));
    const others = (names) => names.filter((n) => !me || n !== me.name);
    if (others(fallen).length) parts.push(t("web-announce-died", { namelist: Tontine.list(others(fallen)) }));
    if (others(back).length) parts.push(t("web-announce-revived", { namelist: Tontine.list(others(back)) }));
    if (parts.length) $("announce").textContent = parts.join(" ");
  }

  function handle(message) {
    if (message.state && typeof message.state.deal_number === "number") serverDeal = Math.max(serverDeal, message.state.deal_number);
    if (message.type === "snapshot") {
      generation += 1;
      queued = 0;
      lastSeq = message.seq;
      if (message.reconnect && message.reconnect.base_ms) reconnect = message.reconnect;
      if (Array.isArray(message.event_kinds)) eventKinds = message.event_kinds;
      you = message.you;
      state = message.state;
      serverDeal = state.deal_number;
      shownDeal = state.deal_number;
      document.body.dataset.deal = shownDeal;
      logEvents = state.log.slice();
      lastCards = {};
      const lastDeal = [...logEvents].reverse().find((e) => e.type === "deal_started");
      if (lastDeal) for (const e of logEvents) if (e.type === "card_dealt" && e.deal === lastDeal.deal) lastCards[e.seat] = e.card;
      if (!lastDeal) for (const e of logEvents) if (e.type === "seat_drawn") lastCards[e.seat] = e.card;
      if (!seatToken() && view === "player" && you.pos === null) view = "spectator";
      rebuildMyDeal();
      $("pool").dataset.value = state.pool;
      render();
      renderLog();
      return;
    }
    if (message.type === "error") { showError(message); return; }
    if (typeof message.seq !== "number") return;
    if (lastSeq === null || message.seq <= lastSeq) return; // before our snapshot: already in it
    if (message.seq !== lastSeq + 1) { // a gap: ask for the whole state again
      lastSeq = null;
      send({ type: "snapshot" });
      return;
    }
    lastSeq = message.seq;
    const gen = generation;
    if (message.type === "events") {
      queued += 1;
      queue = queue.then(() => { queued -= 1; return playEvents(message.events, message.state, gen); }).catch((e) => console.error(e));
    } else if (message.type === "deal") { // protocol 2: the deal's events as rows, and what it changed
      serverDeal = Math.max(serverDeal, message.deal);
      queued += 1;
      queue = queue.then(() => {
        queued -= 1;
        if (gen !== generation) return;
        const events = expandDeal(message);
        return playEvents(events, stateAfterDeal(state, message, events), gen);
      }).catch((e) => console.error(e));
    } else if (message.type === "state") {
      queue = queue.then(() => {
        if (gen !== generation) return;
        const wasLobby = state && state.status === "lobby";
        const hostBefore = state ? state.host_pos : null;
        const gameBefore = state ? state.game : null;
        state = message.state;
        if (state.game !== gameBefore) hello(); // a new game: contribute a fresh seed after its new commitment
        else if (state.host_pos !== hostBefore) send({ type: "snapshot" }); // my role may have changed
        if (wasLobby && state.status === "lobby") lastCards = {};
        if (state.status === "lobby" && logEvents.length && !state.log.length) { logEvents = []; myDeal = emptyDeal(0); renderLog(); }
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
        bubble.setAttribute("aria-label", t("web-react-sent", { name: s ? s.name : "", emotetext: message.emote }));
        li.append(bubble);
        setTimeout(() => bubble.remove(), 2000);
      }
    }
  }

  // -- protocol 2: a deal as compact rows (see the server's views.deal_message) ----------------
  let eventKinds = []; // from the snapshot: [kind, [field, ...]] by the number a row starts with
  const LOG_LENGTH = 120; // events of the log a state carries (the server's views.LOG_LENGTH)

  function expandDeal(message) {
    return message.events.map((row) => {
      const [kind, fields] = eventKinds[row[0]];
      const ev = { type: kind, deal: message.deal };
      fields.forEach((name, i) => { ev[name] = row[i + 1]; });
      return ev;
    });
  }

  // the state as the full "events" message would carry it: the state before, with what the deal changed
  function stateAfterDeal(before, message, events) {
    const seats = before.seats.map((s) => {
      if (s.seat === null || s.seat === undefined || message.holdings[s.seat] === undefined) return s;
      const holding = message.holdings[s.seat];
      return { ...s, holding, alive: holding > 0 };
    });
    return {
      ...before, seats, pool: message.pool, dealer: message.dealer, next_dealer: message.next_dealer,
      status: message.status, phase: message.phase, winner: message.winner, win_how: message.win_how,
      shares: message.shares, auto: message.auto, deal_number: message.deal,
      shuffle: { ...before.shuffle, server_seed: message.server_seed },
      log: before.log.concat(events).slice(-LOG_LENGTH),
    };
  }

  // -- the connection: back-off with jitter, the controls say when the server is away ----------
  function send(message) { if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message)); }

  function hello() {
    const seat = seatToken();
    send({ type: "hello", token: seat ? seat.token : null, host_token: hostToken(), seed: Tontine.randomHex(16),
           protocol: 2 });
  }

  let connTimer = null;
  let reconnect = { base_ms: 500, max_ms: 30000 }; // the snapshot brings the server's own policy
  function setConn(ok, waitMs) {
    online = ok;
    clearInterval(connTimer);
    const conn = $("conn");
    conn.classList.toggle("down", !ok);
    if (ok) {
      conn.textContent = t("web-conn-ok");
      connTimer = setTimeout(() => { conn.textContent = ""; }, 3000); // a notice that is over goes away
    } else {
      const until = Date.now() + waitMs;
      const say = () => { conn.textContent = t("web-conn-retry", { n: Math.max(0, Math.ceil((until - Date.now()) / 1000)) }); };
      say();
      connTimer = setInterval(say, 1000);
    }
    document.body.classList.toggle("offline", !ok);
    if (state) renderHost();
  }

  function connect() {
    if (!ws && $("table-page").classList.contains("hidden")) return;
    if (ws && (ws.readyState === WebSocket.OPEN || ws.readyState === WebSocket.CONNECTING)) return;
    const proto = location.protocol === "https:" ? "wss://" : "ws://";
    ws = new WebSocket(proto + location.host + "/ws/" + encodeURIComponent(code));
    ws.addEventListener("open", () => { retry = 0; setConn(true); hello(); });
    ws.addEventListener("message", (e) => { try { handle(JSON.parse(e.data)); } catch (err) { console.error(err); } });
    ws.addEventListener("close", (e) => {
      lastSeq = null;
      if (e.code === 4404) { showNotFound(); return; }
      retry = Math.min(retry + 1, 12);
      // full jitter: a wait drawn evenly up to the doubling cap (at least 250 ms), so a thousand phones
      // coming back after a restart spread out; a first connection that fails backs off the same way
      const cap = Math.max(250, Math.min(reconnect.max_ms, reconnect.base_ms * 2 ** retry));
      const wait = 250 + Math.random() * (cap - 250);
      setConn(false, wait);
      setTimeout(connect, wait);
    });
  }

  document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") connect(); keepAwake(); });
  setInterval(() => send({ type: "ping" }), 25000);

  // -- acting ----------------------------------------------------------------------------------
  // after an action, focus goes to what comes next rather than to the page
  const NEXT_FOCUS = { start: "h-deal", fill: "h-start", auto: "h-pause", pause: "h-auto", again: "h-start" };
  let focusNext = null;
  // the button pressed may go with the state the action brings: then focus moves on to what comes next
  function moveFocus() {
    if (!focusNext || Date.now() > focusNext.until) { focusNext = null; return; }
    const next = $(focusNext.id);
    const active = document.activeElement;
    const lost = !active || active === document.body || active.closest(".hidden") || active.disabled;
    if (lost && next && next.offsetParent && !next.disabled) { next.focus(); focusNext = null; }
  }
  async function act(action, extra) {
    clearError();
    try {
      const answer = await api("/api/tables/" + encodeURIComponent(code) + "/action", { token: actionToken(), action, ...(extra || {}) });
      if (answer && answer.state) serverDeal = Math.max(serverDeal, answer.state.deal_number || 0);
      if (NEXT_FOCUS[action]) { focusNext = { id: NEXT_FOCUS[action], until: Date.now() + 5000 }; moveFocus(); }
      return answer;
    } catch (e) {
      if (e.key === "dealt" && action === "deal") return null; // a second tap on a deal already dealt: nothing to say
      showError(e);
      return null;
    }
  }

  // A deliberate click deals the deal after the newest the server has told of (not the one on show);
  // the second click of a double-click or double-tap (the browser counts it in event.detail) deals nothing.
  let dealBusy = false;
  $("h-deal").addEventListener("click", async (event) => {
    if (dealBusy || event.detail > 1) return;
    dealBusy = true;
    try { await act("deal", { expect: serverDeal + 1 }); } finally { dealBusy = false; }
  });

  async function join(replace) {
    clearError();
    const name = $("name").value.trim();
    if (!name) { $("name").focus(); $("name").reportValidity(); return; }
    const chosen = document.querySelector("#emblems input:checked");
    const body = { name, emblem: chosen ? chosen.value : meta.emblems[0], address: $("address").value, seed: Tontine.randomHex(16), host_token: hostToken() };
    if (replace !== undefined) body.replace = replace;
    try {
      const joined = await api("/api/tables/" + encodeURIComponent(code) + "/join", body);
      localStorage.setItem(seatKey, JSON.stringify({ token: joined.token, pos: joined.pos }));
      view = "player";
      hello();
      setTimeout(() => $("mine-h").focus(), 300);
    } catch (e) {
      showError(e);
      $("name").focus();
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
  const emoteButtons = meta.emotes.map((emote) => {
    const button = el("button", "secondary", emote);
    button.type = "button";
    button.dataset.emote = emote;
    button.addEventListener("click", () => send({ type: "react", emote }));
    $("emotes").append(button);
    return button;
  });
  const labelEmotes = () => emoteButtons.forEach((b) => b.setAttribute("aria-label", t("web-react-label") + " " + b.dataset.emote));
  labelEmotes();
  $("mine-h").tabIndex = -1;
  handKeys();
  $("hand-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const card = $("hand-card").value.trim().toUpperCase().replace(/^10/, "T");
    if (card) turnUp(card);
  });
  $("hand-undo").addEventListener("click", () => act("undo"));
  $("join-form").addEventListener("submit", () => { earlyJoin = false; join(); });
  if (earlyJoin) { earlyJoin = false; join(); }
  $("h-start").addEventListener("click", () => act("start"));
  $("h-fill").addEventListener("click", () => act("fill"));
  $("h-auto").addEventListener("click", () => {
    const pace = Math.max(Number($("h-pace").min), Number($("h-pace").value) || 3);
    act("auto", { pace });
  });
  $("h-pause").addEventListener("click", () => act("pause"));
  $("h-again").addEventListener("click", () => act("again"));
  $("h-end").addEventListener("click", async () => { if (await confirmOnce(t("web-host-confirm-end"))) act("end"); });
  $("fullscreen").addEventListener("click", () => {
    const root = document.documentElement;
    if (root.requestFullscreen) root.requestFullscreen().catch(() => {});
  });
  document.addEventListener("fullscreenchange", () => { if (state) render(); });
  window.addEventListener("resize", () => { if (state) layoutTv(); });
  document.querySelectorAll("[data-view]").forEach((b) => b.addEventListener("click", () => {
    view = b.dataset.view;
    const next = new URL(location.href);
    next.searchParams.delete("tv");
    next.searchParams.set("view", view);
    history.replaceState(null, "", next);
    render();
    $("board").focus();
  }));
  $("share-btn").addEventListener("click", async () => {
    if (navigator.share) {
      try { await navigator.share({ title: "Tontine " + code, url }); return; } catch (_) { /* fall back to copying */ }
    }
    try {
      await navigator.clipboard.writeText(url);
      $("copied").textContent = t("web-table-copied");
      setTimeout(() => { $("copied").textContent = ""; }, 3000);
    } catch (_) {
      const range = document.createRange();
      range.selectNodeContents($("link"));
      getSelection().removeAllRanges();
      getSelection().addRange(range);
    }
  });
  Tontine.onLanguage(() => {
    labelEmotes(); handKeys(); render(); renderLog();
    if (!online && ws) setConn(false, 0);
    else if ($("conn").textContent) $("conn").textContent = t("web-conn-ok"); // the notice still shown
  });
  connect();
})();
