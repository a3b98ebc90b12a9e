import { describe, expect, it } from "vitest";
import { rulesHit } from "../../support/lint-rules";

/** The architecture rules in eslint.config.js, checked on imports that break them. */
describe("the linter keeps the architecture", () => {
  it("refuses shared code that imports the server or the client", async () => {
    expect(await rulesHit(`import { openDatabase } from "../server/db";\nexport const x = openDatabase;\n`, "shared/example.ts")).toContain("import-x/no-restricted-paths");
    expect(await rulesHit(`import { cn } from "../client/src/lib/utils";\nexport const x = cn;\n`, "shared/example.ts")).toContain("import-x/no-restricted-paths");
  }, 60_000);

  it("refuses client code that imports the server", async () => {
    expect(await rulesHit(`import { loadConfig } from "../../../server/core/config";\nexport const x = loadConfig;\n`, "client/src/lib/example.ts")).toContain("import-x/no-restricted-paths");
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

  it("refuses a database layer that imports a storage module", async () => {
    expect(await rulesHit(`import { installRoutines } from "../storage/routines";\nexport const x = installRoutines;\n`, "server/db/index.ts")).toContain("import-x/no-restricted-paths");
  }, 60_000);

  it("lets routes and jobs call a use-case, and refuses storage calling a use-case, a use-case importing another, and a route making a use-case's write", async () => {
    const sendEnquiry = `import { sendEnquiry } from "../use-cases/send-enquiry";\nexport const x = sendEnquiry;\n`;
    expect(await rulesHit(sendEnquiry, "server/routes/example.ts")).not.toContain("import-x/no-restricted-paths");
    expect(await rulesHit(sendEnquiry, "server/jobs/example.ts")).not.toContain("import-x/no-restricted-paths");
    expect(await rulesHit(sendEnquiry, "server/storage/example.ts")).toContain("import-x/no-restricted-paths");
    expect(await rulesHit(`import { sendEnquiry } from "./send-enquiry";\nexport const x = sendEnquiry;\n`, "server/use-cases/example.ts")).toContain("import-x/no-restricted-paths");
    expect(await rulesHit(`import { todayIn } from "@shared/money";\nexport const x = todayIn;\n`, "server/use-cases/example.ts")).not.toContain("import-x/no-restricted-paths");
    const write = (call: string) => `import type { Storage } from "../storage";\nexport const x = (storage: Storage) => ${call};\n`;
    expect(await rulesHit(write(`storage.bookings.acceptEnquiry({} as never, {} as never)`), "server/routes/example.ts")).toContain("no-restricted-syntax");
    expect(await rulesHit(write(`storage.mail.releaseSuspect(1, {} as never, {} as never)`), "server/routes/example.ts")).toContain("no-restricted-syntax");
    expect(await rulesHit(write(`storage.bookings.getBooking(1)`), "server/routes/example.ts")).not.toContain("no-restricted-syntax");
    expect(await rulesHit(write(`storage.moneyChanges.inMoneyChange(async () => 1)`), "server/routes/example.ts")).toContain("no-restricted-syntax");
    expect(await rulesHit(write(`storage.moneyChanges.inMoneyChange(async () => 1)`), "server/use-cases/example.ts")).not.toContain("no-restricted-syntax");
    expect(await rulesHit(write(`storage.bookings.acceptEnquiry({} as never, {} as never)`), "server/use-cases/example.ts")).not.toContain("no-restricted-syntax");
  }, 60_000);

  it("lets mail import the digest, and refuses the digest importing mail", async () => {
    expect(await rulesHit(`import { digestComposer } from "../digest/compose-digest";\nexport const x = digestComposer;\n`, "server/mail/example.ts")).not.toContain("import-x/no-restricted-paths");
    expect(await rulesHit(`import { escapeHtml } from "../mail/render";\nexport const x = escapeHtml;\n`, "server/digest/example.ts")).toContain("import-x/no-restricted-paths");
    expect(await rulesHit(`import { recipients } from "../mail/compose";\nexport const x = recipients;\n`, "server/digest/example.ts")).toContain("import-x/no-restricted-paths");
  }, 60_000);

  it("refuses an import cycle", async () => {
    // server/app/app.ts imports server/core/errors.ts; errors importing app back closes a cycle.
    expect(await rulesHit(`import { createApp } from "../app/app";\nexport const x = createApp;\n`, "server/core/errors.ts")).toContain("import-x/no-cycle");
    expect(await rulesHit(`import { HttpError } from "./core/errors";\nexport const x = HttpError;\n`, "server/example.ts")).not.toContain("import-x/no-cycle");
  }, 60_000);
});
