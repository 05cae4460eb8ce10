import { getPhrase } from "@/lib/i18n/server-phrase";
import type { Metadata } from "next";
import { sellerMetadata } from "@/lib/i18n/seller-metadata";
import { SellerPhotoField } from "@/components/auth/seller-photo-field";
import { SellerProfileForm } from "@/components/auth/seller-profile-form";
import { SELLER_KIND_LABELS } from "@/lib/format/labels";
import { requireSellerPage } from "@/lib/auth/page-guards";
import { STATES } from "@/lib/geo/cities";
import { getSellerProfile } from "@/lib/users/seller-profile";
import { updateSellerProfileAction } from "./actions";

export const generateMetadata = (): Promise<Metadata> => sellerMetadata("Update Profile");

export default async function SellerUpdateProfilePage() {
  const seller = await requireSellerPage("/saller/update-profile");
  const [profile, phrase] = await Promise.all([getSellerProfile(seller), getPhrase()]);
  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{phrase("Update Profile")}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {profile.firstName} {profile.lastName} · {phrase(SELLER_KIND_LABELS[profile.kind].long)}
          {profile.verified ? ` · ${phrase("Verified")}` : ""}
        </p>
      </div>
      <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <SellerPhotoField initialUrl={profile.avatarUrl} />
        <SellerProfileForm
          kind={profile.kind}
          states={STATES}
          action={updateSellerProfileAction}
          initial={{
            companyName: profile.companyName,
            address: profile.address,
            city: profile.city,
            about: profile.about,
            reraNumber: profile.reraNumber,
            reraState: profile.reraState,
          }}
        />
      </div>
    </section>
  );
}
