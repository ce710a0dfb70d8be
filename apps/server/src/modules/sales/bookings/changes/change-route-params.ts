import { idParamsSchema } from "@stund/shared/contracts/catalogue/common";
import { projectSection } from "../../../access/access/project-access.hooks";
import { projectParamsSchema } from "../../../access/access/route-params.types";

export const tags = ["Bookings"];
export const base = "/:tenant/api/:project/bookings/:id";
/** Day-to-day work on departures: hosts at the desk, managers and administrators. */
export const operators = projectSection("eventOperations");
export const params = projectParamsSchema.extend(idParamsSchema.shape);
