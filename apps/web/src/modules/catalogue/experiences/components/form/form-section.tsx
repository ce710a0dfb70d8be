import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

export interface FormSectionProps {
  /** The anchor the editor's section links jump to. */
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}

/** One titled part of the experience editor; the page header stays clear of it when jumped to. */
export function FormSection({ id, title, description, children }: FormSectionProps) {
  return (
    <Paper
      component="section"
      id={id}
      withBorder
      p={{ base: "md", sm: "lg" }}
      style={{ scrollMarginTop: 72 }}
      aria-labelledby={`${id}-title`}
    >
      <Stack gap="md">
        <div>
          <Title order={3} size="h4" id={`${id}-title`}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
