// The front page: open a table with a preset or house rules, or go to one by its code.
"use strict";

// Until the page is ready a submit must not fall through to a plain form submission.
for (const id of ["create-form", "join-form"]) {
  document.getElementById(id).addEventListener("submit", (e) => e.preventDefault());
}

(async () => {
  await Tontine.init();
  const meta = await Tontine.api("/api/meta");
  const preset = document.getElementById("preset");
  const fields = ["stake", "ante", "deck", "seats", "deal_limit"].map((id) => document.getElementById(id));
  document.getElementById("seats").max = meta.max_seats;
  for (const p of meta.presets) {
    const option = Tontine.el("option", null, Tontine.t("preset-title", { preset: p.name }));
    option.value = p.name;
    preset.append(option);
  }
  const summary = () => { document.getElementById("preset-summary").textContent = Tontine.t("web-preset-summary", { preset: preset.value }); };
  Tontine.onLanguage(() => {
    for (const option of preset.options) option.textContent = Tontine.t("preset-title", { preset: option.value });
    summary();
  });
  function fill() {
    const p = meta.presets.find((x) => x.name === preset.value);
    document.getElementById("stake").value = p.rules.stake;
    document.getElementById("ante").value = p.rules.ante;
    document.getElementById("deck").value = p.rules.deck;
    document.getElementById("seats").value = Math.min(meta.max_seats, p.players[1]);
    summary();
  }
  preset.value = meta.language === "fr" ? "french" : meta.language === "de" ? "german" : "english";
  fill();
  preset.addEventListener("change", fill);

  // What the table being set up means: how long a game lasts at the pace, and whether a seat is favoured.
  const oddsBox = document.getElementById("create-odds");
  let oddsTimer = null;
  function odds() {
    clearTimeout(oddsTimer);
    oddsTimer = setTimeout(() => TontineOdds.ask(oddsBox, {
      preset: preset.value, players: document.getElementById("seats").value, stake: document.getElementById("stake").value,
      ante: document.getElementById("ante").value, deck: document.getElementById("deck").value,
      deal_limit: document.getElementById("deal_limit").value,
      pace: document.getElementById("odds-pace").value,
    }), 250);
  }
  for (const id of ["preset", "stake", "ante", "seats", "deck", "deal_limit", "odds-pace"]) {
    document.getElementById(id).addEventListener("input", odds);
    document.getElementById(id).addEventListener("change", odds);
  }
  Tontine.onLanguage(odds);
  odds();

  document.getElementById("create-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const body = { preset: preset.value };
    for (const input of fields) if (input.value !== "") body[input.name] = input.name === "deck" ? input.value : Number(input.value);
    if (document.getElementById("cards").checked) body.cards = "hand";
    const error = document.getElementById("create-error");
    error.textContent = "";
    try {
      const created = await Tontine.api("/api/tables", body);
      localStorage.setItem("tontine.host." + created.code, created.host_token);
      location.href = created.url;
    } catch (e) {
      error.textContent = Tontine.errorText(e);
      error.focus();
    }
  });
  document.getElementById("join-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const code = document.getElementById("join-code").value.trim().toUpperCase();
    if (code) location.href = "/t/" + encodeURIComponent(code);
  });
})();
