import { screen } from "@testing-library/react";
import NotFoundPage from "@/pages/not-found";
import { renderWithProviders } from "../../../support/render";

describe("Not found page", () => {
  it("says Page Not Found in its only h1", () => {
    renderWithProviders(<NotFoundPage />, { path: "/no-such-page" });
    const h1s = screen.getAllByRole("heading", { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent("Page Not Found");
  });

  it("links home and to the retreats", () => {
    renderWithProviders(<NotFoundPage />, { path: "/no-such-page" });
    expect(screen.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Browse retreats" })).toHaveAttribute("href", "/retreats");
  });

  it("carries the developer hint about the router", () => {
    renderWithProviders(<NotFoundPage />, { path: "/no-such-page" });
    expect(screen.getByText(/Developer hint: did you forget to add this page to the router\?/)).toHaveTextContent(
      "Pages are listed in shared/routes.ts.",
    );
  });
});
