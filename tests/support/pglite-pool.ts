import type { PGlite } from "@electric-sql/pglite";
import { startPglite } from "../../server/db/pglite";

/**
 * In-memory PGlites lent from test file to test file. Starting one from the migrated image is about
 * a second of PGlite's own work, 150 times a run; bringing a used one back to the migrated state
 * (every table emptied and its migrated rows put back, every sequence where it was, the session
 * discarded) is a few tens of milliseconds. A PGlite whose schema a test changed, or that a test
 * closed, is not lent again.
 */

/** What a lent PGlite is brought back to: the migrated database as it was first opened. */
interface Pristine {
  /** The schema's fingerprint once the routines are installed (afterMigrations). */
  schema: string;
  /** One script: every table emptied, its migrated rows put back, every sequence set. */
  resetSql: string;
  /** The session's settings as PGlite starts (its search_path is set at start, not in its configuration). */
  settings: Map<string, string>;
}

/** Every relation, column, default, routine, trigger, constraint, index, role, setting and extension outside the system's own. */
const SCHEMA_FINGERPRINT = `
with user_ns as (
  select oid, nspname from pg_namespace
  where nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and nspname not like 'pg\\_temp\\_%' and nspname not like 'pg\\_toast\\_temp\\_%'
)
select md5(string_agg(x, E'\\n' order by x)) as fingerprint from (
  select 'n ' || nspname as x from user_ns
  union all
  select 'c ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text || ' ' || c.relrowsecurity || ' ' || coalesce((
    select string_agg(a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull || ':' || a.attidentity::text || a.attgenerated::text || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ',' order by a.attnum)
    from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '')
  from pg_class c join user_ns n on n.oid = c.relnamespace
  union all
  select 'f ' || p.oid::regprocedure::text || ' ' || md5(coalesce(p.prosrc, '') || coalesce(array_to_string(p.proconfig, ','), ''))
  from pg_proc p join user_ns n on n.oid = p.pronamespace
  union all
  select 't ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text || ' ' || md5(pg_get_triggerdef(oid)) from pg_trigger where not tgisinternal
  union all
  select 'k ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(k.oid) from pg_constraint k join user_ns n on n.oid = k.connamespace
  union all
  select 'i ' || pg_get_indexdef(i.indexrelid) from pg_index i join pg_class c on c.oid = i.indrelid join user_ns n on n.oid = c.relnamespace
  union all
  select 'v ' || c.oid::regclass::text || ' ' || md5(pg_get_viewdef(c.oid)) from pg_class c join user_ns n on n.oid = c.relnamespace where c.relkind in ('v', 'm')
  union all
  select 'p ' || polrelid::regclass::text || ' ' || polname from pg_policy
  union all
  select 'r ' || rolname || ' ' || rolsuper || ' ' || rolcanlogin from pg_roles
  union all
  select 's ' || setdatabase || ' ' || setrole || ' ' || array_to_string(setconfig, ',') from pg_db_role_setting
  union all
  select 'e ' || extname || ' ' || extversion from pg_extension
  union all
  select 'd ' || datname from pg_database
) parts`;

const TABLES = `
select format('%I.%I', n.nspname, c.relname) as name,
  (select string_agg(format('%I', a.attname), ', ' order by a.attnum) from pg_attribute a
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where c.relkind in ('r', 'p') and not c.relispartition
  and n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg\\_temp\\_%'
order by 1`;

const SETTINGS = `select name, setting from pg_settings where context in ('user', 'superuser') order by name`;

const SEQUENCES = `select format('%I.%I', schemaname, sequencename) as name, last_value::text as last, start_value::text as start from pg_sequences order by 1`;

/** A dollar-quoted literal whose tag the text can't contain. */
function dollarQuoted(text: string): string {
  let tag = "pristine";
  while (text.includes(`$${tag}$`)) tag += "_";
  return `$${tag}$${text}$${tag}$`;
}

async function settingsOf(client: PGlite): Promise<Map<string, string>> {
  return new Map((await client.query<{ name: string; setting: string }>(SETTINGS)).rows.map((r) => [r.name, r.setting]));
}

