import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n';
import { FIELDS } from '../test/fixtures';
import { FieldPicker } from './FieldPicker';

const close = FIELDS.find((f) => f.name === 'close');

async function optionOfClose(language: 'en' | 'vi') {
  await changeLanguage(language);
  render(<FieldPicker fields={FIELDS} value="" onChange={() => undefined} label="Field" />);
  await userEvent.click(screen.getByRole('combobox'));
  const listbox = await screen.findByRole('listbox');
  return within(listbox)
    .getAllByRole('option')
    .find((o) => o.textContent?.includes(language === 'vi' ? 'Giá đóng cửa' : 'Close')) as HTMLElement;
}

describe('FieldPicker', () => {
  afterEach(() => changeLanguage('en'));

  it('lists a field in English with no Vietnamese name beside it', async () => {
    const option = await optionOfClose('en');
    expect(option).toHaveTextContent(`Close${close?.description_en}`);
    expect(option).not.toHaveTextContent('Giá đóng cửa');
    expect(option).not.toHaveTextContent('mô tả');
  });

  it('lists a field in Vietnamese with the English name traders also use', async () => {
    const option = await optionOfClose('vi');
    expect(option).toHaveTextContent(`Giá đóng cửaClose${close?.description_vi}`);
  });
});
