"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { usePhrase } from "@/components/i18n/use-phrase";
import { stateName } from "@/lib/geo/city-names-hi";
import { formatIndianNumber } from "@/lib/format/money";
import { CONVERTER_STATES, convertArea, unitsForState } from "@/lib/format/regional-units";
import { AREA_FIELDS, parseToolFields, type ToolInputs } from "@/lib/validation/insight-tools";
import {
  CalculateButton,
  FixFields,
  ToolFormFrame,
  ToolAnswer,
  ToolFields,
  ToolSelect,
} from "./tool-form";

/** Area converter with the state's own land units (bigha, katha, guntha, cent, marla…). */
export function AreaConverterTool({ action, initial }: { action: string; initial: ToolInputs }) {
  const t = useTranslations("tools");
  const locale = useLocale();
  const phrase = usePhrase();
  const [inputs, setInputs] = useState(initial);
  const { values, errors } = parseToolFields(AREA_FIELDS, inputs);
  const stateError = CONVERTER_STATES.includes(inputs.state) ? undefined : t("chooseState");
  const units = unitsForState(inputs.state);
  const from = units.find((u) => u.id === inputs.unit);
  const unitError = from ? undefined : t("notAUnit", { state: stateName(inputs.state, locale) });
  const rows =
    values && !stateError && from ? convertArea(values.value, from.id, inputs.state) : null;
  const set = (name: string, v: string) => setInputs((prev) => ({ ...prev, [name]: v }));
  return (
    <ToolFormFrame action={action}>
      <div className="grid gap-4 sm:grid-cols-3">
        <ToolSelect
          name="state"
          label={t("state")}
          value={inputs.state}
          error={stateError}
          options={CONVERTER_STATES.map((s) => ({ value: s, label: stateName(s, locale) }))}
          onChange={(v) => set("state", v)}
        />
        <ToolFields fields={AREA_FIELDS} inputs={inputs} errors={errors} onChange={set} />
        <ToolSelect
          name="unit"
          label={t("unit")}
          value={from ? inputs.unit : ""}
          error={unitError}
          options={[
            ...(from ? [] : [{ value: "", label: t("chooseUnit") }]),
            ...units.map((u) => ({ value: u.id, label: phrase(u.label) })),
          ]}
          onChange={(v) => set("unit", v)}
        />
      </div>
      <div className="mt-4">
        <CalculateButton />
      </div>
      <ToolAnswer>
        {rows && from && values ? (
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-semibold text-slate-900">
              {locale === "en"
                ? `${formatIndianNumber(values.value, 4)} ${from.label.toLowerCase()} in ${inputs.state} is`
                : t("isIn", {
                    value: formatIndianNumber(values.value, 4),
                    unit: phrase(from.label),
                    state: stateName(inputs.state, locale),
                  })}
            </caption>
            <tbody>
              {rows
                .filter((r) => r.unit.id !== from.id)
                .map((r) => (
                  <tr key={r.unit.id} className="border-t border-brand-100">
                    <th scope="row" className="py-1.5 pr-4 font-medium">
                      {phrase(r.unit.label)}
                    </th>
                    <td className="py-1.5" data-testid={`area-${r.unit.id}`}>
                      {formatIndianNumber(r.value, 4)}
                    </td>
                    <td className="py-1.5 text-slate-500">
                      1 {locale === "en" ? r.unit.label.toLowerCase() : phrase(r.unit.label)} ={" "}
                      {formatIndianNumber(r.unit.sqft, 2)} sq ft
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        ) : (
          <FixFields />
        )}
      </ToolAnswer>
    </ToolFormFrame>
  );
}
