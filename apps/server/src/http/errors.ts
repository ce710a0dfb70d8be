import { errorCodes } from "@stund/shared/contracts/problem";

/** A domain error that maps to one HTTP answer with a title the console can show. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly extra: { detail?: string; errorCode?: string; errors?: Record<string, string[]> } = {},
  ) {
    super(title);
  }
}

export const badRequest = (title: string, errors?: Record<string, string[]>) =>
  new AppError(400, title, { errorCode: errorCodes.validation, errors });
export const unauthenticated = () =>
  new AppError(401, "You are not signed in", { errorCode: errorCodes.unauthenticated });
export const notAuthorized = () =>
  new AppError(403, "Not authorized", { errorCode: errorCodes.notAuthorized });
export const featureAccessDenied = (title = "Your subscription does not include this feature") =>
  new AppError(403, title, { errorCode: errorCodes.featureAccessDenied });
/** The company requires two-factor sign-in and the caller has not set it up. */
export const twoFactorRequired = () =>
  new AppError(403, "This company requires two-factor sign-in. Set it up in your personal information.", {
    errorCode: errorCodes.twoFactorRequired,
  });
export const notFound = (title = "Not found") => new AppError(404, title, { errorCode: errorCodes.notFound });
export const conflict = (title: string, errors?: Record<string, string[]>) =>
  new AppError(409, title, { errorCode: errorCodes.conflict, errors });
export const tooManyRequests = (title: string) =>
  new AppError(429, title, { errorCode: errorCodes.rateLimited });
