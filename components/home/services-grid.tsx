import {
  Briefcase,
  Building,
  ClipboardCheck,
  Compass,
  HardHat,
  Landmark,
  LineChart,
  Paintbrush,
  PencilRuler,
  Scale,
  Search,
  UserCheck,
  Users,
  type LucideIcon,
} from "lucide-react";
import Link from "next/link";
import { Section } from "@/components/home/section";
import { SERVICES, type ServiceSlug } from "@/lib/services/catalog";

const ICONS: Record<ServiceSlug, LucideIcon> = {
  "property-management": Building,
  valuation: LineChart,
  legal: Scale,
  mortgage: Landmark,
  inspection: ClipboardCheck,
  investment: Briefcase,
  agents: UserCheck,
  builders: HardHat,
  architects: PencilRuler,
  "interior-decorators": Paintbrush,
  vaastu: Compass,
  contractors: Users,
  consultants: Search,
};

/** Links to the 13 service pages. */
export function ServicesGrid() {
  return (
    <Section
      id="services"
      title="Services for buyers, sellers and owners"
      subtitle="From home loans to legal checks — experts on call."
    >
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {SERVICES.map((service) => {
          const Icon = ICONS[service.slug];
          return (
            <li key={service.slug}>
              <Link
                href={`/services/${service.slug}`}
                className="flex h-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-700"
              >
                <Icon aria-hidden className="size-5 shrink-0 text-brand-700" />
                {service.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
