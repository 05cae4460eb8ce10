/**
 * The sandbox's keys are public (issue 25, finding 3): a real deployment configured with it
 * refuses to start, and wherever the sandbox is not allowed its verify functions accept nothing,
 * so a confirmation or webhook signed with the public secrets is refused like a forgery.
 */
import { paymentProviderRefusal } from "@/lib/env";
import {
  createSandboxProvider,
  SANDBOX_KEY_SECRET,
  SANDBOX_WEBHOOK_SECRET,
} from "../provider/sandbox-provider";
import { hmacSha256Hex, paymentSignature } from "../signature";

let allowed = true;
jest.mock("@/lib/env", () => ({
  ...jest.requireActual("@/lib/env"),
  sandboxPaymentsAllowed: () => allowed,
}));

describe("the sandbox payment provider on a real deployment", () => {
  it("is a reason not to start; Razorpay or a local run is not", () => {
    expect(paymentProviderRefusal("sandbox", true)).toMatch(
      /PAYMENT_PROVIDER=sandbox is refused on a real deployment.*PAYMENT_PROVIDER=razorpay/,
    );
    expect(paymentProviderRefusal("razorpay", true)).toBeNull();
    expect(paymentProviderRefusal("sandbox", false)).toBeNull();
  });

  it("accepts its own signatures only where it is allowed", () => {
    const sandbox = createSandboxProvider("");
    const paid = paymentSignature("order_SBX1", "pay_SBX1", SANDBOX_KEY_SECRET);
    const body = JSON.stringify({ event: "payment.captured" });
    const webhook = hmacSha256Hex(body, SANDBOX_WEBHOOK_SECRET);

    allowed = true;
    expect(sandbox.verifyPaymentSignature("order_SBX1", "pay_SBX1", paid)).toBe(true);
    expect(sandbox.verifyWebhookSignature(body, webhook)).toBe(true);

    allowed = false;
    expect(sandbox.verifyPaymentSignature("order_SBX1", "pay_SBX1", paid)).toBe(false);
    expect(sandbox.verifyWebhookSignature(body, webhook)).toBe(false);
    expect(() => sandbox.authorize("order_SBX1")).toThrow(/local use only/);
  });
});
