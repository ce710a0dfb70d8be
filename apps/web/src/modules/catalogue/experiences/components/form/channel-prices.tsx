import { Button, Collapse, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { salesChannels, type Currency } from "@stund/shared/enums";
import { moneyFormat } from "../../../../../components/inputs/input-rules";
import { NumberField } from "../../../../../components/inputs/number-field";
import { numberProps } from "../../lib/field-props";
import type { ExperienceForm } from "../../lib/experience-form-values";

/** An empty channel price means "the base price", so it is not turned into 0 on blur. */
const keepAsTyped = (value: number | string) => value;

interface ChannelPricesProps {
  form: ExperienceForm;
  index: number;
  currency: Currency;
  /** The base price as shown, the placeholder of every channel left empty. */
  basePrice: string;
}

/** Prices that differ per sales channel, folded away until needed (or until one has an error). */
export function ChannelPrices({ form, index, currency, basePrice }: ChannelPricesProps) {
  const { t } = useTranslation();
  const path = `ticketCategories.${index}.channelPrices`;
  const prices = form.values.ticketCategories[index]!.channelPrices;
  const setCount = salesChannels.filter((channel) => prices[channel] !== "").length;
  const hasError = Object.keys(form.errors).some((key) => key.startsWith(`${path}.`));
  const [opened, setOpened] = useState(setCount > 0);
  const shown = opened || hasError;
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        size="compact-sm"
        justify="flex-start"
        px={4}
        leftSection={shown ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        onClick={() => setOpened(!shown)}
        aria-expanded={shown}
        style={{ alignSelf: "flex-start" }}
        data-testid={`ticket-${index}-channel-prices-toggle`}
      >
        {setCount > 0
          ? t("experiences.ticket.channelPricesSet", { count: setCount })
          : t("experiences.ticket.channelPrices")}
      </Button>
      <Collapse expanded={shown}>
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {t("experiences.ticket.channelPricesHelp")}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
            {salesChannels.map((channel) => (
              <NumberField
                key={channel}
                label={t(`experiences.channel.${channel}`)}
                placeholder={basePrice}
                rightSection={
                  <Text size="xs" c="dimmed">
                    {currency}
                  </Text>
                }
                rightSectionWidth={40}
                min={0}
                hideControls
                {...moneyFormat}
                normaliseOnBlur={keepAsTyped}
                {...numberProps(form, `${path}.${channel}`)}
                data-testid={`ticket-${index}-price-${channel}`}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Collapse>
    </Stack>
  );
}
