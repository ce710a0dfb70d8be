import { Input, SegmentedControl, Select, Stack, Textarea } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { scheduleBodySchema, type Schedule } from "@stund/shared/contracts/catalogue/schedules";
import { scheduleKinds, type ScheduleKind } from "@stund/shared/enums";
import { TextField } from "../../../../../components/inputs/text-field";
import { useValidatedForm } from "../../../../../lib/forms/use-validated-form";
import { charLimit } from "../../../../../lib/forms/form-validation";
import { useScheduleWrites } from "../../api/schedules-api";
import type { SettingsLevel } from "../../../../../lib/http/settings-level";
import { contractErrors, showServerErrors } from "../../forms/contract-errors";
import {
  emptyScheduleValues,
  scheduleDraft,
  scheduleToValues,
  toScheduleBody,
  type ScheduleFormValues,
} from "../../forms/schedule-form-values";
import { LevelChoice } from "../level-choice";
import { ModalFormActions } from "../modal-form-actions";
import { AssetTypeFields, type AssetOptions } from "./asset-type-fields";
import { OpenHoursFields } from "./open-hours-fields";
import { ScheduledEventFields } from "./scheduled-event-fields";

export interface ExperienceOptions {
  data: { value: string; label: string }[];
  isLoading: boolean;
  isError: boolean;
}

interface ScheduleFormBodyProps {
  level: SettingsLevel;
  projectId: string | null;
  schedule?: Schedule;
  assetOptions: AssetOptions;
  /** A project page's experiences; null on the company page, where a preset serves no one experience. */
  experienceOptions: ExperienceOptions | null;
  onDone: () => void;
}

/** Name, kind, description, an optional experience, then the chosen kind's rule. */
export function ScheduleFormBody(props: ScheduleFormBodyProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery("(max-width: 30em)");
  const { save } = useScheduleWrites(props.level);
  const form = useValidatedForm<ScheduleFormValues>({
    initialValues: props.schedule ? scheduleToValues(props.schedule) : emptyScheduleValues(props.level),
    validate: (values) => {
      const draft = scheduleDraft(values, props.projectId);
      return contractErrors(scheduleBodySchema, draft.input, draft.fieldOf);
    },
  });
  const submit = form.onSubmit((values) => {
    const { fieldOf } = scheduleDraft(values, props.projectId);
    save.mutate(
      { id: props.schedule?.id, body: toScheduleBody(values, props.projectId) },
      { onSuccess: props.onDone, onError: (error) => showServerErrors(form, error, fieldOf) },
    );
  });
  const experiences = props.experienceOptions;
  const companyWide = form.values.level === "tenant";
  return (
    <form onSubmit={submit} noValidate data-testid="schedule-form">
      <Stack gap="md">
        <TextField
          label={t("scheduleSettings.form.name")}
          placeholder={t("scheduleSettings.form.namePlaceholder")}
          required
          {...form.getInputProps("name")}
          value={form.values.name}
          data-testid="schedule-name"
        />
        <Input.Wrapper label={t("scheduleSettings.form.kind")} required>
          <SegmentedControl
            fullWidth
            mt={4}
            orientation={narrow ? "vertical" : "horizontal"}
            value={form.values.kind}
            onChange={(value) => form.setFieldValue("kind", value as ScheduleKind)}
            data={scheduleKinds.map((kind) => ({ value: kind, label: t(`scheduleSettings.kind.${kind}`) }))}
            data-testid="schedule-kind"
          />
        </Input.Wrapper>
        <Textarea
          label={t("scheduleSettings.form.description")}
          autosize
          minRows={2}
          maxRows={6}
          {...charLimit(form.values.description, t, 1000)}
          {...form.getInputProps("description")}
          data-testid="schedule-description"
        />
        {props.level === "project" && (
          <LevelChoice
            value={form.values.level}
            onChange={(level) => form.setFieldValue("level", level)}
            tenantDescription={t("scheduleSettings.form.tenantHelp")}
            testId="schedule-level"
          />
        )}
        {experiences && (
          <Select
            label={t("scheduleSettings.form.experience")}
            placeholder={t("scheduleSettings.form.experiencePlaceholder")}
            description={
              companyWide
                ? t("scheduleSettings.form.experienceCompanyWide")
                : experiences.isError
                  ? t("scheduleSettings.form.experiencesLoadError")
                  : t("scheduleSettings.form.experienceHelp")
            }
            data={experiences.data}
            clearable
            searchable
            nothingFoundMessage={t("scheduleSettings.form.nothingFound")}
            disabled={companyWide || experiences.isLoading}
            {...form.getInputProps("experienceId")}
            value={companyWide ? null : form.values.experienceId}
            data-testid="schedule-experience"
          />
        )}
        {form.values.kind === "ScheduledEvent" && <ScheduledEventFields form={form} />}
        {form.values.kind === "OpenHours" && <OpenHoursFields form={form} />}
        {form.values.kind === "AssetType" && <AssetTypeFields form={form} options={props.assetOptions} />}
        <ModalFormActions
          onCancel={props.onDone}
          saving={save.isPending}
          editing={Boolean(props.schedule)}
          disabled={
            (props.schedule ? !form.isDirty() : false) ||
            (form.values.kind === "AssetType" && props.assetOptions.notInPlan)
          }
          testId="schedule-save"
        />
      </Stack>
    </form>
  );
}
