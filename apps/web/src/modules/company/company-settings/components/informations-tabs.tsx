import { Scroller, Tabs } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useSectionDecisions } from "../hooks/use-section-decisions";
import { informationsTabs } from "./company-settings-nav";

/** Tabs of the informations group; on a phone they scroll sideways instead of wrapping. */
export function InformationsTabs({ base }: { base: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const decide = useSectionDecisions();
  const listRef = useRef<HTMLDivElement>(null);
  const visible = informationsTabs.filter((tab) => decide(tab.section) === "allowed");
  const current = visible.find((tab) => pathname.startsWith(`${base}/${tab.path}`))?.path ?? null;
  useEffect(() => {
    // On a narrow screen the open tab may sit past the edge; bring it into view.
    const active = listRef.current?.querySelector<HTMLElement>("[data-active]");
    active?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [current]);
  if (visible.length < 2) return null;
  return (
    <Tabs value={current} onChange={(value) => value && void navigate(`${base}/${value}`)}>
      <Scroller styles={{ content: { minWidth: "100%" } }}>
        <Tabs.List
          ref={listRef}
          style={{ flexWrap: "nowrap", flexGrow: 1 }}
          aria-label={t("settings.nav.informations")}
        >
          {visible.map((tab) => (
            <Tabs.Tab
              key={tab.path}
              value={tab.path}
              style={{ whiteSpace: "nowrap" }}
              data-testid={`informations-tab-${tab.path}`}
            >
              {t(tab.labelKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Scroller>
    </Tabs>
  );
}
