import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { UserProfile } from "@/components/admin/accounts/user-profile";
import { getUserDetail } from "@/lib/admin/accounts/user-queries";
import { adminPageActor } from "@/lib/admin/session";
import { NotFoundError } from "@/lib/auth/errors";

export const metadata: Metadata = { title: "User" };

export default async function UserPage({ params }: PageProps<"/admin/users/[id]">) {
  const admin = await adminPageActor();
  const id = Number((await params).id);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  const detail = await getUserDetail(admin, id).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  return <UserProfile detail={detail} />;
}
