import { act, render, screen } from "@testing-library/react";
import { Toaster } from "@/components/ui/toaster";
import ToasterView from "@/components/ui/toaster-view";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, reducer, toast } from "@/hooks/use-toast";
import { resetToasts } from "./helpers";

afterEach(() => {
  resetToasts();
  vi.useRealTimers();
});

describe("toasts", () => {
  it("shows at most one toast: a new one replaces the last", () => {
    render(<ToasterView />);
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second", variant: "destructive" });
    });
    expect(TOAST_LIMIT).toBe(1);
    expect(screen.queryByText("First")).not.toBeInTheDocument();
    expect(screen.getByText("Second")).toBeInTheDocument();
  });

  it("closes by itself after 5 seconds", () => {
    vi.useFakeTimers();
    render(<ToasterView />);
    act(() => void toast({ title: "Saved" }));
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.getByText("Saved")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });

  it("keeps a dismissed toast in the store for the removal delay", () => {
    const state = reducer({ toasts: [{ id: "1", title: "x", open: true }] }, { type: "DISMISS_TOAST", toastId: "1" });
    expect(state.toasts).toEqual([expect.objectContaining({ id: "1", open: false })]);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it("loads the toast view only when the first toast arrives", async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => void toast({ title: "Hello there" }));
    expect(await screen.findByText("Hello there")).toBeInTheDocument();
  });

  it("offers F8 to reach the notifications", () => {
    render(<ToasterView />);
    expect(screen.getByRole("region", { name: "Notifications (F8)" })).toBeInTheDocument();
  });
});
