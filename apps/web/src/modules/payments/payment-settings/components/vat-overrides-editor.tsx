import { ActionIcon, Button, Group, Paper, Select, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { PaymentSettings, VatExperience } from "@stund/shared/contracts/payment-settings";
import { LoadError } from "../../../../components/load-error";
import { PercentageField } from "../../../../components/inputs/percentage-field";
import { useLanguage } from "../../../../lib/language/use-language";
import type { PaymentSettingsForm } from "../model/form-type";
import { useVatExperiences } from "../hooks/use-payment-settings";

interface VatOverridesEditorProps {
  form: PaymentSettingsForm;
  settings: PaymentSettings;
  disabled: boolean;
}

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

/** Names of experiences: from the list, or from the saved rule when the list does not have it. */
function experienceOptions(
  experiences: readonly VatExperience[],
  settings: PaymentSettings,
  language: string,
) {
  const named = (name: { EN: string; IS: string }) => (language === "IS" && name.IS ? name.IS : name.EN);
  const groups = new Map<string, { value: string; label: string }[]>();
  const add = (project: string, value: string, label: string) => {
    if ([...groups.values()].some((items) => items.some((item) => item.value === value))) return;
    groups.set(project, [...(groups.get(project) ?? []), { value, label }]);
  };
  for (const experience of experiences) add(experience.projectName, experience.id, named(experience.name));
  for (const rule of settings.vatOverrides)
    add(rule.projectName, rule.experienceId, named(rule.experienceName));
  return [...groups.entries()].map(([group, items]) => ({ group, items }));
}

/**
 * VAT rules: per experience, one rate that replaces its ticket categories' own rates (e.g. a
 * transport-only trip sold without VAT). Each rule shows the rates it replaces.
 */
export function VatOverridesEditor({ form, settings, disabled }: VatOverridesEditorProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const experiences = useVatExperiences();
  const rules = form.values.vatOverrides;
  const list = experiences.data ?? [];
  const byId = new Map(list.map((experience) => [experience.id, experience]));
  const options = experienceOptions(list, settings, language);
  const used = new Set(rules.map((rule) => rule.experienceId));
  const free = list.filter((experience) => !used.has(experience.id));

  return (
    <Stack gap="sm" data-testid="vat-overrides">
      <div>
        <Title order={4}>{t("paymentSettings.vat.title")}</Title>
        <Text size="sm" c="dimmed">
          {t("paymentSettings.vat.description")}
        </Text>
      </div>
      {experiences.isLoading ? (
        <Skeleton h={36} data-testid="vat-loading" />
      ) : experiences.isError ? (
        <LoadError onRetry={() => void experiences.refetch()} />
      ) : (
        <>
          {rules.length === 0 && (
            <Text size="sm" c="dimmed" data-testid="vat-empty">
              {list.length === 0 ? t("paymentSettings.vat.noExperiences") : t("paymentSettings.vat.empty")}
            </Text>
          )}
          {rules.map((rule, index) => {
            const rates = byId.get(rule.experienceId)?.categoryRates ?? [];
            return (
              <Paper key={rule.key} withBorder p="sm" data-testid={`vat-rule-${index}`}>
                <Group align="flex-start" wrap="wrap" gap="sm">
                  <Select
                    style={{ flex: "1 1 14rem" }}
                    label={t("paymentSettings.vat.experience")}
                    placeholder={t("paymentSettings.vat.choose")}
                    searchable
                    allowDeselect={false}
                    nothingFoundMessage={t("paymentSettings.vat.nothingFound")}
                    data={options.map((group) => ({
                      ...group,
                      items: group.items.map((item) => ({
                        ...item,
                        disabled: item.value !== rule.experienceId && used.has(item.value),
                      })),
                    }))}
                    description={
                      rates.length > 0
                        ? t("paymentSettings.vat.replaces", {
                            rates: rates.map((rate) => `${rate} %`).join(", "),
                          })
                        : undefined
                    }
                    disabled={disabled}
                    {...form.getInputProps(`vatOverrides.${index}.experienceId`)}
                    data-testid={`vat-rule-${index}-experience`}
                  />
                  <PercentageField
                    style={{ flex: "0 1 7rem" }}
                    label={t("paymentSettings.vat.rate")}
                    disabled={disabled}
                    {...form.getInputProps(`vatOverrides.${index}.rate`)}
                    value={rule.rate}
                    data-testid={`vat-rule-${index}-rate`}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mt={26}
                    disabled={disabled}
                    aria-label={t("paymentSettings.vat.remove")}
                    onClick={() => form.removeListItem("vatOverrides", index)}
                    data-testid={`vat-rule-${index}-remove`}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Paper>
            );
          })}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={disabled || free.length === 0}
              onClick={() =>
                form.insertListItem("vatOverrides", {
                  key: newKey(),
                  experienceId: free[0]?.id ?? "",
                  rate: 0,
                })
              }
              data-testid="vat-add"
            >
              {t("paymentSettings.vat.add")}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
