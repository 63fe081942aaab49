import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { RawRule, RuleAction, RuleSubject } from '@crucible/shared';

export type AppAbility = MongoAbility<[RuleAction, RuleSubject]>;

/** Rules as the server answers them (spec §6: action, subject, inverted, conditions, fields). */
export function buildAbility(rules: readonly RawRule[]): AppAbility {
  return createMongoAbility<[RuleAction, RuleSubject]>(rules as RawRule[]);
}
