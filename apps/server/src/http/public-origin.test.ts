import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { originOfAddress, publicOriginOf, publicOriginOutsideRequest } from "./public-origin";

const request = (host: string, protocol: "http" | "https" = "http") =>
  ({ host, protocol }) as unknown as FastifyRequest;
const local = { publicOrigin: undefined, port: 3000 };

describe("publicOriginOf", () => {
  it("is PUBLIC_ORIGIN when set, without a trailing slash, whatever the request", () => {
    const config = { publicOrigin: "https://book.example.com/", port: 3000 };
    expect(publicOriginOf(config, request("localhost:3000"))).toBe("https://book.example.com");
  });

  it("is the request's scheme and host otherwise, as a browser writes an origin", () => {
    expect(publicOriginOf(local, request("localhost:3000"))).toBe("http://localhost:3000");
    expect(publicOriginOf(local, request("127.0.0.1:3000"))).toBe("http://127.0.0.1:3000");
    expect(publicOriginOf(local, request("Tours.Example.is", "https"))).toBe("https://tours.example.is");
    expect(publicOriginOf(local, request("localhost:80"))).toBe("http://localhost");
    expect(publicOriginOf(local, request("[::1]:3000"))).toBe("http://[::1]:3000");
  });

  it("refuses a Host that is more than a host and a port with a 400", () => {
    for (const host of [
      "",
      "evil.example/path",
      "user@evil.example",
      "a b",
      "evil.example:80?x",
      "x:99999",
    ]) {
      let error: unknown;
      try {
        publicOriginOf(local, request(host));
      } catch (caught) {
        error = caught;
      }
      expect(error, host).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
    }
  });
});

describe("publicOriginOutsideRequest", () => {
  it("is PUBLIC_ORIGIN, else the flow's stored origin, else localhost on the port", () => {
    const set = { publicOrigin: "https://book.example.com", port: 3000 };
    expect(publicOriginOutsideRequest(set, "http://localhost:3000/pay/1")).toBe("https://book.example.com");
    expect(publicOriginOutsideRequest(local, "http://localhost:3000/pay/1")).toBe("http://localhost:3000");
    expect(publicOriginOutsideRequest(local, null)).toBe("http://localhost:3000");
    expect(publicOriginOutsideRequest(local, "not an address")).toBe("http://localhost:3000");
  });
});

describe("originOfAddress", () => {
  it("reads an address's origin, and nothing from what is not one", () => {
    expect(originOfAddress("https://tours.example.com/thanks?x=1")).toBe("https://tours.example.com");
    expect(originOfAddress("")).toBeUndefined();
    expect(originOfAddress(null)).toBeUndefined();
  });
});
