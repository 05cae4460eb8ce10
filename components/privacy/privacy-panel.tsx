import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { site } from "@/lib/site";
import { ConsentForm, type ConsentView } from "./consent-form";
import { DeleteAccountForm } from "./delete-account-form";

type DeletionNote = { rule: "delete" | "anonymise" | "unpublish" | "keep"; why: string };

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section
      aria-label={title}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The privacy page's body, the same for buyers (/profile/privacy) and sellers (/saller/privacy):
 * download, marketing consent, grievance contact, and account deletion with what is kept.
 */
export function PrivacyPanel({
  consents,
  deletion,
  home,
}: {
  consents: ConsentView;
  deletion: DeletionNote[];
  home: string;
}) {
  const officer = site.grievanceOfficer;
  const t = useTranslations("privacyPanel");
  // The registry's reasons are written in English and shown in the page's language.
  const phrase = usePhrase();
  return (
    <div className="space-y-6">
      <Card title={t("download")}>
        <p className="mb-3 text-sm text-slate-600">{t("downloadIntro")}</p>
        <a
          href="/api/users/me/data"
          download
          className="inline-flex items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t("download")}
        </a>
      </Card>
      <Card title={t("marketing")}>
        <ConsentForm initial={consents} />
      </Card>
      <Card title={t("grievance")}>
        <p className="text-sm text-slate-700">
          {t.rich("grievanceText", {
            officer: phrase(officer.title),
            name: officer.name,
            email: () => (
              <a className="text-brand-700 underline" href={`mailto:${officer.email}`}>
                {officer.email}
              </a>
            ),
            phone: () => (
              <a className="text-brand-700 underline" href={`tel:${officer.phoneTel}`}>
                {officer.phoneDisplay}
              </a>
            ),
          })}
        </p>
      </Card>
      <Card title={t("delete")}>
        <p className="mb-3 text-sm text-slate-700">{t("deleteIntro")}</p>
        <ul className="mb-4 space-y-1 text-sm text-slate-700">
          {deletion.map((note) => (
            <li key={note.why}>
              <span className="font-medium">{t(`rule.${note.rule}`)}:</span> {phrase(note.why)}
            </li>
          ))}
        </ul>
        <DeleteAccountForm home={home} />
      </Card>
    </div>
  );
}
