import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeJsonForScript, escapeXml } from './html-escape.ts';

describe('escapeHtml', () => {
  it('makes text safe in element text and in quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials, apostrophe as &apos;', () => {
    expect(escapeXml(`<"Skins" & 'Wraps'>`)).toBe(
      '&lt;&quot;Skins&quot; &amp; &apos;Wraps&apos;&gt;',
    );
  });
});

describe('escapeJsonForScript', () => {
  it('keeps a script body from closing early, and JSON reads it back unchanged', () => {
    const json = JSON.stringify({ name: '</script><script>alert(1)</script> & more' });
    const escaped = escapeJsonForScript(json);
    expect(escaped).not.toContain('</script');
    expect(JSON.parse(escaped)).toEqual(JSON.parse(json));
  });
});
