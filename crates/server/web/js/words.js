// The page's own words, from the server's catalogs (`/api/words/LANGUAGE`, rendered from crates/server/locales);
// every word of the game itself comes rendered in the seat's language in the server's messages.

/** The languages the server speaks. */
export const LANGUAGES = /** @type {const} */ (["en", "de", "it"]);

/** @type {Record<string, string>} */
let words = {};
let current = "en";

/**
 * The language chosen: the page's menu (kept in the browser), else the browser's own, else English.
 * @returns {string}
 */
export function chosenLanguage() {
  const kept = localStorage.getItem("metro.language");
  if (kept && LANGUAGES.some((l) => l === kept)) return kept;
  for (const wanted of navigator.languages ?? [navigator.language]) {
    const code = wanted.slice(0, 2).toLowerCase();
    if (LANGUAGES.some((l) => l === code)) return code;
  }
  return "en";
}

/**
 * Keeps a language for the next pages.
 * @param {string} language
 */
export function keepLanguage(language) {
  localStorage.setItem("metro.language", language);
}

/** @returns {string} the language of the words loaded */
export function language() {
  return current;
}

/**
 * Loads the page's words in a language.
 * @param {string} wanted
 */
export async function loadWords(wanted) {
  const answer = await fetch(`/api/words/${encodeURIComponent(wanted)}`);
  if (!answer.ok) throw new Error(`the page's words: HTTP ${answer.status}`);
  words = await answer.json();
  current = wanted;
  document.documentElement.lang = wanted;
}

/**
 * A word of the page, its `{name}` parts filled from `args`.
 * @param {string} id
 * @param {Record<string, string | number>} [args]
 * @returns {string}
 */
export function t(id, args = {}) {
  const text = words[id] ?? id;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
}
