import { screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { SITE } from "@shared/site";
import { RESPONSE_TIMES } from "@/content/policy-content";
import ContactUsPage from "@/pages/contact-us";
import { renderWithProviders } from "../../../support/render";

const ADDRESS = "2nd Floor, 118 Race Course Road, Coimbatore, Tamil Nadu 641018, India";

/** Every URL the page would fetch by itself (src attributes), excluding plain links. */
function fetchedUrls(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll("[src]")).map((el) => el.getAttribute("src")!);
}

describe("Contact page", () => {
  it("lists phone, chat, e-mail and the Coimbatore office from SITE", () => {
    const { container } = renderWithProviders(<ContactUsPage />, { path: "/contact-us" });
    expect(screen.getByRole("heading", { level: 1, name: "Contact Us" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: SITE.phoneDisplay })).toHaveAttribute("href", SITE.phoneHref);
    expect(screen.getByRole("link", { name: /Chat with us/ })).toHaveAttribute("href", SITE.chatHref);
    expect(screen.getByRole("link", { name: SITE.email })).toHaveAttribute("href", `mailto:${SITE.email}`);
    const address = container.querySelector("address");
    expect(address).toHaveTextContent(SITE.address.street);
    expect(address).toHaveTextContent(`${SITE.address.locality}, ${SITE.address.region} ${SITE.address.postalCode}`);
  });

  it("shows business hours in IST and every response time", () => {
    renderWithProviders(<ContactUsPage />, { path: "/contact-us" });
    expect(screen.getByText("9:00 to 19:00 IST")).toBeInTheDocument();
    expect(screen.getByText("10:00 to 17:00 IST")).toBeInTheDocument();
    expect(screen.getByText("11:00 to 16:00 IST")).toBeInTheDocument();
    const replies = within(screen.getByRole("region", { name: "How fast we reply" }));
    for (const r of RESPONSE_TIMES) {
      expect(replies.getByText(r.channel).nextElementSibling).toHaveTextContent(r.time);
    }
    expect(RESPONSE_TIMES.map((r) => r.time)).toEqual([
      "Within 24 hours",
      "Within 48 hours",
      "Within 24 hours",
      "Instant to 2 hours",
    ]);
  });

  it("loads nothing from another host until the visitor asks for the map", async () => {
    const { container, user } = renderWithProviders(<ContactUsPage />, { path: "/contact-us" });
    expect(container.querySelector("iframe")).toBeNull();
    expect(fetchedUrls(container).filter((u) => /^(https?:)?\/\//.test(u))).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Show map" }));

    const frame = screen.getByTitle("Map of our Coimbatore office");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame).toHaveAttribute("loading", "lazy");
    expect(frame).toHaveAttribute(
      "src",
      `https://www.google.com/maps?q=${encodeURIComponent(ADDRESS)}&output=embed`,
    );
    expect(screen.queryByRole("button", { name: "Show map" })).toBeNull();
    // Focus follows the map rather than falling back to the page body.
    expect(frame.parentElement).toHaveFocus();
  });

  it("offers a plain link to Google Maps", () => {
    renderWithProviders(<ContactUsPage />, { path: "/contact-us" });
    expect(screen.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
      "href",
      `https://www.google.com/maps?q=${encodeURIComponent(ADDRESS)}`,
    );
  });

  it("serves Show map as a link to the map page, so a press before the scripts run opens the map", () => {
    const holder = document.createElement("div");
    holder.innerHTML = renderToString(
      <Router ssrPath="/contact-us">
        <ContactUsPage />
      </Router>,
    );
    const show = Array.from(holder.querySelectorAll("a")).find((a) => a.textContent === "Show map")!;
    expect(show.getAttribute("role")).toBe("button");
    expect(show.getAttribute("href")).toBe(`https://www.google.com/maps?q=${encodeURIComponent(ADDRESS)}`);
    expect(show.getAttribute("target")).toBe("_blank");
  });

  it("opens the map with Space as a button does", async () => {
    const { user } = renderWithProviders(<ContactUsPage />, { path: "/contact-us" });
    screen.getByRole("button", { name: "Show map" }).focus();
    await user.keyboard(" ");
    expect(screen.getByTitle("Map of our Coimbatore office").tagName).toBe("IFRAME");
  });
});
