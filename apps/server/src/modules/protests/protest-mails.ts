/**
 * The e-mails of claims (issue 14 item 5), as rows of the mail outbox: the acknowledgment when a
 * claim is filed, and the operator's decision. The renderer reads the claim at send time.
 */
export interface ProtestMailPayloads {
  protest_acknowledgment: { protestId: number };
  /** reduced: accepted with lower prices rather than cancelled. */
  protest_decision: { protestId: number; reduced: boolean };
}

export type ProtestMailKind = keyof ProtestMailPayloads;
