import { FileDown } from "lucide-react";
import { useTranslations } from "next-intl";

/**
 * The builder's brochure as a plain link (no client script): the approved version's file, since
 * the public page reads the project's own row while an edit waits in project_edits. Served by the
 * upload route as a PDF download (lib/media/read-upload.ts).
 */
export function BrochureLink({ url }: { url: string }) {
  const t = useTranslations("projectPage");
  return (
    <a
      href={url}
      type="application/pdf"
      className="flex items-center justify-center gap-2 rounded-xl border-2 border-brand-600 bg-white px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
    >
      <FileDown aria-hidden="true" className="size-5 shrink-0" />
      {t("downloadBrochure")}
    </a>
  );
}
