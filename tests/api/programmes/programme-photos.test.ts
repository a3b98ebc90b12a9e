import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import request from "supertest";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { apiPaths } from "@shared/api-paths";
import { auditLog } from "@shared/schema/audit";
import { photoUrl, photoWidths, PHOTO_FORMATS } from "@shared/media/photo-urls";
import type { Programme, ProgrammePhoto } from "@shared/catalogue/programme";
import { DB_KINDS } from "../../support/database";
import { rawPath } from "../../support/raw-path";
import { useMoneyApp } from "../../support/money";
import { addStaff, signedIn } from "../../support/staff";
import { freshMediaDir, jpegWithGps, mediaFiles, METADATA_MARKERS, PDF, png, SVG } from "../../support/photos";
import { photoFiles } from "../../../server/media/photo-files";
import { makePhoto } from "../../../server/media/photo-process";

const NOW = new Date("2027-03-01T06:00:00Z");
const MB = 1024 * 1024;

describe.each(DB_KINDS)("a programme's photos on %s", (kind) => {
  const mediaDir = freshMediaDir();
  const app = useMoneyApp(kind, NOW, { mediaDir });
  let n = 0;
  /** A new draft programme of the women's retreats, so each test starts from no photos. */
  const addProgramme = async (): Promise<Programme> => {
    n += 1;
    const res = await app.staff.post(apiPaths.adminProgrammes.href()).send({
      catalogue: "womens-retreats",
      title: `Photo Retreat ${kind} ${n}`,
      summary: "Days by the sea.",
      highlights: ["Sea"],
      duration: "4 Days",
      image: "/art/tea-estate.svg",
      card: { location: "Domestic & International", category: "Women", groupSize: "8-15 women", rating: 4.8 },
    });
    expect(res.status).toBe(201);
    return res.body;
  };
  const current = async (id: number): Promise<Programme> => (await app.staff.get(apiPaths.adminProgramme.href(id)).expect(200)).body;
  const upload = (id: number, bytes: Buffer, filename: string, alt: string | null = "Women walking a tea estate at dawn", agent = app.staff) => {
    const req = agent.post(apiPaths.programmePhotos.href(id)).attach("photo", bytes, { filename, contentType: "image/jpeg" });
    return alt === null ? req : req.field("alt", alt);
  };

  it("when an admin uploads a phone's JPEG, then every size is served upright in AVIF, WebP and JPEG without its EXIF or GPS, cached as immutable, as a new version in the audit log", async () => {
    const p = await addProgramme();
    const sent = await jpegWithGps(1000, 800, 6);
    for (const marker of METADATA_MARKERS) expect(sent.includes(marker.bytes), `the phone's JPEG holds ${marker.name}`).toBe(true);
    const res = await upload(p.id, sent, "IMG_0001.jpg");
    expect(res.status).toBe(201);
    const photo = res.body as ProgrammePhoto;
    // Orientation 6 turns the 1000 × 800 picture upright: 800 wide, 1000 tall, served at most 780 wide.
    expect(photo).toStrictEqual({ id: expect.stringMatching(/^[0-9a-f]{16}$/), alt: "Women walking a tea estate at dawn", width: 780, height: 975 });

    const after = await current(p.id);
    expect(after.photos).toStrictEqual([photo]);
    expect(after.version).toBe(p.version + 1);
    const versions = (await app.staff.get(apiPaths.programmeVersions.href(p.id)).expect(200)).body;
    expect(versions[0]).toMatchObject({ version: after.version, changed: ["photos"] });
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.target, `programme ${p.id}`));
    expect(entries.find((e) => e.action === "photo-added")?.detail).toMatchObject({ photo: photo.id, version: after.version });

    expect(photoWidths(photo.width)).toEqual([390, 780]);
    for (const width of photoWidths(photo.width)) {
      for (const format of PHOTO_FORMATS) {
        const served = await request(app.t.app).get(photoUrl(photo.id, width, format)).buffer(true).parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on("data", (c: Buffer) => chunks.push(c));
          r.on("end", () => done(null, Buffer.concat(chunks)));
        });
        expect(served.status).toBe(200);
        expect(served.headers["content-type"]).toBe({ avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" }[format]);
        expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        const bytes = served.body as Buffer;
        const meta = await sharp(bytes).metadata();
        expect({ format: meta.format, width: meta.width, height: meta.height }).toStrictEqual({
          format: { avif: "heif", webp: "webp", jpg: "jpeg" }[format],
          width,
          height: Math.round((width * 1000) / 800),
        });
        expect([meta.exif, meta.xmp, meta.iptc, meta.orientation]).toStrictEqual([undefined, undefined, undefined, undefined]);
        for (const marker of METADATA_MARKERS) expect(bytes.includes(marker.bytes), `${format} ${width}: ${marker.name}`).toBe(false);
      }
    }
    // Files for the server's owner alone.
    const dir = path.join(mediaDir, "photos");
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    for (const f of mediaFiles(mediaDir)) expect(fs.statSync(path.join(mediaDir, f)).mode & 0o777, f).toBe(0o600);
    expect(mediaFiles(mediaDir).filter((f) => f.includes(photo.id))).toHaveLength(6);
  });

  it("when photos between the widths made are uploaded (a 900 × 700 PNG, a JPEG turned upright to 400 × 800), then the answer's width and height are the largest served file's and every width photoWidths names is served", async () => {
    const p = await addProgramme();
    const served = async (url: string) => {
      const res = await request(app.t.app).get(url).buffer(true).parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c));
        r.on("end", () => done(null, Buffer.concat(chunks)));
      });
      expect(res.status, url).toBe(200);
      const meta = await sharp(res.body as Buffer).metadata();
      return { width: meta.width, height: meta.height };
    };
    // Orientation 6 turns the 800 × 400 picture upright: 400 wide, 800 tall.
    for (const [bytes, name] of [[await png(900, 700), "wide.png"], [await jpegWithGps(800, 400, 6), "tall.jpg"]] as const) {
      const photo = (await upload(p.id, bytes, name, `The photo ${name}`).expect(201)).body as ProgrammePhoto;
      const widths = photoWidths(photo.width);
      // The <img width height> a page draws: the largest file's own size, in every format.
      for (const format of PHOTO_FORMATS) expect(await served(photoUrl(photo.id, photo.width, format)), `${name} ${format}`).toStrictEqual({ width: photo.width, height: photo.height });
      for (const width of widths) for (const format of PHOTO_FORMATS) expect((await served(photoUrl(photo.id, width, format))).width, `${name} ${width} ${format}`).toBe(width);
      expect(Math.max(...widths), name).toBe(photo.width);
      expect(mediaFiles(mediaDir).filter((f) => f.includes(photo.id)), name).toHaveLength(widths.length * PHOTO_FORMATS.length);
    }
  });

  it("when the file is a PDF named .jpg, an SVG, 12 MB, 50 or just over 40 megapixels, or has no alt text, then each is a 4xx with a sentence and nothing is stored", async () => {
    const p = await addProgramme();
    const filesBefore = mediaFiles(mediaDir);
    const cases: [string, () => Promise<request.Response>, number, RegExp][] = [
      ["a PDF renamed .jpg", () => upload(p.id, PDF, "holiday.jpg"), 400, /JPEG, PNG or WebP.*not an image/],
      ["an SVG", () => upload(p.id, SVG, "art.svg"), 400, /JPEG, PNG or WebP.*SVG/],
      ["a 12 MB file", () => upload(p.id, Buffer.alloc(12 * MB, 0xff), "huge.jpg"), 413, /larger than 10 MB/],
      ["a 50-megapixel PNG", async () => upload(p.id, await png(8000, 6250), "wide.png"), 400, /50\.0 megapixels.*at most 40/],
      // Just over: at one decimal it would read "40.0 megapixels", as if within the limit it is refused by.
      ["a PNG a row over 40 megapixels", async () => upload(p.id, await png(8000, 5001), "row-over.png"), 400, /^The photo is 40\.01 megapixels \(8000 × 5001\); at most 40 megapixels are taken$/],
      ["no alt text", async () => upload(p.id, await jpegWithGps(800, 600), "IMG_0002.jpg", null), 400, /alt text/],
      ["a blank alt text", async () => upload(p.id, await jpegWithGps(800, 600), "IMG_0003.jpg", "   "), 400, /alt text/],
      ["an alt text with a control character", async () => upload(p.id, await jpegWithGps(800, 600), "IMG_0004.jpg", "Dawn\u0007"), 400, /alt text/],
      ["no file", () => app.staff.post(apiPaths.programmePhotos.href(p.id)).field("alt", "Dawn"), 400, /Choose a JPEG, PNG or WebP photo/],
      ["JSON, not a form", () => app.staff.post(apiPaths.programmePhotos.href(p.id)).send({ alt: "Dawn" }), 400, /multipart\/form-data/],
      [
        "a form that ends inside the file, with no closing boundary",
        () =>
          app.staff
            .post(apiPaths.programmePhotos.href(p.id))
            .set("Content-Type", "multipart/form-data; boundary=XX")
            .send('--XX\r\nContent-Disposition: form-data; name="alt"\r\n\r\nDawn\r\n--XX\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc'),
        400,
        /cut short/,
      ],
    ];
    for (const [what, send, status, message] of cases) {
      const res = await send();
      expect(res.status, what).toBe(status);
      expect(res.body.message, what).toMatch(message);
    }
    const after = await current(p.id);
    expect(after.version).toBe(p.version);
    expect(after.photos).toEqual([]);
    expect(mediaFiles(mediaDir)).toEqual(filesBefore);
  });

  it("when a body larger than 10 MB streams in without a declared length, then the answer is a 413 as the bound is passed, before the rest is sent", async () => {
    const p = await addProgramme();
    const server = http.createServer(app.t.app).listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    const cookie = await signedInCookie(app.t.app);
    try {
      const boundary = "----photo-boundary";
      const answer = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
        let sent = 0;
        const req = http.request({
          host: "127.0.0.1",
          port: (server.address() as AddressInfo).port,
          method: "POST",
          path: apiPaths.programmePhotos.href(p.id),
          headers: { "Content-Type": `multipart/form-data; boundary=${boundary}`, "Transfer-Encoding": "chunked", Cookie: cookie },
        });
        let answered = false;
        req.on("response", (res) => {
          answered = true;
          let body = "";
          res.on("data", (c) => (body += c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body, sent }));
        });
        // Writing on after the answer meets a closed connection: the answer has come by then.
        req.on("error", (err) => {
          if (!answered) reject(err);
        });
        req.write(`--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nDawn\r\n--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
        const chunk = Buffer.alloc(256 * 1024, 0xab);
        // Written as the socket takes it, up to 40 MB: the server answers long before.
        const pump = () => {
          while (sent < 40 * MB && !req.destroyed && !answered) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once("drain", pump);
          }
        };
        pump();
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body).message).toMatch(/larger than 10 MB/);
      expect(answer.sent).toBeLessThan(20 * MB);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
    expect((await current(p.id)).version).toBe(p.version);
  });

  it("when photos are reordered and an alt text changed through the programme's PATCH, then it is a new version; unknown, missing or repeated ids and a stale version change nothing", async () => {
    const p = await addProgramme();
    const a = (await upload(p.id, await jpegWithGps(900, 600), "a.jpg", "A lake at dusk").expect(201)).body as ProgrammePhoto;
    const b = (await upload(p.id, await png(500, 400), "b.png", "A hall with mats").expect(201)).body as ProgrammePhoto;
    // 500 × 400 is served at most 390 wide: its largest file.
    expect(b).toMatchObject({ width: 390, height: 312 });
    const before = await current(p.id);
    expect(before.photos.map((x) => x.id)).toEqual([a.id, b.id]);

    const refusals: [object, number, string][] = [
      [{ photos: [{ id: a.id, alt: "x" }, { id: "0123456789abcdef", alt: "y" }] }, 400, "photos.1.id"],
      [{ photos: [{ id: a.id, alt: "x" }] }, 400, "photos"],
      [{ photos: [{ id: a.id, alt: "x" }, { id: a.id, alt: "y" }] }, 400, "photos.1.id"],
      [{ photos: [{ id: b.id, alt: "" }, { id: a.id, alt: "x" }] }, 400, "photos.0.alt"],
    ];
    for (const [body, status, at] of refusals) {
      const res = await app.staff.patch(apiPaths.adminProgramme.href(p.id)).send({ version: before.version, ...body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.errors.map((e: { path: string }) => e.path), JSON.stringify(body)).toContain(at);
    }
    const stale = await app.staff.patch(apiPaths.adminProgramme.href(p.id)).send({ version: before.version - 1, photos: [b, a] });
    expect(stale.status).toBe(409);
    expect((await current(p.id)).version).toBe(before.version);

    const res = await app.staff.patch(apiPaths.adminProgramme.href(p.id)).send({ version: before.version, photos: [{ id: b.id, alt: "A yoga hall with mats" }, { id: a.id, alt: a.alt }] });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(before.version + 1);
    expect(res.body.photos).toStrictEqual([{ ...b, alt: "A yoga hall with mats" }, a]);
    const versions = (await app.staff.get(apiPaths.programmeVersions.href(p.id)).expect(200)).body;
    expect(versions[0].changed).toEqual(["photos"]);
  });

  it("when a photo is removed, then its files leave the disk, the programme has one photo fewer as a new version, and a second removal is a 404", async () => {
    const p = await addProgramme();
    const photo = (await upload(p.id, await jpegWithGps(700, 500), "c.jpg", "A boat on the backwaters").expect(201)).body as ProgrammePhoto;
    const url = photoUrl(photo.id, 390, "webp");
    await request(app.t.app).get(url).expect(200);
    const before = await current(p.id);
    await app.staff.delete(apiPaths.programmePhoto.href(p.id, photo.id)).expect(204);
    const after = await current(p.id);
    expect(after.photos).toEqual([]);
    expect(after.version).toBe(before.version + 1);
    expect(mediaFiles(mediaDir).filter((f) => f.includes(photo.id))).toEqual([]);
    await request(app.t.app).get(url).expect(404);
    const again = await app.staff.delete(apiPaths.programmePhoto.href(p.id, photo.id));
    expect(again.status).toBe(404);
    expect(again.body.message).toMatch(/no such photo/);
    await app.staff.delete(apiPaths.programmePhoto.href(999_999, photo.id)).expect(404);
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.target, `programme ${p.id}`));
    expect(entries.some((e) => e.action === "photo-removed")).toBe(true);
  });

  it("when the same photo is on two programmes, then removing it from one keeps the other's files", async () => {
    const [p, q] = [await addProgramme(), await addProgramme()];
    const bytes = await jpegWithGps(640, 480);
    const one = (await upload(p.id, bytes, "x.jpg").expect(201)).body as ProgrammePhoto;
    const two = (await upload(q.id, bytes, "x.jpg").expect(201)).body as ProgrammePhoto;
    expect(two.id).toBe(one.id);
    const twice = await upload(q.id, bytes, "x.jpg");
    expect(twice.status).toBe(409);
    await app.staff.delete(apiPaths.programmePhoto.href(p.id, one.id)).expect(204);
    await request(app.t.app).get(photoUrl(one.id, 390, "jpg")).expect(200);
  });

  it("when an agent or a visitor tries, then photos are refused (403, 401), an unknown programme is a 404, and an agent reads the photos", async () => {
    const p = await addProgramme();
    const photo = (await upload(p.id, await jpegWithGps(500, 500), "d.jpg").expect(201)).body as ProgrammePhoto;
    const agent = await signedIn(app.t, await addStaff(app.t, `agent${kind}${Date.now() % 100000}`, { role: "agent" }));
    expect((await upload(p.id, await jpegWithGps(500, 500), "e.jpg", "Dawn", agent)).status).toBe(403);
    expect((await agent.delete(apiPaths.programmePhoto.href(p.id, photo.id))).status).toBe(403);
    expect((await agent.get(apiPaths.adminProgramme.href(p.id)).expect(200)).body.photos).toStrictEqual([photo]);
    expect((await request(app.t.app).post(apiPaths.programmePhotos.href(p.id)).attach("photo", SVG, "a.svg").field("alt", "x")).status).toBe(401);
    const missing = await upload(999_999, await jpegWithGps(500, 500), "f.jpg");
    expect(missing.status).toBe(404);
  });

  it("when /media is asked for anything but a photo's file, then it is a 404: no listing, no other file, no way out of the folder; a file another process wrote is served", async () => {
    const p = await addProgramme();
    const photo = (await upload(p.id, await jpegWithGps(400, 300), "g.jpg").expect(201)).body as ProgrammePhoto;
    fs.writeFileSync(path.join(mediaDir, "secret.txt"), "not served");
    for (const url of [
      "/media/photos/",
      "/media/photos",
      "/media/",
      "/media/secret.txt",
      `/media/photos/${photo.id}-390.png`,
      `/media/photos/${photo.id}-391.jpg`,
      `/media/photos/${photo.id}-390.jpg/`,
      `/media/PHOTOS/${photo.id}-390.jpg`,
      `/media/photos/.${photo.id}-390.jpg`,
      "/media/photos/..%2Fsecret.txt",
      "/media/photos/%2e%2e/secret.txt",
      "/media/photos/../secret.txt",
    ]) {
      const res = await request(app.t.app).get(rawPath(url));
      expect(res.status, url).toBe(404);
      expect(res.text, url).not.toContain("not served");
    }
    // Files another process wrote are served as they are on disk: nothing is kept in memory.
    const made = await makePhoto(await jpegWithGps(420, 300));
    if ("refused" in made) throw new Error(made.refused);
    await photoFiles(mediaDir).write(made.id, made.files);
    const other = await request(app.t.app).get(photoUrl(made.id, 390, "webp")).buffer(true);
    expect(other.status).toBe(200);
    expect(other.headers["content-length"]).toBe(String(made.files.find((f) => f.width === 390 && f.format === "webp")!.bytes.length));
    const head = await request(app.t.app).head(photoUrl(photo.id, 390, "avif"));
    expect(head.status).toBe(200);
    expect(head.headers["content-type"]).toBe("image/avif");
  });

  it("when a programme with photos is published, then the site's programmes and its card carry its first photo", async () => {
    const p = await addProgramme();
    const first = (await upload(p.id, await jpegWithGps(700, 440), "h.jpg", "The first").expect(201)).body as ProgrammePhoto;
    await upload(p.id, await jpegWithGps(400, 300), "i.jpg", "The second").expect(201);
    const now = await current(p.id);
    await app.staff.patch(apiPaths.adminProgramme.href(p.id)).send({ version: now.version, status: "published" }).expect(200);
    const site = await request(app.t.app).get(apiPaths.programmes.href("womens-retreats")).expect(200);
    const mine = site.body.find((x: { id: number }) => x.id === p.id);
    expect(mine.photos.map((x: ProgrammePhoto) => x.alt)).toEqual(["The first", "The second"]);
    const cards = await app.t.storage.programmes.publishedCards();
    expect(cards["womens-retreats"].find((c) => c.id === p.slug)?.photo).toStrictEqual(first);
  });
});

async function signedInCookie(app: http.RequestListener): Promise<string> {
  const { STAFF } = await import("../../support/test-app");
  const res = await request(app).post(apiPaths.login.href()).send(STAFF);
  return ([] as string[]).concat(res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
}
