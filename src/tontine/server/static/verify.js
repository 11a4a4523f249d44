// The verify page: the commitment and every deal's cards are recomputed here in the browser
// (tontine-hmac-fy/1, see docs/shuffle.md); the replay through the rules is asked of the server.
"use strict";

const ALGORITHM = "tontine-hmac-fy/1";
const RANKS = "A23456789TJQK";
const SUITS = "SHDC";
const FULL_PACK = [...SUITS].flatMap((s) => [...RANKS].map((r) => r + s));

const hexBytes = (hex) => new Uint8Array(hex.match(/../g).map((b) => parseInt(b, 16)));
const toHex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");

async function sha256Hex(hex) { return toHex(await crypto.subtle.digest("SHA-256", hexBytes(hex))); }

// The same bytes as Python's json.dumps(sort_keys=True, separators=(",", ":")) for these ASCII values.
function message(label, deal, seeds) {
  return new TextEncoder().encode(JSON.stringify({ algorithm: ALGORITHM, deal, label, player_seeds: seeds }));
}

async function stream(key, label, deal, seeds) {
  const base = message(label, deal, seeds);
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
  return { below };
}

async function newPack(key, deal, seeds) {
  const s = await stream(key, "pack", deal, seeds);
  const pack = FULL_PACK.slice();
  for (let i = pack.length - 1; i > 0; i -= 1) {
    const j = await s.below(i + 1);
    [pack[i], pack[j]] = [pack[j], pack[i]];
  }
  return pack;
}

/** Check the commitment and each deal's cards; returns [ok, key, values] lines. */
async function checkRecord(record) {
  const lines = [];
  const shuffle = record.shuffle || {};
  if (record.cards === "entered by hand") return [[true, "web-verify-by-hand", {}]];
  if (shuffle.algorithm !== ALGORITHM) return [[false, "web-verify-algorithm", { text: String(shuffle.algorithm) }]];
  if (!shuffle.server_seed) return [[false, "web-verify-noseed", {}]];
  const commitOk = (await sha256Hex(shuffle.server_seed)) === shuffle.commitment;
  lines.push([commitOk, commitOk ? "web-verify-commit-ok" : "web-verify-commit-bad", {}]);
  const key = await crypto.subtle.importKey("raw", hexBytes(shuffle.server_seed), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  let pack = null;
  let position = 0;
  for (const deal of record.deals || []) {
    if (deal.reshuffled || pack === null) { pack = await newPack(key, deal.number, shuffle.player_seeds); position = 0; }
    const dealt = deal.cards.map((c) => c.card);
    const expected = pack.slice(position, position + dealt.length);
    position += dealt.length;
    if (dealt.join(",") !== expected.join(",")) { lines.push([false, "web-verify-cards-bad", { n: deal.number }]); return lines; }
  }
  lines.push([true, "web-verify-cards-ok", { n: (record.deals || []).length }]);
  return lines;
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
  document.getElementById("verify-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    await ready;
    const file = document.getElementById("file").files[0];
    if (!file) return;
    const text = await file.text();
    shown = [];
    let record = null;
    try { record = JSON.parse(text); } catch (e) { shown = [[false, "web-verify-not-json", {}]]; draw(); return; }
    shown = await checkRecord(record);
    let answer = null;
    try {
      answer = await Tontine.api("/api/verify", record);
    } catch (e) {
      answer = { ok: false, key: e.key, values: e.values };
    }
    // the server's reason is shown in the page's language (its key), never as the server's English
    const reason = () => (Tontine.has(Tontine.refusalId(answer.key)) ? Tontine.t(Tontine.refusalId(answer.key), answer.values || {})
      : Tontine.t("web-verify-replay-reason"));
    shown.push(answer.ok ? [true, "web-verify-replay-ok", {}] : [false, "web-verify-replay-bad", { text: reason }]);
    draw();
  });
})();
