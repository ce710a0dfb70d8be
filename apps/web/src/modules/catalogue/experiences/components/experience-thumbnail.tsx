import { Center, Image } from "@mantine/core";
import { IconPhoto } from "@tabler/icons-react";
import { imageUrl } from "../lib/image-url";

/** The first gallery image, or a neutral placeholder. */
export function ExperienceThumbnail({ images, size }: { images: string[]; size: number }) {
  const first = images[0];
  const frame = { width: size, height: size, flexShrink: 0 } as const;
  return first ? (
    <Image src={imageUrl(first)} alt="" radius="sm" fit="cover" style={frame} />
  ) : (
    <Center bg="var(--mantine-color-teal-light)" c="teal" style={{ ...frame, borderRadius: 4 }}>
      <IconPhoto size={Math.round(size / 2)} stroke={1.5} />
    </Center>
  );
}
