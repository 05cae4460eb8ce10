"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { formatINR, formatPriceShort } from "@/lib/format/money";
import { rentVsBuy } from "@/lib/insights/tools/rent-vs-buy";
import {
  parseToolFields,
  RENT_VS_BUY_FIELDS,
  type ToolInputs,
} from "@/lib/validation/insight-tools";
import { CalculateButton, FixFields, ToolFormFrame, ToolAnswer, ToolFields } from "./tool-form";

/** Rent or buy over the years you plan to stay. */
export function RentVsBuyTool({ action, initial }: { action: string; initial: ToolInputs }) {
  const t = useTranslations("tools");
  const locale = useLocale();
  const short = (n: number) => formatPriceShort(n, locale);
  const [inputs, setInputs] = useState(initial);
  const { values, errors } = parseToolFields(RENT_VS_BUY_FIELDS, inputs);
  const r = values
    ? rentVsBuy({
        price: values.price,
        monthlyRent: values.rent,
        downPaymentPercent: values.down,
        annualRatePercent: values.rate,
        loanYears: values.tenure,
        years: values.stay,
        rentIncreasePercent: values.rentRise,
        appreciationPercent: values.growth,
        investmentReturnPercent: values.returns,
        purchaseCostsPercent: values.costs,
        upkeepPercent: values.upkeep,
      })
    : null;
  return (
    <ToolFormFrame action={action}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <ToolFields
          fields={RENT_VS_BUY_FIELDS}
          inputs={inputs}
          errors={errors}
          onChange={(name, v) => setInputs((prev) => ({ ...prev, [name]: v }))}
        />
      </div>
      <div className="mt-4">
        <CalculateButton />
      </div>
      <ToolAnswer>
        {r && values ? (
          <>
            <p className="text-xl font-bold text-brand-900" data-testid="rent-vs-buy-verdict">
              {t(r.difference >= 0 ? "buyAhead" : "rentAhead", {
                by: short(Math.abs(r.difference)),
                years: String(values.stay),
              })}
            </p>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <div>
                <dt className="text-sm text-slate-600">{t("buyOwn")}</dt>
                <dd className="font-semibold">{short(r.buyerWorth)}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{t("rentOwn")}</dt>
                <dd className="font-semibold">{short(r.renterWorth)}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">EMI</dt>
                <dd className="font-semibold">
                  {formatINR(r.emi)} {t("aMonth")}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">{t("rentPaid")}</dt>
                <dd className="font-semibold">{short(r.totalRent)}</dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-slate-600">
              {r.breakEvenYear
                ? t("breakEven", { year: String(r.breakEvenYear) })
                : t("noBreakEven")}{" "}
              {t("explain", { home: short(r.homeValue), loan: short(r.loanLeft) })}
            </p>
          </>
        ) : (
          <FixFields />
        )}
      </ToolAnswer>
    </ToolFormFrame>
  );
}
