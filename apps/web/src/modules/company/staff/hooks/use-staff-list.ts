import { useMemo } from "react";
import type { StaffMember } from "@stund/shared/contracts/staff";
import type { SettingsLevel } from "../../../../lib/http/settings-level";
import { useCompanyStaff, useProjectStaff } from "../api/staff-api";
import { asStaffMembers } from "../model/staff-actions";

/** The staff list of the page's level in one shape; only the level's own call is made. */
export function useStaffList(
  level: SettingsLevel,
  project: { id: string; name: string } | undefined,
  search: string,
) {
  const company = useCompanyStaff(search, level === "tenant");
  const projectStaff = useProjectStaff(project?.id, search, level === "project");
  const query = level === "tenant" ? company : projectStaff;
  const people = useMemo<StaffMember[]>(() => {
    if (level === "tenant") return company.data ?? [];
    return project && projectStaff.data ? asStaffMembers(projectStaff.data, project) : [];
  }, [level, company.data, projectStaff.data, project]);
  return {
    people,
    isLoading: query.isLoading,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}
