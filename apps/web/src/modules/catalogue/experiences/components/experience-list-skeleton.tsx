import { Group, Paper, Skeleton, Stack } from "@mantine/core";

/** Placeholder rows while the list loads. */
export function ExperienceListSkeleton() {
  return (
    <Stack gap="sm" data-testid="page-loading">
      {[0, 1, 2].map((n) => (
        <Paper withBorder p="sm" key={n}>
          <Group wrap="nowrap" gap="sm">
            <Skeleton h={44} w={44} radius="sm" style={{ flexShrink: 0 }} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={16} w="45%" />
              <Skeleton h={12} w="25%" />
            </Stack>
            <Skeleton h={22} w={80} radius="xl" visibleFrom="sm" />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
