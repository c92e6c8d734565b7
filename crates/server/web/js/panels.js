// The table's panels: the players, the prompt with the legal choices, the log, the end. Each is a function of
// what the server sent; none judges a move.

import { el, fill, svg } from "./dom.js";
import { t } from "./words.js";
import { SEAT_COLOURS, readableOn } from "./board.js";

/** @typedef {import("./types.js").TableInfo} TableInfo */
/** @typedef {import("./types.js").Offer} Offer */
/** @typedef {import("./types.js").Places} Places */
/** @typedef {import("./types.js").SealedRound} SealedRound */
/** @typedef {import("./types.js").Ended} Ended */

/**
 * A seat's money as its game's pieces hold it (both games keep `players[seat].cash`), if they show it.
 * @param {any} pieces
 * @param {number} seat
 * @returns {string | null}
 */
function cash(pieces, seat, game = "") {
  const players = pieces?.players;
  if (!Array.isArray(players)) return null;
  const player = players.find((p) => p?.seat === seat) ?? players[seat];
  if (typeof player?.cash !== "number") return null;
  return game === "chicago-express" ? `$${player.cash}` : `¥${player.cash}`;
}

/**
 * The players panel.
 * @param {HTMLElement} node
 * @param {TableInfo} table
 * @param {any} pieces
 * @param {number[]} deciding
 * @param {number | null} mySeat
 * @param {SealedRound | undefined} sealed
 */
export function drawPlayers(node, table, pieces, deciding, mySeat, sealed) {
  fill(
    node,
    el("h2", {}, t("web-players")),
    el(
      "ul",
      {},
      ...table.seats.map((seat) => {
        const who = seat.player === "person" ? t("web-person") : t("web-bot", { bot: seat.player });
        const flags = [];
        if (seat.seat === mySeat) flags.push(t("web-you"));
        if (seat.stand_in) flags.push(t("web-stand-in", { bot: seat.stand_in }));
        else if (seat.player === "person" && !seat.taken) flags.push(t("web-seat-open"));
        else if (seat.player === "person" && !seat.connected) flags.push(t("web-away"));
        if (sealed?.sealed.includes(seat.seat)) flags.push(t("web-decided-in-secret"));
        // what rule modules say of the player (Metro Drinks' drinks), in the server's words
        for (const module of pieces?.modules ?? []) {
          for (const counter of module.counters ?? []) if (counter.player === seat.seat) flags.push(counter.text);
        }
        const money = cash(pieces, seat.seat, table.game);
        return el(
          "li",
          { class: deciding.includes(seat.seat) ? "seat deciding" : "seat", "data-seat": seat.seat },
          el("span", { class: "swatch", "data-colour": SEAT_COLOURS[seat.seat % SEAT_COLOURS.length] }, String(seat.seat + 1)),
          " ",
          el("strong", {}, seat.name),
          " ",
          el("span", { class: "quiet" }, who),
          money ? el("span", { class: "money" }, money) : null,
          flags.length ? el("div", { class: "flags" }, flags.join(" · ")) : null,
        );
      }),
    ),
  );
  // colours from data (the page's style forbids inline style attributes; the CSSOM is allowed)
  for (const swatch of node.querySelectorAll(".swatch")) {
    if (swatch instanceof HTMLElement && swatch.dataset.colour) swatch.style.background = swatch.dataset.colour;
  }
}

/**
 * @typedef {object} PromptState
 * @property {string} heading
 * @property {Offer[]} offers
 * @property {boolean[] | null} only  which offers to show (a card's, after a click on it); null: all
 * @property {{at: number | null}} amount  where the amount slider stands (kept across redraws of one decision)
 * @property {boolean} mayDecide
 * @property {boolean} sending
 * @property {string} status
 * @property {string | null} sealedNote
 * @property {string | null} undo
 * @property {string | null} refusal
 */

