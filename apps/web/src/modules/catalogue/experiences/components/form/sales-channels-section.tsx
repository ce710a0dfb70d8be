import { Checkbox, SimpleGrid, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { salesChannels, type SalesChannel } from "@stund/shared/enums";
import type { ExperienceForm } from "../../lib/experience-form-values";
import { FormSection } from "./form-section";
import { SectionError } from "./section-error";

interface SalesChannelsSectionProps {
  form: ExperienceForm;
  /** The company's enabled channels; undefined when they could not be read. */
  enabled?: SalesChannel[];
}

/**
 * The channels the experience sells on. A channel the company has not enabled cannot be picked
 * (the API would refuse it); one already picked can still be cleared.
 */
export function SalesChannelsSection({ form, enabled }: SalesChannelsSectionProps) {
  const { t } = useTranslation();
  const channels = form.values.channels;
  const isEnabled = (channel: SalesChannel) => !enabled || enabled.includes(channel);
  return (
    <FormSection
      id="experience-channels"
      title={t("experiences.section.channels")}
      description={t("experiences.section.channelsHelp")}
    >
      <SectionError form={form} path="channels" />
      <Checkbox.Group
        value={channels}
        onChange={(value) =>
          form.setFieldValue(
            "channels",
            salesChannels.filter((channel) => value.includes(channel)),
          )
        }
        aria-label={t("experiences.section.channels")}
        data-testid="channels"
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {salesChannels.map((channel) => (
            <Checkbox
              key={channel}
              value={channel}
              label={t(`experiences.channel.${channel}`)}
              description={
                isEnabled(channel)
                  ? t(`experiences.channelHelp.${channel}`)
                  : t("experiences.channel.notEnabled")
              }
              disabled={!isEnabled(channel) && !channels.includes(channel)}
              data-testid={`channel-${channel}`}
            />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {channels.length === 0 && (
        <Text size="sm" c="orange.8" data-testid="channels-none">
          {t("experiences.channel.noneWarning")}
        </Text>
      )}
    </FormSection>
  );
}
