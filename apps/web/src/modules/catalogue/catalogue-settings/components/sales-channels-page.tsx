import { useTranslation } from "react-i18next";
import { SettingsPageFrame } from "../../../../components/settings/settings-page-frame";
import { useSalesChannels } from "../api/sales-channels-api";
import { SalesChannelsForm } from "./sales-channels-form";

/** /{tenant}/settings/sales-channels: which channels the company sells on (docs/product.md §7.10). */
export function SalesChannelsPage() {
  const { t } = useTranslation();
  const channels = useSalesChannels();
  return (
    <SettingsPageFrame
      title={t("section.salesChannels")}
      description={t("channelSettings.description")}
      isLoading={channels.isLoading}
      isError={channels.isError}
      onRetry={() => void channels.refetch()}
      testId="sales-channels-page"
    >
      {channels.data && <SalesChannelsForm settings={channels.data} />}
    </SettingsPageFrame>
  );
}
