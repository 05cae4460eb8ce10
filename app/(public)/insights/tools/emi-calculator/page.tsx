import type { Metadata } from "next";
import { EmiTool } from "@/components/insights/tools/emi-tool";
import { ToolPage } from "@/components/insights/tools/tool-page";
import { insightsToolPath } from "@/lib/seo/urls";
import { EMI_FIELDS, initialInputs } from "@/lib/validation/insight-tools";

const PATH = insightsToolPath("emi-calculator");
const TITLE = "EMI and home loan eligibility calculator";
const INTRO =
  "Your monthly instalment for a home loan, and how much a bank may lend you on your take-home pay and the EMIs you already pay.";

export const metadata: Metadata = {
  title: TITLE,
  description: INTRO,
  alternates: { canonical: PATH },
  openGraph: { type: "website", title: TITLE, description: INTRO, url: PATH },
};

/** Answered from the query before any byte is sent (no JavaScript needed). */
export const instant = false;

type Query = Record<string, string | string[] | undefined>;

function initial(query: Query) {
  return initialInputs(EMI_FIELDS, query);
}

/** EMI and home loan eligibility calculator: answers on the server from the GET form, live in the browser. */
// The answer renders from the query on the server with no Suspense around it: a visitor without
// JavaScript must see it in the HTML, not in a streamed boundary only a script reveals.
export default async function Page({ searchParams }: PageProps<"/insights/tools/emi-calculator">) {
  const query = await searchParams;
  return (
    <ToolPage slug="emi-calculator" title={TITLE} intro={INTRO}>
      <EmiTool action={PATH} initial={initial(query)} />
    </ToolPage>
  );
}
