"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { formatINR, formatPriceShort } from "@/lib/format/money";
import { loanEligibility, DEFAULT_FOIR } from "@/lib/insights/tools/loan-eligibility";
import { calculateEmi } from "@/lib/properties/emi";
import { EMI_FIELDS, parseToolFields, type ToolInputs } from "@/lib/validation/insight-tools";
import { CalculateButton, FixFields, ToolFormFrame, ToolAnswer, ToolFields } from "./tool-form";

/** EMI and loan eligibility: income, other EMIs, rate and tenure → the loan and its EMI. */
export function EmiTool({ action, initial }: { action: string; initial: ToolInputs }) {
  const t = useTranslations("tools");
  const locale = useLocale();
  const short = (n: number) => formatPriceShort(n, locale);
  const [inputs, setInputs] = useState(initial);
  const { values, errors } = parseToolFields(EMI_FIELDS, inputs);
  const eligibility = values
    ? loanEligibility({
        monthlyIncome: values.income,
        obligations: values.obligations,
        annualRatePercent: values.rate,
        years: values.years,
      })
    : null;
  const emi = values
    ? calculateEmi({ principal: values.loan, annualRatePercent: values.rate, years: values.years })
    : null;
  return (
    <ToolFormFrame action={action}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <ToolFields
          fields={EMI_FIELDS}
          inputs={inputs}
          errors={errors}
          onChange={(name, v) => setInputs((prev) => ({ ...prev, [name]: v }))}
        />
      </div>
      <div className="mt-4">
        <CalculateButton />
      </div>
      <ToolAnswer>
        {values && eligibility && emi ? (
          <div className="grid gap-4 md:grid-cols-2">
            <div>
              <h2 className="font-semibold text-slate-900">{t("eligibleHeading")}</h2>
              {eligibility.eligibleLoan > 0 ? (
                <>
                  <p className="mt-1 text-3xl font-bold text-brand-900" data-testid="eligible-loan">
                    {short(eligibility.eligibleLoan)}
                  </p>
                  <p className="mt-1 text-sm text-slate-600">
                    {t("eligibleNote", {
                      loan: formatINR(eligibility.eligibleLoan),
                      emi: formatINR(eligibility.emi),
                      foir: String(DEFAULT_FOIR * 100),
                      left: formatINR(eligibility.affordableEmi),
                    })}
                  </p>
                </>
              ) : (
                <p className="mt-1 text-slate-700">
                  {t("eligibleNone", { foir: String(DEFAULT_FOIR * 100) })}
                </p>
              )}
            </div>
            <div>
              <h2 className="font-semibold text-slate-900">
                {t("emiOn", { loan: short(values.loan) })}
              </h2>
              <p className="mt-1 text-3xl font-bold text-brand-900" data-testid="emi">
                {formatINR(emi.emi)}
                <span className="text-base font-normal text-slate-600"> {t("aMonth")}</span>
              </p>
              <p className="mt-1 text-sm text-slate-600">
                {t("emiTotals", {
                  interest: short(emi.totalInterest),
                  total: short(emi.totalPayment),
                  months: String(emi.months),
                })}
              </p>
            </div>
          </div>
        ) : (
          <FixFields />
        )}
      </ToolAnswer>
    </ToolFormFrame>
  );
}
