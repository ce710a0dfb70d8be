import { Card, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { AuditAreaBadge } from "./audit-area-badge";
import type { AuditListProps } from "./audit-log-table";
import { AuditSubject } from "./audit-subject";

/** The log on a phone: a card per change; a tap opens the values before and after. */
export function AuditLogCards({ entries, format, onOpen }: AuditListProps) {
  return (
    <Stack gap="sm" data-testid="audit-cards">
      {entries.map((entry) => (
        <Card withBorder padding="sm" key={entry.id} data-testid="audit-card">
          <UnstyledButton onClick={() => onOpen(entry)} style={{ display: "block", width: "100%" }}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600} size="sm" data-testid="audit-action">
                {format.action(entry.action)}
              </Text>
              <AuditAreaBadge area={entry.area} />
            </Group>
            <Text size="xs" c="dimmed">
              {format.time(entry.at)} · {format.actor(entry)}
            </Text>
          </UnstyledButton>
          <Group gap={6} mt={4} wrap="wrap">
            <AuditSubject entry={entry} format={format} />
            {entry.projectName && (
              <Text size="xs" c="dimmed">
                {entry.projectName}
              </Text>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
