// Lint rules for the whole project. `npm test` runs ESLint with no warnings allowed.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";
import fs from "node:fs";

// Each folder under client/src/features is one feature (the staff desk, and the public site's booking,
// catalogue, home, programme page and trip): a room of its own, entered by another feature only
// through its index.
const FEATURES = fs.readdirSync("client/src/features", { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
// The public site's features: like its shared folders and pages, they never import the desk.
const PUBLIC_FEATURES = ["booking", "catalogue", "home", "programme-page", "trip"];
const featureZones = FEATURES.map((name) => ({
  target: `./client/src/features/!(${name})/**`,
  from: `./client/src/features/${name}`,
  except: ["./index.ts"],
  message: `Another feature uses ${name} only through its index (client/src/features/${name}/index.ts).`,
}));

// The desk's tabs (client/src/features/desk/<tab>/) use the shell (shell/) and the desk's shared
// folders (api/, components/, lib/), never another tab's internals: what two tabs share moves to a
// shared folder, and what one tab shows of another is handed in by the shell.
const DESK = "client/src/features/desk";
const DESK_SHARED = new Set(["shell", "api", "components", "lib"]);
const DESK_TABS = fs.readdirSync(DESK, { withFileTypes: true }).filter((d) => d.isDirectory() && !DESK_SHARED.has(d.name)).map((d) => d.name);
const deskTabZones = DESK_TABS.flatMap((tab) =>
  DESK_TABS.filter((other) => other !== tab).map((other) => ({
    target: `./${DESK}/${tab}`,
    from: `./${DESK}/${other}`,
    message: `A desk tab imports the shell and the desk's shared folders (api/, components/, lib/), not another tab's internals (${other}/): move what both use to a shared folder.`,
  })),
);

// The server's layers (docs/architecture.md), each an allow-list: what a folder of server/ may import
// besides itself, shared/ and packages. A request or a timer enters at the top (server/index.ts, the
// app, the routes, the jobs) and reaches the database at the bottom; storage holds SQL and its
// transactions only, and core (configuration, clock, logger, errors) imports nothing of the server.
const SERVER_LAYERS = {
  core: { may: [], holds: "the configuration, the clock, the logger, the errors and the one sealing (AES-GCM) every layer uses" },
  db: { may: ["core"], holds: "the database: PGlite or PostgreSQL, migrations, the scrub" },
  crypto: { may: ["core"], holds: "the data key" },
  storage: { may: ["db", "core"], holds: "SQL and transactions only: composing mail, publishing events and HTTP live above it" },
  http: { may: ["core", "storage"], holds: "middleware" },
  auth: { may: ["core", "http", "storage"], holds: "passwords, sessions and the staff gate" },
  events: { may: ["core", "db"], holds: "LISTEN and the desks' live streams" },
  mail: { may: ["core", "db", "storage", "auth", "digest", "trip"], holds: "composing and sending mail, reading inbound mail" },
  digest: { may: ["core", "storage"], holds: "the morning digest: queued, and composed for the mail delivery, which imports it" },
  desk: { may: ["core", "storage"], holds: "the desk's CSV export" },
  travellers: { may: ["core", "crypto", "storage"], holds: "the travellers' details" },
  visits: { may: ["core", "storage"], holds: "counting visits" },
  departures: { may: ["core", "http", "storage"], holds: "the public departures" },
  erasure: { may: ["core", "db", "mail", "storage"], holds: "removing erased data from the disk" },
  web: { may: ["core", "departures", "http"], holds: "serving and rendering pages" },
  trip: { may: ["core"], holds: "the visitor's trip beside its page and its mail: how it is paid, the UPI link and its QR code" },
  "use-cases": {
    may: ["core", "crypto", "departures", "mail", "media", "storage", "travellers"],
    holds: "one module per use-case, the one place that combines storage calls (routes parse and answer, storage runs SQL)",
  },
  media: { may: ["core"], holds: "the programmes' photos: checked, stripped, resized, written and served" },
  routes: {
    may: ["core", "auth", "http", "storage", "mail", "events", "departures", "desk", "travellers", "visits", "web", "erasure", "media", "use-cases", "trip"],
    holds: "one router per resource",
  },
  jobs: { may: ["core", "db", "storage", "mail", "digest", "erasure", "visits", "media", "use-cases"], holds: "timed work" },
  app: { may: ["core", "auth", "crypto", "departures", "erasure", "events", "http", "mail", "media", "routes", "storage", "travellers", "visits", "web"], holds: "the app factory and start-up" },
  cli: { may: ["core", "db", "storage", "auth", "crypto", "media"], holds: "command-line tools" },
};
// The storage writes each made by one use-case alone (server/use-cases/), never by a route.
const USE_CASE_WRITES = ["acceptEnquiry", "releaseSuspect", "writeTraveller", "inPlacesChange", "inProgrammeChange", "inMoneyChange"];
// server/index.ts, the entry (the build bundles it as dist/server/index.js): it starts everything but
// a command-line tool, and mounts no router itself (the app does).
const ENTRY_MAY = Object.keys(SERVER_LAYERS).filter((layer) => layer !== "cli" && layer !== "routes");
const serverLayerZones = [
  ...Object.entries(SERVER_LAYERS).map(([layer, { may, holds }]) => ({
    target: `./server/${layer}`,
    from: "./server",
    except: [`./${layer}`, ...may.map((other) => `./${other}`)],
    message: `server/${layer}/ holds ${holds}; it may import ${may.length ? may.map((other) => `server/${other}/`).join(", ") : "nothing of the server"} and shared/ (eslint.config.js, docs/architecture.md).`,
  })),
  {
    target: "./server/index.ts",
    from: "./server",
    except: ENTRY_MAY.map((layer) => `./${layer}`),
    message: "server/index.ts starts the app, the mail loops and the jobs; it imports no router or command-line tool.",
  },
];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "coverage/**", ".data/**", ".tmp/**", "migrations/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      // Without these, import-x reads no TypeScript module's imports, and no-cycle finds nothing.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    plugins: { "import-x": importX },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      // The architecture, kept by the linter: shared code belongs to neither side, the browser never
      // loads server code, and catalogue logic and content stay free of components.
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./shared", from: "./server", message: "shared/ is used by both sides and imports neither." },
            { target: "./shared", from: "./client", message: "shared/ is used by both sides and imports neither." },
            { target: "./client", from: "./server", message: "The client never imports server code." },
            {
              target: ["./client/src/catalogue/engine.ts", "./client/src/catalogue/data", "./client/src/catalogue/schemas", "./client/src/catalogue/types.ts"],
              // The shared components, and the features', which hold their components too.
              from: ["./client/src/components", "./client/src/features"],
              message: "The catalogue engine and data import no components.",
            },
            { target: "./server", from: "./client", message: "The server never imports client code." },
            {
              // Everything but the desk and the route entry that loads it on demand: the public site's
              // shared folders, its pages and its features.
              target: [
                "./client/src/*.{ts,tsx}",
                "./client/src/!(features|pages)/**",
                `./client/src/features/{${PUBLIC_FEATURES.join(",")}}/**`,
                "./client/src/pages/!(admin-bookings).{ts,tsx}",
              ],
              from: "./client/src/features/desk",
              message: "The public site imports nothing from the staff desk: the desk loads on demand, never on public pages.",
            },
            {
              target: "./client/src/pages/admin-bookings.tsx",
              from: "./client/src/features/desk",
              except: ["./index.ts"],
              message: "The route table's entry loads the desk through its index only.",
            },
            ...featureZones,
            ...deskTabZones,
            ...serverLayerZones,
            {
              target: "./server/routes",
              from: "./server/storage",
              except: ["./index.ts"],
              message: "Routes reach storage only through server/storage/index.ts (re-export a type there if a route needs it).",
            },
            {
              target: "./server/use-cases",
              from: "./server/use-cases",
              except: ["./shared"],
              message: "A use-case is one home: it imports no other use-case (what two share lives in storage, core or server/use-cases/shared/).",
            },
            {
              target: ["./server/!(storage|routes)/**", "./server/*.ts"],
              from: "./server/storage",
              except: ["./index.ts"],
              message: "Code outside storage reaches it only through server/storage/index.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["client/**/*.{ts,tsx}", "tests/unit/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Every API path is typed once, in shared/api-paths.ts: the client and the tests build it with
    // apiPaths.<name>.href(...) (or a prefix the map exports), so a route renamed there can't leave a
    // caller or a test on the old path. A test that sends a path on purpose NOT in the map (an unknown
    // route, a traversal) keeps its literal with `// eslint-disable-next-line no-restricted-syntax -- why`.
    files: ["client/**/*.{ts,tsx}", "tests/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["Literal[value=/^(\\*\\*|<)?\\/api(\\/|\\?|$)/]", "TemplateElement[value.raw=/^(\\*\\*|<)?\\/api(\\/|\\?|$)/]"].map((selector) => ({
          selector,
          message: "Build an API path from shared/api-paths.ts (apiPaths.<name>.href(...)); add a missing endpoint to the map.",
        })),
      ],
    },
  },
  {
    // A write that belongs to a use-case (server/use-cases/) is made there, where the storage calls it
    // combines share a transaction: a route parses, calls the use-case and answers.
    files: ["server/routes/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: `CallExpression[callee.property.name=/^(${USE_CASE_WRITES.join("|")})$/]`,
          message: "This write belongs to a use-case: call the use-case in server/use-cases/ that makes it.",
        },
      ],
    },
  },
  {
    files: ["**/*.mjs", "**/*.js"],
    languageOptions: { sourceType: "module" },
  },
);
