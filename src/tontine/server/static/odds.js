// The odds page (/odds): any preset, size, stake and pace; the address keeps the question, so it can be shared.
"use strict";

document.getElementById("odds-form").addEventListener("submit", (e) => e.preventDefault());

(async () => {
  await Tontine.init();
  const meta = await Tontine.api("/api/meta");
  const preset = document.getElementById("preset");
  for (const p of meta.presets) {
    const option = Tontine.el("option", null, Tontine.t("preset-title", { preset: p.name }));
    option.value = p.name;
    preset.append(option);
  }
  const box = document.getElementById("odds");
  const fields = ["players", "stake", "pace"].map((id) => document.getElementById(id));
  const asked = new URLSearchParams(location.search);
  const stakeOf = () => meta.presets.find((p) => p.name === preset.value).rules.stake;
  preset.value = meta.presets.some((p) => p.name === asked.get("preset")) ? asked.get("preset")
    : Tontine.lang === "fr" ? "french" : Tontine.lang === "de" ? "german" : "english";
  document.getElementById("stake").value = stakeOf();
  for (const input of fields) if (asked.get(input.name)) input.value = asked.get(input.name);
  preset.addEventListener("change", () => { document.getElementById("stake").value = stakeOf(); });

  function query() {
    const q = { preset: preset.value };
    for (const input of fields) q[input.name] = input.value;
    return q;
  }
  function show() {
    document.title = Tontine.t("web-odds-title");
    const q = query();
    history.replaceState(null, "", "/odds?" + new URLSearchParams(q).toString());
    TontineOdds.ask(box, q);
  }
  Tontine.onLanguage(() => {
    for (const option of preset.options) option.textContent = Tontine.t("preset-title", { preset: option.value });
    show();
  });
  document.getElementById("odds-form").addEventListener("submit", (event) => { event.preventDefault(); show(); });
  show();
})();
