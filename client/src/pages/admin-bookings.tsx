// The route table's entry for /admin/bookings: its own chunk, so the desk never loads on public pages.
export { default } from "@/features/desk";
