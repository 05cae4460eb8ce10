import type { Metadata } from "next";
import { RentVsBuyTool } from "@/components/insights/tools/rent-vs-buy-tool";
import { ToolPage } from "@/components/insights/tools/tool-page";
import { insightsToolPath } from "@/lib/seo/urls";
import { RENT_VS_BUY_FIELDS, initialInputs } from "@/lib/validation/insight-tools";

const PATH = insightsToolPath("rent-vs-buy");
const TITLE = "Rent or buy calculator";
const INTRO =
  "Compare buying a home with a loan against renting a similar one and investing the difference, over the years you plan to stay.";

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
  return initialInputs(RENT_VS_BUY_FIELDS, query);
}

/** Rent or buy calculator: answers on the server from the GET form, live in the browser. */
// The answer renders from the query on the server with no Suspense around it: a visitor without
// JavaScript must see it in the HTML, not in a streamed boundary only a script reveals.
export default async function Page({ searchParams }: PageProps<"/insights/tools/rent-vs-buy">) {
  const query = await searchParams;
  return (
    <ToolPage slug="rent-vs-buy" title={TITLE} intro={INTRO}>
      <RentVsBuyTool action={PATH} initial={initial(query)} />
    </ToolPage>
  );
}
