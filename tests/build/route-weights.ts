import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

export const DIST = path.resolve("dist/public");

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export function readManifest(): Manifest {
  return JSON.parse(fs.readFileSync(path.join(DIST, ".vite", "manifest.json"), "utf8"));
}

const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;

/** Every JS and CSS file a chunk pulls in statically (what loads before the page can run). */
function closure(manifest: Manifest, key: string, js = new Set<string>(), css = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return { js, css };
  js.add(chunk.file);
  chunk.css?.forEach((c) => css.add(c));
  chunk.imports?.forEach((k) => closure(manifest, k, js, css));
  return { js, css };
}

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
  closure(manifest, `src/pages/${screenFile}.tsx`, js, css);
  return {
    screenFile,
    jsGzip: [...js].reduce((n, f) => n + gz(f), 0),
    cssGzip: [...css].reduce((n, f) => n + gz(f), 0),
    files: [...js, ...css],
  };
}
