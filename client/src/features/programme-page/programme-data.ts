import { createContext } from "react";
import { PROGRAMME_DATA_ID } from "@shared/programme-page";
import type { ProgrammePageData } from "./programme-view";

/**
 * What the server renders a programme page's path with (client/src/entry-server.tsx): the page, a
 * page saying the programme is no longer offered, or null for the site's not-found page. Undefined
 * in the browser, which reads the page's own copy.
 */
export const ProgrammeDataContext = createContext<ProgrammePageData | null | undefined>(undefined);

/**
 * The page's data as a JSON data block. `<` is escaped so no text in it can close the script
 * element; a data block is never run, so the site's script-src policy is untouched.
 */
export function programmeDataTag(path: string, page: ProgrammePageData | null): string {
  return `<script type="application/json" id="${PROGRAMME_DATA_ID}">${JSON.stringify({ path, page }).replace(/</g, "\\u003c")}</script>`;
}

/**
 * In the browser: what the server rendered the page at `path` with; undefined when the page
 * carries no copy of it (the development server renders nothing on the server; a page reached
 * inside the app carries another page's).
 */
export function readProgrammeData(doc: Document, path: string): ProgrammePageData | null | undefined {
  const text = doc.getElementById(PROGRAMME_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const copy = JSON.parse(text) as { path: string; page: ProgrammePageData | null };
    return copy.path === path ? copy.page : undefined;
  } catch {
    return undefined;
  }
}
