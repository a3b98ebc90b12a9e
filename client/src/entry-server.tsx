import { StrictMode } from "react";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { App } from "./app";

/** Renders one path to HTML at build time, waiting for its lazily loaded screen. */
export function renderPage(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (c: Buffer) => chunks.push(c));
    sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const stream = renderToPipeableStream(
      <StrictMode>
        <App ssrPath={path} ssrSearch="" />
      </StrictMode>,
      {
        // Static HTML: wait for every lazy screen, then write it all at once.
        onAllReady: () => stream.pipe(sink),
        onShellError: reject,
        onError: (err) => reject(err),
      },
    );
  });
}

export { structuredDataTags } from "./seo/structured-data";
export { renderHeadTags, injectHead, prerenderedPageName, PUBLIC_URL_PLACEHOLDER } from "@shared/head";
export { ROUTES } from "@shared/routes";
