/** SPEC §9: the red bar has 23 images and moves one image per 600 px of scroll. */
export const RED_BAR_IMAGE_COUNT = 23;
const RED_BAR_STEP_PX = 600;

/** Which of the red bar's 23 images shows at a scroll offset: one step per 600 px, clamped. */
export function redBarStep(scrollY: number): number {
  if (!Number.isFinite(scrollY) || scrollY <= 0) return 0;
  return Math.min(RED_BAR_IMAGE_COUNT - 1, Math.floor(scrollY / RED_BAR_STEP_PX));
}
