import { LoadingScreen } from '../components/LoadingScreen';
import { useAuth } from '../features/auth';
import { DashboardLayout, PublicLayout } from './layouts';

/**
 * The layout of the pages that are public and also a member's dashboard entry (/core/statistic, the
 * members' Statistics menu entry): a visitor reads them in the public layout, a signed-in member
 * inside the dashboard, beside their own menus.
 */
export function SessionLayout() {
  const { isInitialized, isAuthenticated } = useAuth();
  if (!isInitialized) return <LoadingScreen />;
  return isAuthenticated ? <DashboardLayout /> : <PublicLayout />;
}
