import type { UseFormReturnType } from "@mantine/form";
import type { ScheduleFormValues } from "../../forms/schedule-form-values";

export type ScheduleForm = UseFormReturnType<ScheduleFormValues>;
