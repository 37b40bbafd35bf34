import { PERMISSION_LEVEL, RESOURCE } from '@bitdata/contracts/constants';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ForbiddenCard } from '../../../components/PageStates';
import { useCan } from '../../auth';
import { ActivityTab } from '../components/ActivityTab';
import { RulesTab } from '../components/RulesTab';
import { RunsTab } from '../components/RunsTab';
import { EVENT_PATHS } from '../paths';
import { EVENTS_NS } from '../texts';

const TABS = ['activity', 'rules', 'runs'] as const;
type TabName = (typeof TABS)[number];

/**
 * /core/event: the activity log with each write's before and after, the event rules and
 * their runs, one tab each; the tab is in the address (?tab=) so a link or reload keeps it.
 */
export function EventsPage() {
  const { t } = useTranslation(EVENTS_NS);
  const mayView = useCan(RESOURCE.event, PERMISSION_LEVEL.view);
  const mayCreate = useCan(RESOURCE.event, PERMISSION_LEVEL.create);
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabName = TABS.includes(asked as TabName) ? (asked as TabName) : 'activity';

  if (!mayView) return <ForbiddenCard testId="events-forbidden" title={t('title')} text={t('forbidden')} />;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <div>
          <Typography variant="h5" component="h1">
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('subtitle')}
          </Typography>
        </div>
        {mayCreate && (
          <Button variant="contained" component={Link} to={EVENT_PATHS.create}>
            {t('rules.new')}
          </Button>
        )}
      </Stack>
      <Card>
        <Tabs
          value={tab}
          onChange={(_, next: TabName) => setParams(next === 'activity' ? {} : { tab: next })}
          aria-label={t('title')}
          variant="scrollable"
        >
          {TABS.map((name) => (
            <Tab key={name} value={name} label={t(`tabs.${name}`)} data-testid={`events-tab-${name}`} />
          ))}
        </Tabs>
      </Card>
      {tab === 'activity' && <ActivityTab />}
      {tab === 'rules' && <RulesTab />}
      {tab === 'runs' && <RunsTab />}
    </Stack>
  );
}
