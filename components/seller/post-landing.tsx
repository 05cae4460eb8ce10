import { BadgeCheck, IndianRupee, MessageSquare, Timer } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/components/i18n/link";
import { Suspense } from "react";
import { JsonLdScript } from "@/components/seo/json-ld-script";
import { isSignedInSeller } from "@/lib/auth/page-guards";
import type { Locale } from "@/lib/i18n/locales";
import type { Messages } from "@/lib/i18n/messages";
import { site } from "@/lib/site";
import type { LandingCopy, PostLandingKind } from "./post-landing-copy";
import { COPY_HI } from "./post-landing-hi";

export type { PostLandingKind } from "./post-landing-copy";

/** A call-to-action's words: a message of the catalogue's infoPages.postLanding. */
type CtaLabel = keyof Messages["infoPages"]["postLanding"];

type Cta = {
  primary: { href: string; label: CtaLabel };
  secondary: { href: string; label: CtaLabel } | null;
};

const COPY: Record<PostLandingKind, LandingCopy> = {
  property: {
    title: "Post Your Property for Free",
    intro:
      "List your flat, house, land, plot, office or shop and reach buyers and tenants across India.",
    addPath: "/saller/property/add",
    benefits: [
      {
        icon: IndianRupee,
        title: "Free to post",
        text: "No listing fee for owners, agents or builders.",
      },
      {
        icon: MessageSquare,
        title: "Enquiries straight to you",
        text: "Buyers' names and numbers land in your dashboard — call or WhatsApp them in one tap.",
      },
      {
        icon: BadgeCheck,
        title: "Reviewed listings",
        text: "Every listing is checked before it goes live, so buyers trust what they see.",
      },
      {
        icon: Timer,
        title: "Live for 90 days",
        text: "Renew with one click; pause or mark sold whenever you like.",
      },
    ],
    steps: [
      "Sign in or create a free seller account with your mobile number.",
      "Tell us the type, location, area and price — the form asks only what matters for your property type.",
      "Add up to 20 photos, then submit. Our team reviews it, usually within a working day.",
    ],
    faqs: [
      { q: "Is posting really free?", a: "Yes. Posting and receiving enquiries cost nothing." },
      {
        q: "Which areas can I enter?",
        a: "Any Indian unit — sq ft, sq m, sq yd (gaj), acre, hectare, bigha, guntha, marla, kanal, cent or ground. We show buyers the area in square feet too.",
      },
      {
        q: "How long does the review take?",
        a: "Usually within one working day. If something needs fixing we tell you why, and you can edit and resubmit.",
      },
      {
        q: "What photos can I upload?",
        a: "JPEG, PNG, WebP or HEIC up to 10 MB each. We remove location data from your photos before publishing them.",
      },
      {
        q: "How long does my listing stay live?",
        a: "90 days. We remind you a week before it expires, and you can renew it from My properties.",
      },
    ],
  },
  project: {
    title: "Post Your Project for Free",
    intro:
      "Builders and developers: showcase your new launch or under-construction project with its RERA details, unit plans and brochure.",
    addPath: "/saller/project/add",
    benefits: [
      {
        icon: IndianRupee,
        title: "Free to post",
        text: "List projects and receive enquiries without a listing fee.",
      },
      {
        icon: BadgeCheck,
        title: "RERA shown prominently",
        text: "Your registration number and the authority's website appear on the project page, as the law asks.",
      },
      {
        icon: MessageSquare,
        title: "Qualified enquiries",
        text: "Every enquiry carries the buyer's name, number and the configuration they asked about.",
      },
      {
        icon: Timer,
        title: "Easy updates",
        text: "Change prices, availability and possession dates any time.",
      },
    ],
    steps: [
      "Sign in or register as a builder.",
      "Enter the project, its RERA registration, location, dates and unit configurations.",
      "Upload the brochure (PDF) and photos, and submit for review.",
    ],
    faqs: [
      {
        q: "Do I need a RERA number?",
        a: "Yes, unless the project is exempt (for example land up to 500 m² or up to 8 apartments); then tell us the reason. An under-construction project cannot be exempt.",
      },
      {
        q: "Can agents or owners post projects?",
        a: "Projects are posted by builders. Owners and agents can post individual properties instead.",
      },
      {
        q: "What files can I upload?",
        a: "A PDF brochure up to 20 MB and up to 20 photos (JPEG, PNG, WebP or HEIC, 10 MB each).",
      },
      { q: "How long does the review take?", a: "Usually within one working day." },
    ],
  },
};

