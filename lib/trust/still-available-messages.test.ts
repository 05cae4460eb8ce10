import { PAUSED_EMAIL_LISTINGS, pausedEmail, type PausedListing } from "./still-available-messages";

const site = "https://landacre.example";
const listing = (i: number, token: string | null = `tok${i}`): PausedListing => ({
  title: `Flat ${i} <Vijay Nagar>`,
  dealType: i % 2 ? "sale" : "rent",
  token,
});
const links = (text: string) => text.match(/still-available\?token=tok\d+&answer=\w+/g) ?? [];

describe("the paused e-mail", () => {
  it("names one listing in the subject and gives its links and My properties", () => {
    const mail = pausedEmail({
      siteUrl: site,
      firstName: "Asha",
      listings: [listing(1)],
      total: 1,
    });
    expect(mail.subject).toBe("Listing paused: Flat 1 <Vijay Nagar>");
    expect(mail.text).toContain('"Flat 1 <Vijay Nagar>" was paused because');
    expect(links(mail.text)).toEqual([
      "still-available?token=tok1&answer=yes",
      "still-available?token=tok1&answer=sold",
    ]);
    expect(mail.text).toContain(`My properties: ${site}/saller/properties?status=paused`);
    expect(mail.text).not.toContain("more paused");
    expect(mail.html).toContain("Flat 1 &#60;Vijay Nagar&#62;");
    expect(mail.html).not.toContain("<Vijay");
  });

  it("lists 30 listings each with its own links", () => {
    const all = Array.from({ length: 30 }, (_, i) => listing(i + 1));
    const mail = pausedEmail({ siteUrl: site, firstName: "Asha", listings: all, total: 30 });
    expect(mail.subject).toBe("30 listings paused");
    expect(mail.text).toContain("30 of your listings were paused");
    for (const l of all) expect(mail.text).toContain(`${l.title}\n`);
    expect(links(mail.text)).toHaveLength(60);
    expect(mail.text).toContain("token=tok2&answer=rented");
    expect(mail.text).not.toContain("more paused");
  });

  it(`names the first ${PAUSED_EMAIL_LISTINGS} of more and counts the rest`, () => {
    const all = Array.from({ length: 60 }, (_, i) => listing(i + 1));
    const mail = pausedEmail({ siteUrl: site, firstName: "Asha", listings: all, total: 72 });
    expect(mail.subject).toBe("72 listings paused");
    expect(mail.text).toContain(`Flat ${PAUSED_EMAIL_LISTINGS} <Vijay Nagar>`);
    expect(mail.text).not.toContain(`Flat ${PAUSED_EMAIL_LISTINGS + 1} <`);
    expect(mail.text).toContain("…and 22 more paused listings: see them all in My properties.");
    expect(links(mail.text)).toHaveLength(2 * PAUSED_EMAIL_LISTINGS);
  });

  it("sends a listing whose link expired to Make live", () => {
    const mail = pausedEmail({
      siteUrl: site,
      firstName: "Asha",
      listings: [listing(1), listing(2, null)],
      total: 2,
    });
    expect(mail.text).toContain(
      "Flat 2 <Vijay Nagar>\n(link expired: use Make live in My properties)",
    );
    expect(links(mail.text)).toHaveLength(2);
  });
});
