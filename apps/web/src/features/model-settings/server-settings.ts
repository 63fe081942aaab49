/** The keys of the server settings pages (`/server/edit/{key}`); one today. */
export const SERVER_SETTINGS = [
  {
    key: 'redteam-providers',
    title: 'Red Team Providers',
    description:
      'The models the red team itself uses: an attacker that writes and adapts attacks, and a grader that judges replies.',
  },
] as const;

export type ServerSettingKey = (typeof SERVER_SETTINGS)[number]['key'];

export const DEFAULT_SERVER_SETTING: ServerSettingKey = 'redteam-providers';

export function findServerSetting(key: string) {
  return SERVER_SETTINGS.find((setting) => setting.key === key);
}

export const OFFLINE_EXPLANATION =
  'With neither model set, scans run in offline mode: attacks come from the built-in corpus, only deterministic strategies run, and replies are graded by rules rather than a model. Nothing leaves this server except the traffic to your targets.';

export const ROLE_LABELS = {
  generator: {
    title: 'Attacker / generator model',
    description: 'Writes attacks tailored to each target and drives multi-turn strategies.',
  },
  grader: {
    title: 'Grader model',
    description:
      'Judges whether a reply failed the plugin’s rubric. Empty: the attacker model grades.',
  },
} as const;
