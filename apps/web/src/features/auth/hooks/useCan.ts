import { can, type PermissionLevel, type Resource } from '@bitdata/contracts/constants';
import { useAuth } from './useAuth';

/**
 * Whether the signed-in user's role may act at `level` on `resource`: the same `can()` and the same
 * grants (from the login answer) as the server's route guards, so a screen offers what the API allows.
 */
export function useCan(resource: Resource, level: PermissionLevel): boolean {
  return can(useAuth().user?.grants, resource, level);
}
