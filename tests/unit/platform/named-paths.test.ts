import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * A path that a comment, a string or a page of the docs names must be one a reader of the
 * repository can open, and a rule is cited by the module or docs page that holds it, never by a
 * document kept outside the repository. Renames and moves leave such words behind; this finds them.
 */

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Where the repository's own words are: its source, its tests and scripts, and its Markdown. */
const SOURCE_DIRS = ["server", "shared", "client/src", "tests", "scripts"];
const SOURCE_EXTENSIONS = /\.(?:ts|tsx|mjs|cjs|js)$/;
const MARKDOWN_DIRS = ["docs"];
const ROOT_FILES = ["README.md"];

/** Top-level folders a repository-relative path starts with. */
const TOP_DIRS = ["server", "shared", "client", "tests", "scripts", "docs", "migrations"];

/**
 * A repository-relative path: a top-level folder, then path characters. The lookbehind keeps out
 * `@shared/...` import aliases, `../shared/...` relative imports, URLs and `dist/server/...`.
 * One character class repeated once: linear in the text's length.
 */
const NAMED_PATH = new RegExp(`(?<![\\w./@:~$-])(?:${TOP_DIRS.join("|")})/[\\w.\\-/\\[\\]]*`, "g");
/** A Markdown link's target, resolved from the page that holds it. */
const MARKDOWN_LINK = /\]\(([^)\s#]*)/g;

/**
 * Paths named on purpose although they are not in the tree, each with why. Keep this short: a
 * path that was renamed belongs fixed, not here.
 */
const ALLOWED: Record<string, string> = {
  "server/index.js": "the built server, joined to the build's folder (dist/server/index.js) by the bench scripts",
  "client/src/features/desk/enquiries/api/mark-urgent.ts": "the file docs/desk.md's how-to has a reader add",
};
/** The lint tests' file names: ESLint is handed them with source text, so they are never on disk. */
const LINT_FIXTURE = /\/example\.tsx?$/;

/** Words kept outside the repository, which no reader of it can open. */
const OUTSIDE_DOCUMENTS = /\b(?:SPEC|CONTRACT)(?:\.md)?\b|\bARCHITECTURE\.md\b|\bDESIGN\.md\b/g;

function walk(dir: string, keep: (file: string) => boolean, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, keep, out);
    else if (keep(entry.name)) out.push(full);
  }
  return out;
}

function scannedFiles(): string[] {
  const sources = SOURCE_DIRS.flatMap((dir) => walk(path.join(ROOT, dir), (name) => SOURCE_EXTENSIONS.test(name)));
  const markdown = MARKDOWN_DIRS.flatMap((dir) => walk(path.join(ROOT, dir), (name) => name.endsWith(".md")));
  return [...sources, ...markdown, ...ROOT_FILES.map((file) => path.join(ROOT, file))];
}

/** Trims what ends a sentence or a glob rather than a path: `server/db/.` → `server/db/`. */
function trimmed(candidate: string): string {
  return candidate.replace(/[.\-[\]]+$/, "");
}

/** A path names something when it is there as written, or as a module specifier written without its extension. */
function exists(relative: string): boolean {
  const full = path.join(ROOT, relative);
  if (existsSync(full)) return true;
  return [".ts", ".tsx", ".mjs", ".js", "/index.ts", "/index.tsx"].some((suffix) => existsSync(full + suffix));
}

/** A named path that holds a pattern rather than one file: a glob, a route parameter, a template. */
function isPattern(candidate: string): boolean {
  return /[[\]]/.test(candidate);
}

interface Finding {
  file: string;
  line: number;
  text: string;
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

function missingPaths(files: string[]): Finding[] {
  const findings: Finding[] = [];
  for (const file of files) {
    // This file names a path that is gone, on purpose, to show the scan finds it.
    if (file === import.meta.filename) continue;
    const text = readFileSync(file, "utf8");
    const relativeFile = path.relative(ROOT, file);
    for (const match of text.matchAll(NAMED_PATH)) {
      const named = trimmed(match[0]);
      // A glob (`tests/**/*.ts`) or a path built at run time (`${dir}/x`) names no one file.
      const next = text[match.index + match[0].length];
      if (next === "*" || next === "$" || next === "{" || isPattern(named)) continue;
      if (!exists(named) && !(named in ALLOWED) && !LINT_FIXTURE.test(named)) {
        findings.push({ file: relativeFile, line: lineOf(text, match.index), text: named });
      }
    }
    if (!file.endsWith(".md")) continue;
    for (const match of text.matchAll(MARKDOWN_LINK)) {
      const target = match[1];
      if (target === "" || /^[a-z]+:/i.test(target)) continue;
      const named = path.relative(ROOT, path.resolve(path.dirname(file), target));
      if (!exists(named) && !(named in ALLOWED)) {
        findings.push({ file: relativeFile, line: lineOf(text, match.index), text: `link ${target}` });
      }
    }
  }
  return findings;
}

function outsideCitations(files: string[]): Finding[] {
  const findings: Finding[] = [];
  for (const file of files) {
    if (file === import.meta.filename) continue;
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(OUTSIDE_DOCUMENTS)) {
      findings.push({ file: path.relative(ROOT, file), line: lineOf(text, match.index), text: match[0] });
    }
  }
  return findings;
}

const report = (findings: Finding[]) => findings.map((f) => `${f.file}:${f.line} ${f.text}`);

describe("the paths the repository names", () => {
  const files = scannedFiles();

  it("scans the source, the tests, the scripts and the docs", () => {
    const relative = files.map((file) => path.relative(ROOT, file));
    expect(relative).toContain("README.md");
    expect(relative).toContain("shared/api-paths.ts");
    expect(relative).toContain("docs/architecture.md");
    expect(relative).toContain("scripts/test.mjs");
  });

  it("finds a path that is not there, and passes one that is", () => {
    expect(exists("server/db")).toBe(true);
    expect(exists("shared/api-paths")).toBe(true);
    const text = "see `server/db.ts`, server/db/ and shared/api-paths.ts.";
    const named = [...text.matchAll(NAMED_PATH)].map((m) => trimmed(m[0]));
    expect(named).toEqual(["server/db.ts", "server/db/", "shared/api-paths.ts"]);
    expect(named.filter((p) => !exists(p))).toEqual(["server/db.ts"]);
    expect([..."import x from '@shared/schema'; ../shared/x.ts https://x.org/docs/a".matchAll(NAMED_PATH)]).toEqual([]);
  });

  it("names only paths that exist", () => {
    expect(report(missingPaths(files))).toEqual([]);
  });

  it("cites rules by what the repository holds, not by documents kept outside it", () => {
    expect(report(outsideCitations(files))).toEqual([]);
  });

  it("allows only paths that something still names, so the list cannot go stale", () => {
    const texts = files.filter((file) => file !== import.meta.filename).map((file) => readFileSync(file, "utf8"));
    for (const allowed of Object.keys(ALLOWED)) expect(texts.some((text) => text.includes(allowed)), allowed).toBe(true);
  });
});
