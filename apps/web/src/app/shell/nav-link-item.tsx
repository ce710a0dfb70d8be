import { NavLink, Tooltip } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink as RouterLink } from "react-router";
import type { Section } from "@stund/shared/access/sections";
import { useAccess } from "../../lib/access/use-access";

/**
 * docs/product.md §2.5: an entry the user's roles do not allow is removed from view; one their tier does not
 * include stays visible but disabled, with the upgrade tooltip.
 */
export function NavLinkItem(props: {
  to: string;
  label: string;
  icon?: ReactNode;
  section: Section;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { decision } = useAccess(props.section);
  if (decision === undefined || decision === "notAuthorized") return null;
  if (decision === "notSubscribed") {
    return (
      <Tooltip label={t("access.upgradeTooltip")} position="right" withArrow>
        <div>
          <NavLink label={props.label} leftSection={props.icon} disabled aria-disabled />
        </div>
      </Tooltip>
    );
  }
  return (
    <NavLink
      component={RouterLink}
      to={props.to}
      label={props.label}
      leftSection={props.icon}
      onClick={props.onNavigate}
    />
  );
}
