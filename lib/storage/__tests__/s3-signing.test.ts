import { AwsClient } from "aws4fetch";
import { encodeKey, signS3Request } from "../s3-storage";

// The worked example from the Amazon S3 SigV4 documentation ("GET Object").
describe("S3 request signing", () => {
  it("reproduces the documented GET Object signature", async () => {
    const client = new AwsClient({
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      region: "us-east-1",
      service: "s3",
    });
    const headers = await signS3Request(client, {
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      headers: { range: "bytes=0-9" },
      datetime: "20130524T000000Z",
    });
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, " +
        "SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, " +
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
    expect(headers["x-amz-content-sha256"]).toBe(
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
  });

  it("signs the body's hash, so a changed body is refused by the store", async () => {
    const client = new AwsClient({ accessKeyId: "AK", secretAccessKey: "SK", service: "s3" });
    const url = new URL("http://127.0.0.1:9000/photos/a.webp");
    const sign = (body: string) =>
      signS3Request(client, {
        method: "PUT",
        url,
        headers: {},
        body: Buffer.from(body),
        datetime: "20260101T000000Z",
      });
    expect((await sign("one")).authorization).not.toBe((await sign("two")).authorization);
  });

  it("encodes keys the way S3 canonicalises them", () => {
    expect(encodeKey("listings/1/a b$.webp")).toBe("listings/1/a%20b%24.webp");
    expect(encodeKey("a(1)*!'.webp")).toBe("a%281%29%2A%21%27.webp");
  });
});
