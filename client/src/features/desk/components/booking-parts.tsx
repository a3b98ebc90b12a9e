import { createContext, useContext, type ComponentType } from "react";
import type { AuthUser, BookingListItem, Jsonified } from "@shared/api-types";

/** A part of an opened booking that another tab owns, shown in the Enquiries tab's side column. */
type BookingPart = ComponentType<{ booking: Jsonified<BookingListItem>; me: AuthUser }>;

export interface BookingParts {
  /** The quotes, payments and credits of the booking (the Money tab's). */
  money?: BookingPart;
}

// The shell knows every tab and hands their parts in here, so the Enquiries tab shows a booking's
// money without importing the Money tab: tabs stay apart, and only the shell composes them.
const BookingPartsContext = createContext<BookingParts>({});

export const BookingPartsProvider = BookingPartsContext.Provider;

/** The part another tab gives, or nothing where no shell gave one. */
export function BookingPartSlot({ name, booking, me }: { name: keyof BookingParts; booking: Jsonified<BookingListItem>; me: AuthUser }) {
  const Part = useContext(BookingPartsContext)[name];
  return Part ? <Part booking={booking} me={me} /> : null;
}
