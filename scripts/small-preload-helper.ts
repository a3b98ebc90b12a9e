import type { Plugin } from "vite";

/** The module through which Vite's build wraps every `import()` (vite/src/node/plugins/importAnalysisBuild.ts). */
const HELPER_ID = "\0vite/preload-helper.js";

/**
 * The helper's code: before a lazily loaded chunk is imported, each chunk it imports is fetched
 * alongside it with a modulepreload link (so a screen's modules arrive together rather than one
 * import after another), and a stylesheet it needs is added and waited for. Every browser the site
 * supports knows modulepreload (see vite.config.ts), and the pages carry no CSP nonce, so Vite's
 * own helper (its feature test, nonce lookup and error event) is left out: it sat in every page's
 * entry module.
 */
export function preloadHelperCode(base: string): string {
  return `const seen = {};
export const __vitePreload = (load, deps) => Promise.all((deps || []).map((dep) => {
  const href = ${JSON.stringify(base)} + dep;
  if (seen[href]) return;
  seen[href] = 1;
  const css = href.endsWith(".css");
  if (document.querySelector(\`link[href="\${href}"]\${css ? "[rel=stylesheet]" : ""}\`)) return;
  const link = document.createElement("link");
  link.rel = css ? "stylesheet" : "modulepreload";
  link.crossOrigin = "";
  link.href = href;
  document.head.appendChild(link);
  if (css) return new Promise((resolve, reject) => { link.onload = resolve; link.onerror = reject; });
})).then(() => load());`;
}

/**
 * Replaces Vite's preload helper with the smaller one above (about 0.4 KB gzip less on every page,
 * measured in docs/performance.md). Build only, for the browser build: the SSR build has no helper.
 */
export function smallPreloadHelper(): Plugin {
  let base = "/";
  return {
    name: "small-preload-helper",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      if (id !== HELPER_ID) return null;
      return { code: preloadHelperCode(base), moduleSideEffects: false };
    },
  };
}
