/** Spec §9: every export downloads as this file, and a download whose answer names no file is saved under it. */
export const exportFileName = "export.csv";
