import { Paper, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCurrentTenant } from "../../../../lib/tenant/use-current-tenant";
import { useTenantLogo } from "../hooks/use-tenant";
import { useCurrentUser } from "../../../../lib/session/use-current-user";
import { CompanyDangerZone } from "./company-danger-zone";
import { CompanyInformationForm } from "./company-information-form";
import { ImageUploadField } from "./image-upload-field";
import { SettingsPageFrame } from "../../../../components/settings/settings-page-frame";
import { TwoFactorPolicySwitch } from "../../auth/components/two-factor-policy-switch";

export function CompanyInformationPage() {
  const { t } = useTranslation();
  const tenant = useCurrentTenant();
  const logo = useTenantLogo();
  const user = useCurrentUser();
  const mayDelete = Boolean(user.data?.isSuperAdmin || user.data?.tenantRoles.includes("Owner"));
  return (
    <SettingsPageFrame
      title={t("settings.company.title")}
      description={t("settings.company.description")}
      isLoading={tenant.isLoading}
      isError={tenant.isError}
      onRetry={() => void tenant.refetch()}
      testId="company-information-page"
    >
      {tenant.data && (
        <Stack gap="md">
          <Paper withBorder p={{ base: "md", sm: "lg" }}>
            <ImageUploadField
              label={t("settings.company.logo")}
              image={tenant.data.logo}
              onUpload={logo.upload}
              onRemove={logo.remove}
              testId="company-logo"
            />
          </Paper>
          <Paper withBorder p={{ base: "md", sm: "lg" }}>
            <CompanyInformationForm tenant={tenant.data} />
          </Paper>
          {mayDelete && (
            <TwoFactorPolicySwitch tenant={tenant.data.identifier} required={tenant.data.requireTwoFactor} />
          )}
          {mayDelete && <CompanyDangerZone identifier={tenant.data.identifier} name={tenant.data.name} />}
        </Stack>
      )}
    </SettingsPageFrame>
  );
}
