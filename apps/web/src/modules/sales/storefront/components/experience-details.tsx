import type { PublicExperience } from "@stund/shared/contracts/bookings/public";
import { localizedText } from "../../../../lib/language/localized-text";
import { useSite } from "../hooks/site-context";
import { heroSizes, thumbnailSizes } from "../model/picture-sizes";
import { ExperiencePicture } from "./experience-picture";

/** What the experience is: its pictures, name, description, length, price and cancellation terms. */
export function ExperienceDetails({ experience }: { experience: PublicExperience }) {
  const { t, format, request } = useSite();
  const { freeUntilHours, feePercent } = experience.cancellationPolicy;
  const more = experience.images.slice(1, 9);
  return (
    <section className="sf-stack" data-testid="experience-details">
      <ExperiencePicture experience={experience} index={0} className="sf-hero" sizes={heroSizes} priority />
      {more.length > 0 && (
        <div className="sf-thumbs">
          {more.map((image, index) => (
            <ExperiencePicture key={image} experience={experience} index={index + 1} sizes={thumbnailSizes} />
          ))}
        </div>
      )}
      <h1>{localizedText(experience.name, request.language)}</h1>
      <div className="sf-row" style={{ justifyContent: "flex-start", gap: 20 }}>
        <span className="sf-dimmed">{format.duration(experience.durationMinutes)}</span>
        {experience.fromPrice !== null && (
          <span className="sf-strong">
            {t("storefront.fromPrice", { price: format.money(experience.fromPrice, experience.currency) })}
          </span>
        )}
      </div>
      <p className="sf-pre">
        {localizedText(experience.description, request.language) ||
          localizedText(experience.shortDescription, request.language)}
      </p>
      <p className="sf-small sf-dimmed" data-testid="cancellation-policy">
        {feePercent === 0
          ? t("storefront.cancellation.alwaysFree")
          : freeUntilHours > 0
            ? t("storefront.cancellation.freeUntil", { count: freeUntilHours, percent: feePercent })
            : t("storefront.cancellation.fee", { percent: feePercent })}
      </p>
    </section>
  );
}
