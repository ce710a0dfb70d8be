import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { AppConfig } from "../../../config/config";

const keyBytes = 32;
export const credentialsKeyFileName = "credentials.key";

type KeySettings = Pick<AppConfig, "credentialsKey" | "dataDir">;

/** One key per configuration, read or made once. */
const keys = new WeakMap<KeySettings, Promise<Buffer>>();

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}

/** A key is exactly 32 bytes written as standard base64; anything else is a configuration mistake. */
export function decodeCredentialsKey(text: string, source: string): Buffer {
  const trimmed = text.trim();
  const key = Buffer.from(trimmed, "base64");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed) || key.length !== keyBytes)
    throw new Error(`${source} must be the base64 form of exactly ${keyBytes} random bytes`);
  return key;
}

/**
 * Writes a fresh key readable by the owner only. It is written to a temporary file first and
 * linked into place, so a process that starts at the same moment either finds the whole key or
 * makes its own link fail and reads the winner's.
 */
async function createKeyFile(file: string): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await fs.writeFile(temporary, `${randomBytes(keyBytes).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  try {
    await fs.chmod(temporary, 0o600);
    await fs.link(temporary, file);
  } catch (error) {
    if (errorCode(error) === "EEXIST") return;
    // A file system without hard links: create the file exclusively instead.
    if (!["EPERM", "ENOTSUP", "EXDEV", "ENOSYS"].includes(errorCode(error) ?? "")) throw error;
    await fs.copyFile(temporary, file, fs.constants.COPYFILE_EXCL).catch((copyError: unknown) => {
      if (errorCode(copyError) !== "EEXIST") throw copyError;
    });
    await fs.chmod(file, 0o600);
  } finally {
    await fs.unlink(temporary).catch(() => undefined);
  }
}

async function keyFromFile(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, credentialsKeyFileName);
  try {
    return decodeCredentialsKey(await fs.readFile(file, "utf8"), file);
  } catch (error) {
    if (errorCode(error) !== "ENOENT") throw error;
  }
  await fs.mkdir(dataDir, { recursive: true });
  await createKeyFile(file);
  return decodeCredentialsKey(await fs.readFile(file, "utf8"), file);
}

/**
 * The key that encrypts payment credentials: CREDENTIALS_KEY when set, otherwise the key in
 * DATA_DIR/credentials.key, generated on first use so a fresh machine works. Credentials stored
 * under one key cannot be read under another: moving to CREDENTIALS_KEY means using the file's key.
 */
export function credentialsKey(config: KeySettings): Promise<Buffer> {
  const kept = keys.get(config);
  if (kept) return kept;
  const configured = config.credentialsKey;
  const key = configured
    ? Promise.resolve().then(() => decodeCredentialsKey(configured, "CREDENTIALS_KEY"))
    : keyFromFile(config.dataDir);
  // A failure (a bad key, an unwritable directory) is not kept: the next call tries again.
  void key.catch(() => keys.delete(config));
  keys.set(config, key);
  return key;
}
