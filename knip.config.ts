import type { KnipConfig } from "knip";

// Dead files, exports and dependencies fail `npm run lint` and `npm test`.
const config: KnipConfig = {
  // A `!` marks what `knip --production` keeps: everything but the tests, so an export that only
  // tests use is reported there (`npm run lint` and `npm test` run both modes).
  entry: [
    // Found through client/index.html and package.json in the default mode; production mode needs them named.
    "server/index.ts!",
    "client/src/main.tsx!",
    "server/cli/*.ts!",
    // The SSR bundle: scripts/prerender.mjs and the server load its exports from dist/ssr.
    "client/src/entry-server.tsx!",
    "scripts/*.{mjs,ts}!",
  ],
  project: ["client/src/**/*.{ts,tsx,css}!", "server/**/*.ts!", "shared/**/*.ts!", "scripts/**/*.{mjs,ts}!", "tests/**/*.{ts,tsx}"],
  vite: { config: ["vite.config.ts"] },
  vitest: {
    config: ["vitest.config.ts"],
    entry: ["tests/**/*.test.{ts,tsx}", "tests/support/setup-dom.ts", "tests/e2e/global-setup.ts"],
  },
  // System tools the Chromium and fault-test set-ups call, not npm packages.
  ignoreBinaries: ["apt-get", "runuser"],
  // Read by path, not imported: the source of the headings' font files (scripts/subset-heading-font.py)
  // and of the sharing image's lettering (scripts/render-og-image.mjs).
  ignoreDependencies: ["@fontsource/playfair-display"],
  // A constant exported for its tests and used beside its definition is not dead.
  ignoreExportsUsedInFile: true,
};

export default config;
