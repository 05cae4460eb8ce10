import type * as React from "react";
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "@/lib/i18n/locales";
import { clientMessages, sellerClientMessages, type Messages } from "@/lib/i18n/messages";
import { OtpStep } from "./otp-step";

/** The words of the sign-up's OTP step (tags removed, spaces collapsed), with a page's catalogue. */
function otpStep(locale: Locale, messages: Partial<Messages>): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Asia/Kolkata">
      <OtpStep idPrefix="signup" onBack={() => {}} onVerified={() => {}} onExpired={() => {}} />
    </NextIntlClientProvider>,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The step after the server refused a code: its one `null` state is the server's message. */
function afterWrongCode(): void {
  const react = jest.requireActual<typeof React>("react");
  const useState = react.useState;
  jest
    .spyOn(react, "useState")
    .mockImplementation(((initial: unknown) =>
      initial === null
        ? ["Invalid OTP. You have 2 attempts left.", () => {}]
        : useState(initial)) as typeof React.useState);
}

afterEach(() => jest.restoreAllMocks());

const HINDI =
  "आपके मोबाइल नंबर पर भेजा गया 6 अंकों का कोड डालें। यह 10 मिनट तक मान्य है। OTP OTP वेरिफाई करें रजिस्ट्रेशन पर वापस जाएं OTP दोबारा भेजें";

describe("the sign-up's OTP step on Hindi pages", () => {
  it("is Hindi on the buyer's sign-up, its button included", () => {
    expect(otpStep("hi", clientMessages("hi"))).toBe(HINDI);
  });

  it("is Hindi on the seller's sign-up (/hi/saller/signup) too", () => {
    expect(otpStep("hi", sellerClientMessages("hi"))).toBe(HINDI);
  });

  it("words a refused code in Hindi", () => {
    afterWrongCode();
    expect(otpStep("hi", clientMessages("hi"))).toContain(
      "OTP वेरिफाई नहीं हो सका गलत OTP। आपके पास 2 कोशिशें बाकी हैं। OTP OTP वेरिफाई करें",
    );
  });
});

describe("the sign-up's OTP step on English pages", () => {
  it("reads as before", () => {
    expect(otpStep("en", clientMessages("en"))).toBe(
      "Enter the 6-digit code we sent to your mobile number . It is valid for 10 minutes. OTP Verify OTP Back to Registration Resend OTP",
    );
    afterWrongCode();
    expect(otpStep("en", sellerClientMessages("en"))).toContain(
      "OTP verification failed Invalid OTP. You have 2 attempts left. OTP Verify OTP",
    );
  });
});
