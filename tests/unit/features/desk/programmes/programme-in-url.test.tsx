import { act, screen, waitFor, within } from "@testing-library/react";
import { ProgrammesTab } from "@/features/desk/programmes/programmes-tab";
import { renderWithProviders } from "../../../../support/render";
import { ADMIN, programme, serveProgrammes } from "./programme-fixtures";

const LIST = "/admin/bookings?tab=programmes";

describe("the open programme in the desk's URL", { timeout: 30_000 }, () => {
  it("when a programme is opened from the list, then the URL names it in a new history entry, and Back shows the list", async () => {
    serveProgrammes(() => [programme()]);
    const { user, location, currentUrl } = renderWithProviders(<ProgrammesTab me={ADMIN} />, { path: LIST });
    await user.click(await screen.findByRole("button", { name: "Just Me Time" }));
    await screen.findByRole("form", { name: "Edit Just Me Time" });
    expect(currentUrl()).toBe(`${LIST}&programme=7`);
    expect(location.history).toEqual([LIST, `${LIST}&programme=7`]);

    // Back: the browser returns to the list's address.
    act(() => location.navigate(LIST));
    expect(await screen.findByRole("button", { name: "Just Me Time" })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Edit Just Me Time" })).toBeNull();
  });

  it("when the desk is loaded on ?programme=7, then the editor opens on it, and All programmes returns to the list's URL", async () => {
    serveProgrammes(() => [programme()]);
    const { user, currentUrl } = renderWithProviders(<ProgrammesTab me={ADMIN} />, { path: `${LIST}&programme=7` });
    await screen.findByRole("form", { name: "Edit Just Me Time" });
    await user.click(screen.getByRole("button", { name: "All programmes" }));
    expect(await screen.findByRole("button", { name: "Just Me Time" })).toBeInTheDocument();
    expect(currentUrl()).toBe(LIST);
  });

  it.each(["99", "abc"])("when the link names programme %s, which is not there, then the list shows with a short note", async (id) => {
    serveProgrammes(() => [programme()]);
    renderWithProviders(<ProgrammesTab me={ADMIN} />, { path: `${LIST}&programme=${id}` });
    expect(await screen.findByRole("button", { name: "Just Me Time" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("That programme wasn't found");
    expect(screen.queryByRole("form")).toBeNull();
  });

  it("when a new programme is added, then the URL names it and the editor stays on it", async () => {
    const added = programme({ id: 12, slug: "moonlit-reset", title: "Moonlit Reset", summary: "Five quiet nights.", highlights: ["Firefly walks"], duration: "6 Days", status: "draft", version: 1, updatedBy: "asha" });
    let list = [programme()];
    serveProgrammes(
      () => list,
      (call) => {
        if (call.method !== "POST") return undefined;
        list = [...list, added];
        return { body: added };
      },
    );
    const { user, currentUrl } = renderWithProviders(<ProgrammesTab me={ADMIN} />, { path: LIST });
    await user.click(await screen.findByRole("button", { name: "Add programme" }));
    const form = await screen.findByRole("form", { name: "Add programme" });
    await user.type(within(form).getByRole("textbox", { name: "Title" }), "Moonlit Reset");
    await user.type(within(form).getByRole("textbox", { name: "Summary" }), "Five quiet nights.");
    await user.type(within(form).getByRole("textbox", { name: "Highlight 1" }), "Firefly walks");
    await user.type(within(form).getByRole("textbox", { name: "Duration" }), "6 Days");
    await user.type(within(form).getByRole("textbox", { name: "Image" }), "/art/lotus-pond.svg");
    await user.type(within(form).getByRole("textbox", { name: "Group size" }), "8-12 women");
    await user.type(within(form).getByRole("textbox", { name: "Rating" }), "4.8");
    await user.click(screen.getAllByRole("button", { name: "Add programme" })[0]);

    expect(await screen.findByRole("form", { name: "Edit Moonlit Reset" })).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe(`${LIST}&programme=12`));
    expect(screen.queryByRole("status", { name: /wasn't found/ })).toBeNull();
  });
});
