import { MessageCircle } from "lucide-react";
import { useLocation } from "wouter";
import { PATHS } from "@shared/routes";
import { chatWithGreeting } from "@shared/whatsapp-link";

/** The floating WhatsApp button; on the home page only (docs/site.md §2). */
export function ChatButton() {
  const [location] = useLocation();
  if (location !== PATHS.home) return null;
  return (
    <a
      href={chatWithGreeting()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      className="fixed bottom-5 right-5 z-30 inline-flex h-14 w-14 items-center justify-center rounded-full bg-teal text-white no-underline shadow-soft ring-4 ring-white transition-transform hover:scale-105 hover:bg-teal-dark motion-reduce:transition-none sm:bottom-8 sm:right-8"
    >
      <MessageCircle aria-hidden="true" className="h-7 w-7" />
    </a>
  );
}
