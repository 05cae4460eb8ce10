import type { Metadata } from "next";
import { localizedMetadata } from "@/lib/seo/alternates";
import { StampDutyTool } from "@/components/insights/tools/stamp-duty-tool";
import { ToolPage, toolMetadata } from "@/components/insights/tools/tool-page";
import { insightsToolPath } from "@/lib/seo/urls";
import { STAMP_DUTY_FIELDS, initialInputs } from "@/lib/validation/insight-tools";

const TOOL = {
  slug: "stamp-duty",
  title: "Stamp duty and registration charges calculator",
  intro:
    "What registering a home purchase costs in your state: stamp duty, registration fee and the concession for women buyers, with each state's rates and their source.",
} as const;

const metadata: Metadata = toolMetadata(TOOL);

export const generateMetadata = localizedMetadata(metadata);

/** Answered from the query before any byte is sent (no JavaScript needed). */
export const instant = false;

/** Stamp duty and registration charges calculator: answers on the server from the GET form, live in the browser. */
// The answer renders from the query on the server with no Suspense around it: a visitor without
// JavaScript must see it in the HTML, not in a streamed boundary only a script reveals.
export default async function Page({
  searchParams,
}: PageProps<"/[locale]/insights/tools/stamp-duty">) {
  const initial = initialInputs(STAMP_DUTY_FIELDS, await searchParams, {
    state: "Maharashtra",
    buyer: "man",
  });
  return (
    <ToolPage {...TOOL}>
      <StampDutyTool action={insightsToolPath(TOOL.slug)} initial={initial} />
    </ToolPage>
  );
}
