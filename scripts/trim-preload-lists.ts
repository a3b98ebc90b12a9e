import type { Plugin, Rollup } from "vite";

/*
 * Vite gives every `import()` the list of files to fetch alongside the chunk it loads, in one
 * `__vite__mapDeps` table per chunk: `m.f=["assets/a.js", …]`, each import naming its files by
 * index. The lists also name files the importing chunk has necessarily loaded already (its own
 * static imports, the entry and its stylesheet), which the helper would skip at run time anyway;
 * each such name cost every page that loads the chunk about 20 bytes of gzipped script.
 */

const TABLE = /__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\)/;
const CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/** A chunk's code with every name in `loaded` left out of its preload lists, and the table renumbered. */
export function trimPreloadLists(code: string, loaded: ReadonlySet<string>): string {
  const table = TABLE.exec(code);
  if (!table) return code;
  const names = JSON.parse(table[1]) as string[];
  const kept: string[] = [];
  const indexOf = new Map<string, number>();
  const calls = code.replace(CALL, (_call, list: string) => {
    const wanted = list === "" ? [] : list.split(",").map((n) => names[Number(n)]);
    const indices = wanted
      .filter((name) => name !== undefined && !loaded.has(name))
      .map((name) => {
        if (!indexOf.has(name)) indexOf.set(name, kept.push(name) - 1);
        return indexOf.get(name)!;
      });
    return `__vite__mapDeps([${indices.join(",")}])`;
  });
  return calls.replace(TABLE, (whole, list: string) => whole.replace(list, JSON.stringify(kept)));
}

/** The chunk's own file and every file it imports statically, however deep. */
function staticClosure(bundle: Rollup.OutputBundle, file: string, into = new Set<string>()): Set<string> {
  const chunk = bundle[file];
  if (into.has(file) || chunk?.type !== "chunk") return into;
  into.add(file);
  chunk.imports.forEach((f) => staticClosure(bundle, f, into));
  return into;
}

/** Build only, browser build: trims each chunk's preload lists of the files it has surely loaded. */
export function trimmedPreloadLists(): Plugin {
  return {
    name: "trimmed-preload-lists",
    apply: "build",
    enforce: "post",
    // After Vite's own generateBundle, which writes the tables.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === "chunk");
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return;
        // The page links the entry's stylesheet itself and runs the entry before any other chunk.
        const always = staticClosure(bundle, entry.fileName);
        const entryCss = (entry as Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? new Set<string>();
        for (const chunk of chunks) {
          const loaded = new Set([...always, ...entryCss, ...staticClosure(bundle, chunk.fileName)]);
          chunk.code = trimPreloadLists(chunk.code, loaded);
        }
      },
    },
  };
}
