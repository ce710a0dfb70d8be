/** Query keys of the series and template screens; every list key starts with its root, so one invalidation covers it. */
export const seriesRootKey = (tenant: string | undefined, project: string | undefined) =>
  ["eventSeries", tenant, project] as const;
export const templatesRootKey = (tenant: string | undefined, project: string | undefined) =>
  ["eventTemplates", tenant, project] as const;
