import { PageSkeleton } from "@/components/seller/page-skeleton";

export default function Loading() {
  return <PageSkeleton label="Loading" />;
}
