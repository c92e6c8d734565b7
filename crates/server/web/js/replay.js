// A finished game watched again: the board and the log step by step, as a spectator saw them, with a timeline by
// decision, round and phase, and the save to download. Everything comes from `GET /api/tables/CODE/replay`.

import { el, fill } from "./dom.js";
import { language, t } from "./words.js";
import { makeBoard, patched } from "./board.js";
import { appendHeading, appendLog, drawFacts, headingOf, logSection } from "./panels.js";
import { languageMenu } from "./lobby.js";
import { zoomButtons } from "./table.js";
import { ticketOf } from "./connection.js";

/**
 * @typedef {object} ReplayStep
 * @property {number} decided
 * @property {string[]} told
 * @property {(import("./types.js").Places | null)[]} [told_places]
 * @property {import("./types.js").Patch[]} patches
 */

/**
 * Shows the replay of table `code` in `root`.
 * @param {HTMLElement} root
 * @param {string} code
 */
export async function showReplay(root, code) {
  document.title = t("web-title-replay", { code });
  const ticket = ticketOf(code);
  const answer = await fetch(`/api/tables/${encodeURIComponent(code)}/replay?language=${language()}`, {
    headers: ticket?.token ? { "x-metro-token": ticket.token } : {},
  });
  /** @type {{table: import("./types.js").TableInfo, layout: any, first: any, steps: ReplayStep[], outcome: import("./types.js").SeatResult[] | null, save: string, message?: string}} */
  const replay = await answer.json().catch(() => ({}));
  if (!answer.ok) throw new Error(replay.message ?? `HTTP ${answer.status}`);
  // the pieces after each step, made once from the patches
  const pieces = [replay.first];
  for (const step of replay.steps) pieces.push(patched(pieces[pieces.length - 1], step.patches));
  const board = makeBoard(replay.layout, () => {});
  const logList = el("ul", {});
  const facts = el("section", { id: "facts", class: "card" });
  const slider = el("input", {
    id: "replay-step",
    type: "range",
    min: 0,
    max: replay.steps.length,
    value: replay.steps.length,
    "aria-label": t("web-replay-step"),
  });
  const where = el("span", { id: "replay-where", class: "status" });
  const marks = el("select", { id: "replay-marks", "aria-label": t("web-replay-jump") });
  // a mark where the round or the phase changes (read from the pieces: the page names no phase itself)
  /** @type {string} */
  let last = "";
  pieces.forEach((p, i) => {
    const round = p?.round;
    if (round === undefined) return;
    const phase = typeof p?.phase === "string" ? ` · ${p.phase.replace(/([a-z])([A-Z])/g, "$1 $2")}` : "";
    const label = `${t("web-round", { round })}${phase}`;
    if (label !== last) marks.append(el("option", { value: i }, label));
    last = label;
  });
  const save = el(
    "a",
    { id: "save-download", href: URL.createObjectURL(new Blob([replay.save], { type: "application/json" })), download: `metro-${code}.json` },
    t("web-download-save"),
  );
  let playing = /** @type {number | null} */ (null);
  const play = el("button", { type: "button", id: "replay-play", class: "secondary" }, t("web-replay-play"));

  /** @param {number} step */
  const show = (step) => {
    const at = Math.max(0, Math.min(replay.steps.length, step));
    slider.value = String(at);
    board?.draw(pieces[at]);
    drawFacts(facts, replay.layout, pieces[at], replay.table);
    logList.replaceChildren();
    delete logList.dataset.heading;
    appendHeading(logList, headingOf(replay.layout, pieces[0]));
    replay.steps.slice(0, at).forEach((s, i) => {
      appendHeading(logList, headingOf(replay.layout, pieces[i + 1]));
      appendLog(logList, s.told, s.told_places ?? [], (p) => board?.point(p));
    });
    where.textContent = t("web-replay-at", { step: at, steps: replay.steps.length });
    // the timeline's mark the step is in
    const mark = [...marks.options].filter((o) => Number(o.value) <= at).pop();
    if (mark) marks.value = mark.value;
  };
  slider.addEventListener("input", () => show(Number(slider.value)));
  marks.addEventListener("change", () => show(Number(marks.value)));
  const stop = () => {
    if (playing !== null) clearInterval(playing);
    playing = null;
    play.textContent = t("web-replay-play");
  };
  play.addEventListener("click", () => {
    if (playing !== null) return stop();
    if (Number(slider.value) >= replay.steps.length) show(0);
    play.textContent = t("web-replay-pause");
    playing = window.setInterval(() => {
      if (Number(slider.value) >= replay.steps.length) return stop();
      show(Number(slider.value) + 1);
    }, 400);
  });
  const step = (/** @type {number} */ by) => {
    stop();
    show(Number(slider.value) + by);
  };
  document.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft") step(-1);
    if (event.key === "ArrowRight") step(1);
  });
  const outcome = [...(replay.outcome ?? [])].sort((a, b) => a.place - b.place);
  fill(
    root,
    el(
      "header",
      { class: "top" },
      el("a", { href: "/", class: "home" }, "metro"),
      el("span", { class: "code" }, code),
      el("span", {}, t("web-replay")),
      languageMenu(),
    ),
    el(
      "div",
      { id: "table", "data-state": "replay" },
      el("div", { class: "board-panel" }, el("div", { id: "board" }, board ? board.element : t("web-no-board"), board ? zoomButtons(board.element) : null)),
      el(
        "aside",
        { class: "side" },
        el(
          "section",
          { id: "timeline", class: "card" },
          el("h2", {}, t("web-replay")),
          where,
          el(
            "div",
            { class: "row" },
            el("button", { type: "button", class: "secondary", onclick: () => step(-1), "aria-label": t("web-replay-back") }, "◀"),
            play,
            el("button", { type: "button", class: "secondary", onclick: () => step(1), "aria-label": t("web-replay-forward") }, "▶"),
            marks,
          ),
          slider,
          el(
            "ol",
            { class: "places" },
            ...outcome.map((row) =>
              el("li", { class: "place" }, t("web-place", { place: row.place }), " ", replay.table.seats[row.seat]?.name ?? "", " ", String(row.score)),
            ),
          ),
          save,
        ),
        facts,
        logSection(logList),
      ),
    ),
  );
  show(replay.steps.length);
}
