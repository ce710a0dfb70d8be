import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import type {
  ProjectStaffPerson,
  StaffMember,
  UpdateProjectStaffRolesBody,
  UpdateStaffRolesBody,
} from "@stund/shared/contracts/staff";
import { apiCall } from "../../../../lib/http/client";
import type { SettingsLevel } from "../../../../lib/http/settings-level";

/** Every staff list of the company, at both levels and for every search; writes refresh them all. */
export const staffKey = (tenant: string | undefined) => ["staff", tenant] as const;

/** The company's staff (GET /{tenant}/api/staff?search=). */
export function useCompanyStaff(search: string, enabled = true) {
  const { tenant } = useParams();
  return useQuery({
    queryKey: [...staffKey(tenant), "tenant", search],
    queryFn: () =>
      apiCall<StaffMember[]>("/staff", { tenant, useProject: false, query: { search: search || undefined } }),
    enabled: Boolean(tenant) && enabled,
    placeholderData: keepPreviousData,
  });
}

/** One project's staff (GET /{tenant}/api/project/staff?projectId=&search=). */
export function useProjectStaff(projectId: string | undefined, search: string, enabled = true) {
  const { tenant } = useParams();
  return useQuery({
    queryKey: [...staffKey(tenant), "project", projectId, search],
    queryFn: () =>
      apiCall<ProjectStaffPerson[]>("/project/staff", {
        tenant,
        useProject: false,
        query: { projectId, search: search || undefined },
      }),
    enabled: Boolean(tenant && projectId) && enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * Changes to people and their roles. Afterwards the lists are read again, and so are the
 * caller's own rights and projects (their own roles may have changed: ownership, leaving).
 */
export function useStaffWrites(level: SettingsLevel, projectId: string | undefined) {
  const { tenant } = useParams();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKey(tenant) }),
      queryClient.invalidateQueries({ queryKey: ["currentUser"] }),
      queryClient.invalidateQueries({ queryKey: ["projects", tenant] }),
    ]);
  const options = { tenant, useProject: false };
  const person = (userId: string) => encodeURIComponent(userId);

  const updateRoles = useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: UpdateStaffRolesBody }) =>
      apiCall<StaffMember>(`/staff/${person(userId)}/roles`, {
        ...options,
        method: "PUT",
        body,
        toast: "staff-roles",
      }),
    onSuccess: refresh,
  });
  const updateProjectRoles = useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: UpdateProjectStaffRolesBody }) =>
      apiCall<ProjectStaffPerson>(`/project/staff/${person(userId)}`, {
        ...options,
        method: "PUT",
        query: { projectId },
        body,
        toast: "staff-roles",
      }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (userId: string) =>
      apiCall<unknown>(level === "tenant" ? `/staff/${person(userId)}` : `/project/staff/${person(userId)}`, {
        ...options,
        method: "DELETE",
        query: level === "tenant" ? undefined : { projectId },
        toast: "staff-remove",
      }),
    onSuccess: refresh,
  });
  const transferOwnership = useMutation({
    mutationFn: (userId: string) =>
      apiCall<unknown>("/staff/transfer-ownership", {
        ...options,
        method: "POST",
        body: { userId },
        toast: "staff-transfer",
      }),
    onSuccess: refresh,
  });
  return { updateRoles, updateProjectRoles, remove, transferOwnership };
}
