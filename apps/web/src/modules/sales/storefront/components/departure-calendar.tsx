import type { DeparturePicker } from "../hooks/use-departure-picker";
import { useSite } from "../hooks/site-context";
import { isBookable, monthsLookedThrough } from "../model/departures";
import { addMonths, monthGrid, monthName, weekdayNames } from "../model/month-grid";
import { LoadProblem } from "./load-problem";
import { Spinner } from "../ui/spinner";
import { Notice } from "../ui/notice";

/** A month of days; only days with departures can be picked, and days with no seats left are struck out. */
export function DepartureCalendar({ picker }: { picker: DeparturePicker }) {
  const { t, request, format } = useSite();
  const { byDay } = picker;
  const soldOut = (day: string) => !(byDay.get(day) ?? []).some(isBookable);
  const title = monthName(picker.month, request.language);
  const atFirst = picker.month <= picker.firstMonth;
  return (
    <div className="sf-stack-sm sf-calendar" data-testid="departure-calendar">
      <div className="sf-row">
        <button
          type="button"
          className="sf-step"
          aria-label={t("storefront.calendar.previousMonth")}
          disabled={atFirst}
          onClick={() => picker.setMonth(addMonths(picker.month, -1))}
        >
          ‹
        </button>
        <span className="sf-strong" aria-live="polite">
          {title}
        </span>
        <button
          type="button"
          className="sf-step"
          aria-label={t("storefront.calendar.nextMonth")}
          onClick={() => picker.setMonth(addMonths(picker.month, 1))}
        >
          ›
        </button>
      </div>
      <table role="grid" aria-label={title}>
        <thead>
          <tr>
            {weekdayNames(request.language).map((name) => (
              <th key={name.long} scope="col" abbr={name.long}>
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(picker.month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) => (
                <td key={day ?? `empty-${column}`}>
                  {day && (
                    <button
                      type="button"
                      className="sf-day"
                      data-open={byDay.has(day) || undefined}
                      data-sold-out={(byDay.has(day) && soldOut(day)) || undefined}
                      aria-pressed={day === picker.day}
                      disabled={!byDay.has(day)}
                      aria-label={
                        byDay.has(day) && soldOut(day)
                          ? `${format.date(day)}, ${t("storefront.departure.soldOut")}`
                          : format.date(day)
                      }
                      onClick={() => picker.setDay(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {(picker.loading || picker.looking) && !picker.failed && <Spinner label={t("storefront.loading")} />}
      {picker.failed && <LoadProblem onRetry={picker.reload} />}
      {picker.loaded && !picker.looking && (picker.nothingAhead || byDay.size === 0) && (
        <Notice tone="neutral" testId="no-departures-month">
          <p className="sf-small">
            {picker.nothingAhead
              ? t("storefront.calendar.noneAhead", { count: monthsLookedThrough })
              : t("storefront.calendar.noneThisMonth", { month: title })}
          </p>
        </Notice>
      )}
    </div>
  );
}
