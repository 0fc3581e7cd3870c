/**
 * How wide a listing page's gallery is on each screen (property-sheet.tsx): the whole
 * width on phones; beside the 1.5rem margins from 640 px; beside the contact column (22rem,
 * 24rem from 1280 px) and its 2.5rem gap from 1024 px, in a page of at most 80rem with
 * 2rem margins. The page's <img> and the preload of its first photo give it alike, so the
 * browser fetches one size once.
 */
export const GALLERY_SIZES = "(min-width: 1280px) 792px, (min-width: 1024px) calc(100vw - 456px), (min-width: 640px) calc(100vw - 48px), 100vw";
