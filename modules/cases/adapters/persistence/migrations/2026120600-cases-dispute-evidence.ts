import { Migration } from '@mikro-orm/migrations';

/**
 * Card disputes (issue #36): the disputed amount and Stripe's evidence deadline (charge.dispute.created),
 * the evidence the console sent (once: what, when, who), and the outcome Stripe closed it with
 * (charge.dispute.closed: won or lost, once) with the cleaner's share taken back on a loss.
 * A dispute closed by Stripe is no longer open without an admin's decision: the open-status rule
 * now reads "no decision and no outcome".
 */
export class CasesDisputeEvidence extends Migration {
  override name = '2026120600-cases-dispute-evidence';

  override up(): void {
    this.addSql(`
      alter table cases
        add column dispute_amount_cents integer check (dispute_amount_cents >= 0),
        add column evidence_due_by timestamptz,
        add column evidence jsonb,
        add column evidence_submitted_at timestamptz,
        add column evidence_submitted_by uuid,
        add column dispute_outcome text check (dispute_outcome in ('won', 'lost')),
        add column dispute_closed_at timestamptz,
        add column dispute_cleaner_share_cents integer check (dispute_cleaner_share_cents >= 0),
        add constraint cases_evidence_of_dispute check (evidence_submitted_at is null or kind = 'dispute'),
        add constraint cases_evidence_whole check ((evidence_submitted_at is null) = (evidence is null) and (evidence is null) = (evidence_submitted_by is null)),
        add constraint cases_outcome_of_dispute check (dispute_outcome is null or kind = 'dispute'),
        add constraint cases_outcome_whole check ((dispute_outcome is null) = (dispute_closed_at is null) and (dispute_outcome = 'lost') = (dispute_cleaner_share_cents is not null))`);
    // Was: open <=> no resolution (cases-init's fourth unnamed table check).
    this.addSql('alter table cases drop constraint if exists cases_check3');
    this.addSql(`alter table cases add constraint cases_open_undecided check ((status in ('open', 'answered')) = (resolution is null and dispute_outcome is null))`);
  }

  override down(): void {
    this.addSql('alter table cases drop constraint if exists cases_open_undecided');
    this.addSql(`alter table cases add constraint cases_check3 check ((status in ('open', 'answered')) = (resolution is null))`);
    this.addSql(`alter table cases drop constraint cases_evidence_of_dispute, drop constraint cases_evidence_whole, drop constraint cases_outcome_of_dispute, drop constraint cases_outcome_whole,
      drop column dispute_amount_cents, drop column evidence_due_by, drop column evidence, drop column evidence_submitted_at, drop column evidence_submitted_by,
      drop column dispute_outcome, drop column dispute_closed_at, drop column dispute_cleaner_share_cents`);
  }
}
