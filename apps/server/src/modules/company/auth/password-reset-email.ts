import type { Executor } from "../../../db/database";
import { queueAccountEmail } from "../../messaging/emails/account-email.service";

export const passwordResetEmailKind = "PasswordReset";

const texts = {
  EN: {
    subject: "Reset your Stund password",
    greeting: (name: string) => `Hello ${name},`,
    body: "Someone asked to reset the password of your Stund account. Open this link to choose a new one:",
    expiry: "The link works once, within an hour. Choosing a new password signs you out everywhere.",
    ignore: "If you did not ask for this, you can ignore this email: your password has not changed.",
  },
  IS: {
    subject: "Endurstilltu lykilorðið þitt hjá Stund",
    greeting: (name: string) => `Halló ${name},`,
    body: "Beðið var um að endurstilla lykilorð Stund-aðgangsins þíns. Opnaðu þennan tengil til að velja nýtt:",
    expiry:
      "Tengillinn virkar einu sinni, innan klukkustundar. Þegar þú velur nýtt lykilorð ertu skráð(ur) út alls staðar.",
    ignore: "Ef þú baðst ekki um þetta getur þú hunsað þennan póst: lykilorðið þitt er óbreytt.",
  },
} as const;

/** The email with the reset link, in the language of the page it was asked for from. */
export async function queuePasswordResetEmail(
  db: Executor,
  to: { email: string; name: string; language: string },
  link: string,
  now: Date,
): Promise<void> {
  const t = texts[to.language === "IS" ? "IS" : "EN"];
  await queueAccountEmail(
    db,
    {
      kind: passwordResetEmailKind,
      to: to.email,
      subject: t.subject,
      paragraphs: [t.greeting(to.name), t.body, link, t.expiry, t.ignore],
    },
    now,
  );
}
