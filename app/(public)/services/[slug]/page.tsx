import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { findService, SERVICES } from "@/lib/services/catalog";

export function generateStaticParams() {
  return SERVICES.map((s) => ({ slug: s.slug }));
}

export const dynamicParams = false;

export async function generateMetadata({
  params,
}: PageProps<"/services/[slug]">): Promise<Metadata> {
  const service = findService((await params).slug);
  return service
    ? { title: service.title, alternates: { canonical: `/services/${service.slug}` } }
    : {};
}

export default async function ServicePage({ params }: PageProps<"/services/[slug]">) {
  const service = findService((await params).slug);
  if (!service) notFound();
  return (
    <main className="mx-auto max-w-6xl px-4 pb-16 pt-32">
      <h1 className="text-3xl font-bold">{service.title}</h1>
    </main>
  );
}
