import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { emlFileName, writeManyList, type MailAbout } from "./eml-files";
import { OWNER_FILE, ownerFolder } from "../core/owner-only";

/** Sends one message; rejects with the server's answer when it is refused or the server is down. */
export interface MailTransport {
  /** `about`: the bookings the message is about, which name its file when it is written as one (erasure finds it by them). */
  send(message: Mail.Options, about?: MailAbout): Promise<void>;
  close(): void;
  /** For the log at start: where mail goes. */
  describe: string;
}

export interface TransportConfig {
  smtpUrl?: string;
  dir: string;
}

// Well under the outbox lease (two minutes), so a slow server can't make a claim run out mid-send.
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 };

export function createMailTransport(cfg: TransportConfig): MailTransport {
  return cfg.smtpUrl ? smtpTransport(cfg.smtpUrl) : fileTransport(cfg.dir);
}

function smtpTransport(url: string): MailTransport {
  // Pooled: a few connections kept open and reused, instead of a TLS handshake per message.
  const t = nodemailer.createTransport({ url, pool: true, maxConnections: 5, maxMessages: 100, ...TIMEOUTS } as Parameters<typeof nodemailer.createTransport>[0]);
  const u = new URL(url);
  return {
    describe: `${u.protocol}//${u.hostname}${u.port ? `:${u.port}` : ""}`,
    send: async (message) => {
      await t.sendMail(message);
    },
    close: () => t.close(),
  };
}

/**
 * Without SMTP_URL: each message as the raw .eml it would have been, so a newcomer running
 * `npm run dev` sees exactly what would be sent. Written under a temporary name and renamed, so a
 * reader never sees half a file.
 */
function fileTransport(dir: string): MailTransport {
  const t = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  // The folder is made once, and again only if it has gone (someone cleared it out).
  let made: Promise<unknown> | undefined;
  const write = async (tmp: string, data: Buffer) => {
    made ??= ownerFolder(dir).catch((err) => {
      made = undefined;
      throw err;
    });
    await made;
    // An e-mail as sent, links included: its owner's alone.
    try {
      await fs.writeFile(tmp, data, { mode: OWNER_FILE });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      made = undefined;
      await ownerFolder(dir);
      await fs.writeFile(tmp, data, { mode: OWNER_FILE });
    }
  };
  return {
    describe: `files in ${dir}`,
    send: async (message, about = { bookingIds: [] }) => {
      const info = await t.sendMail(message);
      const name = emlFileName(String(message.messageId ?? info.messageId), new Date(), about.bookingIds);
      const tmp = path.join(dir, `.${name}.tmp`);
      await write(tmp, info.message as Buffer);
      await writeManyList(dir, name, about);
      await fs.rename(tmp, path.join(dir, name));
    },
    close: () => t.close(),
  };
}
