import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SellerProfile } from "@/components/admin/accounts/seller-profile";
import { getSellerDetail } from "@/lib/admin/accounts/get-seller-detail";
import { adminPageActor } from "@/lib/admin/session";
import { NotFoundError } from "@/lib/auth/errors";
import { listPurchasablePlans } from "@/lib/plans/plan-queries";

export const metadata: Metadata = { title: "Seller" };

export default async function SellerPage({ params }: PageProps<"/admin/sallers/[id]">) {
  const admin = await adminPageActor();
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  const detail = await getSellerDetail(admin, id).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const plans = await listPurchasablePlans(detail.profile.kind);
  return (
    <SellerProfile
      detail={detail}
      grantablePlans={plans.map((p) => ({ id: p.id, name: p.name, durationDays: p.durationDays }))}
    />
  );
}
