import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { streamRows } from "../../../server/http/stream-rows";

/** A response stand-in: records writes, reports a full buffer when told to. */
class FakeSink extends EventEmitter {
  destroyed = false;
  full = false;
  written: string[] = [];
  write(chunk: string): boolean {
    this.written.push(chunk);
    return !this.full;
  }
  close() {
    this.destroyed = true;
    this.emit("close");
  }
}

/** Rows a, b, c, ... counting how many were pulled and whether the producer was told to stop. */
function producer(n: number) {
  const state = { pulled: 0, finished: false };
  async function* rows() {
    try {
      for (let i = 0; i < n; i++) {
        state.pulled++;
        yield String.fromCharCode(97 + i);
      }
    } finally {
      state.finished = true;
    }
  }
  return { rows: rows(), state };
}

const settle = () => new Promise((r) => setImmediate(r));

describe("streamRows", () => {
  it("when the client keeps reading, then every row is written in order and the answer is complete", async () => {
    const sink = new FakeSink();
    const { rows } = producer(4);
    expect(await streamRows(sink as never, rows)).toBe(true);
    expect(sink.written).toEqual(["a", "b", "c", "d"]);
  });

  it("when the client's buffer is full, then no further row is pulled until it drains", async () => {
    const sink = new FakeSink();
    sink.full = true;
    const { rows, state } = producer(4);
    const done = streamRows(sink as never, rows);
    await settle();
    expect(state.pulled).toBe(1);
    expect(sink.written).toEqual(["a"]);
    sink.full = false;
    sink.emit("drain");
    expect(await done).toBe(true);
    expect(sink.written).toEqual(["a", "b", "c", "d"]);
  });

  it("when the client goes away while the buffer is full, then pulling stops and the producer is ended", async () => {
    const sink = new FakeSink();
    sink.full = true;
    const { rows, state } = producer(100);
    const done = streamRows(sink as never, rows);
    await settle();
    sink.close();
    expect(await done).toBe(false);
    expect(state.pulled).toBe(1);
    expect(state.finished).toBe(true);
  });

  it("when the client has gone before the first row, then nothing is pulled", async () => {
    const sink = new FakeSink();
    sink.close();
    const { rows, state } = producer(3);
    expect(await streamRows(sink as never, rows)).toBe(false);
    expect(state.pulled).toBe(0);
    expect(sink.written).toEqual([]);
  });

  it("when the client goes away between rows, then the next row pulled is the last", async () => {
    const sink = new FakeSink();
    const { rows, state } = producer(100);
    const original = sink.write.bind(sink);
    sink.write = (chunk: string) => {
      if (chunk === "c") sink.close();
      return original(chunk);
    };
    expect(await streamRows(sink as never, rows)).toBe(false);
    expect(state.pulled).toBe(3);
    expect(state.finished).toBe(true);
    expect(sink.listenerCount("close")).toBe(0);
  });
});
