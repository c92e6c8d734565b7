// Small helpers to make HTML and SVG elements. Text is always set as text, never as markup.

/** @typedef {Record<string, string | number | boolean | null | undefined | EventListener>} Attributes */
/** @typedef {Node | string | number | null | undefined | false} Child */

/**
 * Sets attributes (`on…` keys as listeners; `false`, `null` and `undefined` leave the attribute out).
 * @param {Element} node
 * @param {Attributes} attributes
 */
function set(node, attributes) {
  for (const [key, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    if (typeof value === "function") {
      node.addEventListener(key.slice(2), value);
    } else {
      node.setAttribute(key, value === true ? "" : String(value));
    }
  }
}

/**
 * @param {Element} node
 * @param {Child[]} children
 */
function append(node, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(typeof child === "object" ? child : String(child));
  }
}

/**
 * An HTML element.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Attributes} [attributes]
 * @param {...Child} children
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  set(node, attributes);
  append(node, children);
  return node;
}

const SVG = "http://www.w3.org/2000/svg";

/**
 * An SVG element.
 * @param {string} tag
 * @param {Attributes} [attributes]
 * @param {...Child} children
 * @returns {SVGElement}
 */
export function svg(tag, attributes = {}, ...children) {
  const node = /** @type {SVGElement} */ (document.createElementNS(SVG, tag));
  set(node, attributes);
  append(node, children);
  return node;
}

/**
 * Replaces a node's children.
 * @param {Element} node
 * @param {...Child} children
 */
export function fill(node, ...children) {
  node.replaceChildren();
  append(node, children);
}

/**
 * The element of an id, of the type asked.
 * @template {Element} T
 * @param {string} id
 * @param {new () => T} type
 * @returns {T}
 */
export function byId(id, type) {
  const node = document.getElementById(id);
  if (!(node instanceof type)) throw new Error(`no ${type.name} #${id}`);
  return node;
}
