/** docs/product.md §4.7: dismissing an alert banner hides it for 5 days, per tenant, through a cookie. */
import type { AlertBannerKind } from "./alert-banner-rules";

export const alertBannerDismissSeconds = 5 * 24 * 60 * 60;

function cookieName(tenant: string, kind: AlertBannerKind): string {
  return `stund-alert-${kind}-${encodeURIComponent(tenant)}`;
}

export function isAlertBannerDismissed(tenant: string, kind: AlertBannerKind): boolean {
  const name = cookieName(tenant, kind);
  return document.cookie.split(";").some((part) => part.trim().startsWith(`${name}=`));
}

export function dismissAlertBanner(tenant: string, kind: AlertBannerKind): void {
  document.cookie = `${cookieName(tenant, kind)}=1; max-age=${alertBannerDismissSeconds}; path=/; SameSite=Lax`;
}
