import i18n from "i18next";
import { errorCodes, type Problem } from "@stund/shared/contracts/problem";
import { ApiError } from "../../../../lib/http/api-error";
import { apiEvents } from "../../../../lib/http/api-events";
import { acceptLanguage, buildUrl } from "../../../../lib/http/client";
import { toastError, toastLoading, toastSuccess } from "../../../../components/toasts/toast-store";
import { changeMessage } from "../model/change-messages";
import type { ChangeCall } from "../model/change-request";

async function problemOf(response: Response): Promise<Problem> {
  try {
    const body = (await response.json()) as Partial<Problem>;
    return { ...body, status: response.status, title: body.title ?? response.statusText };
  } catch {
    return { status: response.status, title: response.statusText || "Request failed" };
  }
}

/**
 * A change to a booking. The console's API client sends no custom headers, so this makes its own
 * request (with the Idempotency-Key) and answers as the client does: toasts keyed by route, the
 * shell told about a lost session or a locked feature, and an ApiError with the problem body. The
 * error toast says the server's answer in the user's language.
 */
export async function changeCall<T>(path: string, call: ChangeCall): Promise<T> {
  const headers: Record<string, string> = {
    accept: "application/json",
    "content-type": "application/json",
    "x-stund-request": "1",
    "accept-language": acceptLanguage(),
  };
  if (call.idempotencyKey) headers["Idempotency-Key"] = call.idempotencyKey;
  toastLoading(call.toast);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, { useProject: call.useProject }), {
      method: call.method,
      credentials: "include",
      headers,
      body: JSON.stringify(call.body),
    });
  } catch (error) {
    toastError(call.toast);
    throw error;
  }
  if (response.ok) {
    const answer = (await response.json()) as T;
    toastSuccess(call.toast, call.successMessage?.(answer));
    return answer;
  }
  const problem = await problemOf(response);
  const events = apiEvents();
  if (response.status === 401 && events.isAuthenticated()) events.onUnauthorized();
  if (problem.errorCode === errorCodes.featureAccessDenied) events.onFeatureAccessDenied(problem.title);
  const t = i18n.t.bind(i18n);
  toastError(call.toast, problem.title ? changeMessage(problem.title, t) : (problem.detail ?? ""));
  throw new ApiError(response.status, problem);
}
