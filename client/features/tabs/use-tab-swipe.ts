import { useRef, type PointerEvent, type TouchEvent } from "react";
import { swipeStep } from "./tab-order";

type Start = { x: number; y: number };

// A drag that starts in a field selects text; it is not a swipe.
const startsInField = (target: EventTarget) =>
  target instanceof Element && target.closest("input, textarea, select, [contenteditable='true']") !== null;

/**
 * Handlers for the area under the tabs: a sideways swipe past 50 px calls onStep(+1 | -1).
 * Touch events serve fingers; pointer events serve mouse and pen (touch pointers are left to the
 * touch events, so a finger never counts twice).
 */
export function useTabSwipe(dir: "ltr" | "rtl", onStep: (step: 1 | -1) => void) {
  const start = useRef<Start | null>(null);
  const begin = (target: EventTarget, x: number, y: number) => {
    start.current = startsInField(target) ? null : { x, y };
  };
  const finish = (x: number, y: number) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const step = swipeStep(x - from.x, y - from.y, dir);
    if (step !== 0) onStep(step);
  };
  return {
    onTouchStart: (e: TouchEvent) => {
      const touch = e.touches[0];
      if (touch && e.touches.length === 1) begin(e.target, touch.clientX, touch.clientY);
      else start.current = null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const touch = e.changedTouches[0];
      if (touch) finish(touch.clientX, touch.clientY);
    },
    onTouchCancel: () => {
      start.current = null;
    },
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType !== "touch" && e.isPrimary) begin(e.target, e.clientX, e.clientY);
    },
    onPointerUp: (e: PointerEvent) => {
      if (e.pointerType !== "touch") finish(e.clientX, e.clientY);
    },
  };
}
