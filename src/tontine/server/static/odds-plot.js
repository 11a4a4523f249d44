// The odds of a table, as the lobby and /odds show them: the server's lines (in the page's language) and a
// small SVG plot of each seat's share of the wins with its interval, against the fair share. Every text goes
// in through textContent; the numbers are checked to be numbers before they are drawn.
"use strict";

const TontineOdds = (() => {
  const SVG = "http://www.w3.org/2000/svg";
  const W = 320, H = 120, PAD = 18;

  function svg(tag, attrs) {
    const node = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attrs || {})) node.setAttribute(name, String(value));
    return node;
  }
  const num = (value) => (Number.isFinite(Number(value)) ? Number(value) : 0);

  // The plot: one bar a seat (seat 1 deals first), a whisker for its interval, a dashed line at the fair share.
  function plot(data) {
    const seats = Array.isArray(data.seats) ? data.seats : [];
    const top = Math.max(num(data.fair) * 1.5, ...seats.map((s) => num(s.high))) || 1;
    const root = svg("svg", { viewBox: `0 0 ${W} ${H}`, class: "odds-svg", role: "img", focusable: "false" });
    const title = svg("title");
    title.textContent = Tontine.t("web-odds-plot");
    root.append(title);
    root.setAttribute("aria-label", Tontine.t("web-odds-plot"));
    const y = (v) => H - PAD - (num(v) / top) * (H - 2 * PAD);
    const step = (W - 2 * PAD) / Math.max(1, seats.length);
    seats.forEach((seat, i) => {
      const x = PAD + i * step;
      const bar = svg("rect", { x: x + step * 0.15, y: y(seat.share), width: step * 0.7,
                                height: Math.max(0, H - PAD - y(seat.share)), class: "odds-bar" });
      const tip = svg("title");
      tip.textContent = Tontine.t("web-odds-seat", { seat: num(seat.seat), share: num(seat.share) });
      bar.append(tip);
      const mid = x + step / 2;
      root.append(bar, svg("line", { x1: mid, x2: mid, y1: y(seat.low), y2: y(seat.high), class: "odds-whisker" }));
      if (seats.length <= 12 || i === 0 || (i + 1) % 5 === 0) {
        const label = svg("text", { x: mid, y: H - 4, class: "odds-label", "text-anchor": "middle" });
        label.textContent = Tontine.number(num(seat.seat));
        root.append(label);
      }
    });
    root.append(svg("line", { x1: PAD, x2: W - PAD, y1: y(data.fair), y2: y(data.fair), class: "odds-fair" }));
    const fair = svg("text", { x: W - PAD, y: y(data.fair) - 4, class: "odds-label", "text-anchor": "end" });
    fair.textContent = Tontine.number(num(data.fair), { style: "percent", maximumFractionDigits: 1 });
    root.append(fair);
    return root;
  }

  // Fill a box (with .odds-summary, .odds-verdict, .odds-plot and .odds-method inside) from an answer.
  function show(box, data) {
    box.querySelector(".odds-summary").textContent = data.summary || "";
    box.querySelector(".odds-verdict").textContent = data.verdict || "";
    const method = [data.method_text || ""];
    if (data.source === "computed") method.push(Tontine.t("web-odds-computed"));
    box.querySelector(".odds-method").textContent = method.join(" ");
    box.querySelector(".odds-plot").replaceChildren(plot(data));
    box.querySelector(".odds-error").textContent = "";
    box.hidden = false;
  }

  function failed(box, error) {
    for (const name of [".odds-summary", ".odds-verdict", ".odds-method"]) box.querySelector(name).textContent = "";
    box.querySelector(".odds-plot").replaceChildren();
    box.querySelector(".odds-error").textContent = Tontine.errorText(error);
    box.hidden = false;
  }

  // Ask the server for a table's odds (a later ask makes an earlier answer stale) and show them in the box.
  let asked = 0;
  async function ask(box, query) {
    const mine = ++asked;
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== "" && value !== undefined && value !== null) params.set(name, value);
    params.set("lang", Tontine.lang);
    box.querySelector(".odds-summary").textContent = Tontine.t("web-odds-working");
    try {
      const data = await Tontine.api("/api/odds?" + params.toString());
      if (mine === asked) show(box, data);
    } catch (error) {
      if (mine === asked) failed(box, error);
    }
  }

  return { ask, plot, show };
})();
