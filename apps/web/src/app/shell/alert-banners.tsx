/**
 * AlertBanners: docs/product.md §4.7 alert banners for admins (Super Admin, Owner, Application Administrator),
 * at the top of the console's main area:
 * - payment settings incomplete when the company's customers cannot pay online (the payment settings'
 *   customersCanPay, the rule the server's booking flow follows; the built-in sandbox counts);
 * - company information incomplete when the address, email or phone is missing;
 * - terms and conditions missing when they are empty;
 * - billing information incomplete, only with an active non-trial subscription, when the company
 *   ssn or billing email is missing.
 * Each links to the page that fixes it, shows in the spec alert colour of its severity and can be
 * hidden for 5 days per tenant (docs/product.md §4.7).
 */
import { Anchor, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isAdmin } from "@stund/shared/access/rules";
import { SeverityAlert } from "../../components/alerts/severity-alert";
import { useCurrentTenant } from "../../lib/tenant/use-current-tenant";
import { subjectOf } from "../../lib/access/use-access";
import { useSubscription } from "../../lib/access/use-subscription";
import { useCurrentUser } from "../../lib/session/use-current-user";
import { dismissAlertBanner, isAlertBannerDismissed } from "./alert-banner-cookie";
import { useCustomersCanPay, useTermsAndConditions } from "./alert-banner-queries";
import {
  alertBannerPaths,
  alertBannerSeverities,
  alertBannersFor,
  type AlertBannerKind,
} from "./alert-banner-rules";

export function AlertBanners() {
  const { tenant } = useParams();
  const user = useCurrentUser();
  const admin = Boolean(user.data && isAdmin(subjectOf(user.data)));
  if (!tenant || !admin) return null;
  return <AdminAlertBanners tenant={tenant} />;
}

function AdminAlertBanners({ tenant }: { tenant: string }) {
  const { t } = useTranslation();
  const company = useCurrentTenant();
  const terms = useTermsAndConditions({ enabled: true });
  const subscription = useSubscription();
  const payments = useCustomersCanPay({ enabled: true });
  const [, setDismissedNow] = useState<string[]>([]);
  if (!company.data || terms.isPending || subscription.isPending || payments.isPending) return null;

  const kinds = alertBannersFor({
    tenant: company.data,
    customersCanPay: payments.customersCanPay,
    termsAndConditions: terms.data ? (terms.data.content ?? "") : null,
    subscription: subscription.data ?? null,
  }).filter((kind) => !isAlertBannerDismissed(tenant, kind));
  if (kinds.length === 0) return null;

  const dismiss = (kind: AlertBannerKind) => {
    dismissAlertBanner(tenant, kind);
    setDismissedNow((list) => [...list, `${tenant}:${kind}`]);
  };

  return (
    <Stack gap="sm" mb="md" data-testid="alert-banners">
      {kinds.map((kind) => (
        <SeverityAlert
          key={kind}
          severity={alertBannerSeverities[kind]}
          title={t(`alertBanner.${kind}.title`)}
          withCloseButton
          closeButtonLabel={t("alertBanner.dismiss")}
          onClose={() => dismiss(kind)}
          data-banner={kind}
        >
          <Text size="sm">{t(`alertBanner.${kind}.text`)}</Text>
          <Anchor component={Link} to={`/${tenant}/${alertBannerPaths[kind]}`} size="sm" fw={500}>
            {t(`alertBanner.${kind}.link`)}
          </Anchor>
        </SeverityAlert>
      ))}
    </Stack>
  );
}
