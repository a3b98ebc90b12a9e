import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const SECRET = `never-served-${randomBytes(8).toString("hex")}`;
const tag = randomBytes(4).toString("hex");
/** A database folder where the default one lives, and planted files with known content. */
const dataDir = path.join(ROOT, ".data", `dev-server-test-${tag}`);
const planted = {
  data: path.join(dataDir, "secret.txt"),
  env: path.join(ROOT, "client", `.env.probe-${tag}`),
  pem: path.join(ROOT, "client", `probe-${tag}.pem`),
};

/** A GET with the path sent exactly as written (no normalising of `..`). */
function get(port: number, rawPath: string, host = "127.0.0.1"): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host, port, path: rawPath, headers: { Host: `localhost:${port}` } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (body += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

describe("the dev server (npm run dev) on the network", () => {
  let proc: ChildProcess;
  let port = 0;
  let host = "";
  let output = "";

  beforeAll(async () => {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(planted.data, SECRET);
    fs.writeFileSync(planted.env, `SESSION_SECRET=${SECRET}\n`);
    fs.writeFileSync(planted.pem, `-----BEGIN PRIVATE KEY-----\n${SECRET}\n`);
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "development", PORT: "0", PGLITE_DIR: path.join(dataDir, "pglite"), LOG_LEVEL: "info" };
    delete env.HOST;
    delete env.DATABASE_URL;
    delete env.PUBLIC_URL;
    proc = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["server/index.ts"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    proc.stderr!.on("data", (d) => (output += d));
    await new Promise<void>((resolve, reject) => {
      proc.stdout!.on("data", (d) => {
        output += d;
        for (const line of String(d).split("\n")) {
          if (!line.includes('"listening on')) continue;
          const entry = JSON.parse(line) as { port: number; host: string };
          port = entry.port;
          host = entry.host;
          resolve();
        }
      });
      proc.once("exit", () => reject(new Error(`dev server exited:\n${output}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (proc?.pid && proc.exitCode === null) {
      const exited = new Promise((r) => proc.once("exit", r));
      process.kill(-proc.pid, "SIGTERM");
      await exited;
    }
    for (const f of Object.values(planted)) fs.rmSync(f, { force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it("when HOST is unset, then it listens on 127.0.0.1 only", async () => {
    expect(host).toBe("127.0.0.1");
    expect(await connects("127.0.0.1", port)).toBe(true);
    // 127.0.0.2 is loopback too, but reaches only a server bound to every address.
    expect(await connects("127.0.0.2", port)).toBe(false);
    const external = Object.values(os.networkInterfaces()).flat().find((i) => i && i.family === "IPv4" && !i.internal);
    if (external) expect(await connects(external.address, port)).toBe(false);
  });

  it("then the client sources and the shared code it imports are served (the server does serve files)", async () => {
    const main = await get(port, "/src/main.tsx");
    expect(main.status).toBe(200);
    expect(main.body).toContain("captureVisitSource");
    const boot = await get(port, "/src/boot.tsx");
    expect(boot.status).toBe(200);
    expect(boot.body).toContain("hydrateRoot");
    const shared = await get(port, `/@fs${ROOT}/shared/routes.ts`);
    expect(shared.status).toBe(200);
    expect(shared.body).toContain("normalizePath");
  }, 60_000);

  it("then no file of the database, the environment, keys, the server or the project root is served", async () => {
    const rel = path.relative(ROOT, dataDir);
    const paths = [
      `/@fs${planted.data}?raw`,
      `/@fs${planted.data}?import&raw`,
      `/@fs${planted.data}?raw??`,
      `/@fs${path.join(dataDir, "pglite", "PG_VERSION")}?raw`,
      `/${rel}/secret.txt`,
      `/${rel}/secret.txt?raw`,
      `/../${rel}/secret.txt?raw`,
      `/@fs${ROOT}/client/../${rel}/secret.txt?raw`,
      "/.env",
      `/.env.probe-${tag}`,
      `/.env.probe-${tag}?raw`,
      `/@fs${planted.env}?raw`,
      `/probe-${tag}.pem?raw`,
      `/@fs${planted.pem}?raw`,
      "/server/core/config.ts?raw",
      `/@fs${ROOT}/server/core/config.ts?raw`,
      `/@fs${ROOT}/client/../server/core/config.ts?raw`,
      "/package.json?raw",
      `/@fs${ROOT}/package.json?raw`,
      `/@fs${ROOT}/.gitignore?raw`,
    ];
    for (const p of paths) {
      const res = await get(port, p);
      expect(res.body, p).not.toContain(SECRET);
      expect(res.body, p).not.toContain("PUBLIC_URL must be");
      expect(res.body, p).not.toContain('"inner-light-journeys"');
      expect(res.body, p).not.toContain("node_modules/");
      expect([403, 404], p).toContain(res.status);
    }
  }, 60_000);
});
