// Chicago Express's hex board: terrain, costs, incomes, cities, and the pieces of a view: each company's
// locomotives in its colour, the houses (develop), the industrial track.

import { svg, fill } from "./dom.js";
import { choosable, layer } from "./board.js";

/** @typedef {import("./types.js").Places} Places */

const TERRAIN = /** @type {Record<string, string>} */ ({
  Plains: "#e8e0b8",
  Forest: "#9ccc8a",
  Mountain: "#b9a48c",
  City: "#f2f2f2",
  Industrial: "#c9c9d6",
  Start: "#f6e7c1",
});

/**
 * The corners of a flat-topped hex of radius 1.
 * @param {number} x
 * @param {number} y
 * @param {number} [r]
 * @returns {string}
 */
function hexPoints(x, y, r = 0.97) {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    return `${(x + r * Math.cos(a)).toFixed(3)},${(y + r * Math.sin(a)).toFixed(3)}`;
  }).join(" ");
}

/**
 * @param {any} layout
 * @param {(offer: number) => void} pick
 * @returns {import("./board.js").GameBoard}
 */
export function chicagoBoard(layout, pick) {
  const [width, height] = layout.size ?? [29, 19];
  /** @type {Map<number, any>} */
  const hexes = new Map((layout.hexes ?? []).map((/** @type {any} */ h) => [h.id, h]));
  /** @type {any[]} */
  const companies = layout.companies ?? [];
  const root = svg("g", { class: "chicago" });
  const ground = layer("ground");
  const names = layer("hex-names");
  for (const hex of hexes.values()) {
    const [x, y] = hex.centre;
    ground.append(
      svg("polygon", { points: hexPoints(x, y), class: "hex", fill: TERRAIN[hex.kind] ?? "#eee", "data-hex": hex.id }),
    );
    if (hex.name) names.append(svg("text", { x, y: y - 0.45, class: "hex-name" }, hex.name));
    if (hex.cost) ground.append(svg("text", { x: x - 0.45, y: y + 0.6, class: "hex-cost" }, `$${hex.cost}`));
    if (hex.income) ground.append(svg("text", { x: x + 0.45, y: y + 0.6, class: "hex-income" }, `+${hex.income}`));
    const home = hex.home_of === null || hex.home_of === undefined ? null : companies[hex.home_of];
    if (home) ground.append(svg("text", { x, y: y + 0.15, class: "hex-home", fill: home.colour }, home.key));
  }
  const pieceLayer = layer("pieces");
  const highlightLayer = layer("highlights");
  const pointLayer = layer("pointed");
  root.append(ground, names, highlightLayer, pieceLayer, pointLayer);

  /** @param {number} id @param {string} className */
  const outline = (id, className) => {
    const hex = hexes.get(id);
    return hex ? svg("polygon", { points: hexPoints(hex.centre[0], hex.centre[1], 0.9), class: className }) : null;
  };

  return {
    root,
    extent: { x: -0.2, y: -0.2, width: width + 0.4, height: height + 0.4 },
    draw(pieces) {
      /** @type {SVGElement[]} */
      const drawn = [];
      for (const [hexId, owners] of pieces?.locomotives ?? []) {
        const hex = hexes.get(hexId);
        if (!hex) continue;
        const [x, y] = hex.centre;
        /** @type {number[]} */
        const list = owners;
        list.forEach((company, i) => {
          const c = companies[company];
          const dx = (i - (list.length - 1) / 2) * 0.42;
          drawn.push(
            svg("rect", {
              x: x + dx - 0.18,
              y: y - 0.18,
              width: 0.36,
              height: 0.36,
              rx: 0.06,
              class: "locomotive",
              fill: c?.colour ?? "#333",
            }),
          );
        });
      }
      for (const hexId of pieces?.houses ?? []) {
        const hex = hexes.get(Array.isArray(hexId) ? hexId[0] : hexId);
        if (!hex) continue;
        const [x, y] = hex.centre;
        drawn.push(
          svg("path", {
            d: `M ${x + 0.35} ${y - 0.05} l 0.2 -0.18 l 0.2 0.18 v 0.22 h -0.4 Z`,
            class: "house",
          }),
        );
      }
      fill(pieceLayer, ...drawn);
    },
    highlight(places) {
      /** @type {SVGElement[]} */
      const drawn = [];
      places.forEach((place, offer) => {
        for (const id of place?.hexes ?? []) {
          const node = outline(id, "choice");
          if (!node) continue;
          choosable(node, offer, pick);
          drawn.push(node);
        }
      });
      fill(highlightLayer, ...drawn);
    },
    placeAt(target) {
      const hex = target.closest("[data-hex]");
      return hex instanceof SVGElement && hex.dataset.hex ? { hexes: [Number(hex.dataset.hex)] } : null;
    },
    point(places) {
      fill(pointLayer, ...(places?.hexes ?? []).map((id) => outline(id, "pointed")));
    },
  };
}
