import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import type { AuditEntryView } from "@stund/shared/contracts/audit-log";
import type { AuditFormat } from "../hooks/use-audit-format";

/** The entry's subject, a link where the console has a page for it. */
export function AuditSubject({ entry, format }: { entry: AuditEntryView; format: AuditFormat }) {
  const to = format.link(entry);
  const label = format.subject(entry);
  if (!to) return <Text size="sm">{label}</Text>;
  return (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      onClick={(event) => event.stopPropagation()}
      data-testid="audit-subject-link"
    >
      {label}
    </Anchor>
  );
}
