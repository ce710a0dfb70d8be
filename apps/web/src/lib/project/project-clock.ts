import { localDateInZone } from "@stund/shared/scheduling/zoned-time";
import { useCurrentTenant } from "../tenant/use-current-tenant";
import { useProjectTimeZone } from "./use-project-time-zone";

export interface ProjectClock {
  /** IANA zone the project's departures are planned in, once known. */
  timeZone: string | undefined;
  /** Today's date in that zone. */
  today: string | undefined;
  isError: boolean;
  refetch: () => void;
}

/**
 * The zone local dates and times of events are written in (the project's own, else the
 * company's, as the server reads them) and today's date there.
 */
export function useProjectClock(): ProjectClock {
  const timeZone = useProjectTimeZone();
  const tenant = useCurrentTenant();
  return {
    timeZone,
    today: timeZone ? localDateInZone(new Date(), timeZone) : undefined,
    isError: !timeZone && tenant.isError,
    refetch: () => void tenant.refetch(),
  };
}
