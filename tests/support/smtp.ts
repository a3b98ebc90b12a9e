import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";

/**
 * A real SMTP server on a local port for the mail tests: what arrives is parsed by mailparser.
 * It can refuse the next messages with a temporary error, and be stopped and started again on
 * the same port (the mail server going down and coming back).
 */
export interface TestSmtp {
  port: number;
  url: string;
  received: ParsedMail[];
  /** Message-IDs as they arrived, duplicates included. */
  messageIds: string[];
  /** The next `n` messages are refused at MAIL FROM with this code. */
  refuseNext(n: number, code?: number): void;
  /** Refused so far. */
  refusals: number;
  /** Each accepted message is acknowledged only after this many milliseconds (a slow server). */
  delayMs: number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestSmtp(port = 0, opts: { started?: boolean } = {}): Promise<TestSmtp> {
  let refuse = 0;
  let refuseCode = 421;
  let server: SMTPServer | undefined;
  const t: TestSmtp = {
    port,
    url: "",
    received: [],
    messageIds: [],
    refusals: 0,
    delayMs: 0,
    refuseNext(n, code = 421) {
      refuse = n;
      refuseCode = code;
    },
    async start() {
      const options: SMTPServerOptions = {
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onMailFrom(_address, _session, cb) {
          if (refuse > 0) {
            refuse--;
            t.refusals++;
            const err = new Error(refuseCode >= 500 ? "Mailbox unavailable" : "Try again later") as Error & { responseCode: number };
            err.responseCode = refuseCode;
            return cb(err);
          }
          cb();
        },
        onData(stream, _session, cb) {
          simpleParser(stream)
            .then(async (mail) => {
              if (t.delayMs) await new Promise((r) => setTimeout(r, t.delayMs));
              t.received.push(mail);
              t.messageIds.push(mail.messageId ?? "");
              cb();
            })
            .catch(cb);
        },
      };
      server = new SMTPServer(options);
      await new Promise<void>((resolve, reject) => {
        server!.once("error", reject);
        server!.listen(t.port, "127.0.0.1", () => resolve());
      });
      const addr = server.server.address();
      t.port = typeof addr === "object" && addr ? addr.port : t.port;
      t.url = `smtp://127.0.0.1:${t.port}`;
    },
    async stop() {
      if (!server) return;
      const s = server;
      server = undefined;
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
  if (opts.started !== false) await t.start();
  else t.url = `smtp://127.0.0.1:${port}`;
  return t;
}

/** Polls `check` until it is true; fails after `ms` with `what` (no timing is asserted). */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms = 20_000, every = 25): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, every));
  }
}

/** Every address a parsed header names, whether it came as one group or several ("" for a group's name without one). */
export const addressesOf = (a: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((o) => o.value.map((v) => v.address ?? ""));
