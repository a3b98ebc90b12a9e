/**
 * The staff desk at /admin/bookings, the feature's only door: the route table loads it on demand
 * (client/src/pages/admin-bookings.tsx), and nothing outside this folder imports anything else in it.
 */
export { default } from "./desk-page";
