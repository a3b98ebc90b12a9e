import { CalendarClock, MessageCircle, Phone, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { PATHS } from "@shared/routes";
import { SITE } from "@shared/site";
import { chatWithGreeting } from "@shared/whatsapp-link";

interface Tile {
  title: string;
  text: string;
  action: string;
  Icon: LucideIcon;
  href: string;
  kind: "tel" | "external" | "internal";
}

const TILES: Tile[] = [
  {
    title: "Call us",
    text: "Talk it through with a real person in Coimbatore.",
    action: SITE.phoneDisplay,
    Icon: Phone,
    href: SITE.phoneHref,
    kind: "tel",
  },
  {
    title: "Chat with us",
    text: "Message us on WhatsApp; we usually reply within two hours.",
    action: `Chat on ${SITE.chatLabel}`,
    Icon: MessageCircle,
    href: chatWithGreeting(),
    kind: "external",
  },
  {
    title: "Schedule a call",
    text: "Pick a time that suits you and we'll call you back.",
    action: "Book a call",
    Icon: CalendarClock,
    href: PATHS.contact,
    kind: "internal",
  },
];

const tileClass =
  "group flex h-full flex-col rounded-card bg-white p-7 text-ink no-underline shadow-soft transition-transform hover:-translate-y-0.5 motion-reduce:transition-none focus-visible:ring-offset-teal";

function TileBody({ tile }: { tile: Tile }) {
  const { Icon } = tile;
  return (
    <>
      <span className="inline-flex h-12 w-12 items-center justify-center rounded-full bg-saffron-light text-saffron-dark">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <span className="mt-5 font-display text-2xl font-semibold">{tile.title}</span>
      <span className="mt-2 flex-1 leading-relaxed text-ink-muted">{tile.text}</span>
      <span className="mt-5 font-semibold text-teal group-hover:underline">{tile.action}</span>
    </>
  );
}

/** Three ways to reach a person: call, chat or schedule a call back. */
export function CtaTiles() {
  return (
    <section aria-labelledby="cta-title" className="bg-teal py-20 text-white md:py-24">
      <div className="container">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="cta-title" className="text-3xl font-semibold leading-tight text-white md:text-4xl">
            Ready to begin your journey?
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-white/90">
            Tell us what you are looking for and we will help you find the right retreat or trip. No pressure,
            just a conversation.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TILES.map((tile) => (
            <li key={tile.title}>
              {tile.kind === "internal" ? (
                <Link href={tile.href} className={tileClass}>
                  <TileBody tile={tile} />
                </Link>
              ) : (
                <a
                  href={tile.href}
                  className={tileClass}
                  {...(tile.kind === "external" ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                >
                  <TileBody tile={tile} />
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
