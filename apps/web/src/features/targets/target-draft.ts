import type {
  PublicTargetConfig,
  PublicTargetConfigInput,
  Target,
  TargetSecretsRequest,
  TargetType,
  UpdateTargetRequest,
} from '@crucible/shared';
import { KEEP_SECRET, secretValue, type SecretEdit } from '../../lib/secret-edit';

/*
 * The target form edits a flat draft of strings (what inputs hold); `draftToRequest` turns it
 * into the API's request, which is then checked with the contract schema. Fields the form does
 * not show (canaries, sessions, model params…) are carried over from the saved configuration.
 */

export type KeyValue = { key: string; value: string };

export type SecretHeaderDraft = { name: string; set: boolean; edit: SecretEdit };

export type AuthType = 'none' | 'bearer' | 'header' | 'basic';
export type ExtractType = 'text' | 'path' | 'jsonata';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH';

export type TargetDraft = {
  name: string;
  purpose: string;
  type: TargetType;
  url: string;
  method: HttpMethod;
  headers: KeyValue[];
  query: KeyValue[];
  body: string;
  message: string;
  extractType: ExtractType;
  extractValue: string;
  errorStatuses: string;
  rejectUnauthorized: boolean;
  authType: AuthType;
  authHeaderName: string;
  authUsername: string;
  baseUrl: string;
  model: string;
  systemPrompt: string;
  systemPromptNotes: string;
  allowedBehaviours: string;
  forbiddenBehaviours: string;
  /** The profile: two texts, then lists of one item per line. */
  industry: string;
  organisation: string;
  products: string;
  competitors: string;
  userRoles: string;
  personalData: string;
  tools: string;
  concurrency: string;
  rpm: string;
  delayMs: string;
  timeoutMs: string;
  retries: string;
  apiKey: SecretEdit;
  authSecret: SecretEdit;
  secretHeaders: SecretHeaderDraft[];
};

const KEEP = KEEP_SECRET;

export const DEFAULT_HTTP_BODY = '{\n  "message": "{{prompt}}"\n}';

export function emptyDraft(type: TargetType = 'http'): TargetDraft {
  return {
    name: '',
    purpose: '',
    type,
    url: '',
    method: 'POST',
    headers: [],
    query: [],
    body: DEFAULT_HTTP_BODY,
    message: '{{prompt}}',
    extractType: 'text',
    extractValue: '',
    errorStatuses: '',
    rejectUnauthorized: true,
    authType: 'none',
    authHeaderName: '',
    authUsername: '',
    baseUrl: '',
    model: '',
    systemPrompt: '',
    systemPromptNotes: '',
    allowedBehaviours: '',
    forbiddenBehaviours: '',
    industry: '',
    organisation: '',
    products: '',
    competitors: '',
    userRoles: '',
    personalData: '',
    tools: '',
    concurrency: '4',
    rpm: '',
    delayMs: '0',
    timeoutMs: '30000',
    retries: '2',
    apiKey: KEEP,
    authSecret: KEEP,
    secretHeaders: [],
  };
}

const toPairs = (record: Record<string, string>): KeyValue[] =>
  Object.entries(record).map(([key, value]) => ({ key, value }));

function bodyText(body: unknown): string {
  if (body === undefined) return '';
  return typeof body === 'string' ? body : JSON.stringify(body, null, 2);
}

