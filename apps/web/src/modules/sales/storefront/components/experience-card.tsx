import type { PublicExperience } from "@stund/shared/contracts/bookings/public";
import { localizedText } from "../../../../lib/language/localized-text";
import { useSite } from "../hooks/site-context";
import { cardSizes } from "../model/picture-sizes";
import { ExperiencePicture } from "./experience-picture";

/** One experience on the storefront; the whole card is the link to its page. */
export function ExperienceCard({
  experience,
  href,
  priority,
}: {
  experience: PublicExperience;
  href: string;
  priority?: boolean;
}) {
  const { t, format, request } = useSite();
  return (
    <a className="sf-card" href={href} data-testid="experience-card">
      <ExperiencePicture experience={experience} index={0} sizes={cardSizes} priority={priority} />
      <div className="sf-card-body">
        <h2 className="sf-card-title">{localizedText(experience.name, request.language)}</h2>
        <p className="sf-small sf-dimmed sf-clamp">
          {localizedText(experience.shortDescription, request.language)}
        </p>
        <div className="sf-row" style={{ marginTop: "auto" }}>
          <span className="sf-small sf-dimmed">{format.duration(experience.durationMinutes)}</span>
          {experience.fromPrice !== null && (
            <span className="sf-strong" data-testid="from-price">
              {t("storefront.fromPrice", { price: format.money(experience.fromPrice, experience.currency) })}
            </span>
          )}
        </div>
      </div>
    </a>
  );
}
