/**
 * The staff desk at /admin/bookings, the feature's only door: the route table loads it on demand
 * (client/src/pages/admin-bookings.tsx), and no other part of the app imports the desk's insides.
 */
export { default } from "./desk-page";
