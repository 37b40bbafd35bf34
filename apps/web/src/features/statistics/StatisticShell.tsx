import { DashboardLayout, PublicLayout } from '../../app/pages';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useAuth } from '../auth/hooks/useAuth';

/**
 * /core/statistic is public and also the members' Statistics menu entry: a visitor
 * reads it in the public layout, a signed-in member inside the dashboard, beside their own menus.
 */
export function StatisticShell() {
  const { isInitialized, isAuthenticated } = useAuth();
  if (!isInitialized) return <LoadingScreen />;
  return isAuthenticated ? <DashboardLayout /> : <PublicLayout />;
}
