// A seat's (or a spectator's) WebSocket to the server: the hello, the messages, and a new connection after a lost
// one (a reload or a dropped network), which the server answers with the whole state again: nothing is guessed.

/** @typedef {import("./types.js").ServerMessage} ServerMessage */

/** The protocol this page speaks (crates/protocol: PROTOCOL_VERSION). */
export const PROTOCOL = 1;

export class Connection {
  /**
   * @param {string} code the table's room code
   * @param {string | null} token the seat's token (none: a spectator)
   * @param {string} language the words' language
   * @param {{message: (m: ServerMessage) => void, connected: (up: boolean) => void}} handlers
   */
  constructor(code, token, language, handlers) {
    this.code = code;
    this.token = token;
    this.language = language;
    this.handlers = handlers;
    /** @type {WebSocket | null} */
    this.socket = null;
    this.retries = 0;
    this.closed = false;
    this.received = 0;
    this.open();
  }

  open() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(`${scheme}//${location.host}/api/ws`);
    this.socket = socket;
    socket.addEventListener("open", () => {
      this.retries = 0;
      /** @type {Record<string, unknown>} */
      const hello = { type: "hello", protocol: PROTOCOL, table: this.code, language: this.language };
      if (this.token) hello.token = this.token;
      socket.send(JSON.stringify(hello));
      this.handlers.connected(true);
    });
    socket.addEventListener("message", (event) => {
      if (typeof event.data !== "string") return;
      // what the table sent, for the page's figures (bytes of text as sent: UTF-8)
      this.received += new Blob([event.data]).size;
      document.body.dataset.received = String(this.received);
      let message;
      try {
        message = JSON.parse(event.data);
      } catch {
        return;
      }
      this.handlers.message(message);
    });
    socket.addEventListener("close", () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.handlers.connected(false);
      if (this.closed) return;
      // again after 0.5 s, 1 s, 2 s … at most 10 s apart
      const wait = Math.min(10000, 500 * 2 ** Math.min(this.retries, 5));
      this.retries += 1;
      setTimeout(() => this.open(), wait);
    });
  }

  /**
   * Sends a message; false when the connection is down (nothing is queued: the page waits for the state again).
   * @param {Record<string, unknown>} message
   * @returns {boolean}
   */
  send(message) {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Closes for good (the page leaves the table). */
  close() {
    this.closed = true;
    this.socket?.close();
  }
}

/**
 * @typedef {object} Ticket  a seat taken: what the server answered a create or a join
 * @property {string} code
 * @property {number | null} seat
 * @property {string | null} token
 * @property {boolean} [host]
 */

/**
 * Keeps a seat's ticket in the browser, so that a reload or a lost connection returns to the same seat.
 * @param {Ticket} ticket
 */
export function keepTicket(ticket) {
  if (!ticket.token) return;
  localStorage.setItem(`metro.seat.${ticket.code}`, JSON.stringify(ticket));
}

/**
 * The ticket kept for a table, if this browser holds a seat there.
 * @param {string} code
 * @returns {Ticket | null}
 */
export function ticketOf(code) {
  try {
    const kept = JSON.parse(localStorage.getItem(`metro.seat.${code}`) ?? "null");
    return kept && typeof kept.token === "string" ? kept : null;
  } catch {
    return null;
  }
}
