import { applyUnsubscribe } from "@/lib/alerts/unsubscribe";
import { unsubscribeAction } from "./actions";

jest.mock("@/lib/alerts/unsubscribe", () => ({ applyUnsubscribe: jest.fn() }));
jest.mock("@/lib/log", () => ({ log: { error: jest.fn(), warn: jest.fn(), info: jest.fn() } }));

const apply = jest.mocked(applyUnsubscribe);

function form(token: string): FormData {
  const data = new FormData();
  data.set("token", token);
  return data;
}

/** The unsubscribe page's button: a plain `<form>` action, so its failures must not vanish. */
describe("unsubscribeAction", () => {
  beforeEach(() => apply.mockReset());

  it("redirects to the page's new state after unsubscribing", async () => {
    apply.mockResolvedValue({ ok: true, what: "alerts for “Indore”", alreadyOff: false });
    await expect(unsubscribeAction(form("t0ken"))).rejects.toMatchObject({
      digest: expect.stringContaining("NEXT_REDIRECT"),
    });
    expect(apply).toHaveBeenCalledWith("t0ken");
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
