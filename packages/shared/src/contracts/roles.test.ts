import { describe, expect, it } from 'vitest';
import { AddTeamMemberRequestSchema } from './teams';
import { RoleRequestSchema } from './roles';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('role validation (spec §5)', () => {
  it('requires a name after trimming', () => {
    expect(messages(RoleRequestSchema.safeParse({ name: '   ' }))).toEqual([
      ['name', 'Name is required'],
    ]);
    expect(messages(RoleRequestSchema.safeParse({}))).toEqual([['name', 'Name is required']]);
    expect(RoleRequestSchema.parse({ name: '  Auditors ' })).toEqual({
      name: 'Auditors',
      permissionSets: [],
    });
  });

  it('takes an optional slug that is not empty', () => {
    expect(messages(RoleRequestSchema.safeParse({ name: 'A', slug: ' ' }))).toEqual([
      ['slug', 'Slug cannot be empty'],
    ]);
    expect(RoleRequestSchema.parse({ name: 'A', slug: 'auditors' }).slug).toBe('auditors');
  });

  it('accepts only known permission sets', () => {
    expect(
      messages(RoleRequestSchema.safeParse({ name: 'A', permissionSets: ['RUN_SCANS', 'FLY'] })),
    ).toEqual([['permissionSets.1', 'Unknown permission set: FLY']]);
  });
});

describe('user-role assignment (spec §5)', () => {
  it('names the invalid ids', () => {
    expect(messages(AddTeamMemberRequestSchema.safeParse({ userId: 'x', roleId: 'y' }))).toEqual([
      ['userId', 'Invalid user ID'],
      ['roleId', 'Invalid role ID'],
    ]);
  });
});
