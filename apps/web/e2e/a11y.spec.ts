import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

const PAGES = [
  { name: 'landing', path: '/', ready: 'landing-title' },
  { name: 'login', path: '/core/auth/login', ready: 'login-submit' },
  { name: 'register', path: '/core/auth/register', ready: 'register-submit' },
  { name: 'pricing', path: '/pricing', ready: 'plan-basic' },
];

for (const mode of ['light', 'dark'] as const) {
  for (const p of PAGES) {
    test(`${p.name} (${mode}) has no serious or critical accessibility violations`, async ({ page }) => {
      await page.addInitScript((m) => localStorage.setItem('themeMode', m), mode);
      await page.goto(p.path);
      await expect(page.getByTestId(p.ready)).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => ({
          id: v.id,
          impact: v.impact,
          // the selector and the start of the element, to find it in the page
          nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`),
        })),
      ).toEqual([]);
    });
  }
}
