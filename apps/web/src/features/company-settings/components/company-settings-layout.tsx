import { Outlet } from "react-router";

export function CompanySettingsLayout() {
  return <Outlet />;
}
