import type { Metadata } from "next";
import { AreaConverterTool } from "@/components/insights/tools/area-converter-tool";
import { ToolPage } from "@/components/insights/tools/tool-page";
import { insightsToolPath } from "@/lib/seo/urls";
import { AREA_FIELDS, initialInputs, queryText } from "@/lib/validation/insight-tools";

const PATH = insightsToolPath("area-converter");
const TITLE = "Land area unit converter";
const INTRO =
  "Convert between square feet, gaj, acres and the land units of each state — bigha, biswa, katha, guntha, cent, ground, ankanam, marla, kanal — whose size differs from state to state.";

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
    ...initialInputs(AREA_FIELDS, query),
    state: queryText(query.state, "Uttar Pradesh"),
    unit: queryText(query.unit, "bigha"),
  };
}

/** Land area unit converter: answers on the server from the GET form, live in the browser. */
// The answer renders from the query on the server with no Suspense around it: a visitor without
// JavaScript must see it in the HTML, not in a streamed boundary only a script reveals.
export default async function Page({ searchParams }: PageProps<"/insights/tools/area-converter">) {
  const query = await searchParams;
  return (
    <ToolPage slug="area-converter" title={TITLE} intro={INTRO}>
      <AreaConverterTool action={PATH} initial={initial(query)} />
    </ToolPage>
  );
}
