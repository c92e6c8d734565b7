// The page: the lobby at `/`, a table at `/t/CODE` (`?watch`: as a spectator), a finished game's replay at `/r/CODE`.

import { byId } from "./dom.js";
import { chosenLanguage, loadWords, t } from "./words.js";
import { showLobby } from "./lobby.js";
import { showTable } from "./table.js";
import { showReplay } from "./replay.js";

async function start() {
  const root = byId("app", HTMLElement);
  try {
    await loadWords(chosenLanguage());
  } catch {
    await loadWords("en").catch(() => {});
  }
  const table = location.pathname.match(/^\/t\/([A-Za-z0-9]{1,64})\/?$/);
  const replay = location.pathname.match(/^\/r\/([A-Za-z0-9]{1,64})\/?$/);
  try {
    if (replay) {
      await showReplay(root, replay[1].toUpperCase());
    } else if (table) {
      showTable(root, table[1].toUpperCase(), new URLSearchParams(location.search).has("watch"));
    } else {
      await showLobby(root);
    }
  } catch (error) {
    root.textContent = t("web-failed", { message: String(/** @type {Error} */ (error).message) });
  }
}

void start();
