import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { CatalogueView } from "@/features/catalogue/components/catalogue-view";
import type { CatalogueConfig } from "@/catalogue/types";
import { tripFilters, trips, type Trip } from "./fake-catalogue";
import { serverThenHydrate, type Hydrated } from "../../../support/hydrate";

const config: CatalogueConfig<Trip> = {
  id: "hydration-trips",
  items: trips,
  searchFields: (t) => [t.title, t.features],
  searchLabel: "Search trips",
  searchPlaceholder: "Search",
  filters: tripFilters,
  countLine: (shown, total) => `Showing ${shown} of ${total} trips`,
  empty: { title: "No trips found" },
  toCard: (t) => ({ key: t.title, title: t.title, image: "/art/sunrise-hills.svg", imageAlt: "", description: t.title }),
};

let current: Hydrated | undefined;
afterEach(() => {
  current?.unmount();
  current = undefined;
});

function serverThenHydrateView(url: string, beforeHydration: (container: HTMLElement) => void) {
  current = serverThenHydrate(<CatalogueView catalogue="test-trips" config={config} />, url, beforeHydration);
  // A mismatch would make React throw the server's HTML away and render afresh.
  expect(current.recoverableErrors).toEqual([]);
  return { container: current.container, location: { history: current.history } };
}

const status = (c: HTMLElement) => c.querySelector("[role=status]")!.textContent;

describe("a catalogue hydrated after the visitor acted on the server's HTML", () => {
  it("when text was typed before hydration, then the list filters to it and the URL takes it", () => {
    const { container, location } = serverThenHydrateView("/trips", (c) => {
      c.querySelector<HTMLInputElement>("input[name=q]")!.value = "camel";
    });
    expect(status(container)).toBe("Showing 1 of 3 trips");
    expect(container.querySelector<HTMLInputElement>("input[name=q]")!.value).toBe("camel");
    expect(location.history.at(-1)).toBe("/trips?q=camel");
  });

  it("when a select and the text were both changed, then both are kept together", () => {
    const { container, location } = serverThenHydrateView("/trips?duration=5", (c) => {
      c.querySelector<HTMLSelectElement>("select[name=duration]")!.value = "";
      c.querySelector<HTMLSelectElement>("select[name=category]")!.value = "Women";
      c.querySelector<HTMLInputElement>("input[name=q]")!.value = "stargazing";
    });
    expect(location.history.at(-1)).toBe("/trips?q=stargazing&category=Women");
    expect(status(container)).toBe("Showing 1 of 3 trips");
    expect(container.querySelector<HTMLSelectElement>("select[name=category]")!.value).toBe("Women");
    expect(container.querySelector<HTMLSelectElement>("select[name=duration]")!.value).toBe("");
  });

  it("when nothing was touched, then a filtered URL hydrates as rendered without navigating", () => {
    const { container, location } = serverThenHydrateView("/trips?category=Family", () => {});
    expect(status(container)).toBe("Showing 1 of 3 trips");
    expect(location.history).toEqual(["/trips?category=Family"]);
  });
});

describe("the filter form without scripts", () => {
  it("is a GET form to the page itself with a submit button, and Clear submits an empty form to it", () => {
    const html = document.createElement("div");
    html.innerHTML = renderToString(
      <Router ssrPath="/trips" ssrSearch="q=yoga">
        <CatalogueView catalogue="test-trips" config={config} />
      </Router>,
    );
    const form = html.querySelector<HTMLFormElement>("form[role=search]")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/trips");
    const submits = Array.from(form.querySelectorAll("button[type=submit]"));
    const apply = submits.find((b) => !b.hasAttribute("form"))!;
    expect(apply.textContent).toBe("Apply filters");
    const clear = submits.find((b) => b.hasAttribute("form"))!;
    expect(clear.textContent).toBe("Clear Filters");
    const clearForm = html.querySelector<HTMLFormElement>(`form[id="${clear.getAttribute("form")}"]`)!;
    expect(clearForm.getAttribute("action")).toBe("/trips");
    expect(Array.from(clearForm.elements).filter((e) => e.getAttribute("name"))).toEqual([]);
  });
});
