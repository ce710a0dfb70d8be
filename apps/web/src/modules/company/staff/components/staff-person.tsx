import { Avatar, Badge, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { StaffMember } from "@stund/shared/contracts/staff";

/** A person's picture (or initials), name and email; "You" beside the caller's own name. */
export function StaffPerson({ person }: { person: StaffMember }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar src={person.image} name={person.name} color="initials" radius="xl" alt="" />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }} data-testid="staff-name">
            {person.name}
          </Text>
          {person.isYou && (
            <Badge size="xs" variant="light" color="gray">
              {t("staff.you")}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {person.email}
        </Text>
      </Stack>
    </Group>
  );
}
