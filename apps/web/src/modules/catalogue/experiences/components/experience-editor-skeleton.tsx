import { Paper, Skeleton, Stack } from "@mantine/core";

/** Placeholder sections while the experience loads. */
export function ExperienceEditorSkeleton() {
  return (
    <Stack gap="md" data-testid="page-loading">
      <Skeleton h={14} w={120} />
      <Skeleton h={32} w="50%" />
      {[0, 1, 2].map((n) => (
        <Paper withBorder p="lg" key={n}>
          <Skeleton h={20} w="30%" mb="md" />
          <Skeleton h={36} mb="sm" />
          <Skeleton h={36} w="70%" />
        </Paper>
      ))}
    </Stack>
  );
}
