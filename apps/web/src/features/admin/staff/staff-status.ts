import type { StaffMember } from '@skins/shared';

export type StaffStatus = 'active' | 'invited' | 'disabled';

export const STAFF_STATUS_LABELS: Record<StaffStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  disabled: 'Disabled',
};

/** Disabled wins over invited: a disabled invite cannot be redeemed either. */
export function staffStatusOf(member: Pick<StaffMember, 'pending' | 'disabledAt'>): StaffStatus {
  if (member.disabledAt !== null) return 'disabled';
  return member.pending ? 'invited' : 'active';
}

export const ROLE_LABELS = { owner: 'Owner', staff: 'Staff' } as const;
