// The visitor's trip page, /trip/<token>: rendered by the server per request (server/routes/money/trip-page.ts).
export { default } from "@/components/trip/trip-screen";
