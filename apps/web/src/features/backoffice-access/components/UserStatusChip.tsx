import type { UserStatus } from '@bitdata/contracts/constants';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import '../texts';

export function UserStatusChip({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'active' ? 'success' : 'error'}
      label={t(`backofficeAccess:status.${status}`)}
      data-testid="user-status"
    />
  );
}
