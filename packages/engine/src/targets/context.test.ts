import { describe, expect, it } from 'vitest';
import { TargetConfigSchema } from './schema';
import { DEMO_TARGET_PROFILE, DEMO_TARGET_PURPOSE } from '../demo-target/knowledge';
import { targetContextOf } from './context';

describe('targetContextOf', () => {
  it('gives the graders the purpose, the profile and the behaviours, leaving out what is empty', () => {
    const config = TargetConfigSchema.parse({
      type: 'http',
      url: 'https://travel.example/chat',
      purpose: 'Books flights for Skyward customers',
      allowedBehaviours: ['Quote public fares'],
      profile: {
        industry: 'Travel',
        organisation: 'Skyward',
        competitors: ['JetAway', 'Blue Horizon Airlines'],
        tools: ['search flights', 'change a booking'],
      },
    });
    expect(targetContextOf(config)).toEqual({
      purpose: 'Books flights for Skyward customers',
      industry: 'Travel',
      organisation: 'Skyward',
      competitors: ['JetAway', 'Blue Horizon Airlines'],
      tools: ['search flights', 'change a booking'],
      allowed: ['Quote public fares'],
    });
  });

  it('is empty for a target nobody described', () => {
    expect(
      targetContextOf(TargetConfigSchema.parse({ type: 'http', url: 'https://bot.example/chat' })),
    ).toEqual({});
  });

  it("falls back to the demo target's own profile for what its configuration leaves empty", () => {
    const demo = targetContextOf(
      TargetConfigSchema.parse({ type: 'demo', profile: { organisation: 'Renamed Bank' } }),
    );
    expect(demo).toMatchObject({
      purpose: DEMO_TARGET_PURPOSE,
      organisation: 'Renamed Bank',
      tools: DEMO_TARGET_PROFILE.tools,
    });
  });
});
