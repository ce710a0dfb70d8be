import { useAccess } from "../../../../lib/access/use-access";

/**
 * Whether the user may write experiences (managers and up, section catalogueEdit). Undefined
 * while the decision is loading, so write controls do not flash in and out.
 */
export function useCanEditCatalogue(): boolean | undefined {
  const { decision } = useAccess("catalogueEdit");
  return decision === undefined ? undefined : decision === "allowed";
}
