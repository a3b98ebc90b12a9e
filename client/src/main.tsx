import { rememberBookPresses } from "./features/booking/book-press-memory";
import { afterFirstPaint } from "./lib/after-first-paint";
import { rememberEarlySubmits } from "./lib/early-submit";
import { rememberMapPresses } from "./lib/early-map-press";
import { loadFullStylesheet } from "./lib/full-stylesheet";
import { captureVisitSource, sessionStore } from "./lib/lead-source";
import "./index.css";

// Before anything else, so the landing page's referrer and campaign are what is kept.
captureVisitSource(sessionStore(), window.location.href, document.referrer);
// A Book press made before React runs opens the dialog of the button pressed (pending-press.ts).
rememberBookPresses(document);
// And a newsletter Subscribe pressed meanwhile clears the field once React runs.
rememberEarlySubmits(document);
// And Show map pressed meanwhile shows the map in the page once React runs.
rememberMapPresses(document);

const container = document.getElementById("root")!;
const prerendered = container.firstElementChild !== null;
const start = () =>
  import("./boot").then((m) => {
    m.boot(container, prerendered);
    return m;
  });

// A prerendered page is whole without scripts (links, forms, disclosures all work), so React and
// the rest of the stylesheet are fetched once it has loaded and painted: on a slow link they would
// otherwise share the bandwidth with the page's own image and font, and delay the paint. Other
// pages (the staff desk, sign-in) start React at once.
if (prerendered) {
  afterFirstPaint(() => {
    loadFullStylesheet(document);
    // Public pages count their visits (no cookie, nothing personal), from the module that starts React.
    void start().then((m) => m.trackPageviews());
  });
} else {
  void start();
}