/**
 * The prompt: the choices the seat may take now, as buttons (keys 1–9 too); each shows what it costs and does.
 * @param {HTMLElement} node
 * @param {PromptState} state
 * @param {(offer: number) => void} choose
 * @param {() => void} undo
 * @param {(offer: number | null) => void} hover
 */
export function drawPrompt(node, state, choose, undo, hover) {
  // choices that differ only by an amount (`{"Bid": 300}`, `{"bid": 7}`): one slider from the least amount up
  const family = amounts(state.offers);
  const inFamily = new Set(family?.map((f) => f.offer));
  const buttons = state.offers.flatMap((offer, i) => {
    if (state.only && !state.only[i]) return [];
    if (inFamily.has(i)) return [];
    const button = el(
      "button",
      {
        type: "button",
        class: "offer",
        "data-offer": i,
        disabled: !state.mayDecide || state.sending,

        title: offer.preview ?? null,
      },
      el("span", { class: "words" }, offer.words),
      offer.preview ? el("span", { class: "preview" }, offer.preview) : null,
    );
    button.addEventListener("click", () => choose(i));
    button.addEventListener("mouseenter", () => hover(i));
    button.addEventListener("focus", () => hover(i));
    button.addEventListener("mouseleave", () => hover(null));
    return [button];
  });
  /** @type {HTMLElement | null} */
  let slider = null;
  if (family && !state.only) {
    const at = Math.max(0, Math.min(family.length - 1, state.amount.at ?? 0));
    const range = el("input", {
      type: "range",
      id: "amount",
      min: 0,
      max: family.length - 1,
      step: 1,
      value: at,
      disabled: !state.mayDecide || state.sending,
      "aria-label": t("web-amount"),
    });
    const confirm = el(
      "button",
      { type: "button", class: "offer confirm", "data-offer": family[at].offer, disabled: !state.mayDecide || state.sending },
      el("span", { class: "words" }, state.offers[family[at].offer].words),
    );
    range.addEventListener("input", () => {
      const now = family[Number(range.value)];
      state.amount.at = Number(range.value);
      confirm.dataset.offer = String(now.offer);
      fill(confirm, el("span", { class: "words" }, state.offers[now.offer].words));
      hover(now.offer);
    });
    confirm.addEventListener("click", () => choose(Number(confirm.dataset.offer)));
    slider = el("div", { class: "amount" }, range, confirm);
  }
  // keys 1–9 choose the choices shown, in order (the slider's button first)
  const shown = [...(slider ? slider.querySelectorAll("button") : []), ...buttons];
  shown.slice(0, 9).forEach((button, i) => button.setAttribute("aria-keyshortcuts", String(i + 1)));
  fill(
    node,
    el("h2", {}, state.heading),
    el("p", { class: "status", id: "turn-status" }, state.status),
    state.sealedNote ? el("p", { class: "sealed-note", id: "sealed-note" }, state.sealedNote) : null,
    state.refusal ? el("p", { class: "problem", role: "alert" }, state.refusal) : null,
    slider,
    el("div", { class: "offers" }, ...buttons),
    state.undo
      ? el(
          "button",
          { type: "button", id: "undo", class: "secondary", disabled: state.sending, onclick: () => undo() },
          t("web-undo", { what: state.undo }),
        )
      : null,
  );
}

/**
 * The choices that differ only by an amount: actions `{KEY: number}` of one key, at least five of them, by amount
 * from the least; null when there are none. The page reads the shape of the actions it is sent, never their rules.
 * @param {Offer[]} offers
 * @returns {{offer: number, amount: number}[] | null}
 */
function amounts(offers) {
  /** @type {Map<string, {offer: number, amount: number}[]>} */
  const families = new Map();
  offers.forEach((offer, i) => {
    const action = offer.action;
    if (!action || typeof action !== "object" || Array.isArray(action)) return;
    const keys = Object.keys(action);
    const amount = /** @type {Record<string, unknown>} */ (action)[keys[0]];
    if (keys.length !== 1 || typeof amount !== "number") return;
    const list = families.get(keys[0]) ?? [];
    list.push({ offer: i, amount });
    families.set(keys[0], list);
  });
  const largest = [...families.values()].sort((a, b) => b.length - a.length)[0];
  if (!largest || largest.length < 5) return null;
  return largest.sort((a, b) => a.amount - b.amount);
}