export function draftFromTarget(target: Target): TargetDraft {
  const config = target.config;
  const draft: TargetDraft = {
    ...emptyDraft(config.type),
    name: target.name,
    purpose: target.purpose ?? '',
    systemPromptNotes: config.systemPromptNotes ?? '',
    allowedBehaviours: config.allowedBehaviours.join('\n'),
    forbiddenBehaviours: config.forbiddenBehaviours.join('\n'),
    industry: config.profile.industry ?? '',
    organisation: config.profile.organisation ?? '',
    products: config.profile.products.join('\n'),
    competitors: config.profile.competitors.join('\n'),
    userRoles: config.profile.userRoles.join('\n'),
    personalData: config.profile.personalData.join('\n'),
    tools: config.profile.tools.join('\n'),
    concurrency: String(config.concurrency),
    rpm: config.rpm === undefined ? '' : String(config.rpm),
    delayMs: String(config.delayMs),
    timeoutMs: String(config.timeoutMs),
    retries: String(config.retries),
    secretHeaders: target.secretsSet.headers.map((name) => ({ name, set: true, edit: KEEP })),
  };
  switch (config.type) {
    case 'http': {
      const extract = config.extract;
      return {
        ...draft,
        url: config.url,
        method: config.method,
        headers: toPairs(config.headers),
        query: toPairs(config.query),
        body: bodyText(config.body),
        extractType: extract.type,
        extractValue:
          extract.type === 'path'
            ? extract.path
            : extract.type === 'jsonata'
              ? extract.expression
              : '',
        errorStatuses: config.errorStatuses.join(', '),
        rejectUnauthorized: config.rejectUnauthorized,
        authType: config.auth?.type ?? 'none',
        authHeaderName: config.auth?.type === 'header' ? config.auth.name : '',
        authUsername: config.auth?.type === 'basic' ? config.auth.username : '',
      };
    }
    case 'websocket':
      return {
        ...draft,
        url: config.url,
        headers: toPairs(config.headers),
        message: config.message,
        extractType: config.extract.type,
        extractValue:
          config.extract.type === 'path'
            ? config.extract.path
            : config.extract.type === 'jsonata'
              ? config.extract.expression
              : '',
        rejectUnauthorized: config.rejectUnauthorized,
      };
    case 'openai':
    case 'anthropic':
      return {
        ...draft,
        baseUrl: config.baseUrl,
        model: config.model,
        headers: toPairs(config.headers),
        systemPrompt: config.systemPrompt ?? '',
      };
    case 'demo':
      return draft;
  }
}

const fromPairs = (pairs: KeyValue[]): Record<string, string> =>
  Object.fromEntries(
    pairs.filter((pair) => pair.key.trim() !== '').map((pair) => [pair.key.trim(), pair.value]),
  );

const lines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** '' → undefined (the schema's default); anything else a number the schema checks. */
const optionalNumber = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text);

const optionalText = (text: string): string | undefined => (text.trim() === '' ? undefined : text);

/** A body that parses as JSON is sent as JSON; anything else is a text template. */
function parseBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function extractor(draft: TargetDraft) {
  switch (draft.extractType) {
    case 'text':
      return { type: 'text' as const };
    case 'path':
      return { type: 'path' as const, path: draft.extractValue.trim() };
    case 'jsonata':
      return { type: 'jsonata' as const, expression: draft.extractValue.trim() };
  }
}

function auth(draft: TargetDraft) {
  switch (draft.authType) {
    case 'none':
      return undefined;
    case 'bearer':
      return { type: 'bearer' as const };
    case 'header':
      return { type: 'header' as const, name: draft.authHeaderName.trim() };
    case 'basic':
      return { type: 'basic' as const, username: draft.authUsername };
  }
}

function statuses(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((part) => Number(part));
}

function typeConfig(draft: TargetDraft): PublicTargetConfigInput {
  switch (draft.type) {
    case 'http':
      return {
        type: 'http',
        url: draft.url.trim(),
        method: draft.method,
        headers: fromPairs(draft.headers),
        query: fromPairs(draft.query),
        body: draft.method === 'GET' ? undefined : parseBody(draft.body),
        extract: extractor(draft),
        errorStatuses: statuses(draft.errorStatuses),
        rejectUnauthorized: draft.rejectUnauthorized,
        auth: auth(draft),
      };
    case 'websocket':
      return {
        type: 'websocket',
        url: draft.url.trim(),
        headers: fromPairs(draft.headers),
        message: draft.message,
        extract: extractor(draft),
        rejectUnauthorized: draft.rejectUnauthorized,
      };
    case 'openai':
    case 'anthropic':
      return {
        type: draft.type,
        baseUrl: optionalText(draft.baseUrl.trim()),
        model: draft.model.trim(),
        headers: fromPairs(draft.headers),
        systemPrompt: optionalText(draft.systemPrompt),
      };
    case 'demo':
      return { type: 'demo' };
  }
}

