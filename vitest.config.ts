import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Test files share their worker's loaded modules instead of importing the app again each (decision 029): half the
// suites' CPU went to those imports. Nothing here mocks modules, and stubbed globals are restored after each test.
const SHARED_MODULES = { isolate: false, unstubGlobals: true, unstubEnvs: true } as const;

// Integration files wait on PostgreSQL, SMTP and servers they start as much as they compute, so two run at once
// even where Vitest's default (one fewer than the cores) would run one on two cores (decision 029).
const INTEGRATION_WORKERS = Math.max(2, availableParallelism() - 1);

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
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          environment: "node",
          ...SHARED_MODULES,
          // A timeout catches a hang, not a slow machine: a test that makes a 100-megapixel image took over Vitest's
          // 5 s default at a load of 18 on two cores.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          maxWorkers: INTEGRATION_WORKERS,
          environment: "node",
          ...SHARED_MODULES,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
