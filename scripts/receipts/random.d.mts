// Types for the generator's seeded random numbers (random.mjs), for the TypeScript generators that share them.
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  float(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
}
export function hashSeed(text: string): number;
export function createRandom(seed: number): Random;
