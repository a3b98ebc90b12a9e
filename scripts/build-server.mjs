// Bundles the server for `npm start`: our TypeScript in one file, node_modules left as imports.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts", "server/cli/user-add.ts", "server/cli/db-restore.ts"],
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  tsconfig: "tsconfig.json",
  logLevel: "warning",
  outExtension: { ".js": ".js" },
  entryNames: "[name]",
});
console.log("server bundle written to dist/server");
