import { Anchor, Button, Group, SimpleGrid, Stack } from "@mantine/core";
import { IconArrowLeft, IconMapPinOff } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { LoadError } from "../../../../components/load-error";
import { PageLoader } from "../../../../components/page-loader";
import { useCompany, usePublicExperience } from "../api/storefront-api";
import { useStorefrontLanguage } from "../hooks/use-storefront-language";
import { isNotFound } from "../model/not-found";
import { CheckoutForm } from "./checkout-form";
import { ExperienceDetails } from "./experience-details";
import { StorefrontMessage } from "./storefront-message";
import { StorefrontShell } from "./storefront-shell";
import { useLayout } from "../hooks/use-widget-start";
import { layoutColumns } from "../model/layout";

function ExperienceContent({ tenant, tag }: { tenant: string; tag: string }) {
  const { t } = useTranslation();
  const layout = useLayout();
  const { link } = useStorefrontLanguage();
  const company = useCompany(tenant);
  const experience = usePublicExperience(tenant, tag);
  const storefront = link(`/${tenant}/storefront`);

  if (isNotFound(company.error))
    return (
      <StorefrontMessage
        icon={<IconMapPinOff size={28} />}
        title={t("storefront.notFound.title")}
        text={t("storefront.notFound.text")}
        testId="company-not-found"
      />
    );
  if (isNotFound(experience.error))
    return (
      <StorefrontMessage
        icon={<IconMapPinOff size={28} />}
        title={t("storefront.experienceNotFound.title")}
        text={t("storefront.experienceNotFound.text")}
        testId="experience-not-found"
      >
        <Button component={Link} to={storefront} variant="light">
          {t("storefront.seeAll")}
        </Button>
      </StorefrontMessage>
    );
  if (company.isError || experience.isError)
    return (
      <LoadError
        onRetry={() => {
          void company.refetch();
          void experience.refetch();
        }}
      />
    );
  if (!company.data || !experience.data) return <PageLoader />;

  return (
    <Stack gap="md">
      <Group>
        <Anchor component={Link} to={storefront} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t("storefront.seeAll")}
          </Group>
        </Anchor>
      </Group>
      <SimpleGrid cols={layoutColumns[layout].checkout} spacing="xl" data-layout={layout}>
        <ExperienceDetails experience={experience.data} />
        <CheckoutForm tenant={tenant} experience={experience.data} company={company.data} />
      </SimpleGrid>
    </Stack>
  );
}

/** /{tenant}/storefront/{tag}: one experience, its departures and the checkout. */
export function ExperiencePage() {
  const { tenant = "", tag = "" } = useParams();
  return (
    <StorefrontShell tenant={tenant}>
      <ExperienceContent key={`${tenant}/${tag}`} tenant={tenant} tag={tag} />
    </StorefrontShell>
  );
}
