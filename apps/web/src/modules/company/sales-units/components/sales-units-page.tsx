import { Button, Card, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconBuildingStore, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SalesUnit } from "@stund/shared/contracts/projects";
import { LoadError } from "../../../../components/load-error";
import { openConfirmDialog } from "../../../../components/modals/confirm-dialog";
import { useCurrentProject } from "../../../../lib/access/use-current-project";
import { useSalesUnits } from "../../../../lib/queries/sales-unit-queries";
import { useSalesUnitWrites } from "../hooks/use-sales-units";
import { SalesUnitFormModal } from "./sales-unit-form-modal";
import { SalesUnitRow } from "./sales-unit-row";

/** Points of sale of the project (docs/product.md §7.10): name, channel, payment methods, receipt text. */
export function SalesUnitsPage() {
  const { t } = useTranslation();
  const project = useCurrentProject();
  const units = useSalesUnits(project?.id);
  const { remove } = useSalesUnitWrites(project?.id ?? "");
  const [modal, setModal] = useState<{ id?: string } | null>(null);
  const list = units.data ?? [];
  const editing = modal?.id ? list.find((unit) => unit.id === modal.id) : undefined;
  const confirmDelete = (unit: SalesUnit) =>
    openConfirmDialog({
      title: t("salesUnits.deleteTitle", { name: unit.name }),
      text: t("salesUnits.deleteText"),
      confirmLabel: t("common.delete"),
      confirmColor: "red",
      onConfirm: () => remove.mutateAsync(unit.id),
    });
  const create = () => setModal({});
  return (
    <Stack gap="md" data-testid="sales-units-page">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0, flex: "1 1 240px" }}>
          <Title order={3}>{t("section.salesUnits")}</Title>
          <Text c="dimmed" size="sm">
            {t("salesUnits.description")}
          </Text>
        </div>
        {list.length > 0 && (
          <Button leftSection={<IconPlus size={16} />} onClick={create} data-testid="sales-unit-create">
            {t("salesUnits.create")}
          </Button>
        )}
      </Group>
      {!project || units.isLoading ? (
        <Stack data-testid="page-loading">
          {[0, 1].map((n) => (
            <Paper withBorder p="md" key={n}>
              <Skeleton h={18} w="40%" mb="sm" />
              <Skeleton h={14} w="60%" />
            </Paper>
          ))}
        </Stack>
      ) : units.isError ? (
        <LoadError onRetry={() => void units.refetch()} />
      ) : list.length === 0 ? (
        <Card withBorder p="xl">
          <EmptyState
            icon={<IconBuildingStore size={32} />}
            variant="light"
            title={t("salesUnits.empty.title")}
            description={t("salesUnits.empty.text")}
            data-testid="empty-state"
          >
            <EmptyState.Actions>
              <Button leftSection={<IconPlus size={16} />} onClick={create} data-testid="sales-unit-create">
                {t("salesUnits.create")}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      ) : (
        <Stack gap="sm" data-testid="sales-unit-list">
          {list.map((unit) => (
            <SalesUnitRow
              key={unit.id}
              salesUnit={unit}
              onEdit={() => setModal({ id: unit.id })}
              onDelete={() => confirmDelete(unit)}
            />
          ))}
        </Stack>
      )}
      {project && (
        <SalesUnitFormModal
          projectId={project.id}
          opened={modal !== null}
          onClose={() => setModal(null)}
          salesUnit={editing}
        />
      )}
    </Stack>
  );
}
