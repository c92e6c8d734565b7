// The protocol's messages as the page reads them (crates/protocol: the server's `ServerMessage`). Types only.

/**
 * @typedef {object} SeatInfo
 * @property {number} seat
 * @property {string} name
 * @property {string} player "person" or a bot's name
 * @property {boolean} taken
 * @property {string} [stand_in]
 * @property {boolean} [connected]
 */

/**
 * @typedef {object} TableInfo
 * @property {string} id
 * @property {string} code
 * @property {string} game
 * @property {SeatInfo[]} seats
 * @property {string} state "waiting", "playing", "over", "broken", "ended", "expired"
 * @property {number} [host]
 * @property {unknown} [clock]
 */

/**
 * @typedef {object} Places  what an offer or a log line points at on the board, by the layout's ids
 * @property {number[]} [spaces]
 * @property {number[]} [stations]
 * @property {number[]} [lines]
 * @property {number[]} [hexes]
 * @property {number[]} [cards]
 */

/**
 * @typedef {object} Offer
 * @property {unknown} action
 * @property {string} words
 * @property {string | null} [preview]
 * @property {Places} [places]
 */

/**
 * @typedef {object} SealedRound
 * @property {number[]} seats
 * @property {number[]} sealed
 * @property {unknown} [mine]
 */

/**
 * @typedef {object} SeatClock
 * @property {number} seat
 * @property {number | null} [remaining_ms]
 * @property {number | null} [deadline_ms]
 * @property {number | null} [bank_ms]
 */

/**
 * @typedef {object} SeatState
 * @property {number} version
 * @property {any} pieces
 * @property {string} view_hash
 * @property {number[]} deciding
 * @property {Offer[]} offers
 * @property {string | null} [undo]
 * @property {string[]} log
 * @property {(Places | null)[]} [log_places]
 * @property {boolean} over
 * @property {string | null} [broken]
 * @property {SealedRound} [sealed]
 * @property {SeatClock[]} [clocks]
 */

/**
 * @typedef {object} Patch
 * @property {(string | number)[]} path
 * @property {unknown} [value]
 */

/**
 * @typedef {object} Update
 * @property {number} version
 * @property {number} decided
 * @property {string[]} told
 * @property {(Places | null)[]} [told_places]
 * @property {any} pieces
 * @property {string} view_hash
 * @property {number[]} deciding
 * @property {Offer[]} offers
 * @property {string | null} [undo]
 * @property {SealedRound} [sealed]
 * @property {SeatClock[]} [clocks]
 * @property {Patch[][]} [beats]
 */

/**
 * @typedef {object} SeatResult
 * @property {number} seat
 * @property {number} score
 * @property {number} place
 */

/**
 * @typedef {object} Ended
 * @property {number} version
 * @property {SeatResult[]} outcome
 * @property {string} save
 * @property {any} [figures]
 */

/**
 * @typedef {object} Welcome
 * @property {number} protocol
 * @property {TableInfo} table
 * @property {number | null} seat
 * @property {any} layout
 * @property {SeatState} state
 * @property {ChatLine[]} [chat]
 */

/**
 * @typedef {object} ChatLine
 * @property {number} number
 * @property {number} seat
 * @property {number} at
 * @property {string} text
 */

/**
 * @typedef {{type: "welcome"} & Welcome
 *   | {type: "state"} & SeatState
 *   | {type: "update"} & Update
 *   | {type: "accepted", command_id: string, version: number}
 *   | {type: "refused", command_id: string, reason: string, rule: string, help?: string | null}
 *   | {type: "error", code: string, message: string, command_id?: string | null, version?: number | null}
 *   | {type: "ended"} & Ended
 *   | {type: "sealed", version: number, command_id?: string | null, seat: number, round: SealedRound}
 *   | {type: "table", version: number, table: TableInfo, clocks?: SeatClock[]}
 *   | {type: "chat"} & ChatLine
 *   | {type: "webhook"}
 *   | {type: "why_not", query_id: string, version: number, allowed: boolean, words?: string, reason?: string, rule?: string, help?: string}
 *   | {type: "help"}} ServerMessage
 */

export {};
