import { Alert, Button, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconLock, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { errorCodes } from "@stund/shared/contracts/problem";
import { ForbiddenError } from "../../../../../lib/http/api-error";
import { LoadError } from "../../../../../components/load-error";
import { useProjectAssets } from "../../api/project-assets-api";
import { newAssetNeed, type ExperienceForm } from "../../lib/experience-form-values";
import { AssetNeedItem } from "./asset-need-item";
import { FormSection } from "./form-section";
import { SectionError } from "./section-error";

/** The contract allows up to 20 pools per experience. */
const maxNeeds = 20;

/**
 * Asset pools the experience consumes. Assets are a Standard/Premium feature: on a lower tier
 * the API answers 403 FeatureAccessDenied and the section shows disabled with the spec tooltip.
 */
export function AssetNeedsSection({ form }: { form: ExperienceForm }) {
  const { t } = useTranslation();
  const assets = useProjectAssets();
  const needs = form.values.assetNeeds;
  const forbidden = assets.error instanceof ForbiddenError ? assets.error : undefined;
  const locked = forbidden?.errorCode === errorCodes.featureAccessDenied;
  const list = assets.data ?? [];
  const addButton = (
    <Button
      variant="light"
      leftSection={locked ? <IconLock size={16} /> : <IconPlus size={16} />}
      onClick={() => form.insertListItem("assetNeeds", newAssetNeed())}
      disabled={Boolean(forbidden) || assets.isLoading || list.length === 0 || needs.length >= maxNeeds}
      data-testid="asset-add"
    >
      {t("experiences.asset.add")}
    </Button>
  );
  return (
    <FormSection
      id="experience-assets"
      title={t("experiences.section.assets")}
      description={t("experiences.section.assetsHelp")}
    >
      {forbidden ? (
        <Stack gap="sm" data-testid="assets-locked">
          <Text size="sm" c="dimmed">
            {locked ? t("experiences.asset.locked") : t("access.notAuthorized")}
          </Text>
          <Group>
            <Tooltip label={locked ? t("access.upgradeTooltip") : t("access.notAuthorized")}>
              <span>{addButton}</span>
            </Tooltip>
          </Group>
        </Stack>
      ) : assets.isError ? (
        <LoadError onRetry={() => void assets.refetch()} />
      ) : (
        <>
          <SectionError form={form} path="assetNeeds" />
          {!assets.isLoading && list.length === 0 && (
            <Alert variant="light" color="gray" data-testid="assets-none">
              {t("experiences.asset.noPools")}
            </Alert>
          )}
          {needs.map((need, index) => (
            <AssetNeedItem key={need.key} form={form} index={index} count={needs.length} assets={list} />
          ))}
          <Group>{addButton}</Group>
        </>
      )}
    </FormSection>
  );
}
