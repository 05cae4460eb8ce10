import { TrendingUp } from "lucide-react";
import Link from "next/link";
import { findCityByName } from "@/lib/geo/cities";
import { formatINR } from "@/lib/format/money";
import { cityPagePath } from "@/lib/seo/urls";

const CITIES = ["Mumbai", "Bangalore", "Pune", "Hyderabad", "Indore", "Bhopal"];

/** "Insights": indicative city-wide price levels, with links to each city and to the advice pages. */
export function InsightsTeaser() {
  const rows = CITIES.map((name) => findCityByName(name)).filter((c) => c !== undefined);
  return (
    <section aria-labelledby="insights-heading" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">
            Introducing Insights
          </p>
          <h2 id="insights-heading" className="mt-2 text-3xl font-bold">
            Understand localities before you visit
          </h2>
          <p className="mt-3 text-slate-200">
            Price levels, what residents say, price trends and tools such as the EMI calculator on
            every sale listing.
          </p>
          <Link
            href="/real-estate/advice"
            className="mt-6 inline-block rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-900 hover:bg-brand-50"
          >
            Read real-estate advice
          </Link>
        </div>
        <div className="overflow-x-auto rounded-xl bg-white/5 p-4 ring-1 ring-white/15">
          <table className="w-full text-left text-sm">
            <caption className="mb-3 text-left font-semibold">
              <TrendingUp aria-hidden className="mr-2 inline size-4 align-[-2px]" />
              Average prices (indicative, city-wide)
            </caption>
            <thead className="text-slate-300">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  City
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Buy, per sq ft
                </th>
                <th scope="col" className="py-2 font-medium">
                  Rent, per sq ft a month
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((city) => (
                <tr key={city.slug} className="border-t border-white/10">
                  <th scope="row" className="py-2 pr-4 font-semibold">
                    <Link
                      href={cityPagePath(city.slug)}
                      className="underline-offset-2 hover:underline"
                    >
                      {city.name}
                    </Link>
                  </th>
                  <td className="py-2 pr-4">{formatINR(city.saleRatePerSqft)}</td>
                  <td className="py-2">{formatINR(city.rentRatePerSqftMonth)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
