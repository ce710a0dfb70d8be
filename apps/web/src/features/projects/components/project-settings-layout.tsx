import { Outlet } from "react-router";

export function ProjectSettingsLayout() {
  return <Outlet />;
}
