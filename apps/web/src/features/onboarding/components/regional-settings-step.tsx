export function RegionalSettingsStep() {
  return null;
}