/**
 * The heading of the log where play stands: "Round 2 · Action phase" (the phase's name as the server says it, for a
 * game whose pieces name one); null for pieces without a round.
 * @param {any} layout
 * @param {any} pieces
 * @returns {string | null}
 */
export function headingOf(layout, pieces) {
  if (typeof pieces?.round !== "number") return null;
  const phase = typeof pieces.phase === "string" ? layout?.phase_words?.[pieces.phase] : null;
  return phase ? `${t("web-round", { round: pieces.round })} · ${phase}` : t("web-round", { round: pieces.round });
}

/**
 * Adds a heading to the log when it differs from the last one.
 * @param {HTMLUListElement} list
 * @param {string | null} heading
 */
export function appendHeading(list, heading) {
  if (!heading || list.dataset.heading === heading) return;
  list.dataset.heading = heading;
  list.append(el("li", { class: "heading" }, heading));
}

/**
 * The log: the lines as the seat was told them, newest at the bottom; a line that names places shows them on hover.
 * @param {HTMLUListElement} list
 * @param {string[]} lines
 * @param {(Places | null)[]} places
 * @param {(places: Places | null) => void} point
 */
export function appendLog(list, lines, places, point) {
  const filter = (list.dataset.filter ?? "").toLowerCase();
  lines.forEach((line, i) => {
    const named = places[i] ?? null;
    const item = el("li", { class: named ? "names-places" : null }, line);
    if (filter && !line.toLowerCase().includes(filter)) item.hidden = true;
    if (named) {
      item.addEventListener("mouseenter", () => point(named));
      item.addEventListener("mouseleave", () => point(null));
    }
    list.append(item);
  });
  // keep at most 1000 lines in the page
  while (list.children.length > 1000) list.firstElementChild?.remove();
  list.parentElement?.scrollTo({ top: list.parentElement.scrollHeight });
}

/**
 * The end screen: the places, the scores and the finished game's save.
 * @param {HTMLElement} node
 * @param {Ended} ended
 * @param {TableInfo} table
 */
export function drawEnd(node, ended, table) {
  const rows = [...ended.outcome].sort((a, b) => a.place - b.place || a.seat - b.seat);
  const unit = table.game === "chicago-express" ? "$" : "¥";
  const save = new Blob([ended.save], { type: "application/json" });
  const link = el(
    "a",
    { id: "save-download", href: URL.createObjectURL(save), download: `metro-${table.code}.json` },
    t("web-download-save"),
  );
  fill(
    node,
    el("h2", {}, t("web-game-over")),
    ended.figures ? moneyBySource(ended.figures, table) : null,
    el(
      "ol",
      { class: "places" },
      ...rows.map((row) =>
        el(
          "li",
          { class: "place", "data-seat": row.seat },
          el("span", { class: "rank" }, t("web-place", { place: row.place })),
          " ",
          el("strong", {}, table.seats[row.seat]?.name ?? String(row.seat + 1)),
          " ",
          el("span", { class: "money" }, `${unit}${row.score}`),
        ),
      ),
    ),
    link,
    " ",
    el("a", { href: `/r/${encodeURIComponent(table.code)}`, id: "replay-link" }, t("web-watch-replay")),
    " ",
    el("a", { href: "/" }, t("web-back-to-lobby")),
  );
  node.hidden = false;
}

/**
 * The game's public figures beside the board, as its pieces hold them: Chicago Express's companies (treasury, shares
 * left, income, locomotives left, each player's shares), Tokyo Metro's lines (value on the revenue track, who holds
 * them, speed tokens).
 * @param {HTMLElement} node
 * @param {any} layout
 * @param {any} pieces
 * @param {TableInfo} table
 */
