import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testConfig } from '../../test/render';
import { PublicFooter } from './PublicFooter';

const LINKS = {
  android: 'https://play.example.test/app',
  video: 'https://video.example.test/channel',
  facebook: 'https://facebook.example.test/page',
  x: null,
  telegram: null,
};

describe('PublicFooter', () => {
  it('heads each column and lists its links', () => {
    renderWithApp(<PublicFooter />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Company', 'Legal', 'Reach us']);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });

  it('keeps the mailbox in this tab and opens the configured sites in a new one', () => {
    renderWithApp(<PublicFooter />, { config: testConfig({ links: LINKS }) });
    const mail = screen.getByRole('link', { name: 'contact@example.test' });
    expect(mail).toHaveAttribute('href', 'mailto:contact@example.test');
    expect(mail).not.toHaveAttribute('target');
    for (const [name, href] of [
      ['Android app', LINKS.android],
      ['Video channel', LINKS.video],
      ['Facebook', LINKS.facebook],
    ] as const) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.queryByRole('link', { name: 'X' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Telegram' })).toBeNull();
  });

  it('shows no outside link the server has not configured, and no mailbox when none is published', () => {
    renderWithApp(<PublicFooter />, { config: testConfig({ contactEmail: null }) });
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(document.querySelectorAll('footer a[href^="http"]')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Reach us' })).toBeNull();
  });

  it('dates the copyright in the current year', () => {
    renderWithApp(<PublicFooter />);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()}`))).toBeInTheDocument();
  });
});
