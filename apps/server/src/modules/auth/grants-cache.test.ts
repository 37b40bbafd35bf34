import { PERMISSION_LEVEL } from '@bitdata/contracts';
import { describe, expect, it } from 'vitest';
import { combine } from './grants-cache';

const { view, viewAll, create, hidden } = PERMISSION_LEVEL;

describe("a role's and its groups' grants combined", () => {
  const role = {
    grants: { filter: [view], market: [view], bank: [hidden] },
    hiddenFields: { filter: ['note', 'owner'], market: ['volume'] },
  };

  it('is the role itself without groups', () => {
    expect(combine(role, [])).toBe(role);
  });

  it('unites the levels per document; hidden (6) held by the role stays', () => {
    const group = { grants: { filter: [viewAll, create], bank: [view] }, hiddenFields: {} };
    expect(combine(role, [group]).grants).toEqual({
      filter: [view, viewAll, create],
      market: [view],
      bank: [view, hidden],
    });
  });

  it('keeps a field hidden only where every grant giving view hides it', () => {
    const reveals = { grants: { filter: [view] }, hiddenFields: { filter: ['owner'] } };
    const blind = { grants: { market: [] }, hiddenFields: { market: [] } };
    expect(combine(role, [reveals, blind]).hiddenFields).toEqual({ filter: ['owner'], market: ['volume'] });
  });

  it("applies a group's hidden fields on a document the role cannot view", () => {
    const group = { grants: { bank: [view] }, hiddenFields: { bank: ['iban'] } };
    expect(combine(role, [group]).hiddenFields).toMatchObject({ bank: ['iban'] });
  });
});
