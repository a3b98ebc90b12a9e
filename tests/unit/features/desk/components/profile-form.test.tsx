import { render, screen } from "@testing-library/react";
import { ProfileForm } from "@/features/desk/components/profile-form";

const noop = () => {};

describe("the name and e-mail form", () => {
  it("when a new e-mail waits for its link, then the form says so and names where alerts go meanwhile", () => {
    render(<ProfileForm initial={{ name: "Nila", email: null, pendingEmail: "nila@mailbox.example" }} pending={false} error={null} saved={false} onSave={noop} />);
    expect(screen.getByText(/nila@mailbox\.example is waiting for confirmation/)).toHaveTextContent("Until then alerts go to the desk's address.");
  });

  it("when nothing waits, then no confirmation line shows", () => {
    render(<ProfileForm initial={{ name: "Nila", email: "nila@innerlight.test", pendingEmail: null }} pending={false} error={null} saved={false} onSave={noop} />);
    expect(screen.queryByText(/waiting for confirmation/)).toBeNull();
  });
});
