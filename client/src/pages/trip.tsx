// The visitor's trip page, /trip/<token>: rendered by the server per request (server/routes/money/trip-page.ts).
export { default } from "@/features/trip/trip-screen";
