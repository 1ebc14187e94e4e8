import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The smoke test of web_build's fallback build (e2e/fallback/, run by scripts/test.sh with DIST
// set to that build's folder): desktop only, its own port and report.
export default defineConfig({
  ...base,
  testDir: 'e2e/fallback',
  testIgnore: [],
  reporter: [['list'], ['json', { outputFile: 'test-results/fallback.json' }]],
  projects: base.projects!.filter((p) => p.name === 'desktop'),
});
