import { useEffect, type RefObject } from "react";

/**
 * Closes an open disclosure (a menu, the help panel) when the visitor presses
 * Escape, clicks outside it, or moves focus out of it. Escape also returns
 * focus to the control that opened it.
 *
 * A press outside closes it on the click, not as the press starts: closing
 * earlier moves what lies below (a stacked phone menu shrinks) and the click
 * lands on something else, so a tap on the next sub-menu's button would be
 * lost. For the same reason focus moving during a press (a touch
 * focuses after the finger lifts) waits for that click.
 */
export function useDismiss(open: boolean, close: () => void, container: RefObject<HTMLElement | null>, trigger?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    let pressing = false;
    const outside = (target: EventTarget | null) => Boolean(container.current && target instanceof Node && !container.current.contains(target));
    const onKey = (event: KeyboardEvent) => {
      pressing = false;
      if (event.key !== "Escape") return;
      close();
      trigger?.current?.focus();
    };
    const onPress = () => {
      pressing = true;
    };
    const onRelease = () => {
      pressing = false;
    };
    const onClick = (event: MouseEvent) => {
      pressing = false;
      if (outside(event.target)) close();
    };
    const onFocus = (event: FocusEvent) => {
      if (!pressing && outside(event.target)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPress, true);
    document.addEventListener("pointercancel", onRelease, true);
    document.addEventListener("click", onClick);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPress, true);
      document.removeEventListener("pointercancel", onRelease, true);
      document.removeEventListener("click", onClick);
      document.removeEventListener("focusin", onFocus);
    };
  }, [open, close, container, trigger]);
}
