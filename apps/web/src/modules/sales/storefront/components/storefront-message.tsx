import { Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface StorefrontMessageProps {
  icon: ReactNode;
  title: string;
  text?: ReactNode;
  colour?: string;
  children?: ReactNode;
  testId: string;
}

/** A whole-page message to a customer: nothing on sale, nothing found, a booking's end. */
export function StorefrontMessage({ icon, title, text, colour, children, testId }: StorefrontMessageProps) {
  return (
    <Paper withBorder p="xl" radius="md" maw={560} mx="auto" data-testid={testId}>
      <Stack align="center" gap="sm">
        <ThemeIcon variant="light" size={48} radius="xl" color={colour}>
          {icon}
        </ThemeIcon>
        <Title order={2} ta="center">
          {title}
        </Title>
        {text && (
          <Text c="dimmed" ta="center">
            {text}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
