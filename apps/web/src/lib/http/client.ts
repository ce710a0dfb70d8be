import type { Problem } from "@stund/shared/contracts/problem";
import { toastDone, toastError, toastLoading, toastSuccess } from "../../components/toasts/toast-store";
import { storedLanguage } from "../language/console-language";
import { languageTag } from "../language/language";
import { ApiError, ForbiddenError, TenantNotFoundError } from "./api-error";
import { reportProblem } from "./api-events";
import { getRouteContext, storedOnboardingTenant } from "./route-context";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface CallOptions {
  method?: HttpMethod;
  body?: unknown;
  /** Leave out the tenant segment: /api/... */
  noTenant?: boolean;
  /** Set false to leave out the project segment on a project page. */
  useProject?: boolean;
  /** Show the loading → success/error toasts of docs/product.md §4.1, keyed by this route. */
  toast?: string;
  /** With toast: on success, end the loading toast quietly (the next screen is the confirmation). */
  quietSuccess?: boolean;
  /** A successful answer's toast text instead of the default. */
  successMessage?: string;
  query?: Record<string, string | number | undefined>;
  /** The tenant to use instead of the page's. */
  tenant?: string;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

/** docs/product.md §5.1 prefix rules: tenant segment, /api, optional project segment, then the call's path. */
export function buildUrl(path: string, options: CallOptions = {}): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  let url: string;
  if (options.noTenant) {
    url = `/api${clean}`;
  } else {
    const { tenant: routeTenant, project } = getRouteContext();
    const tenant = options.tenant ?? routeTenant ?? storedOnboardingTenant();
    if (!tenant) throw new TenantNotFoundError();
    const projectSegment = options.useProject !== false && project ? `/${encodeURIComponent(project)}` : "";
    url = `/${encodeURIComponent(tenant)}/api${projectSegment}${clean}`;
  }
  const params = Object.entries(options.query ?? {}).filter(([, v]) => v !== undefined);
  if (params.length) url += `?${new URLSearchParams(params.map(([k, v]) => [k, String(v)])).toString()}`;
  return url;
}

/** The problem body of a failed answer, with its status; the status text when the body is not JSON. */
export async function readProblem(response: Response): Promise<Problem> {
  try {
    const body = (await response.json()) as Partial<Problem>;
    return { status: response.status, title: body.title ?? response.statusText, ...body } as Problem;
  } catch {
    return { status: response.status, title: response.statusText || "Request failed" };
  }
}

/**
 * The Accept-Language of the console's calls: the language the console's toggle keeps (see
 * language/console-language.ts), so that problem answers come back in it rather than in the
 * browser's language.
 */
export function acceptLanguage(): string {
  return languageTag(storedLanguage());
}

/** The one way the console talks to the API. */
export async function apiCall<T>(path: string, options: CallOptions = {}): Promise<T> {
  return sendRequest<T>(buildUrl(path, options), options);
}

/** Same handling for a full URL that is not under a prefix (e.g. /translation/EN). */
export async function sendRequest<T>(url: string, options: CallOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  const isForm = options.body instanceof FormData;
  const headers: Record<string, string> = {
    accept: "application/json",
    "accept-language": acceptLanguage(),
    ...options.headers,
  };
  if (method !== "GET") headers["x-stund-request"] = "1";
  if (options.body !== undefined && !isForm) headers["content-type"] = "application/json";
  if (options.toast) toastLoading(options.toast);

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "include",
      headers,
      body:
        options.body === undefined
          ? undefined
          : isForm
            ? (options.body as FormData)
            : JSON.stringify(options.body),
    });
  } catch (error) {
    if (options.toast) toastError(options.toast);
    throw error;
  }

  if (response.ok) {
    if (options.toast && options.quietSuccess) toastDone(options.toast);
    else if (options.toast) toastSuccess(options.toast, options.successMessage);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  const problem = await readProblem(response);
  reportProblem(response.status, problem, method !== "GET");
  if (options.toast) {
    const message = method === "POST" ? problem.title || problem.detail : problem.title;
    toastError(options.toast, message ?? "");
  }
  if (response.status === 403 && method === "GET") throw new ForbiddenError(403, problem);
  throw new ApiError(response.status, problem);
}
