import type { Metadata } from "next";
import { StampDutyTool } from "@/components/insights/tools/stamp-duty-tool";
import { ToolPage } from "@/components/insights/tools/tool-page";
import { insightsToolPath } from "@/lib/seo/urls";
import { STAMP_DUTY_FIELDS, initialInputs, queryText } from "@/lib/validation/insight-tools";

const PATH = insightsToolPath("stamp-duty");
const TITLE = "Stamp duty and registration charges calculator";
const INTRO =
  "What registering a home purchase costs in your state: stamp duty, registration fee and the concession for women buyers, with each state's rates and their source.";

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
  return {
    ...initialInputs(STAMP_DUTY_FIELDS, query),
    state: queryText(query.state, "Maharashtra"),
    buyer: queryText(query.buyer, "man"),
  };
}

/** Stamp duty and registration charges calculator: answers on the server from the GET form, live in the browser. */
// The answer renders from the query on the server with no Suspense around it: a visitor without
// JavaScript must see it in the HTML, not in a streamed boundary only a script reveals.
export default async function Page({ searchParams }: PageProps<"/insights/tools/stamp-duty">) {
  const query = await searchParams;
  return (
    <ToolPage slug="stamp-duty" title={TITLE} intro={INTRO}>
      <StampDutyTool action={PATH} initial={initial(query)} />
    </ToolPage>
  );
}
