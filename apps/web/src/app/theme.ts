import { createTheme } from "@mantine/core";

export const theme = createTheme({
  fontFamily: "Roboto, -apple-system, BlinkMacSystemFont, Segoe UI, sans-serif",
  headings: { fontFamily: "Roboto, -apple-system, BlinkMacSystemFont, Segoe UI, sans-serif" },
  primaryColor: "teal",
  defaultRadius: "md",
});
