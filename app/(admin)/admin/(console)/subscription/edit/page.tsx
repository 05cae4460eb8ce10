import type { Metadata } from "next";
import { Link } from "@/components/i18n/link";
import { notFound } from "next/navigation";
import { PlanForm } from "@/components/admin/plans/plan-form";
import { PageHeader } from "@/components/admin/ui/page-header";
import { adminPageActor } from "@/lib/admin/session";
import { NotFoundError } from "@/lib/auth/errors";
import { getPlanForAdmin } from "@/lib/plans/plan-queries";
import { planEditParamsSchema } from "@/lib/validation/admin";
import type { PlanInput } from "@/lib/validation/plan";

export const metadata: Metadata = { title: "Edit plan" };

const NEW_PLAN: PlanInput = {
  name: "",
  sellerKind: "individual",
  price: 0,
  durationDays: 30,
  listingQuota: 1,
  featuredQuota: 0,
  featuredDays: 30,
  features: "",
  active: true,
};

/** /admin/subscription/edit?id=… edits a plan; without an id (or with ?new) creates one. */
export default async function EditPlanPage({
  searchParams,
}: PageProps<"/admin/subscription/edit">) {
  const admin = await adminPageActor();
  const { id, hasId } = planEditParamsSchema.parse(await searchParams);
  if (hasId && id === null) notFound();
  const plan =
    id === null
      ? null
      : await getPlanForAdmin(admin, id).catch((error: unknown) => {
          if (error instanceof NotFoundError) notFound();
          throw error;
        });
  const back = (
    <Link href="/admin/subscription/manage" className="text-sm text-brand-700 hover:underline">
      Back to plans
    </Link>
  );
  if (plan?.archivedAt) {
    return (
      <>
        <PageHeader title={plan.name} actions={back} />
        <p className="rounded-md border border-slate-200 bg-white p-4 text-sm">
          This plan is archived. Restore it from the plan list before editing.
        </p>
      </>
    );
  }
  return (
    <>
      <PageHeader title={plan ? `Edit ${plan.name}` : "New plan"} actions={back} />
      <PlanForm
        planId={plan?.id ?? null}
        defaults={
          plan
            ? {
                name: plan.name,
                sellerKind: plan.sellerKind,
                price: plan.price,
                durationDays: plan.durationDays,
                listingQuota: plan.listingQuota,
                featuredQuota: plan.featuredQuota,
                featuredDays: plan.featuredDays,
                features: plan.features,
                active: plan.active,
              }
            : NEW_PLAN
        }
      />
    </>
  );
}
