import { Alert, Button, Card, EmptyState, Stack } from "@mantine/core";
import { IconCalendarPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import type { Experience } from "@stund/shared/contracts/catalogue/experiences";
import { LoadError } from "../../../../components/load-error";
import { SectionGuard } from "../../../../components/access/section-guard";
import {
  useExperience,
  useExperienceByTag,
  useExperiences,
} from "../../../../lib/queries/experience-queries";
import { useCreateSeries } from "../api/event-series-api";
import { useEventTemplates } from "../api/event-templates-api";
import { useCreateEvent } from "../api/events-api";
import { useProjectClock } from "../../../../lib/project/project-clock";
import { newSeriesValues } from "../model/series-form";
import { LoadingBlocks } from "./loading-blocks";
import { PageTitle } from "./page-title";
import { SeriesForm } from "./series-form";
import { SingleEventForm } from "./single-event-form";
import { StartSourcePicker, type EventKind, type StartSource } from "./start-source-picker";

/** create-events/{experienceTag?}: one departure or a series, from an experience or a template. */
export function CreateEventsPage() {
  return (
    <SectionGuard section="catalogueEdit">
      <CreateEvents />
    </SectionGuard>
  );
}

/** The experience to create events for: the template's, the one picked, or the one in the path. */
function useChosenExperience(experienceId: string | null, tagExperience: Experience | undefined) {
  const fromTag = experienceId !== null && experienceId === tagExperience?.id;
  const detail = useExperience(experienceId && !fromTag ? experienceId : undefined);
  return {
    experience: fromTag ? tagExperience : experienceId ? detail.data : undefined,
    isLoading: !fromTag && detail.isLoading,
    isError: !fromTag && detail.isError,
    refetch: () => void detail.refetch(),
  };
}

function CreateEvents() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tenant, project, experienceTag } = useParams();
  const byTag = useExperienceByTag(experienceTag);
  const experiences = useExperiences();
  const [source, setSource] = useState<StartSource>("experience");
  const templates = useEventTemplates();
  const [pickedExperienceId, setPickedExperienceId] = useState<string | null>(null);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [kind, setKind] = useState<EventKind>("single");
  const zone = useProjectClock();
  const createEvent = useCreateEvent();
  const createSeries = useCreateSeries();

  const template = source === "template" ? templates.data?.find((item) => item.id === templateId) : undefined;
  const experienceId = template?.experienceId ?? pickedExperienceId ?? byTag.data?.id ?? null;
  const chosen = useChosenExperience(experienceId, byTag.data);
  const experience = chosen.experience;
  const base = `/${tenant}/${project}`;

  const chooseTemplate = (id: string | null) => {
    setTemplateId(id);
    const picked = templates.data?.find((item) => item.id === id);
    if (picked && picked.slots.length > 0) setKind("series");
  };

  const formArea = () => {
    if (experiences.isError) return <LoadError onRetry={() => void experiences.refetch()} />;
    if (zone.isError) return <LoadError onRetry={zone.refetch} />;
    if (source === "template" && templates.isError)
      return <LoadError onRetry={() => void templates.refetch()} />;
    if (experiences.data?.length === 0) return <NoExperiences base={base} />;
    if (source === "template" && !template) return null;
    if (!experienceId) return null;
    if (chosen.isError) return <LoadError onRetry={chosen.refetch} />;
    if (!experience || !zone.timeZone || !zone.today) return <LoadingBlocks />;
    const formKey = `${experience.id}-${template?.id ?? "none"}`;
    if (kind === "single")
      return (
        <SingleEventForm
          key={formKey}
          experience={experience}
          template={template}
          timeZone={zone.timeZone}
          today={zone.today}
          submitting={createEvent.isPending}
          onSubmit={(body) =>
            createEvent.mutate(body, { onSuccess: () => void navigate(`${base}/availability`) })
          }
        />
      );
    return (
      <SeriesForm
        key={formKey}
        experience={experience}
        timeZone={zone.timeZone}
        today={zone.today}
        initialValues={newSeriesValues(zone.today, experience.currency, template)}
        submitLabel={t("events.create.submitSeries")}
        submitting={createSeries.isPending}
        onSubmit={(body) =>
          createSeries.mutate(body, {
            onSuccess: (result) =>
              void navigate(`${base}/experiences/${encodeURIComponent(experience.tag)}`, {
                state: { seriesResult: result },
              }),
          })
        }
      />
    );
  };

  return (
    <Stack gap="md" data-testid="create-events-page">
      <PageTitle title={t("section.createEvents")} description={t("events.create.description")} />
      {experienceTag && byTag.isError && (
        <Alert color="orange" variant="light" data-testid="experience-tag-missing">
          {t("events.create.tagNotFound", { tag: experienceTag })}
        </Alert>
      )}
      {experiences.isLoading || (experienceTag && byTag.isLoading) ? (
        <LoadingBlocks count={1} />
      ) : (
        <StartSourcePicker
          source={source}
          onSourceChange={setSource}
          experiences={experiences.data ?? []}
          experienceId={experienceId}
          onExperienceChange={setPickedExperienceId}
          templates={templates.data ?? []}
          templatesLoading={templates.isLoading}
          templateId={templateId}
          onTemplateChange={chooseTemplate}
          kind={kind}
          onKindChange={setKind}
        />
      )}
      {formArea()}
    </Stack>
  );
}

/** Events need an experience: point to where one is made. */
function NoExperiences({ base }: { base: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder p="xl">
      <EmptyState
        icon={<IconCalendarPlus size={32} />}
        variant="light"
        title={t("events.create.noExperiencesTitle")}
        description={t("events.create.noExperiencesText")}
        data-testid="empty-state"
      >
        <EmptyState.Actions>
          <Button component={Link} to={`${base}/create-experience`}>
            {t("events.create.createExperience")}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}
