import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AuditArea } from "@stund/shared/contracts/audit-log";

const colours: Record<AuditArea, string> = { Money: "teal", Capacity: "blue", Access: "grape" };

export function AuditAreaBadge({ area }: { area: AuditArea }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={colours[area]}
      styles={{ label: { overflow: "visible", textOverflow: "clip" } }}
      data-testid="audit-area"
    >
      {t(`auditLog.area.${area}`)}
    </Badge>
  );
}
