/**
 * How wide pictures are shown, as `sizes` values: the browser picks the file of the right width
 * from a picture's srcset with them, and the page's head preloads the first picture with the same.
 */
export const cardSizes = "(min-width: 992px) 360px, (min-width: 768px) 50vw, 100vw";
export const heroSizes = "(min-width: 992px) 540px, 100vw";
export const thumbnailSizes = "140px";