/** Where the call-to-action goes: the add form for a signed-in seller, else login/signup returning there. */
export function postCta(kind: PostLandingKind, signedInSeller: boolean): Cta {
  const add = COPY[kind].addPath;
  if (signedInSeller)
    return {
      primary: { href: add, label: kind === "property" ? "postPropertyNow" : "postProjectNow" },
      secondary: null,
    };
  const next = `?next=${encodeURIComponent(add)}`;
  return {
    primary: { href: `/saller/login${next}`, label: "loginToPost" },
    secondary: { href: `/saller/signup${next}`, label: "register" },
  };
}

async function CtaButtons({ cta, locale }: { cta: Cta; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "infoPages.postLanding" });
  return (
    <div className="flex flex-wrap gap-3">
      <Link
        href={cta.primary.href}
        className="rounded-md bg-accent-500 px-5 py-3 font-semibold text-ink hover:bg-amber-400"
      >
        {t(cta.primary.label)}
      </Link>
      {cta.secondary ? (
        <Link
          href={cta.secondary.href}
          className="rounded-md border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10"
        >
          {t(cta.secondary.label)}
        </Link>
      ) : null}
    </div>
  );
}

/** The buttons for this visitor (a signed-in seller goes straight to the add form). */
async function VisitorCtaButtons({ kind, locale }: { kind: PostLandingKind; locale: Locale }) {
  return <CtaButtons cta={postCta(kind, await isSignedInSeller())} locale={locale} />;
}

/**
 * The public "post for free" page: benefits, steps and FAQs (one component for every URL).
 * A prerendered shell; only the call-to-action buttons depend on the visitor's session.
 */
export async function PostLanding({ kind, locale }: { kind: PostLandingKind; locale: Locale }) {
  const copy = (locale === "hi" ? COPY_HI : COPY)[kind];
  const t = await getTranslations({ locale, namespace: "infoPages.postLanding" });
  const faqLd = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: copy.faqs.map((f) => ({
      "@type": "Question",
      name: f.q,
      acceptedAnswer: { "@type": "Answer", text: f.a },
    })),
  };
  const buttons = (
    <Suspense fallback={<CtaButtons cta={postCta(kind, false)} locale={locale} />}>
      <VisitorCtaButtons kind={kind} locale={locale} />
    </Suspense>
  );
  return (
    <main className="pb-16 pt-28">
      <JsonLdScript data={faqLd} />
      <section className="bg-brand-700 px-4 py-14 text-white">
        <div className="mx-auto max-w-6xl space-y-4">
          <h1 className="text-3xl font-bold sm:text-4xl">{copy.title}</h1>
          <p className="max-w-2xl text-lg text-brand-100">{copy.intro}</p>
          {buttons}
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="benefits">
        <h2 id="benefits" className="text-2xl font-bold text-slate-900">
          {t("why", { name: site.name })}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {copy.benefits.map((b) => (
            <li key={b.title} className="rounded-lg border bg-white p-5 shadow-sm border-slate-200">
              <b.icon className="h-6 w-6 text-brand-600" aria-hidden />
              <h3 className="mt-2 font-semibold text-slate-900">{b.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{b.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="bg-white px-4 py-12" aria-labelledby="steps">
        <div className="mx-auto max-w-6xl">
          <h2 id="steps" className="text-2xl font-bold text-slate-900">
            {t("steps")}
          </h2>
          <ol className="mt-6 grid gap-4 sm:grid-cols-3">
            {copy.steps.map((s, i) => (
              <li key={s} className="rounded-lg border p-5 border-slate-200">
                <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                  {i + 1}
                </span>
                <p className="mt-3 text-sm text-slate-700">{s}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="faqs">
        <h2 id="faqs" className="text-2xl font-bold text-slate-900">
          {t("faqs")}
        </h2>
        <div className="mt-4 divide-y rounded-lg border bg-white border-slate-200 divide-slate-200">
          {copy.faqs.map((f) => (
            <details key={f.q} className="group p-4">
              <summary className="cursor-pointer font-medium text-slate-900">{f.q}</summary>
              <p className="mt-2 text-sm text-slate-600">{f.a}</p>
            </details>
          ))}
        </div>
        <div className="mt-8 rounded-lg bg-brand-700 p-6 text-white">
          <p className="mb-3 text-lg font-semibold">{t("ready")}</p>
          {buttons}
        </div>
      </section>
    </main>
  );
}
