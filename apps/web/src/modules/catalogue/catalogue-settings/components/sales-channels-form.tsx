import { Alert, Divider, Paper, Stack, Switch, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { salesChannels, type SalesChannel } from "@stund/shared/enums";
import { translateValidationMessage } from "../../../../lib/forms/validation-message";
import { useValidatedForm } from "../../../../lib/forms/use-validated-form";
import { SaveButton } from "../../../../components/settings/save-button";
import { useSaveSalesChannels, type SalesChannelsAnswer } from "../api/sales-channels-api";
import { DisabledChannelsWarning } from "./disabled-channels-warning";

type ChannelValues = { enabled: SalesChannel[] };

/** The spec's order, so the same set always compares equal and Save follows real changes only. */
const inSpecOrder = (enabled: SalesChannel[]): SalesChannel[] =>
  salesChannels.filter((channel) => enabled.includes(channel));

/** A switch per channel; at least one stays on, and Save is enabled only when something changed. */
export function SalesChannelsForm({ settings }: { settings: SalesChannelsAnswer }) {
  const { t } = useTranslation();
  const save = useSaveSalesChannels();
  const form = useValidatedForm<ChannelValues>({
    initialValues: { enabled: inSpecOrder(settings.enabled) },
    validate: (values) => (values.enabled.length === 0 ? { enabled: "channelSettings.atLeastOne" } : {}),
  });
  const toggle = (channel: SalesChannel, on: boolean) => {
    const current = form.values.enabled.filter((item) => item !== channel);
    form.setFieldValue("enabled", inSpecOrder(on ? [...current, channel] : current));
    form.setTouched((touched) => ({ ...touched, enabled: true }));
  };
  const submit = form.onSubmit((values) => {
    save.mutate(
      { enabled: values.enabled },
      {
        onSuccess: (answer) => {
          const saved = { enabled: inSpecOrder(answer?.enabled ?? values.enabled) };
          form.setValues(saved);
          form.resetDirty(saved);
        },
      },
    );
  });
  const error = form.errors.enabled;
  return (
    <form onSubmit={submit} noValidate data-testid="sales-channels-form">
      <Stack gap="md">
        <DisabledChannelsWarning experiences={settings.experiencesUsingDisabled ?? []} />
        <Paper withBorder p={{ base: "md", sm: "lg" }}>
          <Stack gap="md" role="group" aria-label={t("section.salesChannels")}>
            {salesChannels.map((channel, index) => (
              <Fragment key={channel}>
                {index > 0 && <Divider />}
                <Switch
                  checked={form.values.enabled.includes(channel)}
                  onChange={(event) => toggle(channel, event.currentTarget.checked)}
                  label={t(`channelSettings.channel.${channel}`)}
                  description={t(`channelSettings.help.${channel}`)}
                  data-testid={`sales-channel-${channel}`}
                />
              </Fragment>
            ))}
          </Stack>
        </Paper>
        {typeof error === "string" && (
          <Text c="red" size="sm" role="alert" data-testid="sales-channels-error">
            {translateValidationMessage(error, t)}
          </Text>
        )}
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
          {t("channelSettings.pricesNote")}
        </Alert>
        <SaveButton
          dirty={form.isDirty() && form.values.enabled.length > 0}
          saving={save.isPending}
          testId="sales-channels-save"
        />
      </Stack>
    </form>
  );
}
