import sharp from "sharp";

/** A photograph-like JPEG: a gradient with some shapes, so that the encoders have work to do. */
export async function sampleJpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3d78b8"/>` +
    `<stop offset="1" stop-color="#f2e6cf"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.7}" cy="${height * 0.3}" r="${height * 0.1}" fill="#fff7df"/>` +
    `<path d="M0 ${height * 0.7} L${width * 0.4} ${height * 0.4} L${width} ${height * 0.75} V${height} H0 Z" fill="#50657c"/>` +
    `</svg>`;
  const image = sharp(Buffer.from(svg)).jpeg({ quality: 85 });
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
}

/**
 * A PNG of one colour with more than 40 megapixels (8000 × 5125): a few kilobytes to send, 160 MB
 * to decode.
 */
export function hugePng(): Promise<Buffer> {
  return sharp({ create: { width: 8000, height: 5125, channels: 3, background: "#3d78b8" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
