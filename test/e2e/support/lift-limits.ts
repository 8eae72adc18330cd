import type { AppConfig } from '../../../src/config/config.js';

/**
 * Every browser and API call of the e2e files comes from 127.0.0.1 and several files sign the same admin in:
 * the per-IP and per-email limits (tested in the integration suite) would refuse the later files' sign-ins and
 * sign-ups. The phone and offline files open /pricing too: its estimator's per-IP limit is not theirs to spend.
 * The counters live in the run's database, so a file's own server shares them with the others.
 */
export function liftPerAddressLimits(config: Pick<AppConfig, 'rateLimits'>): void {
  config.rateLimits.login.perIp = 10_000;
  config.rateLimits.login.perEmail = 10_000;
  config.rateLimits.signup.perIp = 10_000;
  config.rateLimits.estimate.perIp = 10_000;
  // The console's newsletter file and the storefront's forms both sign up and write from 127.0.0.1 within the same window.
  config.rateLimits.newsletter.perIp.limit = 10_000;
  config.rateLimits.contact.perIp.limit = 10_000;
}
