// A visitor's trip link on a running product, for the benchmarks that measure the trip page:
// an enquiry, a quote sent through the desk's API by the staff user the product was started with,
// and that quote accepted, so the page shows everything it can (schedule states, the next amount,
// the UPI QR code). Answers the page's path, /trip/<token>.
import { enquiryBody, signIn } from "./bench-lib.mjs";

export const TRIP_BENCH_ENV = {
  ADMIN_USERNAME: "bench-trip",
  ADMIN_PASSWORD: "bench-trip-password-1",
  PAYMENT_UPI_ID: "innerlight@okaxis",
  PAYMENT_INSTRUCTIONS: "Bank transfer to Inner Light Journeys, HDFC Bank, account 50200012345678, IFSC HDFC0001234.",
};

async function json(res, what) {
  if (!res.ok) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

const day = (d) => d.toISOString().slice(0, 10);

export async function acceptedTripPath(base) {
  const cookie = await signIn(base, TRIP_BENCH_ENV.ADMIN_USERNAME, TRIP_BENCH_ENV.ADMIN_PASSWORD);
  const headers = { "content-type": "application/json", cookie };
  const booking = await json(await fetch(`${base}/api/bookings`, { method: "POST", headers, body: JSON.stringify({ ...enquiryBody(1), tripType: "retreat", groupSize: 6 }) }), "the enquiry");
  const start = new Date(Date.now() + 120 * 86_400_000);
  const quote = await json(
    await fetch(`${base}/api/admin/bookings/${booking.id}/quotes`, {
      method: "POST",
      headers,
      body: JSON.stringify({ startDate: day(start), endDate: day(new Date(start.getTime() + 5 * 86_400_000)), travellers: 6, pricePerPerson: 48_500, extras: [{ label: "Single room supplement", amount: 12_000 }] }),
    }),
    "the quote",
  );
  const account = await json(await fetch(`${base}/api/admin/bookings/${booking.id}/account`, { headers }), "the account");
  const path = new URL(account.tripUrl).pathname;
  await json(await fetch(`${base}/api${path}/accept`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ quoteId: quote.id }) }), "the acceptance");
  return path;
}
