import type { Metadata } from "next";
import { Suspense } from "react";
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

type Query = Record<string, string | string[] | undefined>;

function initial(query: Query) {
  return initialInputs(EMI_FIELDS, query);
}

async function FromQuery({ searchParams }: { searchParams: Promise<Query> }) {
  return <EmiTool action={PATH} initial={initial(await searchParams)} />;
}

/** EMI and home loan eligibility calculator: answers on the server from the GET form, live in the browser. */
export default function Page({ searchParams }: PageProps<"/insights/tools/emi-calculator">) {
  return (
    <ToolPage slug="emi-calculator" title={TITLE} intro={INTRO}>
      <Suspense fallback={<EmiTool action={PATH} initial={initial({})} />}>
        <FromQuery searchParams={searchParams} />
      </Suspense>
    </ToolPage>
  );
}
