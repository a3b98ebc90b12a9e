import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as ssr from "@/entry-server";
import { apiPaths } from "@shared/api-paths";
import { injectHead } from "@shared/head";
import { PROGRAMME_HEAD_MARK, PROGRAMME_PAGE_NAME } from "@shared/programme-page";
import { staticWeb } from "../../server/web/web";
import { catalogueRecords } from "../../server/web/catalogue-records";
import { programmeRecords } from "../../server/web/programme-records";
import { publicDepartures } from "../../server/departures/public-departures";
import type { Storage } from "../../server/storage";
import { systemClock } from "../../server/core/clock";
import type { Agent } from "./staff";

const TEMPLATE = `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title>x</title><!--head--></head><body><div id="root"><!--app--><!--/app--></div></body></html>`;

/**
 * A built site as the server reads it: the programme page's shell (its head mark and app marks, as
 * scripts/prerender.mjs writes it) and the site's 404 page, rendered by the SSR bundle itself.
 */
async function builtSite(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-programme-"));
  fs.mkdirSync(path.join(dir, "public"), { recursive: true });
  fs.mkdirSync(path.join(dir, "pages"));
  fs.writeFileSync(path.join(dir, "public", "index.html"), TEMPLATE);
  fs.writeFileSync(path.join(dir, "pages", `${PROGRAMME_PAGE_NAME}.html`), injectHead(TEMPLATE, PROGRAMME_HEAD_MARK));
  const notFound = await ssr.renderPage("/__not-found__");
  fs.writeFileSync(path.join(dir, "pages", "404.html"), injectHead(TEMPLATE, ssr.renderHeadTags(undefined)).replace("<!--app--><!--/app-->", `<!--app-->${notFound}<!--/app-->`));
  return dir;
}

/**
 * The site's pages on a test app's storage, the programmes looked at again only when `now` has moved
 * past the records' look (the departures read at every request), as production serves them; and what
 * the app calls when its desk saves a programme (AppDeps.programmesChanged), as production wires it.
 */
export async function programmeSiteWeb(storage: () => Storage, publicUrl: string, now: () => number) {
  const programmes = programmeRecords(
    {
      published: () => storage().programmes.publicProgrammes(),
      archived: () => storage().programmes.adminProgrammes({ status: "archived" }),
      stamp: () => storage().programmes.cardsStamp(),
      redirect: (c, s) => storage().programmes.programmeRedirect(c, s),
    },
    { now },
  );
  const cards = catalogueRecords({ read: () => storage().programmes.publishedCards(), stamp: () => storage().programmes.cardsStamp() }, { now });
  const departures = publicDepartures((today) => storage().departures.publicDepartures(today), { timeZone: "Asia/Kolkata", clock: systemClock, ttlMs: 0 });
  const web = staticWeb(await builtSite(), publicUrl, async () => ssr, departures, cards, programmes);
  const programmesChanged = () => {
    cards.invalidate();
    programmes.invalidate();
  };
  return { web, programmesChanged };
}

/** A programme added in the desk with `fields` and published; its id and version. */
export async function publishedProgramme(staff: Agent, fields: Record<string, unknown>): Promise<{ id: number; version: number }> {
  const created = await staff.post(apiPaths.adminProgrammes.href()).send(fields).expect(201);
  const published = await staff.patch(apiPaths.adminProgramme.href(created.body.id)).send({ version: created.body.version, status: "published" }).expect(200);
  return { id: published.body.id, version: published.body.version };
}
