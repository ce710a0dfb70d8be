import { Center, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { LanguageToggle } from "../../../../components/language-toggle";

/** The signed-out pages: brand, language toggle and one card, narrow enough for a phone. */
export function AuthPageFrame(props: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={420} gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} c="teal" size="xl">
            Stund
          </Text>
          <LanguageToggle />
        </Group>
        <Paper withBorder shadow="sm" p={{ base: "md", xs: "xl" }} radius="md">
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {props.title}
              </Title>
              <Text c="dimmed" size="sm">
                {props.subtitle}
              </Text>
            </Stack>
            {props.children}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
