import type { MenuSection } from '@bitdata/contracts/auth';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n';
import { renderWithApp } from '../../test/render';
import { NavSection } from './NavSection';

/** Menus as data: an entry an operator wrote carries its own titles in both languages. */
const sections: MenuSection[] = [
  {
    id: 'ops',
    subheader: 'Operations',
    label: { en: 'Operations', vi: 'Vận hành' },
    items: [
      { title: 'Vault', label: { en: 'Vault', vi: 'Két sắt' }, path: 'crypto' },
      { title: 'Filters', path: 'filter' },
    ],
  },
];

describe('the sidebar', () => {
  afterEach(() => changeLanguage('en'));

  it("shows an entry's own title in the reader's language, and translates the built-in ones", async () => {
    await changeLanguage('vi');
    renderWithApp(<NavSection sections={sections} mini={false} />);
    expect(screen.getByText('Vận hành')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Két sắt' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bộ lọc' })).toBeInTheDocument();
  });

  it('shows the English title in English', () => {
    renderWithApp(<NavSection sections={sections} mini={false} />);
    expect(screen.getByRole('link', { name: 'Vault' })).toBeInTheDocument();
  });
});
