// The lobby: the server's open tables, joining by code, and a new table's setup (any game the server has).

import { el, fill } from "./dom.js";
import { t } from "./words.js";
import { keepTicket } from "./connection.js";

/**
 * @typedef {object} GameEntry
 * @property {string} key
 * @property {string} name
 * @property {number} min_seats
 * @property {number} max_seats
 * @property {string[]} bots
 */

/**
 * @typedef {object} TokyoChoices
 * @property {{key: string}[]} maps
 * @property {{key: string}[]} card_sets
 * @property {{switch: string, title: string, options: {key: string, name: string, off: string, on: string}[]}[]} modules
 */

/**
 * @typedef {object} Status
 * @property {GameEntry[]} games
 * @property {Record<string, Partial<TokyoChoices>>} choices
 */

/**
 * @typedef {object} OpenTable
 * @property {string} code
 * @property {string} game
 * @property {number} seats
 * @property {number} open
 */

/**
 * An HTTP request to the server: the answer's JSON, or an error with the server's words.
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 * @returns {Promise<any>}
 */
export async function request(method, path, body) {
  const answer = await fetch(path, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await answer.json().catch(() => ({}));
  if (!answer.ok) throw new Error(json.message ?? `HTTP ${answer.status}`);
  return json;
}

/**
 * Shows the lobby in `root`.
 * @param {HTMLElement} root
 */
export async function showLobby(root) {
  document.title = t("web-title-lobby");
  /** @type {Status} */
  const status = await request("GET", "/api/status");
  const problem = el("p", { id: "lobby-problem", class: "problem", role: "alert" });
  const tables = el("ul", { id: "open-tables" });
  const code = el("input", {
    id: "join-code",
    autocomplete: "off",
    maxlength: 12,
    placeholder: "K7QX2M",
    "aria-label": t("web-join-code"),
  });
  const joinButton = el("button", { id: "join", type: "submit" }, t("web-join"));
  const join = el(
    "form",
    { id: "join-form", class: "card" },
    el("h2", {}, t("web-join-title")),
    el("label", { for: "join-code" }, t("web-join-code")),
    el("div", { class: "row" }, code, joinButton),
  );
  join.addEventListener("submit", (event) => {
    event.preventDefault();
    void joinTable(code.value.trim().toUpperCase(), problem);
  });
  fill(
    root,
    el("header", { class: "top" }, el("h1", {}, "metro"), languageMenu()),
    el(
      "div",
      { id: "lobby", class: "lobby" },
      createForm(status, problem),
      el("div", {}, join, el("section", { class: "card" }, el("h2", {}, t("web-open-tables")), tables)),
      problem,
    ),
  );
  await listTables(tables, status, problem);
}

/**
 * Joins a table by its code: takes its first open seat, keeps the seat's token, opens the table.
 * @param {string} code
 * @param {HTMLElement} problem
 */
async function joinTable(code, problem) {
  if (!code) return;
  try {
    const ticket = await request("POST", `/api/tables/${encodeURIComponent(code)}/join`);
    keepTicket(ticket);
    location.assign(`/t/${encodeURIComponent(ticket.code)}`);
  } catch (error) {
    problem.textContent = t("web-join-failed", { message: String(/** @type {Error} */ (error).message) });
  }
}

/**
 * @param {HTMLUListElement} list
 * @param {Status} status
 * @param {HTMLElement} problem
 */
async function listTables(list, status, problem) {
  /** @type {OpenTable[]} */
  const open = await request("GET", "/api/tables");
  const names = new Map(status.games.map((g) => [g.key, g.name]));
  if (open.length === 0) {
    fill(list, el("li", { class: "quiet" }, t("web-no-open-tables")));
    return;
  }
  fill(
    list,
    ...open.map((table) =>
      el(
        "li",
        { "data-code": table.code },
        el("span", { class: "code" }, table.code),
        " ",
        names.get(table.game) ?? table.game,
        " · ",
        t("web-open-seats", { open: table.open, seats: table.seats }),
        " ",
        el("button", { type: "button", onclick: () => void joinTable(table.code, problem) }, t("web-join")),
        " ",
        el("a", { href: `/t/${encodeURIComponent(table.code)}?watch` }, t("web-watch")),
      ),
    ),
  );
}

/**
 * The form of a new table.
 * @param {Status} status
 * @param {HTMLElement} problem
 * @returns {HTMLFormElement}
 */
function createForm(status, problem) {
  const game = el("select", { id: "game", name: "game" });
  for (const entry of status.games) game.append(el("option", { value: entry.key }, entry.name));
  game.value = status.games.some((g) => g.key === "tokyo-metro") ? "tokyo-metro" : (status.games[0]?.key ?? "");
  const players = el("input", { id: "players", name: "players", type: "number", min: 1, max: 6, value: 2 });
  const seats = el("div", { id: "seats" });
  const setup = el("div", { id: "setup" });
  const spectators = el("input", { id: "spectators", type: "checkbox", checked: true });
  const clock = el(
    "select",
    { id: "clock" },
    el("option", { value: "" }, t("web-clock-none")),
    el("option", { value: "turn:86400" }, t("web-clock-day")),
    el("option", { value: "turn:3600" }, t("web-clock-hour")),
    el("option", { value: "bank:900:10" }, t("web-clock-live")),
  );
  const create = el("button", { id: "create", type: "submit" }, t("web-create"));
  const form = el(
    "form",
    { id: "create-form", class: "card" },
    el("h2", {}, t("web-create-title")),
    el("label", { for: "game" }, t("web-game")),
    game,
    setup,
    el("label", { for: "players" }, t("web-players")),
    players,
    seats,
    el("label", { class: "check" }, spectators, " ", t("web-spectators")),
    el("label", { for: "clock" }, t("web-clock")),
    clock,
    create,
  );

  const entry = () => status.games.find((g) => g.key === game.value);
  const redraw = () => {
    const chosen = entry();
    if (!chosen) return;
    players.min = String(chosen.min_seats);
    players.max = String(chosen.max_seats);
    const count = Math.max(chosen.min_seats, Math.min(chosen.max_seats, Number(players.value) || 2));
    players.value = String(count);
    const before = [...seats.querySelectorAll("select")].map((s) => s.value);
    fill(
      seats,
      ...Array.from({ length: count }, (_, i) => {
        const select = el(
          "select",
          { class: "seat-player", "aria-label": t("web-seat", { seat: i + 1 }) },
          el("option", { value: "person" }, t("web-person")),
          ...chosen.bots.map((bot) => el("option", { value: bot }, t("web-bot", { bot }))),
        );
        select.value = before[i] ?? (i === 0 ? "person" : (chosen.bots.find((b) => b === "heuristic") ?? "person"));
        return el("label", { class: "seat" }, t("web-seat", { seat: i + 1 }), " ", select);
      }),
    );
    fill(setup, ...setupChoices(game.value, status.choices[game.value] ?? {}));
  };
  game.addEventListener("change", redraw);
  players.addEventListener("change", redraw);
  redraw();

  let busy = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    create.disabled = true;
    try {
      const seatPlayers = [...seats.querySelectorAll("select")].map((s) => s.value);
      /** @type {Record<string, unknown>} */
      const body = {
        game: game.value,
        setup: setupOf(game.value, setup, seatPlayers.length),
        seats: seatPlayers,
        spectators: spectators.checked,
      };
      const [kind, seconds, increment] = clock.value.split(":");
      if (kind === "turn") body.clock = { kind, seconds: Number(seconds) };
      if (kind === "bank") body.clock = { kind, seconds: Number(seconds), increment: Number(increment) };
      const ticket = await request("POST", "/api/tables", body);
      keepTicket(ticket);
      location.assign(`/t/${encodeURIComponent(ticket.code)}`);
    } catch (error) {
      problem.textContent = t("web-create-failed", { message: String(/** @type {Error} */ (error).message) });
      busy = false;
      create.disabled = false;
    }
  });
  return form;
}