function secrets(draft: TargetDraft): TargetSecretsRequest | undefined {
  const headers: Record<string, string | null> = {};
  for (const header of draft.secretHeaders) {
    const value = secretValue(header.edit);
    if (value !== undefined && header.name.trim() !== '') headers[header.name.trim()] = value;
  }
  const usesApiKey = draft.type === 'openai' || draft.type === 'anthropic';
  const usesAuth = draft.type === 'http' && draft.authType !== 'none';
  const result: TargetSecretsRequest = {
    apiKey: usesApiKey ? secretValue(draft.apiKey) : undefined,
    authSecret: usesAuth ? secretValue(draft.authSecret) : undefined,
    headers: Object.keys(headers).length > 0 ? headers : undefined,
  };
  const any = Object.values(result).some((value) => value !== undefined);
  return any ? result : undefined;
}

/**
 * The request for the draft. `saved` is the stored configuration: fields the form does not
 * show survive an edit as long as the type stays the same.
 */
export function draftToRequest(
  draft: TargetDraft,
  saved?: PublicTargetConfig,
): UpdateTargetRequest {
  const carried = saved?.type === draft.type ? saved : {};
  const config = {
    ...carried,
    ...typeConfig(draft),
    systemPromptNotes: optionalText(draft.systemPromptNotes),
    allowedBehaviours: lines(draft.allowedBehaviours),
    forbiddenBehaviours: lines(draft.forbiddenBehaviours),
    profile: {
      industry: optionalText(draft.industry),
      organisation: optionalText(draft.organisation),
      products: lines(draft.products),
      competitors: lines(draft.competitors),
      userRoles: lines(draft.userRoles),
      personalData: lines(draft.personalData),
      tools: lines(draft.tools),
    },
    concurrency: optionalNumber(draft.concurrency),
    rpm: optionalNumber(draft.rpm),
    delayMs: optionalNumber(draft.delayMs),
    timeoutMs: optionalNumber(draft.timeoutMs),
    retries: optionalNumber(draft.retries),
  };
  // Parsed by the caller with the contract, which fills the defaults of the omitted fields.
  return {
    name: draft.name,
    purpose: draft.purpose.trim() === '' ? undefined : draft.purpose,
    config: config as PublicTargetConfig,
    secrets: secrets(draft),
  };
}

function origin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function draftOrigin(draft: TargetDraft): string | null {
  switch (draft.type) {
    case 'http':
    case 'websocket':
      return origin(draft.url.trim());
    case 'openai':
    case 'anthropic':
      return draft.baseUrl.trim() === '' ? null : origin(draft.baseUrl.trim());
    case 'demo':
      return null;
  }
}

/**
 * True when the draft moves the target to another host while keeping a stored secret: the
 * server refuses that (a kept secret never follows a target elsewhere), so the form asks for
 * the secrets again first.
 */
export function secretsKept(target: Target, draft: TargetDraft): boolean {
  if (target.type !== draft.type) return false;
  const saved = draftFromTarget(target);
  if (draftOrigin(saved) === draftOrigin(draft)) return false;
  const keeps = (set: boolean, edit: SecretEdit) => set && edit.kind === 'keep';
  return (
    keeps(
      target.secretsSet.apiKey && (draft.type === 'openai' || draft.type === 'anthropic'),
      draft.apiKey,
    ) ||
    keeps(
      target.secretsSet.authSecret && draft.type === 'http' && draft.authType !== 'none',
      draft.authSecret,
    ) ||
    draft.secretHeaders.some((header) => keeps(header.set, header.edit))
  );
}
