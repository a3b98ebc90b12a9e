import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ImapFlow } from "imapflow";

/**
 * A real IMAP server for the tests: Debian's Dovecot started in a temporary directory with its own
 * configuration, one test user and a free port, and stopped (its directory removed) afterwards.
 * `scripts/test.mjs` installs it when missing (DOVECOT_PATH names another binary).
 */
export interface TestDovecot {
  port: number;
  user: string;
  password: string;
  /** IMAP_URL for the server. */
  url: string;
  /** Delivers a message into INBOX by IMAP APPEND; answers its UID. */
  append(raw: Buffer | string): Promise<number | undefined>;
  /** Delivers many messages over one connection. */
  appendAll(raws: (Buffer | string)[]): Promise<void>;
  stop(): Promise<void>;
}

export function dovecotBinary(): string | undefined {
  return [process.env.DOVECOT_PATH, "/usr/sbin/dovecot", "/usr/local/sbin/dovecot"].find((p): p is string => !!p && fs.existsSync(p));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

function idOf(name: string): { uid: number; gid: number } | undefined {
  const r = spawnSync("id", ["-u", name], { encoding: "utf8" });
  const g = spawnSync("id", ["-g", name], { encoding: "utf8" });
  return r.status === 0 && g.status === 0 ? { uid: Number(r.stdout.trim()), gid: Number(g.stdout.trim()) } : undefined;
}

async function listening(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const c = net.connect(port, "127.0.0.1", () => {
        c.destroy();
        resolve(true);
      });
      c.on("error", () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`Dovecot did not listen on ${port}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function startDovecot(): Promise<TestDovecot> {
  const bin = dovecotBinary();
  if (!bin) throw new Error("Dovecot is not installed: apt-get install -y dovecot-imapd (npm test does it as root)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-dovecot-"));
  fs.chmodSync(dir, 0o755);
  const port = await freePort();
  const user = "desk";
  const password = "desk-test-password";
  // Dovecot never gives mail access to root: as root, the mail belongs to nobody and Dovecot's own
  // service users run the rest; otherwise everything runs as the current user.
  const root = process.getuid?.() === 0;
  const me = os.userInfo().username;
  const mailOwner = root ? (idOf("nobody") ?? { uid: 65534, gid: 65534 }) : { uid: process.getuid!(), gid: process.getgid!() };
  const home = path.join(dir, "home");
  fs.mkdirSync(home);
  if (root) fs.chownSync(home, mailOwner.uid, mailOwner.gid);
  fs.writeFileSync(path.join(dir, "users"), `${user}:{PLAIN}${password}\n`);
  const conf = `
base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/dovecot.log
info_log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${root ? "dovecot" : me}
default_internal_group = ${root ? "dovecot" : os.userInfo().username}
default_login_user = ${root ? "dovenull" : me}
first_valid_uid = ${Math.min(mailOwner.uid, 1)}
mail_location = maildir:${home}/%u/Maildir
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/users
}
userdb {
  driver = static
  args = uid=${mailOwner.uid} gid=${mailOwner.gid} home=${home}/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service stats {
  unix_listener stats-reader {
    mode = 0666
  }
  unix_listener stats-writer {
    mode = 0666
  }
}
`;
  fs.writeFileSync(path.join(dir, "dovecot.conf"), conf);
  const proc = spawn(bin, ["-F", "-c", path.join(dir, "dovecot.conf")], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  proc.stdout.on("data", (d) => (output += d));
  proc.stderr.on("data", (d) => (output += d));
  try {
    await listening(port, 10_000);
  } catch (err) {
    proc.kill("SIGKILL");
    const log = fs.existsSync(path.join(dir, "dovecot.log")) ? fs.readFileSync(path.join(dir, "dovecot.log"), "utf8") : "";
    throw new Error(`${(err as Error).message}\n${output}\n${log}`);
  }
  const client = () => new ImapFlow({ host: "127.0.0.1", port, secure: false, auth: { user, pass: password }, logger: false });
  return {
    port,
    user,
    password,
    url: `imap://${user}:${password}@127.0.0.1:${port}/INBOX`,
    async append(raw) {
      const c = client();
      await c.connect();
      try {
        const r = await c.append("INBOX", raw);
        return r ? r.uid : undefined;
      } finally {
        await c.logout();
      }
    },
    async appendAll(raws) {
      const c = client();
      await c.connect();
      try {
        for (const raw of raws) await c.append("INBOX", raw);
      } finally {
        await c.logout();
      }
    },
    async stop() {
      const exited = new Promise((r) => proc.once("exit", r));
      proc.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3_000))]);
      if (proc.exitCode === null) proc.kill("SIGKILL");
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
