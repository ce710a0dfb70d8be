import { Anchor, Box, Container, Group } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCompany } from "../api/storefront-api";
import { useEmbedded, useEmbedHeight } from "../hooks/use-embed-height";
import { useStorefrontLanguage } from "../hooks/use-storefront-language";
import { LanguageSwitch } from "./language-switch";

/**
 * The frame of every customer page: the company's name home to its storefront, and the language.
 * Inside the booking widget the company's own page is the frame, so the header goes and the
 * page reports its height instead of filling the window.
 */
export function StorefrontShell({ tenant, children }: { tenant: string; children: ReactNode }) {
  const company = useCompany(tenant);
  const { link } = useStorefrontLanguage();
  const embedded = useEmbedded();
  const measured = useEmbedHeight(embedded);
  return (
    <Box ref={measured} mih={embedded ? undefined : "100vh"} bg="var(--mantine-color-gray-0)">
      <Box
        hidden={embedded}
        component="header"
        bg="var(--mantine-color-body)"
        py="sm"
        style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
      >
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Anchor
              component={Link}
              to={link(`/${tenant}/storefront`)}
              fw={700}
              size="lg"
              c="var(--mantine-color-text)"
              underline="never"
              truncate
              data-testid="company-home"
            >
              {company.data?.name ?? "\u00a0"}
            </Anchor>
            <LanguageSwitch />
          </Group>
        </Container>
      </Box>
      <Container size="lg" py="lg" px="md" component="main">
        {children}
      </Container>
    </Box>
  );
}