export function drawFacts(node, layout, pieces, table) {
  const key = (/** @type {string} */ text, /** @type {string} */ colour) => {
    const span = el("span", { class: "key" }, text);
    span.style.background = colour;
    span.style.color = readableOn(colour);
    return span;
  };
  const seats = table.seats.map((s) => String(s.seat + 1));
  if (layout?.game === "chicago-express" && Array.isArray(pieces?.companies)) {
    /** @type {any[]} */
    const companies = layout.companies ?? [];
    /** @type {any[]} */
    const players = pieces.players ?? [];
    fill(
      node,
      el("h2", {}, t("web-companies")),
      el(
        "table",
        {},
        el(
          "tr",
          {},
          el("th", {}, ""),
          el("th", { title: t("web-treasury") }, "$"),
          el("th", { title: t("web-shares-left") }, t("web-shares")),
          el("th", { title: t("web-income") }, "+"),
          el("th", { title: t("web-locomotives-left") }, "▣"),
          ...seats.map((s) => el("th", { title: t("web-shares-of", { seat: s }) }, s)),
        ),
        ...pieces.companies.map((/** @type {any} */ c, /** @type {number} */ i) =>
          el(
            "tr",
            { class: c.open ? null : "quiet" },
            el("td", {}, key(companies[i]?.key ?? String(i), companies[i]?.colour ?? "#555")),
            el("td", {}, `$${c.treasury}`),
            el("td", {}, String(c.shares_left)),
            el("td", {}, String(c.income)),
            el("td", {}, String(c.locomotives_left)),
            ...players.map((p) => el("td", {}, String(p?.shares?.[i] ?? 0))),
          ),
        ),
      ),
    );
    return;
  }
  if (layout?.game === "tokyo-metro" && Array.isArray(pieces?.lines)) {
    /** @type {Map<number, any>} */
    const lines = new Map((layout.lines ?? []).map((/** @type {any} */ l) => [l.id, l]));
    fill(
      node,
      el("h2", {}, t("web-lines")),
      el(
        "table",
        {},
        el("tr", {}, el("th", {}, ""), el("th", {}, t("web-value")), el("th", {}, t("web-holders")), el("th", { title: t("web-speed-tokens") }, "»")),
        ...pieces.lines.map((/** @type {any} */ line) => {
          const drawn = lines.get(line.line);
          const holders = (line.holders ?? []).filter((/** @type {number | null} */ h) => h !== null).map((/** @type {number} */ h) => h + 1);
          return el(
            "tr",
            {},
            el("td", {}, key(drawn?.letter ?? "?", drawn?.colour ?? "#555"), " ", drawn?.name ?? ""),
            el("td", {}, `¥${line.value}`),
            el("td", {}, holders.join(" ")),
            el("td", {}, String(line.speed_tokens ?? 0)),
          );
        }),
      ),
    );
    return;
  }
  fill(node);
}

/**
 * Tokyo Metro's action cards: each column's face-up cards with their actions in words (the server's) and the discs
 * on them; a card an offer names is outlined, and a click on it shows that card's choices in the prompt.
 * @param {HTMLElement} node
 * @param {any} layout
 * @param {any} pieces
 * @param {Offer[]} offers  the seat's choices now (none when it does not decide)
 * @param {(card: number) => void} pickCard
 */
