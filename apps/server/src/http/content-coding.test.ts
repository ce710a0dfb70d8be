import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { preferredCoding, varyOnAcceptEncoding } from "./content-coding";

describe("preferredCoding", () => {
  it("prefers brotli, then gzip, as the caller allows", () => {
    expect(preferredCoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredCoding("gzip, deflate")).toBe("gzip");
    expect(preferredCoding("GZIP")).toBe("gzip");
    expect(preferredCoding(["deflate", "br"])).toBe("br");
    expect(preferredCoding("*")).toBe("br");
  });

  it("follows the caller's ranking and refusals", () => {
    expect(preferredCoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(preferredCoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredCoding("*, br;q=0")).toBe("gzip");
    expect(preferredCoding("gzip;q=0, *;q=0")).toBeUndefined();
    expect(preferredCoding("br;q=nonsense")).toBeUndefined();
  });

  it("sends the plain body when nothing offered is acceptable", () => {
    expect(preferredCoding(undefined)).toBeUndefined();
    expect(preferredCoding("")).toBeUndefined();
    expect(preferredCoding("identity")).toBeUndefined();
    expect(preferredCoding("deflate, zstd")).toBeUndefined();
    expect(preferredCoding("gzipped")).toBeUndefined();
    expect(preferredCoding("br", ["gzip"])).toBeUndefined();
  });
});

describe("varyOnAcceptEncoding", () => {
  async function vary(existing?: string): Promise<string | undefined> {
    const app = Fastify();
    app.get("/", async (_request, reply) => {
      if (existing !== undefined) reply.header("vary", existing);
      varyOnAcceptEncoding(reply);
      varyOnAcceptEncoding(reply);
      return "ok";
    });
    const response = await app.inject({ method: "GET", url: "/" });
    await app.close();
    return response.headers.vary as string | undefined;
  }

  it("adds Accept-Encoding once, beside what the answer varies on already", async () => {
    expect(await vary()).toBe("accept-encoding");
    expect(await vary("Origin")).toBe("Origin, accept-encoding");
    expect(await vary("Accept-Encoding")).toBe("Accept-Encoding");
    expect(await vary("*")).toBe("*");
  });
});
