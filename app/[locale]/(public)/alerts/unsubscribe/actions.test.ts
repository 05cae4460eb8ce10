import { applyUnsubscribe } from "@/lib/alerts/unsubscribe";
import { redirect } from "next/navigation";
import { unsubscribeAction } from "./actions";

jest.mock("@/lib/alerts/unsubscribe", () => ({ applyUnsubscribe: jest.fn() }));
jest.mock("next/navigation", () => ({
  redirect: jest.fn(() => {
    throw Object.assign(new Error("NEXT_REDIRECT"), { digest: "NEXT_REDIRECT;replace" });
  }),
}));
jest.mock("@/lib/log", () => ({ log: { error: jest.fn(), warn: jest.fn(), info: jest.fn() } }));

const apply = jest.mocked(applyUnsubscribe);

function form(token: string, locale?: string): FormData {
  const data = new FormData();
  data.set("token", token);
  if (locale) data.set("locale", locale);
  return data;
}

/** The unsubscribe page's button: a plain `<form>` action, so its failures must not vanish. */
describe("unsubscribeAction", () => {
  beforeEach(() => {
    apply.mockReset();
    jest.mocked(redirect).mockClear();
  });

  it("redirects to the page's new state after unsubscribing", async () => {
    apply.mockResolvedValue({ ok: true, what: "alerts for “Indore”", alreadyOff: false });
    await expect(unsubscribeAction(form("t0ken"))).rejects.toMatchObject({
      digest: expect.stringContaining("NEXT_REDIRECT"),
    });
    expect(apply).toHaveBeenCalledWith("t0ken");
    expect(redirect).toHaveBeenCalledWith("/alerts/unsubscribe?token=t0ken");
  });

  it("stays in the page's language: a Hindi page's form comes back to the Hindi page", async () => {
    apply.mockResolvedValue({ ok: true, what: "alerts for “Indore”", alreadyOff: false });
    await expect(unsubscribeAction(form("t0ken", "hi"))).rejects.toMatchObject({
      digest: expect.stringContaining("NEXT_REDIRECT"),
    });
    expect(redirect).toHaveBeenCalledWith("/hi/alerts/unsubscribe?token=t0ken");
    // Anything else is not a language: English.
    await expect(unsubscribeAction(form("t0ken", "xx"))).rejects.toBeTruthy();
    expect(redirect).toHaveBeenLastCalledWith("/alerts/unsubscribe?token=t0ken");
  });

  it("throws on when the database fails, so the error screen with Try again shows", async () => {
    apply.mockRejectedValue(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
    await expect(unsubscribeAction(form("t0ken"))).rejects.toThrow(/temporarily unavailable/i);
  });

  it("leaves the page as it was for a forged call that is not a form", async () => {
    await expect(unsubscribeAction("not a form" as unknown as FormData)).resolves.toBeUndefined();
    expect(apply).not.toHaveBeenCalled();
  });
});
