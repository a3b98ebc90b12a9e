import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { renderWithProviders } from "../../support/render";
import { BookButton } from "@/features/booking/components/book-button";
import { Toaster } from "@/components/ui/toaster";
import { choose, mockFetch, resetToasts, toastRegion } from "./helpers";
import { apiPaths } from "@shared/api-paths";

function renderButton(props: { category?: string } = { category: "Earn While You Travel" }) {
  return renderWithProviders(
    <>
      <BookButton tripType="international" {...props} />
      <Toaster />
    </>,
  );
}

async function openDialog(user: UserEvent, name: RegExp = /book earn while you travel/i) {
  await user.click(screen.getByRole("button", { name }));
  return screen.findByRole("dialog", {}, { timeout: 5_000 });
}

/** Pastes instead of typing key by key: the same events for the form, far quicker. */
async function enter(user: UserEvent, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillRequired(user: UserEvent) {
  await enter(user, /first name/i, "Meera");
  await enter(user, /last name/i, "Raman");
  await enter(user, /email address/i, "meera@example.com");
  await enter(user, /phone number/i, "+91 98765 43210");
  await choose(user, /country/i, "India");
}

// The dialog chunk is lazy; load it once up front so the first test is not timed on the transform.
beforeAll(async () => {
  await import("@/features/booking/booking-dialog");
});

// Radix selects under jsdom and userEvent typing are slow; these are full user journeys.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe("BookButton", () => {
  it("labels itself from the category and renders no dialog code on the server", () => {
    const html = renderToString(<BookButton tripType="retreat" />);
    expect(html).toContain("Book to Transform");
    expect(html).not.toContain("First Name");
    expect(renderToString(<BookButton tripType="retreat" category="Sapphic Retreats" />)).toContain(
      "Book Sapphic Retreats",
    );
  });

  it("opens the dialog titled after the category with that category preselected", async () => {
    const { user } = renderButton();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole("heading", { name: "Book Earn While You Travel" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: /trip category/i })).toHaveTextContent("Earn While You Travel");
    expect(screen.getByRole("combobox", { name: /group size/i })).toHaveTextContent("1 Person");
  });

  it("reads 'Book to Transform' without a category", async () => {
    const { user } = renderButton({});
    const dialog = await openDialog(user, /book to transform/i);
    expect(within(dialog).getByRole("heading", { name: "Book to Transform" })).toBeInTheDocument();
  });
});

