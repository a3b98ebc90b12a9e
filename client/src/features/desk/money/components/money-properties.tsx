import { useQuery } from "@tanstack/react-query";
import type { AuthUser, BookingListItem, Jsonified } from "@shared/api-types";
import { QueryView } from "../../components/query-view";
import { accountQueryOptions } from "../api/account";
import { AccountSection } from "./account-section";
import { PersonCredits } from "./person-credits";
import { QuoteSection } from "./quote-section";
import { TravellersSection } from "./travellers-section";

/** The booking's money in its side column: the person's credits, the quotes, and once accepted its account. */
export function MoneyProperties({ booking, me }: { booking: Jsonified<BookingListItem>; me: AuthUser }) {
  const account = useQuery(accountQueryOptions(booking.id));
  return (
    <div className="grid gap-3" data-money>
      <QueryView query={account} loading="Loading the money" failed="We couldn't load the money." spinnerClassName="justify-start py-2">
        {(a) => (
          <>
            <PersonCredits credits={a.credits} />
            <QuoteSection booking={booking} account={a} />
            <AccountSection booking={booking} account={a} me={me} />
            {a.accepted && !booking.erasedAt && <TravellersSection bookingId={booking.id} />}
          </>
        )}
      </QueryView>
    </div>
  );
}
