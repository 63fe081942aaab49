import type { ProfileSuggestionResponse } from '@crucible/shared';
import {
  createTarget,
  diagnose,
  PROFILE_QUESTIONS,
  suggestProfileByRules,
  suggestProfileWithModel,
} from '@crucible/engine';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../lib/secret-box';
import { organizationModels } from '../model-settings/service';
import { toEngineConfig } from './secrets';
import { findTarget, openTargetSecrets } from './service';

type Field = keyof typeof PROFILE_QUESTIONS;

/**
 * "Suggest from a test conversation": asks the target the profile questions one at a time
 * (each a fresh conversation), then reads a draft profile from its answers — with the
 * organization's generator model when one is configured, else by simple extraction. Nothing is
 * saved: the person reviews the draft in the form.
 */
export async function suggestTargetProfile(
  db: Db,
  box: SecretBox,
  scope: { organizationId: string; targetId: string },
): Promise<ProfileSuggestionResponse> {
  const row = await findTarget(db, scope);
  const target = createTarget({ ...toEngineConfig(row, openTargetSecrets(box, row)), retries: 0 });
  const answers: Partial<Record<Field, string>> = {};
  const conversation: ProfileSuggestionResponse['conversation'] = [];
  let stopped: string | undefined;
  for (const [field, question] of Object.entries(PROFILE_QUESTIONS) as [Field, string][]) {
    const response = await target.send(question);
    if (response.error) {
      stopped = `The target did not answer "${question}": ${diagnose(response.error).title}`;
      break;
    }
    answers[field] = response.output;
    conversation.push({ question, answer: response.output });
  }
  const rules = suggestProfileByRules(answers);
  const base = {
    ok: stopped === undefined,
    conversation,
    ...(stopped ? { message: stopped } : {}),
  };
  const { generator } = await organizationModels(db, box, scope.organizationId);
  if (!generator || conversation.length === 0)
    return { ...base, source: 'rules', suggestion: rules };
  try {
    return {
      ...base,
      source: 'llm',
      suggestion: await suggestProfileWithModel(generator, conversation),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ...base,
      source: 'rules',
      suggestion: rules,
      message:
        stopped ??
        `The generator model could not read the answers (${reason}); read by rules instead`,
    };
  }
}
