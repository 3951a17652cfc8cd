/**
 * The demo shop's one video file: twelve seconds of a scene drawn by the image service (the
 * home hero's peak at first light), encoded once by `make-video.ts` and served by the storefront
 * as a static file. Captions say what is heard, which is nothing: the video is silent.
 */
export const DEMO_VIDEO = {
  url: '/media/first-light.mp4',
  mimeType: 'video/mp4',
  captions: { en: '/media/first-light.en.vtt', fr: '/media/first-light.fr.vtt' },
  /** The scene it animates, as the image service names it (also the poster). */
  scene: 'summit-0-1f4e9c',
  seconds: 12,
  fps: 24,
  width: 1280,
  height: 720,
} as const;
