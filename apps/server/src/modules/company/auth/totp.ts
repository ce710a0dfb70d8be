import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

/** Time-based one-time codes (RFC 6238) as authenticator apps make them: SHA-1, 6 digits, 30 s. */
export const totpPeriodSeconds = 30;
const issuer = "Stund";

/** A new secret: 20 random bytes in base32, as the RFC's own examples and the apps use. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// address an app reads from the QR code. */
export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer, label: email, secret, period: totpPeriodSeconds });
}

/** The QR code of an address as an SVG image in a data: address. */
export async function qrCodeImage(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/**
 * The time step a code belongs to when it is right now, allowing one step either way for a
 * phone's clock; null when it is not. A step at or before `afterStep` is refused, so a code that
 * has been used cannot be used again.
 */
export async function totpTimeStep(
  secret: string,
  code: string,
  options: { afterStep?: number; now?: Date } = {},
): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    period: totpPeriodSeconds,
    epoch: Math.floor((options.now ?? new Date()).getTime() / 1000),
    epochTolerance: totpPeriodSeconds,
    ...(options.afterStep !== undefined ? { afterTimeStep: options.afterStep } : {}),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
