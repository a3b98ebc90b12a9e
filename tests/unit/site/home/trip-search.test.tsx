import { screen } from "@testing-library/react";
import { renderWithProviders } from "../../../support/render";
import { TripSearch as BareTripSearch } from "@/features/home/components/trip-search";
import { ExperienceGroupsContext } from "@/features/home/api/experience-groups";
import { experienceGroupsOf, HOME_SEARCH_DATA_PATH } from "@shared/home-search";
import { SEEDED_CARDS } from "../../../support/seeded-catalogues";
import { mockFetch } from "../../enquiries/helpers";
import { LAST_SEARCH_KEY } from "@/lib/last-search";

/** The home search as the server renders it: its choices drawn from the seeded programmes. */
function TripSearch() {
  return (
    <ExperienceGroupsContext.Provider value={experienceGroupsOf(SEEDED_CARDS)}>
      <BareTripSearch />
    </ExperienceGroupsContext.Provider>
  );
}

describe("home search", () => {
  it("alerts and saves nothing when no experience is chosen", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { user, location } = renderWithProviders(<TripSearch />);

    await user.selectOptions(screen.getByLabelText("Guests"), "3-5");
    await user.click(screen.getByRole("button", { name: "Search" }));

    expect(alert).toHaveBeenCalledWith("Please select an experience or trip to search for.");
    expect(window.localStorage.getItem(LAST_SEARCH_KEY)).toBeNull();
    expect(location.history).toEqual(["/"]);
  });

  it("saves the lastSearch record and opens the experience's page", async () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { user, currentUrl } = renderWithProviders(<TripSearch />);

    await user.selectOptions(screen.getByLabelText("Experience or trip"), "New Zealand Adventure Immersion");
    const date = screen.getByLabelText("Travel date");
    expect(date).toHaveAttribute("type", "date");
    await user.type(date, "2026-11-20");
    await user.selectOptions(screen.getByLabelText("Guests"), "2");
    await user.click(screen.getByRole("button", { name: "Search" }));

    expect(alert).not.toHaveBeenCalled();
    expect(currentUrl()).toBe("/slow-travel-cultural-immersion");
    const saved = JSON.parse(window.localStorage.getItem(LAST_SEARCH_KEY)!);
    expect(saved).toMatchObject({ destination: "new-zealand-adventure", date: "2026-11-20", guests: "2" });
    expect(new Date(saved.searchTimestamp).toISOString()).toBe(saved.searchTimestamp);
  });

  it("leaves date and guests optional", async () => {
    const { user, currentUrl } = renderWithProviders(<TripSearch />);
    await user.selectOptions(screen.getByLabelText("Experience or trip"), "career-pivot");
    await user.click(screen.getByRole("button", { name: "Search" }));

    expect(currentUrl()).toBe("/career-upskilling-retreats");
    expect(JSON.parse(window.localStorage.getItem(LAST_SEARCH_KEY)!)).toMatchObject({ date: "", guests: "" });
  });

  it("offers the guest choices 1, 2, 3-5, 6-10, 10+ and groups the experiences", () => {
    renderWithProviders(<TripSearch />);
    expect(screen.getByRole("heading", { name: "Find Your Perfect Transformation Journey" })).toBeInTheDocument();
    const guests = screen.getByLabelText("Guests") as HTMLSelectElement;
    expect([...guests.options].map((o) => o.value).filter(Boolean)).toEqual(["1", "2", "3-5", "6-10", "10+"]);
    const experience = screen.getByLabelText("Experience or trip") as HTMLSelectElement;
    expect(experience.querySelectorAll("optgroup").length).toBeGreaterThanOrEqual(6);
    // Every seeded programme and the four whole-catalogue choices.
    expect(experience.querySelectorAll("option[value]:not([value=''])")).toHaveLength(67);
  });

  it("makes no network call", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { user } = renderWithProviders(<TripSearch />);
    await user.selectOptions(screen.getByLabelText("Experience or trip"), "workcation");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("when the home page is reached inside the app, then it fetches the choices once and a programme published since leads to its catalogue", async () => {
    const published = { label: "We Women Retreats", route: "/womens-retreats", options: [{ key: "moonlit-reset", label: "Moonlit Reset" }] };
    const { calls } = mockFetch(() => ({ body: [published] }));
    const { user, currentUrl } = renderWithProviders(<BareTripSearch />);
    const option = await screen.findByRole("option", { name: "Moonlit Reset" });
    expect(calls.map((c) => c.url)).toEqual([HOME_SEARCH_DATA_PATH]);
    await user.selectOptions(screen.getByLabelText("Experience or trip"), option);
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(currentUrl()).toBe("/womens-retreats");
    expect(JSON.parse(window.localStorage.getItem(LAST_SEARCH_KEY)!)).toMatchObject({ destination: "moonlit-reset" });
  });
});
