import { waitFor, act, screen, within } from "@testing-library/react";
import { renderWithProviders } from "../../../support/render";
import { SiteLayout } from "@/components/layout/site-layout";
import { Footer } from "@/components/layout/footer";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { ChatButton } from "@/components/layout/chat-button";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { chatWithGreeting } from "@shared/whatsapp-link";

// The menus are native disclosures: <summary> is the toggle and the <details>' `open` its state.
// (jsdom's roles leave <summary> out; the browser tests find it as the button it is.)
const summaryOf = (within: HTMLElement, name: string) =>
  Array.from(within.querySelectorAll("summary")).find((s) => s.textContent?.trim() === name)!;
const isOpen = (summary: HTMLElement) => (summary.parentElement as HTMLDetailsElement).open;

describe("mobile menu", () => {
  it("toggles open and lists exactly the five main pages", async () => {
    const { user, container } = renderWithProviders(<MobileMenu />);
    const toggle = summaryOf(container, "Menu");
    expect(isOpen(toggle)).toBe(false);

    await user.click(toggle);
    expect(isOpen(toggle)).toBe(true);
    const panel = screen.getByRole("navigation", { name: "Mobile" });
    expect(toggle).toHaveAttribute("aria-controls", panel.id);
    expect(within(panel).getAllByRole("link").map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["About Us", "/about-us"],
      ["Retreats", "/retreats"],
      ["International Trips", "/international-trips"],
      ["Contact Us", "/contact-us"],
    ]);

    await user.click(toggle);
    expect(isOpen(toggle)).toBe(false);
  });

  it("closes when a link is followed, and on Escape", async () => {
    const { user, currentUrl, container } = renderWithProviders(<MobileMenu />);
    const toggle = summaryOf(container, "Menu");
    await user.click(toggle);
    await user.click(within(screen.getByRole("navigation", { name: "Mobile" })).getByRole("link", { name: "About Us" }));
    expect(currentUrl()).toBe("/about-us");
    expect(isOpen(toggle)).toBe(false);

    await user.click(toggle);
    expect(isOpen(toggle)).toBe(true);
    await user.keyboard("{Escape}");
    expect(isOpen(toggle)).toBe(false);
    expect(toggle).toHaveFocus();
  });
});

describe("footer", () => {
  it("links the nine pages and shows the contact details", () => {
    renderWithProviders(<Footer />);
    const internal = screen
      .getAllByRole("link")
      .map((l) => l.getAttribute("href")!)
      .filter((h) => h.startsWith("/"));
    expect(internal).toEqual([
      "/",
      "/about-us",
      "/retreats",
      "/international-trips",
      "/contact-us",
      "/faqs",
      "/terms-conditions",
      "/payment-policies",
      "/refund-policies",
    ]);
    expect(screen.getByRole("link", { name: "+91 98430 12345" })).toHaveAttribute("href", "tel:+919843012345");
    expect(screen.getByRole("link", { name: "hello@innerlightjourneys.in" })).toHaveAttribute(
      "href",
      "mailto:hello@innerlightjourneys.in",
    );
    expect(screen.getByRole("link", { name: /whatsapp/i })).toHaveAttribute("href", "https://wa.me/919843012345");
    expect(screen.getByText("Coimbatore, Tamil Nadu, India")).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });
});

