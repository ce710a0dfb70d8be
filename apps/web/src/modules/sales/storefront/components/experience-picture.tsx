import type { PublicExperience } from "@stund/shared/contracts/bookings/public";

interface ExperiencePictureProps {
  experience: PublicExperience;
  index: number;
  /** How wide the picture is shown, for the browser's choice among the sizes (a `sizes` value). */
  sizes: string;
  className?: string;
  /** The hero of a page loads first; cards further down wait until they are near. */
  priority?: boolean;
}

/**
 * One of an experience's pictures in the smallest file the screen needs: AVIF or WebP at the
 * sizes made at upload, the original for browsers without either, with its width and height so
 * nothing moves when it arrives.
 */
export function ExperiencePicture({ experience, index, sizes, className, priority }: ExperiencePictureProps) {
  const picture = experience.pictures?.[index];
  const src = picture?.url ?? experience.images[index];
  if (!src) return <div className={`sf-no-picture ${className ?? ""}`} aria-hidden />;
  return (
    <picture>
      {picture?.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={src}
        alt=""
        className={`sf-picture ${className ?? ""}`}
        width={picture?.width ?? 1600}
        height={picture?.height ?? 1000}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}
