import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import { SITE } from "@shared/site";
import { PageHeader } from "@/components/layout/page-header";
import { BookButton } from "@/features/booking/components/book-button";
import { InfoCard } from "@/components/static/info-card";
import { MapEmbed } from "@/components/static/map-embed";
import { RESPONSE_TIMES } from "@/content/policy-content";

const { street, locality, region, postalCode } = SITE.address;
const ADDRESS_LINE = `${street}, ${locality}, ${region} ${postalCode}, ${SITE.country}`;

export default function ContactUsPage() {
  return (
    <>
      <PageHeader
        title="Contact Us"
        breadcrumbs={[{ label: "Home", href: "/" }, { label: "Contact Us" }]}
        art="/art/temple-dawn.svg"
        intro={`Call, chat or write to our team in ${SITE.city}. Tell us what you are hoping for and we will help you find the right journey.`}
      >
        <BookButton tripType="retreat" />
      </PageHeader>

      <div className="container space-y-16 py-10 md:py-14">
        <section aria-labelledby="reach-heading">
          <h2 id="reach-heading" className="text-2xl font-semibold md:text-3xl">
            Ways to reach us
          </h2>
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            <InfoCard icon={Phone} title="Phone" note="During business hours">
              <a href={SITE.phoneHref}>{SITE.phoneDisplay}</a>
            </InfoCard>
            <InfoCard icon={MessageCircle} title={SITE.chatLabel} note="Replies instantly to within 2 hours">
              <a href={SITE.chatHref} target="_blank" rel="noopener noreferrer">
                Chat with us<span className="sr-only"> on {SITE.chatLabel} (opens in a new tab)</span>
              </a>
            </InfoCard>
            <InfoCard icon={Mail} title="E-mail" note="Replies within 24 hours">
              <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
            </InfoCard>
            <InfoCard icon={MapPin} title="Office" note="Visits by appointment">
              <address className="text-base not-italic">
                {street}
                <br />
                {locality}, {region} {postalCode}
                <br />
                {SITE.country}
              </address>
            </InfoCard>
          </div>
        </section>

        <div className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="hours-heading" className="rounded-card bg-sand p-6 md:p-8">
            <h2 id="hours-heading" className="flex items-center gap-3 text-2xl font-semibold">
              <Clock aria-hidden="true" className="h-6 w-6 text-teal" />
              Business hours
            </h2>
            <p className="mt-2 text-sm text-ink-muted">All times are India Standard Time (IST, UTC+5:30).</p>
            <dl className="mt-5 divide-y divide-sand-dark">
              {SITE.hours.map((h) => (
                <div key={h.days} className="flex flex-wrap justify-between gap-2 py-3">
                  <dt className="font-medium">{h.days}</dt>
                  <dd className="tabular-nums text-ink-muted">{h.time}</dd>
                </div>
              ))}
            </dl>
          </section>

          <section aria-labelledby="response-heading" className="rounded-card bg-sand p-6 md:p-8">
            <h2 id="response-heading" className="text-2xl font-semibold">
              How fast we reply
            </h2>
            <p className="mt-2 text-sm text-ink-muted">
              Sent us an enquiry form? We&apos;ll contact you within 24 hours.
            </p>
            <dl className="mt-5 divide-y divide-sand-dark">
              {RESPONSE_TIMES.map((r) => (
                <div key={r.channel} className="flex flex-wrap justify-between gap-2 py-3">
                  <dt className="font-medium">{r.channel}</dt>
                  <dd className="text-ink-muted">{r.time}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>

        <section aria-labelledby="map-heading">
          <h2 id="map-heading" className="text-2xl font-semibold md:text-3xl">
            Find our office
          </h2>
          <p className="mt-2 max-w-2xl text-ink-muted">
            You will find us at {street}, in the heart of {SITE.city}. Drop in by appointment, or call ahead and we
            will have filter coffee ready.
          </p>
          <div className="mt-6">
            <MapEmbed address={ADDRESS_LINE} title={`Map of our ${SITE.city} office`} />
          </div>
        </section>
      </div>
    </>
  );
}
