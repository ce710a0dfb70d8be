import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCalendarOff, IconMapPinOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { LoadError } from "../../../../components/load-error";
import { PageLoader } from "../../../../components/page-loader";
import { useCompany, usePublicExperiences } from "../api/storefront-api";
import { useStorefrontLanguage } from "../hooks/use-storefront-language";
import { isNotFound } from "../model/not-found";
import { ExperienceCard } from "./experience-card";
import { StorefrontMessage } from "./storefront-message";
import { StorefrontShell } from "./storefront-shell";
import { useLayout, useStartedProject } from "../hooks/use-widget-start";
import { layoutColumns } from "../model/layout";

function StorefrontContent({ tenant }: { tenant: string }) {
  const { t } = useTranslation();
  const layout = useLayout();
  const { link } = useStorefrontLanguage();
  const company = useCompany(tenant);
  const experiences = usePublicExperiences(tenant, useStartedProject());

  if (isNotFound(company.error) || isNotFound(experiences.error))
    return (
      <StorefrontMessage
        icon={<IconMapPinOff size={28} />}
        title={t("storefront.notFound.title")}
        text={t("storefront.notFound.text")}
        testId="company-not-found"
      />
    );
  if (company.isError || experiences.isError)
    return (
      <LoadError
        onRetry={() => {
          void company.refetch();
          void experiences.refetch();
        }}
      />
    );
  if (!company.data || !experiences.data) return <PageLoader />;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{company.data.name}</Title>
        <Text c="dimmed">{t("storefront.intro")}</Text>
      </div>
      {experiences.data.length === 0 ? (
        <StorefrontMessage
          icon={<IconCalendarOff size={28} />}
          title={t("storefront.empty.title")}
          text={t("storefront.empty.text", { company: company.data.name })}
          testId="empty-state"
        />
      ) : (
        <SimpleGrid cols={layoutColumns[layout].experiences} spacing="lg" data-layout={layout}>
          {experiences.data.map((experience) => (
            <ExperienceCard
              key={experience.id}
              experience={experience}
              to={link(`/${tenant}/storefront/${encodeURIComponent(experience.tag || experience.id)}`)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** /{tenant}/storefront: the company's experiences on sale, for anyone, without signing in. */
export function StorefrontPage() {
  const { tenant = "" } = useParams();
  return (
    <StorefrontShell tenant={tenant}>
      <StorefrontContent tenant={tenant} />
    </StorefrontShell>
  );
}
