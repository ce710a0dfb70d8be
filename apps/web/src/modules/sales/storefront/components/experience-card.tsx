import { Card, Center, Group, Image, Stack, Text, Title } from "@mantine/core";
import { IconClock, IconPhoto } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PublicExperience } from "@stund/shared/contracts/bookings/public";
import { localizedText } from "../../../../lib/language/localized-text";
import { useStorefrontFormat } from "../hooks/use-storefront-format";

const imageHeight = 180;

/** One experience on the storefront; the whole card is the link to its page. */
export function ExperienceCard({ experience, to }: { experience: PublicExperience; to: string }) {
  const { t } = useTranslation();
  const format = useStorefrontFormat();
  const name = localizedText(experience.name, format.language);
  const image = experience.images[0];
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="md" data-testid="experience-card">
      <Card.Section>
        {image ? (
          <Image src={image} alt="" h={imageHeight} fit="cover" />
        ) : (
          <Center h={imageHeight} bg="var(--mantine-color-gray-1)" c="dimmed">
            <IconPhoto size={40} aria-hidden />
          </Center>
        )}
      </Card.Section>
      <Stack gap={6} mt="md">
        <Title order={3} size="h4">
          {name}
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {localizedText(experience.shortDescription, format.language)}
        </Text>
        <Group justify="space-between" mt="xs" wrap="nowrap">
          <Group gap={4} c="dimmed" wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <Text size="sm">{format.duration(experience.durationMinutes)}</Text>
          </Group>
          {experience.fromPrice !== null && (
            <Text fw={700} data-testid="from-price">
              {t("storefront.fromPrice", { price: format.money(experience.fromPrice, experience.currency) })}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
