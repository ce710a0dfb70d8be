import { defaultTenantSettings } from "@stund/shared/contracts/tenants";
import type { Database } from "../db/database";
import type { Hubs } from "../realtime/hubs";
import { hashPassword } from "../modules/company/auth/password.service";
import { updatePersonalInformation } from "../modules/company/personal-information/personal-information.service";
import { savePolicy } from "../modules/company/tenants/tenant-policy.service";
import { updateBillingInfo, updateSettings } from "../modules/company/tenants/tenant-settings.service";
import { createTenant } from "../modules/company/tenants/tenant.service";
import { acceptDocument } from "../modules/company/user-terms/user-terms.service";
import { seedDemoCatalogue, type DemoOptions } from "./demo-catalogue";
import {
  insertDemoMember,
  insertDemoProject,
  insertDemoSalesUnit,
  insertDemoUser,
  markDemoActivated,
} from "./demo-seed.repository";
import { markSuperAdmins } from "./seed.repository";
import { seedDemoChanges } from "./demo-changes";
import { demoCrew, seedDemoTeam } from "./demo-team";

export const demoPassword = "stund-demo-2026";
export const demoTenantIdentifier = "demo";

export interface DemoSignIn {
  email: string;
  password: string;
  role: string;
}

const demoUsers = [
  { key: "owner", email: "demo@stund.is", name: "Sigrún Jónsdóttir", phone: "+354 861 2040", role: "Owner" },
  {
    key: "host",
    email: "host@stund.is",
    name: "Einar Magnússon",
    phone: "+354 772 3150",
    role: "Application Host",
  },
  {
    key: "admin",
    email: "admin@stund.is",
    name: "Katrín Ólafsdóttir",
    phone: "+354 699 4812",
    role: "Super Admin",
  },
] as const;

const companyInfo = {
  address: "Ægisgarður 7",
  postalCode: "101",
  city: "Reykjavík",
  email: "info@glacierwhale.is",
  phone: "+354 555 2870",
  companySsn: "5204181290",
  website: "https://glacierwhale.is",
};

const termsText = `Booking terms of Glacier & Whale Tours ehf.

1. Bookings are confirmed once payment has been received; the confirmation is sent by email.
2. Please arrive at the Harbour desk at Ægisgarður 7 at least 20 minutes before departure. Late arrivals cannot be held back.
3. Tours run in most weather. If we cancel for weather or safety, you choose between another date and a full refund.
4. Guests must follow the crew's safety instructions. Children under 16 travel with an adult.
5. Whale sightings are likely but cannot be guaranteed; if none are seen you may join another tour free of charge within two years.`;

const refundText = `Refund policy of Glacier & Whale Tours ehf.

- Cancelled 24 hours or more before departure: full refund.
- Cancelled less than 24 hours before departure: 50% refund.
- No-show: no refund.
- Tours we cancel are refunded in full, or moved to a date of your choice.

Refunds go back to the card used for the booking within 5–10 working days.`;

/** Creates the demo company and its people on an empty database; returns the sign-ins to print. */
export async function seedDemoCompany(
  db: Database,
  hubs: Hubs,
  options: DemoOptions = {},
): Promise<DemoSignIn[]> {
  const passwordHash = await hashPassword(demoPassword);
  const ids: Record<(typeof demoUsers)[number]["key"], string> = { owner: "", host: "", admin: "" };
  for (const user of demoUsers) {
    const created = await insertDemoUser(db, { email: user.email, name: user.name, passwordHash });
    if (!created) throw new Error(`The demo user ${user.email} exists already`);
    ids[user.key] = created.id;
    await updatePersonalInformation(db, created.id, { name: user.name, phone: user.phone, language: "EN" });
    await acceptDocument(db, created.id, "TermsAndConditions");
    await acceptDocument(db, created.id, "PrivacyPolicy");
  }
  await markSuperAdmins(db, ["admin@stund.is"]);

  const tenant = await createTenant(db, hubs, ids.owner, {
    name: "Glacier & Whale Tours ehf.",
    identifier: demoTenantIdentifier,
    companyInfo,
  });
  await insertDemoMember(db, {
    tenantId: tenant.id,
    userId: ids.host,
    role: "ApplicationHost",
  });
  await markDemoActivated(db, tenant.id);
  await updateSettings(db, tenant.id, {
    ...defaultTenantSettings,
    publicName: "Glacier & Whale Tours",
    description:
      "Whale watching and glacier lagoon tours from Reykjavík Old Harbour, run by a family crew since 2009.",
    emailSenderName: "Glacier & Whale Tours",
    emailReplyTo: "info@glacierwhale.is",
  });
  await updateBillingInfo(db, tenant.id, {
    companySsn: companyInfo.companySsn,
    countryCode: "IS",
    email: "bokhald@glacierwhale.is",
  });
  await savePolicy(db, tenant.id, "TermsAndConditions", termsText);
  await savePolicy(db, tenant.id, "RefundPolicy", refundText);

  const projectId = await insertDemoProject(db, {
    tenantId: tenant.id,
    identifier: "reykjavik-harbour",
    name: "Reykjavik Harbour",
    description: "Whale watching and puffin tours departing from the Old Harbour.",
  });
  await insertDemoSalesUnit(db, {
    tenantId: tenant.id,
    projectId,
    name: "Harbour desk",
    channel: "Public",
    paymentMethods: ["Card", "Cash"],
    receiptText: "Thank you for sailing with us. Please show this receipt at the gangway.",
  });
  const owner = demoUsers.find((user) => user.key === "owner")!;
  await seedDemoCatalogue(db, hubs, tenant.id, { id: ids.owner, name: owner.name }, options);
  const crew = await seedDemoTeam(db, {
    tenantId: tenant.id,
    projectId,
    ownerId: ids.owner,
    ownerName: owner.name,
    hostId: ids.host,
    passwordHash,
  });
  await seedDemoChanges(db, tenant.id, { id: crew["office@stund.is"]!, name: demoCrew[0].name });

  return [...demoUsers, ...demoCrew].map((user) => ({
    email: user.email,
    password: demoPassword,
    role: user.role,
  }));
}

export function describeSignIns(signIns: DemoSignIn[], port: number): string {
  const width = Math.max(...signIns.map((s) => s.email.length));
  const lines = signIns.map((s) => `  ${s.email.padEnd(width)}   ${s.password}   ${s.role}`);
  return [
    "",
    'Demo company "Glacier & Whale Tours ehf." created. Sign in at',
    `  http://localhost:${port}/login`,
    "with:",
    ...lines,
    "",
  ].join("\n");
}
