import { Button, Menu } from "@mantine/core";
import {
  IconArrowsExchange,
  IconCalendarX,
  IconChevronDown,
  IconMailForward,
  IconReceiptRefund,
  IconTicket,
} from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BookingDetail } from "@stund/shared/contracts/bookings/booking-list";
import { useAccess } from "../../../../lib/access/use-access";
import { canResendConfirmation, isChangeable, refundableOf } from "../model/booking-actions";
import { CancelBookingModal } from "./cancel-booking-modal";
import { MoveBookingModal } from "./move-booking-modal";
import { QuantitiesModal } from "./quantities-modal";
import { RefundModal } from "./refund-modal";
import { ResendConfirmationModal } from "./resend-confirmation-modal";

type Dialog = "move" | "quantities" | "cancel" | "resend" | "refund";

/**
 * What staff who run departures (hosts, managers, administrators) can do to the booking: move
 * it, change its tickets, cancel it, send its confirmation again and refund it. Each opens its
 * own dialog; an action the booking's state does not allow is shown disabled.
 */
export function BookingActions({ booking, timeZone }: { booking: BookingDetail; timeZone: string }) {
  const { t } = useTranslation();
  const canOperate = useAccess("eventOperations").decision === "allowed";
  const canOverbook = useAccess("catalogueEdit").decision === "allowed";
  const [dialog, setDialog] = useState<Dialog | null>(null);
  if (!canOperate) return null;
  const changeable = isChangeable(booking, new Date());
  const close = () => setDialog(null);
  const item = (name: Dialog, icon: ReactNode, enabled: boolean, color?: string) => (
    <Menu.Item
      leftSection={icon}
      disabled={!enabled}
      color={color}
      onClick={() => setDialog(name)}
      data-testid={`action-${name}`}
    >
      {t(`bookings.actions.${name}`)}
    </Menu.Item>
  );
  return (
    <>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <Button
            variant="default"
            rightSection={<IconChevronDown size={16} />}
            aria-label={t("bookings.actions.menu", { reference: booking.reference })}
            data-testid="booking-actions"
          >
            {t("bookings.actions.title")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {item("move", <IconArrowsExchange size={16} />, changeable)}
          {item("quantities", <IconTicket size={16} />, changeable)}
          {item("resend", <IconMailForward size={16} />, canResendConfirmation(booking))}
          {item("refund", <IconReceiptRefund size={16} />, refundableOf(booking) > 0)}
          <Menu.Divider />
          {item("cancel", <IconCalendarX size={16} />, changeable, "red")}
        </Menu.Dropdown>
      </Menu>
      {dialog === "move" && (
        <MoveBookingModal booking={booking} timeZone={timeZone} canOverbook={canOverbook} onClose={close} />
      )}
      {dialog === "quantities" && (
        <QuantitiesModal booking={booking} canOverbook={canOverbook} onClose={close} />
      )}
      {dialog === "cancel" && <CancelBookingModal booking={booking} onClose={close} />}
      {dialog === "resend" && <ResendConfirmationModal booking={booking} onClose={close} />}
      {dialog === "refund" && <RefundModal booking={booking} onClose={close} />}
    </>
  );
}
