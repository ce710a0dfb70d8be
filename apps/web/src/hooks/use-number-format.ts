/**
 * useNumberFormat: spec §9 number-format presets (is-IS, de-DE, da-DK, sv-SE, en-US), using the
 * shared presets. Without a preset it follows the company's regional settings.
 */
import { useMemo } from "react";
import { defaultTenantSettings } from "@stund/shared/contracts/tenants";
import type { NumberFormatPreset } from "@stund/shared/enums";
import {
  formatCurrency,
  formatDecimal,
  formatPercent,
  formatPlanAmount,
} from "@stund/shared/format/number-presets";
import { useCurrentTenant } from "./use-current-tenant";

export interface NumberFormat {
  preset: NumberFormatPreset;
  currency: (amount: number) => string;
  decimal: (value: number) => string;
  /** A fraction: 0.25 shows as 25%. */
  percent: (fraction: number) => string;
  /** Plans screen amounts: dots between thousands, a comma before 2 decimals. */
  planAmount: (amount: number) => string;
}

export function numberFormatFor(preset: NumberFormatPreset): NumberFormat {
  return {
    preset,
    currency: (amount) => formatCurrency(amount, preset),
    decimal: (value) => formatDecimal(value, preset),
    percent: (fraction) => formatPercent(fraction, preset),
    planAmount: formatPlanAmount,
  };
}

export function useNumberFormat(preset?: NumberFormatPreset): NumberFormat {
  const tenant = useCurrentTenant({ enabled: !preset });
  const chosen = preset ?? tenant.data?.settings?.numberFormat ?? defaultTenantSettings.numberFormat;
  return useMemo(() => numberFormatFor(chosen), [chosen]);
}
