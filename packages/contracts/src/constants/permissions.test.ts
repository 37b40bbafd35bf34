import { describe, expect, it } from 'vitest';
import { can, PERMISSION_LEVEL, RESOURCE } from './permissions';

const { view, viewAll, create, edit, delete: remove, hidden } = PERMISSION_LEVEL;

describe('can', () => {
  it('allows a level the role holds on the resource, and nothing on another resource', () => {
    const grants = { [RESOURCE.market]: [view, viewAll] };
    expect(can(grants, RESOURCE.market, viewAll)).toBe(true);
    expect(can(grants, RESOURCE.user, view)).toBe(false);
  });

  it('lets every level that acts on records imply view', () => {
    for (const level of [viewAll, create, edit, remove])
      expect(can({ [RESOURCE.filter]: [level] }, RESOURCE.filter, view)).toBe(true);
    expect(can({ [RESOURCE.filter]: [hidden] }, RESOURCE.filter, view)).toBe(false);
  });

  it('is no ladder: a higher level does not imply another action or view all', () => {
    const grants = { [RESOURCE.payment]: [view, viewAll, edit] };
    expect(can(grants, RESOURCE.payment, create)).toBe(false);
    expect(can(grants, RESOURCE.payment, remove)).toBe(false);
    expect(can({ [RESOURCE.payment]: [remove] }, RESOURCE.payment, edit)).toBe(false);
    expect(can({ [RESOURCE.payment]: [edit, remove] }, RESOURCE.payment, viewAll)).toBe(false);
    expect(can({ [RESOURCE.payment]: [viewAll, create, edit, remove] }, RESOURCE.payment, hidden)).toBe(
      false,
    );
  });

  it('refuses everything without grants (signed out, or a user cached before grants existed)', () => {
    expect(can(null, RESOURCE.profile, view)).toBe(false);
    expect(can(undefined, RESOURCE.profile, view)).toBe(false);
    expect(can({}, RESOURCE.profile, view)).toBe(false);
  });
});
