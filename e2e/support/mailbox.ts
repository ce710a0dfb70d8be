import { expect, type APIRequestContext } from "@playwright/test";

/** One outbox row as the test-only mailbox route lists it (a server started with STUND_TEST_ROUTES=1). */
export interface StoredEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  status: string;
  hasCalendar: boolean;
}

/** The emails written to an address so far, newest first. */
export async function emailsTo(request: APIRequestContext, address: string): Promise<StoredEmail[]> {
  const response = await request.get("/api/test/emails", { params: { to: address } });
  expect(response.ok(), `mailbox of ${address}: ${response.status()}`).toBe(true);
  return (await response.json()) as StoredEmail[];
}

/**
 * Waits until `count` emails of one kind (e.g. "StaffInvitation", "PasswordReset") have been
 * written to the address, and returns the newest.
 */
export async function waitForEmail(
  request: APIRequestContext,
  address: string,
  kind: string,
  count = 1,
): Promise<StoredEmail> {
  let found: StoredEmail[] = [];
  await expect
    .poll(
      async () => {
        found = (await emailsTo(request, address)).filter((email) => email.kind === kind);
        return found.length;
      },
      { message: `${kind} emails to ${address}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found[0]!;
}

/** The one link of the email's text that matches `path` (a pattern of the link's path), as a path. */
export function linkIn(email: StoredEmail, path: RegExp): string {
  const links = [...email.text.matchAll(/https?:\/\/[^\s"<>]+/g)].map((match) => new URL(match[0]));
  const matching = links.filter((link) => path.test(link.pathname + link.search));
  expect(matching, `links of "${email.subject}" matching ${path}: ${links.join(", ")}`).toHaveLength(1);
  const link = matching[0]!;
  return link.pathname + link.search;
}
