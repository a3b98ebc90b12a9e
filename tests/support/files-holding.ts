import fs from "node:fs";
import path from "node:path";

/** Every file under `dir` (relative to it) whose bytes hold any of the values. */
export function filesHolding(dir: string, values: string[]): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const bytes = fs.readFileSync(file);
    if (values.some((v) => bytes.includes(v))) found.push(path.relative(dir, file));
  }
  return found;
}
