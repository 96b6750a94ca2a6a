// The web edition's page starts here: the core from the WebAssembly inside the page, then the
// scene or deck inside the page (or the desktop's default scene).
import { App } from "./app";
import { Core, CoreError } from "./core";
import { DeckPresenter } from "./deck";
import { pickLanguage, tr } from "./i18n";
import { Room, roomConfig } from "./room";

declare global {
  interface Window {
    geluExplorer?: { core: Core; app: App; deck: DeckPresenter | null; readyMs: number };
  }
}

async function start(): Promise<void> {
  const root = document.getElementById("app")!;
  const note = document.getElementById("loading");
  try {
    const lang = pickLanguage();
    document.documentElement.lang = lang.replace("_", "-");
    const core = await Core.load();
    const app = new App(core, root);
    const embedded = document.getElementById("gelu-scene")?.textContent?.trim() ?? "";
    let deck: DeckPresenter | null = null;
    try {
      if (DeckPresenter.isDeck(embedded)) {
        deck = new DeckPresenter(app, core.loadDeck(embedded, lang));
        // Served to a room: follow the lecture, or present it.
        const room = roomConfig();
        if (room) new Room(room, app, deck);
      } else {
        app.load(embedded || core.defaultScene(), true);
        app.showSceneView();
      }
    } catch (e) {
      app.load(core.defaultScene(), true);
      app.status(
        tr(
          "Web",
          "What this page carries was refused: %1",
          e instanceof CoreError ? e.message : String(e),
        ),
        true,
      );
    }
    document.addEventListener("dragover", (e) => e.preventDefault());
    document.addEventListener("drop", async (e) => {
      e.preventDefault();
      const f = e.dataTransfer?.files[0];
      if (f) app.openText(await f.text(), f.name);
    });
    note?.remove();
    // The core and the page, for the browser's console (and the web tests).
    window.geluExplorer = { core, app, deck, readyMs: performance.now() };
    document.documentElement.dataset.ready = "1";
  } catch (e) {
    if (note) note.textContent = `GELU Explorer could not start: ${String(e)}`;
    throw e;
  }
}

void start();
