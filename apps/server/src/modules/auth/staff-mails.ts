import { ADMIN_LINK_HOURS } from '@skins/shared';
import { escapeHtml } from '../../http/html-escape.ts';
import { mailButton, mailDocument, type OutgoingMail } from '../mail/index.ts';
import type { AdminLinkPurpose } from './admin-links.ts';

export interface StaffLinkMailInput {
  to: string;
  name: string;
  purpose: AdminLinkPurpose;
  /** PUBLIC_URL/admin/set-password/{token}. */
  url: string;
  /** Who sent it: the owner's email. */
  from: string;
}

/** `staff-invite` (a new account) or `password-reset`: the one-time link to set a password. */
export function staffLinkMail({ to, name, purpose, url, from }: StaffLinkMailInput): OutgoingMail {
  const isInvite = purpose === 'invite';
  const subject = isInvite
    ? 'You are invited to the Skins admin'
    : 'Set a new Skins admin password';
  const lead = isInvite
    ? `${from} has invited you to the Skins shop's admin. Choose your password to sign in.`
    : `${from} has asked for a new password for your Skins admin account. Your old password works until you set the new one.`;
  const limit = `The link works once, for ${ADMIN_LINK_HOURS} hours. If it has expired, ask the shop's owner for a new one.`;
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const text = [greeting, '', lead, '', url, '', limit].join('\n');
  const html = mailDocument({
    body: `
            <p style="margin:0 0 16px;line-height:1.6">${escapeHtml(greeting)}</p>
            <p style="margin:0 0 24px;line-height:1.6">${escapeHtml(lead)}</p>
            ${mailButton(url, isInvite ? 'Choose your password' : 'Set a new password')}
            <p style="margin:24px 0 0;line-height:1.6;color:#52525b">${escapeHtml(limit)}</p>`,
    footer: `Sent to ${escapeHtml(to)} from the Skins admin.`,
  });
  return { kind: isInvite ? 'staff-invite' : 'password-reset', to, subject, html, text };
}
