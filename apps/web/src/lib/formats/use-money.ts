import { useCallback } from "react";
import { formatMinorAmount } from "@stund/shared/money/format-money";
import { asCurrency } from "@stund/shared/money/money";
import { useNumberFormat } from "./use-number-format";

/** Minor units shown in the company's number format ("12.900 Kr." for krónur, which have no decimals). */
export function useMoney(): (minor: number, currency: string) => string {
  const { preset } = useNumberFormat();
  return useCallback(
    (minor: number, currency: string) => formatMinorAmount(minor, asCurrency(currency), preset),
    [preset],
  );
}
