"use client";

import { useState } from "react";
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

const BUYERS: { value: Buyer; label: string }[] = [
  { value: "man", label: "A man" },
  { value: "woman", label: "A woman" },
  { value: "joint", label: "A man and a woman jointly" },
];

/** Stamp duty and registration by state, with the women's concession where there is one. */
export function StampDutyTool({ action, initial }: { action: string; initial: ToolInputs }) {
  const [inputs, setInputs] = useState(initial);
  const { values, errors } = parseToolFields(STAMP_DUTY_FIELDS, inputs);
  const stateError = STAMP_DUTY_STATES.includes(inputs.state)
    ? undefined
    : "Choose a state from the list";
  const buyer = (BUYERS.find((b) => b.value === inputs.buyer)?.value ?? "man") as Buyer;
  const result = values && !stateError ? stampDuty(inputs.state, values.value, buyer) : null;
  const set = (name: string, v: string) => setInputs((prev) => ({ ...prev, [name]: v }));
  return (
    <ToolFormFrame action={action}>
      <div className="grid gap-4 sm:grid-cols-3">
        <ToolSelect
          name="state"
          label="State"
          value={inputs.state}
          error={stateError}
          options={STAMP_DUTY_STATES.map((s) => ({ value: s, label: s }))}
          onChange={(v) => set("state", v)}
        />
        <ToolFields fields={STAMP_DUTY_FIELDS} inputs={inputs} errors={errors} onChange={set} />
        <ToolSelect
          name="buyer"
          label="Bought by"
          value={buyer}
          options={BUYERS}
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
              Total to pay in {result.state}
              <strong className="ml-2 text-3xl text-brand-900" data-testid="stamp-total">
                {formatINR(result.total)}
              </strong>
            </p>
            <dl className="mt-3 grid gap-2 sm:grid-cols-2">
              <div>
                <dt className="text-sm text-slate-600">Stamp duty ({result.dutyRate} %)</dt>
                <dd className="font-semibold">{formatINR(result.stampDuty)}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Registration</dt>
                <dd className="font-semibold">{formatINR(result.registration)}</dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-slate-700">
              {result.womenSaving > 0
                ? `Women's concession in ${result.state}: a woman buying alone pays ${formatPriceShort(result.womenSaving)} less.`
                : `${result.state} has no women's concession on stamp duty or registration.`}
            </p>
            {result.rule.note ? (
              <p className="mt-1 text-sm text-slate-600">{result.rule.note}</p>
            ) : null}
            <p className="mt-3 text-xs text-slate-600">
              Source:{" "}
              <a
                href={result.rule.source.url}
                className="underline"
                rel="noopener noreferrer"
                target="_blank"
              >
                {result.rule.source.name}
              </a>
              , rates as of {result.rule.asOf}. Indicative: duty is charged on the higher of the
              price and the government&apos;s guideline (circle) value, and rates change — confirm
              with the registration office before you pay.
            </p>
          </>
        ) : (
          <FixFields />
        )}
      </ToolAnswer>
    </ToolFormFrame>
  );
}
