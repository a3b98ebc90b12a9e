import { catalogueOf } from "@/catalogue/with-items";
import { womensRetreatsConfig, skillExpeditionsConfig } from "../../../support/seeded-catalogues";
import { act, screen, within } from "@testing-library/react";
import { CatalogueView } from "@/features/catalogue/components/catalogue-view";
import { arrivalState } from "@/lib/home-search-arrival";
import { LAST_SEARCH_KEY, saveLastSearch } from "@/lib/last-search";
import { renderWithProviders } from "../../../support/render";

const nextYear = new Date().getFullYear() + 1;

beforeEach(() => {
  window.HTMLElement.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  window.history.replaceState(null, "");
  window.localStorage.clear();
});

describe("a catalogue opened by the home search", () => {
  it("marks the chosen programme, scrolls it into view and notes the date and guests until cleared", async () => {
    saveLastSearch({ destination: "soul-identity", date: `${nextYear}-01-15`, guests: "2" });
    window.history.replaceState(arrivalState("soul-identity"), "");
    const { user } = renderWithProviders(<CatalogueView config={womensRetreatsConfig} catalogue={catalogueOf(womensRetreatsConfig)} />, { path: "/womens-retreats" });

    const chosen = document.querySelector<HTMLElement>("[data-chosen]")!;
    expect(chosen.dataset.programme).toBe("soul-identity");
    expect(document.querySelectorAll("[data-chosen]")).toHaveLength(1);
    expect(await within(chosen).findByTestId("search-note", {}, { timeout: 5_000 })).toHaveTextContent(`Your search: For 2 guests, around 15 January ${nextYear}`);
    await act(() => new Promise((r) => requestAnimationFrame(r)));
    expect(chosen.scrollIntoView).toHaveBeenCalled();

    await user.click(within(chosen).getByRole("button", { name: "Clear" }));
    expect(screen.queryByTestId("search-note")).toBeNull();
    expect(document.querySelector("[data-chosen]")).toBeNull();
    expect(window.localStorage.getItem(LAST_SEARCH_KEY)).toBeNull();
  });

  it("puts the note above the grid when the choice was the whole catalogue", async () => {
    saveLastSearch({ destination: "skill-travel", date: "", guests: "3-5" });
    window.history.replaceState(arrivalState("skill-travel"), "");
    renderWithProviders(<CatalogueView config={skillExpeditionsConfig} catalogue={catalogueOf(skillExpeditionsConfig)} />, { path: "/skill-travel-expeditions" });
    expect(await screen.findByTestId("search-note", {}, { timeout: 5_000 })).toHaveTextContent("For 3-5 guests");
    expect(document.querySelector("[data-chosen]")).toBeNull();
  });

  it("marks nothing on a page opened any other way", () => {
    saveLastSearch({ destination: "soul-identity", date: "", guests: "2" });
    renderWithProviders(<CatalogueView config={womensRetreatsConfig} catalogue={catalogueOf(womensRetreatsConfig)} />, { path: "/womens-retreats" });
    expect(document.querySelector("[data-chosen]")).toBeNull();
    expect(screen.queryByTestId("search-note")).toBeNull();
  });
});
