import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether any part of the element is on the screen. Where the browser cannot tell (no
 * IntersectionObserver, as in jsdom), it counts as shown.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(([entry]) =>
      setInView(entry?.isIntersecting ?? false),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
