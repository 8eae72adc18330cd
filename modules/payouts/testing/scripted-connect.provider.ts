import type { ProviderAccount } from '../domain/account-status.js';
import type { ConnectProvider, MoveOutcome } from '../application/ports.js';

export interface RecordedMove {
  call: 'transfer' | 'instantPayout' | 'reverseTransfer';
  idempotencyKey: string;
  amountCents: number | null;
}

/**
 * An in-memory ConnectProvider for unit tests: every money movement is recorded, and the next ones
 * answer what the test scripted (`script.push({ ok: false, definitive: true, message })`), else success.
 * Like Stripe, a key seen before answers its first (non-transient) outcome again.
 */
export class ScriptedConnectProvider implements ConnectProvider {
  readonly name = 'stripe' as const;
  readonly moves: RecordedMove[] = [];
  readonly script: MoveOutcome[] = [];
  private readonly answered = new Map<string, MoveOutcome>();
  account: ProviderAccount = { id: 'acct_fake', detailsSubmitted: true, payoutsEnabled: true, transfers: 'active', currentlyDue: [], pastDue: [], disabledReason: null };

  async createAccount(): Promise<ProviderAccount> {
    return this.account;
  }

  async onboardingLink(accountId: string): Promise<string> {
    return `https://connect.example/${accountId}`;
  }

  async retrieveAccount(): Promise<ProviderAccount> {
    return this.account;
  }

  private move(call: RecordedMove['call'], idempotencyKey: string, amountCents: number | null): MoveOutcome {
    this.moves.push({ call, idempotencyKey, amountCents });
    const known = this.answered.get(idempotencyKey);
    if (known) return known;
    const outcome = this.script.shift() ?? { ok: true, reference: `${call}_${this.moves.length}` };
    if (outcome.ok || outcome.definitive) this.answered.set(idempotencyKey, outcome);
    return outcome;
  }

  async transfer(input: { amountCents: number; idempotencyKey: string }) {
    return this.move('transfer', input.idempotencyKey, input.amountCents);
  }

  async instantPayout(input: { amountCents: number; idempotencyKey: string }) {
    return this.move('instantPayout', input.idempotencyKey, input.amountCents);
  }

  async reverseTransfer(input: { idempotencyKey: string }) {
    return this.move('reverseTransfer', input.idempotencyKey, null);
  }
}
