import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { Link } from "@/components/i18n/link";
import { redirect } from "next/navigation";
import { AreaLoginForm } from "@/components/auth/area-login-form";
import { AuthCard } from "@/components/auth/auth-card";
import { FormMessage } from "@/components/auth/form-message";
import { getCurrentActor } from "@/lib/auth/current-user";
import { safeNextPath, SELLER_NEXT_PREFIXES } from "@/lib/auth/safe-next-path";
import { sellerLoginParamsSchema } from "@/lib/validation/seller";
import { sellerLoginAction } from "./actions";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Seller Login");

export default async function SellerLoginPage({
  searchParams,
}: PageProps<"/[locale]/saller/login">) {
  const params = sellerLoginParamsSchema.parse(await searchParams);
  const asked = params.next;
  const next = safeNextPath(asked, SELLER_NEXT_PREFIXES, "/saller/dashboard");
  const signup =
    asked && next === asked ? `/saller/signup?next=${encodeURIComponent(next)}` : "/saller/signup";
  const actor = await getCurrentActor();
  if (actor?.role === "seller" && actor.sellerKind) redirect(next);
  return (
    <AuthCard title="Seller Login" subtitle="For owners, agents and builders posting on LAND Acre.">
      <div className="space-y-4">
        {params.registered ? (
          <FormMessage tone="success">Registration successful! Please log in.</FormMessage>
        ) : null}
        <AreaLoginForm
          idPrefix="seller-login"
          action={sellerLoginAction}
          next={next}
          loginPath="/saller/login"
        />
      </div>
      <p className="mt-5 text-center text-sm text-slate-600">
        New to LAND Acre?{" "}
        <Link href={signup} className="font-semibold text-brand-700 hover:underline">
          Create a seller account
        </Link>
      </p>
    </AuthCard>
  );
}
