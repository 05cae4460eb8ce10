import { whatsAppShareHref } from "./whatsapp-share";

describe("whatsAppShareHref", () => {
  it("sends the text and the address, encoded", () => {
    expect(whatsAppShareHref("My shortlist & more", "https://landacre.in/shortlist/ab12")).toBe(
      "https://wa.me/?text=My%20shortlist%20%26%20more%20https%3A%2F%2Flandacre.in%2Fshortlist%2Fab12",
    );
  });
});
