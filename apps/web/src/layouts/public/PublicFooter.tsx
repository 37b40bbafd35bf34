import AndroidIcon from '@mui/icons-material/Android';
import FacebookIcon from '@mui/icons-material/Facebook';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import TelegramIcon from '@mui/icons-material/Telegram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useConfig, useVersionLabel } from '../../app/config/ConfigContext';
import { PATHS } from '../../app/paths';
import { Logo } from '../../components/Logo';
import { PageContainer } from '../../components/PageContainer';
import { FooterColumn } from './FooterColumn';

const COLUMNS = [
  {
    heading: 'footer.company',
    links: [
      { key: 'footer.about', to: PATHS.about },
      { key: 'footer.contact', to: PATHS.contact },
      { key: 'footer.faqs', to: PATHS.faqs },
    ],
  },
  {
    heading: 'footer.legal',
    links: [
      // each to its own section of the policy page
      { key: 'footer.terms', to: `${PATHS.policy}#terms` },
      { key: 'footer.privacy', to: `${PATHS.policy}#privacy` },
    ],
  },
] as const;

/** Links that leave the site open in a new tab, without handing it this page. */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The public footer: about, contact, FAQs, terms and privacy, mailbox, social, Android, video, copyright. */
export function PublicFooter() {
  const { t } = useTranslation();
  const { siteName, contactEmail, links } = useConfig();
  const version = useVersionLabel();
  // Outside channels are the server's settings (LINK_*): one left unset is not shown at all.
  const socials = [
    { label: 'footer.social.facebook', href: links.facebook, icon: <FacebookIcon /> },
    { label: 'footer.social.x', href: links.x, icon: <XIcon /> },
    { label: 'footer.social.telegram', href: links.telegram, icon: <TelegramIcon /> },
    { label: 'footer.social.youtube', href: links.video, icon: <YouTubeIcon /> },
  ].filter((s): s is typeof s & { href: string } => Boolean(s.href));
  // The mailbox is a mailto: link, so it alone stays in this tab.
  const reach = [
    {
      href: contactEmail && `mailto:${contactEmail}`,
      Icon: MailOutlineIcon,
      text: contactEmail,
      newTab: false,
    },
    { href: links.android, Icon: AndroidIcon, text: t('footer.android'), newTab: true },
    { href: links.video, Icon: YouTubeIcon, text: t('footer.video'), newTab: true },
  ].filter((r): r is typeof r & { href: string } => Boolean(r.href));

  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.default', mt: 'auto' }}
    >
      <PageContainer sx={{ py: { xs: 6, md: 8 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Logo />
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2, maxWidth: 320 }}>
              {t('footer.tagline')}
            </Typography>
            {socials.length > 0 && (
              <Stack direction="row" spacing={0.5} sx={{ mt: 2, ml: -1 }}>
                {socials.map((s) => (
                  <IconButton key={s.label} component="a" href={s.href} {...NEW_TAB} aria-label={t(s.label)}>
                    {s.icon}
                  </IconButton>
                ))}
              </Stack>
            )}
          </Grid>
          {COLUMNS.map((column) => (
            <FooterColumn key={column.heading} heading={t(column.heading)} size={{ xs: 6, md: 2 }}>
              {column.links.map((link) => (
                <Link key={link.key} component={RouterLink} to={link.to} color="inherit" variant="body2">
                  {t(link.key)}
                </Link>
              ))}
            </FooterColumn>
          ))}
          {reach.length > 0 && (
            <FooterColumn heading={t('footer.reachUs')} size={{ xs: 12, md: 4 }}>
              {reach.map((link) => (
                <Link
                  key={link.href}
                  href={link.href}
                  {...(link.newTab ? NEW_TAB : {})}
                  color="inherit"
                  variant="body2"
                  sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}
                >
                  <link.Icon fontSize="small" /> {link.text}
                </Link>
              ))}
            </FooterColumn>
          )}
        </Grid>
        <Divider sx={{ my: 4 }} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', color: 'text.secondary' }}
        >
          <Typography variant="body2">
            {t('footer.copyright', { year: new Date().getFullYear(), siteName })}
          </Typography>
          <Typography variant="body2">{t('footer.disclaimer')}</Typography>
          <Typography variant="body2" data-testid="version-label">
            {version}
          </Typography>
        </Stack>
      </PageContainer>
    </Box>
  );
}
