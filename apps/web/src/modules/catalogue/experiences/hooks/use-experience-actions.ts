import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import type { Bilingual } from "@stund/shared/contracts/catalogue/common";
import type { ExperienceStatus } from "@stund/shared/enums";
import { openConfirmDialog } from "../../../../components/modals/confirm-dialog";
import { useLanguage } from "../../../../lib/language/use-language";
import { useExperienceWrites } from "../api/experiences-api";
import { localizedText } from "../../../../lib/language/localized-text";

export interface ExperienceRef {
  id: string;
  name: Bilingual;
  status: ExperienceStatus;
}

/** Only a draft or an archived experience may be deleted; the API also refuses one with events. */
export const canDelete = (status: ExperienceStatus) => status === "Draft" || status === "Archived";

/**
 * Duplicate, archive (confirmed) and delete (confirmed) for the list and the editor. A refused
 * delete closes the dialog; the error toast carries the API's title, e.g. "Archive the
 * experience instead: it has events".
 */
export function useExperienceActions(options: { afterDelete?: () => void } = {}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { tenant, project } = useParams();
  const writes = useExperienceWrites();
  const nameOf = (experience: ExperienceRef) => localizedText(experience.name, language);

  const duplicate = (experience: ExperienceRef) =>
    writes.duplicate.mutate(experience.id, {
      onSuccess: (copy) => navigate(`/${tenant}/${project}/edit-experience/${copy.id}`),
    });

  const archive = (experience: ExperienceRef) =>
    openConfirmDialog({
      title: t("experiences.archive.title", { name: nameOf(experience) }),
      text: t("experiences.archive.text"),
      confirmLabel: t("experiences.action.archive"),
      confirmColor: "red",
      onConfirm: () => writes.archive.mutateAsync(experience.id).catch(() => undefined),
    });

  const remove = (experience: ExperienceRef) =>
    openConfirmDialog({
      title: t("experiences.delete.title", { name: nameOf(experience) }),
      text: t("experiences.delete.text"),
      confirmLabel: t("common.delete"),
      confirmColor: "red",
      onConfirm: () =>
        writes.remove.mutateAsync(experience.id).then(
          () => options.afterDelete?.(),
          () => undefined,
        ),
    });

  return {
    duplicate,
    archive,
    remove,
    busy: writes.duplicate.isPending || writes.archive.isPending || writes.remove.isPending,
  };
}
