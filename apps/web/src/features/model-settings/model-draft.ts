import type { ModelProviderRequest, ModelProviderSettings, ModelRole } from '@crucible/shared';
import { KEEP_SECRET, secretValue, type SecretEdit } from '../../lib/secret-edit';

export type ProviderChoice = 'none' | 'openai' | 'anthropic';

/** One model of the form, as its inputs hold it. */
export type ModelDraft = {
  type: ProviderChoice;
  baseUrl: string;
  model: string;
  apiKey: SecretEdit;
};

export type ModelDrafts = Record<ModelRole, ModelDraft>;

export function modelDraft(saved: ModelProviderSettings | null): ModelDraft {
  if (!saved) return { type: 'none', baseUrl: '', model: '', apiKey: KEEP_SECRET };
  return {
    type: saved.type,
    baseUrl: saved.baseUrl ?? '',
    model: saved.model,
    apiKey: KEEP_SECRET,
  };
}

/** The request for one model; null removes it (with its key). */
export function modelRequest(draft: ModelDraft): ModelProviderRequest | null {
  if (draft.type === 'none') return null;
  return {
    type: draft.type,
    baseUrl: draft.baseUrl.trim() === '' ? undefined : draft.baseUrl.trim(),
    model: draft.model,
    apiKey: secretValue(draft.apiKey),
  };
}
