import http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { trackQuietSockets } from "../../../server/http/quiet-sockets";

const QUIET_MS = 50;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A keep-alive connection written by hand, so the test decides when each request is sent. */
function rawClient(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  const ready = new Promise<void>((r) => socket.once("connect", () => r()));
  let received = "";
  let closed = false;
  socket.on("data", (d) => (received += d.toString("latin1")));
  socket.on("error", () => undefined);
  socket.on("close", () => (closed = true));
  const send = (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  const answers = () => received.match(/HTTP\/1\.1 200/g)?.length ?? 0;
  return {
    send,
    answers,
    closed: () => closed,
    /** Sends a request once connected and waits for its answer: true when it came. */
    async request(path: string): Promise<boolean> {
      await ready;
      const before = answers();
      send(path);
      return until(() => answers() > before);
    },
  };
}

async function until(check: () => boolean, ms = 2_000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await sleep(5);
  return check();
}

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
});

async function start() {
  server = http.createServer((_req, res) => res.end("ok"));
  const tracker = trackQuietSockets(server, QUIET_MS);
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
  return { tracker, port: (server.address() as net.AddressInfo).port };
}

describe("closing quiet keep-alive connections during a shutdown", () => {
  it("when a request reaches an idle connection just before the sweep runs from a timer, then it is read and answered, not reset", async () => {
    const { tracker, port } = await start();
    const client = rawClient(port);
    expect(await client.request("/first")).toBe(true);
    await sleep(QUIET_MS * 2);

    // Two timers due together run in one turn of the event loop: the request is in the server's
    // socket buffer when the sweep runs, before the loop has read it, as when the loop is busy.
    setTimeout(() => client.send("/second"), 5);
    setTimeout(() => tracker.closeQuiet(), 5);

    expect(await until(() => client.answers() === 2 || client.closed())).toBe(true);
    expect(client.answers()).toBe(2);
    expect(client.closed()).toBe(false);
  });

  it("when an idle connection has been quiet long enough and no request has arrived anywhere meanwhile, then it is closed", async () => {
    const { tracker, port } = await start();
    const client = rawClient(port);
    expect(await client.request("/first")).toBe(true);

    tracker.closeQuiet();
    await sleep(QUIET_MS / 2);
    expect(client.closed()).toBe(false);

    await sleep(QUIET_MS * 2);
    tracker.closeQuiet();
    expect(await until(() => client.closed())).toBe(true);
  });

  it("when requests are still arriving on other connections, then an idle one is kept until the server has been quiet", async () => {
    const { tracker, port } = await start();
    const idle = rawClient(port);
    const busy = rawClient(port);
    expect(await idle.request("/once")).toBe(true);
    await sleep(QUIET_MS * 2);

    expect(await busy.request("/now")).toBe(true);
    tracker.closeQuiet();
    await sleep(QUIET_MS / 2);
    expect(idle.closed()).toBe(false);

    await sleep(QUIET_MS * 2);
    tracker.closeQuiet();
    expect(await until(() => idle.closed() && busy.closed())).toBe(true);
  });
});
