import type { Writable } from "node:stream";

type Sink = Pick<Writable, "write" | "once" | "off" | "destroyed">;

/** Resolves when the sink can take more, or when it has closed (then it never will). */
function drainedOrClosed(sink: Sink): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      sink.off("drain", done);
      sink.off("close", done);
      resolve();
    };
    sink.once("drain", done);
    sink.once("close", done);
  });
}

/**
 * Writes rows as they are produced. While the client's buffer is full it waits instead of piling
 * rows up in memory, and once the client has gone it stops pulling, so no more rows are read from
 * the database. Answers whether every row was written.
 */
export async function streamRows(sink: Sink, rows: AsyncIterable<string>): Promise<boolean> {
  let gone = sink.destroyed;
  const onClose = () => {
    gone = true;
  };
  sink.once("close", onClose);
  try {
    if (gone) return false;
    for await (const row of rows) {
      if (gone) return false;
      if (!sink.write(row)) await drainedOrClosed(sink);
      if (gone) return false;
    }
    return true;
  } finally {
    sink.off("close", onClose);
  }
}
