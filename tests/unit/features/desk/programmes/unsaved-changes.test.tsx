import { screen, waitFor, within } from "@testing-library/react";
import { ProgrammesTab } from "@/features/desk/programmes/programmes-tab";
import { DeskTabs, type DeskTab } from "@/features/desk/shell/desk-tabs";
import { DeskFrame } from "@/features/desk/shell/desk-frame";
import { apiPaths } from "@shared/api-paths";
import { renderWithProviders } from "../../../../support/render";
import { ADMIN, programme, serveProgrammes } from "./programme-fixtures";

const LIST = "/admin/bookings?tab=programmes";

async function openEditor(ui = <ProgrammesTab me={ADMIN} />) {
  const rendered = renderWithProviders(ui, { path: LIST });
  await rendered.user.click(await screen.findByRole("button", { name: "Just Me Time" }));
  const form = await screen.findByRole("form", { name: "Edit Just Me Time" });
  return { ...rendered, form };
}

/** A beforeunload as the browser sends it: cancelled when the page wants the browser to ask. */
function browserAsksOnUnload() {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const asking = () => screen.queryByRole("alertdialog", { name: "Leave without saving?" });

describe("leaving the programme editor with unsaved changes", { timeout: 30_000 }, () => {
  it("when Summary was changed and All programmes is pressed, then it asks first: Keep editing keeps the text, Leave without saving shows the list", async () => {
    serveProgrammes(() => [programme()]);
    const { user, form } = await openEditor();
    const summary = within(form).getByRole("textbox", { name: "Summary" });
    await user.type(summary, " Mine.");

    await user.click(screen.getByRole("button", { name: "All programmes" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(asking()).toBeNull());
    expect(within(form).getByRole("textbox", { name: "Summary" })).toHaveValue("Five quiet days that are yours alone. Mine.");

    await user.click(screen.getByRole("button", { name: "All programmes" }));
    await user.click(within(await screen.findByRole("alertdialog", { name: "Leave without saving?" })).getByRole("button", { name: "Leave without saving" }));
    expect(await screen.findByRole("button", { name: "Just Me Time" })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Edit Just Me Time" })).toBeNull();

    // Opened again with nothing changed, it leaves without asking.
    await user.click(screen.getByRole("button", { name: "Just Me Time" }));
    await screen.findByRole("form", { name: "Edit Just Me Time" });
    await user.click(screen.getByRole("button", { name: "All programmes" }));
    expect(await screen.findByRole("button", { name: "Just Me Time" })).toBeInTheDocument();
    expect(asking()).toBeNull();
  });

  it("when another desk tab is chosen with unsaved changes, then it asks first and stays on the editor until told to leave", async () => {
    serveProgrammes(() => [programme()]);
    const tabs: DeskTab[] = [
      { id: "enquiries", label: "Enquiries", render: () => <p>enquiries here</p> },
      { id: "programmes", label: "Programmes", render: (c) => <ProgrammesTab me={c.me} /> },
    ];
    const { user, form, currentUrl } = await openEditor(<DeskTabs me={ADMIN} tabs={tabs} />);
    const opened = currentUrl();
    await user.type(within(form).getByRole("textbox", { name: "Summary" }), " Mine.");

    await user.click(screen.getByRole("tab", { name: "Enquiries" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    expect(currentUrl()).toBe(opened);
    await user.click(within(dialog).getByRole("button", { name: "Keep editing" }));
    expect(screen.getByRole("tab", { name: "Programmes" })).toHaveAttribute("aria-selected", "true");
    expect(within(form).getByRole("textbox", { name: "Summary" })).toHaveValue("Five quiet days that are yours alone. Mine.");

    await user.click(screen.getByRole("tab", { name: "Enquiries" }));
    await user.click(within(await screen.findByRole("alertdialog", { name: "Leave without saving?" })).getByRole("button", { name: "Leave without saving" }));
    expect(await screen.findByText("enquiries here")).toBeInTheDocument();
    expect(new URLSearchParams(currentUrl().split("?")[1]).get("tab")).toBeNull();
  });

  it("when Sign out is pressed with unsaved changes, then it asks first, and signs out only when told to leave", async () => {
    const { calls } = serveProgrammes(
      () => [programme()],
      (call) => (call.url === apiPaths.logout.href() ? { body: { ok: true } } : undefined),
    );
    const tabs: DeskTab[] = [{ id: "programmes", label: "Programmes", render: (c) => <ProgrammesTab me={c.me} /> }];
    const desk = (
      <DeskTabs
        me={ADMIN}
        tabs={tabs}
        frame={(tablist, panel, leave) => (
          <DeskFrame user={ADMIN} title="Booking Management" nav={tablist} leave={leave}>
            {panel}
          </DeskFrame>
        )}
      />
    );
    const { user, form } = await openEditor(desk);
    const signOuts = () => calls.filter((c) => c.url === apiPaths.logout.href());
    await user.type(within(form).getByRole("textbox", { name: "Summary" }), " Mine.");

    await user.click(screen.getByRole("button", { name: "Sign out" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(asking()).toBeNull());
    expect(signOuts()).toEqual([]);
    expect(within(form).getByRole("textbox", { name: "Summary" })).toHaveValue("Five quiet days that are yours alone. Mine.");

    await user.click(screen.getByRole("button", { name: "Sign out" }));
    await user.click(within(await screen.findByRole("alertdialog", { name: "Leave without saving?" })).getByRole("button", { name: "Leave without saving" }));
    await waitFor(() => expect(signOuts().map((c) => c.method)).toEqual(["POST"]));
  });

  it("when the form has unsaved changes, then closing or reloading the browser tab asks; once saved, it neither asks nor prompts on All programmes", async () => {
    serveProgrammes(
      () => [programme()],
      (call) => (call.method === "PATCH" ? { body: programme({ summary: "Five quiet days that are yours alone. Mine.", version: 3, updatedBy: "asha" }) } : undefined),
    );
    const { user, form } = await openEditor();
    expect(browserAsksOnUnload()).toBe(false);
    await user.type(within(form).getByRole("textbox", { name: "Summary" }), " Mine.");
    expect(browserAsksOnUnload()).toBe(true);

    await user.click(screen.getByRole("button", { name: "Save programme" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Save programme" })).toBeDisabled());
    expect(browserAsksOnUnload()).toBe(false);
    await user.click(screen.getByRole("button", { name: "All programmes" }));
    expect(await screen.findByRole("button", { name: "Just Me Time" })).toBeInTheDocument();
    expect(asking()).toBeNull();
  });

  it("when a new programme's title was typed, then leaving asks; when nothing was typed, then it does not", async () => {
    serveProgrammes(() => [programme()]);
    const { user } = renderWithProviders(<ProgrammesTab me={ADMIN} />, { path: LIST });
    await user.click(await screen.findByRole("button", { name: "Add programme" }));
    await screen.findByRole("form", { name: "Add programme" });
    expect(browserAsksOnUnload()).toBe(false);
    await user.click(screen.getByRole("button", { name: "All programmes" }));
    expect(await screen.findByRole("button", { name: "Just Me Time" })).toBeInTheDocument();
    expect(asking()).toBeNull();

    await user.click(screen.getByRole("button", { name: "Add programme" }));
    const form = await screen.findByRole("form", { name: "Add programme" });
    await user.type(within(form).getByRole("textbox", { name: "Title" }), "Moonlit Reset");
    expect(browserAsksOnUnload()).toBe(true);
    await user.click(screen.getByRole("button", { name: "All programmes" }));
    expect(await screen.findByRole("alertdialog", { name: "Leave without saving?" })).toBeInTheDocument();
  });
});

