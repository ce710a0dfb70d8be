import { Radio, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SettingsLevel } from "../../../../lib/http/settings-level";

interface LevelChoiceProps {
  value: SettingsLevel;
  onChange: (level: SettingsLevel) => void;
  /** What a company-wide record means for this kind of record. */
  tenantDescription: string;
  testId: string;
}

/** On a project page: keep a record to this project, or share it with every project of the company. */
export function LevelChoice(props: LevelChoiceProps) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t("catalogueSettings.level.label")}
      value={props.value}
      onChange={(value) => props.onChange(value === "tenant" ? "tenant" : "project")}
      data-testid={props.testId}
    >
      <Stack gap="xs" mt={6}>
        <Radio
          value="project"
          label={t("catalogueSettings.level.onlyProject")}
          description={t("catalogueSettings.level.onlyProjectHelp")}
          data-testid={`${props.testId}-project`}
        />
        <Radio
          value="tenant"
          label={t("catalogueSettings.level.tenant")}
          description={props.tenantDescription}
          data-testid={`${props.testId}-tenant`}
        />
      </Stack>
    </Radio.Group>
  );
}
