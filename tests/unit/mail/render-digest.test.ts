import { describe, expect, it } from "vitest";
import type { DigestContent } from "@shared/digest-content";
import { renderDigest } from "../../../server/digest/render-digest";
import { deskTime } from "@shared/desk-clock";
import { digestDayAt } from "../../../server/digest/morning-digest";

const ctx = { baseUrl: "https://desk.example.com/", timeZone: "Asia/Kolkata", now: new Date("2026-11-25T02:30:00Z") };
const empty: DigestContent = { staffName: "Asha", followUps: [], awaiting: [], unassignedOverdue: 0, payments: [] };

describe("the morning digest", () => {
  it("for a person with follow-ups, lists each with its time in the desk's zone, its note and a link to the booking", () => {
    const mail = renderDigest(
      {
        ...empty,
        followUps: [{ id: 12, reference: "K7M3-Q9XZ", name: "Priya <Iyer>", at: new Date("2026-11-25T03:30:00Z"), note: "Call back after Diwali & ask" }],
      },
      ctx,
    )!;
    expect(mail.subject).toBe("Inner Light Journeys desk: 1 follow-up");
    expect(mail.text).toContain("Good morning Asha,");
    expect(mail.text).toContain("Your follow-ups due today:\n- K7M3-Q9XZ · Priya <Iyer> · follow up 25 Nov 2026, 09:00 IST\n  Call back after Diwali & ask\n  https://desk.example.com/admin/bookings?id=12");
    expect(mail.text).not.toContain("awaiting a reply");
    expect(mail.html).toContain('<a href="https://desk.example.com/admin/bookings?id=12">K7M3-Q9XZ · Priya &#60;Iyer&#62; · follow up 25 Nov 2026, 09:00 IST</a>');
    expect(mail.html).toContain("Call back after Diwali &#38; ask");
    expect(mail.html).not.toContain("<Iyer>");
  });

  it("for a person with replies awaiting, puts the overdue ones first as given and says which are overdue; counts unassigned overdue ones", () => {
    const mail = renderDigest(
      {
        ...empty,
        awaiting: [
          { id: 3, reference: "AAAA-1111", name: "Meera Nair", at: new Date("2026-11-24T10:00:00Z") },
          { id: 4, reference: "BBBB-2222", name: "Dev Rao", at: new Date("2026-11-25T12:00:00Z") },
        ],
        unassignedOverdue: 3,
      },
      ctx,
    )!;
    expect(mail.subject).toBe("Inner Light Journeys desk: 2 awaiting a reply, 3 unassigned overdue");
    const lines = mail.text.split("\n");
    const first = lines.findIndex((l) => l.includes("AAAA-1111"));
    expect(lines[first]).toBe("- AAAA-1111 · Meera Nair · overdue since 24 Nov 2026, 15:30 IST");
    expect(lines[first + 2]).toBe("- BBBB-2222 · Dev Rao · reply due 25 Nov 2026, 17:30 IST");
    expect(mail.text).toContain("3 unassigned bookings are overdue: https://desk.example.com/admin/bookings?view=overdue");
    expect(mail.html).toContain('href="https://desk.example.com/admin/bookings?id=3"');
  });

  it("for a person with nothing due, is no e-mail at all", () => {
    expect(renderDigest(empty, ctx)).toBeUndefined();
  });

  it("names the zone of other desks, and is due from 08:00 of the desk's day", () => {
    expect(deskTime(new Date("2026-01-05T14:00:00Z"), "America/New_York")).toBe("5 Jan 2026, 09:00 EST");
    expect(digestDayAt(new Date("2026-11-25T02:29:00Z"), "Asia/Kolkata")).toBeUndefined();
    expect(digestDayAt(new Date("2026-11-25T02:30:00Z"), "Asia/Kolkata")).toBe("2026-11-25");
    // 23:59 in Kolkata is still that day; 00:00 the next is before 08:00 again.
    expect(digestDayAt(new Date("2026-11-25T18:29:00Z"), "Asia/Kolkata")).toBe("2026-11-25");
    expect(digestDayAt(new Date("2026-11-25T18:30:00Z"), "Asia/Kolkata")).toBeUndefined();
  });

  it("for a person whose bookings owe payments, lists each with what is owed and its due day, overdue ones saying so", () => {
    const mail = renderDigest(
      {
        ...empty,
        payments: [
          { id: 7, reference: "ABCD2345", name: "Priya <b>Nair</b>", label: "Deposit", owed: 30_000, dueDate: "2026-11-10", overdue: true },
          { id: 8, reference: "EFGH6789", name: "Ravi", label: "Second payment", owed: 1_23_450, dueDate: "2026-11-28", overdue: false },
        ],
      },
      ctx,
    )!;
    expect(mail.subject).toContain("2 payments due");
    expect(mail.text).toContain("Payments due and overdue on your bookings:");
    expect(mail.text).toContain("ABCD2345 · Priya <b>Nair</b> · ₹30,000 deposit overdue since 10 November 2026");
    expect(mail.text).toContain("EFGH6789 · Ravi · ₹1,23,450 second payment due 28 November 2026");
    expect(mail.text).toContain("https://desk.example.com/admin/bookings?id=8");
    expect(mail.html).toContain("Priya &#60;b&#62;Nair&#60;/b&#62;");
    expect(renderDigest(empty, ctx)).toBeUndefined();
  });
});
