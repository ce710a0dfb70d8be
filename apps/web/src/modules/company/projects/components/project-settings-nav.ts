import type { SubNavItem } from "../../company-settings/components/settings-sub-nav";

/** docs/product.md §3.7 project settings children, each with the section that guards it. */
export const projectSettingsNav: SubNavItem[] = [
  { path: "information", labelKey: "projects.settings.information", section: "projectInformation" },
  { path: "sales-units", labelKey: "section.salesUnits", section: "salesUnits" },
  { path: "schedules", labelKey: "section.schedules", section: "projectSchedules" },
  {
    path: "staff",
    labelKey: "projects.settings.staff",
    section: "projectStaff",
    children: [
      { path: "staff/individuals", labelKey: "section.staffIndividuals", section: "projectStaff" },
      { path: "staff/pending", labelKey: "section.staffPending", section: "projectStaff" },
      { path: "staff/agents", labelKey: "section.staffAgents", section: "projectAgents" },
    ],
  },
  { path: "assets", labelKey: "section.assets", section: "projectAssets" },
  { path: "widgets", labelKey: "section.widgets", section: "projectWidgets" },
];
