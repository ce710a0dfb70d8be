import { Anchor } from "@mantine/core";
import { Link, useParams } from "react-router";
import type { ExperienceSummary } from "@stund/shared/contracts/catalogue/experiences";

interface ExperienceNameLinkProps {
  experience: ExperienceSummary;
  name: string;
  canEdit: boolean;
}

/** An experience's name in the list: it opens the editor for editors, the experience's series for others. */
export function ExperienceNameLink({ experience, name, canEdit }: ExperienceNameLinkProps) {
  const { tenant, project } = useParams();
  const to = canEdit
    ? `/${tenant}/${project}/edit-experience/${experience.id}`
    : `/${tenant}/${project}/experiences/${encodeURIComponent(experience.tag)}`;
  return (
    <Anchor
      component={Link}
      to={to}
      fw={600}
      c="var(--mantine-color-text)"
      style={{ overflowWrap: "anywhere" }}
      data-testid="experience-name"
    >
      {name}
    </Anchor>
  );
}
