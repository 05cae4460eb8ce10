import type * as React from "react";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { ConsoleLoading } from "@/components/admin/ui/console-loading";
import { StoredUserGate } from "@/components/auth/profile/stored-user-gate";
import { PageSkeleton } from "@/components/seller/page-skeleton";
import { messagesFor } from "@/lib/i18n/messages";
import { Skeleton } from "./skeleton";

jest.mock("@/components/i18n/use-localized-router", () => ({
  useLocalizedRouter: () => ({ replace: () => {} }),
}));

function html(node: React.ReactNode): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={messagesFor("en")} timeZone="Asia/Kolkata">
      {node}
    </NextIntlClientProvider>,
  );
}

/**
 * A placeholder is what a visitor meets while a part of a page streams in. Its name is read out
 * only with a role that takes one: `aria-label` on a bare `<div>` is prohibited (axe:
 * aria-prohibited-attr, serious), so each is a busy status.
 */
describe("loading placeholders", () => {
  it.each([
    ["a block of a page", <Skeleton key="s" label="Loading recent payments" />],
    ["an admin list screen", <ConsoleLoading key="c" />],
    ["a seller page", <PageSkeleton key="p" label="Loading your listings" />],
    ["the buyer's profile", <StoredUserGate key="g">profile</StoredUserGate>],
  ])("%s is a busy status with a name", (_, node) => {
    const opening = /^<div[^>]*>/.exec(html(node))?.[0] ?? "";
    expect(opening).toMatch(/ role="status"/);
    expect(opening).toMatch(/ aria-busy="true"/);
    expect(opening).toMatch(/ aria-label="Loading[^"]*"/);
  });
});
