import { Alert, Paper, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EventTemplate } from "@stund/shared/contracts/catalogue/events";
import type { ExperienceSummary } from "@stund/shared/contracts/catalogue/experiences";
import { useExperienceOptions } from "../model/experience-options";
import { useLocalized } from "../model/localized";

export type StartSource = "experience" | "template";
export type EventKind = "single" | "series";

interface StartSourcePickerProps {
  source: StartSource;
  onSourceChange: (source: StartSource) => void;
  experiences: ExperienceSummary[];
  experienceId: string | null;
  onExperienceChange: (id: string | null) => void;
  templates: EventTemplate[];
  templatesLoading: boolean;
  templateId: string | null;
  onTemplateChange: (id: string | null) => void;
  kind: EventKind;
  onKindChange: (kind: EventKind) => void;
}

/** What the new events start from (an experience or a template) and whether one or a series. */
export function StartSourcePicker(props: StartSourcePickerProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const template = props.templates.find((item) => item.id === props.templateId);
  const experienceFixed = props.source === "template" && Boolean(template?.experienceId);
  const experienceOptions = useExperienceOptions(props.experiences, props.experienceId);
  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} data-testid="start-source">
      <Stack gap="sm">
        <Text fw={500}>{t("events.create.startFrom")}</Text>
        <SegmentedControl
          fullWidth
          value={props.source}
          onChange={(value) => props.onSourceChange(value as StartSource)}
          data={[
            { value: "experience", label: t("events.create.fromExperience") },
            { value: "template", label: t("events.create.fromTemplate") },
          ]}
          data-testid="start-source-mode"
        />
        {props.source === "template" && (
          <Select
            label={t("events.create.template")}
            placeholder={t("events.create.chooseTemplate")}
            searchable
            nothingFoundMessage={t("events.create.noTemplates")}
            disabled={props.templatesLoading}
            data={props.templates.map((item) => ({ value: item.id, label: item.name }))}
            value={props.templateId}
            onChange={props.onTemplateChange}
            data-testid="start-template"
          />
        )}
        {props.source === "template" && !props.templatesLoading && props.templates.length === 0 && (
          <Alert color="gray" variant="light">
            {t("events.create.noTemplatesYet")}
          </Alert>
        )}
        {(props.source === "experience" || (template && !experienceFixed)) && (
          <Select
            label={t("events.create.experience")}
            placeholder={t("events.create.chooseExperience")}
            searchable
            nothingFoundMessage={t("events.create.noExperiences")}
            data={experienceOptions}
            value={props.experienceId}
            onChange={props.onExperienceChange}
            data-testid="start-experience"
          />
        )}
        {experienceFixed && template?.experienceName && (
          <Text size="sm" c="dimmed" data-testid="template-experience">
            {t("events.create.templateExperience", { name: localized(template.experienceName) })}
          </Text>
        )}
        <Text fw={500} mt="xs">
          {t("events.create.what")}
        </Text>
        <SegmentedControl
          fullWidth
          value={props.kind}
          onChange={(value) => props.onKindChange(value as EventKind)}
          data={[
            { value: "single", label: t("events.create.single") },
            { value: "series", label: t("events.create.series") },
          ]}
          data-testid="start-kind"
        />
      </Stack>
    </Paper>
  );
}
