import { apiPaths } from "@shared/api-paths";
/** A desk's view of GET /api/admin/events, read with fetch as a browser's EventSource would. */
export interface EventStream {
  status: number;
  headers: Headers;
  /** Everything received so far, as text. */
  text(): string;
  /** Resolves with the next `booking` event's id, or rejects after `ms`. */
  nextBooking(ms?: number): Promise<number>;
  /** Bookings received so far. */
  bookings(): number[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}${apiPaths.login.href()}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
  return res.headers.get("set-cookie")!.split(";")[0];
}

export async function openEventStream(base: string, cookie?: string, extraHeaders: Record<string, string> = {}): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(`${base}${apiPaths.deskEvents.href()}`, {
    headers: { accept: "text/event-stream", ...(cookie ? { cookie } : {}), ...extraHeaders },
    signal: abort.signal,
  });
  let buffer = "";
  const ids: number[] = [];
  let waiters: (() => void)[] = [];
  const wake = () => {
    const w = waiters;
    waiters = [];
    for (const f of w) f();
  };
  const ended = (async () => {
    if (!res.body || res.status !== 200) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        ids.length = 0;
        // The text after the last blank line is an event still arriving.
        const complete = buffer.split("\n\n").slice(0, -1);
        for (const block of complete) {
          if (/^event: booking$/m.test(block)) ids.push(JSON.parse(/^data: (.*)$/m.exec(block)![1]).id);
        }
        wake();
      }
    } catch {
      /* aborted by close() */
    }
    wake();
  })();
  let read = 0;
  return {
    status: res.status,
    headers: res.headers,
    text: () => buffer,
    bookings: () => [...ids],
    ended,
    close: () => abort.abort(),
    nextBooking(ms = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no booking event within ${ms} ms; received: ${JSON.stringify(buffer)}`)), ms);
        const check = () => {
          if (ids.length > read) {
            clearTimeout(timer);
            resolve(ids[read++]);
          } else waiters.push(check);
        };
        check();
      });
    },
  };
}
