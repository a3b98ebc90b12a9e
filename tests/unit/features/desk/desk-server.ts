import type { BookingListItem, BookingSummary, Jsonified } from "@shared/api-types";
import type { Insights, StaffMember, TimelineEntry } from "@shared/api-types";
import { mockFetch, type RecordedCall } from "../../enquiries/helpers";
import { apiPaths } from "@shared/api-paths";
import { pathParams } from "../../../support/raw-path";

export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> };

export const ME = { id: 1, username: "asha", role: "admin" as const, name: null, email: null };
export const STAFF_LIST: StaffMember[] = [ME, { id: 2, username: "bo", role: "agent", name: null, email: null }];

export function summaryOf(overrides: Partial<BookingSummary> = {}): BookingSummary {
  return {
    total: 0, pending: 0, confirmed: 0, cancelled: 0,
    views: { all: 0, "needs-reply": 0, mine: 0, unassigned: 0, overdue: 0, "follow-up": 0, "payment-due": 0, "payment-overdue": 0, "refund-due": 0, waitlist: 0, "details-missing": 0, spam: 0 },
    capped: [],
    mailFailed: 0,
    ...overrides,
  };
}

interface DeskServer {
  me?: typeof ME | { id: number; username: string; role: "agent" };
  list?: (call: RecordedCall) => Jsonified<BookingListItem>[];
  summary?: () => BookingSummary;
  bookings?: Record<number, () => Jsonified<BookingListItem>>;
  activities?: Record<number, () => TimelineEntry[]>;
  insights?: Insights;
  other?: (call: RecordedCall) => Reply | undefined;
}

/** A fake of the desk's endpoints (desk API shapes), recording every call. */
export function serveDesk({ me = ME, list = () => [], summary = () => summaryOf(), bookings = {}, activities = {}, insights, other }: DeskServer = {}) {
  return mockFetch((call) => {
    const custom = other?.(call);
    if (custom) return custom;
    const url = call.url;
    if (url === apiPaths.me.href()) return { body: me };
    if (url === apiPaths.staff.href()) return { body: STAFF_LIST };
    if (url === apiPaths.deskClock.href()) return { body: { timeZone: "Asia/Kolkata", now: new Date().toISOString() } };
    if (url === apiPaths.insights.href() && insights) return { body: insights };
    if (url === apiPaths.bookingSummary.href() || url.startsWith(`${apiPaths.bookingSummary.pattern}?`)) return { body: summary() };
    if (url.startsWith(`${apiPaths.bookings.pattern}?`)) {
      const items = list(call);
      return { body: items, headers: { "X-Total-Count": String(items.length) } };
    }
    const one = pathParams(apiPaths.booking.pattern, url);
    if (one && call.method === "GET" && bookings[Number(one[0])]) return { body: bookings[Number(one[0])]() };
    const timeline = pathParams(apiPaths.bookingActivities.pattern, url.split("?")[0]);
    if (timeline && call.method === "GET") return { body: activities[Number(timeline[0])]?.() ?? [] };
    return { status: 404, body: { message: `Unexpected ${call.method} ${url}` } };
  });
}

export const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.startsWith(`${apiPaths.bookings.pattern}?`));

/** A stand-in for the browser's EventSource: tests push events and errors into it. */
export class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(
    public url: string,
    public init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(type: string, data: string) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }

  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.(new Event("error"));
  }
}
