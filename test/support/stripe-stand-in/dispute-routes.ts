import { notFound, stripeError, type FormValue, type StripeStandIn } from './stand-in.js';

type Obj = Record<string, unknown> & { id: string };
const now = () => Math.floor(Date.now() / 1000);
/** Statuses in which Stripe still takes evidence (https://docs.stripe.com/api/disputes/object#dispute_object-status). */
const RESPONSIVE = new Set(['needs_response', 'warning_needs_response']);

/**
 * A dispute the stand-in knows, as charge.dispute.created carries it (the test posts the event itself):
 * the disputed PaymentIntent, the amount, the reason and the evidence deadline (evidence_details.due_by).
 */
export function openStandInDispute(stripe: StripeStandIn, input: { paymentIntent: string; amount: number; reason?: string; dueBy?: number }): Obj {
  return stripe.state.put<Obj>({
    id: stripe.state.newId('dp'),
    object: 'dispute',
    payment_intent: input.paymentIntent,
    amount: input.amount,
    currency: 'cad',
    reason: input.reason ?? 'product_not_received',
    status: 'needs_response',
    evidence: {},
    evidence_details: { due_by: input.dueBy ?? now() + 7 * 86_400, has_evidence: false, past_due: false, submission_count: 0 },
    created: now(),
    livemode: false,
  });
}

/** Stripe closing the dispute (what charge.dispute.closed then carries). */
export function closeStandInDispute(stripe: StripeStandIn, id: string, status: 'won' | 'lost'): Obj {
  const dispute = stripe.state.get<Obj>(id)!;
  dispute.status = status;
  return dispute;
}

/**
 * POST /v1/disputes/:id (the SDK's disputes.update): evidence fields are stored; `submit` (true when
 * left out, as at Stripe) sends them to the bank, after which the dispute is under review and takes
 * no more; a dispute closed or past its due_by is refused (400), an unknown one is 404.
 */
export function installDisputeRoutes(standIn: StripeStandIn): void {
  standIn.route('POST /v1/disputes/:id', (req, m, st) => {
    const dispute = st.get<Obj>(m[1]!);
    if (!dispute || dispute.object !== 'dispute') return notFound(m[1]!);
    const details = dispute.evidence_details as { due_by: number; submission_count: number; has_evidence: boolean; past_due: boolean };
    if (!RESPONSIVE.has(String(dispute.status))) return stripeError(400, 'invalid_request_error', 'dispute_already_submitted_or_closed', `This dispute is ${String(dispute.status)} and no longer accepts evidence.`);
    if (now() > details.due_by) {
      details.past_due = true;
      return stripeError(400, 'invalid_request_error', 'dispute_past_due', 'The evidence due date of this dispute has passed.');
    }
    const evidence = req.params.evidence;
    if (evidence !== undefined && (typeof evidence !== 'object' || Array.isArray(evidence))) return stripeError(400, 'invalid_request_error', 'parameter_invalid', 'Invalid evidence: must be a hash', { param: 'evidence' });
    const text = Object.values((evidence ?? {}) as Record<string, FormValue>).map(String).join('');
    if (text.length > 150_000) return stripeError(400, 'invalid_request_error', 'parameter_invalid', 'The combined evidence text is over 150,000 characters.', { param: 'evidence' });
    dispute.evidence = { ...(dispute.evidence as Record<string, unknown>), ...(evidence as Record<string, FormValue> | undefined) };
    details.has_evidence = true;
    if (req.params.submit !== 'false') {
      details.submission_count += 1;
      dispute.status = dispute.status === 'warning_needs_response' ? 'warning_under_review' : 'under_review';
    }
    return { body: dispute };
  });
}
