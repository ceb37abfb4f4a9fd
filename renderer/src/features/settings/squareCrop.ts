/** Where the picture sits under the square frame: its top-left corner in frame pixels, and its scale. */
export interface Framing {
  x: number;
  y: number;
  scale: number;
}

/** The smallest scale at which the picture still covers the whole frame. */
export const coverScale = (width: number, height: number, frame: number) => frame / Math.min(width, height);

/** Keeps the picture covering the frame: no empty band on any side. */
export function clampFraming(framing: Framing, width: number, height: number, frame: number): Framing {
  const clamp = (value: number, min: number) => Math.min(0, Math.max(min, value));
  return { ...framing, x: clamp(framing.x, frame - width * framing.scale), y: clamp(framing.y, frame - height * framing.scale) };
}

/** The picture centred and just covering the frame. */
export function centredFraming(width: number, height: number, frame: number): Framing {
  const scale = coverScale(width, height, frame);
  return { scale, x: (frame - width * scale) / 2, y: (frame - height * scale) / 2 };
}

/** A new scale, keeping the point under the frame's centre where it is. */
export function zoomFraming(framing: Framing, scale: number, width: number, height: number, frame: number): Framing {
  const centre = frame / 2;
  const ratio = scale / framing.scale;
  return clampFraming({ scale, x: centre - (centre - framing.x) * ratio, y: centre - (centre - framing.y) * ratio }, width, height, frame);
}

/** The square of the picture, in its own pixels, that the frame shows. */
export function sourceSquare(framing: Framing, frame: number): { sx: number; sy: number; size: number } {
  return { sx: (0 - framing.x) / framing.scale, sy: (0 - framing.y) / framing.scale, size: frame / framing.scale };
}
