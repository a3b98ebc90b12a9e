import { defineConfig } from "drizzle-kit";

// Generates the SQL migrations in migrations/ from the tables of shared/schema/; they run at server start.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema/index.ts",
  out: "./migrations",
});
