import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { meQueryOptions, refreshBookings, type BookingRecord } from "@/lib/api/bookings";
import { erasePersonalDataMutation } from "@/lib/api/accounts";
import { errorText } from "@/lib/api/error-text";
import { FormMessage } from "./account/form-message";

/** Admins only: erases a visitor's personal data after a confirmation; the enquiry stays for statistics. */
export function ErasePersonalData({ booking }: { booking: BookingRecord }) {
  const queryClient = useQueryClient();
  const me = useQuery(meQueryOptions());
  const erase = useMutation({ ...erasePersonalDataMutation(), onSuccess: () => refreshBookings(queryClient) });
  if (me.data?.role !== "admin") return null;
  if (booking.erasedAt) return <p className="text-base text-ink-muted">Personal data erased {new Date(booking.erasedAt).toLocaleDateString("en-GB")}.</p>;

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className="justify-self-start">
          Erase personal data
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Erase personal data?</DialogTitle>
          <DialogDescription>
            The name, e-mail, phone and free texts of this enquiry are removed everywhere they were copied, and any e-mail still waiting to
            go to the visitor is stopped. The trip category, dates and status stay for statistics. This can't be undone.
          </DialogDescription>
        </DialogHeader>
        {erase.isError && <FormMessage tone="error">{errorText(erase.error)}</FormMessage>}
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              Keep it
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" disabled={erase.isPending} onClick={() => erase.mutate(booking.id)}>
            {erase.isPending ? "Erasing..." : "Erase personal data"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
