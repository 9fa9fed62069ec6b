import "./jitless";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Keystatic } from "@keystatic/core/ui";
// Where this build saves: local in `npm run dev`, GitHub (KEYSTATIC_GITHUB_REPO) in a production build.
import { storage } from "virtual:admin-build";
import { keystaticConfig } from "../keystatic.config";
import { knowContentFiles } from "./browser/fs";
import { checkSave, type SaveRequest } from "./save-check";
import { showSaveProblem } from "./save-problems";
import { PreviewLinks } from "./preview-links";

/**
 * The admin's page (admin/index.html, served under /keystatic): Keystatic's user interface with the
 * forms of keystatic.config.ts. Its own bundle, built by admin/vite.config.ts: nothing of it reaches
 * the public pages.
 */

// Every drawing, by name ("home/hero"), with the URL of its file for the picker's preview.
const drawingFiles = import.meta.glob<string>("../app/assets/art/**/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});
const drawings = new Map(
  Object.entries(drawingFiles).map(([file, url]) => [file.replace(/^.*\/art\/(.+)\.svg$/, "$1"), url]),
);

const config = keystaticConfig(storage, {
  names: [...drawings.keys()].sort(),
  preview: (name) => drawings.get(name),
});

// Keystatic calls this before it writes an entry (the patch in admin/keystatic-ui.ts): the build's rules.
declare global {
  var __contentSaveCheck: ((request: SaveRequest) => Promise<void>) | undefined;
}
globalThis.__contentSaveCheck = (request) => {
  knowContentFiles(request.entries.map((entry) => entry.path));
  return checkSave(request, showSaveProblem);
};

// Keystatic calls this once a save has written (the patch in admin/keystatic-ui.ts): a visible
// "Gespeichert", announced to screen readers by the status region that exists from the start. Keystatic
// waits until the notice is on screen before it renders the saved entry anew (a long task that would
// hold the notice back); in a tab in the background, which paints no frames, at most 100 ms.
declare global {
  var __contentSaved: (() => Promise<void>) | undefined;
}
const savedStatus = document.createElement("div");
savedStatus.className = "saved-status";
savedStatus.setAttribute("role", "status");
document.body.append(savedStatus);
let savedTimer: ReturnType<typeof setTimeout> | undefined;
globalThis.__contentSaved = () => {
  savedStatus.textContent = "Gespeichert";
  clearTimeout(savedTimer);
  savedTimer = setTimeout(() => (savedStatus.textContent = ""), 5000);
  return new Promise((resolve) => {
    const unseen = setTimeout(resolve, 100);
    // A frame's callbacks run before it is painted; a task queued there runs after.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(unseen);
        resolve();
      }),
    );
  });
};

createRoot(document.getElementById("admin")!).render(
  <StrictMode>
    <Keystatic config={config} />
  </StrictMode>,
);

// The open entry's page in German and English (admin/preview-links.tsx), beside Keystatic's layers.
const previewRoot = document.createElement("div");
document.body.append(previewRoot);
createRoot(previewRoot).render(
  <StrictMode>
    <PreviewLinks />
  </StrictMode>,
);
