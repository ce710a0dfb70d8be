import {
  NavLink,
  Select,
  Stack,
  Text,
  Tooltip,
  type ComboboxItem,
  type ComboboxItemGroup,
} from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import type { Section } from "@stund/shared/access/sections";
import { useSectionDecisions, type SectionDecider } from "../hooks/use-section-decisions";

export interface SubNavItem {
  /** Path below the settings base, e.g. "informations" or "staff/agents". */
  path: string;
  labelKey: string;
  section: Section;
  children?: SubNavItem[];
}

interface SettingsSubNavProps {
  base: string;
  items: SubNavItem[];
  ariaLabel: string;
  testId: string;
}

const isUnder = (pathname: string, target: string) =>
  pathname === target || pathname.startsWith(`${target}/`);

/**
 * docs/product.md §3.5 for a settings sub-navigation: an entry the role does not allow is removed, one the tier
 * does not include is disabled with the upgrade tooltip. A column of links on wide screens, a
 * select on phones.
 */
export function SettingsSubNav({ base, items, ariaLabel, testId }: SettingsSubNavProps) {
  const decide = useSectionDecisions();
  return (
    <>
      <Stack
        component="nav"
        aria-label={ariaLabel}
        gap={2}
        visibleFrom="md"
        w={230}
        style={{ flexShrink: 0 }}
        data-testid={testId}
      >
        {items.map((item) => (
          <SubNavLink key={item.path} base={base} item={item} decide={decide} />
        ))}
      </Stack>
      <SubNavSelect
        base={base}
        items={items}
        ariaLabel={ariaLabel}
        decide={decide}
        testId={`${testId}-select`}
      />
    </>
  );
}

function SubNavLink({ base, item, decide }: { base: string; item: SubNavItem; decide: SectionDecider }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const decision = decide(item.section);
  if (decision === undefined || decision === "notAuthorized") return null;
  const to = `${base}/${item.path}`;
  const testId = `subnav-${item.path.replace(/\//g, "-")}`;
  if (decision === "notSubscribed") {
    return (
      <Tooltip label={t("access.upgradeTooltip")} position="right" withArrow>
        <div>
          <NavLink label={t(item.labelKey)} disabled aria-disabled data-testid={testId} />
        </div>
      </Tooltip>
    );
  }
  const active = isUnder(pathname, to);
  return (
    <NavLink
      component={Link}
      to={to}
      label={t(item.labelKey)}
      active={active && !item.children}
      opened={Boolean(item.children) && active}
      childrenOffset={12}
      // A link with children only toggles in Mantine; a group here also opens its first page.
      onClick={item.children ? () => void navigate(to) : undefined}
      data-testid={testId}
    >
      {item.children?.map((child) => (
        <SubNavLink key={child.path} base={base} item={child} decide={decide} />
      ))}
    </NavLink>
  );
}

function SubNavSelect(props: {
  base: string;
  items: SubNavItem[];
  ariaLabel: string;
  decide: SectionDecider;
  testId: string;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const option = (item: SubNavItem, prefix = ""): ComboboxItem | null => {
    const decision = props.decide(item.section);
    if (decision === undefined || decision === "notAuthorized") return null;
    return {
      value: item.path,
      label: `${prefix}${t(item.labelKey)}`,
      disabled: decision === "notSubscribed",
    };
  };
  const data: (ComboboxItem | ComboboxItemGroup<ComboboxItem>)[] = [];
  for (const item of props.items) {
    const own = option(item);
    if (!own) continue;
    const children = own.disabled
      ? []
      : (item.children ?? []).map((child) => option(child)).filter((c): c is ComboboxItem => c !== null);
    data.push(children.length ? { group: own.label, items: children } : own);
  }
  const leaves = data.flatMap((entry) => ("group" in entry ? entry.items : [entry]));
  const current = leaves
    .filter((leaf) => isUnder(pathname, `${props.base}/${leaf.value}`))
    .sort((a, b) => b.value.length - a.value.length)[0];
  return (
    <Select
      hiddenFrom="md"
      aria-label={props.ariaLabel}
      data={data}
      value={current?.value ?? null}
      onChange={(value) => value && void navigate(`${props.base}/${value}`)}
      allowDeselect={false}
      checkIconPosition="right"
      maxDropdownHeight={360}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) =>
        option.disabled ? (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            <Text size="xs" c="dimmed">
              {t("access.upgradeTooltip")}
            </Text>
          </Stack>
        ) : (
          option.label
        )
      }
      data-testid={props.testId}
    />
  );
}
