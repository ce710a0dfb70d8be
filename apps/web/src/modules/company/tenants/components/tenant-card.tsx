import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import { IconBuilding, IconChevronRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { GetUserResponse } from "@stund/shared/contracts/auth";

export type UserTenant = GetUserResponse["tenants"][number];

/** One of the user's companies as a link card; `onChoose` runs before the link is followed. */
export function TenantCard(props: { tenant: UserTenant; to: string; onChoose: () => void }) {
  const { t } = useTranslation();
  const { tenant } = props;
  return (
    <Card
      component={Link}
      to={props.to}
      onClick={props.onChoose}
      withBorder
      radius="md"
      padding="lg"
      data-testid="tenant-card"
      style={{ textDecoration: "none" }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconBuilding size={28} stroke={1.5} color="var(--mantine-color-teal-6)" />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} truncate>
              {tenant.name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              /{tenant.identifier}
            </Text>
          </Stack>
        </Group>
        <IconChevronRight size={20} color="var(--mantine-color-gray-5)" />
      </Group>
      <Group gap={6} mt="md">
        {!tenant.isActivated && (
          <Badge color="orange" variant="light">
            {t("tenants.setupInProgress")}
          </Badge>
        )}
        {tenant.roles.map((role) => (
          <Badge key={role} variant="light" color="gray">
            {t(`tenants.role.${role}`)}
          </Badge>
        ))}
      </Group>
    </Card>
  );
}
