import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import path from "node:path";
import { devFileServing } from "./server/dev-files";

const root = path.resolve(import.meta.dirname, "client");

export default defineConfig({
  root,
  plugins: [react()],
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
  },
});
