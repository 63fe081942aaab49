import { randomUUID } from 'node:crypto';
import type {
  CreateInviteResponseSchema,
  MeResponse,
  Organization,
  CreateTargetRequestInput,
  Role,
  Target,
  TargetSummary,
  Team,
} from '@crucible/shared';
import type { z } from 'zod';
import { env } from './env';

export const SESSION_COOKIE = 'crucible_session';
export const TEST_PASSWORD = 'correct-horse-battery';

/** A signed-in API client for seeding data, holding its own session cookie. */
export class ApiSession {
  constructor(readonly sessionToken: string) {}

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${env.baseUrl}/api/v1${path}`, {
      method,
      headers: {
        cookie: `${SESSION_COOKIE}=${this.sessionToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  me = () => this.request<MeResponse>('GET', '/users/me');
  createOrganization = (name: string) =>
    this.request<Organization>('POST', '/organizations', { name });
  updateOrganization = (
    orgId: string,
    body: Partial<Pick<Organization, 'name' | 'canUseRedteam'>>,
  ) => this.request<Organization>('PUT', `/organizations/${orgId}`, body);
  switchOrganization = (organizationId: string) =>
    this.request<MeResponse>('POST', '/users/me/switch-organization', { organizationId });
  createTeam = (name: string) => this.request<Team>('POST', '/teams', { name });
  teams = async () => (await this.request<{ teams: Team[] }>('GET', '/teams')).teams;
  roles = async (orgId: string) =>
    (await this.request<{ roles: Role[] }>('GET', `/organizations/${orgId}/roles`)).roles;
  addTeamMember = (teamId: string, userId: string, roleId: string) =>
    this.request<void>('POST', `/teams/${teamId}/members`, { userId, roleId });
  removeTeamMember = (teamId: string, userId: string) =>
    this.request<void>('DELETE', `/teams/${teamId}/members/${userId}`);
  invite = async (orgId: string, email: string, teamId?: string, roleId?: string) => {
    const answer = await this.request<z.infer<typeof CreateInviteResponseSchema>>(
      'POST',
      `/organizations/${orgId}/invites`,
      { email, teamId, roleId },
    );
    return { ...answer, email };
  };
  targets = async (teamId: string) =>
    (await this.request<{ targets: TargetSummary[] }>('GET', `/targets?teamId=${teamId}`)).targets;
  target = (id: string) => this.request<Target>('GET', `/targets/${id}`);
  createTarget = (body: CreateTargetRequestInput) => this.request<Target>('POST', '/targets', body);
  installLicense = (licenseKey: string) => this.request<unknown>('PUT', '/license', { licenseKey });
}

function sessionFrom(response: Response): string {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, value] = (pair ?? '').split('=');
    if (name === SESSION_COOKIE && value) return value;
  }
  throw new Error('the answer set no session cookie');
}

async function post(path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${env.baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} → ${response.status} ${await response.text()}`);
  return response;
}

export async function login(email: string, password: string): Promise<ApiSession> {
  return new ApiSession(sessionFrom(await post('/users/login', { email, password })));
}

export const adminSession = () => login(env.adminEmail, env.adminPassword);

export function uniqueEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

export type TestUser = {
  email: string;
  password: string;
  name: string;
  id: string;
  api: ApiSession;
};

/** Registers a new user (with an invite: the invited email and its code) and signs them in. */
export async function registerUser(
  label: string,
  invite?: { email: string; inviteCode: string },
): Promise<TestUser> {
  const email = invite?.email ?? uniqueEmail(label);
  const inviteCode = invite?.inviteCode;
  const name = `${label[0]?.toUpperCase() ?? ''}${label.slice(1)} Tester`;
  const response = await post('/users/register', {
    name,
    email,
    password: TEST_PASSWORD,
    inviteCode,
  });
  const me = (await response.clone().json()) as MeResponse;
  return {
    email,
    password: TEST_PASSWORD,
    name,
    id: me.user.id,
    api: new ApiSession(sessionFrom(response)),
  };
}

/** A fresh user who created their own organization (with its default team and built-in roles). */
export async function userWithOrganization(
  label: string,
  orgName = `${label} Org ${randomUUID().slice(0, 4)}`,
) {
  const user = await registerUser(label);
  const organization = await user.api.createOrganization(orgName);
  const roles = await user.api.roles(organization.id);
  const role = (slug: string) => {
    const found = roles.find((candidate) => candidate.slug === slug);
    if (!found) throw new Error(`no built-in role ${slug}`);
    return found;
  };
  return { user, organization, role };
}
