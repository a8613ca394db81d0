import {
  formatShopDateTime,
  PHOTO_UPLOAD_MESSAGES,
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
} from '@skins/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeUpload } from '#testing/fake-upload.ts';
import {
  chooseOption as choose,
  returnCreated as created,
  describeProblem,
  openDeliveredOrderPage as openOrderPage,
  openReturnForm,
  prepareReturnForm,
  RETURNS_PATH,
  sendReturnRequest as send,
} from '#testing/order-returns-kit.ts';
import {
  buildDeliveredTracking,
  buildReturn,
  LINE_IDS,
  PHOTO_ID,
} from '#testing/returns-fixtures.ts';
import { TEST_RETURN_WINDOW_DAYS } from '#testing/store-config.ts';
import { RETURN_FORM_MESSAGES } from './return-request-form.tsx';

// "Report a problem or return" on the order page (API.md § Returns and replacements): what the
// form sends, and what it refuses on its own (missing choices, photos, refund-only reasons, what
// is left of a line). The server's answers and the return window:
// return-request-form.server-answers.test.tsx. The test shop's window is TEST_RETURN_WINDOW_DAYS
// (12) days, not the demo's 7.

prepareReturnForm();

/** Chooses a photo; its upload (the last one sent) waits for the test's answer. */
function addPhoto(form: HTMLElement, name = 'smudge.jpg') {
  const file = new File(['jpeg'], name, { type: 'image/jpeg' });
  fireEvent.change(within(form).getByLabelText(/^Add (more )?photos$/), {
    target: { files: [file] },
  });
  const upload = FakeUpload.sent.at(-1);
  return (status: number, body: unknown) =>
    act(async () => {
      upload?.answer(status, body);
    });
}

/** A replacement cannot be chosen, a refund is, and the form says why. */
function expectRefundOnly(form: HTMLElement, why: string) {
  const replacement = within(form).getByRole('radio', { name: 'A replacement skin' });
  expect((replacement as HTMLInputElement).disabled).toBe(true);
  const refund = within(form).getByRole('radio', { name: 'A refund' });
  expect((refund as HTMLInputElement).checked).toBe(true);
  expect(within(form).getByText(why)).toBeTruthy();
}

