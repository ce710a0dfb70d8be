import { Modal } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AccessSubject } from "@stund/shared/access/rules";
import type { InviteAnswer } from "@stund/shared/contracts/invitations";
import { useCurrentProject } from "../../../../lib/access/use-current-project";
import { useProjects } from "../../projects/hooks/use-projects";
import { InviteForm } from "./invite-form";
import { InviteResults } from "./invite-results";

/** The invite form, then what became of each address. */
export function InviteModal(props: {
  opened: boolean;
  onClose: () => void;
  subject: AccessSubject;
  /** Set on a project's page. */
  projectId: string | undefined;
}) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<InviteAnswer | null>(null);
  const [round, setRound] = useState(0);
  const project = useCurrentProject();
  const projects = useProjects();
  const fixedProject = props.projectId && project ? { id: project.id, name: project.name } : undefined;
  const close = () => {
    props.onClose();
    setAnswer(null);
  };
  return (
    <Modal
      opened={props.opened}
      onClose={close}
      title={t("invitations.form.title")}
      size="lg"
      data-testid="invite-modal"
    >
      {props.opened &&
        (answer ? (
          <InviteResults
            answer={answer}
            onClose={close}
            onInviteMore={() => {
              setAnswer(null);
              setRound((n) => n + 1);
            }}
          />
        ) : (
          <InviteForm
            key={round}
            subject={props.subject}
            projects={fixedProject ? [fixedProject] : (projects.data ?? [])}
            fixedProject={fixedProject}
            onSent={setAnswer}
            onCancel={close}
          />
        ))}
    </Modal>
  );
}
