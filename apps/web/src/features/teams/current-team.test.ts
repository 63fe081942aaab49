import { describe, expect, it } from 'vitest';
import type { MyTeam } from '@crucible/shared';
import { filterTeams, pickCurrentTeam } from './current-team';

const team = (id: string, name: string): MyTeam => ({
  id,
  name,
  organizationId: '00000000-0000-4000-8000-000000000000',
  memberCount: 1,
  roleId: '00000000-0000-4000-8000-000000000001',
  roleName: 'Admin',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const teams = [team('a', 'Platform'), team('b', 'Red Team Alpha'), team('c', 'research')];

describe('pickCurrentTeam', () => {
  it('keeps the saved team while it is still one of the user’s', () => {
    expect(pickCurrentTeam(teams, 'b')?.id).toBe('b');
  });
  it('falls back to the first team, or none', () => {
    expect(pickCurrentTeam(teams, 'gone')?.id).toBe('a');
    expect(pickCurrentTeam(teams, null)?.id).toBe('a');
    expect(pickCurrentTeam([], 'a')).toBeNull();
  });
});

describe('filterTeams', () => {
  it('matches case-insensitively anywhere in the name', () => {
    expect(filterTeams(teams, 'RE').map((t) => t.id)).toEqual(['b', 'c']);
    expect(filterTeams(teams, '  ').map((t) => t.id)).toEqual(['a', 'b', 'c']);
    expect(filterTeams(teams, 'zzz')).toEqual([]);
  });
});