describe("enquiry form rules", () => {
  it("shows errors on empty required fields, focuses the first and sends nothing", async () => {
    const { calls } = mockFetch(() => ({ status: 201, body: {} }));
    const { user } = renderButton({});
    await openDialog(user, /book to transform/i);
    await user.click(screen.getByRole("button", { name: "Submit Inquiry" }));

    const firstName = screen.getByLabelText(/first name/i);
    await waitFor(() => expect(firstName).toHaveAttribute("aria-invalid", "true"));
    expect(firstName).toHaveAccessibleDescription("Required");
    expect(firstName).toHaveFocus();
    for (const name of [/last name/i, /email address/i, /phone number/i]) {
      expect(screen.getByLabelText(name)).toHaveAttribute("aria-invalid", "true");
    }
    expect(screen.getByRole("combobox", { name: /country/i })).toHaveAccessibleDescription("Required");
    expect(screen.getByRole("combobox", { name: /trip category/i })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/occupation/i)).toHaveAttribute("aria-invalid", "false");
    expect(calls).toHaveLength(0);
  });

  it("enables the state list only for countries that have one, and clears the state on a country change", async () => {
    const { user } = renderButton();
    await openDialog(user);
    const state = () => screen.getByRole("combobox", { name: /^state/i });
    expect(state()).toBeDisabled();

    await choose(user, /country/i, "France");
    expect(state()).toBeDisabled();

    await choose(user, /country/i, "India");
    expect(state()).toBeEnabled();
    await user.click(state());
    expect(await screen.findAllByRole("option")).toHaveLength(28);
    await user.click(screen.getByRole("option", { name: "Tamil Nadu" }));
    expect(state()).toHaveTextContent("Tamil Nadu");

    await choose(user, /country/i, "Germany");
    expect(state()).not.toHaveTextContent("Tamil Nadu");
    expect(state()).toHaveTextContent(/select your state/i);
  });

  it("disables past days and sets then clears the preferred date text", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 10, 22, 12, 0) });
    const { user } = renderButton();
    await openDialog(user);
    const trigger = screen.getByRole("button", { name: /preferred dates/i });

    await user.click(trigger);
    expect(await screen.findByRole("button", { name: /November 21st, 2026/ })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: /December 5th, 2026/ }).closest("button")!);
    await waitFor(() => expect(trigger).toHaveTextContent("December 5, 2026"));

    await user.click(trigger);
    await user.click(await screen.findByRole("button", { name: /December 5th, 2026/ }));
    await waitFor(() => expect(trigger).not.toHaveTextContent("December 5, 2026"));
  });

  it("sends the enquiry with groupSize as a number and no budgetRange", async () => {
    const { calls } = mockFetch(() => ({ status: 201, body: { id: 1 } }));
    const { user } = renderButton();
    await openDialog(user);
    await fillRequired(user);
    await choose(user, /group size/i, "3 People");
    await user.click(screen.getByRole("button", { name: "Submit Inquiry" }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: apiPaths.enquiries.href(), method: "POST" });
    const body = calls[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      firstName: "Meera",
      country: "India",
      tripType: "international",
      tripCategory: "Earn While You Travel",
      groupSize: 3,
    });
    expect(body).not.toHaveProperty("budgetRange");
  });

  it("puts a 400's field errors on the fields, keeps the values and stays open", async () => {
    mockFetch(() => ({
      status: 400,
      body: { message: "Please check the highlighted fields.", errors: [{ path: "email", message: "Invalid email address" }] },
    }));
    const { user } = renderButton();
    await openDialog(user);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Inquiry" }));

    const email = screen.getByLabelText(/email address/i);
    await waitFor(() => expect(email).toHaveAccessibleDescription("Invalid email address"));
    expect(email).toHaveFocus();
    expect(email).toHaveValue("meera@example.com");
    expect(screen.getByLabelText(/first name/i)).toHaveValue("Meera");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(await toastRegion().findByText("Submission Failed")).toBeInTheDocument();
    expect(toastRegion().getByText("Please check the highlighted fields.")).toBeInTheDocument();
  });

  it("shows 'Submission Failed' with the server's message on a 500 and disables the button while sending", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockFetch(async () => {
      await gate;
      return { status: 500, body: { message: "The server had a problem." } };
    });
    const { user } = renderButton();
    await openDialog(user);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Inquiry" }));

    expect(await screen.findByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    expect(await toastRegion().findByText("Submission Failed")).toBeInTheDocument();
    expect(toastRegion().getByText("The server had a problem.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Inquiry" })).toBeEnabled();
    expect(screen.getByLabelText(/last name/i)).toHaveValue("Raman");
  });

  it("falls back to a friendly message when the network fails", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Failed to fetch"));
    const { user } = renderButton();
    await openDialog(user);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Inquiry" }));
    expect(await toastRegion().findByText("Something went wrong. Please try again.")).toBeInTheDocument();
  });

  it("on success shows the success toast and the confirmation, closes on Done, and opens empty next time", async () => {
    mockFetch(() => ({ status: 201, body: { id: 7, reference: "K7M2QX" } }));
    const { user } = renderButton();
    await openDialog(user);
    await fillRequired(user);
    await user.click(screen.getByRole("button", { name: "Submit Inquiry" }));

    expect(await toastRegion().findByText("Booking Inquiry Submitted!")).toBeInTheDocument();
    expect(
      toastRegion().getByText("We'll contact you within 24 hours to discuss your amazing journey."),
    ).toBeInTheDocument();
    // The dialog now keeps the confirmation: the reference, where our e-mail went, our hours.
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByTestId("enquiry-reference")).toHaveTextContent("K7M2QX");
    expect(dialog).toHaveTextContent("We've e-mailed you at meera@example.com");
    expect(dialog).toHaveTextContent("within 24 hours");
    expect(dialog).toHaveTextContent("Monday to Friday: 9:00 to 19:00 IST");
    expect(within(dialog).getByTestId("enquiry-sent")).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: /book earn while you travel/i })).toHaveFocus();

    await openDialog(user);
    expect(screen.getByLabelText(/first name/i)).toHaveValue("");
  });

  it("names the programme whose Book button was pressed, beside the category", async () => {
    const { user } = renderWithProviders(
      <BookButton tripType="retreat" category="Women's Signature Retreats" programme="Soul & Identity Retreat" />,
    );
    const dialog = await openDialog(user, /book women's signature retreats/i);
    expect(within(dialog).getByRole("heading", { name: "Book Women's Signature Retreats" })).toBeInTheDocument();
    expect(within(dialog).getByTestId("enquiry-programme")).toHaveTextContent(
      "Soul & Identity Retreat · Women's Signature Retreats",
    );
  });

  it("shows no programme line when the button belongs to no programme", async () => {
    const { user } = renderButton();
    const dialog = await openDialog(user);
    expect(within(dialog).queryByTestId("enquiry-programme")).toBeNull();
  });

  it("keeps what was typed when the dialog is dismissed", async () => {
    const { user } = renderButton();
    await openDialog(user);
    await user.type(screen.getByLabelText(/first name/i), "Meera");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await openDialog(user);
    expect(screen.getByLabelText(/first name/i)).toHaveValue("Meera");
  });
});
