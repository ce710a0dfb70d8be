import { Anchor, Badge, Drawer, Group, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { AuditEntryView } from "@stund/shared/contracts/audit-log";
import type { AuditFormat } from "../hooks/use-audit-format";
import { valueRows } from "../model/audit-values";
import { AuditAreaBadge } from "./audit-area-badge";

const phone = "(max-width: 47.99em)";
const changedBackground = "var(--mantine-color-yellow-light)";

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" w={90} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Group>
  );
}

/** One change: who, when, what, and its values before and after side by side, changed ones marked. */
export function AuditEntryDrawer(props: {
  entry: AuditEntryView | null;
  format: AuditFormat;
  onClose: () => void;
}) {
  const { entry, format, onClose } = props;
  const { t } = useTranslation();
  const narrow = useMediaQuery(phone, false, { getInitialValueInEffect: false });
  const rows = entry ? valueRows(entry.before, entry.after) : [];
  const to = entry ? format.link(entry) : null;
  return (
    <Drawer
      opened={entry !== null}
      onClose={onClose}
      position="right"
      size={narrow ? "100%" : "lg"}
      title={entry ? format.action(entry.action) : t("auditLog.drawer.title")}
      closeButtonProps={{ "aria-label": t("common.close") }}
      data-testid="audit-drawer"
    >
      {entry && (
        <Stack gap="md">
          <Stack gap={6}>
            <Fact label={t("auditLog.column.area")}>
              <AuditAreaBadge area={entry.area} />
            </Fact>
            <Fact label={t("auditLog.drawer.when")}>{format.time(entry.at)}</Fact>
            <Fact label={t("auditLog.drawer.who")}>{format.actor(entry)}</Fact>
            <Fact label={t("auditLog.column.subject")}>
              {format.subjectType(entry.subjectType)}: {format.subject(entry)}
            </Fact>
            {entry.projectName && <Fact label={t("auditLog.drawer.project")}>{entry.projectName}</Fact>}
          </Stack>
          {to && (
            <Anchor component={Link} to={to} size="sm" data-testid="audit-drawer-link">
              {t("auditLog.drawer.open", { subject: format.subject(entry) })}
            </Anchor>
          )}
          {rows.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("auditLog.drawer.noValues")}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={360}>
              <Table withTableBorder withColumnBorders verticalSpacing="xs" data-testid="audit-values">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("auditLog.drawer.field")}</Table.Th>
                    <Table.Th>{t("auditLog.drawer.before")}</Table.Th>
                    <Table.Th>{t("auditLog.drawer.after")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr
                      key={row.field}
                      bg={row.changed ? changedBackground : undefined}
                      data-changed={row.changed || undefined}
                      data-testid="audit-value-row"
                    >
                      <Table.Td>
                        <Group gap={6} wrap="wrap">
                          <Text size="sm" fw={row.changed ? 600 : undefined}>
                            {format.field(row.field)}
                          </Text>
                          {row.changed && (
                            <Badge size="xs" variant="light" color="yellow">
                              {t("auditLog.drawer.changed")}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: "anywhere" }}>{format.value(row.before)}</Table.Td>
                      <Table.Td style={{ overflowWrap: "anywhere" }}>{format.value(row.after)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
