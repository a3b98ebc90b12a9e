import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import path from "node:path";
import { devFileServing } from "./server/web/dev-files";
import { fontFacesInPage } from "./scripts/font-faces-in-page";
import { inlinePageIcons } from "./scripts/inline-page-icons";
import { smallPreloadHelper } from "./scripts/small-preload-helper";
import { trimmedPreloadLists } from "./scripts/trim-preload-lists";

const root = path.resolve(import.meta.dirname, "client");

export default defineConfig({
  root,
  plugins: [react(), fontFacesInPage(), inlinePageIcons(path.join(root, "public")), smallPreloadHelper(), trimmedPreloadLists()],
  resolve: {
    alias: {
      "@": path.resolve(root, "src"),
      "@shared": path.resolve(import.meta.dirname, "shared"),
    },
  },
  server: { fs: devFileServing(import.meta.dirname) },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/public"),
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // Every browser the site supports has native modulepreload; the polyfill only cost start-up
    // time (a scan of the document and a MutationObserver) on every page.
    modulePreload: { polyfill: false },
    // Terser's second pass makes every page's JavaScript about 2 % smaller than esbuild's
    // minifier, for a few seconds more of build time.
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  },
});
