import { Paper, Skeleton, Stack } from "@mantine/core";

/** Placeholder rows while a settings list loads. */
export function ListLoading() {
  return (
    <Stack data-testid="page-loading">
      {[0, 1, 2].map((n) => (
        <Paper withBorder p="md" key={n}>
          <Skeleton h={18} w="40%" mb="sm" />
          <Skeleton h={14} w="70%" />
        </Paper>
      ))}
    </Stack>
  );
}
