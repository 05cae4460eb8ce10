import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { Link } from "@/components/i18n/link";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { BecomeSellerForm } from "@/components/auth/become-seller-form";
import { SellerSignupPanel } from "@/components/auth/seller-signup-panel";
import { FormMessage } from "@/components/auth/form-message";
import { getCurrentActor } from "@/lib/auth/current-user";
import { safeNextPath, SELLER_NEXT_PREFIXES } from "@/lib/auth/safe-next-path";
import { sellerSignupParamsSchema } from "@/lib/validation/seller";
import { becomeSellerAction } from "./actions";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Seller Sign Up");

export default async function SellerSignupPage({
  searchParams,
}: PageProps<"/[locale]/saller/signup">) {
  const params = sellerSignupParamsSchema.parse(await searchParams);
  const defaultKind = params.type;
  const next = safeNextPath(params.next, SELLER_NEXT_PREFIXES, "") || undefined;
  const actor = await getCurrentActor();
  if (actor?.role === "seller") redirect("/saller/dashboard");

  if (actor?.role === "user") {
    return (
      <AuthCard
        title="Start Selling"
        subtitle={`You are signed in as ${actor.firstName} ${actor.lastName}. Add a seller profile to post properties with this account.`}
      >
        <BecomeSellerForm action={becomeSellerAction} defaultKind={defaultKind} />
      </AuthCard>
    );
  }
  if (actor?.role === "admin") {
    return (
      <AuthCard title="Seller Sign Up" subtitle="Owners, agents and builders post properties here.">
        <FormMessage tone="info">
          You are signed in as an administrator. Log out first to create a seller account.
        </FormMessage>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Seller Sign Up"
      subtitle="Owners, agents and builders: create a free account and post your properties."
    >
      <SellerSignupPanel defaultKind={defaultKind} next={next} />
      <p className="mt-5 text-center text-sm text-slate-600">
        Already have a seller account?{" "}
        <Link
          href={next ? `/saller/login?next=${encodeURIComponent(next)}` : "/saller/login"}
          className="font-semibold text-brand-700 hover:underline"
        >
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
