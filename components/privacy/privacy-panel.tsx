import { site } from "@/lib/site";
import { ConsentForm, type ConsentView } from "./consent-form";
import { DeleteAccountForm } from "./delete-account-form";

type DeletionNote = { rule: "delete" | "anonymise" | "unpublish" | "keep"; why: string };

const RULE_LABEL: Record<DeletionNote["rule"], string> = {
  keep: "Kept",
  anonymise: "Anonymised",
  unpublish: "Taken down",
  delete: "Deleted",
};

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
  return (
    <div className="space-y-6">
      <Card title="Download my data">
        <p className="mb-3 text-sm text-slate-600">
          One JSON file with your account, listings, enquiries you sent and received, messages and
          notifications, saved searches, payments and invoices.
        </p>
        <a
          href="/api/users/me/data"
          download
          className="inline-flex items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Download my data
        </a>
      </Card>
      <Card title="Marketing messages">
        <ConsentForm initial={consents} />
      </Card>
      <Card title="Grievance Officer">
        <p className="text-sm text-slate-700">
          Questions or complaints about your personal data go to our {officer.title}, {officer.name}
          :{" "}
          <a className="text-brand-700 underline" href={`mailto:${officer.email}`}>
            {officer.email}
          </a>
          ,{" "}
          <a className="text-brand-700 underline" href={`tel:${officer.phoneTel}`}>
            {officer.phoneDisplay}
          </a>
          . We answer within 90 days; if you are not satisfied you may complain to the Data
          Protection Board of India.
        </p>
      </Card>
      <Card title="Delete my account">
        <p className="mb-3 text-sm text-slate-700">
          Deleting your account signs you out everywhere and erases your personal data at once. It
          cannot be undone.
        </p>
        <ul className="mb-4 space-y-1 text-sm text-slate-700">
          {deletion.map((note) => (
            <li key={note.why}>
              <span className="font-medium">{RULE_LABEL[note.rule]}:</span> {note.why}
            </li>
          ))}
        </ul>
        <DeleteAccountForm home={home} />
      </Card>
    </div>
  );
}