export function drawCards(node, layout, pieces, offers, pickCard) {
  if (layout?.game !== "tokyo-metro" || !Array.isArray(pieces?.columns)) {
    fill(node);
    node.hidden = true;
    return;
  }
  node.hidden = false;
  /** @type {string[][]} */
  const words = layout.card_words ?? [];
  /** @type {any[]} */
  const columns = layout.columns ?? [];
  const offered = new Set(offers.flatMap((o) => o.places?.cards ?? []));
  /** @type {Map<string, number[]>} discs on an action, by "card.action" */
  const discs = new Map();
  for (const taken of pieces.actions ?? []) discs.set(`${taken.action?.card}.${taken.action?.action}`, taken.discs ?? []);
  fill(
    node,
    el("h2", {}, t("web-cards")),
    el(
      "div",
      { class: "columns" },
      ...pieces.columns.map((/** @type {any} */ column) => {
        const drawn = columns[column.column] ?? {};
        const head = el("div", { class: "column-head" }, drawn.name ?? String(column.column + 1));
        head.style.borderColor = drawn.colours?.[0] ?? "#999";
        return el(
          "div",
          { class: "column" },
          head,
          ...(column.rows ?? []).map((/** @type {number} */ card) => {
            const choosable = offered.has(card);
            const box = el(
              choosable ? "button" : "div",
              { class: choosable ? "card-face choosable" : "card-face", "data-card": card, type: choosable ? "button" : null },
              ...(words[card] ?? []).map((text, i) => {
                const on = discs.get(`${card}.${i}`) ?? [];
                return el(
                  "div",
                  { class: "card-action" },
                  text,
                  ...on.map((seat) => {
                    const disc = el("span", { class: "disc" }, String(seat + 1));
                    disc.style.background = SEAT_COLOURS[seat % SEAT_COLOURS.length];
                    return disc;
                  }),
                );
              }),
            );
            if (choosable) box.addEventListener("click", () => pickCard(card));
            return box;
          }),
          el("div", { class: "deck quiet" }, t("web-deck", { cards: column.deck ?? 0 })),
        );
      }),
    ),
  );
}

/** The end payments' kinds the page has words for (a rule module's: "module"). */
const PAYOUT_KINDS = ["Speculation", "StakeReturn", "Share", "SetAside", "Loan"];

/**
 * The end's money by source (Tokyo Metro's figures: the money before the end payments, then each kind of end
 * payment, and the total), as a table and a bar per seat.
 * @param {any} figures
 * @param {TableInfo} table
 * @returns {HTMLElement | null}
 */
function moneyBySource(figures, table) {
  /** @type {number[]} */
  const totals = figures?.totals ?? [];
  if (!Array.isArray(figures?.payouts) || totals.length === 0) return null;
  /** @type {string[]} */
  const sources = ["before", ...PAYOUT_KINDS, "module"];
  const by = totals.map(() => new Map(sources.map((k) => [k, 0])));
  for (const payout of figures.payouts) {
    const kind = typeof payout.kind === "string" && PAYOUT_KINDS.includes(payout.kind) ? payout.kind : "module";
    const seat = by[payout.seat];
    if (seat) seat.set(kind, (seat.get(kind) ?? 0) + (payout.amount ?? 0));
  }
  by.forEach((seat, i) => {
    const paid = [...seat.values()].reduce((a, b) => a + b, 0);
    seat.set("before", (totals[i] ?? 0) - paid);
  });
  const used = sources.filter((k) => by.some((seat) => seat.get(k) !== 0));
  const colours = ["#8d99ae", "#2a9d8f", "#e9c46a", "#264653", "#f4a261", "#e76f51", "#6d597a"];
  const most = Math.max(1, ...by.map((seat) => [...seat.values()].filter((v) => v > 0).reduce((a, b) => a + b, 0)));
  const rows = by.map((seat, i) => {
    let x = 0;
    const bars = used.flatMap((k) => {
      const v = seat.get(k) ?? 0;
      if (v <= 0) return [];
      const w = (v / most) * 100;
      const rect = svg("rect", { x, y: 0, width: w, height: 6, fill: colours[sources.indexOf(k) % colours.length] }, svg("title", {}, `${t(`web-source-${k}`)}: ¥${v}`));
      x += w;
      return [rect];
    });
    return el(
      "tr",
      {},
      el("td", {}, table.seats[i]?.name ?? String(i + 1)),
      ...used.map((k) => el("td", {}, `¥${seat.get(k) ?? 0}`)),
      el("td", {}, el("strong", {}, `¥${totals[i] ?? 0}`)),
      el("td", { class: "bar" }, svg("svg", { viewBox: "0 0 100 6", preserveAspectRatio: "none", width: "100%", height: "12" }, ...bars)),
    );
  });
  return el(
    "table",
    { id: "money-by-source" },
    el("tr", {}, el("th", {}, ""), ...used.map((k) => {
      const head = el("th", {}, t(`web-source-${k}`));
      head.style.borderBottom = `3px solid ${colours[sources.indexOf(k) % colours.length]}`;
      return head;
    }), el("th", {}, t("web-total")), el("th", {}, "")),
    ...rows,
  );
}

