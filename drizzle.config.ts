import { defineConfig } from "drizzle-kit";

// Generates the SQL migrations in migrations/ from shared/schema.ts; they run at server start.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./shared/schema.ts", "./shared/money-tables.ts"],
  out: "./migrations",
});
