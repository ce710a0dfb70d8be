import { Paper, Skeleton, Stack } from "@mantine/core";

/** Placeholder blocks while a screen's data loads. */
export function LoadingBlocks({ count = 2 }: { count?: number }) {
  return (
    <Stack data-testid="page-loading">
      {Array.from({ length: count }, (_, n) => (
        <Paper withBorder p="md" key={n}>
          <Skeleton h={18} w="40%" mb="sm" />
          <Skeleton h={14} w="70%" mb={6} />
          <Skeleton h={14} w="55%" />
        </Paper>
      ))}
    </Stack>
  );
}
