import { screen } from "@testing-library/react";
import { renderWithProviders } from "../../../support/render";
import { Newsletter } from "@/features/home/components/newsletter";

describe("newsletter signup", () => {
  it("has a required, labelled e-mail field", () => {
    renderWithProviders(<Newsletter />);
    const input = screen.getByLabelText("Email address");
    expect(input).toHaveAttribute("type", "email");
    expect(input).toBeRequired();
  });

  it("clears the field on submit without calling fetch", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const { user } = renderWithProviders(<Newsletter />);
    const input = screen.getByLabelText("Email address");

    await user.type(input, "asha@example.com");
    expect(input).toHaveValue("asha@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    expect(input).toHaveValue("");
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByRole("status")).toHaveTextContent(/thank you/i);
  });
});
