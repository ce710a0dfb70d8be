import { Alert, List, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { SalesChannelSettingsResponse } from "@stund/shared/contracts/catalogue/sales-channel-settings";

type ExperienceOnDisabled = SalesChannelSettingsResponse["experiencesUsingDisabled"][number];

/** Published experiences still offered on a channel that is off: nothing sells there until it is back on. */
export function DisabledChannelsWarning({ experiences }: { experiences: ExperienceOnDisabled[] }) {
  const { t } = useTranslation();
  if (experiences.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t("channelSettings.warning.title")}
      data-testid="disabled-channels-warning"
    >
      <Text size="sm" mb="xs">
        {t("channelSettings.warning.text")}
      </Text>
      <List size="sm" spacing={4}>
        {experiences.map((experience) => (
          <List.Item key={experience.id} style={{ overflowWrap: "anywhere" }}>
            <Text span fw={600} size="sm">
              {experience.name}
            </Text>
            {" — "}
            {experience.disabledChannels.map((channel) => t(`channelSettings.channel.${channel}`)).join(", ")}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
