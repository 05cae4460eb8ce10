import type { Metadata } from "next";
import { localizedMetadata } from "@/lib/seo/alternates";
import { AreaConverterTool } from "@/components/insights/tools/area-converter-tool";
import { ToolPage, toolMetadata } from "@/components/insights/tools/tool-page";
import { insightsToolPath } from "@/lib/seo/urls";
import { AREA_FIELDS, initialInputs } from "@/lib/validation/insight-tools";

const TOOL = {
  slug: "area-converter",
  title: "Land area unit converter",
  intro:
    "Convert between square feet, gaj, acres and the land units of each state — bigha, biswa, katha, guntha, cent, ground, ankanam, marla, kanal — whose size differs from state to state.",
} as const;

const metadata: Metadata = toolMetadata(TOOL);

export const generateMetadata = localizedMetadata(metadata);

/** Answered from the query before any byte is sent (no JavaScript needed). */
export const instant = false;

/** Land area unit converter: answers on the server from the GET form, live in the browser. */
// The answer renders from the query on the server with no Suspense around it: a visitor without
// JavaScript must see it in the HTML, not in a streamed boundary only a script reveals.
export default async function Page({
  searchParams,
}: PageProps<"/[locale]/insights/tools/area-converter">) {
  const initial = initialInputs(AREA_FIELDS, await searchParams, {
    state: "Uttar Pradesh",
    unit: "bigha",
  });
  return (
    <ToolPage {...TOOL}>
      <AreaConverterTool action={insightsToolPath(TOOL.slug)} initial={initial} />
    </ToolPage>
  );
}
