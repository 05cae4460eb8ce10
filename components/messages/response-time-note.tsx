import { Clock } from "lucide-react";
import { getLocale } from "next-intl/server";
import { getResponseTime, responseTimeLabel } from "@/lib/messages/response-time";

/** "Usually replies within N hours" under a listing's or agent's contact box (when known). */
export async function ResponseTimeNote({ sellerId }: { sellerId: number }) {
  const time = await getResponseTime(sellerId);
  if (!time) return null;
  const locale = await getLocale();
  return (
    <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
      <Clock aria-hidden className="size-4" /> {responseTimeLabel(time, locale)}
    </p>
  );
}
