import { useCurrentTenant } from "../tenant/use-current-tenant";
import { useCurrentProject } from "../access/use-current-project";

/**
 * The IANA zone departures of the page's project are planned in: the project's own, else the
 * company's; undefined until both are loaded.
 */
export function useProjectTimeZone(): string | undefined {
  const project = useCurrentProject();
  const tenant = useCurrentTenant();
  if (!project) return undefined;
  return project.timeZone ?? tenant.data?.settings.timeZone;
}
