/** docs/product.md §5.5: every export downloads as this file, and a download whose answer names no file is saved under it. */
export const exportFileName = "export.csv";
