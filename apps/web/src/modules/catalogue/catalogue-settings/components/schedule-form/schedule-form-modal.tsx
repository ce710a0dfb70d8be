import { Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import type { Schedule } from "@stund/shared/contracts/catalogue/schedules";
import type { SettingsLevel } from "../../../../../lib/http/settings-level";
import type { AssetOptions } from "./asset-type-fields";
import { ScheduleFormBody, type ExperienceOptions } from "./schedule-form-body";

interface ScheduleFormModalProps {
  level: SettingsLevel;
  /** The page's project; null on the company page. */
  projectId: string | null;
  opened: boolean;
  schedule?: Schedule;
  assetOptions: AssetOptions;
  experienceOptions: ExperienceOptions | null;
  onClose: () => void;
}

/** Create or edit a schedule; full screen on a phone, where the weekday rows need the room. */
export function ScheduleFormModal(props: ScheduleFormModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery("(max-width: 36em)");
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      size="xl"
      fullScreen={phone}
      title={props.schedule ? t("scheduleSettings.form.editTitle") : t("scheduleSettings.form.createTitle")}
      data-testid="schedule-modal"
    >
      {props.opened && (
        <ScheduleFormBody
          key={props.schedule?.id ?? "new"}
          level={props.level}
          projectId={props.projectId}
          schedule={props.schedule}
          assetOptions={props.assetOptions}
          experienceOptions={props.experienceOptions}
          onDone={props.onClose}
        />
      )}
    </Modal>
  );
}
