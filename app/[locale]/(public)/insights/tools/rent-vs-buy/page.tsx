import type { Metadata } from "next";
import { localizedMetadata } from "@/lib/seo/alternates";
import { RentVsBuyTool } from "@/components/insights/tools/rent-vs-buy-tool";
import { ToolPage, toolMetadata } from "@/components/insights/tools/tool-page";
import { insightsToolPath } from "@/lib/seo/urls";
import { RENT_VS_BUY_FIELDS, initialInputs } from "@/lib/validation/insight-tools";

const TOOL = {
  slug: "rent-vs-buy",
  title: "Rent or buy calculator",
  intro:
    "Compare buying a home with a loan against renting a similar one and investing the difference, over the years you plan to stay.",
} as const;

const metadata: Metadata = toolMetadata(TOOL);

export const generateMetadata = localizedMetadata(metadata);

/** Answered from the query before any byte is sent (no JavaScript needed). */
export const instant = false;

/** Rent or buy calculator: answers on the server from the GET form, live in the browser. */
// The answer renders from the query on the server with no Suspense around it: a visitor without
// JavaScript must see it in the HTML, not in a streamed boundary only a script reveals.
export default async function Page({
  searchParams,
}: PageProps<"/[locale]/insights/tools/rent-vs-buy">) {
  const initial = initialInputs(RENT_VS_BUY_FIELDS, await searchParams);
  return (
    <ToolPage {...TOOL}>
      <RentVsBuyTool action={insightsToolPath(TOOL.slug)} initial={initial} />
    </ToolPage>
  );
}
