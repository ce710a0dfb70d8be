import { Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { LoadError } from "../load-error";

interface SettingsPageFrameProps {
  title: string;
  description?: string;
  /** Loading and error states of the page's query; the children render once data is there. */
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  testId: string;
  children: ReactNode;
}

/** A settings page: its heading, then a skeleton, an error with retry, or the content. */
export function SettingsPageFrame(props: SettingsPageFrameProps) {
  return (
    <Stack gap="md" data-testid={props.testId}>
      <div>
        <Title order={3}>{props.title}</Title>
        {props.description && (
          <Text c="dimmed" size="sm">
            {props.description}
          </Text>
        )}
      </div>
      {props.isLoading ? (
        <Paper withBorder p="lg" data-testid="page-loading">
          <Stack>
            <Skeleton h={36} />
            <Skeleton h={36} />
            <Skeleton h={36} w="60%" />
          </Stack>
        </Paper>
      ) : props.isError ? (
        <LoadError onRetry={props.onRetry} />
      ) : (
        props.children
      )}
    </Stack>
  );
}
