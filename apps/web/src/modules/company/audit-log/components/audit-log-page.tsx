import { Button, Card, EmptyState, Stack, Text } from "@mantine/core";
import { useDebouncedValue, useMediaQuery } from "@mantine/hooks";
import { IconFilterOff, IconHistory } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { AuditEntryView } from "@stund/shared/contracts/audit-log";
import { ListLoading } from "../../../../components/lists/list-loading";
import { ListPageHeader } from "../../../../components/lists/list-page-header";
import { LoadError } from "../../../../components/load-error";
import { useCurrentTenant } from "../../../../lib/tenant/use-current-tenant";
import { useAuditLog } from "../api/audit-log-api";
import { useAuditFormat } from "../hooks/use-audit-format";
import { auditQuery, hasActiveFilters, noAuditFilters, type AuditFilterValues } from "../model/audit-filters";
import { AuditEntryDrawer } from "./audit-entry-drawer";
import { AuditLogCards } from "./audit-log-cards";
import { AuditLogFilters } from "./audit-log-filters";
import { AuditLogTable } from "./audit-log-table";

/** Below this width the log shows cards instead of the table. */
const cardsMaxWidth = "(max-width: 47.99em)";

/**
 * settings/audit-log: who changed money, capacity and access, newest first, filtered by area,
 * days, person and text, more entries on request; a change opens its values before and after.
 * Times are on the company's clock.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const tenant = useCurrentTenant();
  const timeZone = tenant.data?.settings.timeZone;
  const [values, setValues] = useState<AuditFilterValues>(noAuditFilters);
  const [search] = useDebouncedValue(values.search, 300);
  const [opened, setOpened] = useState<AuditEntryView | null>(null);
  const narrow = useMediaQuery(cardsMaxWidth, false, { getInitialValueInEffect: false });
  const query = useMemo(
    () => (timeZone ? auditQuery({ ...values, search }, timeZone) : null),
    [values, search, timeZone],
  );
  const log = useAuditLog(query);
  const format = useAuditFormat(timeZone);
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const active = hasActiveFilters(values);
  const failed = tenant.isError || (log.isError && !log.data);
  const clear = () => setValues(noAuditFilters);

  return (
    <Stack gap="md" data-testid="audit-log-page">
      <ListPageHeader title={t("section.auditLog")} description={t("auditLog.description")} />
      <AuditLogFilters
        values={values}
        active={active}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
        onClear={clear}
      />
      {failed ? (
        <LoadError
          onRetry={() => {
            if (tenant.isError) void tenant.refetch();
            void log.refetch();
          }}
        />
      ) : !log.data ? (
        <ListLoading />
      ) : entries.length === 0 ? (
        <Card withBorder p="xl">
          <EmptyState
            icon={active ? <IconFilterOff size={32} /> : <IconHistory size={32} />}
            variant="light"
            title={t(active ? "auditLog.noMatch.title" : "auditLog.empty.title")}
            description={t(active ? "auditLog.noMatch.text" : "auditLog.empty.text")}
            data-testid={active ? "audit-no-match" : "empty-state"}
          >
            {active && (
              <EmptyState.Actions>
                <Button variant="default" onClick={clear}>
                  {t("auditLog.filter.clear")}
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        </Card>
      ) : (
        <Stack gap="sm" style={{ opacity: log.isPlaceholderData ? 0.6 : 1 }} aria-busy={log.isFetching}>
          {narrow ? (
            <AuditLogCards entries={entries} format={format} onOpen={setOpened} />
          ) : (
            <Card withBorder padding={0}>
              <AuditLogTable entries={entries} format={format} onOpen={setOpened} />
            </Card>
          )}
          {log.isFetchNextPageError && (
            <Text size="sm" c="red" role="alert">
              {t("auditLog.loadMoreFailed")}
            </Text>
          )}
          {log.hasNextPage && (
            <Button
              variant="default"
              onClick={() => void log.fetchNextPage()}
              loading={log.isFetchingNextPage}
              style={{ alignSelf: "center" }}
              data-testid="audit-load-more"
            >
              {t("auditLog.loadMore")}
            </Button>
          )}
        </Stack>
      )}
      <AuditEntryDrawer entry={opened} format={format} onClose={() => setOpened(null)} />
    </Stack>
  );
}
