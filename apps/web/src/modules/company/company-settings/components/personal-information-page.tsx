import { Paper, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { usePersonalInformation, useUpdatePersonalInformation } from "../hooks/use-personal-information";
import { DeleteAccountZone } from "./delete-account-zone";
import { ImageUploadField } from "./image-upload-field";
import { PersonalInformationForm } from "./personal-information-form";
import { SettingsPageFrame } from "../../../../components/settings/settings-page-frame";
import { SecurityCard } from "../../auth/components/security/security-card";

export function PersonalInformationPage() {
  const { t } = useTranslation();
  const profile = usePersonalInformation();
  const { uploadImage } = useUpdatePersonalInformation();
  return (
    <SettingsPageFrame
      title={t("settings.personal.title")}
      description={t("settings.personal.description")}
      isLoading={profile.isLoading}
      isError={profile.isError}
      onRetry={() => void profile.refetch()}
      testId="personal-information-page"
    >
      {profile.data && (
        <Stack gap="md">
          <Paper withBorder p={{ base: "md", sm: "lg" }}>
            <ImageUploadField
              label={t("settings.personal.picture")}
              image={profile.data.image}
              onUpload={uploadImage}
              round
              testId="personal-picture"
            />
          </Paper>
          <Paper withBorder p={{ base: "md", sm: "lg" }}>
            <PersonalInformationForm profile={profile.data} />
          </Paper>
          <SecurityCard />
          <DeleteAccountZone userId={profile.data.id} email={profile.data.email} />
        </Stack>
      )}
    </SettingsPageFrame>
  );
}
