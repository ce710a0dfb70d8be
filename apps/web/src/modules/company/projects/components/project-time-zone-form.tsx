import { Select, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { Project } from "@stund/shared/contracts/projects";
import { useCurrentTenant } from "../../../../lib/tenant/use-current-tenant";
import { projectKey } from "../../../../lib/access/use-current-project";
import { SaveButton } from "../../../../components/settings/save-button";
import { timeZoneOptions } from "../../onboarding/components/regional-options";
import { useUpdateProject } from "../hooks/use-projects";

const followCompany = "";

/** The zone the project's departures are planned in; empty follows the company's time zone. */
export function ProjectTimeZoneForm({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { tenant } = useParams();
  const queryClient = useQueryClient();
  const company = useCurrentTenant().data?.settings.timeZone ?? "";
  const update = useUpdateProject();
  const saved = project.timeZone ?? followCompany;
  const [value, setValue] = useState(saved);
  const options = [
    { value: followCompany, label: t("projects.timeZone.followCompany", { zone: company }) },
    ...timeZoneOptions(project.timeZone ?? "").map((zone) => ({ value: zone, label: zone })),
  ];
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        id: project.id,
        name: project.name,
        identifier: project.identifier,
        description: project.description,
        timeZone: value === followCompany ? null : value,
      },
      {
        onSuccess: () =>
          void queryClient.invalidateQueries({ queryKey: projectKey(tenant, project.identifier) }),
      },
    );
  };
  return (
    <form onSubmit={save} noValidate data-testid="project-time-zone-form">
      <Stack gap="sm">
        <Select
          label={t("projects.timeZone.label")}
          data={options}
          value={value}
          onChange={(next) => setValue(next ?? followCompany)}
          searchable
          allowDeselect={false}
          data-testid="project-time-zone"
        />
        <Text size="sm" c="dimmed">
          {t("projects.timeZone.help")}
        </Text>
        <SaveButton dirty={value !== saved} saving={update.isPending} testId="project-time-zone-save" />
      </Stack>
    </form>
  );
}
