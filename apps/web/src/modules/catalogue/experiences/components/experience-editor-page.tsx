import { Button, Card, EmptyState } from "@mantine/core";
import { IconMapOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ApiError } from "../../../../lib/http/api-error";
import { LoadError } from "../../../../components/load-error";
import { useEnabledChannels } from "../api/enabled-channels-api";
import { useExperience } from "../../../../lib/queries/experience-queries";
import { useCanEditCatalogue } from "../hooks/use-can-edit-catalogue";
import { useTenantCurrency } from "../hooks/use-tenant-currency";
import { asCurrency } from "@stund/shared/money/money";
import { ExperienceEditorSkeleton } from "./experience-editor-skeleton";
import { ExperienceForm } from "./experience-form";

/** create-experience and edit-experience/{id}: the experience editor. */
export function ExperienceEditorPage() {
  const { t } = useTranslation();
  const { tenant, project, id } = useParams();
  const experience = useExperience(id);
  const tenantCurrency = useTenantCurrency();
  const canEdit = useCanEditCatalogue();
  const channels = useEnabledChannels();
  if (
    (id && experience.isLoading) ||
    (!id && (tenantCurrency.isLoading || channels.isLoading)) ||
    canEdit === undefined
  )
    return <ExperienceEditorSkeleton />;
  if (id && experience.isError) {
    const missing = experience.error instanceof ApiError && [400, 404].includes(experience.error.status);
    if (!missing) return <LoadError onRetry={() => void experience.refetch()} />;
    return (
      <Card withBorder p="xl">
        <EmptyState
          icon={<IconMapOff size={32} />}
          variant="light"
          title={t("section.editExperience.empty")}
          description={t("experiences.editor.notFoundText")}
          data-testid="experience-not-found"
        >
          <EmptyState.Actions>
            <Button component={Link} to={`/${tenant}/${project}/experiences`} variant="light">
              {t("experiences.editor.back")}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    );
  }
  const data = id ? experience.data : undefined;
  // Saved prices are in the experience's currency; a new one takes the company's.
  const currency = data ? asCurrency(data.currency, tenantCurrency.currency) : tenantCurrency.currency;
  return (
    <ExperienceForm
      key={data?.id ?? "new"}
      experience={data}
      currency={currency}
      canEdit={canEdit}
      enabledChannels={channels.data}
    />
  );
}
