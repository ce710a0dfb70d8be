import { Alert, List, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BulkEventResult } from "../../events/api/events-api";

/** What a bulk action did: how many events changed and which were refused, by title. */
export function BulkResultAlert({ result, onClose }: { result: BulkEventResult; onClose: () => void }) {
  const { t } = useTranslation();
  const refused = result.refused.length > 0;
  return (
    <Alert
      color={refused ? "orange" : "green"}
      withCloseButton
      onClose={onClose}
      title={t("availability.bulk.updated", { count: result.updated.length })}
      data-testid="bulk-result"
    >
      {refused && (
        <>
          <Text size="sm" mb={4}>
            {t("availability.bulk.refused", { count: result.refused.length })}
          </Text>
          <List size="sm" data-testid="bulk-refused">
            {result.refused.map((item) => (
              <List.Item key={item.id}>{item.title}</List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