async function takePristine(client: PGlite): Promise<Pristine> {
  const schema = await fingerprint(client);
  const settings = await settingsOf(client);
  const tables = (await client.query<{ name: string; columns: string }>(TABLES)).rows;
  const lines = ["set session_replication_role = replica;", `truncate ${tables.map((t) => t.name).join(", ")};`];
  for (const t of tables) {
    const rows = (await client.query<{ json: string | null }>(`select json_agg(t)::text as json from ${t.name} t`)).rows[0].json;
    if (rows === null) continue;
    lines.push(
      `insert into ${t.name} (${t.columns}) overriding system value select ${t.columns} from json_populate_recordset(null::${t.name}, ${dollarQuoted(rows)});`,
    );
  }
  for (const s of (await client.query<{ name: string; last: string | null; start: string }>(SEQUENCES)).rows) {
    lines.push(s.last === null ? `select setval('${s.name}', ${s.start}, false);` : `select setval('${s.name}', ${s.last}, true);`);
  }
  // The planner's statistics of the emptied tables go too: plans are read by the tests as a new database makes them.
  lines.push(
    "delete from pg_statistic where starelid in (select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast'));",
    "reset session_replication_role;",
  );
  return { schema, settings, resetSql: lines.join("\n") };
}

async function fingerprint(client: PGlite): Promise<string> {
  return (await client.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT)).rows[0].fingerprint;
}

const IDLE_KEPT = 3;
const idle: PGlite[] = [];
let pristine: Promise<Pristine> | undefined;

/** How many starts and lendings this process made, for the performance notes. */
export const pgliteLending = { started: 0, lentAgain: 0, notLentAgain: 0 };

export interface LentPglite {
  /** The PGlite to open the database over; once returned it answers as a closed one would. */
  client: PGlite;
  /** True when another test file used it before: its bytes (WAL, freed pages) may hold that file's rows. */
  usedBefore: boolean;
  /**
   * Takes the state lent PGlites come back to, once, from the first one started: the migrated image
   * after `prepare` (the routines the database layer installs after the migrations).
   */
  notePristine(prepare: (query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>) => Promise<void>): Promise<void>;
  giveBack(): Promise<void>;
}

/** A PGlite at the migrated state: one given back before, or a new one started from `image`. */
export async function lendPglite(image: () => Promise<Blob>, { unused = false } = {}): Promise<LentPglite> {
  let client = unused ? undefined : idle.pop();
  const usedBefore = client !== undefined;
  if (!client) {
    client = await startPglite({ image: await image() });
    pgliteLending.started++;
  } else pgliteLending.lentAgain++;
  const real = client;
  let returned = false;
  // What the test holds: the PGlite itself until it is given back, then one that refuses every call
  // but `close` (which does nothing: the PGlite is the next file's), so nothing left running by one
  // file can reach the next file's database.
  const lent = new Proxy(real, {
    get(target, key) {
      if (key === "closed") return returned || target.closed;
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== "function") return value;
      if (!returned) return value.bind(target);
      return key === "close" ? () => Promise.resolve() : () => Promise.reject(new Error("PGlite is closed"));
    },
  });
  return {
    client: lent,
    usedBefore,
    notePristine: async (prepare) => {
      if (!usedBefore) {
        pristine ??= (async () => {
          await prepare((text, values) => real.query(text, values));
          return takePristine(real);
        })();
      }
      await pristine;
    },
    giveBack: async () => {
      if (returned) return;
      returned = true;
      if (real.closed) return;
      if (await reset(real)) {
        idle.push(real);
        while (idle.length > IDLE_KEPT) await idle.shift()!.close();
        return;
      }
      pgliteLending.notLentAgain++;
      await real.close();
    },
  };
}

/** Brings a used PGlite back to the migrated state; false when it can't be (its schema changed, or a query failed). */
async function reset(client: PGlite): Promise<boolean> {
  if (!pristine) return false;
  try {
    const { schema, settings, resetSql } = await pristine;
    // NOTIFY callbacks registered in JavaScript outlive the session: each channel's go with its LISTEN.
    for (const { channel } of (await client.query<{ channel: string }>("select pg_listening_channels() as channel")).rows) await client.unlisten(channel);
    // What DISCARD ALL does but its RESET ALL, which would take PGlite's search_path with it.
    for (const statement of ["close all", "deallocate all", "select pg_advisory_unlock_all()", "discard temp", "discard plans", "discard sequences"]) await client.exec(statement);
    for (const [name, value] of await settingsOf(client)) {
      const before = settings.get(name);
      if (before !== undefined && before !== value) await client.query("select set_config($1, $2, false)", [name, before]);
    }
    if ((await fingerprint(client)) !== schema) return false;
    await client.exec(resetSql);
    return true;
  } catch {
    return false;
  }
}
