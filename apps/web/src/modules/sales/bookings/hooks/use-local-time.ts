import { useCallback } from "react";
import { useDateFormat } from "../../../../lib/formats/use-date-format";
import { wallClock } from "../model/local-time";

/** "DD/MM/YYYY HH:mm" on the project's clock, whatever the browser's zone is. */
export function useLocalTime(timeZone: string | undefined): (instant: string | null) => string {
  const dates = useDateFormat();
  return useCallback(
    (instant: string | null) => {
      if (!instant) return "–";
      const local = timeZone ? wallClock(instant, timeZone) : null;
      return local ? dates.long(local) : dates.long(instant);
    },
    [dates, timeZone],
  );
}
