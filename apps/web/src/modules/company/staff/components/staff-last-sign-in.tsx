import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useDateFormat } from "../../../../lib/formats/use-date-format";

/** When the person last signed in, in the console's date format; "never" when they have not. */
export function StaffLastSignIn({ at, withLabel }: { at: string | null; withLabel?: boolean }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const text = at
    ? withLabel
      ? t("staff.lastSignIn.at", { date: format.long(at) })
      : format.long(at)
    : t("staff.lastSignIn.never");
  return (
    <Text size="sm" c={at ? undefined : "dimmed"} data-testid="staff-last-sign-in">
      {text}
    </Text>
  );
}
