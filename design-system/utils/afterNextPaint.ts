// One way to put work off until the browser has painted the current frame: a tap's answer (a sheet
// closing, a button's pressed state) shows first, and the heavier work it starts (clearing and asking
// again for a list) runs in a task of its own after that paint.

/**
 * Runs `run` in a task after the next frame is painted (an animation frame callback runs just before
 * the paint; a zero-delay timer queued from it runs after). Returns the cancel.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
