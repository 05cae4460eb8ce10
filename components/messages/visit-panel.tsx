"use client";

import { useLocalizedRouter } from "@/components/i18n/use-localized-router";
import { CalendarCheck, CalendarPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import { usePhrase } from "@/components/i18n/use-phrase";
import { useSiteLocale } from "@/components/i18n/use-site-locale";

import { useId, useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { acceptVisitAction, cancelVisitAction, proposeVisitAction } from "@/lib/messages/actions";
import type { VisitView } from "@/lib/messages/visits/list-visits";
import { addDays, istDate, slotLabel } from "@/lib/messages/visits/visit-time";
import {
  MAX_VISIT_SLOTS,
  VISIT_DAYS_AHEAD,
  VISIT_WINDOWS,
  VISIT_WINDOW_IDS,
  type VisitWindow,
} from "@/lib/validation/visits";

type Slot = { date: string; window: VisitWindow };

/** The proposal form: up to three date + time-window slots in the next 30 days (India time). */
function ProposeForm({
  threadId,
  label,
  onDone,
}: {
  threadId: number;
  label: string;
  onDone: () => void;
}) {
  const id = useId();
  const t = useTranslations("conversation");
  const phrase = usePhrase();
  const [today] = useState(() => istDate(new Date()));
  const [slots, setSlots] = useState<Slot[]>([{ date: "", window: "morning" }]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, start] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    slots.forEach((s, i) => {
      if (!s.date) missing[`slots.${i}`] = phrase("Choose a date.");
    });
    setErrors(missing);
    if (Object.keys(missing).length) return;
    start(async () => {
      const result = await proposeVisitAction({ threadId, slots });
      if (result.ok) {
        toast.success(result.message ?? "Visit times sent.");
        onDone();
      } else {
        // The schema's and the server's messages, in the page's language.
        setErrors(
          Object.fromEntries(
            Object.entries(result.fieldErrors ?? { form: result.message }).map(([k, v]) => [
              k,
              phrase(v),
            ]),
          ),
        );
      }
    });
  }

  const set = (i: number, patch: Partial<Slot>) =>
    setSlots((list) => list.map((s, j) => (j === i ? { ...s, ...patch } : s)));

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={label}>
      {slots.map((slot, i) => (
        <fieldset key={i} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <legend className="sr-only">{t("timeN", { n: i + 1 })}</legend>
          <label className="text-sm text-slate-700">
            {t("dateN", { n: i + 1 })}
            <input
              type="date"
              min={today}
              max={addDays(today, VISIT_DAYS_AHEAD)}
              value={slot.date}
              onChange={(e) => set(i, { date: e.target.value })}
              aria-invalid={errors[`slots.${i}`] ? true : undefined}
              aria-describedby={errors[`slots.${i}`] ? `${id}-e${i}` : undefined}
              className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5"
            />
          </label>
          <label className="text-sm text-slate-700">
            {t("timeN", { n: i + 1 })}
            <select
              value={slot.window}
              onChange={(e) => set(i, { window: e.target.value as VisitWindow })}
              className="mt-1 block w-full rounded-md border border-slate-300 px-2 py-1.5"
            >
              {VISIT_WINDOW_IDS.map((w) => (
                <option key={w} value={w}>
                  {phrase(VISIT_WINDOWS[w].label)}
                </option>
              ))}
            </select>
          </label>
          {slots.length > 1 ? (
            <Button variant="ghost" onClick={() => setSlots((l) => l.filter((_, j) => j !== i))}>
              {t("remove")}
            </Button>
          ) : (
            <span />
          )}
          {errors[`slots.${i}`] ? (
            <p
              id={`${id}-e${i}`}
              role="alert"
              className="text-sm font-medium text-red-600 sm:col-span-3"
            >
              {errors[`slots.${i}`]}
            </p>
          ) : null}
        </fieldset>
      ))}
      {errors.form || errors.slots ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {errors.form ?? errors.slots}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {slots.length < MAX_VISIT_SLOTS ? (
          <Button
            variant="secondary"
            onClick={() => setSlots((l) => [...l, { date: "", window: "morning" }])}
          >
            {t("addTime")}
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? t("sending") : t("sendTimes")}
        </Button>
      </div>
    </form>
  );
}

/**
 * Site visits in a thread: the open proposal (the other side picks one time or offers others),
 * the booked visit (either side may cancel), and the form to propose times.
 */
export function VisitPanel({
  threadId,
  role,
  visits,
  readOnly,
}: {
  threadId: number;
  role: "buyer" | "seller";
  visits: VisitView[];
  readOnly: boolean;
}) {
  const router = useLocalizedRouter();
  const t = useTranslations("conversation");
  const phrase = usePhrase();
  const locale = useSiteLocale();
  const label = (slot: { date: string; window: VisitWindow }) =>
    slotLabel(slot, { locale, phrase });
  const [proposing, setProposing] = useState(false);
  const [pending, start] = useTransition();
  const open = visits.filter((v) => v.status === "proposed").at(-1);
  const booked = visits.filter((v) => v.status === "confirmed").at(-1);

  function run(action: () => ReturnType<typeof cancelVisitAction>) {
    start(async () => {
      const result = await action();
      if (result.ok) {
        toast.success(result.message ?? "Done.");
        router.refresh();
      } else toast.error(result.message);
    });
  }

  return (
    <section
      aria-labelledby={`visit-${threadId}`}
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2
        id={`visit-${threadId}`}
        className="mb-2 flex items-center gap-2 font-semibold text-slate-900"
      >
        <CalendarCheck aria-hidden className="size-5 text-brand-700" /> {t("siteVisit")}
      </h2>
      {booked ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-800">
            {t.rich("visitBooked", {
              when: booked.confirmedSlot ? label(booked.confirmedSlot) : (booked.confirmed ?? ""),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          {!readOnly ? (
            <Button
              variant="secondary"
              disabled={pending}
              onClick={() => run(() => cancelVisitAction({ visitId: booked.id }))}
            >
              {t("cancelVisit")}
            </Button>
          ) : null}
        </div>
      ) : open ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            {open.proposedBy === role
              ? t("youProposed")
              : t("otherProposed", { by: open.proposedBy })}
          </p>
          <ul className="space-y-1">
            {open.slots.map((s, i) => (
              <li
                key={`${s.date}-${s.window}`}
                className="flex flex-wrap items-center gap-2 text-sm"
              >
                <span>{label(s)}</span>
                {open.proposedBy !== role && !readOnly ? (
                  <Button
                    size="sm"
                    disabled={pending}
                    onClick={() => run(() => acceptVisitAction({ visitId: open.id, slot: i }))}
                  >
                    {t("accept", { when: label(s) })}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {!readOnly ? (
            <div className="flex flex-wrap gap-2">
              {open.proposedBy !== role ? (
                <Button variant="secondary" onClick={() => setProposing(true)}>
                  {t("offerOther")}
                </Button>
              ) : null}
              <Button
                variant="ghost"
                disabled={pending}
                onClick={() => run(() => cancelVisitAction({ visitId: open.id }))}
              >
                {t("withdraw")}
              </Button>
            </div>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t("noVisit")}</p>
      )}
      {!readOnly && !booked && (proposing || (!open && role === "buyer")) ? (
        <div className="mt-3 border-t border-slate-100 pt-3">
          {!proposing ? (
            <Button variant="secondary" onClick={() => setProposing(true)}>
              <CalendarPlus aria-hidden className="size-4" /> {t("proposeVisit")}
            </Button>
          ) : (
            <ProposeForm
              threadId={threadId}
              label={role === "buyer" ? t("proposeTimes") : t("offerOther")}
              onDone={() => {
                setProposing(false);
                router.refresh();
              }}
            />
          )}
        </div>
      ) : null}
    </section>
  );
}
