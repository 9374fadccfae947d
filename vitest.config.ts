import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // `npm run test:unit` reports how much of the code the unit tests run; the figure is reported, not gated.
    coverage: {
      provider: "v8",
      include: ["src/**/*.{ts,tsx}", "scripts/**/*.ts"],
      exclude: ["**/*.test.{ts,tsx}", "**/__fixtures__/**", "src/domain/claims/grain-price-index-data.ts"],
      reporter: ["text-summary"],
      reportsDirectory: "node_modules/.cache/coverage",
    },
    projects: [
      { test: { name: "unit", include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"], environment: "node" } },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
