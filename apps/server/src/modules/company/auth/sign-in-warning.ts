import type { Database } from "../../../db/database";
import { queueAccountEmail } from "../../messaging/emails/account-email.service";

export const signInWarningKind = "SignInWarning";

const texts = {
  EN: {
    subject: "Many failed sign-ins to your Stund account",
    greeting: (name: string) => `Hello ${name},`,
    body:
      "Someone has typed a wrong password for your Stund account many times in the last few minutes. " +
      "Sign-ins from addresses you have not used before are now slowed down. You can still sign in " +
      "as usual from your own devices.",
    action:
      "If this was not you, your password has not been guessed, but choose a long password you use " +
      "nowhere else. If it was you, there is nothing to do.",
  },
  IS: {
    subject: "Margar misheppnaðar innskráningar á Stund-aðganginn þinn",
    greeting: (name: string) => `Halló ${name},`,
    body:
      "Einhver hefur slegið inn rangt lykilorð fyrir Stund-aðganginn þinn oft á síðustu mínútum. " +
      "Hægt hefur verið á innskráningum frá stöðum sem þú hefur ekki notað áður. Þú getur áfram " +
      "skráð þig inn eins og venjulega úr þínum eigin tækjum.",
    action:
      "Ef þetta varst ekki þú hefur lykilorðið þitt ekki verið giskað á, en veldu langt lykilorð sem " +
      "þú notar hvergi annars staðar. Ef þetta varst þú þarftu ekkert að gera.",
  },
} as const;

/** Tells a person by email that their account is seeing many wrong passwords. */
export async function queueSignInWarning(
  db: Database,
  user: { email: string; name: string; language: string },
  now: Date,
): Promise<void> {
  const t = texts[user.language === "IS" ? "IS" : "EN"];
  await queueAccountEmail(
    db,
    {
      kind: signInWarningKind,
      to: user.email,
      subject: t.subject,
      paragraphs: [t.greeting(user.name), t.body, t.action],
    },
    now,
  );
}
