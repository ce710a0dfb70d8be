import { Divider, Stack } from "@mantine/core";
import {
  IconAdjustments,
  IconCalendar,
  IconCalendarEvent,
  IconChartBar,
  IconFolders,
  IconHome,
  IconListDetails,
  IconPalette,
  IconReceipt,
  IconSettings,
  IconTicket,
  IconTemplate,
} from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { NavLinkItem } from "./nav-link-item";

export function TenantNav({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { tenant, project } = useParams();
  const base = `/${tenant}`;
  return (
    <Stack gap={2} component="nav" aria-label={t("nav.main")}>
      <NavLinkItem
        to={`${base}/projects`}
        label={t("section.projects")}
        icon={<IconFolders size={18} />}
        section="projects"
        onNavigate={onNavigate}
      />
      <NavLinkItem
        to={`${base}/schedule`}
        label={t("section.schedule")}
        icon={<IconCalendar size={18} />}
        section="schedule"
        onNavigate={onNavigate}
      />
      <NavLinkItem
        to={`${base}/business-insights`}
        label={t("section.businessInsights")}
        icon={<IconChartBar size={18} />}
        section="businessInsights"
        onNavigate={onNavigate}
      />
      <NavLinkItem
        to={`${base}/branding`}
        label={t("section.branding")}
        icon={<IconPalette size={18} />}
        section="branding"
        onNavigate={onNavigate}
      />
      <NavLinkItem
        to={`${base}/settings`}
        label={t("section.companySettings")}
        icon={<IconSettings size={18} />}
        section="companySettings"
        onNavigate={onNavigate}
      />
      {project && (
        <>
          <Divider my="sm" label={t("nav.project")} labelPosition="left" />
          <NavLinkItem
            to={`${base}/${project}/home`}
            label={t("section.home")}
            icon={<IconHome size={18} />}
            section="projectContent"
            onNavigate={onNavigate}
          />
          <NavLinkItem
            to={`${base}/${project}/availability`}
            label={t("section.availability")}
            icon={<IconCalendarEvent size={18} />}
            section="projectContent"
            onNavigate={onNavigate}
          />
          <NavLinkItem
            to={`${base}/${project}/experiences`}
            label={t("section.experiences")}
            icon={<IconListDetails size={18} />}
            section="projectContent"
            onNavigate={onNavigate}
          />
          <NavLinkItem
            to={`${base}/${project}/event-templates`}
            label={t("section.eventTemplates")}
            icon={<IconTemplate size={18} />}
            section="projectContent"
            onNavigate={onNavigate}
          />
          <NavLinkItem
            to={`${base}/${project}/quick-booking`}
            label={t("section.quickBooking")}
            icon={<IconTicket size={18} />}
            section="quickBooking"
            onNavigate={onNavigate}
          />
          <NavLinkItem
            to={`${base}/${project}/bookings`}
            label={t("bookings.title")}
            icon={<IconReceipt size={18} />}
            section="projectContent"
            onNavigate={onNavigate}
          />
          <NavLinkItem
            to={`${base}/${project}/settings`}
            label={t("section.projectSettings")}
            icon={<IconAdjustments size={18} />}
            section="projectSettings"
            onNavigate={onNavigate}
          />
        </>
      )}
    </Stack>
  );
}
