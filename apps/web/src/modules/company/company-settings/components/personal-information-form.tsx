import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  updatePersonalInformationSchema,
  type PersonalInformation,
  type UpdatePersonalInformation,
} from "@stund/shared/contracts/personal-information";
import { languages, type Language } from "@stund/shared/enums";
import { PhoneField } from "../../../../components/inputs/phone-field";
import { TextField } from "../../../../components/inputs/text-field";
import { useValidatedForm } from "../../../../lib/forms/use-validated-form";
import { contractValidator } from "../../../../lib/forms/form-validation";
import { changeLanguage } from "../../../../lib/language/console-language";
import { useLanguage } from "../../../../lib/language/use-language";
import { useUpdatePersonalInformation } from "../hooks/use-personal-information";
import { SaveButton } from "../../../../components/settings/save-button";

/** Name, phone and language of the signed-in user; the email is the sign-in name and stays read-only. */
export function PersonalInformationForm({ profile }: { profile: PersonalInformation }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { save } = useUpdatePersonalInformation();
  const form = useValidatedForm<UpdatePersonalInformation>({
    initialValues: { name: profile.name, phone: profile.phone, language: profile.language },
    validate: contractValidator<UpdatePersonalInformation>(updatePersonalInformationSchema),
  });
  const submit = form.onSubmit((values) => {
    const body = updatePersonalInformationSchema.parse(values);
    save.mutate(body, {
      onSuccess: () => {
        form.setValues(body);
        form.resetDirty(body);
        // The chosen language is the user's preference, so the console follows it at once.
        if (body.language !== language) void changeLanguage(body.language);
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="personal-information-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextField
            label={t("settings.personal.name")}
            required
            autoComplete="name"
            {...form.getInputProps("name")}
            value={form.values.name}
            data-testid="personal-name"
          />
          <TextInput
            label={t("settings.personal.email")}
            value={profile.email}
            readOnly
            variant="filled"
            description={t("settings.personal.emailReadOnly")}
            inputWrapperOrder={["label", "input", "description"]}
            data-testid="personal-email"
          />
          <PhoneField
            label={t("settings.personal.phone")}
            placeholder="+354 555 1234"
            maxLength={30}
            {...form.getInputProps("phone")}
            value={form.values.phone}
            data-testid="personal-phone"
          />
          <Select
            label={t("settings.personal.language")}
            data={languages.map((language) => ({ value: language, label: t(`language.${language}`) }))}
            allowDeselect={false}
            {...form.getInputProps("language")}
            onChange={(value) => value && form.setFieldValue("language", value as Language)}
            data-testid="personal-language"
          />
        </SimpleGrid>
        <SaveButton dirty={form.isDirty()} saving={save.isPending} testId="personal-information-save" />
      </Stack>
    </form>
  );
}
