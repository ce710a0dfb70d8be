import { errorCodes } from "@stund/shared/contracts/problem";
import { AppError } from "../../../http/errors";

export const notEnoughSeatsTitle = "Not enough seats left";

/** 409 "Not enough seats left"; the answer also carries `available`, the seats that can still be taken. */
export function notEnoughSeats(available: number): AppError {
  const extra = {
    errorCode: errorCodes.conflict,
    detail: available === 1 ? "1 seat left" : `${available} seats left`,
    available,
  };
  return new AppError(409, notEnoughSeatsTitle, extra);
}
