import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { expect } from "vitest";

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** Per node: its HTML (shortened) and axe's explanation, e.g. the measured contrast. */
  details: string[];
}

/**
 * Runs axe-core on the whole document. The site's CSP forbids inline scripts, so axe is not added
 * as a <script> tag: page.evaluate runs through the DevTools protocol, which the CSP does not govern.
 */
export async function runAxe(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === "object");
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target.map(String).join(" ")),
      details: v.nodes.map((n) => `${n.html.slice(0, 200)} :: ${(n.failureSummary ?? "").replace(/\s+/g, " ")}`),
    }));
  }, AXE_TAGS);
}

/** One line per violation, so a failing run says what to fix and where. */
export function describeFindings(where: string, findings: AxeFinding[]): string {
  return findings
    .map((f) => `${where}: ${f.id} (${f.impact}) ${f.help}\n    ${f.details.slice(0, 8).join("\n    ")}`)
    .join("\n");
}

/** Asserts axe finds nothing on the page; what it does find is printed in full first, `where` naming the screen. */
export async function expectNoAxeFindings(page: Page, where: string): Promise<void> {
  const findings = await runAxe(page);
  if (findings.length) console.log(describeFindings(where, findings));
  expect(findings.map((f) => `${f.id} (${f.impact}): ${f.targets.join(", ")}`)).toEqual([]);
}