/**
 * The setup's own choices of a game: Tokyo Metro's map, cards and rule modules.
 * @param {string} game
 * @param {Partial<TokyoChoices>} choices
 * @returns {HTMLElement[]}
 */
function setupChoices(game, choices) {
  if (game !== "tokyo-metro") return [];
  const select = (/** @type {string} */ id, /** @type {{key: string}[]} */ list) => {
    const node = el("select", { id });
    for (const item of list) node.append(el("option", { value: item.key }, item.key));
    return node;
  };
  return [
    el("label", { for: "map" }, t("web-map")),
    select("map", choices.maps ?? [{ key: "tokyo" }]),
    el("label", { for: "cards" }, t("web-cards")),
    select("cards", choices.card_sets ?? [{ key: "tokyo" }]),
    ...(choices.modules ?? []).flatMap((module) => [
      el(
        "label",
        { class: "check" },
        el("input", { type: "checkbox", class: "module", "data-switch": module.switch }),
        " ",
        module.title,
      ),
      // the module's own options, each in its two readings (the module's words)
      ...module.options.map((option) =>
        el(
          "label",
          { class: "check option", title: `${option.off} / ${option.on}` },
          el("input", { type: "checkbox", class: "module", "data-switch": option.key }),
          " ",
          option.on,
        ),
      ),
    ]),
  ];
}

/**
 * The setup JSON of a game from the form.
 * @param {string} game
 * @param {HTMLElement} setup
 * @param {number} players
 * @returns {Record<string, unknown>}
 */
function setupOf(game, setup, players) {
  if (game !== "tokyo-metro") return { players };
  const value = (/** @type {string} */ id) => {
    const node = setup.querySelector(`#${id}`);
    return node instanceof HTMLSelectElement ? node.value : "tokyo";
  };
  /** @type {Record<string, boolean>} */
  const options = {};
  for (const box of setup.querySelectorAll("input.module")) {
    if (box instanceof HTMLInputElement && box.checked && box.dataset.switch) options[box.dataset.switch] = true;
  }
  return { map: { builtin: value("map") }, cards: { builtin: value("cards") }, players, options };
}

/**
 * The language menu: the page again in another language.
 * @returns {HTMLElement}
 */
export function languageMenu() {
  const menu = el(
    "select",
    { id: "language", "aria-label": t("web-language") },
    el("option", { value: "en" }, "English"),
    el("option", { value: "de" }, "Deutsch"),
    el("option", { value: "it" }, "Italiano"),
  );
  menu.value = document.documentElement.lang || "en";
  menu.addEventListener("change", () => {
    localStorage.setItem("metro.language", menu.value);
    location.reload();
  });
  return menu;
}
