import { ConsoleLoading } from "@/components/admin/ui/console-loading";

export default ConsoleLoading;
