import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export const CLIENT_SRC = path.resolve(import.meta.dirname, "../../../../client/src");

let parsed: ts.SourceFile[] | undefined;

/** Every .ts and .tsx file of client/src, parsed once with parent links for walking upwards. */
export function clientSources(): ts.SourceFile[] {
  if (parsed) return parsed;
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(full);
    }
  };
  walk(CLIENT_SRC);
  parsed = files.map((file) =>
    ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS),
  );
  return parsed;
}

/** Each node of a file, depth first. */
export function* nodesOf(node: ts.Node): Generator<ts.Node> {
  yield node;
  const children: ts.Node[] = [];
  ts.forEachChild(node, (child) => {
    children.push(child);
  });
  for (const child of children) yield* nodesOf(child);
}

/**
 * Every whitespace-separated word of every string and template literal in client/src but the files
 * `except` (paths under client/src): the class names the code can produce, with whatever else the
 * strings hold (copy, ids, URLs). JSX text is not a literal, so prose between tags stays out.
 */
export function literalWords(except: string[] = []): Set<string> {
  const words = new Set<string>();
  const skipped = new Set(except.map((file) => path.join(CLIENT_SRC, file)));
  for (const file of clientSources()) {
    if (skipped.has(file.fileName)) continue;
    for (const node of nodesOf(file)) {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
        for (const word of node.text.split(/\s+/)) if (word) words.add(word);
      }
    }
  }
  return words;
}
