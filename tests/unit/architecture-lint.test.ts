import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** The architecture rules in eslint.config.js, checked on imports that break them. */
describe("the linter keeps the architecture", () => {
  const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });
  const rulesHit = async (code: string, file: string) => {
    const [result] = await eslint.lintText(code, { filePath: file });
    return result.messages.map((m) => m.ruleId);
  };

  it("refuses shared code that imports the server or the client", async () => {
    expect(await rulesHit(`import { openDatabase } from "../server/db";\nexport const x = openDatabase;\n`, "shared/example.ts")).toContain("import-x/no-restricted-paths");
    expect(await rulesHit(`import { cn } from "../client/src/lib/utils";\nexport const x = cn;\n`, "shared/example.ts")).toContain("import-x/no-restricted-paths");
  }, 60_000);

  it("refuses client code that imports the server", async () => {
    expect(await rulesHit(`import { loadConfig } from "../../../server/config";\nexport const x = loadConfig;\n`, "client/src/lib/example.ts")).toContain("import-x/no-restricted-paths");
  }, 60_000);

  it("refuses catalogue logic that imports a component, and accepts what the rules allow", async () => {
    expect(await rulesHit(`import { Button } from "../../components/ui/button";\nexport const x = Button;\n`, "client/src/catalogue/data/example.ts")).toContain("import-x/no-restricted-paths");
    expect(await rulesHit(`import { ROUTES } from "../../../shared/routes";\nexport const x = ROUTES;\n`, "client/src/lib/example.ts")).not.toContain("import-x/no-restricted-paths");
  }, 60_000);

  it("refuses public code that imports the staff desk, and lets only the desk's route entry load its index", async () => {
    const deskTabs = `import { DeskTabs } from "@/features/desk/shell/desk-tabs";\nexport const x = DeskTabs;\n`;
    const deskIndex = `import Desk from "@/features/desk";\nexport const x = Desk;\n`;
    expect(await rulesHit(deskTabs, "client/src/components/layout/example.tsx")).toContain("import-x/no-restricted-paths");
    expect(await rulesHit(deskIndex, "client/src/example.tsx")).toContain("import-x/no-restricted-paths");
    expect(await rulesHit(deskIndex, "client/src/pages/example.tsx")).toContain("import-x/no-restricted-paths");
    expect(await rulesHit(deskTabs, "client/src/pages/admin-bookings.tsx")).toContain("import-x/no-restricted-paths");
    expect(await rulesHit(deskIndex, "client/src/pages/admin-bookings.tsx")).not.toContain("import-x/no-restricted-paths");
  }, 60_000);

  it("lets one feature use another only through its index, and a feature use its own parts freely", async () => {
    expect(await rulesHit(`import { DeskTabs } from "../desk/shell/desk-tabs";\nexport const x = DeskTabs;\n`, "client/src/features/example/example.ts")).toContain("import-x/no-restricted-paths");
    expect(await rulesHit(`import Desk from "../desk";\nexport const x = Desk;\n`, "client/src/features/example/example.ts")).not.toContain("import-x/no-restricted-paths");
    expect(await rulesHit(`import { DeskTabs } from "./shell/desk-tabs";\nexport const x = DeskTabs;\n`, "client/src/features/desk/example.ts")).not.toContain("import-x/no-restricted-paths");
  }, 60_000);
});
