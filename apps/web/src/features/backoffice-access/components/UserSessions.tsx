import DevicesIcon from '@mui/icons-material/DevicesOther';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useErrorText } from '../../../components/form/useErrorText';
import { notify } from '../../../components/notify';
import { formatDateTime } from '../../../i18n/format';
import { accessApi } from '../api';
import { useInvalidate, useUserSessions } from '../hooks';
import { QueryState } from './QueryState';
import '../texts';

/** The account's open sessions; revoking one signs that device out on its next request. */
export function UserSessions({ userId, mayEdit }: { userId: string; mayEdit: boolean }) {
  const { t } = useTranslation();
  // how a session signed in, or what it linked; a method this screen does not know yet is shown as named
  const methodName = (method: string) =>
    t(`backofficeAccess:sessions.methods.${method}`, { defaultValue: method });
  const errorText = useErrorText();
  const invalidate = useInvalidate();
  const sessions = useUserSessions(userId);
  const [revoking, setRevoking] = useState<string | null>(null);

  const revoke = async () => {
    if (!revoking) return;
    try {
      await accessApi.revokeSession(userId, revoking);
      notify(t('backofficeAccess:sessions.revoked'), 'success');
      await invalidate('user');
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setRevoking(null);
    }
  };

  return (
    <QueryState query={sessions} rows={2}>
      {(list) =>
        list.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }} data-testid="sessions-empty">
            {t('backofficeAccess:sessions.empty')}
          </Typography>
        ) : (
          <>
            <List disablePadding data-testid="user-sessions">
              {list.map((s) => (
                <ListItem
                  key={s.id}
                  divider
                  secondaryAction={
                    mayEdit && (
                      <Button size="small" color="error" onClick={() => setRevoking(s.id)}>
                        {t('backofficeAccess:sessions.revoke')}
                      </Button>
                    )
                  }
                  sx={{ pr: mayEdit ? 12 : 2 }}
                >
                  <ListItemIcon sx={{ display: { xs: 'none', sm: 'flex' } }}>
                    <DevicesIcon />
                  </ListItemIcon>
                  <ListItemText
                    primary={s.userAgent || t('backofficeAccess:sessions.unknownDevice')}
                    secondary={
                      <>
                        {t('backofficeAccess:sessions.detail', {
                          ip: s.ip || '—',
                          method: methodName(s.method),
                          created: formatDateTime(s.createdAt),
                          expires: formatDateTime(s.expiresAt),
                        })}
                        {s.events.map((e) => (
                          <Box
                            component="span"
                            sx={{ display: 'block' }}
                            key={`${e.kind}-${e.method}-${e.at}`}
                          >
                            {t(`backofficeAccess:sessions.events.${e.kind}`, {
                              method: methodName(e.method),
                              at: formatDateTime(e.at),
                            })}
                          </Box>
                        ))}
                      </>
                    }
                    slotProps={{ primary: { sx: { wordBreak: 'break-word' } } }}
                  />
                </ListItem>
              ))}
            </List>
            <ConfirmDialog
              open={revoking !== null}
              title={t('backofficeAccess:sessions.revokeTitle')}
              text={t('backofficeAccess:sessions.revokeText')}
              confirmLabel={t('backofficeAccess:sessions.revoke')}
              danger
              onConfirm={revoke}
              onClose={() => setRevoking(null)}
            />
          </>
        )
      }
    </QueryState>
  );
}
