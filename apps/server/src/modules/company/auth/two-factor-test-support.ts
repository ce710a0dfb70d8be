import { generate } from "otplib";
import { expect } from "vitest";
import type { TestClient } from "../../../../test/test-app";
import { totpPeriodSeconds } from "./totp";

/** The code of an authenticator app `steps` time steps from now. */
export function codeAt(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * totpPeriodSeconds });
}

/** Sets up and confirms two-factor sign-in for the client's account with this step's code. */
export async function turnOnTwoFactor(client: TestClient) {
  const setup = await client.post("/api/user/two-factor/setup");
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const enabled = await client.post("/api/user/two-factor/enable", { code: await codeAt(secret) });
  expect(enabled.statusCode).toBe(200);
  return { secret, recoveryCodes: enabled.json<{ recoveryCodes: string[] }>().recoveryCodes };
}
