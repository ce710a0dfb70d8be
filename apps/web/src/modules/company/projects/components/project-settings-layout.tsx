import { Box, Flex, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Outlet, useParams } from "react-router";
import { useCurrentProject } from "../../../../lib/access/use-current-project";
import { SettingsSubNav } from "../../company-settings/components/settings-sub-nav";
import { projectSettingsNav } from "./project-settings-nav";

/** /{tenant}/{project}/settings: the project's name, its settings sections and the open page. */
export function ProjectSettingsLayout() {
  const { t } = useTranslation();
  const { tenant, project: identifier } = useParams();
  const project = useCurrentProject();
  return (
    <Stack gap="md" data-testid="project-settings">
      <div>
        <Title order={2}>{t("section.projectSettings")}</Title>
        {project && (
          <Text c="dimmed" size="sm" data-testid="project-settings-name">
            {project.name}
          </Text>
        )}
      </div>
      <Flex
        direction={{ base: "column", md: "row" }}
        gap={{ base: "md", md: "xl" }}
        align={{ md: "flex-start" }}
      >
        <SettingsSubNav
          base={`/${tenant}/${identifier}/settings`}
          items={projectSettingsNav}
          ariaLabel={t("projects.settings.navLabel")}
          testId="project-settings-nav"
        />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Flex>
    </Stack>
  );
}
