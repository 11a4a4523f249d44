// The verify page: the checks of tontine.server.verify.check_shuffle (docs/shuffle.md, "Verifying"),
// step for step and in the same order, run again here in the browser (tontine-hmac-fy/1 and /2);
// the replay through the rules is asked of the server. The first failure is the verdict, named by the
// same code as `tontine verify` and POST /api/verify give (shown as web-verify-<code>).
"use strict";

const ALGORITHMS = { "tontine-hmac-fy/1": 1, "tontine-hmac-fy/2": 2 };
const NAMES = { 1: "tontine-hmac-fy/1", 2: "tontine-hmac-fy/2" };
const RANKS = "A23456789TJQK";
const SUITS = "SHDC";
const FULL_PACK = [...SUITS].flatMap((s) => [...RANKS].map((r) => r + s));
const SERVER_SEED = /^[0-9a-f]{64}$/;
const PLAYER_SEED = /^(?:[0-9a-f]{2}){8,32}$/;
const DECKS = ["fresh", "talon"];
const FIRST_DEALERS = ["lot", "fan", "first-seat"];
// every verdict's message, by its code (tontine.server.verify.check.MESSAGES)
const MESSAGES = {
  "not-json": "web-verify-not-json", "not-record": "web-verify-not-record", "by-hand": "web-verify-by-hand",
  "no-shuffle": "web-verify-no-shuffle", algorithm: "web-verify-algorithm", version: "web-verify-version",
  "no-seed": "web-verify-no-seed", "server-seed": "web-verify-server-seed", "player-seeds": "web-verify-player-seeds",
  "player-seed": "web-verify-player-seed", commitment: "web-verify-commitment", entrants: "web-verify-entrants",
  rules: "web-verify-rules", seats: "web-verify-seats", "first-dealer": "web-verify-first-dealer",
  "no-deals": "web-verify-no-deals", deal: "web-verify-deal", "deal-number": "web-verify-deal-number",
  "mark-missing": "web-verify-mark-missing", "mark-extra": "web-verify-mark-extra", cards: "web-verify-cards",
  replay: "web-verify-replay",
};
const NOTES = { "names-not-bound": "web-verify-note-names" };

const hexBytes = (hex) => new Uint8Array(hex.match(/../g).map((b) => parseInt(b, 16)));
const toHex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const shown = (value) => (typeof value === "string" ? value.slice(0, 80) : "");
// a recorded value as the messages quote it: a string as it is, anything else as JSON
const asText = (value) => (typeof value === "string" ? value : value === undefined ? "null" : JSON.stringify(value)).slice(0, 80);

async function sha256Hex(hex) { return toHex(await crypto.subtle.digest("SHA-256", hexBytes(hex))); }

// A string as Python's json.dumps(..., ensure_ascii=True) writes it: \uXXXX for everything past "~".
const asciiJson = (value) => JSON.stringify(value).replace(/[\u007f-\uffff]/g,
  (c) => "\\u" + c.charCodeAt(0).toString(16).padStart(4, "0"));

// The same bytes as Python's json.dumps(sort_keys=True, separators=(",", ":"), ensure_ascii=True).
function message(version, label, deal, seeds, names) {
  const head = `{"algorithm":${asciiJson(NAMES[version])},"deal":${deal},"label":${asciiJson(label)},`;
  const tail = version === 1 ? `"player_seeds":[${seeds.map(asciiJson).join(",")}]}`
    : `"seating":[${names.map((name, i) => `{"name":${asciiJson(name)},"seed":${asciiJson(seeds[i])}}`).join(",")}]}`;
  return new TextEncoder().encode(head + tail);
}

