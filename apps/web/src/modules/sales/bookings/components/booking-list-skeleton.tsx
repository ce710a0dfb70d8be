import { Group, Paper, Skeleton, Stack } from "@mantine/core";

/** Placeholder rows while the first page loads. */
export function BookingListSkeleton() {
  return (
    <Stack gap="sm" data-testid="bookings-loading">
      {[0, 1, 2, 3].map((n) => (
        <Paper withBorder p="sm" key={n}>
          <Group wrap="nowrap" gap="md">
            <Skeleton h={16} w={90} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={14} w="50%" />
              <Skeleton h={12} w="30%" />
            </Stack>
            <Skeleton h={22} w={80} radius="xl" visibleFrom="sm" />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
