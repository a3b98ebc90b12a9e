import { screen, waitFor } from "@testing-library/react";
import { apiPaths } from "@shared/api-paths";
import { renderWithProviders } from "../../../../support/render";
import { mockFetch } from "../../../enquiries/helpers";
import { ProgrammeOptions } from "@/features/desk/departures/components/programme-options";

/** The stored programmes as GET /api/admin/programmes lists them, by catalogue then card order. */
const STORED = [
  { id: 1, title: "Work-Life Harmony Retreat", catalogue: "womens-retreats", status: "published" },
  { id: 64, title: "Moonlit Reset & Renewal", catalogue: "womens-retreats", status: "draft" },
  { id: 9, title: "Tech Mastery Retreat", catalogue: "career-upskilling-retreats", status: "archived" },
  { id: 20, title: "Japan Cultural Deep Dive", catalogue: "slow-travel-cultural-immersion", status: "published" },
];

function serve() {
  return mockFetch((call) =>
    call.url === apiPaths.adminProgrammes.href() ? { body: STORED } : { status: 404, body: { message: `Unexpected ${call.url}` } },
  );
}

/** Each group's label and its options' values, as the select shows them. */
const shown = (select: HTMLSelectElement) => ({
  first: [...select.children].filter((c) => c.tagName === "OPTION").map((o) => (o as HTMLOptionElement).value),
  groups: [...select.querySelectorAll("optgroup")].map((g) => [g.label, ...[...g.querySelectorAll("option")].map((o) => o.value)]),
});

describe("the departures' programme choices", () => {
  it("when the list's filter opens, then it offers every stored programme under its catalogue in the site's order, archived ones too", async () => {
    serve();
    renderWithProviders(
      <select aria-label="Programme" defaultValue="">
        <option value="">All programmes</option>
        <ProgrammeOptions every />
      </select>,
    );
    const select = screen.getByLabelText<HTMLSelectElement>("Programme");
    await waitFor(() => expect(select.querySelectorAll("optgroup")).toHaveLength(3));
    expect(shown(select)).toEqual({
      first: [""],
      groups: [
        ["We Women Retreats", "Work-Life Harmony Retreat", "Moonlit Reset & Renewal"],
        ["Career Upskilling Retreats", "Tech Mastery Retreat"],
        ["Slow-Travel Journeys", "Japan Cultural Deep Dive"],
      ],
    });
  });

  it("when the departure form opens on a programme, then it is shown at once and kept first, and no archived programme is offered", async () => {
    serve();
    renderWithProviders(
      <select aria-label="Programme" defaultValue="Japan Cultural Deep Dive">
        <ProgrammeOptions current="Japan Cultural Deep Dive" />
      </select>,
    );
    const select = screen.getByLabelText<HTMLSelectElement>("Programme");
    expect(select.value).toBe("Japan Cultural Deep Dive");
    await waitFor(() => expect(select.querySelectorAll("optgroup")).toHaveLength(1));
    expect(select.value).toBe("Japan Cultural Deep Dive");
    expect(shown(select)).toEqual({ first: ["Japan Cultural Deep Dive"], groups: [["We Women Retreats", "Work-Life Harmony Retreat", "Moonlit Reset & Renewal"]] });
  });
});
