import type { Metadata } from "next";
import { localizedMetadata } from "@/lib/seo/alternates";
import { EmiTool } from "@/components/insights/tools/emi-tool";
import { ToolPage, toolMetadata } from "@/components/insights/tools/tool-page";
import { insightsToolPath } from "@/lib/seo/urls";
import { EMI_FIELDS, initialInputs } from "@/lib/validation/insight-tools";

const TOOL = {
  slug: "emi-calculator",
  title: "EMI and home loan eligibility calculator",
  intro:
    "Your monthly instalment for a home loan, and how much a bank may lend you on your take-home pay and the EMIs you already pay.",
} as const;

const metadata: Metadata = toolMetadata(TOOL);

export const generateMetadata = localizedMetadata(metadata);

/** Answered from the query before any byte is sent (no JavaScript needed). */
export const instant = false;

/** EMI and home loan eligibility calculator: answers on the server from the GET form, live in the browser. */
// The answer renders from the query on the server with no Suspense around it: a visitor without
// JavaScript must see it in the HTML, not in a streamed boundary only a script reveals.
export default async function Page({
  searchParams,
}: PageProps<"/[locale]/insights/tools/emi-calculator">) {
  const initial = initialInputs(EMI_FIELDS, await searchParams);
  return (
    <ToolPage {...TOOL}>
      <EmiTool action={insightsToolPath(TOOL.slug)} initial={initial} />
    </ToolPage>
  );
}
