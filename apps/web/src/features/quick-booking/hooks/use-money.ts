import { useCallback } from "react";
import { useNumberFormat } from "../../../hooks/use-number-format";
import { asCurrency, formatMinorAmount } from "../../experiences/lib/money";

/** Minor units shown in the company's number format ("12.900 Kr." for krónur, which have no decimals). */
export function useMoney(): (minor: number, currency: string) => string {
  const { preset } = useNumberFormat();
  return useCallback(
    (minor: number, currency: string) => formatMinorAmount(minor, asCurrency(currency), preset),
    [preset],
  );
}
