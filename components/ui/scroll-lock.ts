/**
 * Counts who wants the page scroll locked (mobile menu, login dialog…), so closing one overlay
 * does not unlock the page while another is still open.
 */
export type ScrollLockTarget = { style: { overflow: string } };

export function createScrollLock(target: () => ScrollLockTarget) {
  let holders = 0;
  let previous = "";
  return {
    lock(): () => void {
      const element = target();
      if (holders === 0) {
        previous = element.style.overflow;
        element.style.overflow = "hidden";
      }
      holders += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        holders -= 1;
        if (holders === 0) element.style.overflow = previous;
      };
    },
    get holders() {
      return holders;
    },
  };
}
