import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { emptyPostgresDatabase } from "./database";
import { deskClock, type DeskClock } from "./desk-clock";
import { FAST_ROUNDS } from "./desk-rounds";
import { startServer, type RunningServer } from "./server-process";
import { startTestSmtp, type TestSmtp } from "./smtp";

export interface DeskProcesses {
  /** The real SMTP server all of them send through. */
  readonly smtp: TestSmtp;
  readonly clock: DeskClock;
  /** Reads and writes the database directly. */
  readonly client: pg.Client;
  /** Starts another production server on the database, with `env` added to theirs. */
  start(env?: Record<string, string>): Promise<RunningServer>;
}

/**
 * For the tests of one `describe` that run production servers side by side on one new PostgreSQL
 * database, with the desk's clock moved to `startAt()` in `zone`, desk rounds every 300 ms and
 * mail through a real SMTP server, as two processes of a real deployment share their timed work.
 * Every server started is stopped after the tests, then the mail server, the database and the clock.
 */
export function useDeskProcesses(zone: string, startAt: () => Date): DeskProcesses {
  const started: RunningServer[] = [];
  let db: Awaited<ReturnType<typeof emptyPostgresDatabase>> | undefined;
  let env: Record<string, string> = {};
  const fixture = {
    start: async (more: Record<string, string> = {}) => {
      const server = await startServer({ ...env, ...more });
      started.push(server);
      return server;
    },
  } as DeskProcesses & { smtp: TestSmtp; clock: DeskClock; client: pg.Client };

  beforeAll(async () => {
    db = await emptyPostgresDatabase();
    fixture.smtp = await startTestSmtp();
    fixture.clock = deskClock();
    fixture.clock.set(startAt());
    env = { DATABASE_URL: db.url, SMTP_URL: fixture.smtp.url, MAIL_FROM: "hello@innerlight.test", DESK_TIMEZONE: zone, PUBLIC_URL: "https://desk.innerlight.test", ...fixture.clock.env, ...FAST_ROUNDS };
    fixture.client = new pg.Client({ connectionString: db.url });
    await fixture.client.connect();
  }, 90_000);
  afterAll(async () => {
    await fixture.client?.end();
    await Promise.all(started.map((s) => s.stop()));
    await fixture.smtp?.stop();
    await db?.drop();
    fixture.clock?.dispose();
  });

  return fixture;
}
