import { bookingExportUrl } from "@/features/desk/enquiries/api/booking-export";
import { bookingListUrl } from "@/features/desk/enquiries/api/booking-list";
import { parseNextLink } from "@/features/desk/enquiries/api/next-link";
import { apiPaths } from "@shared/api-paths";

describe("booking API helpers", () => {
  it("builds list and export URLs from the current filter", () => {
    expect(bookingListUrl({ status: "all", q: "" })).toBe(apiPaths.bookings.href({ limit: 50 }));
    expect(bookingListUrl({ status: "pending", q: " Meera R " }, 10)).toBe(
      apiPaths.bookings.href(new URLSearchParams({ status: "pending", q: "Meera R", limit: "10" })),
    );
    expect(bookingListUrl({ view: "needs-reply", status: "all", q: "x" })).toBe(
      apiPaths.bookings.href({ view: "needs-reply", q: "x", limit: 50 }),
    );
    expect(bookingListUrl({ view: "all", status: "all", q: "" })).toBe(apiPaths.bookings.href({ limit: 50 }));
    expect(bookingExportUrl({ status: "all", q: "" })).toBe(apiPaths.bookingExport.href());
    expect(bookingExportUrl({ status: "cancelled", q: "a&b" })).toBe(
      apiPaths.bookingExport.href({ status: "cancelled", q: "a&b" }),
    );
  });

  it("reads the rel=next target of a Link header", () => {
    expect(parseNextLink(`<${apiPaths.bookings.href({ limit: 50, cursor: "x" })}>; rel="next"`)).toBe(
      apiPaths.bookings.href({ limit: 50, cursor: "x" }),
    );
    expect(parseNextLink('</a>; rel="prev", </b>; rel="next"')).toBe("/b");
    expect(parseNextLink('</a>; rel="prev"')).toBeNull();
    expect(parseNextLink(null)).toBeNull();
  });
});
