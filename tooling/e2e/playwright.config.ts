import { defineConfig } from '@playwright/test';
import { HOST, resolvePorts } from '@latch/devnet';
import { chromiumLaunchOptions } from '@latch/stack';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/globalSetup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Limits for a stall, not measures of speed (the benches are): a walk through a WalletConnect
  // pairing took 34 s beside the other suites on two cores (ci30).
  timeout: 60_000,
  // The whole run, the local world's start included, took 12.5 to 25 minutes beside the other suites on
  // two-core machines (ci95, ci92); one that stalls fails here with what it was doing.
  globalTimeout: 45 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://${HOST}:${resolvePorts().demo}`,
    // A failed test keeps its trace of actions, console and network, and its screenshot. The
    // screencast and the DOM snapshot of every action are left out, and the modal's motion is off
    // (a spec that checks motion turns it on): they cost a fifth, a sixth and a seventh of the
    // browser suite's CPU, and a screenshot never catches a view half faded in.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium' }],
});
