import { screen, waitFor, within } from "@testing-library/react";
import { apiPaths } from "@shared/api-paths";
import { renderWithProviders } from "../../../../support/render";
import { ProgrammesTab } from "@/features/desk/programmes/programmes-tab";
import type { AdminProgramme } from "@/features/desk/programmes/api/programme-types";
import { ADMIN, programme, serveProgrammes } from "./programme-fixtures";

const LIST = "/admin/bookings?tab=programmes";

async function openEditor() {
  const rendered = renderWithProviders(<ProgrammesTab me={ADMIN} />, { path: LIST });
  await rendered.user.click(await screen.findByRole("button", { name: "Just Me Time" }));
  const form = await screen.findByRole("form", { name: "Edit Just Me Time" });
  return { ...rendered, form };
}

/** The programme as the server keeps it, changed by each PATCH the way the server would. */
function serveChanging(first: AdminProgramme) {
  let current = first;
  serveProgrammes(
    () => [current],
    (call) => {
      if (call.method !== "PATCH") return undefined;
      current = { ...current, ...(call.body as Partial<AdminProgramme>), version: current.version + 1 };
      return { body: current };
    },
  );
}

// Each test types into or saves a large form; on a busy two-core machine that takes longer than the default.
describe("where focus goes after the programme editor's actions", { timeout: 30_000 }, () => {
  it("when Publish is pressed, then focus is on the Unpublish that replaces it, and back on Publish after Unpublish", async () => {
    serveChanging(programme({ status: "draft" }));
    const { user } = await openEditor();
    await user.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Unpublish" })).toHaveFocus());
    expect(screen.getByRole("button", { name: "Unpublish" })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: "Unpublish" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Publish" })).toHaveFocus());
  });

  it("when Archive is refused, then the refusal is focused", async () => {
    serveProgrammes(
      () => [programme()],
      (call) => (call.method === "PATCH" ? { status: 409, body: { message: "This programme has 3 open departures: close or cancel them first" } } : undefined),
    );
    const { user } = await openEditor();
    await user.click(screen.getByRole("button", { name: "Archive" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("This programme has 3 open departures");
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it("when a version is restored, then the editor's heading is focused", async () => {
    let current = programme();
    const { calls } = serveProgrammes(
      () => [current],
      (call) => {
        if (call.url.endsWith("/versions")) return { body: [{ version: 2, at: current.updatedAt, by: "meera", changed: ["title"] }, { version: 1, at: "2026-12-01T05:00:00.000Z", by: null, changed: ["title"] }] };
        if (call.method !== "POST") return undefined;
        current = programme({ title: "Me Time", version: 3 });
        return { body: current };
      },
    );
    const { user } = await openEditor();
    await user.click(await screen.findByRole("button", { name: "Restore version 1" }));
    await waitFor(() => expect(screen.getByRole("heading", { level: 2, name: "Me Time" })).toHaveFocus());
    expect(calls.find((c) => c.method === "POST")!.url).toBe(apiPaths.programmeRestore.href(7));
  });

  it("when Title is emptied and Rating is not a number, then one Save shows both errors", async () => {
    const { calls } = serveProgrammes(() => [programme()]);
    const { user, form } = await openEditor();
    await user.clear(within(form).getByRole("textbox", { name: "Title" }));
    const rating = within(form).getByRole("textbox", { name: "Rating" });
    await user.clear(rating);
    await user.type(rating, "abc");
    await user.click(screen.getByRole("button", { name: "Save programme" }));
    await waitFor(() => expect(within(form).getByRole("textbox", { name: "Title" })).toHaveAccessibleDescription("Required"));
    expect(rating).toHaveAttribute("aria-invalid", "true");
    expect(rating).toHaveAccessibleDescription("Must be a number");
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);
  });

  it("when Duration is filled in but not valid, then both previews name it rather than asking for the fields to be filled in", async () => {
    serveProgrammes(() => [programme()]);
    const { user, form } = await openEditor();
    const duration = within(form).getByRole("textbox", { name: "Duration" });
    await user.clear(duration);
    await user.type(duration, "7 Days and nights");
    expect(document.querySelector("[data-card-preview]")).toHaveTextContent("The card appears once Duration is corrected.");
    const page = document.querySelector<HTMLIFrameElement>("[data-page-preview] iframe")!.contentDocument!.body;
    expect(page).toHaveTextContent("The page appears with the card, once Duration is corrected.");

    await user.clear(duration);
    expect(document.querySelector("[data-card-preview]")).toHaveTextContent("The card appears once its fields are filled in.");
  });

  it("lets the keyboard reach and scroll the page preview, while the page in it stays out of the Tab order", async () => {
    serveProgrammes(() => [programme()]);
    await openEditor();
    const region = screen.getByRole("region", { name: "Page preview" });
    expect(region).toHaveAttribute("tabindex", "0");
    const frame = within(region).getByTitle("The programme's page as a visitor would see it");
    expect(frame).toHaveAttribute("tabindex", "-1");
    expect((frame as HTMLIFrameElement).contentDocument!.querySelector("[data-preview-root]")).toHaveAttribute("inert");
    // Unmeasured (jsdom draws nothing), the frame is a phone's width and the caption says so.
    expect(frame).toHaveAttribute("width", "390");
    expect(screen.getByText("The page on a phone (390 px)")).toBeInTheDocument();
  });
});

describe("leaving the programme editor, then staying", { timeout: 30_000 }, () => {
  it("when Keep editing is pressed or Escape, then focus is back on All programmes", async () => {
    serveProgrammes(() => [programme()]);
    const { user, form } = await openEditor();
    await user.type(within(form).getByRole("textbox", { name: "Summary" }), " Mine.");

    const back = screen.getByRole("button", { name: "All programmes" });
    await user.click(back);
    await user.click(within(await screen.findByRole("alertdialog", { name: "Leave without saving?" })).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(back).toHaveFocus());

    await user.keyboard("{Enter}");
    await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(back).toHaveFocus());
  });
});
