import { screen, within } from "@testing-library/react";
import { RelatedBookings } from "@/features/desk/enquiries/components/related-bookings";
import { WhatsAppMessage } from "@/features/desk/enquiries/components/whatsapp-message";
import { RelatedCount } from "@/features/desk/enquiries/components/related-count";
import { renderWithProviders } from "../../../../support/render";
import { bookingRecord } from "../../../../support/factories";
import { mockFetch } from "../../../enquiries/helpers";
import { apiPaths } from "@shared/api-paths";


const me = { id: 1, username: "asha", role: "agent" as const, mustChangePassword: false, twoFactorEnabled: false, twoFactorRequired: false, name: null, email: null, pendingEmail: null };
const related = [
  { id: 41, reference: "PRIYA002", createdAt: new Date(2026, 10, 24, 10).toISOString(), status: "pending", tripCategory: "Sapphic Retreats" },
  { id: 40, reference: "PRIYA001", createdAt: new Date(2026, 10, 22, 10).toISOString(), status: "confirmed", tripCategory: "Women's Signature Retreats" },
];

describe("Other enquiries from this person", () => {
  it("lists them with links that open each in the desk, and marks this one a duplicate of the one chosen", async () => {
    const booking = bookingRecord({ id: 42 });
    const { calls } = mockFetch((call) => {
      if (call.url === apiPaths.booking.href(42) && call.method === "GET") return { body: { ...booking, related } };
      if (call.method === "PUT") return { body: { ...booking, duplicateOfId: 40, duplicateOf: 40 } };
      return { body: [] };
    });
    const { user, currentUrl } = renderWithProviders(<RelatedBookings booking={booking} />, { path: "/desk?id=42" });
    const section = await screen.findByRole("region", { name: "Other enquiries from this person" });
    const link = await within(section).findByRole("link", { name: "Enquiry PRIYA001" });
    expect(link).toHaveAttribute("href", "?id=40");
    await user.click(within(section).getByRole("button", { name: "Mark as duplicate" }));
    await user.selectOptions(within(section).getByLabelText("It duplicates"), "40");
    await user.click(within(section).getByRole("button", { name: "Mark as duplicate" }));
    expect(calls.find((c) => c.method === "PUT")).toMatchObject({ url: apiPaths.bookingDuplicateOf.href(42), body: { bookingId: 40 } });
    await user.click(link);
    expect(currentUrl()).toBe("/desk?id=40");
  });

  it("shows a duplicate's mark with Undo, which sends null", async () => {
    const booking = bookingRecord({ id: 42, duplicateOfId: 40 });
    const { calls } = mockFetch((call) => (call.method === "PUT" ? { body: booking } : { body: { ...booking, related } }));
    const { user } = renderWithProviders(<RelatedBookings booking={booking} />);
    expect(await screen.findByText("enquiry PRIYA001")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ bookingId: null });
  });

  it("counts them on a list row, and says nothing when there are none", () => {
    const { container, rerender } = renderWithProviders(<RelatedCount count={2} />);
    expect(screen.getByText("2 other enquiries from this person")).toBeInTheDocument();
    rerender(<RelatedCount count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("WhatsApp", () => {
  it("signs with the staff member's name where they have one, as a reply does", async () => {
    mockFetch((call) =>
      call.url === apiPaths.replyTemplates.href() ? { body: [{ id: 3, name: "Say hello", subject: "s", body: "Hi {{firstName}}. {{staffName}}" }] } : { body: [] },
    );
    const booking = bookingRecord({ firstName: "Priya", phoneE164: "+919843012345" });
    const { user } = renderWithProviders(<WhatsAppMessage booking={booking} me={{ ...me, name: "Asha Rao" }} />);
    await user.click(screen.getByRole("button", { name: "WhatsApp" }));
    await user.selectOptions(await screen.findByLabelText("Start from a saved reply"), "Say hello");
    expect(screen.getByLabelText("Message")).toHaveValue("Hi Priya. Asha Rao");
  });

  it("fills the message from a saved reply, links to wa.me with it, and logs it as a whatsapp contact", async () => {
    const booking = bookingRecord({ id: 7, firstName: "Priya", reference: "K7M3Q9X2", phone: "098430 12345", phoneE164: "+919843012345" });
    const { calls } = mockFetch((call) => {
      if (call.url === apiPaths.replyTemplates.href()) return { body: [{ id: 3, name: "Say hello", subject: "s", body: "Hi {{firstName}}, {{reference}}. {{staffName}}" }] };
      if (call.method === "POST") return { status: 201, body: { kind: "whatsapp" } };
      return { body: [] };
    });
    const { user } = renderWithProviders(<WhatsAppMessage booking={booking} me={me} />);
    await user.click(screen.getByRole("button", { name: "WhatsApp" }));
    expect(screen.getByLabelText("Message")).toHaveValue(
      "Hello Priya, this is asha from Inner Light Journeys, about your enquiry K7M3Q9X2 (Women's Signature Retreats).",
    );
    await user.selectOptions(await screen.findByLabelText("Start from a saved reply"), "Say hello");
    const link = screen.getByRole("link", { name: "Open WhatsApp and log it" });
    expect(link).toHaveAttribute("href", `https://wa.me/919843012345?text=${encodeURIComponent("Hi Priya, K7M3Q9X2. asha")}`);
    expect(link).toHaveAttribute("target", "_blank");
    link.addEventListener("click", (e) => e.preventDefault());
    await user.click(link);
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: apiPaths.bookingActivities.href(7),
      body: { kind: "whatsapp", body: "Hi Priya, K7M3Q9X2. asha" },
    });
  });

  it("says when the phone couldn't be read, with the number as typed, and offers no link", () => {
    renderWithProviders(<WhatsAppMessage booking={bookingRecord({ phone: "call me maybe", phoneE164: null })} me={me} />);
    expect(screen.getByText("call me maybe").closest("p")).toHaveTextContent("couldn't be read");
    expect(screen.queryByRole("button", { name: "WhatsApp" })).toBeNull();
  });
});
