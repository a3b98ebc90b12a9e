import path from "node:path";

/**
 * What the dev server (Vite) may read and serve: the client sources, the shared code they import
 * and their packages. By default Vite serves the whole project (`/@fs/...?raw`), which includes the
 * embedded database under `.data/` (session secret, password hashes, every enquiry). The deny list
 * is checked first and also covers anything under an allowed folder.
 */
export function devFileServing(projectRoot: string) {
  return {
    strict: true,
    allow: ["client", "shared", "node_modules"].map((dir) => path.join(projectRoot, dir)),
    deny: [
      // Vite's own defaults, which a custom list would otherwise drop.
      ".env",
      ".env.*",
      "*.{crt,pem}",
      "**/.git/**",
      "**/.data/**",
      "*.{key,p12,pfx}",
      "**/pglite/**",
      "**/pg_wal/**",
      "*.{sql,sqlite,db,dump}",
    ],
  };
}
