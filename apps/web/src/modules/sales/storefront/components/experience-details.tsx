import { Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { PublicExperience } from "@stund/shared/contracts/bookings/public";
import { localizedText } from "../../../../lib/language/localized-text";
import { useStorefrontFormat } from "../hooks/use-storefront-format";

/** What the experience is: its pictures, name, description, length, price and cancellation terms. */
export function ExperienceDetails({ experience }: { experience: PublicExperience }) {
  const { t } = useTranslation();
  const format = useStorefrontFormat();
  const [cover, ...more] = experience.images;
  const { freeUntilHours, feePercent } = experience.cancellationPolicy;
  return (
    <Stack gap="md" data-testid="experience-details">
      {cover && <Image src={cover} alt="" radius="md" h={260} fit="cover" />}
      {more.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
          {more.slice(0, 8).map((image) => (
            <Image key={image} src={image} alt="" radius="sm" h={72} fit="cover" />
          ))}
        </SimpleGrid>
      )}
      <Title order={1}>{localizedText(experience.name, format.language)}</Title>
      <Group gap="lg" c="dimmed">
        <Group gap={4} wrap="nowrap">
          <IconClock size={18} aria-hidden />
          <Text>{format.duration(experience.durationMinutes)}</Text>
        </Group>
        {experience.fromPrice !== null && (
          <Text fw={700} c="var(--mantine-color-text)">
            {t("storefront.fromPrice", { price: format.money(experience.fromPrice, experience.currency) })}
          </Text>
        )}
      </Group>
      <Text style={{ whiteSpace: "pre-line" }}>
        {localizedText(experience.description, format.language) ||
          localizedText(experience.shortDescription, format.language)}
      </Text>
      <Text size="sm" c="dimmed" data-testid="cancellation-policy">
        {feePercent === 0
          ? t("storefront.cancellation.alwaysFree")
          : freeUntilHours > 0
            ? t("storefront.cancellation.freeUntil", { count: freeUntilHours, percent: feePercent })
            : t("storefront.cancellation.fee", { percent: feePercent })}
      </Text>
    </Stack>
  );
}
