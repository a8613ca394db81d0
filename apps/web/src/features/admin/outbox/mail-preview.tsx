import { type KeyboardEvent, useId, useRef, useState } from 'react';

type View = 'html' | 'text';

interface MailPreviewProps {
  subject: string;
  html: string;
  text: string;
}

/**
 * The mail's HTML as the recipient's mail program shows it, and its plain text when it has one.
 * The HTML is shown in a frame sandboxed with no permissions (API.md: show it as sent, in a
 * sandboxed frame): no scripts, no forms, no navigating this page, and its own null origin, so
 * nothing in a mail can reach the admin's session.
 */
export function MailPreview({ subject, html, text }: MailPreviewProps) {
  const baseId = useId();
  const [view, setView] = useState<View>('html');
  const tabRefs = useRef<Record<View, HTMLButtonElement | null>>({ html: null, text: null });
  const hasText = text.trim() !== '';
  const views: readonly { view: View; label: string }[] = hasText
    ? [
        { view: 'html', label: 'HTML' },
        { view: 'text', label: 'Plain text' },
      ]
    : [{ view: 'html', label: 'HTML' }];
  const shown = hasText ? view : 'html';

  // Arrow keys move between the tabs (the ARIA tabs pattern), Tab goes on into the panel.
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next: View = shown === 'html' ? 'text' : 'html';
    setView(next);
    tabRefs.current[next]?.focus();
  }

  const frame = (
    <iframe
      title={`Preview of the mail “${subject}”`}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={html}
      className="block h-[600px] w-full rounded-lg bg-white ring-1 ring-neutral-300"
    />
  );

  return (
    <section
      aria-labelledby={`${baseId}-heading`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-neutral-900/5 sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${baseId}-heading`} className="font-semibold text-neutral-900">
          Preview
        </h2>
        {hasText && (
          <div
            role="tablist"
            aria-label="Show the mail as"
            onKeyDown={handleKeyDown}
            className="inline-flex rounded-lg bg-neutral-100 p-1"
          >
            {views.map((item) => {
              const isSelected = shown === item.view;
              return (
                <button
                  key={item.view}
                  ref={(element) => {
                    tabRefs.current[item.view] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`${baseId}-tab-${item.view}`}
                  aria-selected={isSelected}
                  aria-controls={`${baseId}-panel-${item.view}`}
                  tabIndex={isSelected ? 0 : -1}
                  onClick={() => setView(item.view)}
                  className={`rounded-md px-3 py-1.5 font-medium text-sm transition focus-visible:outline-2 focus-visible:outline-accent ${
                    isSelected
                      ? 'bg-white text-neutral-900 shadow-sm'
                      : 'text-neutral-600 hover:text-neutral-900'
                  }`}
                >
                  {item.label}
                </button>
              );
            })}
          </div>
        )}
      </div>
      {hasText ? (
        <>
          <div
            role="tabpanel"
            id={`${baseId}-panel-html`}
            aria-labelledby={`${baseId}-tab-html`}
            hidden={shown !== 'html'}
          >
            {frame}
          </div>
          <div
            role="tabpanel"
            id={`${baseId}-panel-text`}
            aria-labelledby={`${baseId}-tab-text`}
            hidden={shown !== 'text'}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling panel must be reachable by keyboard
            tabIndex={0}
            className="h-[600px] overflow-auto rounded-lg bg-neutral-50 p-4 ring-1 ring-neutral-300 focus-visible:outline-2 focus-visible:outline-accent"
          >
            <pre className="whitespace-pre-wrap break-words font-mono text-neutral-800 text-sm leading-relaxed">
              {text}
            </pre>
          </div>
        </>
      ) : (
        frame
      )}
    </section>
  );
}
