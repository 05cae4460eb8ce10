import { LoadingScreen } from "@/components/layout/loading-screen";

export default function Loading() {
  return <LoadingScreen />;
}
