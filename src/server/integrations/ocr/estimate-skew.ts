/** An 8-bit greyscale image, one byte per pixel, rows top to bottom. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

const MAX_DEGREES = 5;
const STEP_DEGREES = 0.25;
// Every third pixel in each direction: the estimate stays within a step, at a ninth of the work.
const SAMPLE = 3;
const DARK_BELOW = 128;

/**
 * How many degrees clockwise the text lines run (projection profile): dark pixels projected at the right angle
 * pile up into few, full rows, so the angle with the highest sum of squared row counts wins.
 * Text printed on a straight line gives 0; rotate by the negative of the result to straighten it.
 */
export function estimateSkewDegrees({ data, width, height }: GreyImage): number {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y += SAMPLE) {
    for (let x = 0; x < width; x += SAMPLE) {
      if ((data[y * width + x] ?? 255) < DARK_BELOW) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 100) return 0;

  const slack = Math.ceil((width * Math.sin((MAX_DEGREES * Math.PI) / 180)) / SAMPLE) + 1;
  const rows = new Float64Array(Math.ceil(height / SAMPLE) + 2 * slack + 2);
  // Upright first, then ever larger tilts: a tilt must score clearly better to win, so noise cannot fake one.
  const angles = [0];
  for (let step = STEP_DEGREES; step <= MAX_DEGREES; step += STEP_DEGREES) angles.push(step, -step);
  let best = 0;
  let bestScore = -1;
  for (const angle of angles) {
    const radians = (angle * Math.PI) / 180;
    const sin = Math.sin(radians);
    const cos = Math.cos(radians);
    rows.fill(0);
    for (let k = 0; k < xs.length; k++) {
      const row = Math.round(((ys[k] ?? 0) * cos - (xs[k] ?? 0) * sin) / SAMPLE) + slack;
      rows[row] = (rows[row] ?? 0) + 1;
    }
    let score = 0;
    for (const count of rows) score += count * count;
    if (score > bestScore * 1.001) {
      bestScore = score;
      best = angle;
    }
  }
  return best;
}
