// A table: a seat's (or a spectator's) page. It shows only what the server confirmed: a choice is sent, the
// buttons wait, and the server's update (or refusal) is what changes the page.

import { byId, el, fill } from "./dom.js";
import { language, t } from "./words.js";
import { Connection, keepTicket, ticketOf } from "./connection.js";
import { makeBoard, patched } from "./board.js";
import { appendHeading, appendLog, drawCards, drawEnd, drawFacts, drawPlayers, drawPrompt, drawTrack, headingOf, logSection } from "./panels.js";
import { languageMenu, request } from "./lobby.js";

/** @typedef {import("./types.js").ServerMessage} ServerMessage */
/** @typedef {import("./types.js").TableInfo} TableInfo */
/** @typedef {import("./types.js").Offer} Offer */
/** @typedef {import("./types.js").SealedRound} SealedRound */
/** @typedef {import("./types.js").Places} Places */
/** @typedef {import("./types.js").Patch} Patch */

/** How long each beat of an animated step shows (a vehicle's step, a payout), in milliseconds. */
const BEAT_MS = 220;

/**
 * Shows table `code` in `root`: as its seat when this browser holds one, else as a spectator.
 * @param {HTMLElement} root
 * @param {string} code
 * @param {boolean} watch  a spectator even with a seat kept
 */
