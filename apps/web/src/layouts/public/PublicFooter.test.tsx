import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testConfig } from '../../test/render';
import { PublicFooter } from './PublicFooter';

describe('PublicFooter', () => {
  it('heads each column and lists its links', () => {
    renderWithApp(<PublicFooter />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Company', 'Legal', 'Reach us']);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it('keeps the mailbox in this tab and opens the other sites in a new one', () => {
    renderWithApp(<PublicFooter />);
    const mail = screen.getByRole('link', { name: 'contact@example.test' });
    expect(mail).toHaveAttribute('href', 'mailto:contact@example.test');
    expect(mail).not.toHaveAttribute('target');
    for (const name of ['Android app', 'Video channel', 'Facebook']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows no mailbox when the server publishes none', () => {
    renderWithApp(<PublicFooter />, { config: testConfig({ contactEmail: null }) });
    expect(screen.queryByRole('link', { name: /mailto|@/ })).toBeNull();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Android app' })).toBeInTheDocument();
  });
});
