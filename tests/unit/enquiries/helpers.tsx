import { act, screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { vi } from "vitest";
import { clearToasts } from "@/hooks/use-toast";

export interface RecordedCall {
  url: string;
  method: string;
  body: unknown;
}

type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

/** Replaces fetch with `reply(call)`, recording every call made. */
export function mockFetch(reply: (call: RecordedCall) => Reply | Promise<Reply>) {
  const calls: RecordedCall[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? "GET",
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const { status = 200, body, headers = {} } = await reply(call);
    const text = body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { "Content-Type": "application/json", ...headers },
    });
  });
  return { calls, spy };
}

/** Picks `option` from the Radix select labelled `field`. */
export async function choose(user: UserEvent, field: string | RegExp, option: string | RegExp) {
  await user.click(screen.getByRole("combobox", { name: field }));
  await user.click(await screen.findByRole("option", { name: option }));
}

const REGION = { name: /notifications/i, hidden: true } as const;

/** The toast area (Radix's "Notifications (F8)" region), which loads with the first toast. */
export function toastRegion() {
  return {
    findByText: async (text: string) => within(await screen.findByRole("region", REGION)).findByText(text),
    getByText: (text: string) => within(screen.getByRole("region", REGION)).getByText(text),
  };
}

export function resetToasts() {
  act(() => clearToasts());
}
