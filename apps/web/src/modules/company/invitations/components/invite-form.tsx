import { Button, Group, SegmentedControl, Select, Stack, Text, Textarea } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AccessSubject } from "@stund/shared/access/rules";
import { grantableProjectRoles, grantableTenantRoles } from "@stund/shared/access/staff-rules";
import {
  defaultInvitationDays,
  maxInvitationDays,
  maxInvitationMessage,
  type InviteAnswer,
} from "@stund/shared/contracts/invitations";
import { NumberField } from "../../../../components/inputs/number-field";
import { charLimit } from "../../../../lib/forms/form-validation";
import { useValidatedForm } from "../../../../lib/forms/use-validated-form";
import { useLanguage } from "../../../../lib/language/use-language";
import { useInvitationWrites } from "../hooks/use-invitations";
import { inviteBodyOf, readEmailList, validateInvite, type InviteValues } from "./invite-values";
import { ProjectRoleRows } from "./project-role-rows";

export interface InviteFormProps {
  subject: AccessSubject;
  /** The company's projects the form may offer; on a project's page, that project alone. */
  projects: { id: string; name: string }[];
  /** Set on a project's page: roles are that project's, and no company role is offered. */
  fixedProject?: { id: string; name: string };
  onSent: (answer: InviteAnswer) => void;
  onCancel: () => void;
}

/** Addresses, roles, an optional message, the email's language and how long the link works. */
export function InviteForm({ subject, projects, fixedProject, onSent, onCancel }: InviteFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { send } = useInvitationWrites();
  const tenantRoles = fixedProject ? [] : grantableTenantRoles(subject);
  const grantable = projects.filter((project) => grantableProjectRoles(subject, project.id).length > 0);
  const form = useValidatedForm<InviteValues>({
    initialValues: {
      emails: "",
      tenantRole: null,
      projectRoles: fixedProject ? [{ projectId: fixedProject.id, role: null }] : [],
      message: "",
      language,
      expiresInDays: defaultInvitationDays,
    },
    validate: (values) => validateInvite(values, t),
  });
  const list = readEmailList(form.values.emails);
  const submit = form.onSubmit((values) => send.mutate(inviteBodyOf(values), { onSuccess: onSent }));

  return (
    <form onSubmit={submit} noValidate data-testid="invite-form">
      <Stack gap="md">
        <Textarea
          label={t("invitations.form.emails")}
          description={t("invitations.form.emailsHint")}
          autosize
          minRows={3}
          maxRows={8}
          required
          data-autofocus
          {...form.getInputProps("emails")}
          data-testid="invite-emails"
        />
        {list.total > 0 && (
          <Text size="sm" c={list.invalid > 0 ? "orange" : "dimmed"} data-testid="invite-count" mt={-8}>
            {t("invitations.form.validCount", { count: list.valid.length })}
            {list.invalid > 0 && ` · ${t("invitations.form.invalidCount", { count: list.invalid })}`}
          </Text>
        )}
        {tenantRoles.length > 0 && (
          <Select
            label={t("invitations.form.tenantRole")}
            description={t("invitations.form.tenantRoleHint")}
            placeholder={t("invitations.form.noTenantRole")}
            clearable
            data={tenantRoles.map((role) => ({ value: role, label: t(`tenants.role.${role}`) }))}
            {...form.getInputProps("tenantRole")}
            data-testid="invite-tenant-role"
          />
        )}
        {(grantable.length > 0 || fixedProject) && (
          <ProjectRoleRows form={form} subject={subject} projects={grantable} fixedProject={fixedProject} />
        )}
        <Textarea
          label={t("invitations.form.message")}
          autosize
          minRows={2}
          maxRows={6}
          {...charLimit(form.values.message, t, maxInvitationMessage)}
          {...form.getInputProps("message")}
          data-testid="invite-message"
        />
        <Group grow align="flex-start" wrap="wrap">
          <Stack gap={4} style={{ minWidth: 160 }}>
            <Text size="sm" fw={500}>
              {t("invitations.form.language")}
            </Text>
            <SegmentedControl
              data={[
                { value: "EN", label: t("language.EN") },
                { value: "IS", label: t("language.IS") },
              ]}
              {...form.getInputProps("language")}
              data-testid="invite-language"
            />
          </Stack>
          <NumberField
            style={{ minWidth: 160 }}
            label={t("invitations.form.expiresInDays")}
            min={1}
            max={maxInvitationDays}
            allowDecimal={false}
            {...form.getInputProps("expiresInDays")}
            value={form.values.expiresInDays}
            data-testid="invite-days"
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" disabled={send.isPending} data-testid="invite-send">
            {send.isPending ? t("invitations.form.sending") : t("invitations.form.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
