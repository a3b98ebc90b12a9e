import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { sharedBody } from "../../../server/http/precompressed";

/** A page-like text: long, and repetitive as markup is. */
const PAGE = `<!doctype html><html><body>${Array.from({ length: 400 }, (_, i) => `<article class="card"><h3>Programme ${i}</h3><p>Seven days in Rishikesh, ${i % 7} places left.</p></article>`).join("")}</body></html>`;

const servers: http.Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent, still encoded. */
  body: Buffer;
}

async function served(text: string) {
  const body = sharedBody(text);
  const app = express();
  app.get("/page", (req, res) => body.send(req, res, "html"));
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  const get = (acceptEncoding: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path: "/page", headers: { "accept-encoding": acceptEncoding, ...headers } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
  return { body, get };
}

const decoded = (res: Answer) => {
  const enc = res.headers["content-encoding"];
  if (enc === "br") return brotliDecompressSync(res.body).toString("utf8");
  if (enc === "gzip") return gunzipSync(res.body).toString("utf8");
  return res.body.toString("utf8");
};

describe("a body shared by many requests", () => {
  it("when a browser takes Brotli, then it gets gzip while the Brotli is made off the event loop, and the Brotli after, the same text in fewer bytes", async () => {
    const page = await served(PAGE);
    const first = await page.get("gzip, deflate, br, zstd");
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(decoded(first)).toBe(PAGE);
    await page.body.brotliReady();
    const next = await page.get("gzip, deflate, br, zstd");
    expect(next.headers["content-encoding"]).toBe("br");
    expect(next.headers.vary).toMatch(/Accept-Encoding/);
    expect(decoded(next)).toBe(PAGE);
    expect(next.body.length).toBeLessThan(first.body.length);
    expect(next.headers.etag).toBe(first.headers.etag);
  });

  it("when a client takes gzip only, or refuses Brotli, then it gets gzip even once the Brotli is made; one that takes neither gets the text", async () => {
    const page = await served(PAGE);
    await page.get("br");
    await page.body.brotliReady();
    for (const accept of ["gzip", "gzip, br;q=0"]) {
      const res = await page.get(accept);
      expect(res.headers["content-encoding"]).toBe("gzip");
      expect(decoded(res)).toBe(PAGE);
    }
    const plain = await page.get("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(decoded(plain)).toBe(PAGE);
  });

  it("when a client takes Brotli only, then until it is made it gets the text, never an encoding it did not ask for", async () => {
    const page = await served(PAGE);
    const first = await page.get("br");
    expect(first.headers["content-encoding"]).toBeUndefined();
    expect(decoded(first)).toBe(PAGE);
    await page.body.brotliReady();
    const next = await page.get("br");
    expect(next.headers["content-encoding"]).toBe("br");
    expect(decoded(next)).toBe(PAGE);
  });

  it("when the browser already has it, then it is a 304 in any encoding", async () => {
    const page = await served(PAGE);
    const first = await page.get("br, gzip");
    await page.body.brotliReady();
    const again = await page.get("br, gzip", { "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
  });
});