describe("chat button", () => {
  it("appears on the home page", () => {
    renderWithProviders(<ChatButton />, { path: "/" });
    expect(screen.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveAttribute(
      "href",
      chatWithGreeting(),
    );
  });

  it.each(["/retreats", "/contact-us", "/faqs"])("is absent on %s", (path) => {
    renderWithProviders(<ChatButton />, { path });
    expect(screen.queryByRole("link", { name: "Chat with us on WhatsApp" })).toBeNull();
  });

  it("goes away when the visitor leaves home", () => {
    const { location } = renderWithProviders(<ChatButton />, { path: "/" });
    expect(screen.getByRole("link", { name: "Chat with us on WhatsApp" })).toBeInTheDocument();
    act(() => location.navigate("/about-us"));
    expect(screen.queryByRole("link", { name: "Chat with us on WhatsApp" })).toBeNull();
  });
});

describe("site layout", () => {
  it("wraps the page in main#main after a skip link, with top bar and navbar", () => {
    renderWithProviders(
      <SiteLayout>
        <p>page body</p>
      </SiteLayout>,
      { path: "/retreats" },
    );
    const skip = screen.getByRole("link", { name: "Skip to main content" });
    expect(skip).toHaveAttribute("href", "#main");
    const main = screen.getByRole("main");
    expect(main).toHaveAttribute("id", "main");
    expect(within(main).getByText("page body")).toBeInTheDocument();
    expect(document.body.querySelector("a")).toBe(skip);

    const top = screen.getByRole("complementary", { name: "Contact and social links" });
    for (const name of [/instagram/i, /facebook/i, /linkedin/i]) {
      expect(within(top).getByRole("link", { name })).toHaveAttribute("href");
    }
    expect(within(top).getByRole("link", { name: /hello@innerlightjourneys\.in/ })).toHaveAttribute(
      "href",
      "mailto:hello@innerlightjourneys.in",
    );
    expect(within(top).getByText("Coimbatore, Tamil Nadu")).toBeInTheDocument();

    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Inner Light Journeys" })).toHaveAttribute("href", "/");
    expect(within(banner).getByRole("button", { name: "Book to Transform" })).toBeInTheDocument();
  });

  it("shows the Retreats and International Trips dropdowns in the main navigation", async () => {
    const { user, currentUrl } = renderWithProviders(
      <SiteLayout>
        <p>body</p>
      </SiteLayout>,
    );
    const nav = screen.getByRole("navigation", { name: "Main" });
    const topLinks = () => within(nav).getAllByRole("link").map((l) => l.textContent);
    // Dropdown links sit in closed <details> (hidden by the browser, not by jsdom).
    expect(topLinks().slice(0, 2)).toEqual(["Home", "About Us"]);

    // Keyboard only: focus the trigger, open with Enter (focus lands on the first link).
    const retreats = summaryOf(nav, "Retreats");
    expect(isOpen(retreats)).toBe(false);
    act(() => retreats.focus());
    await user.keyboard("{Enter}");
    expect(isOpen(retreats)).toBe(true);
    const list = within(nav).getByRole("list", { name: "Retreats" });
    await waitFor(() => expect(within(list).getByRole("link", { name: "All Retreats" })).toHaveFocus());
    expect(within(list).getAllByRole("link").map((i) => i.textContent)).toEqual([
      "All Retreats",
      "We Women Retreat",
      "Sapphic Retreats",
      "Queer & Inclusive Retreats",
      "Career Upskilling Retreats",
      "Family Reconnection Retreats",
    ]);
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    expect(currentUrl()).toBe("/queer-womens-retreats");
    expect(isOpen(retreats)).toBe(false);

    // Escape closes and returns focus to the trigger.
    await user.click(retreats);
    await user.keyboard("{ArrowDown}{Escape}");
    expect(retreats).toHaveFocus();
    expect(isOpen(retreats)).toBe(false);

    const trips = summaryOf(nav, "International Trips");
    await user.click(trips);
    const tripList = within(nav).getByRole("list", { name: "International Trips" });
    expect(within(tripList).getAllByRole("link")).toHaveLength(6);
    await user.click(within(tripList).getByRole("link", { name: "Earn While You Travel" }));
    expect(currentUrl()).toBe("/earn-while-travel");
  });

  it("scrolls to the top when the route changes", () => {
    const scroll = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const { location } = renderWithProviders(
      <SiteLayout>
        <p>body</p>
      </SiteLayout>,
    );
    expect(scroll).not.toHaveBeenCalled();
    act(() => location.navigate("/faqs"));
    expect(scroll).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "smooth" });
  });

  it("jumps without animation when the visitor prefers reduced motion", () => {
    const scroll = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) => ({ matches: query.includes("reduce"), media: query }) as MediaQueryList,
    );
    const { location } = renderWithProviders(<ScrollToTop />);
    act(() => location.navigate("/faqs"));
    expect(scroll).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "auto" });
  });
});
