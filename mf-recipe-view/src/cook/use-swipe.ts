import { useRef, type PointerEvent } from 'react';

/** A sideways move of at least this many pixels is a swipe. */
const SWIPE_PX = 60;

/**
 * Pointer handlers that call `onSwipe` for a mostly horizontal swipe (touch, pen or mouse); a vertical move is a
 * scroll and is left alone. Spread them on the element: `<section {...useSwipe(turn)}>`.
 */
export function useSwipe(onSwipe: (direction: 'left' | 'right') => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 2 * Math.abs(dy)) onSwipe(dx < 0 ? 'left' : 'right');
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