/**
 * The log's panel: its heading, its filter and the scrolling list of its lines.
 * @param {HTMLUListElement} list
 * @returns {HTMLElement}
 */
export function logSection(list) {
  return el(
    "section",
    { id: "log", class: "card" },
    el("div", { class: "log-head" }, el("h2", {}, t("web-log")), logFilter(list)),
    el("div", { class: "scroll" }, list),
  );
}

/**
 * The log's filter: shows only the lines holding the text typed (a station, a player, a line), headings kept.
 * @param {HTMLUListElement} list
 * @returns {HTMLInputElement}
 */
export function logFilter(list) {
  const input = el("input", { type: "search", id: "log-filter", placeholder: t("web-log-filter"), "aria-label": t("web-log-filter") });
  input.addEventListener("input", () => {
    const filter = input.value.trim().toLowerCase();
    list.dataset.filter = filter;
    for (const item of list.children) {
      if (!(item instanceof HTMLElement) || item.classList.contains("heading")) continue;
      item.hidden = Boolean(filter) && !(item.textContent ?? "").toLowerCase().includes(filter);
    }
  });
  return input;
}

/**
 * Tokyo Metro's revenue track: its printed spaces (value, and the low and high payouts under it) with each line's
 * marker where the line's value stands; a line a choice names is outlined and clickable there (one choice: it is
 * taken; several: the prompt shows them).
 * @param {HTMLElement} node
 * @param {any} layout
 * @param {any} pieces
 * @param {Offer[]} offers  the seat's choices now (none when it does not decide)
 * @param {(line: number) => void} pickLine
 */
export function drawTrack(node, layout, pieces, offers, pickLine) {
  if (layout?.game !== "tokyo-metro" || !Array.isArray(layout.revenue_track) || !Array.isArray(pieces?.lines)) {
    fill(node);
    node.hidden = true;
    return;
  }
  node.hidden = false;
  /** @type {Map<number, any>} */
  const lines = new Map((layout.lines ?? []).map((/** @type {any} */ l) => [l.id, l]));
  const offered = new Set(offers.flatMap((o) => o.places?.lines ?? []));
  /** @type {Map<number, any[]>} the lines standing on each value */
  const at = new Map();
  for (const line of pieces.lines) at.set(line.value, [...(at.get(line.value) ?? []), line]);
  fill(
    node,
    el("h2", {}, t("web-track")),
    el(
      "div",
      { class: "track" },
      ...layout.revenue_track.map((/** @type {any} */ space) =>
        el(
          "div",
          { class: "track-space", title: t("web-track-space", { value: space.value, low: space.low, high: space.high }) },
          el("span", { class: "track-value" }, String(space.value)),
          ...(at.get(space.value) ?? []).map((/** @type {any} */ line) => {
            const drawn = lines.get(line.line);
            const choosable = offered.has(line.line);
            const chip = el(
              choosable ? "button" : "span",
              { class: choosable ? "key choosable" : "key", "data-line": line.line, type: choosable ? "button" : null, title: drawn?.name ?? "" },
              drawn?.letter ?? "?",
            );
            chip.style.background = drawn?.colour ?? "#555";
            chip.style.color = readableOn(drawn?.colour ?? "#555555");
            if (choosable) chip.addEventListener("click", () => pickLine(line.line));
            return chip;
          }),
        ),
      ),
    ),
  );
}
