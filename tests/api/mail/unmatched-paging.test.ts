import { beforeAll, describe, expect, it } from "vitest";
import type { UnmatchedMail } from "@shared/conversation";
import { DB_KINDS } from "../../support/database";
import { inboxSettings as settings, useInboxApp } from "../../support/inbox-app";
import { storeRawMail } from "../../../server/mail/inbound/store";
import { apiPaths } from "@shared/api-paths";


/** 250 spam mails can't hide the real ones: Unmatched mail pages like the booking list, with its count. */
describe.each(DB_KINDS)("unmatched mail in pages on %s", (kind) => {
  const app = useInboxApp(kind);
  beforeAll(async () => {
    for (let i = 0; i < 250; i++) {
      const raw = `From: sender${i}@spam.example\r\nSubject: Mail ${i}\r\nMessage-ID: <m${i}-${kind}@spam.example>\r\n\r\nBuy now ${i}\r\n`;
      await storeRawMail(Buffer.from(raw), app.t.storage, settings);
    }
  }, 120_000);

  it("when 250 messages matched nothing, then they come newest first in pages of the limit asked for, each with the total and a link to the next", async () => {
    const seen: string[] = [];
    let url: string | null = apiPaths.inbound.href({ view: "unmatched", limit: 100 });
    const sizes: number[] = [];
    while (url) {
      const res: { headers: Record<string, string | undefined>; body: unknown } = await app.staff.get(url).expect(200);
      expect(res.headers["x-total-count"]).toBe("250");
      const page = res.body as UnmatchedMail[];
      sizes.push(page.length);
      seen.push(...page.map((m) => m.subject));
      url = /<([^>]{1,2000})>; rel="next"/.exec(String(res.headers.link ?? ""))?.[1] ?? null;
    }
    expect(sizes).toEqual([100, 100, 50]);
    expect(seen).toEqual(Array.from({ length: 250 }, (_, i) => `Mail ${249 - i}`));
  });

  it("when no limit is given, then the first page holds 100; bad paging answers 400", async () => {
    const res = await app.staff.get(apiPaths.inbound.href({ view: "unmatched" })).expect(200);
    expect(res.body).toHaveLength(100);
    expect(res.headers.link).toContain("cursor=");
    for (const q of ["view=unmatched&limit=0", "view=unmatched&limit=501", "view=unmatched&cursor=bm9wZQ", "view=other"]) {
      expect((await app.staff.get(`${apiPaths.inbound.href()}?${q}`)).status).toBe(400);
    }
  });
});
