// Tokyo Metro's board (any map of the game): the grid, the lines, their stops and stations, and the pieces of a
// view: meeples, vehicles with their line's letter pointing the way they go, pyramids.

import { svg, fill } from "./dom.js";
import { SEAT_COLOURS, choosable, layer, readableOn } from "./board.js";

/** @typedef {import("./types.js").Places} Places */
/** @typedef {[number, number]} Point */

/**
 * @param {any} layout
 * @param {(offer: number) => void} pick
 * @returns {import("./board.js").GameBoard}
 */
export function tokyoBoard(layout, pick) {
  const columns = layout.grid?.columns ?? 30;
  const rows = layout.grid?.rows ?? 23;
  /** @type {Map<number, any>} */
  const spaces = new Map((layout.spaces ?? []).map((/** @type {any} */ s) => [s.id, s]));
  /** @type {Map<number, any>} */
  const stops = new Map((layout.stops ?? []).map((/** @type {any} */ s) => [s.id, s]));
  /** @type {Map<number, any>} */
  const stations = new Map((layout.stations ?? []).map((/** @type {any} */ s) => [s.id, s]));
  /** @type {Map<number, any>} */
  const lines = new Map((layout.lines ?? []).map((/** @type {any} */ l) => [l.id, l]));

  const root = svg("g", { class: "tokyo" });
  const ground = layer("ground");
  ground.append(svg("rect", { x: 0, y: 0, width: columns, height: rows, class: "paper" }));
  for (const space of spaces.values()) {
    if (space.kind !== "open") continue;
    ground.append(svg("rect", { x: space.x + 0.04, y: space.y + 0.04, width: 0.92, height: 0.92, class: "space" }));
  }
  const lineLayer = layer("lines");
  for (const line of lines.values()) {
    const points = (line.path ?? []).map((/** @type {Point} */ p) => p.join(",")).join(" ");
    lineLayer.append(
      svg("polyline", { points, class: "line", stroke: line.colour, "data-line": line.id }),
    );
  }
  const stopLayer = layer("stops");
  for (const stop of stops.values()) {
    const line = lines.get(stop.line);
    stopLayer.append(
      svg("circle", { cx: stop.at[0], cy: stop.at[1], r: 0.2, class: "stop", stroke: line?.colour ?? "#333" }),
    );
  }
  // a station: the rounded hull of its stops (two stops: a capsule; one: a ring), under the stops
  const stationLayer = layer("stations");
  for (const station of stations.values()) {
    /** @type {Point[]} */
    const at = (station.stops ?? []).map((/** @type {number} */ s) => stops.get(s)?.at).filter(Boolean);
    const hulled = hull(at.length ? at : [station.centre]);
    const points = [...hulled, hulled[0]].map((p) => p.join(",")).join(" ");
    stationLayer.append(
      svg(
        "g",
        { class: "station", "data-station": station.id },
        svg("polyline", { points, class: "station-edge" }),
        svg("polyline", { points, class: "station-body" }),
        svg("title", {}, station.name),
      ),
    );
  }
  // the names where the server placed them (the desktop app's placement, measured in the page's font)
  const nameLayer = layer("names");
  /** @type {{labels?: any[], slots?: any[], name_size?: number} | null} */
  const names = layout.names ?? null;
  const nameSize = names?.name_size ?? 0.34;
  nameLayer.setAttribute("font-size", String(nameSize));
  for (const label of names?.labels ?? []) {
    if (label.leader) {
      const [[x1, y1], [x2, y2]] = label.leader;
      nameLayer.append(svg("line", { x1, y1, x2, y2, class: "leader" }));
    }
    nameLayer.append(
      svg(
        "text",
        { x: label.x + 1 / 28, y: label.y + label.height * 0.78, class: "station-name", "data-station": label.station ?? "" },
        label.text,
      ),
    );
  }
  /** @type {Map<number, [number, number]>} where each station's pyramid stands */
  const pyramidSlots = new Map((names?.slots ?? []).map((/** @type {any} */ s) => [s.station, s.pyramid]));
  /** @type {Map<number, [number, number]>} where each station's rule-module markers stand */
  const markerSlots = new Map((names?.slots ?? []).map((/** @type {any} */ s) => [s.station, s.markers]));
  const pieceLayer = layer("pieces");
  const highlightLayer = layer("highlights");
  const pointLayer = layer("pointed");
  root.append(ground, lineLayer, stationLayer, stopLayer, nameLayer, highlightLayer, pieceLayer, pointLayer);

  /**
   * The outline of a place: a space's square, a station's ring, a line's path.
   * @param {"spaces" | "stations" | "lines"} kind
   * @param {number} id
   * @param {string} className
   * @returns {SVGElement | null}
   */
  const outline = (kind, id, className) => {
    if (kind === "spaces") {
      const space = spaces.get(id);
      if (!space) return null;
      return svg("rect", { x: space.x, y: space.y, width: 1, height: 1, class: className });
    }
    if (kind === "stations") {
      const station = stations.get(id);
      if (!station) return null;
      return svg("circle", { cx: station.centre[0], cy: station.centre[1], r: 0.6, class: className });
    }
    const line = lines.get(id);
    if (!line) return null;
    const points = (line.path ?? []).map((/** @type {Point} */ p) => p.join(",")).join(" ");
    return svg("polyline", { points, class: `${className} line-outline` });
  };

  return {
    root,
    extent: { x: -0.5, y: -0.5, width: columns + 1, height: rows + 1 },
    draw(pieces) {
      /** @type {SVGElement[]} */
      const drawn = [];
      for (const pyramid of pieces?.pyramids ?? []) {
        const station = stations.get(pyramid.station);
        if (!station) continue;
        const [x, y] = pyramidSlots.get(pyramid.station) ?? station.centre;
        drawn.push(
          svg("polygon", {
            points: `${x},${y - 0.21} ${x - 0.21},${y + 0.19} ${x + 0.21},${y + 0.19}`,
            class: "pyramid",
            fill: SEAT_COLOURS[pyramid.owner % SEAT_COLOURS.length],
          }),
          svg("text", { x, y: y + 0.15, class: "seat-mark small" }, String(pyramid.owner + 1)),
        );
      }
      // rule modules' markers, in the shapes they declare, beside their stations (more than one: side by side)
      /** @type {Map<number, number>} */
      const onStation = new Map();
      for (const module of pieces?.modules ?? []) {
        for (const marker of module.markers ?? []) {
          const slot = markerSlots.get(marker.station) ?? stations.get(marker.station)?.centre;
          if (!slot) continue;
          const k = onStation.get(marker.station) ?? 0;
          onStation.set(marker.station, k + 1);
          drawn.push(markerShape(marker, slot[0] + k * 0.28, slot[1]));
        }
      }
      for (const line of pieces?.lines ?? []) {
        const drawnLine = lines.get(line.line);
        for (const vehicle of line.vehicles ?? []) {
          const at = stops.get(vehicle.stop)?.at;
          const towards = stops.get(vehicle.towards)?.at ?? at;
          if (!at) continue;
          const angle = (Math.atan2(towards[1] - at[1], towards[0] - at[0]) * 180) / Math.PI;
          drawn.push(
            svg(
              "g",
              { transform: `translate(${at[0]} ${at[1]})`, class: "vehicle" },
              svg("path", {
                d: "M -0.45 -0.28 L 0.3 -0.28 L 0.55 0 L 0.3 0.28 L -0.45 0.28 Z",
                transform: `rotate(${Number.isFinite(angle) ? angle : 0})`,
                fill: drawnLine?.colour ?? "#333",
              }),
              svg("text", { class: "vehicle-letter", y: 0.12, fill: readableOn(drawnLine?.colour ?? "#333333") }, drawnLine?.letter ?? ""),
            ),
          );
        }
      }
      for (const player of pieces?.players ?? []) {
        const spaceId = player.meeple?.space;
        const space = spaceId === null || spaceId === undefined ? null : spaces.get(spaceId);
        if (!space) continue;
        const [x, y] = space.centre;
        const colour = SEAT_COLOURS[player.seat % SEAT_COLOURS.length];
        drawn.push(
          svg(
            "g",
            { class: "meeple", "data-seat": player.seat },
            svg("circle", { cx: x, cy: y - 0.22, r: 0.16, fill: colour }),
            svg("path", { d: `M ${x - 0.3} ${y + 0.38} Q ${x} ${y - 0.25} ${x + 0.3} ${y + 0.38} Z`, fill: colour }),
            svg("text", { x, y: y + 0.3, class: "seat-mark" }, String(player.seat + 1)),
          ),
        );
      }
      fill(pieceLayer, ...drawn);
    },
    highlight(places) {
      /** @type {SVGElement[]} */
      const drawn = [];
      places.forEach((place, offer) => {
        for (const kind of /** @type {const} */ (["spaces", "stations", "lines"])) {
          for (const id of place?.[kind] ?? []) {
            const node = outline(kind, id, "choice");
            if (!node) continue;
            choosable(node, offer, pick);
            drawn.push(node);
          }
        }
      });
      fill(highlightLayer, ...drawn);
    },
    placeAt(target, at) {
      const station = target.closest("[data-station]");
      if (station instanceof SVGElement && station.dataset.station) return { stations: [Number(station.dataset.station)] };
      const line = target.closest("[data-line]");
      if (line instanceof SVGElement && line.dataset.line) return { lines: [Number(line.dataset.line)] };
      const x = Math.floor(at.x);
      const y = Math.floor(at.y);
      for (const space of spaces.values()) if (space.x === x && space.y === y) return { spaces: [space.id] };
      return null;
    },
    point(places) {
      const drawn = [];
      for (const kind of /** @type {const} */ (["spaces", "stations", "lines"])) {
        for (const id of places?.[kind] ?? []) {
          const node = outline(kind, id, "pointed");
          if (node) drawn.push(node);
        }
      }
      fill(pointLayer, ...drawn);
    },
  };
}

