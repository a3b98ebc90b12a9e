import path from "node:path";
import { ESLint } from "eslint";

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });

/** The rules eslint.config.js breaks in `code`, linted as if it were the file at `file` (relative to the project). */
export async function rulesHit(code: string, file: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.map((m) => m.ruleId);
}
