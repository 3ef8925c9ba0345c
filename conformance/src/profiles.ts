/**
 * Engine profiles: the behaviour a given engine is expected to show. A case applies to a
 * profile when the profile provides every feature the case `requires` and, if the case names
 * `profiles`, the profile is one of them (the rules on which engines disagree, such as a second
 * live registration of a function id).
 */
import type { ExchangeCase, Feature, Profile } from './cases.js';

/** The features each profile's engine provides. */
export const PROFILE_FEATURES: Readonly<Record<Profile, readonly Feature[]>> = {
  svc: ['svc', 'state', 'pubsub', 'cron', 'queue', 'stream', 'console'],
  // svc's engine with svc-bridge `duplicate_functions: reject` or `takeover` instead of `pool`.
  'svc-reject': ['svc', 'state', 'pubsub', 'cron', 'queue', 'stream', 'console'],
  'svc-takeover': ['svc', 'state', 'pubsub', 'cron', 'queue', 'stream', 'console'],
  'reference-0.22': ['state', 'pubsub', 'cron', 'queue'],
  'reference-head': ['state', 'pubsub', 'cron', 'queue'],
};

/** Every profile, in report order. */
export const PROFILES = Object.keys(PROFILE_FEATURES) as Profile[];

/** Why `exchange` does not apply to `profile`, or undefined when it does. */
export function outsideProfile(exchange: ExchangeCase, profile: Profile): string | undefined {
  if (exchange.profiles && !exchange.profiles.includes(profile)) return `not in profile ${profile}`;
  const missing = (exchange.requires ?? []).filter((feature) => !PROFILE_FEATURES[profile].includes(feature));
  return missing.length > 0 ? `requires ${missing.join(', ')}, not in profile ${profile}` : undefined;
}

/** The profiles `exchange` applies to. */
export function profilesOf(exchange: ExchangeCase): Profile[] {
  return PROFILES.filter((profile) => outsideProfile(exchange, profile) === undefined);
}
