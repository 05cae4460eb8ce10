"use client";

import { FlashToast } from "./flash-toast";
import { LoginDialog } from "./login-dialog";
import { LogoutListener } from "./logout-listener";
import { SessionSync } from "./session-sync";

/** Everything the public layout needs for accounts: mount once inside the public shell. */
export function AuthRoot() {
  return (
    <>
      <LoginDialog />
      <LogoutListener />
      <SessionSync />
      <FlashToast />
    </>
  );
}
