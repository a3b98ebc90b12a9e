import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { injectHead } from "@shared/head";
import { tripHeadTags, TRIP_PAGE_NAME } from "@shared/trip-page";
import * as ssr from "@/entry-server";
import { builtTripPages } from "../../../server/web/trip-page-render";
import { staticWeb } from "../../../server/web/web";
import { DB_KINDS } from "../../support/database";
import { useMoneyApp } from "../../support/money";
import { acceptedTrip, TRAVELLERS_NOW } from "../../support/travellers";
import { apiPaths } from "@shared/api-paths";

/** The built trip page's shell, as scripts/prerender.mjs writes it. */
function builtSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-details-dist-"));
  fs.mkdirSync(path.join(dir, "public"), { recursive: true });
  fs.mkdirSync(path.join(dir, "pages"));
  const template = `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title>x</title><!--head--></head><body><div id="root"><!--app--></div></body></html>`;
  fs.writeFileSync(path.join(dir, "public", "index.html"), template);
  fs.writeFileSync(path.join(dir, "pages", `${TRIP_PAGE_NAME}.html`), injectHead(template, tripHeadTags()).replace("<!--app-->", "<!--app--><!--/app-->"));
  fs.writeFileSync(path.join(dir, "pages", "404.html"), "<!doctype html><html><body><h1>Page Not Found</h1></body></html>");
  return dir;
}

const FORM = {
  fullName: "Anuradha Krishnan",
  dateOfBirth: "1988-04-12",
  nationality: "Indian",
  documentType: "passport",
  documentNumber: "Z7734821",
  documentExpiry: "2031-01-31",
  dietary: "",
  medical: "Asthma",
  emergencyName: "Ravi Krishnan",
  emergencyPhone: "+91 98430 12345",
};

describe.each(DB_KINDS)("traveller details on the trip page without scripts on %s", (kind) => {
  const dist = builtSite();
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const app = useMoneyApp(kind, TRAVELLERS_NOW, { web: staticWeb(dist), tripPages: builtTripPages(dist, undefined, async () => ssr) });
  const page = (token: string, query = "") => request(app.t.app).get(`/trip/${token}${query}`);
  const post = (token: string, what: string, body: Record<string, string>, origin = "null") => request(app.t.app).post(`/trip/${token}/${what}`).set("Origin", origin).type("form").send(body);

  it("when the quote is accepted, then the page asks for each traveller and the insurance in plain forms", async () => {
    const { token } = await acceptedTrip(app, { travellers: 3 });
    const html = (await page(token).expect(200)).text;
    expect(html).toContain("Traveller details");
    expect(html).toContain("Insurance");
    // Each posts back to its own place on the page: a refusal comes back scrolled to its form.
    for (const n of [1, 2, 3]) expect(html).toContain(`action="/trip/${token}/travellers/${n}#traveller-${n}"`);
    expect(html).toContain(`action="/trip/${token}/insurance#trip-insurance"`);
    expect(html).toContain("Please add them by 2 May 2027");
  });

  it("when the quote was accepted less than 30 days before the start, then the details are due now, not by a day already past", async () => {
    // Accepted 26 days before the start: 30 days before it was four days ago.
    const { token } = await acceptedTrip(app, { startDate: "2027-03-27", endDate: "2027-04-01" });
    const html = (await page(token).expect(200)).text;
    expect(html).toContain("2 of 2 still to fill in. They are due now: please add them as soon as you can");
    expect(html).not.toContain("Please add them by");
  });

  it("when a traveller's form is posted, then the visitor is sent back to it, thanked, with the number masked", async () => {
    const { token } = await acceptedTrip(app);
    const res = await post(token, "travellers/1", FORM).expect(303);
    expect(res.headers.location).toBe(`/trip/${token}?saved=1#traveller-1`);
    const html = (await page(token, "?saved=1").expect(200)).text;
    expect(html).toContain("Saved. Thank you!");
    expect(html).toContain("•••• 4821");
    expect(html).not.toContain("Z7734821");
    expect(html).not.toContain("Asthma");
    expect(html).toContain("+919843012345");
    // The masked number and notes posted back as the form shows them keep what is stored.
    await post(token, "travellers/1", { ...FORM, documentNumber: "•••• 4821", medical: "••••", dietary: "Vegan" }).expect(303);
    const desk = await app.staff.get(apiPaths.tripTravellers.href(token)).expect(200);
    expect(desk.body.travellers[0]).toMatchObject({ documentNumber: "•••• 4821", medical: "••••", dietary: "Vegan", complete: true });
  });

  it("when a form is refused, then the page comes back with what was typed and the reason beside the field", async () => {
    const { token } = await acceptedTrip(app);
    const res = await post(token, "travellers/2", { ...FORM, fullName: "Meera Iyer", documentExpiry: "2027-08-01" }).expect(400);
    expect(res.text).toContain("expires less than 6 months after the trip ends");
    expect(res.text).toContain('id="traveller-2-documentExpiry-error"');
    expect(res.text).toContain('value="Meera Iyer"');
    expect((await app.staff.get(apiPaths.tripTravellers.href(token))).body.travellers[1].fullName).toBeNull();
  });

  it("when the insurance form is posted, then it is saved; another site's form is refused", async () => {
    const { token } = await acceptedTrip(app);
    await post(token, "insurance", { insurer: "Tata AIG", policyNumber: "TA-77" }, "https://evil.example").expect(403);
    await post(token, "insurance", { insurer: "Tata AIG", policyNumber: "TA-77" }).expect(303);
    expect((await page(token).expect(200)).text).toContain('value="TA-77"');
  });

  it("when the link is unknown, then a form post is a 404 and changes nothing", async () => {
    await post("A".repeat(32), "travellers/1", FORM).expect(404);
  });
});
