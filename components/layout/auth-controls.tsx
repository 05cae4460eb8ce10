"use client";

import { UnreadMessagesLink } from "@/components/messages/unread-messages-link";
import { AuthButtons } from "./auth-buttons";
import { requestAuthDialog } from "./auth-events";
import { useStoredUser } from "./use-stored-user";
import { UserMenu } from "./user-menu";

/** Desktop header: the user-name menu when signed in, otherwise Login and Sign Up. */
export function AuthControls() {
  const user = useStoredUser();
  if (user) {
    return (
      <div className="flex items-center gap-1">
        <UnreadMessagesLink
          side="buyer"
          href="/profile/messages"
          className="transition-colors hover:bg-white/10 group-data-[solid=true]/nav:hover:bg-brand-50"
        />
        <UserMenu user={user} />
      </div>
    );
  }
  return (
    <AuthButtons
      onOpen={requestAuthDialog}
      className="flex items-center gap-2"
      buttonClassName={{
        login:
          "rounded-full border border-current px-4 py-1.5 text-sm font-semibold transition-colors hover:bg-white/10 focus-ring group-data-[solid=true]/nav:border-brand-600 group-data-[solid=true]/nav:text-brand-700 group-data-[solid=true]/nav:hover:bg-brand-50",
        signup:
          "rounded-full bg-brand-600 px-4 py-1.5 text-sm font-semibold text-white transition-colors hover:bg-brand-700 focus-ring",
      }}
    />
  );
}
