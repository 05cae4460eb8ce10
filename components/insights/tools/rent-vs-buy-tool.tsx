"use client";

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
              {r.difference >= 0
                ? `Buying comes out ahead by ${formatPriceShort(r.difference)} after ${values.stay} years.`
                : `Renting comes out ahead by ${formatPriceShort(-r.difference)} after ${values.stay} years.`}
            </p>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <div>
                <dt className="text-sm text-slate-600">If you buy, you own</dt>
                <dd className="font-semibold">{formatPriceShort(r.buyerWorth)}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">If you rent, you own</dt>
                <dd className="font-semibold">{formatPriceShort(r.renterWorth)}</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">EMI</dt>
                <dd className="font-semibold">{formatINR(r.emi)} a month</dd>
              </div>
              <div>
                <dt className="text-sm text-slate-600">Rent paid over the stay</dt>
                <dd className="font-semibold">{formatPriceShort(r.totalRent)}</dd>
              </div>
            </dl>
            <p className="mt-3 text-sm text-slate-600">
              {r.breakEvenYear
                ? `Buying draws level in year ${r.breakEvenYear}. `
                : "Buying does not draw level within your stay. "}
              The buyer&apos;s figure is the home&apos;s value ({formatPriceShort(r.homeValue)})
              less the loan left ({formatPriceShort(r.loanLeft)}) plus anything they invested; the
              renter invests the down payment, the buying costs and whatever the EMI and upkeep cost
              above the rent.
            </p>
          </>
        ) : (
          <FixFields />
        )}
      </ToolAnswer>
    </ToolFormFrame>
  );
}
