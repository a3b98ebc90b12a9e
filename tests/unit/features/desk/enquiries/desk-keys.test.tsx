import { fireEvent, screen, waitFor } from "@testing-library/react";
import AdminBookingsPage from "@/pages/admin-bookings";
import { deskKeyAction } from "@/features/desk/enquiries/hooks/use-desk-keys";
import { neighbour } from "@/features/desk/enquiries/neighbour";
import { renderWithProviders } from "../../../../support/render";
import { bookingRecord } from "../../../../support/factories";
import { serveDesk, summaryOf } from "../desk-server";

vi.setConfig({ testTimeout: 20_000 });

const press = (key: string, target: EventTarget = document.body, extra: Partial<KeyboardEvent> = {}) =>
  deskKeyAction({ key, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, isComposing: false, target, ...extra });

describe("the desk's keys", () => {
  it("maps j, k, r, / and Escape, and nothing else", () => {
    expect(["j", "k", "r", "/", "Escape", "x", "J"].map((k) => press(k))).toEqual(["next", "previous", "reply", "search", "close", null, null]);
  });

  it("does nothing while typing in a field, in an open list, or with a modifier", () => {
    for (const html of ["<input>", "<textarea></textarea>", "<select></select>", "<div contenteditable='true'></div>", "<div role='listbox'><span></span></div>"]) {
      document.body.innerHTML = html;
      const el = document.body.firstElementChild!;
      expect(press("j", el.firstElementChild ?? el)).toBeNull();
      expect(press("Escape", el.firstElementChild ?? el)).toBeNull();
    }
    document.body.innerHTML = "<button>Reply</button>";
    expect(press("r", document.body.firstElementChild!)).toBe("reply");
    expect(press("r", document.body, { ctrlKey: true })).toBeNull();
    expect(press("r", document.body, { defaultPrevented: true })).toBeNull();
  });

  it("steps to the neighbouring booking of the list, the first when none is open, and stops at the ends", () => {
    const rows = [{ id: 5 }, { id: 9 }, { id: 2 }];
    expect(neighbour(rows, null, 1)).toBe(5);
    expect(neighbour(rows, 5, 1)).toBe(9);
    expect(neighbour(rows, 9, -1)).toBe(5);
    expect(neighbour(rows, 2, 1)).toBeNull();
    expect(neighbour(rows, 5, -1)).toBeNull();
    expect(neighbour([], null, 1)).toBeNull();
  });

  it("in the desk: j opens the first booking, j the next, k the previous, Escape closes, / focuses the search", async () => {
    const [a, b] = [bookingRecord({ firstName: "Asha", lastName: "One" }), bookingRecord({ firstName: "Bina", lastName: "Two" })];
    serveDesk({ list: () => [a, b], summary: () => summaryOf({ total: 2, views: { ...summaryOf().views, all: 2 } }) });
    const { currentUrl } = renderWithProviders(<AdminBookingsPage />, { path: "/admin/bookings?view=all" });
    await screen.findByRole("button", { name: "Asha One" });
    fireEvent.keyDown(document.body, { key: "j" });
    await waitFor(() => expect(currentUrl()).toBe(`/admin/bookings?view=all&id=${a.id}`));
    fireEvent.keyDown(document.body, { key: "j" });
    await waitFor(() => expect(currentUrl()).toBe(`/admin/bookings?view=all&id=${b.id}`));
    fireEvent.keyDown(document.body, { key: "k" });
    await waitFor(() => expect(currentUrl()).toBe(`/admin/bookings?view=all&id=${a.id}`));
    fireEvent.keyDown(document.body, { key: "Escape" });
    await waitFor(() => expect(currentUrl()).toBe("/admin/bookings?view=all"));
    fireEvent.keyDown(document.body, { key: "/" });
    await waitFor(() => expect(screen.getByRole("searchbox", { name: "Search bookings" })).toHaveFocus());
    // Typed into the search, j is a letter.
    fireEvent.keyDown(screen.getByRole("searchbox", { name: "Search bookings" }), { key: "j" });
    expect(currentUrl()).toBe("/admin/bookings?view=all");
  });
});
