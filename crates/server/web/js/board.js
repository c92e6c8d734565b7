// The board as SVG: drawn from the layout the server sends once per table and the pieces of each view. The page
// knows layouts and pieces, not rules: what may be chosen comes from the offers' places.

import { svg } from "./dom.js";
import { tokyoBoard } from "./board_tokyo.js";
import { chicagoBoard } from "./board_chicago.js";

/** @typedef {import("./types.js").Places} Places */
/** @typedef {import("./types.js").Patch} Patch */

/** The seats' colours, told apart by more than hue: each piece also carries its seat's number; white on each is
 * readable (contrast at least 4.5:1, checked by crates/server/tests/web_contrast.rs). */
export const SEAT_COLOURS = ["#c62828", "#1565c0", "#2e7d32", "#6a1b9a", "#b34700", "#00737d"];

/**
 * The text colour that reads on a background (`#RRGGBB`): white or near-black, whichever contrasts more (a line's
 * colour comes from its map, light or dark).
 * @param {string} background
 * @returns {string}
 */
export function readableOn(background) {
  const match = /^#([0-9a-f]{6})$/i.exec(background);
  if (!match) return "#ffffff";
  const channel = (/** @type {number} */ i) => {
    const c = parseInt(match[1].slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  const onWhite = 1.05 / (luminance + 0.05);
  const onInk = (luminance + 0.05) / (0.0118 + 0.05);
  return onWhite >= onInk ? "#ffffff" : "#1b1b1f";
}

/**
 * @typedef {object} GameBoard  what a game's drawing gives the page
 * @property {SVGElement} root the whole board (a `<g>` in board units)
 * @property {{x: number, y: number, width: number, height: number}} extent
 * @property {(pieces: any) => void} draw
 * @property {(places: Places[]) => void} highlight  outlines the places of the offers (index = offer)
 * @property {(places: Places | null) => void} point  outlines the places a log line names
 * @property {(target: Element, at: DOMPoint) => Places | null} placeAt  the place a click at `at` (board units) on
 *   `target` names, for asking why a choice there is refused
 */

/**
 * @typedef {object} Board
 * @property {SVGSVGElement} element
 * @property {(pieces: any) => void} draw
 * @property {(places: Places[]) => void} highlight
 * @property {(places: Places | null) => void} point
 */

/**
 * The board of a layout, or null for a game the page cannot draw.
 * @param {any} layout
 * @param {(offer: number) => void} pick  a click on a highlighted place chooses its offer
 * @param {(places: Places) => void} [ask]  a click on another place asks why (the server answers)
 * @returns {Board | null}
 */
export function makeBoard(layout, pick, ask) {
  /** @type {GameBoard | null} */
  let game = null;
  if (layout?.game === "tokyo-metro") game = tokyoBoard(layout, pick);
  else if (layout?.game === "chicago-express") game = chicagoBoard(layout, pick);
  if (!game) return null;
  const { x, y, width, height } = game.extent;
  const element = /** @type {SVGSVGElement} */ (
    svg("svg", { viewBox: `${x} ${y} ${width} ${height}`, role: "img", "aria-label": layout.name ?? layout.map ?? "" })
  );
  element.append(game.root);
  zoomAndPan(element, game.extent);
  // a click (not a drag) on a place that is not a choice: why not there
  let down = { x: 0, y: 0 };
  element.addEventListener("pointerdown", (event) => {
    down = { x: event.clientX, y: event.clientY };
  });
  const root = game.root;
  const placeAt = game.placeAt;
  element.addEventListener("click", (event) => {
    if (!ask || !(event.target instanceof Element) || event.target.closest(".choice")) return;
    if (Math.hypot(event.clientX - down.x, event.clientY - down.y) > 5) return;
    const matrix = root instanceof SVGGraphicsElement ? root.getScreenCTM() : null;
    if (!matrix) return;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const places = placeAt(event.target, at);
    if (places) ask(places);
  });
  element.setAttribute("tabindex", "0");
  // + and − zoom, 0 fits, from the keyboard when the board has the focus
  element.addEventListener("keydown", (event) => {
    const factor = { "+": 0.8, "=": 0.8, "-": 1.25, "0": 0 }[event.key];
    if (factor === undefined) return;
    event.preventDefault();
    element.dispatchEvent(new CustomEvent("metro-zoom", { detail: factor }));
  });
  const drawn = game;
  return {
    element,
    draw: (pieces) => drawn.draw(pieces),
    highlight: (places) => drawn.highlight(places),
    point: (places) => drawn.point(places),
  };
}

/**
 * Zoom with the wheel (or a pinch), pan by dragging, a double click fits the board again.
 * @param {SVGSVGElement} element
 * @param {{x: number, y: number, width: number, height: number}} extent
 */
function zoomAndPan(element, extent) {
  let view = { ...extent };
  const set = () => element.setAttribute("viewBox", `${view.x} ${view.y} ${view.width} ${view.height}`);
  /** @param {number} clientX @param {number} clientY */
  const at = (clientX, clientY) => {
    const box = element.getBoundingClientRect();
    const scale = Math.max(view.width / box.width, view.height / box.height);
    const offsetX = (box.width * scale - view.width) / 2;
    const offsetY = (box.height * scale - view.height) / 2;
    return { x: view.x - offsetX + (clientX - box.left) * scale, y: view.y - offsetY + (clientY - box.top) * scale, scale };
  };
  /** Zooms by `factor` (below 1: in) around a point of the screen. @param {number} factor @param {number} clientX @param {number} clientY */
  const zoom = (factor, clientX, clientY) => {
    const point = at(clientX, clientY);
    const width = Math.min(extent.width * 2, Math.max(extent.width / 8, view.width * factor));
    const ratio = width / view.width;
    view = {
      x: point.x - (point.x - view.x) * ratio,
      y: point.y - (point.y - view.y) * ratio,
      width,
      height: view.height * ratio,
    };
    set();
  };
  element.addEventListener(
    "wheel",
    (event) => {
      event.preventDefault();
      zoom(Math.exp(Math.sign(event.deltaY) * 0.15), event.clientX, event.clientY);
    },
    { passive: false },
  );
  // the buttons' and keys' zoom: around the board's centre
  const centre = () => {
    const box = element.getBoundingClientRect();
    return [box.left + box.width / 2, box.top + box.height / 2];
  };
  element.addEventListener("metro-zoom", (event) => {
    const factor = /** @type {CustomEvent<number>} */ (event).detail;
    if (factor === 0) {
      view = { ...extent };
      set();
    } else {
      const [x, y] = centre();
      zoom(factor, x, y);
    }
  });
  // two fingers: pinch to zoom
  /** @type {Map<number, {x: number, y: number}>} */
  const touches = new Map();
  let spread = 0;
  const distance = () => {
    const [a, b] = [...touches.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  /** @type {{x: number, y: number, scale: number, id: number} | null} */
  let drag = null;
  element.addEventListener("pointerdown", (event) => {
    touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (touches.size === 2) {
      drag = null;
      spread = distance();
      return;
    }
    if (event.button !== 0) return;
    drag = { x: event.clientX, y: event.clientY, scale: at(event.clientX, event.clientY).scale, id: event.pointerId };
  });
  element.addEventListener("pointermove", (event) => {
    if (touches.has(event.pointerId)) touches.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (touches.size === 2) {
      const now = distance();
      if (spread > 0 && now > 0) {
        const [a, b] = [...touches.values()];
        zoom(spread / now, (a.x + b.x) / 2, (a.y + b.y) / 2);
      }
      spread = now;
      return;
    }
    if (!drag || drag.id !== event.pointerId) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) < 4) return;
    element.setPointerCapture(event.pointerId);
    view = { ...view, x: view.x - dx * drag.scale, y: view.y - dy * drag.scale };
    drag = { ...drag, x: event.clientX, y: event.clientY };
    set();
  });
  const end = (/** @type {PointerEvent} */ event) => {
    touches.delete(event.pointerId);
    drag = null;
  };
  element.addEventListener("pointerup", end);
  element.addEventListener("pointercancel", end);
  element.addEventListener("dblclick", () => {
    view = { ...extent };
    set();
  });
}

/**
 * The pieces after a beat: `patches` applied to a copy of `pieces` (crates/protocol's `patch::apply`).
 * @param {any} pieces
 * @param {Patch[]} patches
 * @returns {any}
 */
export function patched(pieces, patches) {
  const copy = structuredClone(pieces);
  let whole = copy;
  for (const patch of patches) {
    if (patch.path.length === 0) {
      whole = structuredClone(patch.value);
      continue;
    }
    let node = whole;
    for (const key of patch.path.slice(0, -1)) node = node?.[key];
    if (node && typeof node === "object") node[patch.path[patch.path.length - 1]] = structuredClone(patch.value);
  }
  return whole;
}

/**
 * A group to draw a layer in.
 * @param {string} name
 * @returns {SVGElement}
 */
export function layer(name) {
  return svg("g", { class: name });
}

/**
 * Marks an element as a choice: clickable, focusable, with its offer's number.
 * @param {SVGElement} node
 * @param {number} offer
 * @param {(offer: number) => void} pick
 */
export function choosable(node, offer, pick) {
  node.classList.add("choosable");
  node.setAttribute("tabindex", "0");
  node.setAttribute("role", "button");
  node.dataset.pick = String(offer);
  node.addEventListener("click", () => pick(offer));
  node.addEventListener("keydown", (event) => {
    if (event instanceof KeyboardEvent && (event.key === "Enter" || event.key === " ")) {
      event.preventDefault();
      pick(offer);
    }
  });
}
