// Shared by every page: languages, text helpers, the API. User text only ever goes in via textContent.
// The words are the project's Fluent catalogues (common.ftl + web.ftl), formatted here with the
// Fluent library (vendor/fluent-bundle.js): plurals by Intl.PluralRules, numbers by Intl.NumberFormat.
"use strict";

const Tontine = (() => {
  const LANGS = ["en", "fr", "de"];
  const NNBSP = "\u202f";
  let sources = null;
  const bundles = {};
  let lang = "en";
  const listeners = [];

  function pickLanguage() {
    const asked = new URLSearchParams(location.search).get("lang");
    if (LANGS.includes(asked)) return asked;
    const stored = localStorage.getItem("tontine.lang");
    if (LANGS.includes(stored)) return stored;
    for (const tag of navigator.languages || [navigator.language || "en"]) {
      const base = String(tag).toLowerCase().split("-")[0];
      if (LANGS.includes(base)) return base;
    }
    return "en";
  }

  function number(value, options) { return new Intl.NumberFormat(lang, options).format(value); }
  function list(items) { return new Intl.ListFormat(lang, { type: "conjunction" }).format(items); }

  function bundle(code) {
    if (bundles[code]) return bundles[code];
    const { FluentBundle, FluentResource, FluentNumber } = window.FluentBundle;
    const digits = ([value]) => new FluentNumber(Number(value && value.valueOf ? value.valueOf() : value));
    // The catalogues spell numbers in prose with WORDS/ORDINAL (num2words on the server); the page shows digits.
    const made = new FluentBundle(code, { useIsolating: false, functions: { DIGITS: digits, WORDS: digits, ORDINAL: digits } });
    const errors = made.addResource(new FluentResource(sources[code] || ""));
    if (errors.length) console.error("catalogue " + code, errors);
    bundles[code] = made;
    return made;
  }

  async function init() {
    const response = await fetch("/api/i18n");
    sources = await response.json();
    lang = pickLanguage();
    applyStatic();
    const select = document.getElementById("lang");
    if (select) {
      select.value = lang;
      select.addEventListener("change", () => setLanguage(select.value));
    }
  }

  function setLanguage(code) {
    if (!LANGS.includes(code)) return;
    lang = code;
    localStorage.setItem("tontine.lang", code);
    applyStatic();
    listeners.forEach((fn) => fn(code));
  }

  // French typography, as tontine.i18n.french_spacing: a narrow no-break space before ; : ! ? » and after «,
  // leaving a colon with a letter or digit right after it (12:30, host:8786, Ann:f), URLs (https://) and
  // runs such as ?! alone.
  function frenchSpacing(text) {
    const spaced = text.replace(/[ \u00a0]?([;:!?»])/g, (match, mark, offset) => {
      const prev = offset > 0 ? text[offset - 1] : "";
      const after = text.slice(offset + match.length, offset + match.length + 2);
      if (mark === ":" && (after.startsWith("//") || /^[\p{L}\p{N}]/u.test(after))) return match;
      if (["", "\n", NNBSP, "«"].includes(prev) || ("!?;:".includes(prev) && !/\s/.test(match[0]))) return match;
      return NNBSP + mark;
    });
    return spaced.replace(/«[ \u00a0]?/g, "«" + NNBSP);
  }

  function has(id) { return Boolean(sources) && (bundle(lang).hasMessage(id) || bundle("en").hasMessage(id)); }

  function t(id, values) {
    if (!sources) return "";
    let chosen = bundle(lang);
    if (!chosen.hasMessage(id)) chosen = bundle("en");
    const message = chosen.getMessage(id);
    if (!message || !message.value) { console.error("no message " + id); return id; }
    const errors = [];
    const text = chosen.formatPattern(message.value, values || {}, errors);
    if (errors.length) console.error(id, errors);
    return chosen.locales[0] === "fr" ? frenchSpacing(text) : text;
  }

  function applyStatic() {
    document.documentElement.lang = lang;
    document.querySelectorAll("[data-i18n]").forEach((el) => { el.textContent = t(el.dataset.i18n); });
    document.querySelectorAll("[data-i18n-label]").forEach((el) => { el.setAttribute("aria-label", t(el.dataset.i18nLabel)); });
    document.querySelectorAll("[data-i18n-alt]").forEach((el) => { el.setAttribute("alt", t(el.dataset.i18nAlt)); });
    document.querySelectorAll("[data-i18n-title]").forEach((el) => { el.setAttribute("title", t(el.dataset.i18nTitle)); });
  }

  // A rank 2..9 goes to Fluent as a number, so that it matches the catalogues' [2] ... [9] variants.
  const cardArgs = (card) => {
    const rank = card.slice(0, -1);
    return { rank: /^[2-9]$/.test(rank) ? Number(rank) : rank, suit: card.slice(-1) };
  };
  function cardName(card) { return t("card-name", cardArgs(card)); }

  // the suits in their text form (U+FE0E), so that they are drawn in the card's red or black
  const SUITS = { S: "♠\uFE0E", H: "♥\uFE0E", D: "♦\uFE0E", C: "♣\uFE0E" };
  // A card drawn as a card: the rank and the suit, red or black, and its name for screen readers.
  function cardElement(card, className) {
    const span = el("span", "playing-card" + ("HD".includes(card.slice(-1)) ? " red" : "") + (className ? " " + className : ""));
    const rank = card.slice(0, -1) === "T" ? "10" : card.slice(0, -1);
    span.append(el("span", "rank", rank), el("span", "suit", SUITS[card.slice(-1)]));
    span.setAttribute("role", "img");
    span.setAttribute("aria-label", cardName(card));
    span.title = cardName(card);
    return span;
  }

  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  async function api(path, body) {
    let response;
    try {
      response = await fetch(path, body === undefined ? {} : {
        method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
      });
    } catch (cause) {
      const error = new Error("network");
      error.key = "network";
      error.network = true;
      throw error;
    }
    let data = null;
    try { data = await response.json(); } catch (_) { data = { error: response.statusText }; }
    if (!response.ok) {
      const error = new Error((data && data.error) || response.statusText);
      error.key = (data && data.key) || (response.status >= 500 ? "network" : "unknown");
      error.values = (data && data.values) || {};
      error.status = response.status;
      throw error;
    }
    return data;
  }

  // A refusal in the page's language: every refusal carries a key (web-error-<key>); one the catalogue
  // does not know is said in general words, never in the server's English.
  function refusalId(key) { return "web-error-" + String(key || "unknown").replace(/_/g, "-"); }
  function errorText(error) {
    const id = refusalId(error && error.key);
    const values = { ...((error && error.values) || {}) };
    if (typeof values.card === "string") Object.assign(values, cardArgs(values.card)); // a card named in words
    return t("web-error", { text: has(id) ? t(id, values) : t("web-error-unknown") });
  }

  function randomHex(bytes) {
    const buffer = new Uint8Array(bytes);
    crypto.getRandomValues(buffer);
    return Array.from(buffer, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  return {
    init, t, has, setLanguage, cardName, cardArgs, cardElement, el, api, randomHex, errorText, refusalId, frenchSpacing, number, list,
    onLanguage: (fn) => listeners.push(fn),
    get lang() { return lang; },
  };
})();
