import type { TripType } from "@shared/schema";
import { Button, type ButtonProps } from "@/components/ui/button";

export interface BookButtonProps extends Omit<ButtonProps, "onClick" | "children"> {
  tripType: TripType;
  /** The trip category preselected in the form; the label reads "Book {category}" when given. */
  category?: string;
  /** Overrides the visible label (e.g. "Book Now" on a card). */
  label?: string;
}

// Temporary: replaced by the enquiry dialog's button.
export function BookButton({ tripType: _t, category, label, ...rest }: BookButtonProps) {
  return <Button {...rest}>{label ?? (category ? `Book ${category}` : "Book to Transform")}</Button>;
}
