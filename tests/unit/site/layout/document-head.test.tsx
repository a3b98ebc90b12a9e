import { render, waitFor } from "@testing-library/react";
import { renderHeadTags } from "@shared/head";
import { DESCRIPTIONS } from "@shared/route-descriptions";
import { findRoute, NOT_FOUND, ROUTES, type PageRoute } from "@shared/routes";
import { useDocumentHead } from "@/lib/use-document-head";

// Every description the hook looks up, in order: the sign that a lookup ran, or was skipped.
const lookedUp = vi.hoisted(() => [] as (string | undefined)[]);
vi.mock("@shared/route-descriptions", async (importOriginal) => {
  const real = await importOriginal<typeof import("@shared/route-descriptions")>();
  return {
    ...real,
    descriptionOf: (r: PageRoute | undefined) => {
      lookedUp.push(r?.path);
      return real.descriptionOf(r);
    },
  };
});

const route = (path: string) => findRoute(path)!;
const metaDescription = () => document.querySelector('meta[name="description"]')!.getAttribute("content");

function Head({ route }: { route: PageRoute | undefined }) {
  useDocumentHead(route);
  return null;
}

/** The head of a page as the server sent it (shared/head.ts). */
function served(page: PageRoute | undefined) {
  document.head.innerHTML = renderHeadTags(page);
  // Serving looks the description up too; only the hook's lookups count from here.
  lookedUp.length = 0;
}

describe("the page's description", () => {
  it("every route has one of its own, in its served head", () => {
    const texts = ROUTES.map((r) => DESCRIPTIONS[r.screen]);
    expect(texts.every((t) => t.length > 20)).toBe(true);
    expect(new Set(texts).size).toBe(ROUTES.length);
    for (const r of ROUTES) {
      served(r);
      expect(metaDescription()).toBe(DESCRIPTIONS[r.screen]);
    }
    served(undefined);
    expect(metaDescription()).toBe("This page does not exist.");
  });
});

describe("useDocumentHead", () => {
  it("leaves the served head as it is on the page it was served for", async () => {
    served(route("/retreats"));
    document.querySelector('meta[name="description"]')!.setAttribute("content", "as served");
    const { rerender } = render(<Head route={route("/retreats")} />);
    expect(document.title).toBe(route("/retreats").title);
    expect(metaDescription()).toBe("as served");
    // A later move's description lands after anything the first page could have queued.
    rerender(<Head route={route("/faqs")} />);
    await waitFor(() => expect(metaDescription()).toBe(DESCRIPTIONS.faqs));
    expect(lookedUp).toEqual(["/faqs"]);
  });

  it("names the page moved to: its title at once, its description once fetched", async () => {
    served(route("/"));
    const { rerender } = render(<Head route={route("/")} />);
    rerender(<Head route={route("/faqs")} />);
    expect(document.title).toBe("FAQs | Inner Light Journeys");
    await waitFor(() => expect(metaDescription()).toBe(DESCRIPTIONS.faqs));

    rerender(<Head route={undefined} />);
    expect(document.title).toBe(NOT_FOUND.title);
    await waitFor(() => expect(metaDescription()).toBe("This page does not exist."));
  });

  it("ends on the last page moved to when moves come faster than the descriptions", async () => {
    served(route("/"));
    const { rerender } = render(<Head route={route("/")} />);
    rerender(<Head route={route("/about-us")} />);
    rerender(<Head route={route("/contact-us")} />);
    await waitFor(() => expect(metaDescription()).toBe(DESCRIPTIONS.contact));
    // The overtaken page's lookup was asked for first, so it has had its turn by now, and changed nothing.
    expect(document.title).toBe(route("/contact-us").title);
    expect(metaDescription()).toBe(DESCRIPTIONS.contact);
  });
});
