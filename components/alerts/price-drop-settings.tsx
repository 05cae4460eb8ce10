"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { PriceDropSettings } from "@/lib/alerts/price-drops";
import type { ActionResult } from "@/lib/actions/result";

/** Channels for price drops on saved properties (in-app is always on). */
export function PriceDropSettingsForm({
  initial,
  action,
}: {
  initial: PriceDropSettings;
  action: (input: PriceDropSettings) => Promise<ActionResult<PriceDropSettings>>;
}) {
  const hydrated = useHydrated();
  const t = useTranslations("account");
  const [value, setValue] = useState(initial);
  const [pending, startTransition] = useTransition();

  function change(next: PriceDropSettings) {
    const before = value;
    setValue(next);
    startTransition(async () => {
      const result = await action(next);
      if (result.ok) toast.success(result.message ?? "Saved");
      else {
        setValue(before);
        toast.error(result.message);
      }
    });
  }

  return (
    <fieldset className="space-y-1.5 text-sm text-slate-800" data-hydrated={hydrated}>
      <legend className="mb-1 text-sm text-slate-600">{t("priceDropIntro")}</legend>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={value.email}
          disabled={pending || !hydrated}
          onChange={(e) => change({ ...value, email: e.target.checked })}
          className="size-4 accent-brand-700"
        />
        {t("email")}
      </label>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={value.sms}
          disabled={pending || !hydrated}
          onChange={(e) => change({ ...value, sms: e.target.checked })}
          className="size-4 accent-brand-700"
        />
        SMS
      </label>
    </fieldset>
  );
}
