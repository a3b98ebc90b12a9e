import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Request, Response } from "express";

/** A body sent to many clients alike: its bytes and its gzip, each made once, on first need. */
export interface SharedBody {
  send(req: Request, res: Response, type: string): void;
}

/**
 * Made for answers that stay the same between changes and are long (every departure on the site,
 * a catalogue page): the response middleware would otherwise encode and compress the same text
 * again for every request. A client that takes gzip gets the gzip, with `Vary: Accept-Encoding`.
 */
export function sharedBody(text: string): SharedBody {
  let raw: Buffer | undefined;
  let gzip: Buffer | undefined;
  let tag: string | undefined;
  return {
    send(req, res, type) {
      // A tag of the text unless the route set its own, so a browser that has it gets a 304.
      if (!res.get("ETag")) res.set("ETag", (tag ??= `W/"${createHash("sha1").update(text).digest("base64url")}"`));
      res.type(type);
      res.vary("Accept-Encoding");
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      if (req.acceptsEncodings("gzip", "identity") === "gzip") {
        gzip ??= gzipSync(text, { level: 6 });
        res.set("Content-Encoding", "gzip");
        res.end(gzip);
        return;
      }
      raw ??= Buffer.from(text, "utf8");
      res.end(raw);
    },
  };
}
