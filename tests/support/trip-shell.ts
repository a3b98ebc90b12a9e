import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { injectHead } from "@shared/head";
import { tripHeadTags, TRIP_PAGE_NAME } from "@shared/trip-page";

/** A built site's trip page shell (as scripts/prerender.mjs writes it) in a new folder: the server-rendered trip pages and their forms need it. */
export function builtTripShell(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-trip-shell-"));
  fs.mkdirSync(path.join(dir, "public"), { recursive: true });
  fs.mkdirSync(path.join(dir, "pages"));
  const template = `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title>x</title><!--head--></head><body><div id="root"><!--app--></div></body></html>`;
  fs.writeFileSync(path.join(dir, "public", "index.html"), template);
  fs.writeFileSync(path.join(dir, "pages", `${TRIP_PAGE_NAME}.html`), injectHead(template, tripHeadTags()).replace("<!--app-->", "<!--app--><!--/app-->"));
  fs.writeFileSync(path.join(dir, "pages", "404.html"), "<!doctype html><html><body><h1>Page Not Found</h1></body></html>");
  return dir;
}
