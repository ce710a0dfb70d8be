import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { credentialsKey, credentialsKeyFileName, decodeCredentialsKey } from "./credentials-key";

let dataDir: string;
beforeEach(async () => {
  dataDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), "stund-key-")), "data");
});
afterEach(async () => fs.rm(path.dirname(dataDir), { recursive: true, force: true }));

describe("the credentials key", () => {
  it("is CREDENTIALS_KEY when set, and no file is written", async () => {
    const configured = randomBytes(32);
    const key = await credentialsKey({ credentialsKey: configured.toString("base64"), dataDir });
    expect(key.equals(configured)).toBe(true);
    await expect(fs.stat(dataDir)).rejects.toThrow();
  });

  it("refuses a CREDENTIALS_KEY that is not 32 bytes of base64", async () => {
    for (const bad of [
      randomBytes(16).toString("base64"),
      "not base64 at all!",
      randomBytes(33).toString("base64"),
    ])
      await expect(credentialsKey({ credentialsKey: bad, dataDir })).rejects.toThrow(/CREDENTIALS_KEY/);
  });

  it("is generated on first use into DATA_DIR/credentials.key, readable by the owner only", async () => {
    const key = await credentialsKey({ credentialsKey: undefined, dataDir });
    expect(key).toHaveLength(32);
    const file = path.join(dataDir, credentialsKeyFileName);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(decodeCredentialsKey(await fs.readFile(file, "utf8"), file).equals(key)).toBe(true);
    expect(await fs.readdir(dataDir)).toEqual([credentialsKeyFileName]);
  });

  it("is the same key after a restart, and for processes that start together", async () => {
    const starts = await Promise.all(
      Array.from({ length: 5 }, () => credentialsKey({ credentialsKey: undefined, dataDir })),
    );
    const restarted = await credentialsKey({ credentialsKey: undefined, dataDir });
    for (const key of starts) expect(key.equals(restarted)).toBe(true);
  });

  it("refuses a damaged key file rather than replacing it", async () => {
    await fs.mkdir(dataDir, { recursive: true });
    const file = path.join(dataDir, credentialsKeyFileName);
    await fs.writeFile(file, "short\n");
    await expect(credentialsKey({ credentialsKey: undefined, dataDir })).rejects.toThrow(/credentials\.key/);
    expect(await fs.readFile(file, "utf8")).toBe("short\n");
  });
});
