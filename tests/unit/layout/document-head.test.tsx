import { render, waitFor } from "@testing-library/react";
import { renderHeadTags } from "@shared/head";
import { DESCRIPTIONS } from "@shared/route-descriptions";
import { findRoute, NOT_FOUND, ROUTES, type PageRoute } from "@shared/routes";
import { useDocumentHead } from "@/lib/use-document-head";

const route = (path: string) => findRoute(path)!;
const metaDescription = () => document.querySelector('meta[name="description"]')!.getAttribute("content");

function Head({ route }: { route: PageRoute | undefined }) {
  useDocumentHead(route);
  return null;
}

/** The head of a page as the server sent it (shared/head.ts). */
function served(page: PageRoute | undefined) {
  document.head.innerHTML = renderHeadTags(page);
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
    render(<Head route={route("/retreats")} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(document.title).toBe(route("/retreats").title);
    expect(metaDescription()).toBe("as served");
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
    await new Promise((r) => setTimeout(r, 50));
    expect(document.title).toBe(route("/contact-us").title);
    expect(metaDescription()).toBe(DESCRIPTIONS.contact);
  });
});
