/**
 * useNumberFormat: docs/product.md §14.1 number-format presets (is-IS, de-DE, da-DK, sv-SE, en-US), using the
 * shared presets. Without a preset it follows the company's regional settings; while none is
 * chosen, numbers show in the default display locale (en-GB).
 */
import { useMemo } from "react";
import { defaultTenantSettings } from "@stund/shared/contracts/tenants";
import type { NumberFormatPreset } from "@stund/shared/enums";
import { defaultDisplayLocale } from "@stund/shared/format/locales";
import { formatDecimal, formatPercent, formatPlanAmount } from "@stund/shared/format/number-presets";
import { formatCurrency, formatMoney } from "@stund/shared/money/format-money";
import { useCurrentTenant } from "../tenant/use-current-tenant";

export interface NumberFormat {
  /** The chosen preset; undefined while none is (the company is not known yet, or has none). */
  preset: NumberFormatPreset | undefined;
  /** The locale numbers show in: the preset's, or the default display locale. */
  locale: string;
  /** An amount in the preset's currency; without a preset, in the company's default currency. */
  currency: (amount: number) => string;
  decimal: (value: number) => string;
  /** A fraction: 0.25 shows as 25%. */
  percent: (fraction: number) => string;
  /** Plans screen amounts: dots between thousands, a comma before 2 decimals. */
  planAmount: (amount: number) => string;
}

export function numberFormatFor(preset: NumberFormatPreset | undefined): NumberFormat {
  return {
    preset,
    locale: preset ?? defaultDisplayLocale,
    currency: (amount) =>
      preset ? formatCurrency(amount, preset) : formatMoney(amount, defaultTenantSettings.currency),
    decimal: (value) => formatDecimal(value, preset),
    percent: (fraction) => formatPercent(fraction, preset),
    planAmount: formatPlanAmount,
  };
}

export function useNumberFormat(preset?: NumberFormatPreset): NumberFormat {
  const tenant = useCurrentTenant({ enabled: !preset });
  const chosen = preset ?? tenant.data?.settings?.numberFormat;
  return useMemo(() => numberFormatFor(chosen), [chosen]);
}
