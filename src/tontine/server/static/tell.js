// The writer's page (/tell): a company, rules and a seed in; the scene, its chart and its odds out. The address
// keeps every choice, so a shared link tells the same scene again. Every text the server sends (names included)
// goes in through textContent; the chart only as a PNG data URI.
"use strict";

document.getElementById("tell-form").addEventListener("submit", (e) => e.preventDefault());

(async () => {
  await Tontine.init();
  const meta = await Tontine.api("/api/meta");
  const $ = (id) => document.getElementById(id);
  const preset = $("preset");
  for (const p of meta.presets) {
    const option = Tontine.el("option", null, Tontine.t("preset-title", { preset: p.name }));
    option.value = p.name;
    preset.append(option);
  }
  // the fields of the query, in the order the server reads them
  const FIELDS = ["lang", "length", "preset", "stake", "ante", "deck", "deal_limit", "seed", "names", "cast", "players",
    "counter", "title", "place"];
  const input = (name) => (name === "lang" ? $("story-lang") : $(name));
  const rulesOf = (name) => meta.presets.find((p) => p.name === name).rules;
  function fillRules() {
    const rules = rulesOf(preset.value);
    $("stake").value = rules.stake;
    $("ante").value = rules.ante;
    $("deck").value = rules.deck;
  }
  const asked = new URLSearchParams(location.search);
  $("story-lang").value = ["en", "fr", "de"].includes(asked.get("lang")) ? asked.get("lang") : Tontine.lang;
  const own = { en: "english", fr: "french", de: "german" }[$("story-lang").value];
  preset.value = meta.presets.some((p) => p.name === asked.get("preset")) ? asked.get("preset") : own;
  fillRules();
  for (const name of FIELDS) if (name !== "lang" && asked.has(name)) input(name).value = asked.get(name);
  let presetChosen = asked.has("preset");
  preset.addEventListener("change", () => { presetChosen = true; fillRules(); });
  $("story-lang").addEventListener("change", () => {
    // the rules of the language's own source, unless the writer has chosen others
    if (!presetChosen) { preset.value = { en: "english", fr: "french", de: "german" }[$("story-lang").value]; fillRules(); }
  });
  $("new-seed").addEventListener("click", () => {
    const draw = new Uint32Array(2);
    crypto.getRandomValues(draw);
    $("seed").value = String((BigInt(draw[0] & 0x7fffffff) << 32n) | BigInt(draw[1]));
  });

  function query() {
    const q = new URLSearchParams();
    const company = ["names", "cast"].some((name) => input(name).value.trim() !== "");
    for (const name of FIELDS) {
      const value = String(input(name).value || "").trim();
      if (value !== "" && !(name === "players" && company)) q.set(name, value); // names or a cast give the count
    }
    return q;
  }

  const status = $("tell-status"), error = $("tell-error"), box = $("scene-box"), oddsBox = $("tell-odds");
  let shown = null; // the last scene shown, for copying and for the odds in a new page language

  function render(scene) {
    $("scene-title").textContent = scene.title;
    $("scene").lang = scene.lang;
    const body = $("scene-body");
    body.replaceChildren();
    for (const section of scene.sections) {
      body.append(Tontine.el("h3", null, section.heading));
      for (const text of section.paragraphs) body.append(Tontine.el("p", null, text));
    }
    const chart = typeof scene.chart === "string" && scene.chart.startsWith("data:image/png;base64,");
    $("scene-chart").hidden = !chart;
    $("scene-no-chart").hidden = chart;
    if (chart) {
      $("chart-img").src = scene.chart;
      $("chart-img").alt = scene.chart_alt;
      $("chart-h").textContent = scene.chart_heading;
      $("chart-caption").textContent = scene.chart_caption;
    }
    $("scene-facts").textContent = Tontine.t("web-tell-facts", { deals: Number(scene.deals), seed: String(scene.seed) });
    $("scene-warnings").replaceChildren(...scene.warnings.map((w) => Tontine.el("li", null, w)));
    const canonical = new URLSearchParams(scene.query).toString();
    for (const fmt of ["html", "markdown", "text"]) $("download-" + fmt).href = "/api/tell?" + canonical + "&format=" + fmt;
    $("share").href = location.origin + "/tell?" + canonical;
    history.replaceState(null, "", "/tell?" + canonical);
    $("seed").value = scene.seed;
    box.hidden = false;
    TontineOdds.ask(oddsBox, scene.odds);
  }

  function plain(scene) {
    const parts = [scene.title];
    for (const section of scene.sections) parts.push(section.heading, ...section.paragraphs);
    return parts.join("\n\n") + "\n";
  }

  let asking = 0;
  async function tell() {
    const mine = ++asking;
    document.title = Tontine.t("web-tell-title");
    error.textContent = "";
    status.textContent = Tontine.t("web-tell-working");
    $("tell-submit").disabled = true;
    try {
      const scene = await Tontine.api("/api/tell?" + query().toString());
      if (mine !== asking) return;
      shown = scene;
      render(scene);
      status.textContent = "";
      $("scene-title").tabIndex = -1;
      $("scene-title").focus();
    } catch (e) {
      if (mine !== asking) return;
      status.textContent = "";
      error.textContent = Tontine.errorText(e);
      error.focus();
    } finally {
      if (mine === asking) $("tell-submit").disabled = false;
    }
  }

  $("copy").addEventListener("click", async () => {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(plain(shown));
      $("copy-status").textContent = Tontine.t("web-tell-copied");
    } catch (_) {
      $("copy-status").textContent = Tontine.t("web-tell-copy-failed");
    }
  });
  Tontine.onLanguage(() => {
    document.title = Tontine.t("web-tell-title");
    for (const option of preset.options) option.textContent = Tontine.t("preset-title", { preset: option.value });
    if (shown) {
      $("scene-facts").textContent = Tontine.t("web-tell-facts", { deals: Number(shown.deals), seed: String(shown.seed) });
      TontineOdds.ask(oddsBox, shown.odds);
    }
  });
  $("tell-form").addEventListener("submit", (event) => { event.preventDefault(); tell(); });
  document.title = Tontine.t("web-tell-title");
  if (asked.has("seed")) tell(); // a shared link: the same scene again, at once
})();
