import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { choose, designDocument, expect, runId, signIn } from './backoffice-helpers';
import { ADMIN } from './playwright.config';

/**
 * Excel import through the screens: the operator downloads a document's template, fills it
 * with four rows of which two break the document's rules, and the dry run names exactly those rows
 * and columns; "valid rows only" creates the other two, which the list shows; undo removes them.
 */

const run = runId();
const DOC = { code: `import-${run}`, en: `Import ${run}`, vi: `Nhập ${run}` };

test('an operator imports a workbook: template, dry run by row and column, valid rows only, undo', async ({
  page,
}) => {
  test.setTimeout(600_000);
  await signIn(page, ADMIN.email, ADMIN.password);
  await designDocument(page, DOC, 'Business', [
    { code: 'title', en: 'Title', vi: 'Tiêu đề', switches: ['Required'] },
    { code: 'amount', en: 'Amount', vi: 'Số lượng', type: 'Integer', min: '0' },
  ]);

  await page.goto('/core/import/create');
  await choose(page.locator('body'), page, 'Document', DOC.en);
  const downloading = page.waitForEvent('download');
  await page.getByTestId('import-template').click();
  const template = await downloading;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'import-e2e-'));
  const templatePath = path.join(folder, 'template.xlsx');
  await template.saveAs(templatePath);

  // the template's header row names the fields in the reader's language: fill rows under it
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(templatePath);
  const sheet = book.worksheets[0];
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  expect(headers).toEqual(expect.arrayContaining(['Title', 'Amount']));
  const at = (name: string) => headers.indexOf(name) + 1;
  const rows: Array<[string, number]> = [
    [`Alpha ${run}`, 10],
    ['', 5], // row 3: no title
    [`Gamma ${run}`, -2], // row 4: below the minimum
    [`Delta ${run}`, 7],
  ];
  rows.forEach(([title, amount], i) => {
    const row = sheet.getRow(i + 2);
    if (title) row.getCell(at('Title')).value = title;
    row.getCell(at('Amount')).value = amount;
    row.commit();
  });
  const filled = path.join(folder, 'filled.xlsx');
  await book.xlsx.writeFile(filled);

  await page.getByTestId('import-file').setInputFiles(filled);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByRole('button', { name: 'Dry run', exact: true }).click();
  await expect(page.getByTestId('import-counts')).toHaveText('4 rows: 2 valid, 2 invalid, 0 created');
  const errors = page.getByRole('table', { name: 'Errors' }).locator('tbody tr');
  await expect(errors).toHaveCount(2);
  await expect(errors.nth(0).locator('td').nth(0)).toHaveText('3');
  await expect(errors.nth(0).locator('td').nth(1)).toHaveText('Title');
  await expect(errors.nth(1).locator('td').nth(0)).toHaveText('4');
  await expect(errors.nth(1).locator('td').nth(1)).toHaveText('Amount');

  await page.getByRole('radio', { name: 'Valid rows only' }).check();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByTestId('import-counts')).toHaveText('4 rows: 2 valid, 2 invalid, 2 created');

  await page.goto(`/core/${DOC.code}`);
  const grid = page.getByTestId('record-grid');
  await expect(grid).toContainText(`Alpha ${run}`);
  await expect(grid).toContainText(`Delta ${run}`);
  await expect(grid).not.toContainText(`Gamma ${run}`);

  // undo from the import's page removes what it created
  await page.goto('/core/import');
  await page.getByRole('row').filter({ hasText: DOC.code }).first().getByRole('link').click();
  await page.getByRole('button', { name: 'Undo: remove the 2 created records' }).click();
  await expect(page.getByText(`${DOC.code} · Undone`)).toBeVisible();
  await page.goto(`/core/${DOC.code}`);
  await expect(page.getByTestId('record-grid')).not.toContainText(`Alpha ${run}`);
});
