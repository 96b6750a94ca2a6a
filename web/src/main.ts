// The web edition's page starts here: the core from the WebAssembly inside the page, then the
// scene or deck inside the page (or the desktop's default scene).
import { App } from "./app";
import { Core, CoreError } from "./core";
import { DeckPresenter } from "./deck";
import { pickLanguage, tr } from "./i18n";
import { Room, roomConfig } from "./room";

// A file the reader opened that the page starts again for (a deck replaces the page's tools), kept
// in the tab's session storage for that one start.
const kOpened = "gelu-explorer-opened";

function takeOpened(): { text: string; name: string } | null {
  try {
    const kept = sessionStorage.getItem(kOpened);
    sessionStorage.removeItem(kOpened);
    const o = JSON.parse(kept ?? "null") as { text?: unknown; name?: unknown } | null;
    return o && typeof o.text === "string" && typeof o.name === "string"
      ? { text: o.text, name: o.name }
      : null;
  } catch {
    return null;
  }
}

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
    const opened = takeOpened();
    const embedded =
      opened?.text ?? document.getElementById("gelu-scene")?.textContent?.trim() ?? "";
    let deck: DeckPresenter | null = null;
    try {
      if (DeckPresenter.isDeck(embedded)) {
        deck = new DeckPresenter(app, core.loadDeck(embedded, lang));
        // Served to a room: follow the lecture, or present it (the room's own deck only).
        const room = opened ? null : roomConfig();
        if (room) new Room(room, app, deck);
      } else {
        app.load(embedded || core.defaultScene(), true);
        app.showSceneView();
      }
      if (opened) app.status(tr("ui::SceneDocument", "Opened %1", opened.name));
    } catch (e) {
      app.load(core.defaultScene(), true);
      const why = e instanceof CoreError ? e.message : String(e);
      app.status(
        opened
          ? tr("Web", "%1 could not be opened: %2", opened.name, why)
          : tr("Web", "What this page carries was refused: %1", why),
        true,
      );
    }
    // A deck, or any file while a deck is shown, starts the page again with it (a scene in a
    // scene's page opens in place). Checked first: a refused file leaves the page as it was.
    const inDeck = deck !== null;
    app.opener = (text, name) => {
      const isDeck = DeckPresenter.isDeck(text);
      if (!isDeck && !inDeck) return false;
      app.pause(); // (nothing plays against the core's new file while the page starts again)
      try {
        sessionStorage.setItem(kOpened, JSON.stringify({ text, name }));
      } catch (e) {
        app.status(tr("Web", "%1 could not be opened: %2", name, String(e)), true);
        return true;
      }
      try {
        if (!isDeck) core.loadScene(text);
        else if (core.loadDeck(text, lang).shown.length === 0) {
          throw new CoreError("every step of the deck is hidden");
        }
      } catch (e) {
        sessionStorage.removeItem(kOpened);
        if (isDeck && inDeck) core.loadDeck(embedded, lang); // the deck shown (a hidden one read)
        const why = e instanceof CoreError ? e.message : String(e);
        app.status(
          isDeck
            ? tr("Web", "%1 is not a deck: %2", name, why)
            : tr("Web", "%1 is not a scene: %2", name, why),
          true,
        );
        return true;
      }
      location.reload();
      return true;
    };
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