function stream(key, base) {
  let counter = 0;
  let buffer = [];
  async function word() {
    while (buffer.length < 4) {
      const input = new Uint8Array(base.length + 9);
      input.set(base);
      input[base.length] = 0;
      new DataView(input.buffer).setBigUint64(base.length + 1, BigInt(counter));
      counter += 1;
      buffer = buffer.concat(Array.from(new Uint8Array(await crypto.subtle.sign("HMAC", key, input))));
    }
    const bytes = buffer.splice(0, 4);
    return ((bytes[0] << 24) >>> 0) + (bytes[1] << 16) + (bytes[2] << 8) + bytes[3];
  }
  async function below(bound) {
    const limit = 2 ** 32 - (2 ** 32 % bound);
    for (;;) { const w = await word(); if (w < limit) return w % bound; }
  }
  // Fisher-Yates (Durstenfeld): for i from the last index down to 1, swap i with j = below(i + 1)
  async function shuffle(items) {
    for (let i = items.length - 1; i > 0; i -= 1) {
      const j = await below(i + 1);
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  }
  return { below, shuffle };
}

class Verdict extends Error {
  constructor(code, values) { super(code); this.code = code; this.values = values || {}; }
}

/** The checks of check_shuffle; returns { version, lines } or throws a Verdict at the first failure. */
async function checkShuffle(record) {
  const fail = (code, values) => { throw new Verdict(code, values); };
  if (!isObject(record)) fail("not-record");
  if (record.cards === "entered by hand") fail("by-hand");
  const block = record.shuffle;
  if (!isObject(block)) fail("no-shuffle");
  const algorithm = block.algorithm;
  const version = typeof algorithm === "string" && Object.hasOwn(ALGORITHMS, algorithm) ? ALGORITHMS[algorithm] : null;
  if (version === null) fail("algorithm", { "value-text": asText(algorithm) });
  const marked = Object.hasOwn(block, "version") ? block.version : (version === 1 ? 1 : null);
  if (!Number.isInteger(marked) || marked !== version) fail("version", { "value-text": asText(marked), version });
  const seed = block.server_seed;
  if (seed === undefined || seed === null) fail("no-seed");
  if (typeof seed !== "string" || !SERVER_SEED.test(seed)) fail("server-seed", { "value-text": shown(seed) });
  const seeds = block.player_seeds;
  if (!Array.isArray(seeds)) fail("player-seeds");
  seeds.forEach((s, i) => {
    if (typeof s !== "string" || !PLAYER_SEED.test(s)) fail("player-seed", { n: i + 1, "value-text": shown(s) });
  });
  if ((await sha256Hex(seed)) !== block.commitment) fail("commitment");
  const lines = [[true, "web-verify-commit-ok", {}]];
  const entrants = block.entrants;
  if (!Array.isArray(entrants) || !entrants.every((name) => typeof name === "string")
      || entrants.length !== seeds.length || entrants.length < 2) {
    fail("entrants", { entrants: Array.isArray(entrants) ? entrants.length : 0, seeds: seeds.length });
  }
  const rules = record.rules;
  const deck = isObject(rules) ? rules.deck : undefined;
  const firstRule = isObject(rules) ? rules.first_dealer : undefined;
  if (!DECKS.includes(deck) || !FIRST_DEALERS.includes(firstRule)) fail("rules");
  const key = await crypto.subtle.importKey("raw", hexBytes(seed), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const names = version === 1 ? null : entrants;
  const streamOf = (label, deal) => stream(key, message(version, label, deal, seeds, names));
  const n = entrants.length;
  const players = entrants.slice();
  let first = 0;
  if (firstRule === "fan") {
    const draw = await streamOf("fan", 0).shuffle([...Array(n).keys()]);
    entrants.forEach((entrant, k) => { players[draw[k]] = entrant; });
  } else if (firstRule === "lot") {
    first = await streamOf("lot", 0).below(n);
  }
  const seated = record.players;
  if (!Array.isArray(seated) || seated.length !== players.length || !seated.every((name, i) => name === players[i])) {
    fail("seats");
  }
  if (!Number.isInteger(record.first_dealer) || record.first_dealer !== first) fail("first-dealer", { seat: first });
  lines.push([true, "web-verify-seats-ok", {}]);
  const deals = record.deals;
  if (!Array.isArray(deals)) fail("no-deals");
  let pack = [];
  let used = 0;
  for (let position = 1; position <= deals.length; position += 1) {
    const deal = deals[position - 1];
    const cards = isObject(deal) ? deal.cards : undefined;
    if (!isObject(deal) || !Array.isArray(cards) || typeof deal.reshuffled !== "boolean"
        || !cards.every((card) => isObject(card) && typeof card.card === "string")) fail("deal", { n: position });
    if (!Number.isInteger(deal.number) || deal.number !== position) {
      fail("deal-number", { n: position, "number-text": asText(deal.number) });
    }
    const needs = position === 1 || deck === "fresh" || pack.length - used < cards.length;
    if (needs && !deal.reshuffled) fail("mark-missing", { n: position });
    if (deal.reshuffled && !needs) fail("mark-extra", { n: position });
    if (needs) { pack = await streamOf("pack", position).shuffle(FULL_PACK.slice()); used = 0; }
    const expected = pack.slice(used, used + cards.length);
    if (cards.map((c) => c.card).join(",") !== expected.join(",")) fail("cards", { n: position });
    used += cards.length;
  }
  lines.push([true, "web-verify-cards-ok", { n: deals.length }]);
  return { version, lines };
}

(() => {
  if (!document.getElementById("verify-form")) return;
  // The form is live at once: a submit before the language files load waits for them,
  // instead of falling through to a plain form submission.
  const ready = Tontine.init();
  const results = document.getElementById("results");
  let shown = [];
  const draw = () => results.replaceChildren(...shown.map(([ok, key, values]) => {
    const li = Tontine.el("li", ok ? null : "error", (ok ? "✔ " : "✘ ") + Tontine.t(key, Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, typeof v === "function" ? v() : v]))));
    return li;
  }));
  Tontine.onLanguage(draw);
  const finish = (ok, code) => { results.dataset.ok = String(ok); results.dataset.verdict = code; };
  document.getElementById("verify-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    delete results.dataset.verdict;  // at once: the verdict shown is always this file's
    delete results.dataset.ok;
    await ready;
    const file = document.getElementById("file").files[0];
    if (!file) return;
    const text = await file.text();
    shown = [];
    let record = null;
    try { record = JSON.parse(text); } catch (e) { shown = [[false, MESSAGES["not-json"], {}]]; draw(); finish(false, "not-json"); return; }
    try {
      shown = (await checkShuffle(record)).lines;
    } catch (e) {
      if (!(e instanceof Verdict)) throw e;
      shown.push([false, MESSAGES[e.code], e.values]);
      draw();
      finish(false, e.code);
      return;
    }
    let answer = null;
    try {
      answer = await Tontine.api("/api/verify", record);
    } catch (e) {  // refused (too large, busy): the server's reason in the page's language (its key)
      const id = Tontine.refusalId(e.key);
      const reason = () => (Tontine.has(id) ? Tontine.t(id, e.values || {}) : Tontine.t("web-verify-replay-reason"));
      shown.push([false, "web-verify-replay-bad", { text: reason }]);
      draw();
      finish(false, "refused");
      return;
    }
    if (answer.ok) {
      shown.push([true, "web-verify-replay-ok", {}]);
      for (const note of answer.notes || []) if (NOTES[note]) shown.push([true, NOTES[note], {}]);
    } else {
      shown.push([false, MESSAGES[answer.code] || "web-verify-replay", answer.values || {}]);
    }
    draw();
    finish(answer.ok, answer.code);
  });
})();
