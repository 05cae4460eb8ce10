"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { usePhrase } from "@/components/i18n/use-phrase";
import { stateName } from "@/lib/geo/city-names-hi";
import { formatINR, formatPriceShort } from "@/lib/format/money";
import { stampDuty } from "@/lib/insights/tools/stamp-duty";
import { STAMP_DUTY_STATES, type Buyer } from "@/lib/insights/tools/stamp-duty-rates";
import {
  parseToolFields,
  STAMP_DUTY_FIELDS,
  type ToolInputs,
} from "@/lib/validation/insight-tools";
import {
  CalculateButton,
  FixFields,
  ToolFormFrame,
  ToolAnswer,
  ToolFields,
  ToolSelect,
} from "./tool-form";

const BUYERS: Buyer[] = ["man", "woman", "joint"];

/** Stamp duty and registration by state, with the women's concession where there is one. */
export function StampDutyTool({ action, initial }: { action: string; initial: ToolInputs }) {
  const t = useTranslations("tools");
  const locale = useLocale();
  const phrase = usePhrase();
  const [inputs, setInputs] = useState(initial);
  const { values, errors } = parseToolFields(STAMP_DUTY_FIELDS, inputs);
  const stateError = STAMP_DUTY_STATES.includes(inputs.state) ? undefined : t("chooseState");
  const buyer = BUYERS.find((b) => b === inputs.buyer) ?? "man";
  const result = values && !stateError ? stampDuty(inputs.state, values.value, buyer) : null;
  const set = (name: string, v: string) => setInputs((prev) => ({ ...prev, [name]: v }));
  return (
    <ToolFormFrame action={action}>
      <div className="grid gap-4 sm:grid-cols-3">
        <ToolSelect
          name="state"
          label={t("state")}
          value={inputs.state}
          error={stateError}
          options={STAMP_DUTY_STATES.map((s) => ({ value: s, label: stateName(s, locale) }))}
          onChange={(v) => set("state", v)}
        />
        <ToolFields fields={STAMP_DUTY_FIELDS} inputs={inputs} errors={errors} onChange={set} />
        <ToolSelect
          name="buyer"
          label={t("boughtBy")}
          value={buyer}
          options={BUYERS.map((value) => ({ value, label: t(`buyers.${value}`) }))}
          onChange={(v) => set("buyer", v)}
        />
      </div>
      <div className="mt-4">
        <CalculateButton />
      </div>
      <ToolAnswer>
        {result ? (
          <>
            <p className="text-slate-700">
              {t("totalIn", { state: stateName(result.state, locale) })}
              <strong className="ml-2 text-3xl text-brand-900" data-testid="stamp-total">
                {formatINR(result.total)}
              </strong>
            </p>
            <dl className="mt-3 grid gap-2 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-slate-600">
                  {t("stampDuty", { rate: String(result.dutyRate) })}
                </dt>
                <dd className="font-semibold">{formatINR(result.stampDuty)}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{t("registration")}</dt>
                <dd className="font-semibold">{formatINR(result.registration)}</dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-slate-700">
              {result.womenSaving > 0
                ? t("womenSaving", {
                    state: stateName(result.state, locale),
                    saving: formatPriceShort(result.womenSaving, locale),
                  })
                : t("noWomenSaving", { state: stateName(result.state, locale) })}
            </p>
            {result.rule.note ? (
              <p className="mt-1 text-sm text-slate-600">{phrase(result.rule.note)}</p>
            ) : null}
            <p className="mt-3 text-xs text-slate-600">
              {t("source")}{" "}
              <a
                href={result.rule.source.url}
                className="underline"
                rel="noopener noreferrer"
                target="_blank"
              >
                {result.rule.source.name}
              </a>
              {t("sourceNote", { asOf: result.rule.asOf })}
            </p>
          </>
        ) : (
          <FixFields />
        )}
      </ToolAnswer>
    </ToolFormFrame>
  );
}
