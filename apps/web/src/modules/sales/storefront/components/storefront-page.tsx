import type { PublicCompany, PublicExperience } from "@stund/shared/contracts/bookings/public";
import { useSite } from "../hooks/site-context";
import { ExperienceCard } from "./experience-card";
import { StorefrontMessage } from "./storefront-message";
import { StorefrontShell } from "./storefront-shell";

/** /{tenant}/storefront: the company's experiences on sale, for anyone, without signing in. */
export function StorefrontPage({
  company,
  experiences,
}: {
  company: PublicCompany;
  experiences: PublicExperience[];
}) {
  const { t, link, request } = useSite();
  return (
    <StorefrontShell companyName={company.name}>
      <div className="sf-stack">
        <div>
          <h1>{company.name}</h1>
          <p className="sf-dimmed">{t("storefront.intro")}</p>
        </div>
        {experiences.length === 0 ? (
          <StorefrontMessage
            title={t("storefront.empty.title")}
            text={t("storefront.empty.text", { company: company.name })}
            testId="empty-state"
          />
        ) : (
          <div className="sf-grid sf-cards" data-layout={request.layout}>
            {experiences.map((experience, index) => (
              <ExperienceCard
                key={experience.id}
                experience={experience}
                priority={index < 2}
                href={link(
                  `/${request.tenant}/storefront/${encodeURIComponent(experience.tag || experience.id)}`,
                )}
              />
            ))}
          </div>
        )}
      </div>
    </StorefrontShell>
  );
}