/**
 * The convex hull of points, counter-clockwise (Andrew's monotone chain); one point stays one.
 * @param {Point[]} points
 * @returns {Point[]}
 */
function hull(points) {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  /** @param {Point} o @param {Point} a @param {Point} b */
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  /** @type {Point[]} */
  const lower = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0) lower.pop();
    lower.push(p);
  }
  /** @type {Point[]} */
  const upper = [];
  for (const p of [...sorted].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/**
 * A rule module's marker: its declared shape, colour, size and glyph, its label as its hover text.
 * @param {{shape: string, colour: string, label: string, glyph?: string | null, size?: string}} marker
 * @param {number} x
 * @param {number} y
 * @returns {SVGElement}
 */
function markerShape(marker, x, y) {
  const r = { small: 0.09, medium: 0.12, large: 0.15 }[marker.size ?? "medium"] ?? 0.12;
  const fillColour = marker.colour;
  /** @type {SVGElement} */
  let shape;
  switch (marker.shape) {
    case "square":
      shape = svg("rect", { x: x - r, y: y - r, width: 2 * r, height: 2 * r, fill: fillColour });
      break;
    case "diamond":
      shape = svg("polygon", { points: `${x},${y - r * 1.3} ${x + r * 1.3},${y} ${x},${y + r * 1.3} ${x - r * 1.3},${y}`, fill: fillColour });
      break;
    case "triangle":
      shape = svg("polygon", { points: `${x},${y - r * 1.3} ${x + r * 1.2},${y + r} ${x - r * 1.2},${y + r}`, fill: fillColour });
      break;
    case "star": {
      const points = Array.from({ length: 10 }, (_, i) => {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const d = i % 2 === 0 ? r * 1.4 : r * 0.6;
        return `${(x + d * Math.cos(a)).toFixed(3)},${(y + d * Math.sin(a)).toFixed(3)}`;
      });
      shape = svg("polygon", { points: points.join(" "), fill: fillColour });
      break;
    }
    case "bottle":
      shape = svg("path", {
        d: `M ${x - r * 0.3} ${y - r * 1.7} h ${r * 0.6} v ${r * 0.6} q ${r * 0.6} ${r * 0.2} ${r * 0.6} ${r * 0.9} v ${r * 1.4} h ${-r * 1.8} v ${-r * 1.4} q 0 ${-r * 0.7} ${r * 0.6} ${-r * 0.9} Z`,
        fill: fillColour,
      });
      break;
    default:
      shape = svg("circle", { cx: x, cy: y, r, fill: fillColour });
  }
  shape.setAttribute("class", "marker");
  return svg(
    "g",
    { class: "module-marker" },
    shape,
    marker.glyph ? svg("text", { x, y: y + r * 0.45, class: "marker-glyph" }, marker.glyph) : null,
    svg("title", {}, marker.label),
  );
}
