/** Account figures of `GET /v1/me` (CONTRACTS.md). */
export interface Credits {
  free: number;
  purchased: number;
  total: number;
  freeExpiresAt: string | null;
}

export interface Membership {
  type: 'monthly' | 'quarterly' | 'yearly' | 'lifetime';
  validUntil: string;
}