describe('report a problem or return', () => {
  it('sends the chosen lines, reason, details, photo and outcome with the token, and shows the ticket', async () => {
    const tracking = buildDeliveredTracking(2);
    const api = openOrderPage({ tracking, write: created });
    const closesAt = new Date(
      Date.parse(tracking.history[1]?.at ?? '') + TEST_RETURN_WINDOW_DAYS * 86_400_000,
    );
    expect(
      await screen.findByText(
        `You can report a problem or start a return until ${formatShopDateTime(closesAt)}.`,
      ),
    ).toBeTruthy();

    const form = await openReturnForm();
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Return Carbon Fibre Obsidian/ }));
    fireEvent.change(within(form).getByRole('combobox', { name: /^How many of Carbon/ }), {
      target: { value: '2' },
    });
    choose(form, RETURN_REASON_LABELS.Misprint);
    describeProblem(form, '  The print is smudged at the camera.  ');
    const answer = addPhoto(form);
    await answer(201, { photoId: PHOTO_ID, url: '/media/uploads/p1/1280.webp' });
    expect(await within(form).findByRole('img', { name: 'smudge.jpg' })).toBeTruthy();
    choose(form, 'A replacement skin');
    send(form);

    const status = (await screen.findByText('Return R1001 sent')).closest('[role="status"]');
    expect(status?.textContent).toContain('Return R1001 sent');
    expect(status?.textContent).toContain(
      'Your return R1001 is our ticket for it. We will answer within 48 hours.',
    );
    const upload = FakeUpload.sent[0]?.form;
    expect(upload?.get('token')).toBe('tok-1');
    expect(upload?.get('file')).toHaveProperty('name', 'smudge.jpg');
    const [post] = api.calls.filter((call) => call.method === 'POST' && call.path === RETURNS_PATH);
    expect(post?.headers.get('X-Order-Token')).toBe('tok-1');
    expect(post?.body).toEqual({
      lines: [{ itemId: LINE_IDS.obsidian, quantity: 2 }],
      reason: 'Misprint',
      details: '  The print is smudged at the camera.  ',
      photoIds: [PHOTO_ID],
      resolution: 'Replacement',
    });
    // The list is read again, so the new return shows with its status.
    await waitFor(() =>
      expect(api.callsTo(RETURNS_PATH).filter((c) => c.method === 'GET')).toHaveLength(2),
    );
  });

  it('asks for a photo for a misprint, and sends nothing without one', async () => {
    const api = openOrderPage();
    const form = await openReturnForm();
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Return Marble Arctic/ }));
    choose(form, RETURN_REASON_LABELS.Misprint);
    expect(within(form).getByRole('group', { name: 'Photos (required)' })).toBeTruthy();
    describeProblem(form, 'Smudged.');
    choose(form, 'A refund');
    send(form);

    expect(within(form).getByText(RETURN_MESSAGES.photosRequired)).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toBe('Check the marked fields.');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says beside each photo why it was refused, and sends nothing until those are removed', async () => {
    const api = openOrderPage({ write: created });
    const form = await openReturnForm();
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Return Marble Arctic/ }));
    choose(form, RETURN_REASON_LABELS.Damaged);
    describeProblem(form, 'Torn.');
    choose(form, 'A refund');
    await addPhoto(form, 'huge.jpg')(413, { message: 'Request body is too large' });
    await addPhoto(form, 'scan.pdf')(415, { message: 'Unsupported' });
    await addPhoto(form, 'torn.jpg')(201, {
      photoId: PHOTO_ID,
      url: '/media/uploads/p1/1280.webp',
    });
    const photos = within(form).getByRole('list', { name: 'Chosen photos' });
    expect(
      within(photos)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([PHOTO_UPLOAD_MESSAGES.tooLarge, PHOTO_UPLOAD_MESSAGES.unsupported]);
    send(form);
    expect(within(form).getByText(RETURN_FORM_MESSAGES.photosFailed)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.click(within(form).getByRole('button', { name: 'Remove huge.jpg' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Remove scan.pdf' }));
    send(form);
    await screen.findByText('Return R1001 sent');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      photoIds: [PHOTO_ID],
    });
  });

  it('names every missing choice at once', async () => {
    const api = openOrderPage();
    const form = await openReturnForm();
    send(form);
    expect(within(form).getByText(RETURN_MESSAGES.lines)).toBeTruthy();
    expect(within(form).getByText(RETURN_MESSAGES.reason)).toBeTruthy();
    expect(within(form).getByText(RETURN_MESSAGES.details)).toBeTruthy();
    expect(within(form).getByText(RETURN_MESSAGES.resolution)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('offers a change of mind a refund only, and needs no photo for it', async () => {
    const api = openOrderPage({ write: created });
    const form = await openReturnForm();
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Return Marble Arctic/ }));
    choose(form, 'A replacement skin');
    choose(form, RETURN_REASON_LABELS.ChangedMind);

    expectRefundOnly(form, RETURN_MESSAGES.changedMindRefundOnly);
    expect(within(form).getByRole('group', { name: 'Photos (optional)' })).toBeTruthy();
    describeProblem(form, 'Not for me.');
    send(form);

    await screen.findByText('Return R1001 sent');
    const [post] = api.calls.filter((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ reason: 'ChangedMind', resolution: 'Refund', photoIds: [] });
  });

  it('offers a wrong model ordered a refund only, saying why', async () => {
    const api = openOrderPage({ write: created });
    const form = await openReturnForm();
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Return Marble Arctic/ }));
    choose(form, 'A replacement skin');
    choose(form, RETURN_REASON_LABELS.WrongModelOrdered);

    expectRefundOnly(form, RETURN_MESSAGES.wrongModelOrderedRefundOnly);
    describeProblem(form, 'I have the Pro, not the Pro Max.');
    send(form);

    await screen.findByText('Return R1001 sent');
    const [post] = api.calls.filter((call) => call.method === 'POST');
    expect(post?.body).toMatchObject({ reason: 'WrongModelOrdered', resolution: 'Refund' });
  });

  it('offers only what is left of a line: an earlier return holds one of the two', async () => {
    openOrderPage({ returns: [buildReturn({ status: 'Approved' })] });
    const form = await openReturnForm();
    expect(within(form).getByText(/1 of 2 left to return/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Return Carbon Fibre Obsidian/ }));
    // One left: no quantity to choose, it is 1.
    expect(within(form).queryByRole('combobox')).toBeNull();
  });

  it('counts a rejected return as nothing returned, and a line returned in full cannot be ticked', async () => {
    openOrderPage({
      returns: [
        buildReturn({ status: 'Rejected' }),
        buildReturn({
          _id: 'r-2',
          number: 'R1002',
          status: 'Requested',
          lines: [{ ...buildReturn().lines[0], itemId: LINE_IDS.marble, quantity: 1 } as never],
        }),
      ],
    });
    const form = await openReturnForm();
    const marble = within(form).getByRole('checkbox', { name: /^Return Marble Arctic/ });
    expect((marble as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(form).getByRole('checkbox', { name: /^Return Carbon Fibre Obsidian/ }));
    const quantity = within(form).getByRole('combobox', { name: /^How many of Carbon/ });
    expect([...(quantity as HTMLSelectElement).options].map((option) => option.value)).toEqual([
      '1',
      '2',
    ]);
  });
});
