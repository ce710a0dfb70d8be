import type { Tenant } from "@stund/shared/contracts/tenants";
import { fileUrl } from "../../../files/file-url";
import type { TenantRow } from "./tenant.repository";

export function toTenantResponse(row: TenantRow): Tenant {
  return {
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    companyInfo: row.companyInfo,
    billingInfo: {
      companySsn: row.billingInfo.companySsn,
      countryCode: row.billingInfo.countryCode,
      email: row.billingInfo.email,
    },
    settings: row.settings,
    logo: fileUrl(row.logoKey),
    isDeleted: row.isDeleted,
    isActivated: row.activatedAt !== null,
    createdAt: row.createdAt.toISOString(),
    requireTwoFactor: row.requireTwoFactor,
  };
}
