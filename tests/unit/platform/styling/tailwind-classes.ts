import { createRequire } from "node:module";
import resolveConfig from "tailwindcss/resolveConfig";
import tailwindConfig from "../../../../tailwind.config";

interface GeneratedRule {
  raws: { tailwind?: { candidate?: string } };
  walkDecls(visit: (decl: { prop: string }) => void): void;
}

// Tailwind 3 has no public "which of these words are classes" call; these two modules are what
// its own class sorting (and prettier-plugin-tailwindcss) use to answer it.
const require = createRequire(import.meta.url);
const { createContext } = require("tailwindcss/lib/lib/setupContextUtils") as { createContext: (config: unknown) => unknown };
const { generateRules } = require("tailwindcss/lib/lib/generateRules") as {
  generateRules: (candidates: Set<string>, context: unknown) => [unknown, GeneratedRule][];
};

/**
 * The words Tailwind 3.4, configured by tailwind.config.ts, turns into CSS, each with the CSS
 * properties its rules declare (on whatever selector and at-rule its variants put them).
 */
export function tailwindClasses(words: Iterable<string>): Map<string, Set<string>> {
  const context = createContext(resolveConfig(tailwindConfig));
  const classes = new Map<string, Set<string>>();
  for (const [, rule] of generateRules(new Set(words), context)) {
    const candidate = rule.raws.tailwind?.candidate;
    if (!candidate) continue;
    const properties = classes.get(candidate) ?? new Set<string>();
    rule.walkDecls((decl) => properties.add(decl.prop));
    classes.set(candidate, properties);
  }
  return classes;
}
