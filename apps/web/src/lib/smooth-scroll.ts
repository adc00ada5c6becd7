// Scrolls to a landing section in 500 ms (docs/product.md#screens), or at once for people who asked
// for less motion.
export const scrollDurationMs = 500;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

export function scrollToSection(id: string, duration = scrollDurationMs): void {
  const target = document.getElementById(id);
  if (!target) {
    return;
  }
  const headerOffset = 64;
  const start = window.scrollY;
  const end = Math.max(0, target.getBoundingClientRect().top + start - headerOffset);
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (reduceMotion || duration <= 0) {
    window.scrollTo(0, end);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    window.scrollTo(0, start + (end - start) * easeInOut(t));
    if (t < 1) {
      requestAnimationFrame(step);
    }
  };
  requestAnimationFrame(step);
}
