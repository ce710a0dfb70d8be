import { Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AuditEntryView } from "@stund/shared/contracts/audit-log";
import type { AuditFormat } from "../hooks/use-audit-format";
import { AuditAreaBadge } from "./audit-area-badge";
import { AuditSubject } from "./audit-subject";

export interface AuditListProps {
  entries: AuditEntryView[];
  format: AuditFormat;
  onOpen: (entry: AuditEntryView) => void;
}

/** The log on wide screens: a row per change; a click on it opens the values before and after. */
export function AuditLogTable({ entries, format, onOpen }: AuditListProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="audit-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("auditLog.column.time")}</Table.Th>
            <Table.Th>{t("auditLog.column.person")}</Table.Th>
            <Table.Th>{t("auditLog.column.area")}</Table.Th>
            <Table.Th>{t("auditLog.column.action")}</Table.Th>
            <Table.Th>{t("auditLog.column.subject")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr
              key={entry.id}
              onClick={() => onOpen(entry)}
              onKeyDown={(event) => {
                if (event.key === "Enter" || event.key === " ") onOpen(entry);
              }}
              tabIndex={0}
              style={{ cursor: "pointer" }}
              data-testid="audit-row"
            >
              <Table.Td style={{ whiteSpace: "nowrap" }}>{format.time(entry.at)}</Table.Td>
              <Table.Td>{format.actor(entry)}</Table.Td>
              {/* The area's word in full: the badge may not be squeezed into an ellipsis. */}
              <Table.Td style={{ whiteSpace: "nowrap", width: "1%" }}>
                <AuditAreaBadge area={entry.area} />
              </Table.Td>
              <Table.Td data-testid="audit-action">{format.action(entry.action)}</Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <AuditSubject entry={entry} format={format} />
                  {entry.projectName && (
                    <Text size="xs" c="dimmed">
                      {entry.projectName}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
