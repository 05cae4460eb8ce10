import type { Metadata } from "next";
import Link from "next/link";
import { VerificationCard } from "@/components/seller/verification-card";
import { VerificationForm } from "@/components/seller/verification-form";
import { requireSellerPage } from "@/lib/auth/page-guards";
import { getVerificationState } from "@/lib/seller/verification";

export const metadata: Metadata = { title: "Agent verification" };

export default async function VerificationPage() {
  const seller = await requireSellerPage("/saller/verification");
  const state = await getVerificationState(seller);
  const canRequest = state.eligible && !state.verified && state.request?.status !== "pending";
  return (
    <section className="max-w-3xl space-y-4">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Agent verification</h1>
        <p className="text-sm text-slate-600">
          Agents registered under RERA (Section 9) get a verified badge once our team has checked
          the registration with the state authority.
        </p>
      </header>
      {!state.eligible && !state.verified ? (
        <p className="rounded-lg border bg-white p-4 text-sm text-slate-700 border-slate-200">
          Verification requests are for agents. Builders quote the RERA number of each project when{" "}
          <Link href="/saller/project/add" className="text-brand-600 underline">
            posting a project
          </Link>
          ; owners don&apos;t need one.
        </p>
      ) : null}
      <VerificationCard state={state} />
      {canRequest ? <VerificationForm /> : null}
    </section>
  );
}