export function showTable(root, code, watch) {
  document.title = t("web-title-table", { code });
  const ticket = watch ? null : ticketOf(code);
  const boardNode = el("div", { id: "board" });
  // what a step that plays on the board says while it plays (the trains' moves, the payouts)
  const popup = el("div", { id: "popup", role: "status", "aria-live": "polite" });
  popup.hidden = true;
  const players = el("section", { id: "players", class: "card" });
  const facts = el("section", { id: "facts", class: "card" });
  const cards = el("section", { id: "cards", class: "card" });
  const track = el("section", { id: "track", class: "card" });
  const prompt = el("section", { id: "prompt", class: "card" });
  const logList = el("ul", {});
  const log = logSection(logList);
  const end = el("section", { id: "end", class: "card" });
  end.hidden = true;
  const problem = el("p", { id: "table-problem", class: "problem", role: "alert" });
  const invite = el("button", { type: "button", id: "copy-link", class: "secondary" }, t("web-copy-link"));
  invite.addEventListener("click", async () => {
    const link = `${location.origin}/t/${code}`;
    try {
      await navigator.clipboard.writeText(link);
      invite.textContent = t("web-link-copied");
    } catch {
      window.prompt(t("web-copy-link"), link);
    }
  });
  const hostBar = el("div", { id: "host-bar" });
  const tableNode = el(
    "div",
    { id: "table", "data-state": "waiting" },
    el("div", { class: "board-panel" }, boardNode, popup),
    el("aside", { class: "side" }, end, prompt, cards, track, players, facts, log),
  );
  fill(
    root,
    el(
      "header",
      { class: "top" },
      el("a", { href: "/", class: "home" }, "metro"),
      el("span", { class: "code", id: "table-code" }, code),
      invite,
      hostBar,
      languageMenu(),
    ),
    problem,
    tableNode,
  );

  /** @type {TableInfo | null} */
  let table = null;
  /** @type {number | null} */
  let seat = null;
  /** @type {ReturnType<typeof makeBoard>} */
  let board = null;
  /** @type {any} */
  let layout = null;
  let version = 0;
  /** @type {any} */
  let pieces = null;
  /** @type {number[]} */
  let deciding = [];
  /** @type {Offer[]} */
  let offers = [];
  /** @type {string | null} */
  let undo = null;
  /** @type {SealedRound | undefined} */
  let sealed;
  let over = false;
  let sending = false;
  /** @type {string | null} */
  let refusal = null;
  /** Where the amount slider stands for the decision at `version`. */
  const amount = { at: /** @type {number | null} */ (null), version: -1 };
  /** The card (or line of the track) whose choices the prompt shows alone after a click on it, if any. */
  /** @type {{card?: number, line?: number} | null} */
  let shownOnly = null;
  let commands = 0;
  /** @type {Promise<void>} */
  let animation = Promise.resolve();
  /** Steps whose beats are still being shown. */
  let animating = 0;

  const mayDecide = () => seat !== null && deciding.includes(seat) && !over && !sending;

  const status = () => {
    if (!table) return t("web-connecting");
    if (table.state === "waiting") return t("web-waiting-for-players", { code });
    if (over) return t("web-game-over");
    if (seat !== null && deciding.includes(seat)) {
      if (sealed && sealed.sealed.includes(seat)) return t("web-waiting-for-others");
      return t("web-your-turn");
    }
    const names = deciding.map((s) => table?.seats[s]?.name ?? String(s + 1));
    return names.length ? t("web-waiting-for", { names: names.join(", ") }) : "";
  };

  const sealedNote = () => {
    if (!sealed || seat === null || sealed.mine === undefined || sealed.mine === null) return null;
    const mine = JSON.stringify(sealed.mine);
    const offer = offers.find((o) => JSON.stringify(o.action) === mine);
    return t("web-your-sealed-choice", { choice: offer?.words ?? mine });
  };

  const redraw = () => {
    if (!table) return;
    // a new decision: the slider starts at the least amount again
    if (amount.version !== version) {
      amount.version = version;
      amount.at = null;
    }
    tableNode.dataset.state = over ? "over" : table.state === "waiting" ? "waiting" : "playing";
    prompt.hidden = over;
    document.body.dataset.version = String(version);
    drawPlayers(players, table, pieces, table.state === "waiting" ? [] : deciding, seat, sealed);
    drawFacts(facts, layout, pieces, table);
    const mine = seat !== null && deciding.includes(seat) ? offers : [];
    /** @param {Offer} o */
    const names = (o) =>
      shownOnly !== null &&
      ((shownOnly.card !== undefined && Boolean(o.places?.cards?.includes(shownOnly.card))) ||
        (shownOnly.line !== undefined && Boolean(o.places?.lines?.includes(shownOnly.line))));
    if (shownOnly !== null && !mine.some(names)) shownOnly = null;
    /** A click on a card or a line of the track: its one choice taken, or its choices shown alone. @param {{card?: number, line?: number}} what */
    const narrow = (what) => {
      shownOnly = what;
      const these = mine.map((o, i) => (names(o) ? i : -1)).filter((i) => i >= 0);
      if (these.length === 1 && what.line !== undefined) {
        shownOnly = null;
        choose(these[0]);
        return;
      }
      redraw();
      prompt.querySelector("button[data-offer]:not(:disabled)")?.scrollIntoView({ block: "nearest" });
    };
    drawCards(cards, layout, pieces, mayDecide() ? mine : [], (card) => narrow({ card }));
    drawTrack(track, layout, pieces, mayDecide() ? mine : [], (line) => narrow({ line }));
    drawPrompt(
      prompt,
      {
        heading: seat === null ? t("web-watching") : t("web-prompt"),
        offers: mine,
        only: shownOnly === null ? null : mine.map(names),
        amount,
        mayDecide: mayDecide(),
        sending,
        status: status(),
        sealedNote: sealedNote(),
        undo,
        refusal,
      },
      choose,
      takeBack,
      (i) => board?.point(i === null ? null : (offers[i]?.places ?? null)),
    );
    board?.highlight(mayDecide() ? offers.map((o) => o.places ?? {}) : []);
    const openSeat = table.seats.some((s) => s.player === "person" && !s.taken);
    fill(
      hostBar,
      table.host !== undefined && table.host === seat && table.state === "waiting"
        ? el("button", { type: "button", id: "start-now", onclick: () => connection.send({ type: "start" }) }, t("web-start-now"))
        : null,
      // someone who came by the invitation link, without a seat here: take an open one
      seat === null && openSeat && !watch ? el("button", { type: "button", id: "take-seat", onclick: () => void takeSeat() }, t("web-take-seat")) : null,
    );
  };

  /** Takes the table's first open seat (the invitation link), keeps its ticket and comes back as that seat. */
  async function takeSeat() {
    try {
      const ticket = await request("POST", `/api/tables/${encodeURIComponent(code)}/join`);
      keepTicket(ticket);
      location.replace(`/t/${encodeURIComponent(ticket.code)}`);
    } catch (error) {
      problem.textContent = t("web-join-failed", { message: String(/** @type {Error} */ (error).message) });
    }
  }

  /**
   * A click on a place that is not a choice: asks the server why not there (answered on what the seat may know).
   * @param {Places} places
   */
  function whyNotThere(places) {
    if (!mayDecide()) return;
    commands += 1;
    connection.send({ type: "why_not", query_id: `w${commands}`, places });
  }

  /** @param {number} i */
  function choose(i) {
    const offer = offers[i];
    if (!offer || !mayDecide()) return;
    commands += 1;
    const sent = connection.send({ type: "command", version, command_id: `b${Date.now().toString(36)}-${commands}`, action: offer.action });
    if (!sent) return;
    sending = true;
    refusal = null;
    redraw();
  }

  function takeBack() {
    if (sending) return;
    commands += 1;
    if (connection.send({ type: "undo", version, command_id: `u${Date.now().toString(36)}-${commands}` })) {
      sending = true;
      redraw();
    }
  }

  document.addEventListener("keydown", (event) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
    // the n-th choice shown (a card's alone after a click on it; the amount slider's button for its amounts)
    const n = Number(event.key);
    if (!Number.isInteger(n) || n < 1 || n > 9) return;
    const shown = prompt.querySelectorAll("button[data-offer]:not(:disabled)");
    const button = shown[n - 1];
    if (button instanceof HTMLButtonElement) button.click();
  });

  /**
   * Plays a step's beats on the board, one after the other, then its end, with what the step says over the board.
   * @param {Patch[][]} beats
   * @param {any} after
   * @param {string[]} told
   */
  const animate = (beats, after, told) => {
    const before = pieces;
    animating += 1;
    animation = animation.then(async () => {
      fill(popup, ...told.slice(-3).map((line) => el("div", {}, line)));
      popup.hidden = false;
      let shown = before;
      for (const beat of beats) {
        shown = patched(shown, beat);
        board?.draw(shown);
        await new Promise((done) => setTimeout(done, BEAT_MS));
      }
      board?.draw(after);
      animating -= 1;
      if (animating === 0) setTimeout(() => {
        if (animating === 0) popup.hidden = true;
      }, 1200);
    });
  };

  /** @param {boolean} up */
  const connected = (up) => {
    document.body.dataset.connected = up ? "yes" : "no";
    const banner = byId("banner", HTMLElement);
    if (!up) {
      banner.textContent = t("web-disconnected");
      banner.hidden = false;
      sending = false;
    } else if (!banner.hidden) {
      banner.textContent = t("web-reconnected");
      setTimeout(() => {
        if (document.body.dataset.connected === "yes") banner.hidden = true;
      }, 2000);
    }
  };

  /** @param {ServerMessage} message */
  const receive = (message) => {
    const started = performance.now();
    apply(message);
    redraw();
    // the page's figures: the first board drawn, and each step's redraw (performance entries `metro-…`)
    if (message.type === "welcome" && performance.getEntriesByName("metro-first-board").length === 0) {
      performance.mark("metro-first-board");
    }
    if (message.type === "update") performance.measure("metro-redraw", { start: started });
  };

  /** @param {ServerMessage} message */
  const apply = (message) => {
    switch (message.type) {
      case "welcome": {
        table = message.table;
        seat = message.seat;
        document.body.dataset.seat = seat === null ? "" : String(seat);
        if (!board) {
          layout = message.layout;
          board = makeBoard(message.layout, choose, whyNotThere);
          fill(boardNode, board ? board.element : el("p", {}, t("web-no-board")), board ? zoomButtons(board.element) : null);
        }
        whole(message.state);
        break;
      }
      case "state":
        whole(message);
        break;
      case "update": {
        if (message.version <= version) break;
        version = message.version;
        if (message.beats?.length) animate(message.beats, message.pieces, message.told);
        else if (animating === 0) board?.draw(message.pieces);
        else animation = animation.then(() => board?.draw(message.pieces));
        pieces = message.pieces;
        deciding = message.deciding;
        offers = message.offers;
        undo = message.undo ?? null;
        sealed = message.sealed;
        sending = false;
        shownOnly = null;
        // a new round or phase opens a heading before the lines it brings
        appendHeading(logList, headingOf(layout, message.pieces));
        appendLog(logList, message.told, message.told_places ?? [], (p) => board?.point(p));
        notify();
        break;
      }
      case "accepted":
        break;
      case "sealed":
        if (seat !== null && message.round) {
          sealed = message.round;
          if (message.command_id) sending = false;
        }
        break;
      case "why_not":
        // a place that is not a choice: the engine's reason, with its rule
        refusal = !message.allowed && message.reason ? t("web-not-here", { reason: message.reason, rule: message.rule ?? "" }) : null;
        break;
      case "refused":
        sending = false;
        refusal = `${message.reason} (${t("web-rule", { rule: message.rule })})`;
        break;
      case "error":
        sending = false;
        if (message.code === "stale_version") connection.send({ type: "resync", since_version: version });
        else if (message.code === "no_spectators" && !ticket) {
          // closed to watchers: only a seat may come in
          connection.close();
          problem.textContent = t("web-no-spectators");
          fill(hostBar, el("button", { type: "button", id: "take-seat", onclick: () => void takeSeat() }, t("web-take-seat")));
        } else problem.textContent = message.message;
        break;
      case "ended":
        over = true;
        version = Math.max(version, message.version);
        if (table) drawEnd(end, message, table);
        break;
      case "table":
        table = message.table;
        break;
      default:
        break;
    }
  };

  /** @param {import("./types.js").SeatState} state */
  const whole = (state) => {
    version = state.version;
    pieces = state.pieces;
    deciding = state.deciding;
    offers = state.offers;
    undo = state.undo ?? null;
    sealed = state.sealed;
    over = state.over;
    sending = false;
    if (animating === 0) board?.draw(state.pieces);
    else animation = animation.then(() => board?.draw(state.pieces));
    logList.replaceChildren();
    delete logList.dataset.heading;
    appendLog(logList, state.log, state.log_places ?? [], (p) => board?.point(p));
    appendHeading(logList, headingOf(layout, state.pieces));
    if (state.broken) problem.textContent = t("web-table-broken", { reason: state.broken });
  };

  // "your turn" from the browser, when the tab is in the background and the player allowed it
  let wasMyTurn = false;
  const notify = () => {
    const myTurn = seat !== null && deciding.includes(seat) && !over;
    if (myTurn && !wasMyTurn && document.hidden && "Notification" in window && Notification.permission === "granted") {
      new Notification(t("web-notification-title"), { body: t("web-notification-body", { code }), tag: `metro-${code}` });
    }
    wasMyTurn = myTurn;
  };
  if (ticket && "Notification" in window && Notification.permission === "default") {
    const ask = el("button", { type: "button", class: "secondary", id: "notify" }, t("web-notify-me"));
    ask.addEventListener("click", async () => {
      await Notification.requestPermission();
      ask.remove();
    });
    hostBar.after(ask);
  }

  const connection = new Connection(code, ticket?.token ?? null, language(), { message: receive, connected });
}

/**
 * The board's zoom buttons: in, out, the whole board.
 * @param {SVGSVGElement} board
 * @returns {HTMLElement}
 */
export function zoomButtons(board) {
  const button = (/** @type {string} */ text, /** @type {string} */ label, /** @type {number} */ factor) =>
    el("button", {
      type: "button",
      class: "secondary",
      "aria-label": label,
      title: label,
      onclick: () => board.dispatchEvent(new CustomEvent("metro-zoom", { detail: factor })),
    }, text);
  return el("div", { class: "zoom" }, button("+", t("web-zoom-in"), 0.8), button("−", t("web-zoom-out"), 1.25), button("⤢", t("web-zoom-fit"), 0));
}
