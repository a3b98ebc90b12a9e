import { sql } from "drizzle-orm";
import type { Db } from "../../server/db";

/** A node of PostgreSQL's JSON plan (EXPLAIN (FORMAT JSON)), with the fields the tests read. */
export interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

/** The plan PostgreSQL (or PGlite, which answers the JSON as text) would run `query` with. */
export async function explainPlan(db: Db, query: string): Promise<PlanNode> {
  const explained = await db.execute(sql.raw(`explain (format json) ${query}`));
  const rows = (Array.isArray(explained) ? explained : (explained as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
  const raw = rows[0]["QUERY PLAN"];
  return ((typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[])[0].Plan;
}

/** Every node of a plan, its subplans included, parents before children. */
export function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}
