import { signRequest, sha256Hex, uriEncode } from "../sigv4";

// The worked example from the Amazon S3 SigV4 documentation ("GET Object").
describe("SigV4 signing", () => {
  it("reproduces the documented GET Object signature", () => {
    const headers = signRequest(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: { range: "bytes=0-9" },
        payloadHash: sha256Hex(""),
        date: new Date("2013-05-24T00:00:00Z"),
      },
      {
        accessKeyId: "AKIAIOSFODNN7EXAMPLE",
        secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
        region: "us-east-1",
      },
    );
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("encodes keys the way S3 canonicalises them", () => {
    expect(uriEncode("listings/1/a b$.webp", true)).toBe("listings/1/a%20b%24.webp");
    expect(uriEncode("a/b", false)).toBe("a%2Fb");
  });
});
