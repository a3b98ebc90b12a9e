import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const DIST = path.resolve("dist/public");

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function readManifest(): Manifest {
  return JSON.parse(fs.readFileSync(path.join(DIST, ".vite", "manifest.json"), "utf8"));
}

/**
 * A file's gzipped size, with each chunk name's content hash (the names a chunk imports) counted
 * at its entropy, 6 bytes (8 characters of 64), rather than as gzip happens to pack it: a change
 * anywhere in the app renames chunks, and the same page's figure then moved by a few bytes either
 * way with nothing on it changed.
 */
const HASHED_NAME = /(assets\/[\w.-]+?-|\.\/[\w.-]+?-)[\w-]{8}(\.(?:js|css))/g;
const HASH_BYTES = 6;
const gz = (file: string) => {
  const text = fs.readFileSync(path.join(DIST, file), "utf8");
  const hashes = text.match(HASHED_NAME)?.length ?? 0;
  return zlib.gzipSync(text.replace(HASHED_NAME, "$1HASHHASH$2"), { level: 9 }).length + hashes * HASH_BYTES;
};

/** Every JS and CSS file a chunk pulls in statically (what loads before the page can run). */
function closure(manifest: Manifest, key: string, js = new Set<string>(), css = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return { js, css };
  js.add(chunk.file);
  chunk.css?.forEach((c) => css.add(c));
  chunk.imports?.forEach((k) => closure(manifest, k, js, css));
  return { js, css };
}

/**
 * The chunks a screen loads: its page file, or for a catalogue ("catalogue:<config>") the one
 * catalogue screen and that catalogue's configuration, with "+closing" the closing band's chunk
 * too (client/src/pages/screens.ts).
 */
/**
 * A screen's chunk in the manifest: by its source file, or, once a module it loads later imports
 * from it (the trip page's traveller forms), by its name, as the manifest then keys it ("_trip-…").
 */
function chunkKey(manifest: Manifest, key: string): string {
  if (manifest[key]) return key;
  const name = /^src\/(?:pages|features\/catalogue(?:\/components)?)\/([a-z-]+)\.tsx$/.exec(key)?.[1];
  return Object.keys(manifest).find((k) => name && manifest[k].isDynamicEntry && manifest[k].name === name && k.startsWith("_")) ?? key;
}

function screenChunks(screenFile: string): string[] {
  const m = /^catalogue:([a-z-]+)(\+closing)?$/.exec(screenFile);
  if (!m) return [`src/pages/${screenFile}.tsx`];
  const chunks = ["src/features/catalogue/catalogue-screen.tsx", `src/catalogue/configs/${m[1]}.ts`];
  return m[2] ? [...chunks, "src/features/catalogue/components/catalogue-closing.tsx"] : chunks;
}

/**
 * Pages outside the route table, by the path a visitor sees and their screen file: the visitor's
 * trip page is rendered per booking (server/routes/money/trip-page.ts), so it is never among the
 * public routes, but it is a page of the public site on a phone and has the same budgets.
 */
export const DYNAMIC_PAGES: Record<string, string> = { "/trip/<token>": "trip" };

export interface RouteWeight {
  screenFile: string;
  jsGzip: number;
  cssGzip: number;
  files: string[];
}

/**
 * Gzipped JS and CSS a visitor downloads to run one screen: the entry, React's start-up (which the
 * entry imports once the page has painted) and the screen's chunk graph.
 */
export function routeWeight(manifest: Manifest, screenFile: string): RouteWeight {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  const { js, css } = closure(manifest, entryKey);
  // The entry's one dynamic import is the start-up (client/src/main.tsx), always loaded.
  manifest[entryKey].dynamicImports?.forEach((k) => closure(manifest, k, js, css));
  for (const key of screenChunks(screenFile).map((k) => chunkKey(manifest, k))) {
    if (!manifest[key]) throw new Error(`no chunk ${key} in the build's manifest`);
    closure(manifest, key, js, css);
  }
  return {
    screenFile,
    jsGzip: [...js].reduce((n, f) => n + gz(f), 0),
    cssGzip: [...css].reduce((n, f) => n + gz(f), 0),
    files: [...js, ...css],
  };
}
