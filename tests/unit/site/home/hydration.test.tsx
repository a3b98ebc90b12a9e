import { act, screen, waitFor } from "@testing-library/react";
import { TripSearch } from "@/features/home/components/trip-search";
import { ExperienceGroupsContext } from "@/features/home/api/experience-groups";
import { experienceGroupsOf, type ExperienceGroup } from "@shared/home-search";
import { SEEDED_CARDS } from "../../../support/seeded-catalogues";
import { Newsletter } from "@/features/home/components/newsletter";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { BookButton } from "@/features/booking/components/book-button";
import { resetPendingPress } from "@/features/booking/pending-press";
import { pressedHomeSearch } from "@/lib/home-search-query";
import { LAST_SEARCH_KEY } from "@/lib/last-search";
import { rememberEarlySubmits } from "@/lib/early-submit";
import { serverThenHydrate, type Hydrated } from "../../../support/hydrate";

// The dialog chunk is lazy; load it once up front so the Book test is not timed on the transform.
beforeAll(async () => {
  await import("@/features/booking/booking-dialog");
});
vi.setConfig({ testTimeout: 20_000 });

let current: Hydrated | undefined;
afterEach(() => {
  current?.unmount();
  current = undefined;
  resetPendingPress();
  window.localStorage.clear();
});

function hydrate(...args: Parameters<typeof serverThenHydrate>): Hydrated {
  current = serverThenHydrate(...args);
  expect(current.recoverableErrors).toEqual([]);
  return current;
}

let served: readonly ExperienceGroup[] | undefined;

/** The home search as the server renders it (its choices given) and as the browser hydrates it (read back from the page). */
function HomeSearch() {
  return (
    <ExperienceGroupsContext.Provider value={served}>
      <TripSearch />
    </ExperienceGroupsContext.Provider>
  );
}

function hydrateSearch(url: string, beforeHydration: (c: HTMLElement) => void = () => {}, groups = experienceGroupsOf(SEEDED_CARDS)): Hydrated {
  served = groups;
  return hydrate(<HomeSearch />, url, (c) => {
    served = undefined;
    beforeHydration(c);
  });
}

describe("pressedHomeSearch", () => {
  it("reads the search the form sent natively, with the form's own checks", () => {
    expect(pressedHomeSearch("")).toBeNull();
    expect(pressedHomeSearch("?utm_source=x")).toBeNull();
    expect(pressedHomeSearch("?experience=tech-mastery&date=2027-01-05&guests=3-5")).toEqual({
      destination: "tech-mastery",
      date: "2027-01-05",
      guests: "3-5",
    });
    expect(pressedHomeSearch(`?experience=${"k".repeat(65)}&date=5%2F1%2F2027&guests=99`)).toEqual({
      destination: "",
      date: "",
      guests: "",
    });
  });
});

describe("home page parts hydrated after the visitor acted on the server's HTML", () => {
  it("when the home search's fields were set, then its state takes them and a search goes to their page", async () => {
    const { container } = hydrateSearch("/", (c) => {
      c.querySelector<HTMLSelectElement>("select[name=experience]")!.value = "tech-mastery";
      c.querySelector<HTMLSelectElement>("select[name=guests]")!.value = "2";
    });
    expect(container.querySelector<HTMLSelectElement>("select[name=experience]")!.value).toBe("tech-mastery");
    act(() => container.querySelector<HTMLButtonElement>("button[type=submit]")!.click());
    await waitFor(() => expect(window.location.pathname).toBe("/career-upskilling-retreats"));
    expect(JSON.parse(window.localStorage.getItem(LAST_SEARCH_KEY)!)).toMatchObject({ destination: "tech-mastery", guests: "2" });
  });

  it("when the server offered a programme published in the desk, then the hydrated search offers it too and leads to its catalogue", () => {
    const groups = [{ label: "Sapphic Retreats", route: "/queer-womens-retreats", options: [{ key: "moonlit-reset", label: "Moonlit  Reset & <Renewal>" }] }];
    const { history, container } = hydrateSearch("/?experience=moonlit-reset&date=&guests=", () => {}, groups);
    expect([...container.querySelectorAll("option")].map((o) => o.textContent)).toContain("Moonlit  Reset & <Renewal>");
    expect(history.at(-1)).toBe("/queer-womens-retreats");
  });

  it("when Search was pressed before hydration, then the search is carried out at hydration", () => {
    const { history } = hydrateSearch("/?experience=roots-wings&date=&guests=10%2B");
    expect(history.at(-1)).toBe("/family-reconnection-retreats");
    expect(JSON.parse(window.localStorage.getItem(LAST_SEARCH_KEY)!)).toMatchObject({ destination: "roots-wings", guests: "10+" });
  });

  it("when Search was pressed empty before hydration, then the alert shows at hydration, nothing is saved and the page stays on /", () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    const { history } = hydrateSearch("/?experience=&date=&guests=");
    expect(alert).toHaveBeenCalledWith("Please select an experience or trip to search for.");
    expect(history.at(-1)).toBe("/");
    expect(window.localStorage.getItem(LAST_SEARCH_KEY)).toBeNull();
  });

  it("when an address was typed into the newsletter field, then a subscribe clears it and thanks", async () => {
    const { container } = hydrate(<Newsletter />, "/", (c) => {
      c.querySelector<HTMLInputElement>("input[type=email]")!.value = "meera@example.com";
    });
    const input = container.querySelector<HTMLInputElement>("input[type=email]")!;
    act(() => container.querySelector<HTMLButtonElement>("button[type=submit]")!.click());
    await waitFor(() => expect(input.value).toBe(""));
    expect(screen.getByText(/Thank you!/)).toBeInTheDocument();
  });

  it("when Subscribe was pressed before hydration, then the field is cleared and thanked once hydrated, with no request", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    rememberEarlySubmits(document);
    const { container } = hydrate(<Newsletter />, "/", (c) => {
      c.querySelector<HTMLInputElement>("input[type=email]")!.value = "meera@example.com";
      const form = c.querySelector("form")!;
      // What the browser does on a press: a submit event, then nothing, since the method is dialog.
      expect(form.getAttribute("method")).toBe("dialog");
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    });
    const input = container.querySelector<HTMLInputElement>("input[type=email]")!;
    await waitFor(() => expect(input.value).toBe(""));
    expect(screen.getByText(/Thank you!/)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("when the phone menu was opened, then it stays open and Escape closes it", async () => {
    const { container } = hydrate(<MobileMenu />, "/", (c) => {
      c.querySelector("details")!.open = true;
    });
    const details = container.querySelector("details")!;
    expect(details.open).toBe(true);
    act(() => void document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" })));
    await waitFor(() => expect(details.open).toBe(false));
  });

  it("when a Book button was pressed, then the dialog opens once hydrated", async () => {
    hydrate(<BookButton tripType="retreat" category="Family Reconnection Retreats" />, "/family-reconnection-retreats#enquire", (c) => {
      c.querySelector<HTMLAnchorElement>("a[data-book-button]")!.focus();
    });
    expect(await screen.findByRole("dialog", { name: "Book Family Reconnection Retreats" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(window.location.hash).toBe("");
  });
});
