// Shared by every page: languages, text helpers, the API. User text only ever goes in via textContent.
"use strict";

const Tontine = (() => {
  const LANGS = ["en", "fr", "de"];
  let catalogs = null;
  let lang = "en";
  const listeners = [];

  function pickLanguage() {
    const stored = localStorage.getItem("tontine.lang");
    if (LANGS.includes(stored)) return stored;
    for (const tag of navigator.languages || [navigator.language || "en"]) {
      const base = String(tag).toLowerCase().split("-")[0];
      if (LANGS.includes(base)) return base;
    }
    return "en";
  }

  async function init() {
    const response = await fetch("/api/i18n");
    catalogs = await response.json();
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

  function t(key, values) {
    const catalog = (catalogs && (catalogs[lang] || catalogs.en)) || {};
    let text = catalog[key] ?? (catalogs && catalogs.en[key]) ?? key;
    for (const [name, value] of Object.entries(values || {})) {
      text = text.split("{" + name + "}").join(String(value));
    }
    return text;
  }

  function applyStatic() {
    document.documentElement.lang = lang;
    document.querySelectorAll("[data-i18n]").forEach((el) => { el.textContent = t(el.dataset.i18n); });
    document.querySelectorAll("[data-i18n-label]").forEach((el) => { el.setAttribute("aria-label", t(el.dataset.i18nLabel)); });
    document.querySelectorAll("[data-i18n-alt]").forEach((el) => { el.setAttribute("alt", t(el.dataset.i18nAlt)); });
  }

  function cardName(card) {
    return t("card", { rank: t("rank." + card.slice(0, -1)), suit: t("suit." + card.slice(-1)) });
  }

  const SUITS = { S: "♠", H: "♥", D: "♦", C: "♣" };
  function cardElement(card) {
    const span = el("span", "playing-card" + ("HD".includes(card.slice(-1)) ? " red" : ""));
    const rank = card.slice(0, -1) === "T" ? "10" : card.slice(0, -1);
    span.textContent = rank + SUITS[card.slice(-1)];
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
    const response = await fetch(path, body === undefined ? {} : {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
    });
    let data = null;
    try { data = await response.json(); } catch (_) { data = { error: response.statusText }; }
    if (!response.ok) {
      const error = new Error((data && data.error) || response.statusText);
      error.key = data && data.key;
      error.values = data && data.values;
      throw error;
    }
    return data;
  }

  // A refusal in the page's language when the catalog knows it, else the server's own words.
  function errorText(error) {
    const key = error && error.key ? "err." + error.key : null;
    const text = key && catalogs && catalogs.en[key] ? t(key, error.values || {}) : (error && error.message) || String(error);
    return t("error", { message: text });
  }

  function randomHex(bytes) {
    const buffer = new Uint8Array(bytes);
    crypto.getRandomValues(buffer);
    return Array.from(buffer, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  return {
    init, t, setLanguage, cardName, cardElement, el, api, randomHex, errorText,
    onLanguage: (fn) => listeners.push(fn),
    get lang() { return lang; },
  };
})();
