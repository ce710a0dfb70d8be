import { Group, Pagination, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface BookingPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Which rows are shown of how many, and the way to the other pages. */
export function BookingPagination({ page, pageSize, total, onPage }: BookingPaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="bookings-range">
        {t("bookings.range", { first, last, total })}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          siblings={1}
          boundaries={1}
          aria-label={t("bookings.pages")}
          data-testid="bookings-pagination"
        />
      )}
    </Group>
  );
}
