import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import path from "node:path";

const alias = {
  "@": path.resolve(import.meta.dirname, "client/src"),
  "@shared": path.resolve(import.meta.dirname, "shared"),
};

/** Unit tests written as `.ts` that still need a browser-like environment (DOMParser, sessionStorage, window). */
const DOM_TESTS = [
  "tests/unit/enquiries/lead-source.test.ts",
  "tests/unit/site/art.test.ts",
  "tests/unit/site/catalogue/international-configs.test.ts",
  "tests/unit/site/home/last-search.test.ts",
  "tests/unit/site/page-load/page-load.test.ts",
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    globals: true,
    // The unit-node and API projects run in worker threads, file after file in one module
    // registry: the server's and the rules' modules are imported once, not per file, and the
    // migrated database images (tests/support) are made once. Each file still gets a database at
    // the migrated state (an in-memory PGlite another file gave back is brought back to it first)
    // and an app of its own, so no file sees another's rows (docs/decisions/tests-in-lanes.md).
    // Vitest makes one pool per kind for every project, so this is said here. The DOM tests run in
    // vmThreads, a fresh VM context per file inside reused workers; the projects left in forks (the
    // processes, the browser and the faults) keep one fresh process per file.
    poolOptions: { threads: { isolate: false } },
    projects: [
      {
        extends: true,
        test: {
          // Server code, shared rules and pure client logic: no DOM.
          name: "unit-node",
          environment: "node",
          include: ["tests/unit/**/*.test.ts"],
          exclude: DOM_TESTS,
          // Some suites read every client source in beforeAll.
          hookTimeout: 30_000,
          pool: "threads",
        },
      },
      {
        extends: true,
        test: {
          // Components, and client code that reads the browser's storage, DOM or window.
          name: "unit-dom",
          environment: "jsdom",
          include: ["tests/unit/**/*.test.tsx", ...DOM_TESTS],
          setupFiles: ["tests/support/setup-dom.ts"],
          // Beside the browser lanes in CI a component test that takes 3 s alone can pass 5 s.
          testTimeout: 15_000,
          // A fresh context per file without a process per file: a third less CPU than forks
          // (docs/decisions/tests-in-lanes.md). Node's require in a VM context can't load the ES
          // module recharts' CommonJS build requires, so recharts is taken as its ES build.
          pool: "vmThreads",
          alias: { recharts: path.resolve(import.meta.dirname, "node_modules/recharts/es6/index.js") },
          server: { deps: { inline: [/recharts/] } },
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          environment: "node",
          include: ["tests/api/**/*.test.{ts,tsx}"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: "threads",
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts", "tests/build/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          pool: "forks",
          poolOptions: { forks: { singleFork: true } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // Real server processes on PGlite directories (after `npm run build`).
          name: "pglite",
          environment: "node",
          include: ["tests/pglite/**/*.test.ts"],
          pool: "forks",
          poolOptions: { forks: { singleFork: true } },
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "faults",
          environment: "node",
          include: ["tests/faults/**/*.test.ts"],
          pool: "forks",
          poolOptions: { forks: { singleFork: true } },
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
