import { readFileSync } from 'node:fs';
import { COURIERS } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { MESSAGE_EVENTS, MESSAGING_ENV } from '../../messaging-config.ts';
import {
  ORDER_MESSAGE_TEMPLATES,
  PAYMENT_WORDS,
  RETURN_UPDATE_WORDS,
  WHATSAPP_FOOTER,
} from './order-message-texts.ts';

// docs/messages.md is what the owner submits to Meta and DLT: its texts must be the code's, word
// for word, or the sends of an event fail against a template registered from a stale page. The
// settings must be named wherever an owner looks for them.

const repoFile = (path: string) =>
  readFileSync(new URL(`../../../../../${path}`, import.meta.url), 'utf8');
const doc = repoFile('docs/messages.md');

const fenced = (text: string) => `\`\`\`text\n${text}\n\`\`\``;

/** The page's section of one template: from its heading to the next. */
function sectionOf(event: string): string {
  const start = doc.indexOf(`### \`${event}\`\n`);
  if (start < 0) throw new Error(`docs/messages.md has no section for ${event}`);
  const next = doc.indexOf('\n#', start + 1);
  return doc.slice(start, next < 0 ? undefined : next);
}

describe('docs/messages.md', () => {
  it('quotes each template as WhatsApp, DLT and MSG91 take it, exactly as the code sends it', () => {
    for (const event of MESSAGE_EVENTS) {
      const { body, parameters } = ORDER_MESSAGE_TEMPLATES[event];
      const section = sectionOf(event);
      expect(section, event).toContain(fenced(body));
      expect(section, event).toContain(fenced(body.replace(/\{\{\d+\}\}/g, '{#var#}')));
      expect(section, event).toContain(fenced(body.replace(/\{\{(\d+)\}\}/g, '##var$1##')));
      // One row per variable, in order.
      const rows = [...section.matchAll(/^\| `\{\{(\d+)\}\}` \/ `var(\d+)`/gm)];
      expect(
        rows.map((row) => [row[1], row[2]]),
        event,
      ).toEqual(parameters.map((_, index) => [String(index + 1), String(index + 1)]));
    }
    expect(doc).toContain(fenced(WHATSAPP_FOOTER));
  });

  it('names every value the code fills in from a fixed list', () => {
    for (const words of Object.values(RETURN_UPDATE_WORDS)) {
      expect(sectionOf('return_update')).toContain(`\`${words}\``);
    }
    for (const words of Object.values(PAYMENT_WORDS)) {
      expect(sectionOf('order_confirmation')).toContain(`\`${words}\``);
    }
    // COURIERS lists those with a tracking page by AWB; Other is sent as `our courier`.
    for (const courier of [...COURIERS.map((one) => one.name), 'our courier']) {
      expect(sectionOf('order_shipped')).toContain(`\`${courier}\``);
    }
  });
});

describe('the messaging settings', () => {
  it('are each in docs/messages.md, the README and .env.example', () => {
    const readme = repoFile('README.md');
    const envExample = repoFile('.env.example');
    for (const name of Object.keys(MESSAGING_ENV)) {
      expect(doc, name).toContain(`\`${name}\``);
      expect(envExample, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
      const isTemplate = name.startsWith('SMS_TEMPLATE_');
      expect(readme, name).toContain(isTemplate ? name.slice('SMS_TEMPLATE_'.length) : name);
    }
  });
});
