import FacebookIcon from '@mui/icons-material/Facebook';
import LinkIcon from '@mui/icons-material/Link';
import TelegramIcon from '@mui/icons-material/Telegram';
import XIcon from '@mui/icons-material/X';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../components/notify';
import { CONTENT_SITE_NS } from '../texts';

/** The share addresses of a page: each network's own "share this link" form. */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return {
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${text}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    telegram: `https://t.me/share/url?url=${u}&text=${text}`,
  };
}

/** Share the page on X, Facebook or Telegram (each in a new tab), or copy its address. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation(CONTENT_SITE_NS);
  const links = shareLinks(url, title);
  const networks = [
    { key: 'twitter', href: links.twitter, icon: <XIcon fontSize="small" /> },
    { key: 'facebook', href: links.facebook, icon: <FacebookIcon fontSize="small" /> },
    { key: 'telegram', href: links.telegram, icon: <TelegramIcon fontSize="small" /> },
  ] as const;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify(t('share.copied'), 'success');
    } catch {
      notify(t('share.copyFailed'), 'error');
    }
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid="share-links">
      <Typography variant="subtitle2" component="span" sx={{ mr: 1 }}>
        {t('share.label')}
      </Typography>
      {networks.map((n) => (
        <Tooltip key={n.key} title={t(`share.${n.key}`)}>
          <IconButton
            component="a"
            href={n.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`share.${n.key}`)}
            data-testid={`share-${n.key}`}
          >
            {n.icon}
          </IconButton>
        </Tooltip>
      ))}
      <Tooltip title={t('share.copy')}>
        <IconButton onClick={copy} aria-label={t('share.copy')} data-testid="share-copy">
          <LinkIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
