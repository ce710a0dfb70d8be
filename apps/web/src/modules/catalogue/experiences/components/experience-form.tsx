import { Alert, Box, Fieldset, Group, Stack } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import type { FormErrors } from "@mantine/form";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { experienceBodySchema, type Experience } from "@stund/shared/contracts/catalogue/experiences";
import type { Currency, SalesChannel } from "@stund/shared/enums";
import { useValidatedForm } from "../../../../lib/forms/use-validated-form";
import { useLanguage } from "../../../../lib/language/use-language";
import { useExperienceWrites } from "../api/experiences-api";
import { useSavedExperience } from "../hooks/use-saved-experience";
import { useUnsavedChangesGuard } from "../hooks/use-unsaved-changes-guard";
import { experienceBodyFromValues } from "../lib/experience-body";
import {
  emptyExperienceValues,
  valuesFromExperience,
  type ExperienceFormValues,
} from "../lib/experience-form-values";
import {
  serverFieldErrors,
  standingServerErrors,
  validateExperienceValues,
} from "../lib/experience-validation";
import { localizedText } from "../../../../lib/language/localized-text";
import { EditorSectionNav } from "./editor-section-nav";
import { ExperienceDeleteZone } from "./experience-delete-zone";
import { ExperienceEditorHeader } from "./experience-editor-header";
import { SaveBar } from "./save-bar";
import { AssetNeedsSection } from "./form/asset-needs-section";
import { BasicsSection } from "./form/basics-section";
import { CancellationSection } from "./form/cancellation-section";
import { CustomFieldsSection } from "./form/custom-fields-section";
import { ImagesSection } from "./form/images-section";
import { LocationSection } from "./form/location-section";
import { memoSection } from "./form/memo-section";
import { SalesChannelsSection } from "./form/sales-channels-section";
import { TicketCategoriesSection } from "./form/ticket-categories-section";
import { TimeCapacitySection } from "./form/time-capacity-section";

const MemoBasics = memoSection(BasicsSection, [
  "name",
  "tag",
  "shortDescription",
  "description",
  "status",
  "guideLanguages",
]);
const MemoLocation = memoSection(LocationSection, ["location"]);
const MemoTimeCapacity = memoSection(TimeCapacitySection, [
  "durationMinutes",
  "capacity",
  "minParticipants",
  "cutoffMinutes",
  "maxAdvanceDays",
]);
const MemoTicketCategories = memoSection(TicketCategoriesSection, ["ticketCategories"]);
const MemoCustomFields = memoSection(CustomFieldsSection, ["customFields"]);
const MemoSalesChannels = memoSection(SalesChannelsSection, ["channels"]);
const MemoAssetNeeds = memoSection(AssetNeedsSection, ["assetNeeds"]);
const MemoCancellation = memoSection(CancellationSection, ["cancellationPolicy"]);
const MemoImages = memoSection(ImagesSection, ["images"]);

interface ExperienceFormProps {
  /** The experience being edited; absent when creating one. */
  experience?: Experience;
  currency: Currency;
  canEdit: boolean;
  /** The company's enabled sales channels, when they could be read. */
  enabledChannels?: SalesChannel[];
}

/** Brings the first field with an error into view once the errors are on screen. */
function focusFirstError() {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>(
      '[data-experience-form] [aria-invalid="true"], [data-experience-form] [role="alert"]',
    );
    field?.scrollIntoView({ behavior: "smooth", block: "center" });
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)
      field.focus({ preventScroll: true });
  });
}

/** The experience editor: every section of docs/product.md §7.1 in one form, saved as one body. */
export function ExperienceForm({ experience, currency, canEdit, enabledChannels }: ExperienceFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { tenant, project } = useParams();
  const writes = useExperienceWrites();
  const serverErrors = useRef<{ errors: FormErrors; values: ExperienceFormValues } | null>(null);
  const form = useValidatedForm<ExperienceFormValues>({
    initialValues: experience
      ? valuesFromExperience(experience, currency)
      : emptyExperienceValues(enabledChannels),
    validate: (values) => ({
      ...standingServerErrors(serverErrors.current, values),
      ...validateExperienceValues(values, currency),
    }),
  });
  const loadSaved = useSavedExperience(form, experience, currency);
  const dirty = form.isDirty();
  const guard = useUnsavedChangesGuard(canEdit && dirty);
  const saving = writes.create.isPending || writes.update.isPending;

  const showServerErrors = (error: unknown) => {
    const errors = serverFieldErrors(error);
    if (Object.keys(errors).length === 0) return;
    serverErrors.current = { errors, values: form.getValues() };
    form.setErrors(errors);
    form.setTouched((touched) => ({
      ...touched,
      ...Object.fromEntries(Object.keys(errors).map((path) => [path, true])),
    }));
    focusFirstError();
  };

  const submit = form.onSubmit(
    (values) => {
      const body = experienceBodySchema.parse(experienceBodyFromValues(values, currency));
      serverErrors.current = null;
      if (experience) {
        writes.update.mutate(
          { id: experience.id, body },
          { onSuccess: loadSaved, onError: showServerErrors },
        );
        return;
      }
      writes.create.mutate(body, {
        onError: showServerErrors,
        onSuccess: (created) => {
          guard.allowNextNavigation();
          void navigate(`/${tenant}/${project}/edit-experience/${created.id}`, { replace: true });
        },
      });
    },
    () => focusFirstError(),
  );

  const savedName = experience ? localizedText(experience.name, language) : "";
  const title = experience ? savedName : t("section.createExperience");
  return (
    <Stack gap="md" data-testid="experience-editor">
      <ExperienceEditorHeader experience={experience} title={title} canEdit={canEdit} dirty={dirty} />
      {!canEdit && (
        <Alert icon={<IconEye size={18} />} variant="light" data-testid="read-only">
          {t("experiences.editor.readOnly")}
        </Alert>
      )}
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <form onSubmit={submit} noValidate data-experience-form data-testid="experience-form">
            {canEdit && (
              <SaveBar
                dirty={dirty}
                saving={saving}
                creating={!experience}
                onDiscard={experience ? () => form.reset() : undefined}
              />
            )}
            <Fieldset variant="unstyled" disabled={!canEdit || saving}>
              <Stack gap="md">
                <MemoBasics form={form} />
                <MemoLocation form={form} />
                <MemoTimeCapacity form={form} />
                <MemoTicketCategories form={form} currency={currency} />
                <MemoCustomFields form={form} />
                <MemoSalesChannels form={form} enabled={enabledChannels} />
                <MemoAssetNeeds form={form} />
                <MemoCancellation form={form} />
                <MemoImages form={form} />
              </Stack>
            </Fieldset>
          </form>
          {experience && canEdit && (
            <Box mt="xl">
              <ExperienceDeleteZone experience={experience} onDeleted={guard.allowNextNavigation} />
            </Box>
          )}
        </Box>
        <Box w={200} visibleFrom="lg" style={{ position: "sticky", top: 72, flexShrink: 0 }}>
          <EditorSectionNav />
        </Box>
      </Group>
    </Stack>
  );
}
