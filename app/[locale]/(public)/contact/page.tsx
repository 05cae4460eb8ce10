import type { Metadata } from "next";
import { localizedMetadata } from "@/lib/seo/alternates";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Link } from "@/components/i18n/link";
import { Breadcrumbs } from "@/components/seo/breadcrumbs";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { RequestForm } from "@/components/forms/request-form";
import { OFFICE_HOURS } from "@/lib/content/office-hours";
import { breadcrumbJsonLd, contactPageJsonLd } from "@/lib/seo/content-json-ld";
import { fullAddress, site } from "@/lib/site";

const metadata: Metadata = {
  title: "Contact Us",
  description: `Call ${site.phoneDisplay}, e-mail ${site.email} or visit the ${site.name} office in Indore, Madhya Pradesh. Send us a message and our team will get back to you.`,
  alternates: { canonical: "/contact" },
};

export const generateMetadata = localizedMetadata(metadata);

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Contact Us", path: "/contact" },
];

export default function ContactPage() {
  const a = site.address;
  const mapHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress())}`;
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">Contact Us</h1>
      <p className="mt-3 max-w-3xl text-lg leading-8 text-slate-700">
        Questions about a listing, your account, a plan or one of our services? Call, write or visit
        — or send a message below and we will get back to you.
      </p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_28rem]">
        <section aria-labelledby="reach-us">
          <h2 id="reach-us" className="text-2xl font-bold text-slate-900">
            Reach us
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            <li className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <Phone aria-hidden="true" className="h-5 w-5 text-brand-700" /> Phone
              </h3>
              <a
                href={`tel:${site.phoneTel}`}
                className="mt-2 inline-block font-medium text-brand-700 underline"
              >
                {site.phoneDisplay}
              </a>
            </li>
            <li className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <Mail aria-hidden="true" className="h-5 w-5 text-brand-700" /> E-mail
              </h3>
              <a
                href={`mailto:${site.email}`}
                className="mt-2 inline-block font-medium text-brand-700 underline"
              >
                {site.email}
              </a>
            </li>
            <li className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <MapPin aria-hidden="true" className="h-5 w-5 text-brand-700" /> Office
              </h3>
              <address className="mt-2 not-italic leading-7 text-slate-700">
                {site.name}
                <br />
                {a.line1}
                <br />
                {a.city}, {a.state} {a.pin}
                <br />
                {a.country}
              </address>
              <a
                href={mapHref}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-block text-sm font-medium text-brand-700 underline"
              >
                Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
            <li className="rounded-xl border border-slate-200 bg-white p-5">
              <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                <Clock aria-hidden="true" className="h-5 w-5 text-brand-700" /> Hours
              </h3>
              <dl className="mt-2 space-y-1 text-slate-700">
                {OFFICE_HOURS.map((row) => (
                  <div key={row.days}>
                    <dt className="text-sm">{row.days}</dt>
                    <dd className="font-medium">{row.hours}</dd>
                  </div>
                ))}
              </dl>
            </li>
          </ul>
          <p className="mt-6 text-sm leading-6 text-slate-600">
            Complaints about content or your personal data go to our Grievance Officer at{" "}
            <a href={`mailto:${site.email}`} className="font-medium text-brand-700 underline">
              {site.email}
            </a>{" "}
            — see the{" "}
            <Link href="/privacy-policy" className="font-medium text-brand-700 underline">
              privacy policy
            </Link>{" "}
            for details.
          </p>
        </section>
        <div id="message" className="scroll-mt-32">
          <RequestForm
            variant="contact"
            heading="Send us a message"
            description="We reply on working days, usually within one business day."
          />
        </div>
      </div>
      <JsonLdScript data={breadcrumbJsonLd(crumbs)} />
      <JsonLdScript data={contactPageJsonLd()} />
    </main>
  );
}
