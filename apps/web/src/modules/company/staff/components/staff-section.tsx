import { Scroller, Stack, Tabs } from "@mantine/core";
import type { Section } from "@stund/shared/access/sections";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigate, useParams } from "react-router";
import type { SettingsLevel } from "../../../../lib/http/settings-level";
import { useSectionDecisions } from "../../company-settings/hooks/use-section-decisions";

interface StaffTab {
  path: string;
  labelKey: string;
  section: Section;
}

const tabs: Record<SettingsLevel, StaffTab[]> = {
  tenant: [
    { path: "individuals", labelKey: "section.staffIndividuals", section: "staff" },
    { path: "pending", labelKey: "section.staffPending", section: "staff" },
    { path: "agents", labelKey: "section.staffAgents", section: "agents" },
  ],
  project: [
    { path: "individuals", labelKey: "section.staffIndividuals", section: "projectStaff" },
    { path: "pending", labelKey: "section.staffPending", section: "projectStaff" },
    { path: "agents", labelKey: "section.staffAgents", section: "projectAgents" },
  ],
};

/** Settings → staff: tabs Individuals | Pending | Agents above the open tab's page. */
export function StaffSection({ level }: { level: SettingsLevel }) {
  const { t } = useTranslation();
  const { tenant, project } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const decide = useSectionDecisions();
  const base = level === "tenant" ? `/${tenant}/settings/staff` : `/${tenant}/${project}/settings/staff`;
  const visible = tabs[level].filter((tab) => decide(tab.section) === "allowed");
  const current = visible.find((tab) => pathname.startsWith(`${base}/${tab.path}`))?.path ?? null;
  return (
    <Stack gap="md" data-testid="staff-section">
      {visible.length > 1 && (
        <Tabs value={current} onChange={(value) => value && void navigate(`${base}/${value}`)}>
          <Scroller styles={{ content: { minWidth: "100%" } }}>
            <Tabs.List style={{ flexWrap: "nowrap", flexGrow: 1 }} aria-label={t("staff.tabs.label")}>
              {visible.map((tab) => (
                <Tabs.Tab
                  key={tab.path}
                  value={tab.path}
                  style={{ whiteSpace: "nowrap" }}
                  data-testid={`staff-tab-${tab.path}`}
                >
                  {t(tab.labelKey)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Scroller>
        </Tabs>
      )}
      <Outlet />
    </Stack>
  );
}
