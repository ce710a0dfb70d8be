import { Card, EmptyState, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import { IconSearch, IconUsers } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { StaffMember } from "@stund/shared/contracts/staff";
import { ListLoading } from "../../../../components/lists/list-loading";
import { ListPageHeader } from "../../../../components/lists/list-page-header";
import { LoadError } from "../../../../components/load-error";
import { subjectOf } from "../../../../lib/access/use-access";
import { useCurrentProject } from "../../../../lib/access/use-current-project";
import type { SettingsLevel } from "../../../../lib/http/settings-level";
import { useCurrentUser } from "../../../../lib/session/use-current-user";
import { useStaffConfirm } from "../hooks/use-staff-confirm";
import { useStaffList } from "../hooks/use-staff-list";
import { staffActionsFor, type StaffActions } from "../model/staff-actions";
import { ProjectRolesModal } from "./project-roles-modal";
import { StaffCards } from "./staff-cards";
import { StaffRolesModal } from "./staff-roles-modal";
import { StaffTable } from "./staff-table";

/** Typing settles for this long before the list is asked again. */
const searchDelayMs = 300;
const noActions: StaffActions = { editRoles: false, remove: false, transfer: false };

/**
 * Settings → staff → individuals (docs/product.md §11): everyone with a role, searchable, with
 * the actions the caller's role allows. At project level, the project's people and the company's.
 */
export function StaffIndividualsPage({ level }: { level: SettingsLevel }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const project = useCurrentProject();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), searchDelayMs);
  const staff = useStaffList(level, project, debounced);
  const { confirmRemove, confirmTransfer } = useStaffConfirm(level, project);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  // Read at once, so a phone does not first render the table.
  const phone = useMediaQuery("(max-width: 48em)", false, { getInitialValueInEffect: false });
  const subject = user.data ? subjectOf(user.data) : null;
  const StaffList = phone ? StaffCards : StaffTable;
  const people = staff.people;
  const waiting = !subject || (level === "project" && !project) || staff.isLoading;
  return (
    <Stack gap="md" data-testid="staff-individuals-page">
      <ListPageHeader
        title={t("section.staffIndividuals")}
        description={
          level === "project" ? t("staff.individuals.descriptionProject") : t("staff.individuals.description")
        }
      />
      <TextInput
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} />}
        placeholder={t("staff.search.placeholder")}
        aria-label={t("staff.search.label")}
        maxLength={255}
        data-testid="staff-search"
      />
      {waiting ? (
        <ListLoading />
      ) : staff.isError ? (
        <LoadError onRetry={staff.refetch} />
      ) : people.length === 0 ? (
        <Card withBorder p="xl">
          <EmptyState
            icon={debounced ? <IconSearch size={32} /> : <IconUsers size={32} />}
            variant="light"
            title={debounced ? t("staff.empty.title") : t("staff.emptyAll.title")}
            description={debounced ? t("staff.empty.text") : t("staff.emptyAll.text")}
            data-testid="empty-state"
          />
        </Card>
      ) : (
        <StaffList
          people={people}
          level={level}
          actionsOf={(person) => (subject ? staffActionsFor(subject, person, level, project?.id) : noActions)}
          onEditRoles={setEditing}
          onRemove={confirmRemove}
          onTransfer={(person) =>
            confirmTransfer(person, Boolean(subject?.isSuperAdmin && !subject.tenantRoles.includes("Owner")))
          }
        />
      )}
      {subject && level === "tenant" && (
        <StaffRolesModal person={editing} subject={subject} onClose={() => setEditing(null)} />
      )}
      {subject && level === "project" && project && (
        <ProjectRolesModal
          person={editing}
          subject={subject}
          projectId={project.id}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
